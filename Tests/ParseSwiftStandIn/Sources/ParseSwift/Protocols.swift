import Foundation

// The protocols a model conforms to. With `PARSESWIFT_FORK` every SDK value is `Sendable`, as in the
// netreconlab fork 5.x/6.x; without it, nothing is, as in parse-community ParseSwift 4.14.

#if PARSESWIFT_FORK
/// A value the SDK encodes; `Sendable` in the fork.
public protocol ParseEncodable: Encodable, Sendable {}
/// The value constraint of the SDK's generic query functions: `Codable & Sendable` in the fork.
public typealias _StandInQueryValue = Codable & Sendable
#else
/// A value the SDK encodes.
public protocol ParseEncodable: Encodable {}
/// The value constraint of the SDK's generic query functions: `Codable` in 4.14.
public typealias _StandInQueryValue = Codable
#endif

/// Every SDK type: encodable, hashable, printable.
public protocol ParseTypeable: ParseEncodable, Codable, Hashable, CustomDebugStringConvertible, CustomStringConvertible {}

extension ParseTypeable {
    /// The SDK prints the JSON; the stand-in prints a placeholder.
    public var debugDescription: String { "\(Self.self)" }
    /// The SDK prints the JSON; the stand-in prints a placeholder.
    public var description: String { debugDescription }
}

/// Anything with an object id, a class name and the built-in dates and ACL.
public protocol Objectable: ParseEncodable, Decodable {
    /// The Parse class name.
    static var className: String { get }
    /// The object id.
    var objectId: String? { get set }
    /// When the object was created.
    var createdAt: Date? { get set }
    /// When the object was last updated.
    var updatedAt: Date? { get set }
    /// The access control list.
    var ACL: ParseACL? { get set }
}

extension Objectable {
    /// The Swift type's name, as in the SDK.
    public static var className: String {
        let name = "\(type(of: self))"
        return name.components(separatedBy: ".").first ?? name
    }

    /// The class name of this object's type.
    public var className: String { Self.className }
}

/// Something that can be fetched.
public protocol Fetchable: Decodable {}
/// Something that can be saved.
public protocol Savable: Encodable {}
/// Something that can be deleted.
public protocol Deletable: Codable {}

/// A Parse object.
public protocol ParseObject: ParseTypeable, Objectable, Fetchable, Savable, Deletable, Identifiable {
    /// The object as the server last sent it.
    var originalData: Data? { get set }
    /// An empty copy that keeps only the object id, for sending changed fields.
    var mergeable: Self { get }
    /// The empty object.
    init()
    #if PARSESWIFT_FORK
    /// An object with only an id (the fork only).
    init(objectId: String)
    #endif
    /// Whether `key` should be restored from `original`: it is nil here and differs there.
    func shouldRestoreKey<W>(_ key: KeyPath<Self, W?>, original: Self) -> Bool where W: Equatable
    /// Merges the SDK's own properties of `object`; throws when the object ids differ.
    func mergeParse(with object: Self) throws -> Self
    /// Merges the changed fields of `object`.
    func merge(with object: Self) throws -> Self
}

extension ParseObject {
    /// The object id, or a fresh one for unsaved objects.
    public var id: String { objectId ?? UUID().uuidString }

    /// A copy with only the object id.
    public var mergeable: Self {
        var object = Self()
        object.objectId = objectId
        return object
    }

    #if PARSESWIFT_FORK
    /// An object with only an id.
    public init(objectId: String) {
        self.init()
        self.objectId = objectId
    }
    #endif

    /// The SDK's default merge.
    public func merge(with object: Self) throws -> Self { object }

    /// The SDK's rule: restore a key that is nil here and set in `original`.
    public func shouldRestoreKey<W>(_ key: KeyPath<Self, W?>, original: Self) -> Bool where W: Equatable {
        self[keyPath: key] == nil && original[keyPath: key] != self[keyPath: key]
    }

    /// Merges the ACL; throws when the object ids differ.
    public func mergeParse(with object: Self) throws -> Self {
        guard hasSameObjectId(as: object) else { throw ParseError(message: "objectId's of objects do not match") }
        var updated = self
        if shouldRestoreKey(\.ACL, original: object) {
            updated.ACL = object.ACL
        }
        return updated
    }

    /// Whether both objects have the same id.
    public func hasSameObjectId<T: ParseObject>(as other: T) -> Bool {
        other.className == className && other.objectId == objectId && objectId != nil
    }

    /// A pointer to this object; throws without an object id.
    public func toPointer() throws -> Pointer<Self> { try Pointer(self) }

    /// Saves the object.
    @discardableResult
    public func save() async throws -> Self { self }

    /// Fetches the object.
    public func fetch(includeKeys: [String]? = nil) async throws -> Self { self }

    /// Deletes the object.
    public func delete() async throws {}

    /// A decoded relation made usable with this object as the parent.
    public func relation<U: ParseObject>(_ relation: ParseRelation<U>?, key: String) throws -> ParseRelation<Self> {
        try ParseRelation(parent: self, key: key, className: relation?.className)
    }

    /// A relation of this object, without a key yet.
    public var relation: ParseRelation<Self>? { try? ParseRelation(parent: self) }
}

/// A Parse user.
public protocol ParseUser: ParseObject {
    /// The login name.
    var username: String? { get set }
    /// The email address.
    var email: String? { get set }
    /// Whether the email address is verified.
    var emailVerified: Bool? { get }
    /// The password.
    var password: String? { get set }
    /// Third-party authentication data.
    var authData: [String: [String: String]?]? { get set }
}

extension ParseUser {
    /// `_User`.
    public static var className: String { "_User" }

    /// Merges the ACL and the user's own properties, as both SDK lines do.
    public func mergeParse(with object: Self) throws -> Self {
        guard hasSameObjectId(as: object) else { throw ParseError(message: "objectId's of objects do not match") }
        var updated = self
        if shouldRestoreKey(\.ACL, original: object) {
            updated.ACL = object.ACL
        }
        if shouldRestoreKey(\.username, original: object) {
            updated.username = object.username
        }
        if shouldRestoreKey(\.email, original: object) {
            updated.email = object.email
        }
        if shouldRestoreKey(\.authData, original: object) {
            updated.authData = object.authData
        }
        return updated
    }
}

/// A Parse role.
public protocol ParseRole: ParseObject {
    /// The user type of the role's `users` relation.
    associatedtype RoleUser: ParseUser
    /// The role's name.
    var name: String? { get set }
    /// The users in the role.
    var users: ParseRelation<Self>? { get }
    /// The roles in the role.
    var roles: ParseRelation<Self>? { get }
    /// The empty role.
    init()
}

extension ParseRole {
    /// `_Role`.
    public static var className: String { "_Role" }
    /// The users in the role.
    public var users: ParseRelation<Self>? { try? ParseRelation(parent: self, key: "users", className: RoleUser.className) }
    /// The roles in the role.
    public var roles: ParseRelation<Self>? { try? ParseRelation(parent: self, key: "roles", className: Self.className) }

    /// A role with a name; throws for an invalid name.
    public init(name: String) throws {
        self.init()
        self.name = name
    }
}

/// A Parse session.
public protocol ParseSession: ParseObject {
    /// The user type of the session.
    associatedtype SessionUser: ParseUser
    /// The session token.
    var sessionToken: String { get }
    /// The user.
    var user: SessionUser { get }
    /// Whether the session is restricted.
    var restricted: Bool? { get }
    /// How the session was created.
    var createdWith: [String: String] { get }
    /// The installation id.
    var installationId: String { get }
    /// When the session expires.
    var expiresAt: Date { get }
}

extension ParseSession {
    /// `_Session`.
    public static var className: String { "_Session" }
}

/// A Parse installation.
public protocol ParseInstallation: ParseObject {
    /// The device type.
    var deviceType: String? { get set }
    /// The installation id.
    var installationId: String? { get set }
    /// The push token.
    var deviceToken: String? { get set }
    /// The badge.
    var badge: Int? { get set }
    /// The time zone.
    var timeZone: String? { get set }
    /// The push channels.
    var channels: [String]? { get set }
    /// The app name.
    var appName: String? { get set }
    /// The app identifier.
    var appIdentifier: String? { get set }
    /// The app version.
    var appVersion: String? { get set }
    /// The SDK version.
    var parseVersion: String? { get set }
    /// The locale.
    var localeIdentifier: String? { get set }
}

extension ParseInstallation {
    /// `_Installation`.
    public static var className: String { "_Installation" }
}

/// A model that carries the text-search score of a `matchesText` query.
public protocol ParseQueryScorable {
    /// The score of the last text search.
    var score: Double? { get }
}

extension Query where T: ParseObject & ParseQueryScorable {
    /// Sorts by text score, best first, and selects the score.
    public func sortByTextScore() -> Query<T> {
        order([.ascending("$score")]).select("$score")
    }
}
