import Foundation
import ParseSchema

/// The report `adopt` prints: per model, what generation adds, what stays hand-written and where it goes,
/// and what the app's code may notice. Every input-derived text is escaped (see `PrintableText`).
package enum AdoptionReportText {
    /// The report of `reports`, one block a model. A model in one of `rewritten` (the files `--rewrite`
    /// changed) keeps what stays hand-written in the extension that took its declaration's place, in its own
    /// file: the report names that file, not the extension file it would advise otherwise.
    package static func text(_ reports: [AdoptionPlanner.ModelReport], rewritten: Set<String> = []) -> String {
        var lines: [String] = []
        for var report in reports {
            if rewritten.contains(report.location.file) {
                let advised = " in \(report.generatedName)+App.swift"
                let actual = " in \(report.location.file) (--rewrite leaves it there)"
                report.keepByHand = report.keepByHand.map {
                    Located(
                        $0.value.replacingOccurrences(of: advised + " beside the generated models", with: actual)
                            .replacingOccurrences(of: advised, with: actual), at: $0.location)
                }
            }
            let outcome = report.generatedName.isEmpty ? "not generated" : "generated as \(report.generatedName)"
            lines.append("\(report.name) (\(place(report.location))): class '\(report.className)', \(outcome)")
            if !report.adds.isEmpty {
                lines.append("  generation adds: " + report.adds.joined(separator: ", "))
            }
            if !report.keepByHand.isEmpty {
                lines.append("  keep by hand (generation cannot carry it):")
                lines += report.keepByHand.map { "    \(place($0.location)): \($0.value)" }
            }
            if !report.changes.isEmpty {
                lines.append("  the app's code may notice:")
                lines += report.changes.map { "    \(place($0.location)): \($0.value)" }
            }
        }
        return lines.map(PrintableText.escaped).joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }

    private static func place(_ location: SourceLocation) -> String {
        "\(location.file):\(location.position.line):\(location.position.column)"
    }
}
