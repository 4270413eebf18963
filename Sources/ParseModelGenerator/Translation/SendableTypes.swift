/// Which Swift types generated code may treat as `Sendable` with every ParseSwift line.
enum SendableTypes {
    /// Standard library and Foundation value types, and the support file's JSON and pointer values.
    static let standard: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "Decimal", "Date", "Data", "URL", "UUID", "ParseJSONValue", "ParsePointerValue",
    ]

    /// Whether every type `type` is built from is in `knownSendable`.
    static func isSendable(_ type: SwiftType, knownSendable: Set<String>) -> Bool {
        switch type {
        case .named(let name): return knownSendable.contains(name)
        case .optional(let wrapped), .array(let wrapped): return isSendable(wrapped, knownSendable: knownSendable)
        case .dictionary(let key, let value):
            return isSendable(key, knownSendable: knownSendable) && isSendable(value, knownSendable: knownSendable)
        case .generic: return false
        }
    }
}
