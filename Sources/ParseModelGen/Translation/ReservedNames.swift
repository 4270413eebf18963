/// Names generated code cannot give to its own declarations, and why.
enum ReservedNames {
    /// Members ParseSwift declares on every ParseObject, and Swift's own protocol members:
    /// a field property with one of these names would shadow or clash with the SDK's.
    static let objectMembers: Set<String> = [
        // ParseObject requirements and SDK-provided members
        "originalData", "objectId", "createdAt", "updatedAt", "ACL", "className", "id", "mergeable",
        "operation", "relation", "endpoint", "isSaved", "hasSameObjectId", "toPointer", "merge", "query",
        "fetch", "save", "create", "replace", "update", "delete", "shouldRestoreKey", "isRestoringOriginalObject",
        "queryRelations", "objectClass",
        // Swift's Hashable, Codable, CustomStringConvertible and Identifiable members
        "description", "debugDescription", "hashValue", "hash", "encode", "CodingKeys", "ID",
    ]

    /// Members of the SDK's user, role, session and installation protocols.
    static let systemMembers: [String: Set<String>] = [
        "ParseUser": ["username", "email", "emailVerified", "password", "authData", "current", "sessionToken", "signup", "login", "logout", "become"],
        "ParseRole": ["name", "users", "roles", "RoleUser"],
        "ParseSession": ["sessionToken", "user", "createdWith", "installationId", "expiresAt", "restricted", "SessionUser"],
        "ParseInstallation": [
            "deviceType", "installationId", "deviceToken", "badge", "timeZone", "channels", "appName",
            "appIdentifier", "appVersion", "parseVersion", "localeIdentifier", "current",
        ],
    ]

    /// Members of the generated enums.
    static let enumMembers: Set<String> = ["rawValue", "hashValue", "hash", "allCases", "init", "encode", "RawValue"]

    /// Types generated code names; a generated type spelled like one would shadow it in the module.
    static let referencedTypes: Set<String> = [
        "String", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64",
        "Double", "Float", "Bool", "Decimal", "Date", "Data", "URL", "UUID", "Array", "Dictionary", "Set", "Optional",
        "Codable", "Decodable", "Encodable", "Hashable", "Equatable", "Sendable", "Identifiable", "CodingKey",
        "Decoder", "Encoder", "Error", "Never", "Any", "AnyObject", "Self", "Type", "Protocol", "Foundation",
        "KeyedDecodingContainer", "SingleValueDecodingContainer", "DecodingError", "EncodingError",
        "ParseSwift", "ParseObject", "ParseUser", "ParseRole", "ParseSession", "ParseInstallation", "ParseACL",
        "ParseFile", "ParseGeoPoint", "ParsePolygon", "ParseBytes", "ParseRelation", "Pointer", "Query",
        "QueryConstraint", "ParseOperation", "ParseError", "ParseEncoder",
        // The support file's own declarations.
        "ParseJSONValue", "ParsePointerValue", "ParseModelGenCodingKey", "ParseModelGenSupport",
        "ParseFieldKey", "ParsePointerKey", "ParseRelationKey",
        // Types every model declares or inherits: a model named like one is shadowed inside every model.
        "CodingKeys", "Key", "Order", "RoleUser", "SessionUser", "ID",
    ]

    /// Names a type nested in a model cannot take.
    static let nestedTypes: Set<String> = ["CodingKeys", "Key", "RoleUser", "SessionUser", "ID"]
}

extension ReservedNames {
    /// Members of the nested Codable structs.
    static let structMembers: Set<String> = ["hashValue", "hash", "encode", "CodingKeys"]
}
