import ParseSchema

/// Who may do what to a class, read from its `classLevelPermissions` the way Parse Server applies them.
///
/// An operation maps entities to `true`: `*` (everyone), `requiresAuthentication` (any signed-in user),
/// `role:<name>`, a user's object id, or `pointerFields: [<field>...]` (the users those fields point at).
/// `{}` leaves the operation to the master key; an operation the object does not list is not restricted.
/// `readUserFields` and `writeUserFields` name pointer fields whose users may read or write, and
/// `protectedFields` hides fields from entities. Keys the summary does not know (newer servers add some)
/// are ignored; a value of the wrong shape is reported as a warning and shown as unreadable.
struct PermissionSummary {
    /// One entity an operation is granted to.
    enum Grantee: Hashable, Comparable {
        case everyone
        case signedInUsers
        case role(String)
        case pointerField(String)
        case user(String)
    }

    /// What the permissions say about one operation.
    enum Access: Hashable {
        /// The object does not list the operation: Parse Server does not restrict it.
        case notSet
        /// An empty object: only requests with the master key.
        case masterKeyOnly
        /// Granted to these entities (and the master key).
        case granted([Grantee])
        /// The value has the wrong shape.
        case unreadable
    }

    /// The operations the summary shows, in the order of Parse's dashboard.
    static let operations = ["find", "count", "get", "create", "update", "delete", "addField"]

    /// Each operation's access, in ``operations`` order.
    var access: [Access] = []
    /// Pointer fields whose users may read objects (`readUserFields`).
    var readUserFields: [String] = []
    /// Pointer fields whose users may write objects (`writeUserFields`).
    var writeUserFields: [String] = []
    /// Fields hidden from an entity (`protectedFields`), entities sorted; entries that hide nothing are left out.
    var protectedFields: [(entity: String, fields: [String])] = []
    /// Problems with the object's shape.
    var diagnostics: [Diagnostic] = []

    /// Reads the permissions of the class `className`.
    init(_ permissions: Located<JSONNode>, className: String) {
        let file = permissions.location.file
        func warn(_ message: String, at node: JSONNode, leftOut: Bool = false) {
            diagnostics.append(
                Diagnostic(
                    .warning, message + (leftOut ? "; the docs leave it out" : "; the docs show it as unreadable"),
                    at: SourceLocation(file: file, position: node.position)
                ))
        }
        guard case .object(let members) = permissions.value.value else {
            warn("the classLevelPermissions of class '\(className)' are not an object", at: permissions.value)
            access = Self.operations.map { _ in .unreadable }
            return
        }
        for operation in Self.operations {
            guard let member = members.first(where: { $0.key == operation }) else {
                access.append(.notSet)
                continue
            }
            guard case .object(let entries) = member.value.value else {
                warn("class-level permission '\(operation)' of class '\(className)' is not an object", at: member.value)
                access.append(.unreadable)
                continue
            }
            if entries.isEmpty {
                access.append(.masterKeyOnly)
                continue
            }
            var grantees = Set<Grantee>()
            var readable = true
            for entry in entries {
                if entry.key == "pointerFields" {
                    guard let fields = Self.strings(entry.value) else {
                        warn(
                            "'pointerFields' of '\(operation)' in class '\(className)' is not an array of field names",
                            at: entry.value)
                        readable = false
                        continue
                    }
                    grantees.formUnion(fields.map(Grantee.pointerField))
                    continue
                }
                guard case .bool(let granted) = entry.value.value else {
                    warn(
                        "class-level permission '\(operation)' of class '\(className)' has a value that is not true or false",
                        at: entry.value)
                    readable = false
                    continue
                }
                guard granted else { continue }
                grantees.insert(Self.grantee(entry.key))
            }
            if !readable {
                access.append(.unreadable)
            } else if grantees.contains(.everyone) {
                access.append(.granted([.everyone]))
            } else if grantees.isEmpty {
                access.append(.masterKeyOnly)
            } else {
                access.append(.granted(grantees.sorted()))
            }
        }
        for (key, keyPath) in [
            ("readUserFields", \PermissionSummary.readUserFields),
            ("writeUserFields", \PermissionSummary.writeUserFields),
        ] {
            guard let member = members.first(where: { $0.key == key }) else { continue }
            if let fields = Self.strings(member.value) {
                self[keyPath: keyPath] = fields
            } else {
                warn("'\(key)' of class '\(className)' is not an array of field names", at: member.value, leftOut: true)
            }
        }
        if let member = members.first(where: { $0.key == "protectedFields" }) {
            if case .object(let entries) = member.value.value {
                var hidden: [String: [String]] = [:]
                for entry in entries {
                    guard let fields = Self.strings(entry.value) else {
                        warn(
                            "'protectedFields' of class '\(className)' has an entry that is not an array of field names",
                            at: entry.value, leftOut: true)
                        continue
                    }
                    if !fields.isEmpty, hidden[entry.key] == nil {
                        hidden[entry.key] = fields
                    }
                }
                protectedFields = hidden.sorted { $0.key.utf8Precedes($1.key) }.map {
                    (entity: $0.key, fields: $0.value)
                }
            } else {
                warn("'protectedFields' of class '\(className)' is not an object", at: member.value, leftOut: true)
            }
        }
    }

    /// The grantee an entity key names.
    static func grantee(_ key: String) -> Grantee {
        if key == "*" { return .everyone }
        if key == "requiresAuthentication" { return .signedInUsers }
        if key.hasPrefix("role:") { return .role(String(key.dropFirst("role:".count))) }
        return .user(key)
    }

    /// The strings of an array node, nil when it is not an array of strings.
    private static func strings(_ node: JSONNode) -> [String]? {
        guard case .array(let elements) = node.value else { return nil }
        var result: [String] = []
        for element in elements {
            guard case .string(let text) = element.value else { return nil }
            result.append(text)
        }
        return result
    }
}
