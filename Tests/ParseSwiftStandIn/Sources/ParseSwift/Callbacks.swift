import Foundation

// The callback forms of saving, fetching, deleting and running queries, which apps use as much as the
// `async` ones: the same in both lines (4.14.2: Objects/ParseObject.swift, Types/Query.swift; the fork
// 6.1.0: the same files) but for the completion, `@Sendable` in the fork. The completion runs on
// `callbackQueue` in the SDK; the stand-in never calls it.

#if PARSESWIFT_FORK
extension ParseObject {
    /// Fetches the object, then calls `completion`.
    public func fetch(
        includeKeys: [String]? = nil,
        options: API.Options = [],
        callbackQueue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<Self, ParseError>) -> Void
    ) {}

    /// Saves the object, then calls `completion`.
    public func save(
        ignoringCustomObjectIdConfig: Bool = false,
        options: API.Options = [],
        callbackQueue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<Self, ParseError>) -> Void
    ) {}

    /// Deletes the object, then calls `completion`.
    public func delete(
        options: API.Options = [],
        callbackQueue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<Void, ParseError>) -> Void
    ) {}
}

extension Query {
    /// Finds the matching objects, then calls `completion`.
    public func find(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<[T], ParseError>) -> Void
    ) {}

    /// Finds the first matching object, then calls `completion`.
    public func first(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<T, ParseError>) -> Void
    ) {}

    /// Counts the matching objects, then calls `completion`.
    public func count(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<Int, ParseError>) -> Void
    ) {}
}
#else
extension ParseObject {
    /// Fetches the object, then calls `completion`.
    public func fetch(
        includeKeys: [String]? = nil,
        options: API.Options = [],
        callbackQueue: DispatchQueue = .main,
        completion: @escaping (Result<Self, ParseError>) -> Void
    ) {}

    /// Saves the object, then calls `completion`.
    public func save(
        ignoringCustomObjectIdConfig: Bool = false,
        options: API.Options = [],
        callbackQueue: DispatchQueue = .main,
        completion: @escaping (Result<Self, ParseError>) -> Void
    ) {}

    /// Deletes the object, then calls `completion`.
    public func delete(
        options: API.Options = [],
        callbackQueue: DispatchQueue = .main,
        completion: @escaping (Result<Void, ParseError>) -> Void
    ) {}
}

extension Query {
    /// Finds the matching objects, then calls `completion`.
    public func find(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping (Result<[T], ParseError>) -> Void
    ) {}

    /// Finds the first matching object, then calls `completion`.
    public func first(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping (Result<T, ParseError>) -> Void
    ) {}

    /// Counts the matching objects, then calls `completion`.
    public func count(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping (Result<Int, ParseError>) -> Void
    ) {}
}
#endif
