/// Turns the JSON tree of one schema file into Parse classes, whatever shape the file has:
/// a REST `/schemas` response, a dashboard export, schema-as-code definitions, a per-class
/// file without `className`, or MongoDB `_SCHEMA` documents.
package enum SchemaDecoder {
    /// Decodes the classes in `root`, read from the file at `path`.
    package static func decode(_ root: JSONNode, path: String) -> (classes: [ParseClass], diagnostics: [Diagnostic]) {
        var decoder = Decoder(context: DecodingContext(file: path), baseName: fileBaseName(path))
        decoder.decodeRoot(root)
        return (decoder.classes, decoder.context.diagnostics)
    }

    /// The file name without folders and without its `.json` extension.
    static func fileBaseName(_ path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }

    /// Keys only a config has. A schema file never has them, and a config read as a schema would otherwise
    /// fail on its `classes` object ("expected an array for 'classes'") with no word about configs.
    static let configOnlyKeys: Set<String> = [
        "accessLevel", "stripPrefixes", "pointerStyle", "targetTypes", "additionalImports", "supportFile", "servers",
        "defaultServer",
    ]

    /// Whether a file's top-level object is a config's: a key only configs have, a `$schema` naming the
    /// config's JSON Schema, or `classes` as an object keyed by class name (a validators file has an array).
    static func looksLikeConfig(_ members: [JSONMember]) -> Bool {
        if members.contains(where: { configOnlyKeys.contains($0.key) }) { return true }
        if case .string(let reference)? = members["$schema"]?.value.value,
            reference.hasSuffix(StarterConfig.jsonSchemaFileName)
        {
            return true
        }
        if case .object? = members["classes"]?.value.value, members["fields"] == nil, members["className"] == nil {
            return true
        }
        return false
    }

    /// The file name without folders.
    package static func fileName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }
}

private struct Decoder {
    var context: DecodingContext
    let baseName: String
    var classes: [ParseClass] = []

    init(context: DecodingContext, baseName: String) {
        self.context = context
        self.baseName = baseName
    }

    mutating func decodeRoot(_ root: JSONNode) {
        switch root.value {
        case .array(let elements):
            decodeList(elements)
        case .object(let members):
            if SchemaDecoder.looksLikeConfig(members) {
                context.error(
                    "this file looks like a parse-model-gen config, not a schema", at: root.position,
                    hint:
                        "parse-model-gen reads its config only from a file named \(ConfigDecoder.defaultFileName) beside the schemas (in Schemas/ or at the target's root for the plugins), or from --config <file>; rename this file to \(ConfigDecoder.defaultFileName), or move it out of the schema folder"
                )
                return
            }
            for listKey in ["results", "definitions", "classes"] {
                if let member = members[listKey], members["fields"] == nil, members["className"] == nil {
                    if let elements = context.array(member.value, what: "'\(listKey)'") {
                        decodeList(elements)
                    }
                    return
                }
            }
            if members["className"] != nil || members["fields"] != nil {
                decodeSchema(root, fallbackName: members["className"] == nil ? baseName : nil)
            } else if members["_id"] != nil {
                decodeStorageSchema(root)
            } else if let errorBody = ParseErrorBody(root) {
                context.error(
                    "this file is a Parse Server error answer, not a schema: \(errorBody.summary)", at: root.position,
                    hint:
                        "it was saved from a request without the application id or the master key; fetch the schema with 'parse-model-gen pull --server-url <url> --output <file>', which sends both"
                )
            } else {
                context.error(
                    "this file is not a Parse schema", at: root.position,
                    hint:
                        "expected {\"results\": [...]}, an array of schemas, one schema with \"className\" and \"fields\", {\"definitions\": [...]} or {\"classes\": [...]}"
                )
            }
        default:
            context.error(
                "expected a schema object or an array of schemas, found \(root.value.kindName)", at: root.position)
        }
    }

    /// The schemas of a list are decoded on every core, each by its own decoder, and gathered in list
    /// order, diagnostics included.
    private mutating func decodeList(_ elements: [JSONNode]) {
        let decoded = elements.concurrentMap { element in
            var decoder = Decoder(context: DecodingContext(file: context.file), baseName: baseName)
            decoder.decodeElement(element)
            return decoder
        }
        for decoder in decoded {
            classes += decoder.classes
            context.diagnostics += decoder.context.diagnostics
        }
    }

    private mutating func decodeElement(_ element: JSONNode) {
        if case .object(let members) = element.value, members["_id"] != nil, members["fields"] == nil {
            decodeStorageSchema(element)
        } else {
            decodeSchema(element, fallbackName: nil)
        }
    }

    /// One schema object: `{"className": ..., "fields": {...}, ...}`.
    private mutating func decodeSchema(_ node: JSONNode, fallbackName: String?) {
        guard let members = context.members(of: node, what: "a class schema") else { return }
        let name: String
        let nameLocation: SourceLocation
        if let member = members["className"] {
            guard let value = context.string(member.value, what: "'className'") else { return }
            name = value
            nameLocation = context.location(member.value.position)
        } else if let fallbackName {
            name = fallbackName
            nameLocation = context.location(node.position)
        } else {
            context.error(
                "class schema has no 'className'", at: node.position, hint: "add \"className\": \"<ClassName>\"")
            return
        }
        var fields: [ParseField] = []
        if let fieldsMember = members["fields"] {
            for member in context.members(of: fieldsMember.value, what: "'fields' of class '\(name)'") ?? [] {
                if let field = context.field(
                    named: member.key, keyPosition: member.keyPosition, spec: member.value,
                    what: "field '\(member.key)'"
                ) {
                    fields.append(field)
                }
            }
        }
        let description = members["description"].flatMap { context.string($0.value, what: "'description'") }
        let permissions = members["classLevelPermissions"].map {
            Located($0.value, at: context.location($0.value.position))
        }
        classes.append(
            ParseClass(
                name: name, location: nameLocation, fields: fields, description: description,
                sourceFiles: [SchemaDecoder.fileName(context.file)], classLevelPermissions: permissions,
                indexes: members["indexes"]?.value
            ))
    }

    /// One MongoDB `_SCHEMA` document: `{"_id": "Book", "title": "string", "genre": "*Genre", "_metadata": {...}}`.
    private mutating func decodeStorageSchema(_ node: JSONNode) {
        guard let members = context.members(of: node, what: "a _SCHEMA document"),
            let idMember = members["_id"],
            let name = context.string(idMember.value, what: "'_id'")
        else { return }
        let options = storageFieldOptions(members["_metadata"]?.value)
        var fields: [ParseField] = []
        // The storage layer lists the built-in columns with its own spellings (createdAt as "string");
        // their types are fixed, so they are left to the translator.
        let builtIns: Set<String> = ["objectId", "createdAt", "updatedAt", "ACL"]
        for member in members where !member.key.hasPrefix("_") && !builtIns.contains(member.key) {
            guard let spelling = context.string(member.value, what: "the storage type of '\(member.key)'") else {
                continue
            }
            guard let type = storageType(spelling, at: member.value.position) else { continue }
            var field = ParseField(
                name: member.key, location: context.location(member.keyPosition), type: type,
                typeLocation: context.location(member.value.position)
            )
            if let option = options[member.key] {
                field.required = option.required
                field.defaultValue = option.defaultValue
                field.defaultValueLocation = option.defaultValue.map { context.location($0.position) }
            }
            fields.append(field)
        }
        let metadata = members["_metadata"]?.value
        classes.append(
            ParseClass(
                name: name, location: context.location(idMember.value.position), fields: fields,
                sourceFiles: [SchemaDecoder.fileName(context.file)],
                classLevelPermissions: storagePermissions(members["_metadata"]?.value),
                indexes: metadataMember("indexes", of: metadata)
            ))
    }

    /// A member of `_metadata`, when `_metadata` is an object that has it.
    private func metadataMember(_ key: String, of metadata: JSONNode?) -> JSONNode? {
        guard let metadata, case .object(let members) = metadata.value else { return nil }
        return members[key]?.value
    }

    /// Storage spellings: lowercase names, `*Target` for a pointer, `relation<Target>` for a relation.
    private mutating func storageType(_ spelling: String, at position: SourcePosition) -> ParseFieldType? {
        if spelling.hasPrefix("*") {
            let target = String(spelling.dropFirst())
            guard !target.isEmpty else {
                context.error("pointer type '*' names no target class", at: position)
                return nil
            }
            return .pointer(targetClass: target)
        }
        if spelling.hasPrefix("relation<"), spelling.hasSuffix(">") {
            let target = String(spelling.dropFirst("relation<".count).dropLast())
            guard !target.isEmpty else {
                context.error("relation type names no target class", at: position)
                return nil
            }
            return .relation(targetClass: target)
        }
        switch spelling {
        case "string": return .string
        case "number": return .number
        case "boolean": return .boolean
        case "date": return .date
        case "object", "map": return .object
        case "array": return .array
        case "geopoint": return .geoPoint
        case "file": return .file
        case "bytes": return .bytes
        case "polygon": return .polygon
        default:
            context.error(
                "invalid storage type '\(spelling)'", at: position,
                hint:
                    "_SCHEMA types are string, number, boolean, date, object, array, geopoint, file, bytes, polygon, *Class, relation<Class>"
            )
            return nil
        }
    }

    private struct FieldOptions {
        var required: Bool?
        var defaultValue: JSONNode?
    }

    /// `_metadata.class_permissions`, where the storage layer keeps the class-level permissions.
    private func storagePermissions(_ metadata: JSONNode?) -> Located<JSONNode>? {
        guard let metadata, case .object(let members) = metadata.value, let node = members["class_permissions"]?.value
        else { return nil }
        return Located(node, at: context.location(node.position))
    }

    /// `_metadata.fields_options`: `{"field": {"required": true, "defaultValue": ...}}`.
    private mutating func storageFieldOptions(_ metadata: JSONNode?) -> [String: FieldOptions] {
        guard let metadata, case .object(let members) = metadata.value,
            let optionsNode = members["fields_options"]?.value,
            let fieldMembers = context.members(of: optionsNode, what: "'fields_options'")
        else { return [:] }
        var options: [String: FieldOptions] = [:]
        for member in fieldMembers {
            guard let specMembers = context.members(of: member.value, what: "the options of '\(member.key)'") else {
                continue
            }
            options[member.key] = FieldOptions(
                required: specMembers["required"].flatMap { context.bool($0.value, what: "'required'") },
                defaultValue: specMembers["defaultValue"]?.value
            )
        }
        return options
    }
}
