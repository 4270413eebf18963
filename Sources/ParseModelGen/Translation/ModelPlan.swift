/// The Swift model plan: what to declare, with names and types decided, and nothing about layout.
/// The translator builds it from the Parse schema; the renderer turns it into text.

/// A Swift type reference.
public indirect enum SwiftType: Hashable, Sendable {
    /// A type by name, possibly dotted (`Recipe.Category`).
    case named(String)
    /// `Wrapped?`.
    case optional(SwiftType)
    /// `[Element]`.
    case array(SwiftType)
    /// `[Key: Value]`.
    case dictionary(key: SwiftType, value: SwiftType)
    /// `Name<Arguments>`.
    case generic(String, [SwiftType])

    /// The type without an outer `Optional`.
    public var unwrapped: SwiftType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// The type as Swift writes it, for messages.
    public var displayName: String {
        switch self {
        case .named(let name): return name
        case .optional(let wrapped): return wrapped.displayName + "?"
        case .array(let element): return "[" + element.displayName + "]"
        case .dictionary(let key, let value): return "[" + key.displayName + ": " + value.displayName + "]"
        case .generic(let name, let arguments): return name + "<" + arguments.map(\.displayName).joined(separator: ", ") + ">"
        }
    }
}

/// A value a non-optional stored property starts with and falls back to when a response omits it.
public enum PlaceholderValue: Hashable, Sendable {
    /// `""`.
    case emptyString
    /// `[:]`.
    case emptyDictionary
    /// `Date(timeIntervalSince1970: 0)`.
    case distantPastDate
    /// `false`.
    case falseValue
    /// `Type()`.
    case newInstance(SwiftType)
    /// A value the config gives (`"initialValue"` of a non-optional property).
    case value(DefaultArgument)
}

/// A schema `defaultValue` as the memberwise initializer's default argument: what a new object holds
/// before a save, which is what the server would store (its create response does not return defaulted fields).
public enum DefaultArgument: Hashable, Sendable {
    /// `true` or `false`.
    case bool(Bool)
    /// A whole number.
    case integer(Int)
    /// A number as the schema writes it (a JSON number is a Swift floating-point literal).
    case decimal(String)
    /// A string.
    case string(String)
    /// `.caseName` of the property's enum.
    case enumCase(String)
    /// An array of such values (`[]`, `["a", "b"]`), from a config's `initialValue`.
    case array([DefaultArgument])
    /// `[:]`, from a config's `initialValue`.
    case emptyDictionary
    /// `Date()`, the moment the object is made: a config's `"initialValue": "now"` for a Date.
    case now
    /// `Type()`, a new empty instance of a model or an `appTypes` type: a config's `"initialValue": {}`.
    case newInstance
}

/// One property of a generated type.
public struct PropertyPlan: Hashable, Sendable {
    /// The Swift name, unescaped.
    public var name: String
    /// The full type, `Optional` included.
    public var type: SwiftType
    /// Documentation paragraphs, raw text.
    public var doc: [String]
    /// The key the server uses.
    public var wireKey: String
    /// Earlier keys decoding also accepts, in order of preference.
    public var aliases: [String]
    /// For a non-optional property, the value it holds when a response does not carry it.
    public var placeholder: PlaceholderValue?
    /// The typed query key the property gets, if any.
    public var queryKey: PropertyQueryKey?
    /// Whether the property is read from and written to its wire key. Only the SDK's `originalData` is
    /// ever left out: when a field of the class claims that key, the field is read from it instead.
    public var isCoded = true
    /// The memberwise initializer's default for it, from the schema's `defaultValue`; nil: `nil`.
    public var defaultArgument: DefaultArgument?
    /// Whether the server requires the field and has no default for it (a save without it fails, error 142).
    public var isRequiredWithoutDefault = false
    /// The value an optional property starts with (the config's `initialValue`); a non-optional one has
    /// it as its `placeholder`.
    public var initialValue: DefaultArgument?
    /// Whether it is one of the config's `localProperties`: kept on the device, never sent.
    public var isLocal = false

    /// Creates a property.
    public init(
        name: String, type: SwiftType, doc: [String] = [], wireKey: String, aliases: [String] = [],
        placeholder: PlaceholderValue? = nil, queryKey: PropertyQueryKey? = nil
    ) {
        self.name = name
        self.type = type
        self.doc = doc
        self.wireKey = wireKey
        self.aliases = aliases
        self.placeholder = placeholder
        self.queryKey = queryKey
    }
}

/// How a property is queried: the kind of key, the value it is compared with, and its Parse type for the docs.
public struct PropertyQueryKey: Hashable, Sendable {
    /// The kind of key.
    public var kind: QueryKeyKind
    /// The value compared against.
    public var valueType: SwiftType
    /// The Parse type as the schema API writes it, for documentation.
    public var parseType: String

    /// Creates a query key description.
    public init(kind: QueryKeyKind, valueType: SwiftType, parseType: String) {
        self.kind = kind
        self.valueType = valueType
        self.parseType = parseType
    }
}

/// One case of a generated enum.
public struct EnumCasePlan: Hashable, Sendable {
    /// The Swift case name, unescaped.
    public var name: String
    /// The raw value the server stores.
    public var rawValue: EnumRawValue
}

/// An enum over String or Int raw values that keeps unknown server values instead of failing.
public struct EnumPlan: Hashable, Sendable {
    /// The Swift type name.
    public var name: String
    /// The raw value type.
    public var rawType: EnumRawType
    /// The known cases, in declared order.
    public var cases: [EnumCasePlan]
    /// The name of the case that carries an unknown raw value.
    public var unknownCaseName: String
    /// Documentation paragraphs.
    public var doc: [String]
}

/// A nested Codable struct describing what is inside an Object field.
public struct StructPlan: Hashable, Sendable {
    /// The Swift type name.
    public var name: String
    /// The stored properties, sorted by name.
    public var properties: [PropertyPlan]
    /// Types declared inside it.
    public var nestedTypes: [NestedTypePlan]
    /// Documentation paragraphs.
    public var doc: [String]
    /// Whether the compiler can check its `Sendable` conformance with every SDK line: false when a
    /// property holds an SDK value or model type, which only the fork declares `Sendable`.
    public var hasCheckedSendable: Bool
}

/// A type declared inside a model.
public enum NestedTypePlan: Hashable, Sendable {
    /// A tolerant enum.
    case enumeration(EnumPlan)
    /// A Codable struct.
    case structure(StructPlan)

    /// The nested type's name.
    public var name: String {
        switch self {
        case .enumeration(let plan): return plan.name
        case .structure(let plan): return plan.name
        }
    }
}

/// A struct or enum of the config's `types`: a top-level type in its own file, named by fields of any model.
public struct SharedTypePlan: Hashable, Sendable {
    /// The type, planned as a nested one is.
    public var declaration: NestedTypePlan
    /// The config file that declares it, for the header.
    public var sourceFile: String

    /// The Swift type name (also the file name).
    public var name: String { declaration.name }
}

/// One generated model type and its file.
public struct ModelPlan: Hashable, Sendable {
    /// The Swift type name (also the file name).
    public var typeName: String
    /// The SDK protocol it conforms to.
    public var protocolName: String
    /// Associated types the protocol requires (`RoleUser = User`), by name.
    public var typeAliases: [TypeAliasPlan]
    /// The class name on the server when it differs from the type name.
    public var wireClassName: String?
    /// Documentation paragraphs.
    public var doc: [String]
    /// The SDK-required properties, in the SDK's order.
    public var builtInProperties: [PropertyPlan]
    /// The schema's own fields, sorted by Swift name.
    public var properties: [PropertyPlan]
    /// Enums and structs refining its fields.
    public var nestedTypes: [NestedTypePlan]
    /// The input files that declare the class, for the header.
    public var sourceFiles: [String]
    /// Typed query keys, in property order.
    public var queryKeys: [QueryKeyPlan] = []
    /// Helpers for each Relation field.
    public var relationHelpers: [RelationHelperPlan] = []
    /// Helpers on the targets of its pointers and relations: the objects of this model that refer to them.
    public var inverseHelpers: [InverseHelperPlan] = []
    /// Protocols it conforms to besides `protocolName` (`ParseQueryScorable`).
    public var extraConformances: [String] = []
    /// Whether `merge(with:)` is generated (the config's `"merge": false` keeps the SDK's default instead).
    public var generatesMerge = true
    /// Whether `init(from:)` is generated (the config's `"decoder": false` leaves it to the app).
    public var generatesDecoder = true
    /// Stored properties the app keeps beside the fields: never coded, kept by `merge(with:)`.
    public var localProperties: [PropertyPlan] = []
    /// The memberwise initializer's leading arguments, by Swift name, in the config's order.
    public var initializerOrder: [String] = []

    /// Every stored property, built-in ones first, local ones last.
    public var allProperties: [PropertyPlan] { builtInProperties + properties + localProperties }
}

/// `typealias Name = Target`.
public struct TypeAliasPlan: Hashable, Sendable {
    /// The alias.
    public var name: String
    /// What it stands for.
    public var target: SwiftType
}

/// Everything one run generates.
public struct GenerationPlan: Hashable, Sendable {
    /// The models, sorted by type name.
    public var models: [ModelPlan]
    /// The config's shared structs and enums, sorted by name.
    public var sharedTypes: [SharedTypePlan] = []
    /// The access level of every declaration.
    public var accessLevel: AccessLevel
    /// Modules every file imports besides Foundation and ParseSwift.
    public var imports: [String] = []
    /// Whether the support file is generated (false when an imported module provides its types).
    public var generatesSupportFile = true
}
