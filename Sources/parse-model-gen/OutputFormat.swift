import GenerateCommand

/// `--format`: the report for people (`text`), one JSON document for CI (`json`, Documentation/JSONOutput.md),
/// or, for the commands that report diagnostics (`check`), GitHub Actions annotations (`github`).
enum OutputFormat: String, Equatable {
    case text
    case json
    case github

    /// The option of the commands that report schema changes (`diff`, `pull --check`, `push`).
    static let option = OptionSpec(
        "--format", value: "<format>",
        help:
            "text (default) or json: one JSON document with each change's file, line,\ncolumn, severity, class, field and change (Documentation/JSONOutput.md)."
    )

    /// The option of `check`, whose findings are diagnostics and so can also be annotations.
    static let diagnosticsOption = OptionSpec(
        "--format", value: "<format>",
        help:
            "text (default); json: one JSON document with each finding's file, line,\ncolumn, severity, class, field, kind and message; github: GitHub Actions\nannotations (::error file=...::message) on standard output (Documentation/JSONOutput.md)."
    )

    /// Reads `--format`; a value the command does not offer is a usage error.
    static func parse(_ scanned: ScannedArguments, allowing allowed: [OutputFormat] = [.text, .json]) throws
        -> OutputFormat
    {
        guard let text = scanned.value("--format") else { return .text }
        guard let format = OutputFormat(rawValue: text), allowed.contains(format) else {
            let names = allowed.map(\.rawValue)
            throw UsageError(
                message: "--format must be \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "text")")
        }
        return format
    }
}
