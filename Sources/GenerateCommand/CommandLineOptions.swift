import ParseSchema

/// What the user asked `generate` or `validate` for.
package struct CommandLineOptions: Equatable {
    package enum Command: String, Equatable {
        case generate
        case validate
    }

    var command: Command
    var inputs: [String] = []
    var output: String?
    var config: String?
    var accessLevel: AccessLevel?
    var check = false
    /// With `check`: print a unified diff of what generating would change.
    var diff = false
    var quiet = false
    /// Report warnings as errors and fail on them (CI).
    var warningsAsErrors = false
    /// Print which config and schema files were read.
    var verbose = false
    /// `--format github`: diagnostics as GitHub Actions annotations on standard output.
    var annotations = false
    /// Hidden, for the build-tool plugin: the exact file names it declared as the build command's outputs.
    var expectedOutputs: [String]?
    /// Hidden, for the command plugin: the command `--check` tells the user to run, instead of this tool's.
    var regenerateCommand: String?
}

extension CommandLineOptions {
    package static let inputsArgument = (
        name: "<inputs>", help: "Schema files, or directories whose .json files are all read."
    )
    package static let configOption = OptionSpec(
        "--config", value: "<file>", help: "The config file; default: parse-model-gen.json beside the inputs.")
    package static let quietOption = OptionSpec("--quiet", short: "-q", help: "Print only warnings and errors.")
    static let warningsAsErrorsOption = OptionSpec(
        "--warnings-as-errors",
        help: "Report every warning as an error and exit 1 (also the config's \"warningsAsErrors\": true)."
    )
    static let verboseOption = OptionSpec(
        "--verbose", short: "-v", help: "Also print the config and the schema files read.")
    static let formatOption = OptionSpec(
        "--format", value: "<format>",
        help:
            "text (default), or github: each diagnostic as a GitHub Actions annotation\n(::error file=...::message) on standard output (Documentation/JSONOutput.md)."
    )

    package static let generateSpec = CommandSpec(
        name: "generate",
        abstract: "Write ParseSwift model structs for the schemas.",
        usage: [
            "generate <inputs>... --output <directory> [--config <file>] [--access-level <level>] [--check [--diff]] [--warnings-as-errors] [--quiet | --verbose] [--format text|github]"
        ],
        discussion: """
            Writes one file per class and a support file into the output directory, rewriting only the files
            whose text changed and removing the files it wrote earlier for classes that are gone.
            """,
        arguments: [inputsArgument],
        options: [
            OptionSpec(
                "--output", short: "-o", value: "<directory>",
                help: "Where the generated files go (created if missing)."),
            configOption,
            OptionSpec(
                "--access-level", value: "<level>", help: "internal (default), package or public; overrides the config."
            ),
            OptionSpec("--check", help: "Write nothing; exit 1 when a generated file would change."),
            OptionSpec("--diff", help: "With --check: print the changes as a unified diff (patch -p0 applies it)."),
            warningsAsErrorsOption,
            quietOption,
            verboseOption,
            formatOption,
            OptionSpec(
                "--expected-outputs", value: "<names>", help: "The file names the build plugin declared.", hidden: true),
            OptionSpec("--regenerate-command", value: "<command>", help: "The command --check names.", hidden: true),
        ],
        exitCodes: "0 success, 1 invalid input (or --check found changes), 64 usage error."
    )

    package static let validateSpec = CommandSpec(
        name: "validate",
        abstract: "Check the schemas and the config; write nothing.",
        usage: [
            "validate <inputs>... [--config <file>] [--warnings-as-errors] [--quiet | --verbose] [--format text|github]"
        ],
        discussion:
            "Reports every problem generate would report, with its file, line and column, and counts the warnings in its summary.",
        arguments: [inputsArgument],
        options: [configOption, warningsAsErrorsOption, quietOption, verboseOption, formatOption],
        exitCodes:
            "0 valid (warnings included, unless --warnings-as-errors), 1 problems found in the schemas or the\n  config, 2 error: an input could not be read, 64 usage error (Documentation/ExitCodes.md)."
    )

    /// Parses and runs `generate` or `validate` with the arguments after its name.
    package static func main(_ command: Command, _ arguments: [String]) -> Int32 {
        let spec = command == .generate ? generateSpec : validateSpec
        return spec.main(arguments, parse: { try parse(command, $0) }, run: { CommandRunner(options: $0).run() })
    }

    /// Checks what the command needs and what goes together.
    static func parse(_ command: Command, _ scanned: ScannedArguments) throws -> CommandLineOptions {
        var options = CommandLineOptions(command: command)
        options.inputs = scanned.positionalTexts
        options.output = scanned.value("--output")
        options.config = scanned.value("--config")
        options.check = scanned.flag("--check")
        options.diff = scanned.flag("--diff")
        options.quiet = scanned.flag("--quiet")
        options.warningsAsErrors = scanned.flag("--warnings-as-errors")
        options.verbose = scanned.flag("--verbose")
        switch scanned.value("--format") {
        case nil, "text": break
        case "github": options.annotations = true
        default: throw UsageError(message: "--format must be text or github")
        }
        if options.quiet, options.verbose {
            throw UsageError(message: "--quiet and --verbose contradict each other; pass one of them")
        }
        options.expectedOutputs = scanned.value("--expected-outputs").map { $0.split(separator: ",").map(String.init) }
        options.regenerateCommand = scanned.value("--regenerate-command")
        if let text = scanned.value("--access-level") {
            guard let level = AccessLevel(rawValue: text) else {
                let levels = ["internal", "package", "public"]
                let suggestion = NameSuggestion.closest(to: text, among: levels).map { "; did you mean '\($0)'?" } ?? ""
                throw UsageError(
                    message:
                        "--access-level must be internal, package or public, not '\(TerminalText.printable(text))'\(suggestion)"
                )
            }
            options.accessLevel = level
        }
        if options.inputs.isEmpty {
            throw UsageError(message: "\(command.rawValue) needs at least one schema file or directory")
        }
        if command == .generate {
            if options.output == nil {
                throw UsageError(message: "generate needs --output <directory>")
            }
            if options.diff, !options.check {
                throw UsageError(message: "--diff goes with --check: it shows what --check finds out of date")
            }
        }
        return options
    }
}
