import ParseSchema

/// The Swift model plan: what to declare, with names and types decided, and nothing about layout.
/// The translator builds it from the Parse schema; the renderer turns it into text.

/// A Swift type reference.
package indirect enum SwiftType: Hashable, Sendable {
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
    package var unwrapped: SwiftType {
        if case .optional(let wrapped) = self { return wrapped }
        return self
    }

    /// The type as Swift writes it, for messages.
    package var displayName: String {
        switch self {
        case .named(let name): return name
        case .optional(let wrapped): return wrapped.displayName + "?"
        case .array(let element): return "[" + element.displayName + "]"
        case .dictionary(let key, let value): return "[" + key.displayName + ": " + value.displayName + "]"
        case .generic(let name, let arguments):
            return name + "<" + arguments.map(\.displayName).joined(separator: ", ") + ">"
        }
    }
}

/// A value a non-optional stored property starts with and falls back to when a response omits it.
package enum PlaceholderValue: Hashable, Sendable {
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
package enum DefaultArgument: Hashable, Sendable {
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
package struct PropertyPlan: Hashable, Sendable {
    /// The Swift name, unescaped.
    package var name: String
    /// The full type, `Optional` included.
    package var type: SwiftType
    /// Documentation paragraphs, raw text.
    package var doc: [String]
    /// The key the server uses.
    package var wireKey: String
    /// Earlier keys decoding also accepts, in order of preference.
    package var aliases: [String]
    /// For a non-optional property, the value it holds when a response does not carry it.
    package var placeholder: PlaceholderValue?
    /// The typed query key the property gets, if any.
    package var queryKey: PropertyQueryKey?
    /// Whether the property is read from and written to its wire key. Only the SDK's `originalData` is
    /// ever left out: when a field of the class claims that key, the field is read from it instead.
    package var isCoded = true
    /// The memberwise initializer's default for it, from the schema's `defaultValue`; nil: `nil`.
    package var defaultArgument: DefaultArgument?
    /// Whether the server requires the field and has no default for it (a save without it fails, error 142).
    package var isRequiredWithoutDefault = false
    /// The value an optional property starts with (the config's `initialValue`); a non-optional one has
    /// it as its `placeholder`.
    package var initialValue: DefaultArgument?
    /// Whether it is one of the config's `localProperties`: kept on the device, never sent.
    package var isLocal = false
    /// Whether `defaultArgument` calls the initializer of an `appTypes` type (`TeamResult()`), which the app
    /// usually declares internal: a public initializer's default argument cannot call it.
    package var defaultCallsAppInitializer = false

    /// Creates a property.
    package init(
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
package struct PropertyQueryKey: Hashable, Sendable {
    /// The kind of key.
    package var kind: QueryKeyKind
    /// The value compared against.
    package var valueType: SwiftType
    /// The Parse type as the schema API writes it, for documentation.
    package var parseType: String

    /// Creates a query key description.
    package init(kind: QueryKeyKind, valueType: SwiftType, parseType: String) {
        self.kind = kind
        self.valueType = valueType
        self.parseType = parseType
    }
}

/// One case of a generated enum.
package struct EnumCasePlan: Hashable, Sendable {
    /// The Swift case name, unescaped.
    package var name: String
    /// The raw value the server stores.
    package var rawValue: EnumRawValue
}

/// An enum over String or Int raw values that keeps unknown server values instead of failing.
package struct EnumPlan: Hashable, Sendable {
    /// The Swift type name.
    package var name: String
    /// The raw value type.
    package var rawType: EnumRawType
    /// The known cases, in declared order.
    package var cases: [EnumCasePlan]
    /// The name of the case that carries an unknown raw value.
    package var unknownCaseName: String
    /// Documentation paragraphs.
    package var doc: [String]
}

/// A nested Codable struct describing what is inside an Object field.
package struct StructPlan: Hashable, Sendable {
    /// The Swift type name.
    package var name: String
    /// The stored properties, sorted by name.
    package var properties: [PropertyPlan]
    /// Types declared inside it.
    package var nestedTypes: [NestedTypePlan]
    /// Documentation paragraphs.
    package var doc: [String]
    /// Whether the compiler can check its `Sendable` conformance with every SDK line: false when a
    /// property holds an SDK value or model type, which only the fork declares `Sendable`.
    package var hasCheckedSendable: Bool
}

/// A type declared inside a model.
package enum NestedTypePlan: Hashable, Sendable {
    /// A tolerant enum.
    case enumeration(EnumPlan)
    /// A Codable struct.
    case structure(StructPlan)

    /// The nested type's name.
    package var name: String {
        switch self {
        case .enumeration(let plan): return plan.name
        case .structure(let plan): return plan.name
        }
    }

    /// The names of `types` and of every type nested in them, depth first: the names a model's scope declares,
    /// which hide a type of the same name written inside the model.
    static func allNames(_ types: [NestedTypePlan]) -> [String] {
        types.flatMap { nested -> [String] in
            if case .structure(let plan) = nested {
                return [nested.name] + allNames(plan.nestedTypes)
            }
            return [nested.name]
        }
    }
}

/// A struct or enum of the config's `types`: a top-level type in its own file, named by fields of any model.
package struct SharedTypePlan: Hashable, Sendable {
    /// The type, planned as a nested one is.
    package var declaration: NestedTypePlan
    /// The config file that declares it, for the header.
    package var sourceFile: String

    /// The Swift type name (also the file name).
    package var name: String { declaration.name }
}

/// One generated model type and its file.
package struct ModelPlan: Hashable, Sendable {
    /// The Swift type name (also the file name).
    package var typeName: String
    /// The SDK protocol it conforms to.
    package var protocolName: String
    /// Associated types the protocol requires (`RoleUser = User`), by name.
    package var typeAliases: [TypeAliasPlan]
    /// The class name on the server when it differs from the type name.
    package var wireClassName: String?
    /// Documentation paragraphs.
    package var doc: [String]
    /// The SDK-required properties, in the SDK's order.
    package var builtInProperties: [PropertyPlan]
    /// The schema's own fields, sorted by Swift name.
    package var properties: [PropertyPlan]
    /// Enums and structs refining its fields.
    package var nestedTypes: [NestedTypePlan]
    /// The input files that declare the class, for the header.
    package var sourceFiles: [String]
    /// Typed query keys, in property order.
    package var queryKeys: [QueryKeyPlan] = []
    /// Helpers for each Relation field.
    package var relationHelpers: [RelationHelperPlan] = []
    /// Helpers on the targets of its pointers and relations: the objects of this model that refer to them.
    package var inverseHelpers: [InverseHelperPlan] = []
    /// Protocols it conforms to besides `protocolName` (`ParseQueryScorable`).
    package var extraConformances: [String] = []
    /// Whether `merge(with:)` is generated (the config's `"merge": false` keeps the SDK's default instead).
    package var generatesMerge = true
    /// Whether `init(from:)` is generated (the config's `"decoder": false` leaves it to the app).
    package var generatesDecoder = true
    /// Stored properties the app keeps beside the fields: never coded, kept by `merge(with:)`.
    package var localProperties: [PropertyPlan] = []
    /// Where the config writes each local property's `swiftType`, in the order of `localProperties`: a local
    /// property that makes models contain each other is reported there (``PointerCycles``).
    package var localPropertyLocations: [SourceLocation] = []
    /// The memberwise initializer's leading arguments, by Swift name, in the config's order.
    package var initializerOrder: [String] = []

    /// Every stored property, built-in ones first, local ones last.
    package var allProperties: [PropertyPlan] { builtInProperties + properties + localProperties }
}

/// `typealias Name = Target`.
package struct TypeAliasPlan: Hashable, Sendable {
    /// The alias.
    package var name: String
    /// What it stands for.
    package var target: SwiftType
}

/// Everything one run generates.
package struct GenerationPlan: Hashable, Sendable {
    /// The models, sorted by type name.
    package var models: [ModelPlan]
    /// The config's shared structs and enums, sorted by name.
    package var sharedTypes: [SharedTypePlan] = []
    /// The access level of every declaration.
    package var accessLevel: AccessLevel
    /// Modules every file imports besides Foundation and ParseSwift.
    package var imports: [String] = []
    /// Whether the support file is generated (false when an imported module provides its types).
    package var generatesSupportFile = true
    /// The Swift type of each Parse class a pointer can name: the generated models and `targetTypes`.
    package var classTypeNames: [String: String] = [:]
    /// The Cloud functions and jobs, when a Cloud Code description is among the inputs.
    package var cloudCode: CloudCodePlan?
}
