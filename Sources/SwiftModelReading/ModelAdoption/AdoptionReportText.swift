import ParseSchema

/// The report `adopt` prints: per model, what generation adds, what stays hand-written and where it goes,
/// and what the app's code may notice. Every input-derived text is escaped (see `PrintableText`).
package enum AdoptionReportText {
    /// The report of `reports`, one block a model.
    package static func text(_ reports: [AdoptionPlanner.ModelReport]) -> String {
        var lines: [String] = []
        for report in reports {
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
