/// A Number parameter's `swiftType`: which Swift number type it names, and whether the description's
/// `default` and `options` values are literals of that type, so the generated initializer's default and
/// `validate()`'s list compile (`UInt8` cannot hold `300`, `Int` cannot hold `2.5`).
enum CloudCodeNumberType {
    /// The range of each integer type, as the widest signed and unsigned values it holds.
    private static let integerRanges: [String: (minimum: Int64, maximum: UInt64)] = [
        "Int": (Int64(Int.min), UInt64(Int.max)), "Int8": (Int64(Int8.min), UInt64(Int8.max)),
        "Int16": (Int64(Int16.min), UInt64(Int16.max)), "Int32": (Int64(Int32.min), UInt64(Int32.max)),
        "Int64": (Int64.min, UInt64(Int64.max)), "UInt": (0, UInt64(UInt.max)), "UInt8": (0, UInt64(UInt8.max)),
        "UInt16": (0, UInt64(UInt16.max)), "UInt32": (0, UInt64(UInt32.max)), "UInt64": (0, UInt64.max),
    ]

    /// Why `lexeme`, a JSON number the reader accepted, is no literal of `typeName`; nil when it is one.
    static func problem(with lexeme: String, for typeName: String) -> String? {
        guard let range = integerRanges[typeName] else { return nil }
        // A JSON number is an integer literal when it has neither a fraction nor an exponent.
        guard
            !lexeme.utf8.contains(where: {
                $0 == UInt8(ascii: ".") || $0 == UInt8(ascii: "e") || $0 == UInt8(ascii: "E")
            })
        else { return "is not a whole number" }
        if lexeme.hasPrefix("-") {
            guard let value = Int64(lexeme), value >= range.minimum else { return "is below \(typeName)'s range" }
        } else {
            guard let value = UInt64(lexeme), value <= range.maximum else { return "is above \(typeName)'s range" }
        }
        return nil
    }
}
