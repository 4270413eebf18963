import ParseSchema

/// Writes the data model as a Mermaid entity-relationship diagram.
///
/// Why `erDiagram` rather than `classDiagram`: a Parse schema is an entity-relationship model, and the ER
/// diagram's crow's-foot ends say exactly what pointers and relations are (`}o--o|`: many objects to at
/// most one, `}o--||` when required, `}o--o{`: many to many), where a class diagram only has free-text
/// multiplicities. Its grammar is also the safer one for names taken from input: entity names can be
/// double-quoted, which keeps class names clear of the lexer's keywords (`class`, `style`, `one`, `many`,
/// `to`, matched in any case), while `classDiagram` reads a lone `o`, `<`, `*` or `~` inside names and
/// members as syntax. Quoted entity names and these relationship forms are understood by every Mermaid
/// release GitHub and GitLab have used since 9.x, so the output renders in Markdown there.
///
/// What the diagram shows and how:
/// - an entity per generated class, named by its Swift type and, in parentheses, its Parse name when that
///   differs and `system` for Parse Server's own classes;
/// - fields as `ParseType name` rows: `PK` on `objectId`, `FK` on pointers; the comment says `required`
///   and names the Swift property when it differs from the field;
/// - a pointer as a many-to-one line labelled with the field's name, a relation as a many-to-many line;
/// - with every field listed, a field refined into a generated enum or struct names it in its comment, and
///   each enum is an entity `Recipe.Category (enum)` of `case name` rows (see `enumEntities`);
/// - classes that are pointed at but not generated as bare entities `Name (undeclared class)` (or
///   `excluded class`) reached by dashed lines. Mermaid has no dashed entities; the dashed line (its
///   "non-identifying" form) marks them, and every other line is solid.
package enum MermaidDiagram {
    /// The diagram text. With `header`, the first line is a `%%` comment saying the text is generated.
    package static func render(_ graph: DataModelGraph, fields: DiagramFields, header: Bool = true) -> String {
        var lines: [String] = []
        if header {
            lines.append("%% " + GeneratedDocumentHeader.sentence(sourceFiles: graph.sourceFiles, command: "diagram"))
        }
        lines.append("erDiagram")
        let enums = Set(graph.valueTypes.filter(\.isEnumeration).map(\.qualifiedName))
        for model in graph.classes {
            let name = MermaidText.quoted(entityName(model))
            let rows = fields.selected(model)
            guard !rows.isEmpty else {
                lines.append("    " + name)
                continue
            }
            lines.append("    " + name + " {")
            for field in rows {
                lines.append("        " + attribute(field, notes: valueTypeNotes(field, enums: enums)))
            }
            lines.append("    }")
        }
        for placeholder in graph.placeholders {
            lines.append("    " + MermaidText.quoted(entityName(placeholder)))
        }
        if fields == .all {
            lines += enumEntities(graph)
        }
        let names = graph.nodeNames(model: entityName, placeholder: entityName)
        for link in graph.links {
            guard let from = names[.model(link.from)], let target = names[link.to] else { continue }
            let line: String
            if case .placeholder = link.to { line = ".." } else { line = "--" }
            let ends: (String, String)
            switch link.kind {
            case .pointer: ends = ("}o", link.isRequired ? "||" : "o|")
            case .relation: ends = ("}o", "o{")
            }
            lines.append(
                "    " + MermaidText.quoted(from) + " " + ends.0 + line + ends.1 + " "
                    + MermaidText.quoted(target) + " : " + MermaidText.quoted(link.field))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The entity's name as shown: the Swift type, with the Parse name and `system` in parentheses when
    /// they add something.
    static func entityName(_ model: DataModelClass) -> String {
        var notes: [String] = []
        if model.parseName != model.swiftTypeName { notes.append(model.parseName) }
        if model.isSystem { notes.append("system") }
        return notes.isEmpty ? model.swiftTypeName : model.swiftTypeName + " (" + notes.joined(separator: ", ") + ")"
    }

    /// A placeholder's name: the Parse class and why it has no model. The words in parentheses contain a
    /// space, which no generated class's parenthesis does, so the two kinds of names never collide.
    static func entityName(_ placeholder: DataModelPlaceholder) -> String {
        placeholder.parseName + " (" + placeholder.reason.rawValue + " class)"
    }

    /// The generated enums, with every field listed: an entity `Recipe.Category (enum)` each, one row per
    /// case, `case name`, with the server's value as the comment where it is not the name. No line joins
    /// an enum to its class: a line means a pointer or relation, and the rows of the fields name their enum.
    private static func enumEntities(_ graph: DataModelGraph) -> [String] {
        var lines: [String] = []
        for type in graph.valueTypes {
            guard case .enumeration(_, let cases, _) = type.shape else { continue }
            let name = MermaidText.quoted(type.qualifiedName + " (enum)")
            guard !cases.isEmpty else {
                lines.append("    " + name)
                continue
            }
            lines.append("    " + name + " {")
            for enumCase in cases {
                var comment: [String] = []
                let word: String
                if MermaidText.isBareWord(enumCase.name) {
                    word = enumCase.name
                } else {
                    word = MermaidText.bareWord(approximating: enumCase.name)
                    comment.append("Swift " + enumCase.name)
                }
                if !enumCase.rawValueIsName { comment.append("value " + enumCase.rawValue) }
                var row = "        case " + word
                if !comment.isEmpty { row += " " + MermaidText.quoted(comment.joined(separator: ", ")) }
                lines.append(row)
            }
            lines.append("    }")
        }
        return lines
    }

    /// What a field's row says of the generated enums and structs its Swift type uses; `enums` holds the
    /// qualified names of the enums.
    static func valueTypeNotes(_ field: DataModelField, enums: Set<String>) -> [String] {
        field.valueTypes.map { (enums.contains($0) ? "enum " : "struct ") + $0 }
    }

    /// One attribute row: `Type name [PK|FK] ["comment"]`.
    private static func attribute(_ field: DataModelField, notes: [String]) -> String {
        var comment: [String] = []
        let name: String
        if MermaidText.isBareWord(field.parseName) {
            name = field.parseName
        } else {
            name = MermaidText.bareWord(approximating: field.parseName)
            comment.append("Parse name " + field.parseName)
        }
        if field.isRequired { comment.append("required") }
        if let swiftName = field.swiftName, swiftName != field.parseName { comment.append("Swift " + swiftName) }
        comment += notes
        var row = typeWord(field.parseType) + " " + name
        if field.parseName == "objectId" {
            row += " PK"
        } else if case .pointer = field.parseType {
            row += " FK"
        }
        if !comment.isEmpty {
            row += " " + MermaidText.quoted(comment.joined(separator: ", "))
        }
        return row
    }

    /// The Parse type as a bare word; the target of a pointer or relation is where its line goes.
    private static func typeWord(_ type: ParseFieldType) -> String {
        switch type {
        case .pointer: return "Pointer"
        case .relation: return "Relation"
        default: return type.displayName
        }
    }
}
