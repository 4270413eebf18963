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
        let start = startLine()
        line.appendText(to: buffer)
        endLine(start, opensBlock: false)
    }

    /// Appends text computed elsewhere (documentation lines, joined lists) as one line.
    func line(verbatim text: String) {
        let start = startLine()
        buffer.append(text)
        endLine(start, opensBlock: false)
    }

    /// Appends each text as a line.
    func lines(_ texts: [String]) {
        for text in texts {
            line(verbatim: text)
        }
    }

    /// `paragraphs` as documentation comment lines (`/// ...`), their texts from ``SwiftText/docCommentTexts(_:)``.
    func docComment(_ paragraphs: [String]) {
        for index in paragraphs.indices {
            if index > 0 {
                line("///")
            }
            // Nearly every paragraph is one line of printable ASCII, which needs no splitting or escaping:
            // written straight, without the arrays of lines the general path builds.
            if SwiftText.isPlainCommentLine(paragraphs[index]) {
                line("/// \(paragraphs[index])")
                continue
            }
            for text in SwiftText.docCommentTexts([paragraphs[index]]) {
                if text.isEmpty {
                    line("///")
                } else {
                    line("/// \(text)")
                }
            }
        }
    }

    /// One documentation paragraph of fixed words around a text from the input: written straight when the
    /// text is printable ASCII, else split and escaped as ``docComment(_:)`` does. `suffix` must not end in a
    /// space, which a comment line never keeps.
    func docParagraph(_ prefix: String, _ text: String, _ suffix: String) {
        if SwiftText.isPlainCommentText(text) {
            line("/// \(prefix)\(text)\(suffix)")
        } else {
            docComment([prefix + text + suffix])
        }
    }

    /// `header {`, the body one level deeper, then `}`.
    func block(_ header: CodeLine, _ body: () -> Void) {
        let start = startLine()
        header.appendText(to: buffer)
        endLine(start, opensBlock: true)
        depth += 1
        body()
        depth -= 1
        line("}")
    }

    /// Where a line starts and where its text starts, after the indentation.
    private struct LineStart {
        var line: Int
        var text: Int
    }

    private func startLine() -> LineStart {
        let lineStart = buffer.count
        buffer.append(UInt8(ascii: " "), count: 4 * depth)
        return LineStart(line: lineStart, text: buffer.count)
    }

    /// ` {` when the line opens a block, and a line break; a line without text is blank, without
    /// indentation.
    private func endLine(_ start: LineStart, opensBlock: Bool) {
        if opensBlock {
            buffer.append(" {")
        } else if buffer.count == start.text {
            buffer.truncate(to: start.line)
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

extension CodeBuilder {
    /// What every model and shared-type file starts with: the generated-file header, then the imports
    /// (Foundation, ParseSwift and `imports`), each block followed by a blank line.
    func filePreamble(header: [String], imports: [String]) {
        lines(header)
        line("")
        line("import Foundation")
        line("import ParseSwift")
        for module in imports {
            line("import \(SwiftText.identifier(module))")
        }
        line("")
    }
}
