import ParseSchema

/// The documentation paragraphs of a generated property, in plain text (the renderer makes
/// them safe comment lines).
enum FieldDocumentation {
    /// Only what the declaration does not already say: the description, the server key when the
    /// property is named otherwise, the target of a relation or of a pointer whose Swift type does not
    /// name it, whether the server requires the field, its default, and the keys decoding also reads.
    static func paragraphs(
        for field: ParseField, refinement: FieldRefinement?, swiftName: String, swiftTypeNamesTarget: Bool
    ) -> [String] {
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
            facts.append("Server default: `\(JSONText.compact(value))`.")
        }
        if !facts.isEmpty {
            paragraphs.append(facts.joined(separator: " "))
        }
        if let aliases = refinement?.aliases, !aliases.isEmpty {
            let list = aliases.map { "`\($0.value)`" }.joined(separator: ", ")
            paragraphs.append(
                "Decoding also accepts the earlier \(aliases.count == 1 ? "key" : "keys") \(list); encoding uses `\(field.name)`."
            )
        }
        return paragraphs
    }
}
