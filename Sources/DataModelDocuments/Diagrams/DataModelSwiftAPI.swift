/// The Swift side of the data model that a field's Parse type does not show: the enums and structs the
/// config's refinements generate, the typed query keys, and the helpers of pointers and relations. Every
/// name here is taken from the generator's plan (the renderer writes the same names), never spelled again.

/// An enum or struct generated for refined fields: nested in a model, or one of the config's shared `types`.
package struct DataModelValueType: Hashable, Sendable {
    /// What the type is.
    package enum Shape: Hashable, Sendable {
        /// A tolerant enum over `rawType` values; unknown server values decode as `unknownCase(rawType)`.
        case enumeration(rawType: String, cases: [DataModelEnumCase], unknownCase: String)
        /// A Codable struct with these stored properties.
        case structure(properties: [DataModelStructProperty])
    }

    /// The type's name as declared.
    package var name: String
    /// The name as code outside the model writes it: `Recipe.Category`, or `Currency` for a shared type.
    package var qualifiedName: String
    /// An enum or a struct.
    package var shape: Shape

    /// Creates a value type.
    package init(name: String, qualifiedName: String, shape: Shape) {
        self.name = name
        self.qualifiedName = qualifiedName
        self.shape = shape
    }

    /// Whether it is an enum.
    package var isEnumeration: Bool {
        if case .enumeration = shape { return true }
        return false
    }
}

/// One case of a generated enum.
package struct DataModelEnumCase: Hashable, Sendable {
    /// The Swift case name.
    package var name: String
    /// The value the server stores, as a Swift literal writes it before escaping: `"in-progress"`, `-1`.
    package var rawValue: String
    /// Whether the server's value is the case name itself (a String enum whose case keeps its value).
    package var rawValueIsName: Bool

    /// Creates a case.
    package init(name: String, rawValue: String, rawValueIsName: Bool) {
        self.name = name
        self.rawValue = rawValue
        self.rawValueIsName = rawValueIsName
    }
}

/// One stored property of a generated struct.
package struct DataModelStructProperty: Hashable, Sendable {
    /// The key the server uses.
    package var wireKey: String
    /// The Swift property.
    package var swiftName: String
    /// Its Swift type as written in code.
    package var swiftType: String
    /// The qualified names of the generated enums and structs its type uses.
    package var valueTypes: [String]

    /// Creates a struct property.
    package init(wireKey: String, swiftName: String, swiftType: String, valueTypes: [String]) {
        self.wireKey = wireKey
        self.swiftName = swiftName
        self.swiftType = swiftType
        self.valueTypes = valueTypes
    }
}

/// A field's typed query key: `Book.Key.title`, a `ParseFieldKey<Book, String>`.
package struct DataModelQueryKey: Hashable, Sendable {
    /// The key's name in the model's `Key` namespace.
    package var name: String
    /// The key's type as written in code: `ParsePointerKey<Book, Genre>`.
    package var typeName: String

    /// Creates a query key.
    package init(name: String, typeName: String) {
        self.name = name
        self.typeName = typeName
    }
}

/// A method generated for a pointer or relation.
package struct DataModelHelper: Hashable, Sendable {
    /// The Swift type that declares it (an instance method).
    package var owner: String
    /// Its name.
    package var name: String
    /// Its argument labels as Swift names a method: `()` or `(_:)`.
    package var arguments: String

    /// Creates a helper.
    package init(owner: String, name: String, arguments: String) {
        self.owner = owner
        self.name = name
        self.arguments = arguments
    }

    /// The helper as Swift names it: `queryAuthors()`, `addToAuthors(_:)`.
    package var signature: String { name + arguments }
}
