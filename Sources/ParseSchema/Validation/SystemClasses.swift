/// Facts about Parse Server's built-in columns and system classes.
package enum SystemClasses {
    /// The columns every class has.
    static let commonFields: [(String, ParseFieldType)] = [
        ("objectId", .string), ("createdAt", .date), ("updatedAt", .date), ("ACL", .acl),
    ]

    /// The built-in columns of each system class, besides the common ones.
    static let builtInFields: [String: [(String, ParseFieldType)]] = [
        "_User": [
            ("username", .string), ("password", .string), ("email", .string),
            ("emailVerified", .boolean), ("authData", .object),
        ],
        "_Role": [
            ("name", .string), ("users", .relation(targetClass: "_User")), ("roles", .relation(targetClass: "_Role")),
        ],
        "_Session": [
            ("user", .pointer(targetClass: "_User")), ("installationId", .string), ("sessionToken", .string),
            ("expiresAt", .date), ("createdWith", .object), ("restricted", .boolean),
        ],
        "_Installation": [
            ("installationId", .string), ("deviceToken", .string), ("channels", .array), ("deviceType", .string),
            ("pushType", .string), ("GCMSenderId", .string), ("timeZone", .string), ("localeIdentifier", .string),
            ("badge", .number), ("appVersion", .string), ("appName", .string), ("appIdentifier", .string),
            ("parseVersion", .string),
        ],
        "_Product": [
            ("productIdentifier", .string), ("download", .file), ("downloadName", .string), ("icon", .file),
            ("order", .number), ("title", .string), ("subtitle", .string),
        ],
        // The server-internal classes' default columns (Parse Server's SchemaController), which follow the
        // server's own definitions rather than the rules for user fields: `_Hooks` has a `className`.
        "_PushStatus": [
            ("pushTime", .string), ("source", .string), ("query", .string), ("payload", .string), ("title", .string),
            ("expiry", .number), ("expiration_interval", .number), ("status", .string), ("numSent", .number),
            ("numFailed", .number), ("pushHash", .string), ("errorMessage", .object), ("sentPerType", .object),
            ("failedPerType", .object), ("sentPerUTCOffset", .object), ("failedPerUTCOffset", .object),
            ("count", .number),
        ],
        "_JobStatus": [
            ("jobName", .string), ("source", .string), ("status", .string), ("message", .string), ("params", .object),
            ("finishedAt", .date),
        ],
        "_JobSchedule": [
            ("jobName", .string), ("description", .string), ("params", .string), ("startAfter", .string),
            ("daysOfWeek", .array), ("timeOfDay", .string), ("lastRun", .number), ("repeatMinutes", .number),
        ],
        "_Hooks": [("functionName", .string), ("className", .string), ("triggerName", .string), ("url", .string)],
        "_GlobalConfig": [("params", .object), ("masterKeyOnly", .object)],
        "_GraphQLConfig": [("config", .object)],
        "_Audience": [("name", .string), ("query", .string), ("lastUsed", .date), ("timesUsed", .number)],
        "_Idempotency": [("reqId", .string), ("expire", .date)],
    ]

    /// The classes Parse Server keeps for itself and lists in `GET /schemas` once it has used them.
    /// Apps do not model them, so generation skips them unless the config's `include` names them.
    package static let serverInternal: Set<String> = [
        "_PushStatus", "_JobStatus", "_JobSchedule", "_Hooks", "_GlobalConfig", "_GraphQLConfig", "_Audience",
        "_Idempotency",
    ]

    /// Every system class name the server knows.
    static let names: Set<String> = [
        "_User", "_Role", "_Session", "_Installation", "_Product", "_PushStatus", "_JobStatus", "_JobSchedule",
        "_Audience", "_Idempotency", "_Hooks", "_GlobalConfig", "_GraphQLConfig",
    ]

    /// The built-in columns of `className`, common ones first.
    package static func builtIns(of className: String) -> [(String, ParseFieldType)] {
        commonFields + (builtInFields[className] ?? [])
    }

    /// Whether `name` is a built-in column of `className`. Asked for every field, so it looks the columns
    /// up where they are instead of building the joined list.
    package static func isBuiltIn(_ name: String, of className: String) -> Bool {
        builtInType(name, of: className) != nil
    }

    /// The type of the built-in column `name` of `className`, if it is one.
    package static func builtInType(_ name: String, of className: String) -> ParseFieldType? {
        if let common = type(of: name, in: commonFields) {
            return common
        }
        // Only system class names start with `_`: user classes skip the dictionary lookup.
        guard className.utf8.first == UInt8(ascii: "_") else { return nil }
        return builtInFields[className].flatMap { type(of: name, in: $0) }
    }

    /// The type of column `name` in `columns`: `first(where:)` by an index loop, since the debug build the
    /// build plugin runs stepped a generic iterator and called a closure for each column of each field.
    private static func type(of name: String, in columns: [(String, ParseFieldType)]) -> ParseFieldType? {
        var index = 0
        while index < columns.count {
            if columns[index].0 == name { return columns[index].1 }
            index += 1
        }
        return nil
    }
}
