/// Collects lines of Swift with four-space indentation into one growing text.
///
/// The text grows as UTF-8 bytes: appending a line's bytes to an array costs a fraction of appending
/// it to a `String` in a release build, and rendering appends hundreds of thousands of lines on a large
/// schema. A line is copied in three appends (indentation, text, line break) whatever its parts.
final class CodeBuilder {
    private var buffer: [UInt8] = []
    private var depth = 0
    /// Whether the last line has text and does not open a block, so `separator()` adds a blank line.
    private var lastLineNeedsSeparator = false

    /// Appends a line at the current indentation; an empty literal appends a blank line.
    func line(_ line: CodeLine) {
        append(line.text)
    }

    /// Appends text computed elsewhere (documentation lines, joined lists) as one line.
    func line(verbatim text: String) {
        append(text)
    }

    /// Appends each text as a line.
    func lines(_ texts: [String]) {
        for text in texts {
            line(verbatim: text)
        }
    }

    /// `header {`, the body one level deeper, then `}`.
    func block(_ header: CodeLine, _ body: () -> Void) {
        append(header.text + " {")
        depth += 1
        body()
        depth -= 1
        line("}")
    }

    /// Indentation for the depths generated code reaches, built once: one copy per line instead of a
    /// byte-by-byte fill.
    private static let indents: [[UInt8]] = (0..<12).map { Array(repeating: UInt8(ascii: " "), count: 4 * $0) }

    private func append(_ text: String) {
        guard let last = text.utf8.last else {
            buffer.append(UInt8(ascii: "\n"))
            lastLineNeedsSeparator = false
            return
        }
        if depth < Self.indents.count {
            buffer.append(contentsOf: Self.indents[depth])
        } else {
            buffer.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 4 * depth))
        }
        buffer.append(contentsOf: text.utf8)
        buffer.append(UInt8(ascii: "\n"))
        lastLineNeedsSeparator = last != UInt8(ascii: "{")
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
        buffer.append(UInt8(ascii: "\n"))
        lastLineNeedsSeparator = false
    }

    /// The text, ending with a single newline; trailing blank lines are dropped from the builder too.
    var text: String {
        while buffer.last == UInt8(ascii: "\n") {
            buffer.removeLast()
        }
        buffer.append(UInt8(ascii: "\n"))
        return String(decoding: buffer, as: UTF8.self)
    }
}
