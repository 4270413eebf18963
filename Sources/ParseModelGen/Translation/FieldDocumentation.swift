/// The documentation paragraphs of a generated property, in plain text (the renderer makes
/// them safe comment lines).
enum FieldDocumentation {
    /// Only what the declaration does not already say: the description, the server key when the
    /// property is named otherwise, the target of a relation or of a pointer whose Swift type does not
    /// name it, whether the server requires the field, its default, and the keys decoding also reads.
    static func paragraphs(for field: ParseField, refinement: FieldRefinement?, swiftName: String, swiftTypeNamesTarget: Bool) -> [String] {
        var paragraphs: [String] = []
        if let text = refinement?.doc ?? field.description, !text.isEmpty {
            paragraphs.append(text)
        }
        var facts: [String] = []
        if swiftName != field.name {
            facts.append("Server field `\(field.name)`.")
        }
        switch field.type {
        case .relation(let target):
            facts.append("Relation to `\(target)`.")
        case .pointer(let target) where !swiftTypeNamesTarget:
            facts.append("Pointer to `\(target)`.")
        default:
            break
        }
        if field.required == true {
            facts.append("Required by the server.")
        }
        if let value = field.defaultValue {
            facts.append("Server default: `\(compactJSON(value))`.")
        }
        if !facts.isEmpty {
            paragraphs.append(facts.joined(separator: " "))
        }
        if let aliases = refinement?.aliases, !aliases.isEmpty {
            let list = aliases.map { "`\($0.value)`" }.joined(separator: ", ")
            paragraphs.append("Decoding also accepts the earlier \(aliases.count == 1 ? "key" : "keys") \(list); encoding uses `\(field.name)`.")
        }
        return paragraphs
    }

    /// JSON on one line, object keys sorted so that the text does not depend on the input's key order.
    static func compactJSON(_ node: JSONNode) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let number): return number.lexeme
        case .string(let text): return quoted(text)
        case .array(let elements): return "[" + elements.map(compactJSON).joined(separator: ", ") + "]"
        case .object(let members):
            let sorted = members.sorted { $0.key.unicodeScalars.map(\.value).lexicographicallyPrecedes($1.key.unicodeScalars.map(\.value)) }
            return "{" + sorted.map { "\(quoted($0.key)): \(compactJSON($0.value))" }.joined(separator: ", ") + "}"
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
                    result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
