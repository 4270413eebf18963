import ParseSchema

/// What each ParseSwift protocol requires of a model, beyond its schema fields.
package enum SystemModelShapes {
    /// The SDK protocol a class's model conforms to.
    package static func protocolName(for className: String) -> String {
        switch className {
        case "_User": return "ParseUser"
        case "_Role": return "ParseRole"
        case "_Session": return "ParseSession"
        case "_Installation": return "ParseInstallation"
        default: return "ParseObject"
        }
    }

    /// The Swift name of a system class's model before any renaming.
    static func defaultTypeName(for className: String) -> String? {
        TypeNameDerivation.systemTypeName(for: className)
    }

    /// Whether the SDK provides `static var className` for the protocol.
    static func providesClassName(_ protocolName: String) -> Bool {
        protocolName != "ParseObject"
    }

    private static let string = SwiftType.optional(.named("String"))

    /// A value key of a built-in field.
    private static func key(_ swiftType: String, _ parseType: String) -> PropertyQueryKey {
        PropertyQueryKey(kind: .value, valueType: .named(swiftType), parseType: parseType)
    }

    /// The properties every ParseObject declares; undocumented, since their names say it all.
    package static let objectProperties: [PropertyPlan] = [
        PropertyPlan(name: "originalData", type: .optional(.named("Data")), wireKey: "originalData"),
        PropertyPlan(name: "objectId", type: string, wireKey: "objectId", queryKey: key("String", "String")),
        PropertyPlan(
            name: "createdAt", type: .optional(.named("Date")), wireKey: "createdAt", queryKey: key("Date", "Date")),
        PropertyPlan(
            name: "updatedAt", type: .optional(.named("Date")), wireKey: "updatedAt", queryKey: key("Date", "Date")),
        PropertyPlan(name: "ACL", type: .optional(.named("ParseACL")), wireKey: "ACL"),
    ]

    /// The text-search score of a model that opts in to `ParseQueryScorable`; the server sends it in
    /// the results of a `matchesText` query sorted by score, and the SDK never saves it.
    static let scoreProperty = PropertyPlan(
        name: "score", type: .optional(.named("Double")),
        doc: ["The text-search score of this result, set by the server for `sortByTextScore()` queries."],
        wireKey: "score"
    )

    /// The protocol-specific properties, in the order the SDK documents them. `userType` is the
    /// generated (or configured) ParseUser type.
    package static func protocolProperties(_ protocolName: String, userType: String) -> [PropertyPlan] {
        switch protocolName {
        case "ParseUser":
            return [
                PropertyPlan(
                    name: "username", type: string, doc: ["The user's login name."], wireKey: "username",
                    queryKey: key("String", "String")),
                PropertyPlan(
                    name: "email", type: string, doc: ["The user's email address."], wireKey: "email",
                    queryKey: key("String", "String")),
                PropertyPlan(
                    name: "emailVerified", type: .optional(.named("Bool")),
                    doc: ["Whether the user verified the email address; set by the server."], wireKey: "emailVerified",
                    queryKey: key("Bool", "Boolean")),
                PropertyPlan(
                    name: "password", type: string,
                    doc: ["The password, sent on sign-up and never returned by the server."], wireKey: "password"),
                PropertyPlan(
                    name: "authData",
                    type: .optional(
                        .dictionary(
                            key: .named("String"),
                            value: .optional(.dictionary(key: .named("String"), value: .named("String"))))),
                    doc: ["Third-party authentication data by provider."], wireKey: "authData"
                ),
            ]
        case "ParseRole":
            return [
                PropertyPlan(
                    name: "name", type: string,
                    doc: ["The role's unique name; roles are referred to as `role:<name>` in ACLs."], wireKey: "name",
                    queryKey: key("String", "String"))
            ]
        case "ParseSession":
            return [
                PropertyPlan(
                    name: "sessionToken", type: .named("String"), doc: ["The session token."], wireKey: "sessionToken",
                    placeholder: .emptyString, queryKey: key("String", "String")),
                PropertyPlan(
                    name: "user", type: .named(userType), doc: ["The user the session belongs to."], wireKey: "user",
                    placeholder: .newInstance(.named(userType)),
                    queryKey: PropertyQueryKey(kind: .pointer, valueType: .named(userType), parseType: "Pointer<_User>")
                ),
                PropertyPlan(
                    name: "restricted", type: .optional(.named("Bool")),
                    doc: ["Whether the session is restricted (created by a cloud function)."], wireKey: "restricted",
                    queryKey: key("Bool", "Boolean")
                ),
                PropertyPlan(
                    name: "createdWith", type: .dictionary(key: .named("String"), value: .named("String")),
                    doc: ["How the session was created (action and authentication provider)."], wireKey: "createdWith",
                    placeholder: .emptyDictionary
                ),
                PropertyPlan(
                    name: "installationId", type: .named("String"),
                    doc: ["The installation the session was created on."], wireKey: "installationId",
                    placeholder: .emptyString, queryKey: key("String", "String")
                ),
                PropertyPlan(
                    name: "expiresAt", type: .named("Date"), doc: ["When the session expires."], wireKey: "expiresAt",
                    placeholder: .distantPastDate, queryKey: key("Date", "Date")
                ),
            ]
        case "ParseInstallation":
            let strings: [(String, String)] = [
                ("deviceType", "The device's platform, such as `ios` or `android`."),
                ("installationId", "A unique id for this installation of the app."),
                ("deviceToken", "The push notification token of the device."),
                ("timeZone", "The device's time zone identifier."),
                ("appName", "The app's display name."),
                ("appIdentifier", "The app's bundle identifier."),
                ("appVersion", "The app's version."),
                ("parseVersion", "The ParseSwift version that saved the installation."),
                ("localeIdentifier", "The device's locale."),
            ]
            return strings.map {
                PropertyPlan(name: $0.0, type: string, doc: [$0.1], wireKey: $0.0, queryKey: key("String", "String"))
            } + [
                PropertyPlan(
                    name: "badge", type: .optional(.named("Int")), doc: ["The app icon's badge count."],
                    wireKey: "badge", queryKey: key("Int", "Number")),
                PropertyPlan(
                    name: "channels", type: .optional(.array(.named("String"))),
                    doc: ["The push channels the device subscribes to."], wireKey: "channels",
                    queryKey: PropertyQueryKey(kind: .value, valueType: .array(.named("String")), parseType: "Array")
                ),
            ]
        default:
            return []
        }
    }

    /// The wire keys a protocol's properties cover, plus fields the SDK provides itself
    /// (a role's `users` and `roles` relations), which get no property of their own.
    static func coveredWireKeys(_ protocolName: String) -> Set<String> {
        var keys = Set((objectProperties + protocolProperties(protocolName, userType: "User")).map(\.wireKey))
        if protocolName == "ParseRole" {
            keys.formUnion(["users", "roles"])
        }
        return keys
    }

    /// Relation fields the SDK declares on the protocol (a role's `users` and `roles`), which get typed
    /// keys and relation helpers although the model declares no property for them.
    static func sdkRelations(_ protocolName: String, typeName: String, userType: String) -> [QueryPlanner.SDKField] {
        guard protocolName == "ParseRole" else { return [] }
        return [
            QueryPlanner.SDKField(
                name: "users", wireKey: "users",
                key: PropertyQueryKey(kind: .relation, valueType: .named(userType), parseType: "Relation<_User>")),
            QueryPlanner.SDKField(
                name: "roles", wireKey: "roles",
                key: PropertyQueryKey(kind: .relation, valueType: .named(typeName), parseType: "Relation<_Role>")),
        ]
    }

    /// Associated types the protocol requires.
    static func typeAliases(_ protocolName: String, userType: String) -> [TypeAliasPlan] {
        switch protocolName {
        case "ParseRole": return [TypeAliasPlan(name: "RoleUser", target: .named(userType))]
        case "ParseSession": return [TypeAliasPlan(name: "SessionUser", target: .named(userType))]
        default: return []
        }
    }
}
