/// A value together with where the input wrote it.
package struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    /// The value.
    package var value: Value
    /// Where it was written.
    package var location: SourceLocation

    /// Creates a located value.
    package init(_ value: Value, at location: SourceLocation) {
        self.value = value
        self.location = location
    }
}

/// A Swift type written in a refinement (`Int`, `[String]`, `[String: Ingredient]`).
package indirect enum TypeExpression: Hashable, Sendable, CustomStringConvertible {
    /// A type by name: a Swift scalar or a nested type the refinement declares.
    case named(String)
    /// `[Element]`.
    case array(TypeExpression)
    /// `[String: Value]`.
    case dictionary(TypeExpression)
    /// `Pointer<Name>`: a pointer to a generated model (in arrays: Parse's array-of-pointers pattern).
    case pointer(String)

    /// The expression as Swift spells it.
    package var description: String {
        switch self {
        case .named(let name): return name
        case .array(let element): return "[\(element)]"
        case .dictionary(let value): return "[String: \(value)]"
        case .pointer(let name): return "Pointer<\(name)>"
        }
    }

    /// The innermost named type.
    package var baseName: String {
        switch self {
        case .named(let name), .pointer(let name): return name
        case .array(let inner), .dictionary(let inner): return inner.baseName
        }
    }
}

/// The raw value of one enum case.
package enum EnumRawValue: Hashable, Sendable, Comparable {
    /// A string raw value.
    case string(String)
    /// An integer raw value.
    case int(Int)

    /// Orders integers numerically and strings by their Unicode scalars; integers first.
    package static func < (lhs: EnumRawValue, rhs: EnumRawValue) -> Bool {
        switch (lhs, rhs) {
        case (.int(let a), .int(let b)): return a < b
        case (.string(let a), .string(let b)):
            return Array(a.unicodeScalars.map(\.value)).lexicographicallyPrecedes(b.unicodeScalars.map(\.value))
        case (.int, .string): return true
        case (.string, .int): return false
        }
    }
}

/// The kind of raw value an enum refinement has.
package enum EnumRawType: String, Hashable, Sendable {
    /// `String` raw values.
    case string = "String"
    /// `Int` raw values.
    case int = "Int"
}

/// One case of an enum refinement.
package struct EnumCaseSpec: Hashable, Sendable {
    /// The Swift case name the config chose, or `nil` to derive it from the raw value.
    package var name: String?
    /// The value the server stores.
    package var rawValue: EnumRawValue
    /// Where the case is written.
    package var location: SourceLocation

    /// Creates a case.
    package init(name: String?, rawValue: EnumRawValue, location: SourceLocation) {
        self.name = name
        self.rawValue = rawValue
        self.location = location
    }
}

/// Refines a String or Number field (or an Array's elements) into a Swift enum.
package struct EnumRefinement: Hashable, Sendable {
    /// The Swift type name; `nil` derives it from the field name.
    package var name: Located<String>?
    /// The raw type when the config states it.
    package var rawType: Located<EnumRawType>?
    /// The cases.
    package var cases: [EnumCaseSpec]
    /// Where the `enum` key is.
    package var location: SourceLocation

    /// Creates an enum refinement.
    package init(
        name: Located<String>?, rawType: Located<EnumRawType>?, cases: [EnumCaseSpec], location: SourceLocation
    ) {
        self.name = name
        self.rawType = rawType
        self.cases = cases
        self.location = location
    }
}

/// Describes what is inside an Object field (or an Array's elements) as a nested Codable struct.
package struct StructRefinement: Hashable, Sendable {
    /// The Swift type name.
    package var name: Located<String>
    /// The struct's fields, each with a Parse type and optional refinements.
    package var fields: [ParseField]
    /// Where the `struct` key is.
    package var location: SourceLocation

    /// Creates a struct refinement.
    package init(name: Located<String>, fields: [ParseField], location: SourceLocation) {
        self.name = name
        self.fields = fields
        self.location = location
    }
}

/// A struct or enum declared once in the config's `types`: a top-level Swift type that fields of any
/// model (and of other shared structs) name in `swiftType`.
package struct SharedTypeDeclaration: Hashable, Sendable {
    /// What the declaration describes.
    package enum Body: Hashable, Sendable {
        /// A Codable struct with these fields, written like schema fields; the location is the `struct` key's.
        case structure(fields: [ParseField], location: SourceLocation)
        /// A tolerant enum; its `name` is unused (the entry's key names it).
        case enumeration(EnumRefinement)
    }

    /// The Swift type name: the entry's key, where it is written.
    package var name: Located<String>
    /// The struct or enum.
    package var body: Body
    /// Documentation for the type.
    package var doc: String?

    /// Creates a declaration.
    package init(name: Located<String>, body: Body, doc: String? = nil) {
        self.name = name
        self.body = body
        self.doc = doc
    }
}

/// How the config (or keys inline in a schema's field spec) refines one field.
package struct FieldRefinement: Hashable, Sendable {
    /// The Swift property name.
    package var swiftName: Located<String>?
    /// The Swift type.
    package var swiftType: Located<TypeExpression>?
    /// An enum for the field's values.
    package var enumeration: EnumRefinement? {
        get { storedEnumeration?.value }
        set { storedEnumeration = newValue.map(OutOfLine.init) }
    }
    /// A nested struct for the field's contents.
    package var structure: StructRefinement? {
        get { storedStructure?.value }
        set { storedStructure = newValue.map(OutOfLine.init) }
    }
    // Out of line, as few fields have either: the refinement every field spec carries stays small.
    private var storedEnumeration: OutOfLine<EnumRefinement>?
    private var storedStructure: OutOfLine<StructRefinement>?
    /// Keys the field had before a rename on the server; decoding accepts them too.
    package var aliases: [Located<String>]
    /// Documentation for the property.
    package var doc: String?
    /// How this pointer field is typed, when it differs from the config's `pointerStyle`.
    package var pointerStyle: Located<PointerStyle>?
    /// `"optional": false`: the property is not optional and holds `initialValue` until a value is set or decoded.
    package var isOptional: Located<Bool>?
    /// The value a new object's property starts with (`"initialValue"`), a JSON literal checked against its type.
    package var initialValue: Located<JSONValue>?

    /// Creates a refinement.
    package init(
        swiftName: Located<String>? = nil, swiftType: Located<TypeExpression>? = nil,
        enumeration: EnumRefinement? = nil, structure: StructRefinement? = nil,
        aliases: [Located<String>] = [], doc: String? = nil
    ) {
        self.swiftName = swiftName
        self.swiftType = swiftType
        self.storedEnumeration = enumeration.map(OutOfLine.init)
        self.storedStructure = structure.map(OutOfLine.init)
        self.aliases = aliases
        self.doc = doc
    }

    /// Combines an inline refinement with one from the config; the config's keys win.
    package func overridden(by other: FieldRefinement) -> FieldRefinement {
        var combined = FieldRefinement(
            swiftName: other.swiftName ?? swiftName,
            swiftType: other.swiftType ?? swiftType,
            enumeration: other.enumeration ?? enumeration,
            structure: other.structure ?? structure,
            aliases: other.aliases.isEmpty ? aliases : other.aliases,
            doc: other.doc ?? doc
        )
        combined.pointerStyle = other.pointerStyle ?? pointerStyle
        combined.isOptional = other.isOptional ?? isOptional
        combined.initialValue = other.initialValue ?? initialValue
        return combined
    }
}

/// A stored property the app keeps beside the server's fields (`"localProperties"`): never encoded or
/// decoded, kept by `merge(with:)` from the local object, and an argument of the memberwise initializer.
package struct LocalPropertySpec: Hashable, Sendable {
    /// The Swift property name, where the config writes it.
    package var name: Located<String>
    /// Its Swift type.
    package var swiftType: Located<TypeExpression>
    /// Whether the type is optional (`"optional": true`); an optional property starts as `nil` unless it has an initial value.
    package var isOptional: Bool
    /// The value it starts with: required for a non-optional property.
    package var initialValue: Located<JSONValue>?
    /// Documentation for the property.
    package var doc: String?

    /// Creates a local property.
    package init(
        name: Located<String>, swiftType: Located<TypeExpression>, isOptional: Bool, initialValue: Located<JSONValue>?,
        doc: String?
    ) {
        self.name = name
        self.swiftType = swiftType
        self.isOptional = isOptional
        self.initialValue = initialValue
        self.doc = doc
    }
}

/// How the config refines one class.
package struct ClassRefinement: Hashable, Sendable {
    /// The Swift type name.
    package var swiftName: Located<String>?
    /// Documentation for the type.
    package var doc: String?
    /// Field refinements by wire name.
    package var fields: [String: FieldRefinement]
    /// Whether the model conforms to `ParseQueryScorable` (a `score` property), for `sortByTextScore()`.
    package var textSearch = false
    /// Whether the model gets the generated `merge(with:)`; false keeps the SDK's default `merge(with:)`.
    package var merge = true
    /// Whether the model gets the generated `init(from:)`; false leaves decoding to an `init(from:)` the app
    /// writes in an extension (or to the compiler's), with the generated `CodingKeys`.
    package var decoder = true
    /// The memberwise initializer's arguments in this order (Swift property names), the rest after them as
    /// generated: the order a hand-written model's declarations gave the compiler's memberwise initializer.
    package var initializerOrder: [Located<String>] = []
    /// Stored properties the app keeps beside the server's fields, in the order written.
    package var localProperties: [LocalPropertySpec] = []
    /// Where each refined field's name is written in the config.
    package var fieldLocations: [String: SourceLocation]
    /// Where the class's entry is.
    package var location: SourceLocation

    /// Creates a class refinement.
    package init(
        swiftName: Located<String>?, doc: String?, fields: [String: FieldRefinement],
        fieldLocations: [String: SourceLocation], location: SourceLocation
    ) {
        self.swiftName = swiftName
        self.doc = doc
        self.fields = fields
        self.fieldLocations = fieldLocations
        self.location = location
    }
}
