import ParseSchema

/// Computes a ``PushPlan``: what makes the server's schema match the files, within push's rules.
///
/// - Classes whose name starts with `_` are Parse Server's own; of those, only `_User`, `_Role`,
///   `_Session` and `_Installation` are managed, and only their custom fields, permissions and indexes
///   (their built-in columns are never compared). A system class the files do not list is left alone,
///   and every other `_` class (`_PushStatus`, `_Hooks`, `_Join:...`) is never touched.
/// - A file that leaves out `classLevelPermissions` or `indexes` for a class leaves the server's as they
///   are: a schema written by hand must not lock a class by omission.
/// - Removing a field, an index or a class destroys something and needs `allowDeletions`; so does a type
///   or target change, which Parse Server only does as a deletion and an addition. A class that holds
///   objects is never dropped (Parse Server refuses with code 255), and the plan says so before trying.
package enum PushPlanner {
    /// The system classes whose custom fields, permissions and indexes push manages.
    package static let managedSystemClasses: Set<String> = ["_User", "_Role", "_Session", "_Installation"]

    /// What is counted on the server before a destroying change: a class's objects, or those with a value in `field`.
    package struct CountQuery: Hashable, Sendable {
        /// The class.
        package var className: String
        /// The field, or nil for every object.
        package var field: String?
    }

    /// Whether push may change the class `name` at all.
    package static func manages(_ name: String) -> Bool {
        !name.hasPrefix("_") || managedSystemClasses.contains(name)
    }

    /// Plans the changes from `server` to `files`. `count` answers the object counts the plan reports
    /// for destroying changes; a count that fails holds back only the change it was for, marked
    /// ``PushMark/objectsUnknown(_:)`` with the reason, so one unanswered count never hides the rest of the plan.
    package static func plan(
        server: ServerSchemaSnapshot, files: [ParseClass], allowDeletions: Bool,
        count: (CountQuery) -> Result<Int, SchemaPushError>
    ) -> Result<PushPlan, SchemaPushError> {
        let ignored = files.map(\.name).filter { !manages($0) }.sorted { $0.utf8Precedes($1) }
        let managedFiles = files.filter { manages($0.name) }
        let fileNames = Set(managedFiles.map(\.name))
        // A system class the files leave out is not the files' to remove.
        let serverClasses = server.classes.filter {
            manages($0.name) && (!$0.name.hasPrefix("_") || fileNames.contains($0.name))
        }
        let serverByName = Dictionary(serverClasses.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let desired = managedFiles.map { file -> ParseClass in
            var target = file
            if target.classLevelPermissions == nil {
                target.classLevelPermissions = serverByName[file.name]?.classLevelPermissions
            }
            if target.indexes == nil {
                target.indexes = serverByName[file.name]?.indexes
            }
            return target
        }
        let desiredByName = Dictionary(desired.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let filesByName = Dictionary(managedFiles.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let diff = SchemaDiff.between(serverClasses, desired)

        var classes: [ClassPushPlan] = []
        for added in diff.addedClasses {
            guard let file = filesByName[added.name] else { continue }
            classes.append(creation(of: file, summary: added))
        }
        for change in diff.changedClasses {
            guard let target = desiredByName[change.name], let file = filesByName[change.name] else { continue }
            classes.append(
                changes(
                    change, target: target, file: file, serverState: server.states[change.name],
                    allowDeletions: allowDeletions, count: count))
        }
        for removed in diff.removedClasses {
            classes.append(
                removal(
                    of: removed, serverState: server.states[removed.name], allowDeletions: allowDeletions, count: count)
            )
        }
        return .success(PushPlan(classes: classes, ignoredClasses: ignored, diff: diff, classCount: desired.count))
    }

    // MARK: Classes

    private static func creation(of file: ParseClass, summary: SchemaDiff.ClassSummary) -> ClassPushPlan {
        let name = SchemaDiff.name(file.name)
        var lines = [PushPlanLine(nested: false, text: "+ class \(name)", mark: .adding, change: "class-added")]
        lines += summary.fields.map {
            PushPlanLine(
                nested: true, text: "+ " + SchemaDiff.describe($0), mark: nil, field: $0.name, change: "field-added",
                to: $0.type.displayName)
        }
        var body = SchemaWriteBody()
        body.add("className", json: SchemaWriteBody.string(file.name))
        let fields = customFields(of: file)
        body.addObject("fields", fields.map { ($0.name, SchemaWriteBody.field($0)) })
        var parts = ["create class \(name) with \(fields.count) \(fields.count == 1 ? "field" : "fields")"]
        if let permissions = file.classLevelPermissions {
            body.add("classLevelPermissions", json: CanonicalJSON.compact(permissions.value.value))
            lines.append(
                PushPlanLine(nested: true, text: "+ class-level permissions: " + keyList(permissions.value), mark: nil))
            parts.append("class-level permissions")
        }
        let indexes = indexMembers(file.indexes)
        if !indexes.isEmpty {
            body.addObject("indexes", indexes)
            lines.append(
                PushPlanLine(
                    nested: true, text: "+ indexes: " + indexes.map { SchemaDiff.name($0.0) }.joined(separator: ", "),
                    mark: nil))
            parts.append("\(indexes.count) \(indexes.count == 1 ? "index" : "indexes")")
        }
        let operation = PushOperation(
            method: .post, className: file.name, body: body.text, summary: parts.joined(separator: ", "))
        return ClassPushPlan(
            name: file.name, lines: lines, operations: [operation], serverState: nil, heldBack: 0, refused: 0,
            objectsUnknown: 0)
    }

    private static func removal(
        of removed: SchemaDiff.ClassSummary, serverState: String?, allowDeletions: Bool,
        count: (CountQuery) -> Result<Int, SchemaPushError>
    ) -> ClassPushPlan {
        let name = SchemaDiff.name(removed.name)
        let objects: Int
        switch count(CountQuery(className: removed.name, field: nil)) {
        case .success(let counted): objects = counted
        case .failure(let error):
            let line = PushPlanLine(
                nested: false, text: "- class \(name)", mark: .objectsUnknown(error.message), change: "class-removed")
            return ClassPushPlan(
                name: removed.name, lines: [line], operations: [], serverState: serverState, heldBack: 0, refused: 0,
                objectsUnknown: 1)
        }
        if objects > 0 {
            let reason =
                "it holds \(objects) \(objects == 1 ? "object" : "objects"), and Parse Server never drops a class that holds objects"
            let line = PushPlanLine(
                nested: false, text: "- class \(name)", mark: .refused(reason), change: "class-removed",
                objects: objects)
            return ClassPushPlan(
                name: removed.name, lines: [line], operations: [], serverState: serverState, heldBack: 0, refused: 1,
                objectsUnknown: 0)
        }
        let loss = "the class is empty; its fields, permissions and indexes go"
        let line = PushPlanLine(
            nested: false, text: "- class \(name)", mark: .destroying(loss: loss, allowed: allowDeletions),
            change: "class-removed", objects: 0)
        let operations =
            allowDeletions
            ? [PushOperation(method: .delete, className: removed.name, body: nil, summary: "drop class \(name)")] : []
        return ClassPushPlan(
            name: removed.name, lines: [line], operations: operations, serverState: serverState,
            heldBack: allowDeletions ? 0 : 1, refused: 0, objectsUnknown: 0)
    }

    // MARK: Pieces

    /// The fields that are not built-in columns, in the file's order, the first of a repeated name kept.
    static func customFields(of parseClass: ParseClass) -> [ParseField] {
        var seen = Set<String>()
        return parseClass.fields.filter {
            !SystemClasses.isBuiltIn($0.name, of: parseClass.name) && seen.insert($0.name).inserted
        }
    }

    /// The indexes of an `indexes` object as (name, JSON text), sorted by name, without `_id_`.
    static func indexMembers(_ node: JSONNode?) -> [(String, String)] {
        guard let node, case .object(let members) = node.value else { return [] }
        return CanonicalJSON.sortedMembers(members)
            .filter { $0.key != SchemaDiff.builtInIndex }
            .map { ($0.key, CanonicalJSON.compact($0.value.value)) }
    }

    private static func keyList(_ node: JSONNode) -> String {
        guard case .object(let members) = node.value else { return SchemaDiff.value(CanonicalJSON.compact(node.value)) }
        let keys = CanonicalJSON.sortedMembers(members).map(\.key)
        return keys.isEmpty ? "none" : names(keys)
    }

    static func names(_ list: [String]) -> String {
        list.map { SchemaDiff.name($0) }.joined(separator: ", ")
    }
}
