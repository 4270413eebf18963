import Foundation

/// Changes to save on an object, as a batch of operations.
public struct ParseOperation<T: ParseObject>: Savable {
    var target: T
    var operations: [String: String] = [:]

    /// Operations on `target`.
    public init(target: T) {
        self.target = target
    }

    /// Adds `objects` to the relation `key`; throws when one has no object id.
    public func addRelation<W: ParseObject>(_ key: String, objects: [W]) throws -> Self {
        var operation = self
        operation.operations[key] = "AddRelation " + (try objects.map { try Pointer($0).objectId }).joined(separator: ",")
        return operation
    }

    /// Removes `objects` from the relation `key`; throws when one has no object id.
    public func removeRelation<W: ParseObject>(_ key: String, objects: [W]) throws -> Self {
        var operation = self
        operation.operations[key] = "RemoveRelation " + (try objects.map { try Pointer($0).objectId }).joined(separator: ",")
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
