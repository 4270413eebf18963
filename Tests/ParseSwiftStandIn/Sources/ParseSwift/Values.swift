import Foundation

// Parse's value types with the SDK's public shapes. `ParseError` and `Pointer` code as the SDK's do (a Cloud Code
// call sends pointers and reads errors, see CloudRequest.swift); the others' coding is simplified, as the
// stand-in only type-checks them and round-trips them in tests.
// In the fork every one of them is `Sendable` and `Hashable` through `ParseTypeable`; in 4.14.2 none is
// `Sendable`, and each lists `Hashable` itself except `ParseError`, which is only `Equatable` there.

/// An error from the SDK or from Parse Server (Types/ParseError.swift in both lines): a code, the message, and
/// the server's number when it is not one of `Code`'s. The fork also keeps the underlying Swift error
/// (`swift`); the stand-in leaves it out.
public struct ParseError: ParseTypeable, Swift.Error {
    /// The Parse code.
    public let code: Code
    /// The error message.
    public let message: String
    /// The server's code when `code` is `.other`.
    public let otherCode: Int?

    /// The codes the stand-in's Cloud Code calls meet, with the SDK's names and numbers (the SDK lists every
    /// code Parse Server sends; a code missing here decodes as `.other` with `otherCode` set).
    public enum Code: Int, Swift.Error, Codable {
        #if PARSESWIFT_FORK
        /// An error in the SDK (the fork's name).
        case otherCause = -1
        #else
        /// An error in the SDK (4.14.2's name).
        case unknownError = -1
        #endif
        /// The server's internal error.
        case internalServer = 1
        /// The connection to the server failed.
        case connectionFailed = 100
        /// The object does not exist.
        case objectNotFound = 101
        /// The JSON is malformed.
        case invalidJSON = 107
        /// The operation is not allowed for clients.
        case operationForbidden = 119
        /// Cloud Code failed, or the function does not exist.
        case scriptFailed = 141
        /// Cloud Code's validator refused the call.
        case validationFailed = 142
        /// The session token is invalid.
        case invalidSessionToken = 209
        /// Any other code; its number is in `otherCode` (the SDK's raw value follows its last code, 602).
        case other = 603
    }

    /// The server's JSON: `{"code": 141, "error": "..."}`; some servers write `message` instead of `error`.
    enum CodingKeys: String, CodingKey {
        case code
        case message = "error"
        case error = "message"
    }

    /// An error with a known code and a message (public in both lines).
    public init(code: Code, message: String) {
        self.code = code
        self.message = message
        self.otherCode = nil
    }

    /// An error with a code `Code` does not list (public in both lines).
    public init(otherCode: Int, message: String) {
        self.code = .other
        self.message = message
        self.otherCode = otherCode
    }

    /// The SDK's own error: code -1 (`otherCause` in the fork, `unknownError` in 4.14.2).
    init(message: String) {
        #if PARSESWIFT_FORK
        self.init(code: .otherCause, message: message)
        #else
        self.init(code: .unknownError, message: message)
        #endif
    }

    /// Decodes as the SDK does: a code `Code` does not know becomes `.other` with `otherCode`, a missing code
    /// -1; the message is `error`, else `message`, and without either the body is not an error.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        if let code = try? container.decode(Code.self, forKey: .code) {
            self.code = code
            self.otherCode = nil
        } else if let number = try? container.decode(Int.self, forKey: .code) {
            self.code = .other
            self.otherCode = number
        } else {
            self.code = ParseError(message: "").code
            self.otherCode = nil
        }
        if let message = try? container.decode(String.self, forKey: .message) {
            self.message = message
        } else {
            self.message = try container.decode(String.self, forKey: .error)
        }
    }

    /// Encodes the code and the message as the server writes them.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(code, forKey: .code)
        try container.encode(message, forKey: .message)
    }

    /// The SDK's description: `ParseError code=141 error=...`.
    public var debugDescription: String {
        guard let otherCode else { return "ParseError code=\(code.rawValue) error=\(message)" }
        return "ParseError code=\(code.rawValue) error=\(message) otherCode=\(otherCode)"
    }
}

/// An access control list.
public struct ParseACL: ParseTypeable {
    private var entries: [String: [String: Bool]] = [:]

    /// An empty ACL.
    public init() {}

    /// Whether everyone may read.
    public var publicRead: Bool {
        get { entries["*"]?["read"] ?? false }
        set { entries["*", default: [:]]["read"] = newValue }
    }

    /// Whether everyone may write.
    public var publicWrite: Bool {
        get { entries["*"]?["write"] ?? false }
        set { entries["*", default: [:]]["write"] = newValue }
    }

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

/// A file stored by Parse. Both lines have only these three public initializers, and `name` and `url`
/// are set by the SDK (`public internal(set)`).
public struct ParseFile: ParseTypeable, Identifiable {
    /// The file name.
    public internal(set) var name: String
    /// The file's URL once saved.
    public internal(set) var url: URL?
    /// The local file to upload.
    public var localURL: URL?
    /// The remote file to upload from.
    public var cloudURL: URL?
    /// The bytes to upload.
    public var data: Data?

    /// A file to upload from `data`.
    public init(
        name: String = "file", data: Data, mimeType: String? = nil,
        metadata: [String: String]? = nil, tags: [String: String]? = nil, options: API.Options = []
    ) {
        self.name = name
        self.data = data
    }

    /// A file to upload from a local file.
    public init(
        name: String = "file", localURL: URL,
        metadata: [String: String]? = nil, tags: [String: String]? = nil, options: API.Options = []
    ) {
        self.name = name
        self.localURL = localURL
    }

    /// A file to upload from a remote URL.
    public init(
        name: String = "file", cloudURL: URL,
        metadata: [String: String]? = nil, tags: [String: String]? = nil, options: API.Options = []
    ) {
        self.name = name
        self.cloudURL = cloudURL
    }

    private enum CodingKeys: String, CodingKey {
        case name, url
    }

    #if PARSESWIFT_FORK
    /// The fork's `id` is a `String` (the name, or the URL once saved).
    public var id: String { url?.absoluteString ?? name }
    #else
    /// 4.14.2's `id` is a stored `UUID`.
    public var id: UUID { UUID() }
    #endif
}

/// A geographic point.
public struct ParseGeoPoint: ParseTypeable {
    /// The latitude.
    public var latitude: Double
    /// The longitude.
    public var longitude: Double

    /// The point 0, 0.
    public init() {
        latitude = 0
        longitude = 0
    }

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

    /// A polygon; throws with fewer than three points.
    public init(_ coordinates: ParseGeoPoint...) throws {
        try self.init(coordinates)
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

/// A pointer to an object of class `T`; not `Identifiable` in either line.
public struct Pointer<T: ParseObject>: ParseTypeable, Fetchable {
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

    /// The SDK's keys: a public `__type` constant, then the class and the id.
    private enum CodingKeys: String, CodingKey {
        case type = "__type"
        case objectId, className
    }

    /// Decodes the class and the id; `__type` is a constant.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        objectId = try container.decode(String.self, forKey: .objectId)
        className = try container.decode(String.self, forKey: .className)
    }

    /// Encodes `{"__type": "Pointer", "className": ..., "objectId": ...}`, as the SDK sends a pointer.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("Pointer", forKey: .type)
        try container.encode(className, forKey: .className)
        try container.encode(objectId, forKey: .objectId)
    }

    /// An object of `T` with only the id.
    public func toObject() -> T {
        var object = T()
        object.objectId = objectId
        return object
    }

    #if !PARSESWIFT_FORK
    /// 4.14.2 only: fetches the object synchronously.
    public func fetch(includeKeys: [String]? = nil, options: API.Options = []) throws -> T { toObject() }
    #endif

    /// Fetches the object pointed at.
    public func fetch(includeKeys: [String]? = nil, options: API.Options = []) async throws -> T { toObject() }
}

/// A relation whose parent is a `T`. Its public properties are `parent` and `className`; `key` is
/// internal in both lines.
public struct ParseRelation<T: ParseObject>: ParseTypeable {
    /// The parent object.
    public var parent: Pointer<T>?
    /// The class of the relation's members.
    public var className: String?
    /// The relation's field name.
    var key: String?

    /// The relation of the object `parent` points at, for `key`.
    public init(parent: Pointer<T>, key: String? = nil) {
        self.parent = parent
        self.key = key
    }

    /// The relation of the object `parent` points at, for `key`, with members of class `className`.
    public init(parent: Pointer<T>, key: String? = nil, className: String) {
        self.init(parent: parent, key: key)
        self.className = className
    }

    /// The relation of `parent` for `key`; throws when the parent has no object id.
    public init(parent: T, key: String? = nil) throws {
        self.init(parent: try Pointer(parent), key: key)
    }

    /// The relation of `parent` for `key`, with members of class `className`; throws when the parent has no object id.
    public init(parent: T, key: String? = nil, className: String) throws {
        self.init(parent: try Pointer(parent), key: key, className: className)
    }

    /// The members of the relation.
    public func query<U: ParseObject>() throws -> Query<U> {
        guard let key, let parent else { throw ParseError(message: "the relation has no key or parent") }
        return Query<U>(related(key: key, object: parent))
    }

    /// The objects in the relation `key` of the object `parent` points at.
    public static func query<U: ParseObject>(_ key: String, parent: Pointer<U>) -> Query<T> {
        Query<T>(related(key: key, object: parent))
    }

    /// The objects in the relation `key` of `parent`; throws when the parent has no object id.
    public static func query<U: ParseObject>(_ key: String, parent: U) throws -> Query<T> {
        query(key, parent: try Pointer(parent))
    }

    /// An operation adding `objects`.
    public func add<U: ParseObject>(_ key: String, objects: [U]) throws -> ParseOperation<T> {
        try parentObject().operation.addRelation(key, objects: objects)
    }

    /// An operation removing `objects`.
    public func remove<U: ParseObject>(_ key: String, objects: [U]) throws -> ParseOperation<T> {
        try parentObject().operation.removeRelation(key, objects: objects)
    }

    private func parentObject() throws -> T {
        guard let parent else { throw ParseError(message: "the relation has no parent") }
        return parent.toObject()
    }
}

#if !PARSESWIFT_FORK
// 4.14.2: these types list `Hashable` themselves, as its `ParseTypeable` is only `Equatable`.
extension ParseACL: Hashable {}
// `ParseFile` is also `ParseEncodable` there, through the SDK's internal `Fileable`.
extension ParseFile: Hashable, ParseEncodable, Fetchable, Savable, Deletable {}
extension ParseGeoPoint: Hashable {}
extension ParsePolygon: Hashable {}
extension ParseBytes: Hashable {}
extension Pointer: Hashable {}
extension ParseRelation: Hashable {}
#else
extension ParseFile: Savable, Deletable {}
#endif
