import ParseSchema

/// Whether a hand-written property's Swift type can hold a Parse field's values.
///
/// The rule is "can it hold them", not "is it what generation would write": Number may be `Int` or
/// `Float`, an untyped Array may be `[String]` (a refinement of the server's type, not a mismatch), an
/// Object may be any struct or dictionary; `URL` and `UUID` encode as strings, a model as a pointer to its
/// class (`User?` for a Pointer to `_User`). What is refused is a type that decoding the server's value
/// must fail on: `Int` for a String, `String` for a Pointer, `[String]` for a Relation.
enum SwiftTypeCompatibility {
    /// Types that encode as a JSON string: `URL` and `UUID` too.
    static let stringTypes: Set<String> = ["String", "NSString", "URL", "UUID"]
    static let numberTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Float32", "Float64", "CGFloat", "Decimal", "NSNumber",
    ]
    static let booleanTypes: Set<String> = ["Bool", "NSNumber"]
    static let dateTypes: Set<String> = ["Date", "NSDate"]
    /// The SDK types of the remaining field types, both SDKs.
    static let sdkTypes: [ParseFieldType: Set<String>] = [
        .file: ["ParseFile", "PFFileObject"], .geoPoint: ["ParseGeoPoint", "PFGeoPoint"],
        .polygon: ["ParsePolygon", "PFPolygon"], .bytes: ["ParseBytes"], .acl: ["ParseACL", "PFACL"],
    ]

    /// Whether `type` (optional or not) can hold values of `fieldType`; `models` names the app's models,
    /// enums and structs, for pointers, enums and nested types.
    static func canHold(_ type: SwiftTypeName, _ fieldType: ParseFieldType, in models: SwiftModelSet) -> Bool {
        let unwrapped = type.unwrapped
        let text = unwrapped.text
        let rawType = models.enums[text].map { $0.rawType ?? "" }
        switch fieldType {
        case .string:
            return stringTypes.contains(text) || rawType.map(stringTypes.contains) == true
        case .number:
            return numberTypes.contains(text) || rawType.map(numberTypes.contains) == true
        case .boolean:
            return booleanTypes.contains(text)
        case .date:
            return dateTypes.contains(text)
        case .array:
            // A `Set` encodes as an array too.
            return unwrapped.arrayElement != nil || text == "NSArray" || unwrapped.genericArgument?.base == "Set"
        case .object:
            return canHoldObject(unwrapped, in: models)
        case .pointer(let target):
            return pointerTarget(of: unwrapped, in: models).map { $0 == target || $0 == "*" } ?? false
        case .relation:
            let base = unwrapped.genericArgument?.base ?? text
            return base == "ParseRelation" || base == "PFRelation"
        case .file, .geoPoint, .polygon, .bytes, .acl:
            return sdkTypes[fieldType]?.contains(text) == true
        }
    }

    /// An Object field holds a JSON object: any dictionary keyed by strings, or any struct or type the
    /// check cannot see into; not a scalar, an array, an enum, a model or an SDK value type.
    private static func canHoldObject(_ type: SwiftTypeName, in models: SwiftModelSet) -> Bool {
        let scalars = stringTypes.union(numberTypes).union(booleanTypes).union(dateTypes)
        if let dictionary = type.dictionaryTypes {
            // Swift encodes a dictionary as an object only when its keys are `String` or `Int` (or a type of the
            // app's that may be `CodingKeyRepresentable`); `[UUID: T]` or `[Double: T]` encode as an array.
            let key = dictionary.key.text
            return key == "String" || key == "NSString" || key == "Int" || !scalars.contains(key)
        }
        let text = type.text
        if scalars.contains(text) || type.arrayElement != nil || type.genericArgument?.base == "Set" { return false }
        // An enum encodes as its raw value; one without a raw type (cases with payloads) as an object.
        if let enumeration = models.enums[text] { return enumeration.rawType == nil }
        if model(named: text, in: models) != nil || pointerTarget(of: type, in: models) != nil { return false }
        let base = type.genericArgument?.base ?? text
        return !sdkTypes.values.contains { $0.contains(base) } && base != "ParseRelation" && base != "PFRelation"
    }

    /// The Parse class a pointer-holding type points to: `Pointer<Book>` or `Book` (a model) -> `Book`'s
    /// class; `PFObject` -> `*` (any class); nil for a type that holds no pointer.
    static func pointerTarget(of type: SwiftTypeName, in models: SwiftModelSet) -> String? {
        if let generic = type.genericArgument, generic.base == "Pointer" {
            return model(named: generic.argument.text, in: models)?.parseClassName ?? generic.argument.text
        }
        if type.text == "PFObject" { return "*" }
        if let base = ParseSDKShapes.objectiveCBases[type.text] { return base ?? "*" }
        return model(named: type.text, in: models)?.parseClassName
    }

    /// The model `name` spells (a generic model by its base name).
    static func model(named name: String, in models: SwiftModelSet) -> SwiftModel? {
        let base = name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
        return models.model(qualifiedName: base)
    }
}
