import ParseSchema

/// The JSON bodies of Parse Server's schema writes, in the shapes its `SchemasRouter` and
/// `SchemaController` read: `{"className", "fields", "classLevelPermissions", "indexes"}` where a field is
/// `{"type", "targetClass", "required", "defaultValue"}` or `{"__op": "Delete"}` and an index is its keys
/// (`{"title": 1}`) or `{"__op": "Delete"}`.
struct SchemaWriteBody {
    private var members: [(key: String, text: String)] = []

    /// `{"__op": "Delete"}`, which removes a field or an index.
    static let deletion = #"{"__op":"Delete"}"#

    /// Adds `"key": <text>`, where `text` is already JSON.
    mutating func add(_ key: String, json text: String) {
        members.append((key, text))
    }

    /// Adds an object member built from `(key, JSON text)` pairs; nothing when `pairs` is empty.
    mutating func addObject(_ key: String, _ pairs: [(String, String)]) {
        guard !pairs.isEmpty else { return }
        add(key, json: Self.object(pairs))
    }

    /// The body's text.
    var text: String { Self.object(members.map { ($0.key, $0.text) }) }

    /// `{"k":v,...}` from keys and JSON texts, in the order given.
    static func object(_ pairs: [(String, String)]) -> String {
        var text = "{"
        for (index, pair) in pairs.enumerated() {
            if index > 0 { text += "," }
            JSONText.appendQuoted(pair.0, to: &text, shortControlEscapes: true)
            text += ":" + pair.1
        }
        return text + "}"
    }

    /// A JSON string.
    static func string(_ value: String) -> String {
        var text = ""
        JSONText.appendQuoted(value, to: &text, shortControlEscapes: true)
        return text
    }

    /// A field's declaration as `POST`/`PUT /schemas` take it. `required: false` is left out: it is the
    /// default, and Parse Server would store and list it.
    static func field(_ field: ParseField) -> String {
        var pairs: [(String, String)] = [("type", string(wireTypeName(field.type)))]
        if let target = field.type.targetClass { pairs.append(("targetClass", string(target))) }
        if field.required == true { pairs.append(("required", "true")) }
        if let value = field.defaultValue { pairs.append(("defaultValue", CanonicalJSON.compact(value.value))) }
        return object(pairs)
    }

    /// The `type` the schema API takes: `Pointer` and `Relation` without their target.
    static func wireTypeName(_ type: ParseFieldType) -> String {
        switch type {
        case .pointer: return "Pointer"
        case .relation: return "Relation"
        default: return type.displayName
        }
    }
}
