// This file is compiled into the library and, through a symbolic link, into both plugins, which cannot
// link the library: one list decides type names in the generator and in the plugin's output listing.
// It uses nothing but the standard library.

/// Type names generated types must not take.
enum ReservedTypeNames {
    /// Type names a generated type must not take, because it would shadow them in the module: every
    /// type the generated files mention (a test checks the goldens against this list), and
    /// the standard library's, Foundation's and Concurrency's top-level types that ordinary app code in
    /// the same module names (a model named `Task` or `Result` breaks `Task { }` and `Result<_, _>`).
    static let all: Set<String> = generatedCodeTypes.union(appCodeTypes)

    /// Types the generated files name, support file included.
    static let generatedCodeTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "Decimal", "Date", "Data", "URL", "UUID", "Array", "Dictionary", "Set", "Optional",
        "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Comparable", "Sendable", "Identifiable",
        "RawRepresentable", "CaseIterable", "CodingKey", "KeyPath", "Hasher",
        "Decoder", "Encoder", "Error", "Never", "Any", "AnyObject", "Self", "Type", "Protocol", "Foundation",
        "KeyedDecodingContainer", "SingleValueDecodingContainer", "DecodingError", "EncodingError",
        "ParseSwift", "ParseObject", "ParseUser", "ParseRole", "ParseSession", "ParseInstallation", "ParseACL",
        "ParseFile", "ParseGeoPoint", "ParsePolygon", "ParseBytes", "ParseRelation", "Pointer", "Query",
        "QueryConstraint", "ParseOperation", "ParseError", "ParseEncoder", "ParseQueryScorable", "API",
        "_OptionalNilComparisonType",
        // The support file's own declarations.
        "ParseJSONValue", "ParsePointerValue", "ParseModelGenCodingKey", "ParseModelGenSupport",
        "ParseFieldKey", "ParsePointerKey", "ParseRelationKey", "ParseFieldConstraint", "ParsePointerField",
        "ParseRelationField", "ParsePointerFieldType", "ParseRelationFieldType",
        // Types every model declares or inherits: a model named like one is shadowed inside every model.
        "CodingKeys", "Key", "Order", "RoleUser", "SessionUser", "ID", "Option", "Options",
    ]

    /// The standard library's, Foundation's and Concurrency's top-level types that app code commonly
    /// names next to its models.
    static let appCodeTypes: Set<String> = [
        // Standard library
        "Character", "Substring", "Void", "Result", "Range", "ClosedRange", "Sequence", "Collection",
        "IteratorProtocol", "Numeric", "BinaryInteger", "FloatingPoint", "StringProtocol",
        "CustomStringConvertible", "CustomDebugStringConvertible", "ExpressibleByStringLiteral",
        "ExpressibleByIntegerLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByNilLiteral", "Mirror", "Unicode", "OptionSet", "AnyHashable", "ObjectIdentifier",
        "Slice", "ArraySlice", "ContiguousArray", "Float16", "Float80", "Int128", "UInt128", "Duration",
        "Clock", "Instant", "Copyable", "Escapable", "BitwiseCopyable", "SIMD", "Span",
        // Concurrency
        "Task", "TaskGroup", "ThrowingTaskGroup", "TaskPriority", "Actor", "MainActor", "GlobalActor",
        "AsyncSequence", "AsyncIteratorProtocol", "AsyncStream", "AsyncThrowingStream", "CheckedContinuation",
        "UnsafeContinuation", "CancellationError", "ContinuousClock", "SuspendingClock", "Executor",
        "SerialExecutor", "TaskLocal", "UnsafeSendable",
        // Foundation
        "NSObject", "NSError", "NSString", "NSNumber", "NSLock", "NSRange", "JSONEncoder", "JSONDecoder",
        "JSONSerialization", "PropertyListEncoder", "PropertyListDecoder", "Locale", "TimeZone", "Calendar",
        "DateComponents", "DateFormatter", "ISO8601DateFormatter", "DateInterval", "TimeInterval",
        "NumberFormatter", "Measurement", "Notification", "NotificationCenter", "Bundle", "FileManager",
        "FileHandle", "ProcessInfo", "Thread", "Timer", "RunLoop", "OperationQueue", "URLSession",
        "URLRequest", "URLResponse", "HTTPURLResponse", "URLComponents", "URLQueryItem", "IndexPath",
        "IndexSet", "CharacterSet", "AttributedString", "Scanner", "UserDefaults", "Progress",
        "DispatchQueue", "DispatchGroup", "DispatchSemaphore", "DispatchTime",
    ]

    /// `name` with the first of `suffixes` that makes it free, else the last suffix and a number:
    /// `Any` -> `AnyObject` is taken too, so `AnyModel`.
    static func freeName(_ name: String, suffixes: [String], isTaken: (String) -> Bool) -> String {
        for suffix in suffixes where !isTaken(name + suffix) {
            return name + suffix
        }
        let last = name + (suffixes.last ?? "")
        var number = 2
        while isTaken(last + String(number)) {
            number += 1
        }
        return last + String(number)
    }

}
