/// JSON on one line (default values in doc comments, diagnostics and the data-model docs), object keys
/// sorted so that the text does not depend on the input's key order. Strings are escaped as JSON escapes
/// them, so no line break survives.
public enum JSONText {
    public static func compact(_ node: JSONNode) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let number): return number.lexeme
        case .string(let text): return quoted(text)
        case .array(let elements): return "[" + elements.map(compact).joined(separator: ", ") + "]"
        case .object(let members):
            let sorted = members.sorted {
                $0.key.unicodeScalars.map(\.value).lexicographicallyPrecedes($1.key.unicodeScalars.map(\.value))
            }
            return "{" + sorted.map { quoted($0.key) + ": " + compact($0.value) }.joined(separator: ", ") + "}"
        }
    }

    /// `text` as a JSON string literal (see `appendQuoted`).
    public static func quoted(_ text: String) -> String {
        var result = ""
        appendQuoted(text, to: &result)
        return result
    }

    /// Appends `string` as a JSON string literal: quotes, backslashes and every control character
    /// escaped, so no line break survives. `shortControlEscapes` writes backspace and form feed as
    /// `\b` and `\f` (as `JSON.stringify` does, for the pulled schema files) instead of `\u0008` and
    /// `\u000c` (the one-line text of doc comments and diagnostics).
    public static func appendQuoted(_ string: String, to text: inout String, shortControlEscapes: Bool = false) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{08}" where shortControlEscapes: text += "\\b"
            case "\u{0C}" where shortControlEscapes: text += "\\f"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        text += "\""
    }
}
