/// Writes the synthetic classes as Parse Server writes them (`GET /parse/schemas`), and the refinements as
/// a `parse-model-gen.json` config, the way a project keeps raw exports and refinements apart.
enum SchemaWriter {
    /// The schema export: `{"results": [...]}` with built-in fields and class-level permissions.
    static func schema(_ classes: [SyntheticClass]) -> String {
        var out = "{\"results\": [\n"
        for (index, model) in classes.enumerated() {
            out += "  {\"className\": \"\(model.name)\", \"fields\": {\n"
            var lines = [
                "\"objectId\": {\"type\": \"String\"}", "\"createdAt\": {\"type\": \"Date\"}",
                "\"updatedAt\": {\"type\": \"Date\"}", "\"ACL\": {\"type\": \"ACL\"}",
            ]
            if model.name == "_User" {
                lines += [
                    "\"username\": {\"type\": \"String\"}", "\"password\": {\"type\": \"String\"}",
                    "\"email\": {\"type\": \"String\"}", "\"emailVerified\": {\"type\": \"Boolean\"}",
                    "\"authData\": {\"type\": \"Object\"}",
                ]
            }
            for field in model.fields {
                var spec = "\"type\": \"\(field.parseType)\""
                if let target = field.targetClass { spec += ", \"targetClass\": \"\(target)\"" }
                if field.required { spec += ", \"required\": true" }
                if field.parseType == "Boolean" && field.name.hasPrefix("is") { spec += ", \"defaultValue\": false" }
                if let description = field.description { spec += ", \"description\": \"\(description)\"" }
                lines.append("\"\(field.name)\": {\(spec)}")
            }
            out += lines.map { "    " + $0 }.joined(separator: ",\n")
            out += "\n  }, \"classLevelPermissions\": {\"find\": {\"*\": true}, \"get\": {\"*\": true}, "
            out += "\"create\": {\"requiresAuthentication\": true}, \"update\": {\"requiresAuthentication\": true}, "
            out += "\"delete\": {}, \"addField\": {}, \"protectedFields\": {\"*\": []}}}"
            out += index == classes.count - 1 ? "\n" : ",\n"
        }
        return out + "]}\n"
    }

    /// The config: class docs and every field refinement.
    static func config(_ classes: [SyntheticClass]) -> String {
        var classEntries: [String] = []
        for model in classes {
            var fieldEntries: [String] = []
            for field in model.fields {
                var parts: [String] = []
                switch field.refinement {
                case .none: break
                case .swiftType(let type): parts.append("\"swiftType\": \"\(type)\"")
                case .stringEnum(let name, let cases):
                    parts.append(
                        "\"enum\": {\"name\": \"\(name)\", \"cases\": [\(cases.map { "\"\($0)\"" }.joined(separator: ", "))]}"
                    )
                case .intEnum(let name, let cases):
                    let list = cases.map { "\"\($0.0)\": \($0.1)" }.joined(separator: ", ")
                    parts.append("\"enum\": {\"name\": \"\(name)\", \"cases\": {\(list)}}")
                case .nestedStruct(let name):
                    let list = nestedStructFields.map { "\"\($0.0)\": {\"type\": \"\($0.1)\"}" }.joined(separator: ", ")
                    parts.append("\"struct\": {\"name\": \"\(name)\", \"fields\": {\(list)}}")
                }
                if !field.aliases.isEmpty {
                    parts.append("\"aliases\": [\(field.aliases.map { "\"\($0)\"" }.joined(separator: ", "))]")
                }
                if !parts.isEmpty {
                    fieldEntries.append("        \"\(field.name)\": {\(parts.joined(separator: ", "))}")
                }
            }
            var entry: [String] = []
            if let doc = model.doc { entry.append("      \"doc\": \"\(doc)\"") }
            if !fieldEntries.isEmpty {
                entry.append("      \"fields\": {\n" + fieldEntries.joined(separator: ",\n") + "\n      }")
            }
            if !entry.isEmpty {
                classEntries.append("    \"\(model.name)\": {\n" + entry.joined(separator: ",\n") + "\n    }")
            }
        }
        return "{\n  \"classes\": {\n" + classEntries.joined(separator: ",\n") + "\n  }\n}\n"
    }
}
