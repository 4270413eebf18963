import ParseSchema

/// The class-level permissions part of a class's section: who may find, count, get, create, update,
/// delete and add fields, and which fields are hidden from whom.
enum PermissionsText {
    static func lines(_ model: DataModelClass, diagnostics: inout [Diagnostic]) -> [String] {
        guard let permissions = model.classLevelPermissions else {
            return ["Class-level permissions: the inputs do not state them.", ""]
        }
        let summary = PermissionSummary(permissions, className: model.parseName)
        diagnostics += summary.diagnostics
        var lines = [
            "Class-level permissions:", "",
            "| " + PermissionSummary.operations.joined(separator: " | ") + " |",
            "|" + String(repeating: " --- |", count: PermissionSummary.operations.count),
            "| " + summary.access.map(text).joined(separator: " | ") + " |",
            "",
        ]
        var notes: [String] = []
        if !summary.readUserFields.isEmpty {
            notes.append("Users in " + fieldList(summary.readUserFields) + " may also read (`readUserFields`).")
        }
        if !summary.writeUserFields.isEmpty {
            notes.append("Users in " + fieldList(summary.writeUserFields) + " may also write (`writeUserFields`).")
        }
        if !summary.protectedFields.isEmpty {
            let hidden = summary.protectedFields.map { fieldList($0.fields) + " from " + protectedEntity($0.entity) }
            notes.append("Hidden fields (`protectedFields`): " + hidden.joined(separator: "; ") + ".")
        }
        if !notes.isEmpty {
            lines += [notes.joined(separator: " "), ""]
        }
        return lines
    }

    private static func text(_ access: PermissionSummary.Access) -> String {
        switch access {
        case .notSet: return "everyone (not set)"
        case .masterKeyOnly: return "master key only"
        case .unreadable: return "unreadable"
        case .granted(let grantees): return grantees.map(text).joined(separator: ", ")
        }
    }

    private static func text(_ grantee: PermissionSummary.Grantee) -> String {
        switch grantee {
        case .everyone: return "everyone"
        case .signedInUsers: return "signed-in users"
        case .role(let name): return "role " + MarkdownText.code(name)
        case .pointerField(let field): return "users in " + MarkdownText.code(field)
        case .user(let id): return "user " + MarkdownText.code(id)
        }
    }

    /// An entity of `protectedFields`, which also knows `authenticated` and `userField:<field>`.
    private static func protectedEntity(_ key: String) -> String {
        if key == "authenticated" { return "signed-in users" }
        if key.hasPrefix("userField:") {
            return "users in " + MarkdownText.code(String(key.dropFirst("userField:".count)), inTable: false)
        }
        switch PermissionSummary.grantee(key) {
        case .everyone: return "everyone"
        case .signedInUsers: return "signed-in users"
        case .role(let name): return "role " + MarkdownText.code(name, inTable: false)
        case .pointerField(let field), .user(let field): return "user " + MarkdownText.code(field, inTable: false)
        }
    }

    private static func fieldList(_ fields: [String]) -> String {
        fields.map { MarkdownText.code($0, inTable: false) }.joined(separator: ", ")
    }
}
