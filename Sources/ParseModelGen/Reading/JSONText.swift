/// JSON on one line (default values in doc comments, diagnostics and the data-model docs), object keys
/// sorted so that the text does not depend on the input's key order. Strings are escaped as JSON escapes
/// them, so no line break survives.
enum JSONText {
    static func compact(_ node: JSONNode) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let number): return number.lexeme
        case .string(let text): return quoted(text)
        case .array(let elements): return "[" + elements.map(compact).joined(separator: ", ") + "]"
        case .object(let members):
            let sorted = members.sorted { $0.key.unicodeScalars.map(\.value).lexicographicallyPrecedes($1.key.unicodeScalars.map(\.value)) }
            return "{" + sorted.map { quoted($0.key) + ": " + compact($0.value) }.joined(separator: ", ") + "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
