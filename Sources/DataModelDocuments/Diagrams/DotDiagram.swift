/// Writes the data model as a Graphviz DOT graph (`dot -Tsvg model.dot > model.svg`).
///
/// Each generated class is a record: its Swift type name (and, below it, the Parse name and `system class`
/// when they add something), then one left-aligned line per field, `name : ParseType`. System classes are
/// filled grey; classes pointed at but not generated are dashed boxes. Edges carry the field's name and
/// crow's-foot ends: a pointer is many (`crowodot`) to at most one (`teeodot`), or exactly one (`teetee`)
/// when required; a relation is many to many. Edges to placeholders are dashed.
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
                label += "|" + rows.map { DotText.escaped(row($0), inRecord: true) + "\\l" }.joined()
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
        lines.append("}")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A class's node id: its Swift type name.
    static func nodeID(_ model: DataModelClass) -> String {
        model.swiftTypeName
    }

    /// A placeholder's node id; the space keeps it apart from every type name.
    static func nodeID(_ placeholder: DataModelPlaceholder) -> String {
        "placeholder " + placeholder.parseName
    }

    /// One field line: `name : Type`, with `required` when the schema says so.
    private static func row(_ field: DataModelField) -> String {
        field.parseName + " : " + field.parseType.displayName + (field.isRequired ? ", required" : "")
    }
}
