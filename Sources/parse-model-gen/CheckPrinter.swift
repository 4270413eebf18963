import GenerateCommand
import ParseSchema
import SwiftModelReading

/// How `check` prints what it found in each `--format`: text diagnostics on standard error and a count
/// on standard output; one JSON document on standard output; or GitHub Actions annotations on standard
/// output (the runner reads workflow commands there) followed by the count. Each returns the exit code.
struct CheckPrinter {
    var format: OutputFormat
    var swiftPaths: [String]
    var schemaPaths: [String]

    private static let title = "parse-model-gen check"

    /// The run stopped before comparing anything: exit 2 (Documentation/ExitCodes.md).
    func couldNotRun(_ diagnostics: [Diagnostic]) -> Int32 {
        switch format {
        case .text:
            diagnostics.forEach { printError($0.formatted) }
        case .json:
            print(json.render(.couldNotRun, diagnostics: diagnostics, findings: [], counts: nil), terminator: "")
        case .github:
            diagnostics.forEach { print(GitHubAnnotation.line($0, title: Self.title)) }
            printError("error: check could not run: the inputs above could not be read")
        }
        return ExitCode.error
    }

    /// The check ran: exit 1 when it found an error, else 0.
    func finished(diagnostics: [Diagnostic], findings: [ModelCheckFinding], counts: ModelCheckJSON.Counts) -> Int32 {
        let all = diagnostics + findings.map(\.diagnostic)
        // 1 only for what the check found; everything that stopped it is 2 (Documentation/ExitCodes.md).
        let disagrees = all.containsErrors
        switch format {
        case .text:
            all.forEach { printError($0.formatted) }
            print(summary(all, counts))
        case .json:
            print(
                json.render(
                    disagrees ? .disagrees : .agrees, diagnostics: diagnostics, findings: findings, counts: counts),
                terminator: "")
        case .github:
            all.forEach { print(GitHubAnnotation.line($0, title: Self.title)) }
            print(summary(all, counts))
        }
        return disagrees ? ExitCode.differs : ExitCode.success
    }

    private var json: ModelCheckJSON {
        ModelCheckJSON(swiftPaths: swiftPaths, schemaPaths: schemaPaths)
    }

    private func summary(_ all: [Diagnostic], _ counts: ModelCheckJSON.Counts) -> String {
        func plural(_ count: Int, _ word: String, _ suffix: String = "s") -> String {
            "\(count) \(word)\(count == 1 ? "" : suffix)"
        }
        let count = { (severity: Diagnostic.Severity) in all.filter { $0.severity == severity }.count }
        return
            "checked \(plural(counts.models, "model")) in \(plural(counts.swiftFiles, "Swift file")) against \(plural(counts.classes, "class", "es")): \(plural(count(.error), "error")), \(plural(count(.warning), "warning")), \(plural(count(.note), "note"))"
    }
}
