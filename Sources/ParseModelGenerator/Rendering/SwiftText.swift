import ParseSchema

/// Spells input-derived text safely in the three places it can reach generated code:
/// identifiers, string literals and comments. Nothing spelled here can end a comment, a string
/// or a declaration early.
enum SwiftText {
    /// An identifier, in backticks when Swift reserves the word.
    static func identifier(_ name: String) -> String {
        SwiftKeywords.isReserved(name) ? "`\(name)`" : name
    }

    /// Appends ``identifier(_:)`` of `name` without building it as a string first.
    static func appendIdentifier<Sink: UTF8Sink>(_ name: String, to sink: inout Sink) {
        let reserved = SwiftKeywords.isReserved(name)
        if reserved { sink.append(UInt8(ascii: "`")) }
        sink.append(name)
        if reserved { sink.append(UInt8(ascii: "`")) }
    }

    /// Appends ``stringLiteral(_:)`` of `text`; text that needs no escapes is not joined into a string first.
    static func appendStringLiteral<Sink: UTF8Sink>(_ text: String, to sink: inout Sink) {
        guard needsNoEscapes(text) else {
            sink.append(stringLiteral(text))
            return
        }
        sink.append(UInt8(ascii: "\""))
        sink.append(text)
        sink.append(UInt8(ascii: "\""))
    }

    /// A string literal whose value is exactly `text`.
    static func stringLiteral(_ text: String) -> String {
        if needsNoEscapes(text) {
            return "\"" + text + "\""
        }
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\0": result += "\\0"
            default:
                if needsEscape(scalar) {
                    result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The texts of the documentation comment lines for `paragraphs`, without their `///` and space: one
    /// per input line, since every kind of line break starts a new comment line, with invisible or control
    /// characters shown as `\u{...}`, and an empty text between paragraphs and for blank lines.
    /// `CodeBuilder.docComment(_:)` writes each after `/// ` without joining strings.
    static func docCommentTexts(_ paragraphs: [String]) -> [String] {
        var lines: [String] = []
        for (index, paragraph) in paragraphs.enumerated() {
            if index > 0 {
                lines.append("")
            }
            for line in splitLines(paragraph) {
                lines.append(visible(line))
            }
        }
        return lines
    }

    /// Whether `text` is a comment line ``docCommentTexts(_:)`` would keep as it is: printable ASCII, not
    /// empty, not ending in a space.
    static func isPlainCommentLine(_ text: String) -> Bool {
        guard let last = text.utf8.last, last != UInt8(ascii: " ") else { return false }
        return isPlainCommentText(text)
    }

    /// Whether `text` is printable ASCII, which a comment shows as it is, between other words.
    static func isPlainCommentText(_ text: String) -> Bool {
        everyByte(of: text, satisfies: isPlainASCII)
    }

    /// `text` on one line, safe inside a `//` comment.
    static func singleLine(_ text: String) -> String {
        splitLines(text).map(visible).joined(separator: " ")
    }

    /// Splits on every Unicode line terminator, CRLF counting once.
    static func splitLines(_ text: String) -> [String] {
        if everyByte(of: text, satisfies: { $0 < 0x80 && !(0x0A...0x0D).contains($0) }) {
            return [text]
        }
        var lines: [String] = []
        var current = String.UnicodeScalarView()
        var previousWasCR = false
        for scalar in text.unicodeScalars {
            if scalar == "\n", previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = scalar == "\r"
            if isLineBreak(scalar) {
                lines.append(String(current))
                current = String.UnicodeScalarView()
            } else {
                current.append(scalar)
            }
        }
        lines.append(String(current))
        return lines
    }

    private static func visible(_ line: String) -> String {
        if everyByte(of: line, satisfies: isPlainASCII) {
            var result = line
            while result.hasSuffix(" ") {
                result.removeLast()
            }
            return result
        }
        var result = ""
        for scalar in line.unicodeScalars {
            if scalar == "\t" {
                result += " "
            } else if needsEscape(scalar) || scalar == "\0" {
                result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        while result.hasSuffix(" ") {
            result.removeLast()
        }
        return result
    }

    /// Whether `text` is printable ASCII without quotes or backslashes, as nearly every field name is.
    private static func needsNoEscapes(_ text: String) -> Bool {
        everyByte(of: text, satisfies: { isPlainASCII($0) && $0 != UInt8(ascii: "\"") && $0 != UInt8(ascii: "\\") })
    }

    /// Whether every UTF-8 byte of `text` passes `test`, read as one buffer: every spelled comment and
    /// string literal is scanned.
    private static func everyByte(of text: String, satisfies test: (UInt8) -> Bool) -> Bool {
        withUTF8Bytes(of: text) { bytes in
            var index = 0
            while index < bytes.count {
                if !test(bytes[index]) { return false }
                index += 1
            }
            return true
        }
    }

    /// Printable ASCII (space to `~`): never escaped, so the common all-ASCII text skips the per-scalar work.
    private static func isPlainASCII(_ byte: UInt8) -> Bool {
        byte >= 0x20 && byte < 0x7F
    }

    private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029: return true
        default: return false
        }
    }

    /// Control characters, bidirectional controls, zero-width and other invisible format characters.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E: return true
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0,
            0xFFF9...0xFFFB:
            return true
        case 0xE0000...0xE0FFF: return true
        default:
            return scalar.properties.generalCategory == .unassigned || scalar.properties.generalCategory == .privateUse
        }
    }
}
