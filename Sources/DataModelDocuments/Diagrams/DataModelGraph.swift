import ParseSchema

/// The data model as the diagrams and the docs draw it: the classes generation would generate, with
/// their Parse and Swift names side by side, the pointers and relations between them, and the Swift side
/// that the Parse types do not show (the enums and structs of refined fields, typed keys, helpers).
///
/// Built by ``DataModelGraph/build(from:)`` from the same decoded, validated schema and the same
/// translation plan as the generated code, so names always match the Swift files.
package struct DataModelGraph: Hashable, Sendable {
    /// The generated classes, sorted by Swift type name.
    package var classes: [DataModelClass]
    /// Classes that a pointer or relation targets but that get no model, sorted by Parse name.
    package var placeholders: [DataModelPlaceholder]
    /// Every pointer and relation, in class order and then field order.
    package var links: [DataModelLink]
    /// The base names of the input files, sorted.
    package var sourceFiles: [String]
    /// The config's shared `types` (top-level enums and structs), sorted by name.
    package var sharedTypes: [DataModelValueType]

    /// Creates a graph.
    package init(
        classes: [DataModelClass], placeholders: [DataModelPlaceholder], links: [DataModelLink], sourceFiles: [String],
        sharedTypes: [DataModelValueType] = []
    ) {
        self.classes = classes
        self.placeholders = placeholders
        self.links = links
        self.sourceFiles = sourceFiles
        self.sharedTypes = sharedTypes
    }

    /// Every generated enum and struct, the shared ones first, then each class's in class order.
    package var valueTypes: [DataModelValueType] {
        sharedTypes + classes.flatMap(\.valueTypes)
    }

    /// The class with this Swift type name.
    package func model(named typeName: String) -> DataModelClass? {
        classes.first { $0.swiftTypeName == typeName }
    }

    /// A name for every node, made by the writer's naming functions; looked up once per link.
    func nodeNames(model: (DataModelClass) -> String, placeholder: (DataModelPlaceholder) -> String) -> [DataModelNode:
        String]
    {
        var names: [DataModelNode: String] = [:]
        for entry in classes { names[.model(entry.swiftTypeName)] = model(entry) }
        for entry in placeholders { names[.placeholder(entry.parseName)] = placeholder(entry) }
        return names
    }
}

/// One generated class.
package struct DataModelClass: Hashable, Sendable {
    /// The class name on the server.
    package var parseName: String
    /// The generated Swift type's name.
    package var swiftTypeName: String
    /// The ParseSwift protocol the type conforms to (`ParseObject`, `ParseUser`...).
    package var protocolName: String
    /// Whether the class is one of Parse Server's own (its name starts with `_`).
    package var isSystem: Bool
    /// False for a class no input declares that generation adds anyway (the user class that roles,
    /// sessions and pointers to `_User` need).
    package var isDeclared: Bool
    /// The class's documentation: the config's `doc`, else the schema's `description`.
    package var description: String?
    /// Built-in fields first (in Parse Server's order), then the others in the generated properties' order.
    package var fields: [DataModelField]
    /// The `classLevelPermissions` object as the input wrote it, when it did.
    package var classLevelPermissions: Located<JSONNode>?
    /// The enums and structs declared inside the generated type, outer ones before those nested in them.
    package var valueTypes: [DataModelValueType]

    /// Creates a class.
    package init(
        parseName: String, swiftTypeName: String, protocolName: String, isSystem: Bool, isDeclared: Bool,
        description: String?, fields: [DataModelField], classLevelPermissions: Located<JSONNode>?,
        valueTypes: [DataModelValueType] = []
    ) {
        self.valueTypes = valueTypes
        self.parseName = parseName
        self.swiftTypeName = swiftTypeName
        self.protocolName = protocolName
        self.isSystem = isSystem
        self.isDeclared = isDeclared
        self.description = description
        self.fields = fields
        self.classLevelPermissions = classLevelPermissions
    }
}

/// One field of a class, with its generated property when there is one.
package struct DataModelField: Hashable, Sendable {
    /// The field's name on the server.
    package var parseName: String
    /// The generated property's name; nil when the model has none (a role's `users`, which ParseSwift
    /// provides, or a built-in column the SDK does not model).
    package var swiftName: String?
    /// The Parse type.
    package var parseType: ParseFieldType
    /// The generated property's type as the Swift code spells it.
    package var swiftType: String?
    /// Whether Parse Server creates the field itself (`objectId`, a user's `username`...).
    package var isBuiltIn: Bool
    /// `required: true` in the schema.
    package var isRequired: Bool
    /// The schema's `defaultValue`.
    package var defaultValue: JSONNode?
    /// The field's documentation: the config's `doc`, else the schema's `description`.
    package var description: String?
    /// The qualified names of the generated enums and structs the property's type uses (`Recipe.Category`).
    package var valueTypes: [String]
    /// The field's typed query key, when it has one.
    package var queryKey: DataModelQueryKey?

    /// Creates a field.
    package init(
        parseName: String, swiftName: String?, parseType: ParseFieldType, swiftType: String?, isBuiltIn: Bool,
        isRequired: Bool, defaultValue: JSONNode?, description: String?, valueTypes: [String] = [],
        queryKey: DataModelQueryKey? = nil
    ) {
        self.valueTypes = valueTypes
        self.queryKey = queryKey
        self.parseName = parseName
        self.swiftName = swiftName
        self.parseType = parseType
        self.swiftType = swiftType
        self.isBuiltIn = isBuiltIn
        self.isRequired = isRequired
        self.defaultValue = defaultValue
        self.description = description
    }

    /// Whether the field is a key: the object id, a pointer or a relation.
    package var isKey: Bool {
        parseName == "objectId" || parseType.targetClass != nil
    }
}

/// A class a pointer or relation targets that generation does not model.
package struct DataModelPlaceholder: Hashable, Sendable {
    /// Why the class has no model.
    package enum Reason: String, Hashable, Sendable {
        /// No input declares it.
        case undeclared
        /// An input declares it, but the config's include or exclude list leaves it out.
        case excluded
    }

    /// The class name on the server.
    package var parseName: String
    /// Why it has no model.
    package var reason: Reason
    /// The Swift type the config's `targetTypes` names for it, if any.
    package var configuredSwiftType: String?

    /// Creates a placeholder.
    package init(parseName: String, reason: Reason, configuredSwiftType: String?) {
        self.parseName = parseName
        self.reason = reason
        self.configuredSwiftType = configuredSwiftType
    }
}

/// Where a link points: a generated class or a placeholder.
package enum DataModelNode: Hashable, Sendable {
    /// A generated class, by Swift type name.
    case model(String)
    /// A placeholder, by Parse class name.
    case placeholder(String)
}

/// A pointer (many objects to one) or a relation (many to many) from one class's field.
package struct DataModelLink: Hashable, Sendable {
    /// The kind of link.
    package enum Kind: String, Hashable, Sendable {
        /// A Pointer field: many objects of the source point at one of the target.
        case pointer
        /// A Relation field: many to many.
        case relation
    }

    /// Pointer or relation.
    package var kind: Kind
    /// The source class's Swift type name.
    package var from: String
    /// The field's Parse name (the label).
    package var field: String
    /// The field's Swift property, when the model has one.
    package var swiftProperty: String?
    /// The target.
    package var to: DataModelNode
    /// For a pointer, whether the schema requires it (exactly one target instead of at most one).
    package var isRequired: Bool
    /// The methods generated for it: a relation's own query, add and remove on the source, and on the
    /// target the query of the source's objects that refer to it.
    package var helpers: [DataModelHelper]

    /// Creates a link.
    package init(
        kind: Kind, from: String, field: String, swiftProperty: String?, to: DataModelNode, isRequired: Bool,
        helpers: [DataModelHelper] = []
    ) {
        self.helpers = helpers
        self.kind = kind
        self.from = from
        self.field = field
        self.swiftProperty = swiftProperty
        self.to = to
        self.isRequired = isRequired
    }
}
