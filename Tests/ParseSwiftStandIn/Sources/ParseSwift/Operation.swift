import Foundation

/// Changes to save on an object, as a batch of operations.
public struct ParseOperation<T: ParseObject>: Savable {
    var target: T
    var operations: [String: String] = [:]

    /// Operations on `target`.
    public init(target: T) {
        self.target = target
    }

    #if PARSESWIFT_FORK
    /// Sets a field (the fork: the value must be `Encodable & Hashable & Sendable`); throws when
    /// other operations are pending.
    public func set<W>(_ keyPath: WritableKeyPath<T, W?>, to value: W) throws -> Self
    where W: Encodable & Hashable & Sendable {
        var operation = self
        operation.target[keyPath: keyPath] = value
        return operation
    }

    /// Sets the field `key.0` (the fork: the value must be `Codable & Hashable & Sendable`).
    public func set<W>(_ key: (String, WritableKeyPath<T, W?>), to value: W?) -> Self
    where W: Codable & Hashable & Sendable {
        var operation = self
        operation.target[keyPath: key.1] = value
        operation.operations[key.0] = "Set"
        return operation
    }

    /// Unsets the field `key.0` (the fork: `Codable & Hashable & Sendable`).
    public func unset<V>(_ key: (String, WritableKeyPath<T, V?>)) -> Self where V: Codable & Hashable & Sendable {
        var operation = self
        operation.target[keyPath: key.1] = nil
        operation.operations[key.0] = "Delete"
        return operation
    }

    /// The fork only: increments the field `key` by a `Double`.
    public func increment(_ key: String, by amount: Double) -> Self {
        var operation = self
        operation.operations[key] = "Increment \(amount)"
        return operation
    }
    #else
    /// Sets a field (4.14.2: the value must be `Encodable & Equatable`); throws when other operations
    /// are pending.
    public func set<W>(_ keyPath: WritableKeyPath<T, W?>, to value: W) throws -> Self where W: Encodable & Equatable {
        var operation = self
        operation.target[keyPath: keyPath] = value
        return operation
    }

    /// Sets the field `key.0` (4.14.2: the value must be `Encodable & Equatable`).
    public func set<W>(_ key: (String, WritableKeyPath<T, W?>), to value: W?) -> Self where W: Encodable & Equatable {
        var operation = self
        operation.target[keyPath: key.1] = value
        operation.operations[key.0] = "Set"
        return operation
    }

    /// Unsets the field `key.0` (4.14.2: `Encodable`).
    public func unset<V>(_ key: (String, WritableKeyPath<T, V?>)) -> Self where V: Encodable {
        var operation = self
        operation.target[keyPath: key.1] = nil
        operation.operations[key.0] = "Delete"
        return operation
    }
    #endif

    /// Unsets the field `key`.
    public func unset(_ key: String) -> Self {
        var operation = self
        operation.operations[key] = "Delete"
        return operation
    }

    /// Increments the field `key` by an `Int`.
    public func increment(_ key: String, by amount: Int) -> Self {
        var operation = self
        operation.operations[key] = "Increment \(amount)"
        return operation
    }

    /// Adds `objects` to the relation `key`; throws when one has no object id.
    public func addRelation<W: ParseObject>(_ key: String, objects: [W]) throws -> Self {
        var operation = self
        operation.operations[key] =
            "AddRelation " + (try objects.map { try Pointer($0).objectId }).joined(separator: ",")
        return operation
    }

    /// Removes `objects` from the relation `key`; throws when one has no object id.
    public func removeRelation<W: ParseObject>(_ key: String, objects: [W]) throws -> Self {
        var operation = self
        operation.operations[key] =
            "RemoveRelation " + (try objects.map { try Pointer($0).objectId }).joined(separator: ",")
        return operation
    }

    #if !PARSESWIFT_FORK
    /// 4.14.2 only: saves the operations synchronously.
    @discardableResult
    public func save(options: API.Options = []) throws -> T { target }
    #endif

    /// Saves the operations and returns the updated object (nonisolated `async` in both lines).
    @discardableResult
    public func save(options: API.Options = []) async throws -> T { target }

    /// Encodes the operations.
    public func encode(to encoder: any Encoder) throws {
        try operations.encode(to: encoder)
    }
}

#if PARSESWIFT_FORK
// The fork: `Sendable` and printable; 4.14.2: neither.
extension ParseOperation: Sendable, CustomDebugStringConvertible, CustomStringConvertible {
    /// The stand-in prints a placeholder.
    public var debugDescription: String { "ParseOperation<\(T.self)>" }
    /// The stand-in prints a placeholder.
    public var description: String { debugDescription }
}
#endif

extension ParseObject {
    /// The operations on this object.
    public var operation: ParseOperation<Self> { ParseOperation(target: self) }
}
