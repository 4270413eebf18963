import Foundation

// Parse's value types with the SDK's public shapes. Their coding is simplified: the stand-in only has
// to type-check generated code and round-trip values in tests, never talk to a server.

/// An error from the SDK.
public struct ParseError: ParseTypeable, Swift.Error {
    /// The error message.
    public let message: String

    /// An error with a message.
    public init(message: String) {
        self.message = message
    }
}

/// An access control list.
public struct ParseACL: ParseTypeable {
    private var entries: [String: [String: Bool]] = [:]

    /// An empty ACL.
    public init() {}

    /// Sets read access for everyone.
    public mutating func setPublicReadAccess(value: Bool) {
        entries["*", default: [:]]["read"] = value
    }

    /// Whether everyone may read.
    public var publicRead: Bool { entries["*"]?["read"] ?? false }

    /// Decodes `{"*": {"read": true}, "<userId>": {...}}`.
    public init(from decoder: any Decoder) throws {
        entries = try decoder.singleValueContainer().decode([String: [String: Bool]].self)
    }

    /// Encodes the entries as the server stores them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(entries)
    }
}

/// A file stored by Parse.
public struct ParseFile: ParseTypeable, Identifiable {
    /// The file name.
    public var name: String
    /// The file's URL once saved.
    public var url: URL?

    /// A file with a name and a URL.
    public init(name: String = "file", url: URL? = nil) {
        self.name = name
        self.url = url
    }

    /// The name, as the SDK's `id`.
    public var id: String { name }
}

/// A geographic point.
public struct ParseGeoPoint: ParseTypeable {
    /// The latitude.
    public var latitude: Double
    /// The longitude.
    public var longitude: Double

    /// A point; throws when a coordinate is out of range.
    public init(latitude: Double, longitude: Double) throws {
        guard (-90...90).contains(latitude), (-180...180).contains(longitude) else {
            throw ParseError(message: "coordinates out of range")
        }
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// A polygon of geographic points.
public struct ParsePolygon: ParseTypeable {
    /// The points.
    public let coordinates: [ParseGeoPoint]

    /// A polygon; throws with fewer than three points.
    public init(_ coordinates: [ParseGeoPoint]) throws {
        guard coordinates.count >= 3 else { throw ParseError(message: "a polygon needs three points") }
        self.coordinates = coordinates
    }
}

/// Raw bytes.
public struct ParseBytes: ParseTypeable {
    /// The bytes, base64-encoded.
    public let base64: String

    /// Bytes from a base64 string.
    public init(base64: String) {
        self.base64 = base64
    }

    /// Bytes from data.
    public init(data: Data) {
        self.base64 = data.base64EncodedString()
    }
}

/// A pointer to an object of class `T`.
public struct Pointer<T: ParseObject>: ParseTypeable, Identifiable {
    /// The id of the object pointed at.
    public var objectId: String
    /// The class of the object pointed at.
    public var className: String

    /// A pointer to the object with this id.
    public init(objectId: String) {
        self.objectId = objectId
        self.className = T.className
    }

    /// A pointer to `target`; throws when it has no object id.
    public init(_ target: T) throws {
        guard let objectId = target.objectId else { throw ParseError(message: "the object has no objectId") }
        self.init(objectId: objectId)
    }

    /// The object id, as the SDK's `id`.
    public var id: String { objectId }

    /// An object of `T` with only the id.
    public func toObject() -> T {
        var object = T()
        object.objectId = objectId
        return object
    }
}

/// A relation whose parent is a `T`.
public struct ParseRelation<T: ParseObject>: ParseTypeable {
    /// The parent's class.
    public var parentClassName: String?
    /// The parent's id.
    public var parentObjectId: String?
    /// The relation's field name.
    public var key: String?
    /// The class of the relation's members.
    public var className: String?

    /// The relation of `parent` for `key`; throws when the parent has no object id.
    public init(parent: T, key: String? = nil, className: String? = nil) throws {
        guard let objectId = parent.objectId else { throw ParseError(message: "the parent has no objectId") }
        self.parentClassName = T.className
        self.parentObjectId = objectId
        self.key = key
        self.className = className
    }

    /// The members of the relation.
    public func query<U: ParseObject>() throws -> Query<U> {
        guard let key else { throw ParseError(message: "the relation has no key") }
        return Query<U>(QueryConstraint(key: "$relatedTo", comparator: key, value: parentObjectId))
    }

    /// An operation adding `objects`.
    public func add<U: ParseObject>(_ key: String, objects: [U]) throws -> ParseOperation<T> {
        var parent = T()
        parent.objectId = parentObjectId
        return try parent.operation.addRelation(key, objects: objects)
    }

    /// An operation removing `objects`.
    public func remove<U: ParseObject>(_ key: String, objects: [U]) throws -> ParseOperation<T> {
        var parent = T()
        parent.objectId = parentObjectId
        return try parent.operation.removeRelation(key, objects: objects)
    }
}
