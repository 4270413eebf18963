/// The lines `adopt` prints about the app's Cloud Code calls: where the description was written and, per
/// hand-written `ParseCloudable` type, what it became and whether the generated type replaces it.
package enum CloudAdoptionReportText {
    /// The report; `written` is the description's path as shown when it was written, `backup` the saved copy.
    package static func text(_ outcome: CloudAdoption.Outcome, written: String?, backup: String?, rewrite: Bool)
        -> String
    {
        var lines: [String] = []
        let count = outcome.entries.count
        if let written {
            lines.append("wrote \(written) for \(count) Cloud Code call\(count == 1 ? "" : "s")")
        } else if count > 0 {
            lines.append("the Cloud Code description already describes the \(count) call\(count == 1 ? "" : "s") read")
        }
        if let backup {
            lines.append("saved the description as it was in \(backup)")
        }
        for (entry, replaced) in outcome.entries {
            let what = "\(entry.cloudable.qualifiedName): Cloud \(entry.kind.rawValue) '\(entry.name)'"
            if replaced {
                lines.append(
                    rewrite
                        ? "  \(what): removed, the generated type replaces it"
                        : "  \(what): --rewrite would remove it, the generated type replaces it")
            } else {
                lines.append(
                    "  \(what): the generated type is not declared the same way; remove the hand-written one by hand once its callers agree (see the notes)"
                )
            }
        }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
