import Foundation

/// One query constraint. The stand-in records what the SDK function was called with (key, comparator
/// and the value's JSON), so tests can compare two constraints with `==`; it never runs a query.
public struct QueryConstraint: ParseTypeable {
    let key: String
    let comparator: String?
    let value: String?

    init(key: String, comparator: String? = nil, value: (any Encodable)? = nil) {
        self.key = key
        self.comparator = comparator
        self.value = value.map(QueryConstraint.json)
    }

    private static func json(_ value: any Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        guard let data = try? encoder.encode(value) else { return "<not encodable>" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The recorded call, for failure messages.
    public var debugDescription: String {
        "QueryConstraint(key: \(key), comparator: \(comparator ?? "none"), value: \(value ?? "none"))"
    }
}

/// A query of objects of class `T`: `Sendable` and `Hashable` in the fork, only `Equatable` in 4.14.2.
public struct Query<T: ParseObject>: ParseTypeable {
    var constraints: [QueryConstraint]
    var includeKeys: [String] = []
    var selectKeys: [String] = []
    var excludeKeys: [String] = []
    var orderKeys: [Order] = []

    /// A query with constraints.
    public init(_ constraints: QueryConstraint...) {
        self.constraints = constraints
    }

    /// A query with constraints.
    public init(_ constraints: [QueryConstraint]) {
        self.constraints = constraints
    }

    #if PARSESWIFT_FORK
    /// A sort order (a `ParseTypeable`, so `Sendable`, in the fork).
    public enum Order: ParseTypeable {
        /// Smallest first.
        case ascending(String)
        /// Largest first.
        case descending(String)
    }
    #else
    /// A sort order (only `Codable` and `Equatable` in 4.14.2).
    public enum Order: Codable, Equatable {
        /// Smallest first.
        case ascending(String)
        /// Largest first.
        case descending(String)
    }
    #endif

    /// Adds constraints.
    public func `where`(_ constraints: QueryConstraint...) -> Query<T> {
        var query = self
        query.constraints += constraints
        return query
    }

    /// Adds constraints.
    public func `where`(_ constraints: [QueryConstraint]) -> Query<T> {
        var query = self
        query.constraints += constraints
        return query
    }

    /// Includes the objects the pointer fields `keys` point at.
    public func include(_ keys: String...) -> Query<T> { include(keys) }

    /// Includes the objects the pointer fields `keys` point at.
    public func include(_ keys: [String]) -> Query<T> {
        var query = self
        query.includeKeys += keys
        return query
    }

    /// Includes every pointer.
    public func includeAll() -> Query<T> { include(["*"]) }

    /// Leaves fields out.
    public func exclude(_ keys: String...) -> Query<T> { exclude(keys) }

    /// Leaves fields out.
    public func exclude(_ keys: [String]) -> Query<T> {
        var query = self
        query.excludeKeys += keys
        return query
    }

    /// Returns only some fields.
    public func select(_ keys: String...) -> Query<T> { select(keys) }

    /// Returns only some fields.
    public func select(_ keys: [String]) -> Query<T> {
        var query = self
        query.selectKeys += keys
        return query
    }

    /// Sorts the results.
    public func order(_ keys: Order...) -> Query<T> { order(keys) }

    /// Sorts the results.
    public func order(_ keys: [Order]?) -> Query<T> {
        var query = self
        query.orderKeys = keys ?? []
        return query
    }

    /// At most `value` results.
    public func limit(_ value: Int) -> Query<T> { self }

    /// Skips `value` results.
    public func skip(_ value: Int) -> Query<T> { self }

    // Running a query: nonisolated `async` in both lines, so a caller on an actor sends the query and
    // `options` to them (neither is `Sendable` in 4.14.2). 4.14.2 also has synchronous overloads.

    #if !PARSESWIFT_FORK
    /// 4.14.2 only: the stand-in finds nothing.
    public func find(options: API.Options = []) throws -> [T] { [] }

    /// 4.14.2 only: the stand-in finds nothing.
    public func first(options: API.Options = []) throws -> T { throw ParseError(message: "the stand-in finds nothing") }

    /// 4.14.2 only: the stand-in counts nothing.
    public func count(options: API.Options = []) throws -> Int { 0 }

    /// 4.14.2 only: the distinct values of field `key`; the stand-in finds none.
    public func distinct(_ key: String, options: API.Options = []) throws -> [T] { [] }
    #endif

    /// The stand-in finds nothing.
    public func find(options: API.Options = []) async throws -> [T] { [] }

    /// The stand-in finds nothing.
    public func first(options: API.Options = []) async throws -> T {
        throw ParseError(message: "the stand-in finds nothing")
    }

    /// The stand-in counts nothing.
    public func count(options: API.Options = []) async throws -> Int { 0 }

    /// The distinct values of field `key`; the stand-in finds none.
    public func distinct(_ key: String, options: API.Options = []) async throws -> [T] { [] }
}

#if !PARSESWIFT_FORK
// 4.14.2: `QueryConstraint` lists `Hashable` itself; `Query` is only `Equatable`.
extension QueryConstraint: Hashable {}
#endif

extension ParseObject {
    /// A query of this class.
    public static func query(_ constraints: QueryConstraint...) -> Query<Self> { Query(constraints) }

    /// A query of this class.
    public static func query(_ constraints: [QueryConstraint] = []) -> Query<Self> { Query(constraints) }

    /// The objects in the relation `key` of `parent`; throws when the parent has no object id.
    public static func queryRelations<U: ParseObject>(_ key: String, parent: U) throws -> Query<Self> {
        try ParseRelation<Self>.query(key, parent: parent)
    }

    /// The objects in the relation `key` of the object `parent` points at.
    public static func queryRelations<U: ParseObject>(_ key: String, parent: Pointer<U>) -> Query<Self> {
        ParseRelation<Self>.query(key, parent: parent)
    }
}

#if PARSESWIFT_FORK
/// The SDK's request settings (`Sendable` in the fork).
public struct API: Sendable {
    /// Request options.
    public typealias Options = Set<API.Option>

    /// One request option: `Sendable` in the fork.
    public enum Option: Hashable, Sendable {
        /// Sends the primary key.
        case usePrimaryKey
    }
}
#else
/// The SDK's request settings.
public struct API {
    /// Request options.
    public typealias Options = Set<API.Option>

    /// One request option: NOT `Sendable` in 4.14.2, so passing `options` from an actor to the SDK's
    /// nonisolated `async` functions is a data-race error in Swift 6 mode.
    public enum Option: Hashable {
        /// Sends the master key.
        case useMasterKey
    }
}
#endif
