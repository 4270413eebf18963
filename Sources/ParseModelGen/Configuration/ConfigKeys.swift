/// The keys `parse-model-gen.json` accepts at each level. The shipped JSON Schema
/// (`parse-model-gen.schema.json`) lists the same keys; a test keeps the two in sync.
public enum ConfigKeys {
    /// Keys of the top-level object.
    public static let topLevel = ["$schema", "accessLevel", "stripPrefixes", "include", "exclude", "pointerStyle", "schemas", "targetTypes", "additionalImports", "supportFile", "warningsAsErrors", "types", "appTypes", "classes", "acknowledge", "servers", "defaultServer"]
    /// Keys of one entry of `classes`.
    public static let classEntry = ["swiftName", "doc", "textSearch", "merge", "decoder", "initializerOrder", "localProperties", "fields"]
    /// Keys of one field refinement (also accepted inline in a schema's field spec).
    public static let field = ["swiftName", "swiftType", "enum", "struct", "aliases", "doc", "pointerStyle", "optional", "initialValue"]
    /// Keys of one entry of a class's `localProperties`.
    public static let localProperty = ["swiftType", "optional", "initialValue", "doc"]
    /// Keys of an `enum` refinement.
    public static let enumeration = ["name", "rawType", "cases"]
    /// Keys of a `struct` refinement.
    public static let structure = ["name", "fields"]
    /// Keys of a field inside a `struct` refinement: a Parse field spec plus refinements.
    public static let structField = ["type", "targetClass", "description"] + field
    /// Keys of one entry of `types`: a shared struct or enum, named by the entry's key.
    public static let sharedType = ["struct", "enum", "doc"]
    /// Keys of a shared type's `struct` (no `name`: the entry's key names it).
    public static let sharedStructure = ["fields"]
    /// Keys of a shared type's `enum` (no `name`: the entry's key names it).
    public static let sharedEnumeration = ["rawType", "cases"]
}
