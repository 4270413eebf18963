// Standard library only: the plugins compile this same file (through symbolic links in Plugins/, and the tests
// through one in Tests/ParseModelGenTests/Plugins), so the tool and the plugins print input-derived text alike.

/// Text from the input (names, paths, values) made safe to print inside a diagnostic line.
///
/// Xcode and SwiftPM read every line of a tool's output that looks like `path:line:column: error: message` as
/// a diagnostic, and a terminal obeys escape sequences. A schema could otherwise print a line of its own
/// choosing (with a line break in a class name), hide or reorder text (bidirectional controls, zero-width
/// characters), or drive the terminal (ESC). So line breaks, tabs and NUL print as `\n`, `\r`, `\t` and
/// `\u{00}`, and every other control, line or paragraph separator and invisible formatting character as
/// `\u{XX}`. Everything else, other languages' letters and emoji included, prints as it is. Escaping is
/// idempotent: escaped text escapes to itself, since a backslash is left as it is.
public enum PrintableText {
    /// `text` with every character that could break a line, hide text or control a terminal written as an escape.
    public static func escaped(_ text: String) -> String {
        // Most text is printable ASCII; it needs no copy.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if isUnprintable(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    result += "\\u{" + (hex.count < 2 ? "0" + hex : hex) + "}"
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result
    }

    /// Controls (C0, DEL, C1 with NEL), line and paragraph separators, and the format characters (general
    /// category Cf: bidirectional controls, zero-width spaces and joiners, the byte order mark, tags). Listed
    /// by hand rather than asked of the standard library's Unicode tables, so every toolchain and OS version
    /// escapes the same characters.
    static func isUnprintable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x2028, 0x2029: return true
        case 0x00AD, 0x0600...0x0605, 0x061C, 0x06DD, 0x070F, 0x0890...0x0891, 0x08E2, 0x180E: return true
        case 0x200B...0x200F, 0x202A...0x202E, 0x2060...0x2064, 0x2066...0x206F: return true
        case 0xFEFF, 0xFFF9...0xFFFB: return true
        case 0x110BD, 0x110CD, 0x13430...0x1343F, 0x1BCA0...0x1BCA3, 0x1D173...0x1D17A: return true
        case 0xE0001, 0xE0020...0xE007F: return true
        default: return false
        }
    }
}
