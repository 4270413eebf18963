import GenerateCommand

/// `--format text|json` of the commands that report schema changes (`diff`, `pull --check`): the report
/// for people, or one JSON document for CI (Documentation/JSONOutput.md).
enum OutputFormat: String, Equatable {
    case text
    case json

    /// The option as each command lists it.
    static let option = OptionSpec(
        "--format", value: "<format>",
        help:
            "text (default) or json: one JSON document with each change's file, line,\ncolumn, severity, class, field and change (Documentation/JSONOutput.md)."
    )

    /// Reads `--format`; a value other than text or json is a usage error.
    static func parse(_ scanned: ScannedArguments) throws -> OutputFormat {
        guard let text = scanned.value("--format") else { return .text }
        guard let format = OutputFormat(rawValue: text) else {
            throw UsageError(message: "--format must be text or json")
        }
        return format
    }
}
