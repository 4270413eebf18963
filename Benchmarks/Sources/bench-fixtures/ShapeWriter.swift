/// The two shapes the compile-cost benchmark grows one dimension of (issue 28): one class with many fields,
/// and an Object field refined into structs nested inside each other. Both are built from plain, fixed
/// field lists (no randomness), so the only thing that changes between sizes is the size.
enum ShapeWriter {
    /// The repeating field mix of the wide class: (base name, Parse type, refinement), the everyday types of
    /// an app's class in the proportions the synthetic schemas use. Names get the field's index appended.
    private static let wideMix: [(String, String, Refinement)] = [
        ("title", "String", .none), ("price", "Number", .none), ("quantity", "Number", .swiftType("Int")),
        ("isActive", "Boolean", .none), ("startsAt", "Date", .none), ("notes", "String", .none),
        ("tags", "Array", .swiftType("[String]")), ("settings", "Object", .swiftType("[String: String]")),
        ("owner", "Pointer", .none), ("photo", "File", .none), ("rating", "Number", .swiftType("Float")),
        ("city", "String", .none), ("metadata", "Object", .none), ("history", "Array", .none),
        ("coordinates", "GeoPoint", .none), ("stage", "String", .none),
    ]

    /// `_User` (no custom fields: the pointers' target) and `Wide` with `count` custom fields. Every
    /// sixteenth field is a String enum, so the class also declares nested types, as wide real classes do.
    static func wideClasses(count: Int) -> [SyntheticClass] {
        var fields: [SyntheticField] = []
        for index in 0..<count {
            var (base, type, refinement) = wideMix[index % wideMix.count]
            // Parse allows one GeoPoint a class: the later rounds of the mix hold a String there.
            if type == "GeoPoint" && index >= wideMix.count { (base, type, refinement) = ("street", "String", .none) }
            let name = base + String(index)
            var field = SyntheticField(name: name, swiftName: name, parseType: type, refinement: refinement)
            if type == "Pointer" { field.targetClass = "_User" }
            if base == "stage" {
                field.refinement = .stringEnum(name: capitalized(name), cases: ["draft", "active", "done"])
            }
            fields.append(field)
        }
        return [
            SyntheticClass(name: "_User", swiftName: "User", fields: []),
            SyntheticClass(name: "Wide", swiftName: "Wide", fields: fields),
        ]
    }

    /// The input of class `Deep`, whose Object field `level1` is refined into struct `Level1`, whose Object
    /// field `level2` is refined into struct `Level2`, and so on `depth` deep; each struct also has two
    /// scalar fields. Returns the schema export and the config.
    static func deep(depth: Int) -> (schema: String, config: String) {
        let model = SyntheticClass(
            name: "Deep", swiftName: "Deep",
            fields: [SyntheticField(name: "level1", swiftName: "level1", parseType: "Object")])
        // Built from the innermost struct outwards: each level wraps the one below it.
        var inner = ""
        for level in stride(from: max(depth, 1), through: 1, by: -1) {
            var fields = "\"label\": {\"type\": \"String\"}, \"count\": {\"type\": \"Number\"}"
            if !inner.isEmpty { fields += ", \"level\(level + 1)\": {\"type\": \"Object\", \(inner)}" }
            inner = "\"struct\": {\"name\": \"Level\(level)\", \"fields\": {\(fields)}}"
        }
        let config = "{\n  \"classes\": {\n    \"Deep\": {\"fields\": {\"level1\": {\(inner)}}}\n  }\n}\n"
        return (SchemaWriter.schema([model]), config)
    }
}
