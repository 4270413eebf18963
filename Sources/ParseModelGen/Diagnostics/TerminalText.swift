/// Text from outside the user's control (a server's answer, a name in a schema under review) made safe
/// to print in a terminal or a CI log: it cannot move the cursor, change colours, reorder the line or hide.
public enum TerminalText {
    /// `text` with control, bidirectional, zero-width and other invisible characters written as `\u{…}`,
    /// cut after `limit` characters with an ellipsis.
    public static func printable(_ text: String, limit: Int = 200) -> String {
        var result = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                result += "…"
                break
            }
            if isInvisible(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
            count += 1
        }
        return result
    }

    /// The same characters the renderer escapes in comments: controls, bidirectional controls,
    /// zero-width and other format characters, unassigned and private-use code points.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x20...0x7E: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x00AD, 0x034F, 0x061C, 0x115F, 0x1160, 0x17B4, 0x17B5, 0x180E: return true
        case 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x206F, 0x3164, 0xFE00...0xFE0F, 0xFEFF, 0xFFA0, 0xFFF9...0xFFFB: return true
        case 0xE0000...0xE0FFF: return true
        default: return scalar.properties.generalCategory == .unassigned || scalar.properties.generalCategory == .privateUse
        }
    }
}
