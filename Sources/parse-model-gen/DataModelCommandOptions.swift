import DataModelDocuments
import GenerateCommand
import ParseSchema

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

    /// What `help` and `--help` show, and which options the shared scanner accepts.
    static func spec(_ command: Command) -> CommandSpec {
        let output = OptionSpec(
            "--output", short: "-o", value: command == .docs ? "<file.md>" : "<file>",
            help: command == .docs ? "The Markdown file to write." : "Write the diagram there instead of printing it.")
        let check = OptionSpec("--check", help: "Write nothing; exit 1 when the --output file would change.")
        switch command {
        case .diagram:
            return CommandSpec(
                name: "diagram",
                abstract: "Draw the data model as a Mermaid or Graphviz diagram.",
                usage: [
                    "diagram <inputs>... [--config <file>] [--format mermaid|dot] [--fields none|keys|all] [--output <file>] [--check]"
                ],
                discussion: """
                    Draws the classes generation would generate (the same config: include, exclude, names) as an
                    entity-relationship diagram: fields and Parse types, pointers as many-to-one lines labelled with
                    the field, relations as many-to-many lines, system classes marked, and classes that are pointed
                    at but not generated as dashed placeholders.
                    """,
                arguments: [CommandLineOptions.inputsArgument],
                options: [
                    CommandLineOptions.configOption,
                    OptionSpec(
                        "--format", value: "<format>",
                        help: "mermaid (default; GitHub renders it in Markdown) or dot (Graphviz)."),
                    OptionSpec(
                        "--fields", value: "<fields>",
                        help: "all (default), keys (objectId, pointers, relations) or none."),
                    output, check, CommandLineOptions.quietOption,
                ]
            )
        case .docs:
            return CommandSpec(
                name: "docs",
                abstract: "Write a Markdown reference of the data model.",
                usage: ["docs <inputs>... [--config <file>] --output <file.md> [--check]"],
                discussion: """
                    Writes a Markdown reference of the data model: the Mermaid diagram, then per class its Parse and
                    Swift names, description, fields (Parse and Swift names and types, required, default), pointers
                    and relations in and out, and class-level permissions, with links between the classes.
                    """,
                arguments: [CommandLineOptions.inputsArgument],
                options: [CommandLineOptions.configOption, output, check, CommandLineOptions.quietOption]
            )
        }
    }

    /// Builds the options from the scanned arguments after the command's name.
    static func parse(_ command: Command, _ scanned: ScannedArguments) throws -> DataModelCommandOptions {
        var options = DataModelCommandOptions(command: command)
        options.inputs = scanned.positionalTexts
        options.config = scanned.value("--config")
        options.output = scanned.value("--output")
        options.check = scanned.flag("--check")
        options.quiet = scanned.flag("--quiet")
        if let text = scanned.value("--format") {
            guard let format = DiagramFormat(rawValue: text) else {
                throw UsageError(message: "--format must be mermaid or dot, not '\(TerminalText.printable(text))'")
            }
            options.format = format
        }
        if let text = scanned.value("--fields") {
            guard let fields = DiagramFields(rawValue: text) else {
                throw UsageError(message: "--fields must be none, keys or all, not '\(TerminalText.printable(text))'")
            }
            options.fields = fields
        }
        if options.inputs.isEmpty {
            throw UsageError(message: "name at least one schema file or directory")
        }
        if command == .docs, options.output == nil {
            throw UsageError(message: "docs needs --output <file.md>")
        }
        if options.check, options.output == nil {
            throw UsageError(message: "--check needs --output <file>: the file to compare with")
        }
        return options
    }
}
