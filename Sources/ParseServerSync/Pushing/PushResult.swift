/// What applying a plan did, request by request.
package struct PushResult: Sendable {
    /// What became of one request.
    package enum Outcome: Sendable {
        /// The server accepted it.
        case applied
        /// The server refused it or gave no answer; nothing after it was sent.
        case failed(SchemaPushError)
        /// Not sent: the class changed on the server after the plan was made.
        case skippedForDrift
        /// Not sent, because an earlier request failed.
        case notAttempted
    }

    /// Every request of the plan, in order, with its outcome.
    package var steps: [(operation: PushOperation, outcome: Outcome)]

    /// Whether every request was applied.
    package var allApplied: Bool {
        steps.allSatisfy { if case .applied = $0.outcome { return true } else { return false } }
    }

    /// One line per request (`applied: POST /schemas/Review (...)`), then a summary, each ending in a newline.
    package func report(server: String) -> String {
        var lines: [String] = []
        var applied = 0
        var failed = 0
        var skipped = 0
        var notAttempted = 0
        for step in steps {
            switch step.outcome {
            case .applied:
                applied += 1
                lines.append("applied: \(step.operation.display)")
            case .failed(let error):
                failed += 1
                lines.append("failed: \(step.operation.display): \(error.message)")
                lines.append("  note: \(error.hint)")
            case .skippedForDrift:
                skipped += 1
                lines.append(
                    "skipped: \(step.operation.display): the class changed on the server after the plan was read; it was not overwritten"
                )
            case .notAttempted:
                notAttempted += 1
                lines.append("not attempted: \(step.operation.display)")
            }
        }
        var parts: [String] = []
        if failed > 0 { parts.append("\(failed) failed") }
        if skipped > 0 { parts.append("\(skipped) skipped") }
        if notAttempted > 0 { parts.append("\(notAttempted) not attempted") }
        let total = steps.count
        lines.append(
            "Applied \(applied) of \(total) \(total == 1 ? "request" : "requests") to \(server)"
                + (parts.isEmpty ? "." : ": " + parts.joined(separator: ", ") + "."))
        return lines.joined(separator: "\n") + "\n"
    }
}
