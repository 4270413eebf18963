/// Collects lines of Swift with four-space indentation into one growing text.
///
/// The text grows as UTF-8 bytes: appending a line's bytes to an array costs a fraction of appending
/// it to a `String`, and rendering appends hundreds of thousands of lines on a large schema. Each part of
/// a line is copied once, straight from the literal, the string or the type it spells.
final class CodeBuilder {
    private let buffer = UTF8Bytes(capacity: 16_384)
    private var depth = 0
    /// Whether the last line has text and does not open a block, so `separator()` adds a blank line.
    private var lastLineNeedsSeparator = false

    /// Appends a line at the current indentation; an empty literal appends a blank line.
    func line(_ line: CodeLine) {
        appendLine(line.literal, line.parts, opensBlock: false)
    }

    /// Appends text computed elsewhere (documentation lines, joined lists) as one line.
    func line(verbatim text: String) {
        appendLine(nil, [.text(text)], opensBlock: false)
    }

    /// Appends each text as a line.
    func lines(_ texts: [String]) {
        for text in texts {
            line(verbatim: text)
        }
    }

    /// `header {`, the body one level deeper, then `}`.
    func block(_ header: CodeLine, _ body: () -> Void) {
        appendLine(header.literal, header.parts, opensBlock: true)
        depth += 1
        body()
        depth -= 1
        line("}")
    }

    /// Indentation, the parts, ` {` when the line opens a block, and a line break; a line without text is
    /// blank, without indentation.
    private func appendLine(_ literal: StaticString?, _ parts: [CodeLinePart], opensBlock: Bool) {
        let lineStart = buffer.count
        buffer.append(UInt8(ascii: " "), count: 4 * depth)
        let textStart = buffer.count
        if let literal {
            buffer.append(literal)
        }
        // An index loop: the debug build the plugin runs spends more in a generic iterator than in the copying.
        var index = 0
        while index < parts.count {
            switch parts[index] {
            case .literal(let literal): buffer.append(literal)
            case .text(let text): buffer.append(text)
            case .type(let type): TypeSpelling.append(type, to: buffer)
            }
            index += 1
        }
        if opensBlock {
            buffer.append(" {")
        } else if buffer.count == textStart {
            buffer.truncate(to: lineStart)
            buffer.append(UInt8(ascii: "\n"))
            lastLineNeedsSeparator = false
            return
        }
        // A line that opens a block needs no separator after it.
        lastLineNeedsSeparator = buffer.last != UInt8(ascii: "{")
        buffer.append(UInt8(ascii: "\n"))
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
            buffer.truncate(to: buffer.count - 1)
        }
        buffer.append(UInt8(ascii: "\n"))
        return buffer.string
    }
}
