/// Collects lines of Swift with four-space indentation into one growing text.
final class CodeBuilder {
    private var buffer = ""
    private var depth = 0
    /// Whether the last line has text and does not open a block, so `separator()` adds a blank line.
    private var lastLineNeedsSeparator = false

    /// Appends a line at the current indentation; an empty string appends a blank line.
    func line(_ text: String) {
        if !text.isEmpty {
            for _ in 0..<depth {
                buffer += "    "
            }
            buffer += text
        }
        buffer += "\n"
        lastLineNeedsSeparator = !text.isEmpty && !text.hasSuffix("{")
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

    /// The lines `body` appends, one level deeper, without braces.
    func indented(_ body: () -> Void) {
        depth += 1
        body()
        depth -= 1
    }

    /// `switch subject {` with its cases at the level of the `switch`, as Swift style has them.
    func switchBlock(_ subject: String, _ cases: () -> Void) {
        line("switch \(subject) {")
        cases()
        line("}")
    }

    /// Appends a blank line unless the last line is blank or opens a block.
    func separator() {
        guard lastLineNeedsSeparator else { return }
        buffer += "\n"
        lastLineNeedsSeparator = false
    }

    /// The text, ending with a single newline.
    var text: String {
        var result = buffer
        while result.hasSuffix("\n") {
            result.removeLast()
        }
        return result + "\n"
    }
}
