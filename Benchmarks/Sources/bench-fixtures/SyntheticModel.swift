/// How a field is refined in the config, beyond its Parse type.
enum Refinement {
    /// No refinement: the generator's default Swift type.
    case none
    /// `"swiftType"`: `Int`, `Float`, `[String]`, `[String: String]`, `[Double]`.
    case swiftType(String)
    /// A String field refined into an enum with these cases (the raw values are the case names).
    case stringEnum(name: String, cases: [String])
    /// A Number field refined into an enum over Int values.
    case intEnum(name: String, cases: [(String, Int)])
    /// An Object (or each element of an Array) described by a nested struct.
    case nestedStruct(name: String)
}

/// One custom field of a synthetic class.
struct SyntheticField {
    /// The Parse name (the wire key); camelCase or snake_case.
    var name: String
    /// The Swift property name the generator gives it.
    var swiftName: String
    /// The Parse type: String, Number, Boolean, Date, Object, Array, Pointer, Relation, File, GeoPoint.
    var parseType: String
    /// The target class of a Pointer or Relation.
    var targetClass: String?
    /// How the config refines it.
    var refinement: Refinement = .none
    /// A `description` in the schema, if any.
    var description: String?
    /// Old keys accepted when decoding.
    var aliases: [String] = []
    /// Whether the schema marks it required.
    var required = false
}

/// One synthetic Parse class.
struct SyntheticClass {
    /// The Parse class name.
    var name: String
    /// The Swift type name the generator gives it.
    var swiftName: String
    /// Custom fields, in schema order.
    var fields: [SyntheticField]
    /// A `doc` refinement in the config, if any.
    var doc: String?
}

/// The fields of the nested structs the synthetic refinements declare: (Parse name, Parse type, Swift type).
let nestedStructFields: [(String, String, String)] = [
    ("label", "String", "String"), ("amount", "Number", "Double"), ("done", "Boolean", "Bool"),
]

/// The Swift name of a Parse field name: snake_case becomes camelCase.
func camelCase(_ name: String) -> String {
    let parts = name.split(separator: "_")
    guard let first = parts.first else { return name }
    return String(first) + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
}

/// A name with its first letter capitalised, for nested type names.
func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }
