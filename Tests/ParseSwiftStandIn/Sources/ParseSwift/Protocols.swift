import Foundation

// The protocols a model conforms to. With `PARSESWIFT_FORK` they have the netreconlab fork 6.1.0's shapes,
// without it parse-community ParseSwift 4.14.2's. Where isolation matters the two lines differ: in the
// fork `ParseEncodable` refines `Sendable`, so every `Objectable`, `ParseTypeable` and `ParseObject` is
// `Sendable` (and a conformance to them can never be isolated to an actor); in 4.14.2 nothing is.

#if PARSESWIFT_FORK
/// A value the SDK encodes; `Sendable` in the fork.
public protocol ParseEncodable: Encodable, Sendable {}
/// The value constraint of the SDK's generic query functions: `Codable & Sendable` in the fork.
public typealias _StandInQueryValue = Codable & Sendable

/// Every SDK type: in the fork it refines `ParseEncodable` (so it is `Sendable`) and `Hashable`.
public protocol ParseTypeable: ParseEncodable, Codable, Hashable, CustomDebugStringConvertible, CustomStringConvertible
{}
#else
/// A value the SDK encodes.
public protocol ParseEncodable: Encodable {}
/// The value constraint of the SDK's generic query functions: `Codable` in 4.14.
public typealias _StandInQueryValue = Codable

/// Every SDK type: in 4.14.2 only `Codable` and `Equatable` (not `ParseEncodable`, not `Hashable`: the
/// types that hash, and `ParseObject`, add `Hashable` themselves).
public protocol ParseTypeable: Codable, Equatable, CustomDebugStringConvertible, CustomStringConvertible {}
#endif

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
    // swift-format-ignore: AlwaysUseLowerCamelCase
    // The SDK's own spelling, which every model implements.
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

// `Fetchable`, `Savable` and `Deletable` are not `Sendable` in either line. Their requirements (synchronous
// in 4.14.2, `async` in the fork) are not declared: the stand-in declares the SDK's witnesses of them as
// members of `ParseObject`, `Pointer` and `ParseOperation` with the same signatures.

/// Something that can be fetched.
public protocol Fetchable: Decodable {}
/// Something that can be saved.
public protocol Savable: Encodable {}
/// Something that can be deleted.
public protocol Deletable: Codable {}

#if PARSESWIFT_FORK
/// A Parse object; `Sendable` through `ParseTypeable` and `Objectable`, `Hashable` through `ParseTypeable`.
public protocol ParseObject: ParseTypeable, Objectable, Fetchable, Savable, Deletable, Identifiable {
    /// The object as the server last sent it.
    var originalData: Data? { get set }
    /// An empty copy that keeps only the object id, for sending changed fields.
    var mergeable: Self { get }
    /// The empty object.
    init()
    /// An object with only an id (a requirement of the fork only; 4.14.2 has no such initializer).
    init(objectId: String)
    /// Whether both objects have the same id (a requirement in the fork, an extension member in 4.14.2).
    func hasSameObjectId<T: ParseObject>(as other: T) -> Bool
    /// A pointer to this object (a requirement in the fork, an extension member in 4.14.2).
    func toPointer() throws -> Pointer<Self>
    /// Whether `keyPath` should be restored from `original`: it is nil here and differs there.
    func shouldRestoreKey<W>(_ keyPath: KeyPath<Self, W?>, original: Self) -> Bool where W: Equatable
    /// Merges the SDK's own properties of `object`; throws when the object ids differ.
    func mergeParse(with object: Self) throws -> Self
    /// Merges the changed fields of `object`.
    func merge(with object: Self) throws -> Self
}
#else
/// A Parse object; in 4.14.2 it lists `Hashable` itself (its `ParseTypeable` is only `Equatable`) and the
/// SDK hashes an object by its `id`.
public protocol ParseObject: ParseTypeable, Objectable, Fetchable, Savable, Deletable, Identifiable, Hashable {
    /// The object as the server last sent it.
    var originalData: Data? { get set }
    /// An empty copy that keeps only the object id, for sending changed fields.
    var mergeable: Self { get }
    /// The empty object.
    init()
    /// Whether `key` should be restored from `original`: it is nil here and differs there.
    func shouldRestoreKey<W>(_ key: KeyPath<Self, W?>, original: Self) -> Bool where W: Equatable
    /// Merges the SDK's own properties of `object`; throws when the object ids differ.
    func mergeParse(with object: Self) throws -> Self
    /// Merges the changed fields of `object`.
    func merge(with object: Self) throws -> Self
}

extension ParseObject {
    /// 4.14.2 only: the SDK's `Hashable` witness, so a model's `hash(into:)` is the SDK's, not synthesized.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}
#endif

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
}

// Saving, fetching and deleting: `async` in both lines (nonisolated, so a caller on an actor sends `self`
// and `options` to them; `API.Options` is `Sendable` in the fork only). 4.14.2 also has synchronous
// throwing overloads (its `Savable`, `Fetchable` and `Deletable` requirements); the fork has none. The
// stand-in does nothing in them.
extension ParseObject {
    #if !PARSESWIFT_FORK
    /// 4.14.2's `Savable.save()` default: saves synchronously.
    @discardableResult
    public func save() throws -> Self { self }

    /// 4.14.2 only: saves synchronously.
    @discardableResult
    public func save(options: API.Options = []) throws -> Self { self }

    /// 4.14.2 only: saves synchronously.
    public func save(ignoringCustomObjectIdConfig: Bool = false, options: API.Options = []) throws -> Self { self }

    /// 4.14.2's `Fetchable.fetch()` default: fetches synchronously.
    public func fetch() throws -> Self { self }

    /// 4.14.2 only: fetches synchronously.
    public func fetch(includeKeys: [String]? = nil, options: API.Options = []) throws -> Self { self }

    /// 4.14.2's `Deletable.delete()` default: deletes synchronously.
    public func delete() throws {}

    /// 4.14.2 only: deletes synchronously.
    public func delete(options: API.Options = []) throws {}
    #else
    /// The fork's `Savable.save()` default.
    @discardableResult
    public func save() async throws -> Self { self }

    /// The fork only: saves (4.14.2's `async` save has only the overload below).
    @discardableResult
    public func save(options: API.Options = []) async throws -> Self { self }

    /// The fork's `Fetchable.fetch()` default.
    public func fetch() async throws -> Self { self }
    #endif

    /// Saves the object.
    @discardableResult
    public func save(ignoringCustomObjectIdConfig: Bool = false, options: API.Options = []) async throws -> Self {
        self
    }

    /// Fetches the object.
    @discardableResult
    public func fetch(includeKeys: [String]? = nil, options: API.Options = []) async throws -> Self { self }

    /// Deletes the object.
    public func delete(options: API.Options = []) async throws {}
}

extension ParseObject {
    /// A relation of this object, without a key yet.
    public var relation: ParseRelation<Self>? { try? ParseRelation(parent: self) }

    /// A relation of this object for `key` whose members are of class `className`.
    public func relation(_ key: String, className: String) throws -> ParseRelation<Self> {
        try ParseRelation(parent: self, key: key, className: className)
    }

    /// A decoded relation made usable with this object as the parent: both lines take a
    /// `ParseRelation<Self>` here (a relation whose parent is another type needs `with:`).
    public func relation(_ relation: ParseRelation<Self>?, key: String) throws -> ParseRelation<Self> {
        try Self.relation(relation, key: key, with: self)
    }

    /// A decoded relation made usable with `parent` as the parent; throws when it is nil or has no class name.
    public static func relation<T: ParseObject>(_ relation: ParseRelation<T>?, key: String, with parent: Pointer<T>)
        throws -> ParseRelation<T>
    {
        guard var relation, relation.className != nil else {
            throw ParseError(message: "ParseRelation is either nil or missing \"className\"")
        }
        relation.parent = parent
        relation.key = key
        return relation
    }

    /// A decoded relation made usable with `parent` as the parent.
    public static func relation<T: ParseObject>(_ relation: ParseRelation<T>?, key: String, with parent: T) throws
        -> ParseRelation<T>
    {
        try Self.relation(relation, key: key, with: try parent.toPointer())
    }
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
    /// A role with a name; throws for an invalid name.
    init(name: String) throws
    /// A role with a name and an ACL; throws for an invalid name.
    init(name: String, acl: ParseACL) throws
}

extension ParseRole {
    /// `_Role`.
    public static var className: String { "_Role" }
    /// The users in the role.
    public var users: ParseRelation<Self>? {
        try? ParseRelation(parent: self, key: "users", className: RoleUser.className)
    }
    /// The roles in the role.
    public var roles: ParseRelation<Self>? { try? ParseRelation(parent: self, key: "roles", className: Self.className) }

    /// A role with a name; throws for an invalid name.
    public init(name: String) throws {
        self.init()
        self.name = name
    }

    /// A role with a name and an ACL; throws for an invalid name.
    public init(name: String, acl: ParseACL) throws {
        self.init()
        self.name = name
        self.ACL = acl
    }

    /// The roles that are direct children of this role (both lines: `throws -> Query<Self>`).
    public func queryRoles() throws -> Query<Self> {
        guard let roles else { throw ParseError(message: "Could not create \"roles\" relation") }
        return try roles.query()
    }

    /// The users that are direct children of this role (both lines: `throws -> Query<RoleUser>`).
    public func queryUsers() throws -> Query<RoleUser> {
        guard let users else { throw ParseError(message: "Could not create \"users\" relation") }
        return try users.query()
    }

    #if !PARSESWIFT_FORK
    /// 4.14.2 only: a role hashes by its name.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name ?? objectId)
    }
    #endif
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
