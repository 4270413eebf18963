/// The keys `parse-model-gen.json` accepts at each level. The shipped JSON Schema
/// (`parse-model-gen.schema.json`) lists the same keys; a test keeps the two in sync.
package enum ConfigKeys {
    /// Keys of the top-level object.
    package static let topLevel = [
        "$schema", "accessLevel", "stripPrefixes", "include", "exclude", "pointerStyle", "schemas", "targetTypes",
        "additionalImports", "supportFile", "warningsAsErrors", "types", "appTypes", "classes", "acknowledge",
        "servers", "defaultServer",
    ]
    /// Keys of one entry of `classes`.
    package static let classEntry = [
        "swiftName", "doc", "textSearch", "merge", "decoder", "initializerOrder", "localProperties", "fields",
    ]
    /// Keys of one field refinement (also accepted inline in a schema's field spec).
    package static let field = [
        "swiftName", "swiftType", "enum", "struct", "aliases", "doc", "pointerStyle", "optional", "initialValue",
    ]
    /// Keys of one entry of a class's `localProperties`.
    package static let localProperty = ["swiftType", "optional", "initialValue", "doc"]
    /// Keys of an `enum` refinement.
    package static let enumeration = ["name", "rawType", "cases"]
    /// Keys of a `struct` refinement.
    package static let structure = ["name", "fields"]
    /// Keys of a field inside a `struct` refinement: a Parse field spec plus refinements.
    package static let structField = ["type", "targetClass", "description"] + field
    /// Keys of one entry of `types`: a shared struct or enum, named by the entry's key.
    package static let sharedType = ["struct", "enum", "doc"]
    /// Keys of a shared type's `struct` (no `name`: the entry's key names it).
    package static let sharedStructure = ["fields"]
    /// Keys of a shared type's `enum` (no `name`: the entry's key names it).
    package static let sharedEnumeration = ["rawType", "cases"]
}
