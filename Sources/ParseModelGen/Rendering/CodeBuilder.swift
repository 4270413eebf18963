/// Collects lines of Swift with four-space indentation.
final class CodeBuilder {
    private(set) var lines: [String] = []
    private var depth = 0

    /// Appends a line at the current indentation; an empty string appends a blank line.
    func line(_ text: String) {
        lines.append(text.isEmpty ? "" : String(repeating: "    ", count: depth) + text)
    }

    /// Appends several lines.
    func lines(_ texts: [String]) {
        texts.forEach(line)
    }

    /// `header {`, the body one level deeper, then `}`.
    func block(_ header: String, _ body: () -> Void) {
        line(header + " {")
        depth += 1
        body()
        depth -= 1
        line("}")
    }

    /// `switch subject {` with its cases at the level of the `switch`, as Swift style has them.
    func switchBlock(_ subject: String, _ cases: () -> Void) {
        line("switch \(subject) {")
        cases()
        line("}")
    }

    /// Appends a blank line unless the last line is blank or opens a block.
    func separator() {
        guard let last = lines.last, !last.isEmpty, !last.hasSuffix("{") else { return }
        lines.append("")
    }

    /// The text, ending with a single newline.
    var text: String {
        var result = lines.joined(separator: "\n")
        while result.hasSuffix("\n") {
            result.removeLast()
        }
        return result + "\n"
    }
}
