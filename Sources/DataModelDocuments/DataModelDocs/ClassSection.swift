import ParseSchema

/// One class's section of the data-model reference.
enum ClassSection {
    static func lines(
        _ model: DataModelClass, outbound: [DataModelLink], inbound: [DataModelLink], names: [DataModelNode: String],
        usages: [String: [String]], diagnostics: inout [Diagnostic]
    ) -> [String] {
        var lines = ["## " + MarkdownText.inline(model.swiftTypeName), ""]
        var identity = "Parse class " + MarkdownText.code(model.parseName, inTable: false)
        if model.isSystem { identity += " (system class)" }
        identity +=
            " · Swift type " + MarkdownText.code(model.swiftTypeName, inTable: false)
            + " · conforms to " + MarkdownText.code(model.protocolName, inTable: false)
        lines += [identity, ""]
        if !model.isDeclared {
            lines += [
                "No input declares this class; it is generated with its built-in fields because other classes refer to it.",
                "",
            ]
        }
        if let description = model.description.map(MarkdownText.paragraph), !description.isEmpty {
            lines += [description, ""]
        }
        lines += fieldTable(model)
        lines += ValueTypeSection.lines(model.valueTypes, usages: usages)
        lines += linkTable(outbound: outbound, inbound: inbound, names: names)
        lines += PermissionsText.lines(model, diagnostics: &diagnostics)
        return lines
    }

    private static func fieldTable(_ model: DataModelClass) -> [String] {
        guard !model.fields.isEmpty else { return [] }
        var lines = [
            "| Parse field | Swift property | Parse type | Swift type | Query key | Required | Default | Description |",
            "| --- | --- | --- | --- | --- | --- | --- | --- |",
        ]
        for field in model.fields {
            let description = field.description.map(MarkdownText.inline) ?? (field.isBuiltIn ? "built in" : "")
            let cells = [
                MarkdownText.code(field.parseName),
                field.swiftName.map { MarkdownText.code($0) } ?? "",
                MarkdownText.code(field.parseType.displayName),
                field.swiftType.map { MarkdownText.code($0) } ?? "",
                field.queryKey.map { MarkdownText.code(model.swiftTypeName + ".Key." + $0.name) } ?? "",
                field.isRequired ? "yes" : "",
                field.defaultValue.map { MarkdownText.code(JSONText.compact($0)) } ?? "",
                description,
            ]
            lines.append("| " + cells.joined(separator: " | ") + " |")
        }
        return lines + [""]
    }

    private static func linkTable(outbound: [DataModelLink], inbound: [DataModelLink], names: [DataModelNode: String])
        -> [String]
    {
        guard !outbound.isEmpty || !inbound.isEmpty else { return [] }
        var lines = [
            "Pointers and relations:", "", "| Direction | Field | Kind | Class | Swift helpers |",
            "| --- | --- | --- | --- | --- |",
        ]
        for link in outbound {
            lines.append(
                "| out | " + MarkdownText.code(link.field) + " | " + kind(link) + " | " + target(link.to, names: names)
                    + " | " + helpers(link) + " |")
        }
        for link in inbound {
            lines.append(
                "| in | " + MarkdownText.code(link.field) + " | " + kind(link) + " | "
                    + target(.model(link.from), names: names) + " | " + helpers(link) + " |")
        }
        return lines + [""]
    }

    /// The link's helpers grouped by the type declaring them: `Book`: `queryAuthors()`, ...; `Author`: ...
    private static func helpers(_ link: DataModelLink) -> String {
        var owners: [String] = []
        var byOwner: [String: [String]] = [:]
        for helper in link.helpers {
            if byOwner[helper.owner] == nil { owners.append(helper.owner) }
            byOwner[helper.owner, default: []].append(MarkdownText.code(helper.signature))
        }
        return owners.map { "on " + MarkdownText.code($0) + ": " + (byOwner[$0] ?? []).joined(separator: ", ") }
            .joined(separator: "; ")
    }

    private static func kind(_ link: DataModelLink) -> String {
        switch link.kind {
        case .pointer: return "pointer, many to one" + (link.isRequired ? ", required" : "")
        case .relation: return "relation, many to many"
        }
    }

    /// A link to a class's section, or to the list of classes that are not generated.
    private static func target(_ node: DataModelNode, names: [DataModelNode: String]) -> String {
        switch node {
        case .model(let typeName):
            return DataModelDocument.link(typeName)
        case .placeholder(let parseName):
            return "[" + MarkdownText.inline(names[node] ?? parseName) + "](#" + DataModelDocument.notGeneratedAnchor
                + ") (not generated)"
        }
    }
}
