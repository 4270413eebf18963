/// The Parse field types, as Parse Server's schema API spells them.
public enum ParseFieldType: Hashable, Sendable {
    case string
    case number
    case boolean
    case date
    case object
    case array
    /// One object of `targetClass`.
    case pointer(targetClass: String)
    /// A many-to-many link to objects of `targetClass`.
    case relation(targetClass: String)
    case file
    case geoPoint
    case polygon
    case bytes
    case acl

    /// The type names the schema API accepts, in the server's spelling.
    public static let schemaNames = [
        "String", "Number", "Boolean", "Date", "Object", "Array", "Pointer", "Relation",
        "File", "GeoPoint", "Polygon", "Bytes", "ACL",
    ]

    /// The type's name as the schema API writes it, with the target for pointers and relations.
    public var displayName: String {
        switch self {
        case .string: return "String"
        case .number: return "Number"
        case .boolean: return "Boolean"
        case .date: return "Date"
        case .object: return "Object"
        case .array: return "Array"
        case .pointer(let target): return "Pointer<\(target)>"
        case .relation(let target): return "Relation<\(target)>"
        case .file: return "File"
        case .geoPoint: return "GeoPoint"
        case .polygon: return "Polygon"
        case .bytes: return "Bytes"
        case .acl: return "ACL"
        }
    }

    /// Whether it is a Pointer.
    public var isPointer: Bool {
        if case .pointer = self { return true }
        return false
    }

    /// The class a pointer or relation targets.
    public var targetClass: String? {
        switch self {
        case .pointer(let target), .relation(let target): return target
        default: return nil
        }
    }
}

/// A field as one schema file declares it.
public struct ParseField: Hashable, Sendable {
    /// The field's name on the server (the wire key).
    public var name: String
    /// Where the field's key is.
    public var location: SourceLocation
    /// The field's type.
    public var type: ParseFieldType
    /// Where the type is declared (the `type` value), for type-related diagnostics.
    public var typeLocation: SourceLocation
    /// `required` as declared; `nil` when absent.
    public var required: Bool?
    /// `defaultValue` as declared.
    public var defaultValue: JSONNode?
    /// Where `defaultValue` is.
    public var defaultValueLocation: SourceLocation?
    /// A `description` given in the schema.
    public var description: String?
    /// Swift refinements written inline in the field spec.
    public var refinement: FieldRefinement? {
        get { storedRefinement?.value }
        set { storedRefinement = newValue.map(OutOfLine.init) }
    }
    /// Out of line: inline, a refinement made a field 528 bytes, and most fields have none while every
    /// stage copies fields.
    private var storedRefinement: OutOfLine<FieldRefinement>?

    /// Creates a field.
    public init(
        name: String, location: SourceLocation, type: ParseFieldType, typeLocation: SourceLocation,
        required: Bool? = nil, defaultValue: JSONNode? = nil, defaultValueLocation: SourceLocation? = nil,
        description: String? = nil, refinement: FieldRefinement? = nil
    ) {
        self.name = name
        self.location = location
        self.type = type
        self.typeLocation = typeLocation
        self.required = required
        self.defaultValue = defaultValue
        self.defaultValueLocation = defaultValueLocation
        self.description = description
        self.refinement = refinement
    }
}

/// A Parse class as the inputs declare it.
public struct ParseClass: Hashable, Sendable {
    /// The class name on the server.
    public var name: String
    /// Where the class is declared (its `className` value, or the start of its schema object).
    public var location: SourceLocation
    /// The fields in declaration order, built-in ones included when the input lists them.
    public var fields: [ParseField]
    /// A `description` given in the schema.
    public var description: String?
    /// The base names of the files that declare this class, sorted.
    public var sourceFiles: [String]
    /// The `classLevelPermissions` object as written (`_metadata.class_permissions` in a `_SCHEMA`
    /// document), kept undecoded: generation does not use it, the data-model docs summarise it.
    public var classLevelPermissions: Located<JSONNode>?
    /// `indexes` as the input has them (`_metadata.indexes` in `_SCHEMA`); compared by the schema diff.
    public var indexes: JSONNode?

    /// Creates a class.
    public init(
        name: String, location: SourceLocation, fields: [ParseField], description: String? = nil, sourceFiles: [String],
        classLevelPermissions: Located<JSONNode>? = nil, indexes: JSONNode? = nil
    ) {
        self.name = name
        self.location = location
        self.fields = fields
        self.description = description
        self.sourceFiles = sourceFiles
        self.classLevelPermissions = classLevelPermissions
        self.indexes = indexes
    }
}
