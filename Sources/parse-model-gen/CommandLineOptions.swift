import ParseModelGen

/// What the user asked for on the command line.
struct CommandLineOptions: Equatable {
    enum Command: Equatable {
        case generate
        case validate
        case help
        case version
    }

    var command: Command
    var inputs: [String] = []
    var output: String?
    var config: String?
    var accessLevel: AccessLevel?
    var check = false
    var quiet = false
    /// Hidden, for the build-tool plugin: the exact file names it declared as the build command's outputs.
    var expectedOutputs: [String]?
}

/// A usage mistake, reported with exit code 64.
struct UsageError: Error, Equatable {
    var message: String
}

extension CommandLineOptions {
    /// Parses the arguments after the executable's name.
    static func parse(_ arguments: [String]) throws -> CommandLineOptions {
        guard let first = arguments.first else {
            throw UsageError(message: "no command given")
        }
        var options: CommandLineOptions
        switch first {
        case "generate": options = CommandLineOptions(command: .generate)
        case "validate": options = CommandLineOptions(command: .validate)
        case "help", "--help", "-h": return CommandLineOptions(command: .help)
        case "--version": return CommandLineOptions(command: .version)
        default: throw UsageError(message: "unknown command '\(first)'")
        }
        var index = 1
        func value(for option: String) throws -> String {
            index += 1
            guard index < arguments.count, !arguments[index].hasPrefix("--") else {
                throw UsageError(message: "\(option) needs a value")
            }
            return arguments[index]
        }
        var onlyInputs = false
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
            case "--access-level":
                let text = try value(for: argument)
                guard let level = AccessLevel(rawValue: text) else {
                    throw UsageError(message: "--access-level must be internal, package or public, not '\(text)'")
                }
                options.accessLevel = level
            case "--check":
                options.check = true
            case "--quiet", "-q":
                options.quiet = true
            case "--expected-outputs":
                // Not in the usage text: only the build-tool plugin passes it.
                options.expectedOutputs = try value(for: argument).split(separator: ",").map(String.init)
            case "--help", "-h":
                return CommandLineOptions(command: .help)
            case "--version":
                return CommandLineOptions(command: .version)
            default:
                throw UsageError(message: "unknown option '\(argument)'")
            }
            index += 1
        }
        if options.inputs.isEmpty {
            throw UsageError(message: "name at least one schema file or directory")
        }
        if options.command == .generate, options.output == nil {
            throw UsageError(message: "generate needs --output <directory>")
        }
        if options.command == .validate, options.output != nil || options.check || options.accessLevel != nil {
            throw UsageError(message: "validate takes only inputs, --config and --quiet")
        }
        return options
    }

    static let usage = """
    USAGE: parse-model-gen generate <inputs>... --output <directory> [options]
           parse-model-gen validate <inputs>... [--config <file>]
           parse-model-gen pull --server-url <url> --output <file> [--check]   (see pull --help)
           parse-model-gen diff <old> <new> [--exit-code]                      (see diff --help)
           parse-model-gen diagram <inputs>... [--format mermaid|dot] [--fields none|keys|all] [--output <file>]
           parse-model-gen docs <inputs>... --output <file.md>

    Reads Parse Server schema JSON (REST /schemas, dashboard exports, schema-as-code,
    per-class files, _SCHEMA documents) and writes ParseSwift model structs.

    'diagram' draws the data model; 'docs' writes its Markdown reference.
    Run 'parse-model-gen diagram --help' or 'parse-model-gen docs --help' for their options.

    ARGUMENTS:
      <inputs>                Schema files, or directories whose .json files are all read.

    OPTIONS:
      -o, --output <dir>      Where generated files go (generate only).
      --config <file>         The config file; default: parse-model-gen.json beside the inputs.
      --access-level <level>  internal (default), package or public; overrides the config.
      --check                 Write nothing; exit 1 when any generated file would change.
      -q, --quiet             Print only warnings and errors.
      -h, --help              Show this help.
      --version               Show the version.

    EXIT CODES:
      0 success, 1 invalid input (or --check found changes), 64 usage error.
    """
}
