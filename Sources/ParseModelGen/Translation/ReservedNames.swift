/// Names generated code cannot give to its own declarations, and why.
enum ReservedNames {
    /// Members ParseSwift declares on every ParseObject, and Swift's own protocol members:
    /// a field property with one of these names would shadow or clash with the SDK's.
    static let objectMembers: Set<String> = [
        // ParseObject requirements and SDK-provided members
        "originalData", "objectId", "createdAt", "updatedAt", "ACL", "className", "id", "mergeable",
        "operation", "relation", "endpoint", "isSaved", "hasSameObjectId", "toPointer", "merge", "query",
        "fetch", "save", "create", "replace", "update", "delete", "shouldRestoreKey", "mergeParse", "isRestoringOriginalObject",
        "queryRelations", "objectClass",
        // Declared by the generated models themselves
        "missingRequiredKeys",
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

    /// Members every generated model declares beside its fields.
    static let generatedModelMembers: Set<String> = ["init", "merge", "mergeParse", "Key", "CodingKeys", "missingRequiredKeys"]

    /// Members of the generated enums.
    static let enumMembers: Set<String> = ["rawValue", "hashValue", "hash", "allCases", "knownCases", "init", "encode", "RawValue", "AllCases"]

    /// Type names a generated type must not take, because it would shadow them in the module.
    static let referencedTypes: Set<String> = ReservedTypeNames.all

    /// Names a type nested in a model cannot take.
    static let nestedTypes: Set<String> = ["CodingKeys", "Key", "RoleUser", "SessionUser", "ID"]
}

extension ReservedNames {
    /// Members of the nested Codable structs.
    static let structMembers: Set<String> = ["hashValue", "hash", "encode", "CodingKeys"]
}
