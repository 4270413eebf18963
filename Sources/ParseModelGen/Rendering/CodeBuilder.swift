/// Collects lines of Swift with four-space indentation into one growing text.
///
/// The text grows as UTF-8 bytes: appending a line's bytes to an array costs a fraction of appending
/// it to a `String`, and rendering appends hundreds of thousands of lines on a large schema. Each part of
/// a line is copied once, straight from the literal, the string or the type it spells.
final class CodeBuilder {
    private var buffer: [UInt8] = []
    private var depth = 0
    /// Whether the last line has text and does not open a block, so `separator()` adds a blank line.
    private var lastLineNeedsSeparator = false

    /// Appends a line at the current indentation; an empty literal appends a blank line.
    func line(_ line: CodeLine) {
        appendLine(line.parts, opensBlock: false)
    }

    /// Appends text computed elsewhere (documentation lines, joined lists) as one line.
    func line(verbatim text: String) {
        appendLine([.text(text)], opensBlock: false)
    }

    /// Appends each text as a line.
    func lines(_ texts: [String]) {
        for text in texts {
            line(verbatim: text)
        }
    }

    /// `header {`, the body one level deeper, then `}`.
    func block(_ header: CodeLine, _ body: () -> Void) {
        appendLine(header.parts, opensBlock: true)
        depth += 1
        body()
        depth -= 1
        line("}")
    }

    /// Indentation for the depths generated code reaches, built once: one copy per line instead of a
    /// byte-by-byte fill.
    private static let indents: [[UInt8]] = (0..<12).map { Array(repeating: UInt8(ascii: " "), count: 4 * $0) }

    /// Indentation, the parts, ` {` when the line opens a block, and a line break; a line without text is
    /// blank, without indentation. One call per line, so the buffer is accessed once per line.
    private func appendLine(_ parts: [CodeLinePart], opensBlock: Bool) {
        lastLineNeedsSeparator = Self.write(parts, depth: depth, opensBlock: opensBlock, to: &buffer)
    }

    /// Writes one line; whether it has text and does not open a block.
    private static func write(_ parts: [CodeLinePart], depth: Int, opensBlock: Bool, to bytes: inout [UInt8]) -> Bool {
        let lineStart = bytes.count
        if depth < indents.count {
            bytes.append(contentsOf: indents[depth])
        } else {
            bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 4 * depth))
        }
        let textStart = bytes.count
        for part in parts {
            switch part {
            case .literal(let literal): bytes.appendUTF8(of: literal)
            case .text(let text): bytes.appendUTF8(of: text)
            case .type(let type): TypeSpelling.append(type, to: &bytes)
            }
        }
        if opensBlock {
            bytes.appendUTF8(of: " {")
        } else if bytes.count == textStart {
            bytes.removeSubrange(lineStart...)
            bytes.append(UInt8(ascii: "\n"))
            return false
        }
        let last = bytes[bytes.count - 1]
        bytes.append(UInt8(ascii: "\n"))
        return last != UInt8(ascii: "{")
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
