/// Writes the data model as a Graphviz DOT graph (`dot -Tsvg model.dot > model.svg`).
///
/// Each generated class is a record: its Swift type name (and, below it, the Parse name and `system class`
/// when they add something), then one left-aligned line per field, `name : ParseType`. System classes are
/// filled grey; classes pointed at but not generated are dashed boxes. Edges carry the field's name and
/// crow's-foot ends: a pointer is many (`crowodot`) to at most one (`teeodot`), or exactly one (`teetee`)
/// when required; a relation is many to many. Edges to placeholders are dashed. With every field listed, a
/// field line names the generated enum or struct of its Swift type, and each enum is a rounded node of its
/// cases joined to its fields by dotted lines.
package enum DotDiagram {
    /// The graph text. With `header`, the first line is a `//` comment saying the text is generated.
    package static func render(_ graph: DataModelGraph, fields: DiagramFields, header: Bool = true) -> String {
        var lines: [String] = []
        if header {
            lines.append("// " + GeneratedDocumentHeader.sentence(sourceFiles: graph.sourceFiles, command: "diagram"))
        }
        lines.append("digraph \"Parse data model\" {")
        lines.append("    graph [rankdir=LR];")
        lines.append("    node [shape=record];")
        let enums = Set(graph.valueTypes.filter(\.isEnumeration).map(\.qualifiedName))
        for model in graph.classes {
            var label = DotText.escaped(model.swiftTypeName, inRecord: true)
            var notes: [String] = []
            if model.parseName != model.swiftTypeName { notes.append(model.parseName) }
            if model.isSystem { notes.append("system class") }
            if !notes.isEmpty {
                label += "\\n" + DotText.escaped(notes.joined(separator: ", "), inRecord: true)
            }
            let rows = fields.selected(model)
            if !rows.isEmpty {
                label +=
                    "|"
                    + rows.map { DotText.escaped(row($0, enums: enums), inRecord: true) + "\\l" }.joined()
            }
            var attributes = ["label=\"" + label + "\""]
            if model.isSystem {
                attributes += ["style=filled", "fillcolor=\"#eeeeee\""]
            }
            lines.append("    " + DotText.quoted(nodeID(model)) + " [" + attributes.joined(separator: ", ") + "];")
        }
        for placeholder in graph.placeholders {
            let label =
                DotText.escaped(placeholder.parseName, inRecord: false) + "\\n"
                + DotText.escaped("(" + placeholder.reason.rawValue + " class)", inRecord: false)
            lines.append(
                "    " + DotText.quoted(nodeID(placeholder)) + " [label=\"" + label + "\", shape=box, style=dashed];")
        }
        if fields == .all {
            lines += enumNodes(graph)
        }
        let ids = graph.nodeNames(model: nodeID, placeholder: nodeID)
        for link in graph.links {
            guard let from = ids[.model(link.from)], let to = ids[link.to] else { continue }
            var attributes = ["label=" + DotText.quoted(link.field), "dir=both", "arrowtail=crowodot"]
            switch link.kind {
            case .pointer: attributes.append("arrowhead=" + (link.isRequired ? "teetee" : "teeodot"))
            case .relation: attributes.append("arrowhead=crowodot")
            }
            if case .placeholder = link.to {
                attributes.append("style=dashed")
            }
            lines.append(
                "    " + DotText.quoted(from) + " -> " + DotText.quoted(to) + " [" + attributes.joined(separator: ", ")
                    + "];")
        }
        if fields == .all {
            for model in graph.classes {
                for field in model.fields {
                    for name in field.valueTypes where enums.contains(name) {
                        lines.append(
                            "    " + DotText.quoted(nodeID(model)) + " -> " + DotText.quoted(enumNodeID(name))
                                + " [label=" + DotText.quoted(field.parseName) + ", style=dotted, arrowhead=none];")
                    }
                }
            }
        }
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// The generated enums, when every field is listed: a rounded record each, its qualified name and then
    /// one line per case, `name = server value` where the value is not the name. A dotted line without
    /// arrows joins each to the classes whose fields hold it, labelled with the field.
    private static func enumNodes(_ graph: DataModelGraph) -> [String] {
        var lines: [String] = []
        for type in graph.valueTypes {
            guard case .enumeration(let rawType, let cases, _) = type.shape else { continue }
            var label =
                DotText.escaped(type.qualifiedName, inRecord: true) + "\\n"
                + DotText.escaped("(enum of " + rawType + ")", inRecord: true)
            if !cases.isEmpty {
                label +=
                    "|"
                    + cases.map {
                        DotText.escaped($0.name + ($0.rawValueIsName ? "" : " = " + $0.rawValue), inRecord: true)
                            + "\\l"
                    }.joined()
            }
            lines.append(
                "    " + DotText.quoted(enumNodeID(type.qualifiedName)) + " [label=\"" + label
                    + "\", shape=Mrecord, style=filled, fillcolor=\"#f5f5ff\"];")
        }
        return lines
    }

    /// An enum's node id; the space keeps it apart from every type name, the word from every placeholder.
    static func enumNodeID(_ qualifiedName: String) -> String {
        "enum " + qualifiedName
    }

    /// A class's node id: its Swift type name.
    static func nodeID(_ model: DataModelClass) -> String {
        model.swiftTypeName
    }

    /// A placeholder's node id; the space keeps it apart from every type name.
    static func nodeID(_ placeholder: DataModelPlaceholder) -> String {
        "placeholder " + placeholder.parseName
    }

    /// One field line: `name : Type`, with `required` when the schema says so and the generated enums and
    /// structs its Swift type uses.
    private static func row(_ field: DataModelField, enums: Set<String>) -> String {
        ([field.parseName + " : " + field.parseType.displayName] + (field.isRequired ? ["required"] : [])
            + MermaidDiagram.valueTypeNotes(field, enums: enums)).joined(separator: ", ")
    }
}
