import ParseSchema

/// Writes the data-model reference: a Markdown file a team commits beside its schema and reads in pull
/// requests. It holds the Mermaid diagram, an index of the classes, and per class its Parse and Swift
/// names, description, fields with their typed query keys, the enums and structs its refined fields get,
/// pointers and relations in and out with the helpers each gets, and class-level permissions, with
/// relative links between the classes; then the config's shared types.
///
/// Every class section's heading is its Swift type name, so its anchor is the lowercased name (GitHub's and
/// GitLab's rule); the document's other headings contain a space, which keeps their anchors apart from
/// every class's. Nothing else is a heading, so no anchor gets a numbered suffix.
package enum DataModelDocument {
    /// The longest diagram text Mermaid renders by default (its `maxTextSize`); GitHub keeps the default.
    package static let mermaidTextLimit = 50_000

    /// The document's text and the warnings found while writing it (class-level permissions of the wrong shape).
    package static func render(_ graph: DataModelGraph) -> (text: String, diagnostics: [Diagnostic]) {
        var lines: [String] = []
        var diagnostics: [Diagnostic] = []
        lines.append(
            "<!-- " + GeneratedDocumentHeader.sentence(sourceFiles: graph.sourceFiles, command: "docs") + " -->")
        lines.append("")
        lines.append("# Data model")
        lines.append("")
        let count = graph.classes.count == 1 ? "1 class" : "\(graph.classes.count) classes"
        let files = graph.sourceFiles.map { MarkdownText.code($0, inTable: false) }.joined(separator: ", ")
        lines.append(count + " generated" + (files.isEmpty ? "" : " from " + files) + ".")
        lines.append("")
        lines += diagram(graph)
        lines += index(graph)
        // Grouped once: filtering every link for every class would be quadratic in the schema's size.
        let outbound = Dictionary(grouping: graph.links) { $0.from }
        let inbound = Dictionary(grouping: graph.links) { $0.to }
        let names = graph.nodeNames(model: \.swiftTypeName, placeholder: \.parseName)
        let usages = ValueTypeSection.usages(graph)
        for model in graph.classes {
            lines += ClassSection.lines(
                model, outbound: outbound[model.swiftTypeName] ?? [],
                // A class's links to itself are listed once, as outbound.
                inbound: (inbound[.model(model.swiftTypeName)] ?? []).filter { $0.from != model.swiftTypeName },
                names: names, usages: usages, diagnostics: &diagnostics
            )
        }
        if !graph.sharedTypes.isEmpty {
            lines += [
                "## Shared types", "", "The config's `types`: enums and structs declared once, outside the models.", "",
            ]
            lines += ValueTypeSection.lines(graph.sharedTypes, usages: usages)
        }
        lines += notGenerated(graph, inbound: inbound)
        while lines.last == "" {
            lines.removeLast()
        }
        return (lines.joined(separator: "\n") + "\n", Diagnostic.sorted(diagnostics))
    }

    /// The Mermaid diagram with keys only (the tables list every field), or without fields when that is
    /// too long for Mermaid, or a note when even that is.
    private static func diagram(_ graph: DataModelGraph) -> [String] {
        var lines = [
            "In the diagram a crow's foot marks the many side: a pointer is a many-to-one line labelled with its field, "
                + "a relation a many-to-many line; dashed lines lead to classes that are not generated.",
            "",
        ]
        for fields in [DiagramFields.keys, .none] {
            let text = MermaidDiagram.render(graph, fields: fields, header: false)
            guard text.utf8.count <= mermaidTextLimit else { continue }
            if fields == .none {
                lines += ["The diagram shows no fields: with them it is longer than Mermaid renders.", ""]
            }
            return lines + ["```mermaid"]
                + text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) + [
                    "```", "",
                ]
        }
        return [
            "The diagram is left out: even without fields it is longer than the \(mermaidTextLimit) characters Mermaid renders. "
                + "Run `parse-model-gen diagram --format dot` and render it with Graphviz.",
            "",
        ]
    }

    /// A table of every class with a link to its section.
    private static func index(_ graph: DataModelGraph) -> [String] {
        var lines = [
            "## Class index", "", "| Swift type | Parse class | Protocol | Fields |", "| --- | --- | --- | --- |",
        ]
        for model in graph.classes {
            var notes: [String] = []
            if model.isSystem { notes.append("system class") }
            if !model.isDeclared { notes.append("not declared") }
            let parseName =
                MarkdownText.code(model.parseName) + (notes.isEmpty ? "" : " (" + notes.joined(separator: ", ") + ")")
            lines.append(
                "| " + link(model.swiftTypeName) + " | " + parseName + " | " + MarkdownText.code(model.protocolName)
                    + " | \(model.fields.count) |")
        }
        return lines + [""]
    }

    /// The classes that pointers and relations reach but generation does not model.
    private static func notGenerated(_ graph: DataModelGraph, inbound: [DataModelNode: [DataModelLink]]) -> [String] {
        guard !graph.placeholders.isEmpty else { return [] }
        var lines = [
            "## Not generated", "",
            "Pointers and relations lead to these classes, which get no model.", "",
            "| Parse class | Why | Swift type | Pointed at by |", "| --- | --- | --- | --- |",
        ]
        for placeholder in graph.placeholders {
            let why = placeholder.reason == .undeclared ? "no input declares it" : "the config leaves it out"
            let swiftType =
                placeholder.configuredSwiftType.map { MarkdownText.code($0) + " (config `targetTypes`)" } ?? ""
            let sources = (inbound[.placeholder(placeholder.parseName)] ?? [])
                .map { link($0.from) + " " + MarkdownText.code($0.field) }.joined(separator: ", ")
            lines.append(
                "| " + MarkdownText.code(placeholder.parseName) + " | " + why + " | " + swiftType + " | " + sources
                    + " |")
        }
        return lines + [""]
    }

    /// A relative link to a class's section.
    static func link(_ typeName: String) -> String {
        "[" + MarkdownText.inline(typeName) + "](#" + MarkdownText.anchor(typeName) + ")"
    }

    /// The link to the section listing classes that are not generated.
    static let notGeneratedAnchor = MarkdownText.anchor("Not generated")
}
