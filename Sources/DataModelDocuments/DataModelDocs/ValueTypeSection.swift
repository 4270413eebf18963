/// The docs' tables of the enums and structs generated for refined fields: an enum's cases with the values
/// the server stores, a struct's properties with their keys, and which properties use each type.
enum ValueTypeSection {
    /// Where each value type is used: `Recipe.category`, `Task.ChecklistItem.kind`, by qualified type name.
    static func usages(_ graph: DataModelGraph) -> [String: [String]] {
        var usages: [String: [String]] = [:]
        for model in graph.classes {
            for field in model.fields {
                let property = model.swiftTypeName + "." + (field.swiftName ?? field.parseName)
                for name in field.valueTypes { usages[name, default: []].append(property) }
            }
        }
        for type in graph.valueTypes {
            guard case .structure(let properties) = type.shape else { continue }
            for property in properties {
                for name in property.valueTypes {
                    usages[name, default: []].append(type.qualifiedName + "." + property.swiftName)
                }
            }
        }
        return usages
    }

    /// The lines describing `types`.
    static func lines(_ types: [DataModelValueType], usages: [String: [String]]) -> [String] {
        var lines: [String] = []
        for type in types {
            let users = (usages[type.qualifiedName] ?? []).map { MarkdownText.code($0, inTable: false) }
            let usedBy = users.isEmpty ? "" : ", the type of " + users.joined(separator: ", ")
            switch type.shape {
            case .enumeration(let rawType, let cases, let unknownCase):
                lines += [
                    "Enum " + MarkdownText.code(type.qualifiedName, inTable: false) + usedBy + ": "
                        + MarkdownText.code(rawType, inTable: false) + " values; a value not listed decodes as "
                        + MarkdownText.code("." + unknownCase + "(" + rawType + ")", inTable: false) + ".",
                    "", "| Swift case | Server value |", "| --- | --- |",
                ]
                for enumCase in cases {
                    lines.append(
                        "| " + MarkdownText.code("." + enumCase.name) + " | " + MarkdownText.code(enumCase.rawValue)
                            + " |")
                }
            case .structure(let properties):
                lines += [
                    "Struct " + MarkdownText.code(type.qualifiedName, inTable: false) + usedBy + ".", "",
                ]
                guard !properties.isEmpty else { continue }
                lines += ["| Key | Swift property | Swift type |", "| --- | --- | --- |"]
                for property in properties {
                    lines.append(
                        "| " + MarkdownText.code(property.wireKey) + " | " + MarkdownText.code(property.swiftName)
                            + " | " + MarkdownText.code(property.swiftType) + " |")
                }
            }
            lines.append("")
        }
        return lines
    }
}
