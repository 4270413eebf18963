import ParseSchema

/// Names generated code cannot give to its own declarations, and why.
enum ReservedNames {
    /// Property names a field of a model cannot take, each with what would break, as compiled against the
    /// stand-in in every mode: the SDK's own `description`, `className`, `mergeable`, `hash` or `query`
    /// beside a field of that name compile and stay reachable, so those names are the user's.
    static let objectMemberBreakage: [String: String] = [
        "originalData":
            "ParseObject requires its own 'originalData' property (the SDK's record of the last server data), so the model would declare it twice; the renamed property keeps the key 'originalData' and the SDK's own is left out of the coding keys",
        "missingRequiredKeys":
            "the generated model declares its own 'missingRequiredKeys', the required keys a save would lack",
        "hashValue": "Hashable's 'hashValue' is the model's own, so the model would declare it twice",
        "id":
            "the field would become Identifiable's 'id' in place of the objectId (SwiftUI lists would identify objects by it), which does not compile in a main-actor module",
        "objectId": "it is ParseObject's built-in objectId", "createdAt": "it is ParseObject's built-in createdAt",
        "updatedAt": "it is ParseObject's built-in updatedAt", "ACL": "it is ParseObject's built-in ACL",
    ]

    /// Members ParseSwift declares on every ParseObject that a field property cannot take.
    static let objectMembers: Set<String> = Set(objectMemberBreakage.keys)

    /// Members of the SDK's user, role, session and installation protocols that a field property cannot
    /// take: the protocols' property requirements, which the generated model declares itself, and their
    /// associated types. (Their static members and methods, `current` or `login`, do not clash with a property.)
    static let systemMembers: [String: Set<String>] = [
        "ParseUser": ["username", "email", "emailVerified", "password", "authData", "sessionToken"],
        "ParseRole": ["name", "users", "roles", "RoleUser"],
        "ParseSession": [
            "sessionToken", "user", "createdWith", "installationId", "expiresAt", "restricted", "SessionUser",
        ],
        "ParseInstallation": [
            "deviceType", "installationId", "deviceToken", "badge", "timeZone", "channels", "appName",
            "appIdentifier", "appVersion", "parseVersion", "localeIdentifier",
        ],
    ]

    /// Why a field property cannot be named `name` in a model of `protocolName`.
    static func memberBreakage(_ name: String) -> String {
        if let reason = objectMemberBreakage[name] { return reason }
        if name == "score" { return "\"textSearch\" gives the model ParseQueryScorable's 'score' property" }
        if SwiftKeywords.unusableAsMember.contains(name) { return "it is a Swift keyword that cannot name a property" }
        if structMembers.contains(name) || enumMembers.contains(name) {
            return "Swift's synthesized Codable and Hashable members use it"
        }
        return "the SDK's protocol requires a property of that name with its own type, which the model declares"
    }

    /// Members every generated model declares beside its fields.
    static let generatedModelMembers: Set<String> = [
        "init", "merge", "mergeParse", "Key", "CodingKeys", "missingRequiredKeys",
    ]

    /// Members of the generated enums.
    static let enumMembers: Set<String> = [
        "rawValue", "hashValue", "hash", "allCases", "knownCases", "init", "encode", "RawValue", "AllCases",
    ]

    /// Type names a generated type must not take, because it would shadow them in the module.
    static let referencedTypes: Set<String> = ReservedTypeNames.all

    /// Names a type nested in a model cannot take.
    static let nestedTypes: Set<String> = ["CodingKeys", "Key", "RoleUser", "SessionUser", "ID"]
}

extension ReservedNames {
    /// Why a model named `name` (one of ``referencedTypes`` or a keyword) would not compile, for the
    /// warning that renames it and the error that refuses a configured name.
    static func typeNameBreakage(_ name: String) -> String {
        if SwiftKeywords.reserved.contains(name) { return "it is a Swift keyword" }
        switch name {
        case "CodingKeys", "Key":
            return "every generated model declares a '\(name)' type, which would hide the model inside every model"
        case "ID":
            return
                "inside every model 'ID' is Identifiable's associated type (String), so a pointer to this model from another model would be typed String"
        case "RoleUser", "SessionUser":
            return "the role and session models declare '\(name)', which would hide the model inside them"
        case _ where ReservedTypeNames.fileNameOwners.contains(name):
            return "its file would be '\(GeneratedFileNames.file(forType: name))', the name of another generated file"
        case "Foundation", "ParseSwift":
            return "the generated code names the module '\(name)', which the model would hide"
        default:
            if FieldTypeMapper.numberTypes.contains(name), !["Int", "Int32", "Int64", "Double", "Float"].contains(name)
            {
                return "a \"swiftType\" may name the standard type '\(name)', which the model would hide in the module"
            }
            let kind =
                name.hasPrefix("Parse") || ["Pointer", "Query", "QueryConstraint", "API"].contains(name)
                ? "ParseSwift or support" : "standard"
            return "the generated code names the \(kind) type '\(name)', which the model would hide in the module"
        }
    }

    /// How app code reaches a standard type a model hides, as an example: `_Concurrency.Task { }`.
    static func shadowExample(_ name: String, module: String) -> String {
        switch name {
        case "Task": return " (e.g. '_Concurrency.Task { ... }')"
        case "Result": return " (e.g. 'Swift.Result<Value, Error>')"
        default: return ""
        }
    }
}

extension ReservedNames {
    /// Members of the nested Codable structs.
    static let structMembers: Set<String> = ["hashValue", "CodingKeys"]
}
