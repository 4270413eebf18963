/// The Parse field types, as Parse Server's schema API spells them.
package enum ParseFieldType: Hashable, Sendable {
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
    package static let schemaNames = [
        "String", "Number", "Boolean", "Date", "Object", "Array", "Pointer", "Relation",
        "File", "GeoPoint", "Polygon", "Bytes", "ACL",
    ]

    /// The type's name as the schema API writes it, with the target for pointers and relations.
    package var displayName: String {
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
    package var isPointer: Bool {
        if case .pointer = self { return true }
        return false
    }

    /// The class a pointer or relation targets.
    package var targetClass: String? {
        switch self {
        case .pointer(let target), .relation(let target): return target
        default: return nil
        }
    }
}

/// A field as one schema file declares it.
package struct ParseField: Hashable, Sendable {
    /// The field's name on the server (the wire key).
    package var name: String
    /// Where the field's key is.
    package var location: SourceLocation
    /// The field's type.
    package var type: ParseFieldType
    /// Where the type is declared (the `type` value), for type-related diagnostics.
    package var typeLocation: SourceLocation
    /// `required` as declared; `nil` when absent.
    package var required: Bool?
    /// `defaultValue` as declared.
    package var defaultValue: JSONNode?
    /// Where `defaultValue` is.
    package var defaultValueLocation: SourceLocation?
    /// A `description` given in the schema.
    package var description: String?
    /// Swift refinements written inline in the field spec.
    package var refinement: FieldRefinement? {
        get { storedRefinement?.value }
        set { storedRefinement = newValue.map(OutOfLine.init) }
    }
    /// Out of line: inline, a refinement made a field 528 bytes, and most fields have none while every
    /// stage copies fields.
    private var storedRefinement: OutOfLine<FieldRefinement>?

    /// Creates a field.
    package init(
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
package struct ParseClass: Hashable, Sendable {
    /// The class name on the server.
    package var name: String
    /// Where the class is declared (its `className` value, or the start of its schema object).
    package var location: SourceLocation
    /// The fields in declaration order, built-in ones included when the input lists them.
    package var fields: [ParseField]
    /// A `description` given in the schema.
    package var description: String?
    /// The base names of the files that declare this class, sorted.
    package var sourceFiles: [String]
    /// The `classLevelPermissions` object as written (`_metadata.class_permissions` in a `_SCHEMA`
    /// document), kept undecoded: generation does not use it, the data-model docs summarise it.
    package var classLevelPermissions: Located<JSONNode>?
    /// `indexes` as the input has them (`_metadata.indexes` in `_SCHEMA`); compared by the schema diff.
    package var indexes: JSONNode?

    /// Creates a class.
    package init(
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
