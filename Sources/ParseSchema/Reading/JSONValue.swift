/// A JSON value together with the position where it starts in its source text.
public struct JSONNode: Hashable, Sendable {
    /// The value.
    public var value: JSONValue
    /// The position of the value's first character.
    public var position: SourcePosition

    /// Creates a node.
    public init(_ value: JSONValue, at position: SourcePosition) {
        self.value = value
        self.position = position
    }
}

/// A JSON value. Objects keep their members in source order, duplicates included,
/// so that later stages can report a duplicate key at its position.
public enum JSONValue: Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number, kept as written.
    case number(JSONNumber)
    /// A string, escapes resolved.
    case string(String)
    /// An array.
    case array([JSONNode])
    /// An object, members in source order.
    case object([JSONMember])
}

/// One `"key": value` pair of a JSON object.
public struct JSONMember: Hashable, Sendable {
    /// The key, escapes resolved.
    public var key: String
    /// The position of the key's opening quote.
    public var keyPosition: SourcePosition
    /// The value.
    public var value: JSONNode

    /// Creates a member.
    public init(key: String, keyPosition: SourcePosition, value: JSONNode) {
        self.key = key
        self.keyPosition = keyPosition
        self.value = value
    }
}

/// A JSON number as written in the source, with its numeric readings.
public struct JSONNumber: Hashable, Sendable {
    /// The number's characters exactly as written, e.g. `-1.50e3`.
    public var lexeme: String

    /// Creates a number from its source characters.
    public init(lexeme: String) {
        self.lexeme = lexeme
    }

    /// The value as a `Double`, or `nil` when it is out of `Double`'s range.
    public var doubleValue: Double? {
        guard let value = Double(lexeme), value.isFinite else { return nil }
        return value
    }

    /// The value as an `Int` when it is a whole number that fits, else `nil`.
    /// `3.0` and `1e2` count as whole numbers.
    public var intValue: Int? {
        if let value = Int(lexeme) { return value }
        guard let value = doubleValue, value >= -9_007_199_254_740_992, value <= 9_007_199_254_740_992 else {
            return nil
        }
        return Int(exactly: value)
    }
}

/// Malformed JSON: what is wrong and where.
public struct JSONSyntaxError: Error, Hashable, Sendable {
    /// What is wrong, in one sentence.
    public var message: String
    /// Where the problem starts.
    public var position: SourcePosition

    /// Creates an error.
    public init(_ message: String, at position: SourcePosition) {
        self.message = message
        self.position = position
    }
}
