import ParseModelGen

/// The arguments of `diagram` and `docs`, which draw and document the data model instead of generating code.
struct DataModelCommandOptions: Equatable {
    enum Command: String, Equatable {
        case diagram
        case docs
    }

    var command: Command
    var inputs: [String] = []
    var config: String?
    var format: DiagramFormat = .mermaid
    var fields: DiagramFields = .all
    var output: String?
    var check = false
    var quiet = false
    var help = false

    /// Parses the arguments after the command's name.
    static func parse(_ command: Command, _ arguments: [String]) throws -> DataModelCommandOptions {
        var options = DataModelCommandOptions(command: command)
        var index = 0
        func value(for option: String) throws -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError(message: "\(option) needs a value")
            }
            return arguments[index]
        }
        var onlyInputs = false
        var sawFormat = false
        var sawFields = false
        while index < arguments.count {
            let argument = arguments[index]
            if onlyInputs || !argument.hasPrefix("-") || argument == "-" {
                options.inputs.append(argument)
                index += 1
                continue
            }
            switch argument {
            case "--":
                onlyInputs = true
            case "--output", "-o":
                options.output = try value(for: argument)
            case "--config":
                options.config = try value(for: argument)
            case "--format":
                let text = try value(for: argument)
                guard let format = DiagramFormat(rawValue: text) else {
                    throw UsageError(message: "--format must be mermaid or dot, not '\(text)'")
                }
                options.format = format
                sawFormat = true
            case "--fields":
                let text = try value(for: argument)
                guard let fields = DiagramFields(rawValue: text) else {
                    throw UsageError(message: "--fields must be none, keys or all, not '\(text)'")
                }
                options.fields = fields
                sawFields = true
            case "--check":
                options.check = true
            case "--quiet", "-q":
                options.quiet = true
            case "--help", "-h":
                options.help = true
                return options
            default:
                throw UsageError(message: "unknown option '\(argument)' for \(command.rawValue)")
            }
            index += 1
        }
        if options.inputs.isEmpty {
            throw UsageError(message: "name at least one schema file or directory")
        }
        if command == .docs {
            if sawFormat || sawFields {
                throw UsageError(message: "docs takes inputs, --config, --output, --check and --quiet; its diagram is always Mermaid")
            }
            if options.output == nil {
                throw UsageError(message: "docs needs --output <file.md>")
            }
        }
        if options.check, options.output == nil {
            throw UsageError(message: "--check needs --output <file>: the file to compare with")
        }
        return options
    }

    static func usage(_ command: Command) -> String {
        switch command {
        case .diagram:
            return """
            USAGE: parse-model-gen diagram <inputs>... [--config <file>] [--format mermaid|dot] [--fields none|keys|all] [--output <file>]

            Draws the classes generation would generate (the same config: include, exclude, names) as an
            entity-relationship diagram: fields and Parse types, pointers as many-to-one lines labelled with
            the field, relations as many-to-many lines, system classes marked, and classes that are pointed
            at but not generated as dashed placeholders.

            OPTIONS:
              --config <file>         The config file; default: parse-model-gen.json beside the inputs.
              --format <format>       mermaid (default; GitHub renders it in Markdown) or dot (Graphviz).
              --fields <fields>       all (default), keys (objectId, pointers, relations) or none.
              -o, --output <file>     Write the diagram there instead of printing it.
              --check                 Write nothing; exit 1 when the --output file would change.
              -q, --quiet             Print only warnings and errors.
            """
        case .docs:
            return """
            USAGE: parse-model-gen docs <inputs>... [--config <file>] --output <file.md>

            Writes a Markdown reference of the data model: the Mermaid diagram, then per class its Parse and
            Swift names, description, fields (Parse and Swift names and types, required, default), pointers
            and relations in and out, and class-level permissions, with links between the classes.

            OPTIONS:
              --config <file>         The config file; default: parse-model-gen.json beside the inputs.
              -o, --output <file.md>  The Markdown file to write.
              --check                 Write nothing; exit 1 when the file would change.
              -q, --quiet             Print only warnings and errors.
            """
        }
    }
}
