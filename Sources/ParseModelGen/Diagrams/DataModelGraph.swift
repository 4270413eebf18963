/// The data model as the diagrams and the docs draw it: the classes generation would generate, with
/// their Parse and Swift names side by side, and the pointers and relations between them.
///
/// Built by ``DataModelGraph/build(from:)`` from the same decoded, validated schema and the same
/// translation plan as the generated code, so names always match the Swift files.
public struct DataModelGraph: Hashable, Sendable {
    /// The generated classes, sorted by Swift type name.
    public var classes: [DataModelClass]
    /// Classes that a pointer or relation targets but that get no model, sorted by Parse name.
    public var placeholders: [DataModelPlaceholder]
    /// Every pointer and relation, in class order and then field order.
    public var links: [DataModelLink]
    /// The base names of the input files, sorted.
    public var sourceFiles: [String]

    /// Creates a graph.
    public init(classes: [DataModelClass], placeholders: [DataModelPlaceholder], links: [DataModelLink], sourceFiles: [String]) {
        self.classes = classes
        self.placeholders = placeholders
        self.links = links
        self.sourceFiles = sourceFiles
    }

    /// The class with this Swift type name.
    public func model(named typeName: String) -> DataModelClass? {
        classes.first { $0.swiftTypeName == typeName }
    }

    /// A name for every node, made by the writer's naming functions; looked up once per link.
    func nodeNames(model: (DataModelClass) -> String, placeholder: (DataModelPlaceholder) -> String) -> [DataModelNode: String] {
        var names: [DataModelNode: String] = [:]
        for entry in classes { names[.model(entry.swiftTypeName)] = model(entry) }
        for entry in placeholders { names[.placeholder(entry.parseName)] = placeholder(entry) }
        return names
    }
}

/// One generated class.
public struct DataModelClass: Hashable, Sendable {
    /// The class name on the server.
    public var parseName: String
    /// The generated Swift type's name.
    public var swiftTypeName: String
    /// The ParseSwift protocol the type conforms to (`ParseObject`, `ParseUser`...).
    public var protocolName: String
    /// Whether the class is one of Parse Server's own (its name starts with `_`).
    public var isSystem: Bool
    /// False for a class no input declares that generation adds anyway (the user class that roles,
    /// sessions and pointers to `_User` need).
    public var isDeclared: Bool
    /// The class's documentation: the config's `doc`, else the schema's `description`.
    public var description: String?
    /// Built-in fields first (in Parse Server's order), then the others in the generated properties' order.
    public var fields: [DataModelField]
    /// The `classLevelPermissions` object as the input wrote it, when it did.
    public var classLevelPermissions: Located<JSONNode>?

    /// Creates a class.
    public init(
        parseName: String, swiftTypeName: String, protocolName: String, isSystem: Bool, isDeclared: Bool,
        description: String?, fields: [DataModelField], classLevelPermissions: Located<JSONNode>?
    ) {
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
public struct DataModelField: Hashable, Sendable {
    /// The field's name on the server.
    public var parseName: String
    /// The generated property's name; nil when the model has none (a role's `users`, which ParseSwift
    /// provides, or a built-in column the SDK does not model).
    public var swiftName: String?
    /// The Parse type.
    public var parseType: ParseFieldType
    /// The generated property's type as the Swift code spells it.
    public var swiftType: String?
    /// Whether Parse Server creates the field itself (`objectId`, a user's `username`...).
    public var isBuiltIn: Bool
    /// `required: true` in the schema.
    public var isRequired: Bool
    /// The schema's `defaultValue`.
    public var defaultValue: JSONNode?
    /// The field's documentation: the config's `doc`, else the schema's `description`.
    public var description: String?

    /// Creates a field.
    public init(
        parseName: String, swiftName: String?, parseType: ParseFieldType, swiftType: String?, isBuiltIn: Bool,
        isRequired: Bool, defaultValue: JSONNode?, description: String?
    ) {
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
    public var isKey: Bool {
        parseName == "objectId" || parseType.targetClass != nil
    }
}

/// A class a pointer or relation targets that generation does not model.
public struct DataModelPlaceholder: Hashable, Sendable {
    /// Why the class has no model.
    public enum Reason: String, Hashable, Sendable {
        /// No input declares it.
        case undeclared
        /// An input declares it, but the config's include or exclude list leaves it out.
        case excluded
    }

    /// The class name on the server.
    public var parseName: String
    /// Why it has no model.
    public var reason: Reason
    /// The Swift type the config's `targetTypes` names for it, if any.
    public var configuredSwiftType: String?

    /// Creates a placeholder.
    public init(parseName: String, reason: Reason, configuredSwiftType: String?) {
        self.parseName = parseName
        self.reason = reason
        self.configuredSwiftType = configuredSwiftType
    }
}

/// Where a link points: a generated class or a placeholder.
public enum DataModelNode: Hashable, Sendable {
    /// A generated class, by Swift type name.
    case model(String)
    /// A placeholder, by Parse class name.
    case placeholder(String)
}

/// A pointer (many objects to one) or a relation (many to many) from one class's field.
public struct DataModelLink: Hashable, Sendable {
    /// The kind of link.
    public enum Kind: String, Hashable, Sendable {
        /// A Pointer field: many objects of the source point at one of the target.
        case pointer
        /// A Relation field: many to many.
        case relation
    }

    /// Pointer or relation.
    public var kind: Kind
    /// The source class's Swift type name.
    public var from: String
    /// The field's Parse name (the label).
    public var field: String
    /// The field's Swift property, when the model has one.
    public var swiftProperty: String?
    /// The target.
    public var to: DataModelNode
    /// For a pointer, whether the schema requires it (exactly one target instead of at most one).
    public var isRequired: Bool

    /// Creates a link.
    public init(kind: Kind, from: String, field: String, swiftProperty: String?, to: DataModelNode, isRequired: Bool) {
        self.kind = kind
        self.from = from
        self.field = field
        self.swiftProperty = swiftProperty
        self.to = to
        self.isRequired = isRequired
    }
}
