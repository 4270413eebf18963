// This file is compiled into the library and, through a symbolic link, into both plugins, which cannot
// link the library: one list decides type names in the generator and in the plugin's output listing.
// It uses nothing but the standard library.

/// Type names generated types must not take, and the ones they may take at a cost to app code.
///
/// Derived from what breaks: each model of the shop golden and of `ReservedTypeNamesTests` is compiled
/// against the ParseSwift stand-in in Swift 5 and 6 modes and with main-actor default isolation. A
/// model named like a type the generated files mention bare (`Date`, `Query`) hides it from every
/// generated file; a model named like a member type every model inherits (`ID`) is hidden inside every
/// model, so a pointer to it gets the wrong type. Every other name compiles, `Order`, `Notification` and
/// `Task` included; the ones that hide a standard type are kept with a warning (``shadowedModule(of:)``).
public enum ReservedTypeNames {
    /// Type names a generated type must not take: the generated code would not compile.
    public static let all: Set<String> = generatedCodeTypes.union(memberTypes).union(fileNameOwners)

    /// Type names whose file would be another generated file: the support file is
    /// `ParseModelGenSupport.parse.swift` and the Cloud Code file `CloudFunctions.parse.swift`
    /// (``GeneratedFileNames``), so no type may be named after them.
    public static let fileNameOwners: Set<String> = ["ParseModelGenSupport", "CloudFunctions"]

    /// Types the generated files name bare, support file included, and the number types a `swiftType` may
    /// name (a test checks the goldens against this list both ways): a model of that name in the module
    /// would be found instead of them. `Array`, `Optional`, `Error`, `URL` and the like are not here: the
    /// generated code spells them with sugar or not at all, and models of those names compile.
    public static let generatedCodeTypes: Set<String> = [
        "String", "Int", "Int32", "Int64", "Double", "Float", "Bool", "Date", "Data",
        // Number types a `swiftType` refinement may name (`FieldTypeMapper.numberTypes`).
        "Int8", "Int16", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Decimal",
        "Codable", "Decodable", "Hashable", "Comparable", "Sendable",
        "RawRepresentable", "CaseIterable", "CodingKey",
        "Decoder", "Encoder", "Any", "Self", "Type", "Protocol", "Foundation",
        "KeyedDecodingContainer", "DecodingError", "Sequence",
        "ParseSwift", "ParseObject", "ParseUser", "ParseRole", "ParseSession", "ParseInstallation", "ParseACL",
        "ParseFile", "ParseGeoPoint", "ParsePolygon", "ParseBytes", "ParseRelation", "Pointer", "Query",
        "QueryConstraint", "ParseOperation", "ParseQueryScorable", "API",
        // The protocols of the Cloud Code types (`CloudFunctions.parse.swift`), the SDK's and the file's own.
        "ParseCloudable", "ParseHookParametable", "ParseCloudCall", "ParseCloudOption",
        "_OptionalNilComparisonType",
        // The support file's own declarations.
        "ParseModelGenSDK", "ParseJSONValue", "ParsePointerValue", "ParseModelGenCodingKey",
        "ParseFieldKey", "ParsePointerKey", "ParseRelationKey", "ParseFieldConstraint", "ParsePointerField",
        "ParseRelationField", "ParsePointerFieldType", "ParseRelationFieldType",
    ]

    /// Member types every model declares or inherits, by what they are. Inside a model they hide a
    /// model of the same name, so a field typed with it (a pointer from another model) gets theirs.
    public static let memberTypes: Set<String> = [
        // The generated `CodingKeys` and `Key` of every model.
        "CodingKeys", "Key",
        // Identifiable's associated type (`String` for every model): `var owner: ID?` in another model
        // would be a String and fail to conform, as compiled against the stand-in.
        "ID",
        // ParseRole's and ParseSession's associated types, declared by the role and session models.
        "RoleUser", "SessionUser",
    ]

    /// The module whose type a model named `name` hides in the app's module, for the warning that tells
    /// the app how to reach it (`_Concurrency.Task { }`); nil for a name no standard module declares.
    public static func shadowedModule(of name: String) -> String? {
        if standardLibraryTypes.contains(name) { return "Swift" }
        if concurrencyTypes.contains(name) { return "_Concurrency" }
        if foundationTypes.contains(name) { return "Foundation" }
        if dispatchTypes.contains(name) { return "Dispatch" }
        if parseSwiftTypes.contains(name) { return "ParseSwift" }
        return nil
    }

    /// Standard-library types app code commonly names beside its models.
    static let standardLibraryTypes: Set<String> = [
        "Character", "Substring", "Void", "Result", "Range", "ClosedRange", "Sequence", "Collection",
        "IteratorProtocol", "Numeric", "BinaryInteger", "FloatingPoint", "StringProtocol",
        "CustomStringConvertible", "CustomDebugStringConvertible", "ExpressibleByStringLiteral",
        "ExpressibleByIntegerLiteral", "ExpressibleByArrayLiteral", "ExpressibleByDictionaryLiteral",
        "ExpressibleByNilLiteral", "Mirror", "Unicode", "OptionSet", "AnyHashable", "ObjectIdentifier",
        "Slice", "ArraySlice", "ContiguousArray", "Float16", "Float80", "Int128", "UInt128", "Duration",
        "Clock", "Instant", "Copyable", "Escapable", "BitwiseCopyable", "SIMD", "Span",
        "Array", "Dictionary", "Set", "Optional", "Encodable", "Equatable", "Identifiable", "KeyPath", "Hasher",
        "Error", "Never", "AnyObject", "SingleValueDecodingContainer", "EncodingError",
    ]

    /// Concurrency's types (the implicitly imported `_Concurrency` module).
    static let concurrencyTypes: Set<String> = [
        "Task", "TaskGroup", "ThrowingTaskGroup", "TaskPriority", "Actor", "MainActor", "GlobalActor",
        "AsyncSequence", "AsyncIteratorProtocol", "AsyncStream", "AsyncThrowingStream", "CheckedContinuation",
        "UnsafeContinuation", "CancellationError", "ContinuousClock", "SuspendingClock", "Executor",
        "SerialExecutor", "TaskLocal", "UnsafeSendable",
    ]

    /// Foundation's types that app code commonly names.
    static let foundationTypes: Set<String> = [
        "NSObject", "NSError", "NSString", "NSNumber", "NSLock", "NSRange", "JSONEncoder", "JSONDecoder",
        "JSONSerialization", "PropertyListEncoder", "PropertyListDecoder", "Locale", "TimeZone", "Calendar",
        "DateComponents", "DateFormatter", "ISO8601DateFormatter", "DateInterval", "TimeInterval",
        "NumberFormatter", "Measurement", "Notification", "NotificationCenter", "Bundle", "FileManager",
        "FileHandle", "ProcessInfo", "Thread", "Timer", "RunLoop", "OperationQueue", "URLSession",
        "URLRequest", "URLResponse", "HTTPURLResponse", "URLComponents", "URLQueryItem", "IndexPath",
        "IndexSet", "CharacterSet", "AttributedString", "Scanner", "UserDefaults", "Progress", "URL", "UUID",
    ]

    /// ParseSwift's types that app code names and the generated code does not (at most in documentation).
    static let parseSwiftTypes: Set<String> = ["ParseError", "ParseEncoder"]

    /// Dispatch's types.
    static let dispatchTypes: Set<String> = ["DispatchQueue", "DispatchGroup", "DispatchSemaphore", "DispatchTime"]

    /// `name` with the first of `suffixes` that makes it free, else the last suffix and a number:
    /// `Any` -> `AnyObject` is taken too, so `AnyModel`.
    public static func freeName(_ name: String, suffixes: [String], isTaken: (String) -> Bool) -> String {
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
