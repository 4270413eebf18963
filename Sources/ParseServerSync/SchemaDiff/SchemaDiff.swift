import ParseSchema

/// What changed between two schemas: classes added and removed, and per class the fields added,
/// removed or retyped, pointer and relation targets, `required` and `defaultValue`, and which
/// class-level permissions and indexes changed.
///
/// Built-in columns (`objectId`, `createdAt`, `updatedAt`, `ACL` and the system classes' own, such as
/// `_User.username` or `_Hooks.className`) are left out: every class has them whether or not a file
/// lists them, so their presence says nothing about the schema. A missing `required` counts as false.
/// Likewise the `_id_` index, which Parse Server lists for every class once it has any index (MongoDB's
/// index on `_id`, which nothing can add or drop): a file written by hand lacks it, a pulled one has it.
/// In a set of class-level permissions, an operation Parse Server always lists (`find`, `count`, `get`,
/// `create`, `update`, `delete`, `addField`, `protectedFields`) written as `{}` counts as left out: the
/// server lists every operation a stored set lacks as `{}`, and both mean that only the master key may.
package struct SchemaDiff: Hashable, Sendable {
    /// Classes only the new schema has, by name.
    package var addedClasses: [ClassSummary]
    /// Classes only the old schema has, by name.
    package var removedClasses: [ClassSummary]
    /// Classes both have that differ, by name.
    package var changedClasses: [ClassChange]

    /// Whether the schemas agree.
    package var isEmpty: Bool { addedClasses.isEmpty && removedClasses.isEmpty && changedClasses.isEmpty }

    /// A class as a whole, for an added or removed class.
    package struct ClassSummary: Hashable, Sendable {
        /// The class name.
        package var name: String
        /// Its fields except the built-in ones, by name.
        package var fields: [FieldSummary]
        /// Whether it is one of Parse Server's internal classes, which generation skips.
        package var isServerInternal: Bool { SystemClasses.serverInternal.contains(name) }
    }

    /// A field as a whole, for an added or removed field.
    package struct FieldSummary: Hashable, Sendable {
        /// The field name.
        package var name: String
        /// Its type.
        package var type: ParseFieldType
        /// Whether it is required.
        package var required: Bool
        /// Its default value as compact JSON, if it has one.
        package var defaultValue: String?
    }

    /// One change to a field of a class both schemas have.
    package enum FieldChange: Hashable, Sendable {
        /// The field is new.
        case added(FieldSummary)
        /// The field is gone.
        case removed(FieldSummary)
        /// The type changed (`Number` to `String`, `Pointer<A>` to `Relation<A>`).
        case retyped(field: String, from: ParseFieldType, to: ParseFieldType)
        /// A pointer or relation now targets another class.
        case targetChanged(field: String, from: ParseFieldType, to: ParseFieldType)
        /// `required` changed.
        case requiredChanged(field: String, from: Bool, to: Bool)
        /// `defaultValue` changed, appeared (`from` nil) or went away (`to` nil); values as compact JSON.
        case defaultChanged(field: String, from: String?, to: String?)

        /// The field concerned.
        package var field: String {
            switch self {
            case .added(let summary), .removed(let summary): return summary.name
            case .retyped(let field, _, _), .targetChanged(let field, _, _), .requiredChanged(let field, _, _),
                .defaultChanged(let field, _, _):
                return field
            }
        }
    }

    /// Which keys of an object (class-level permissions, indexes) were added, removed or changed; sorted.
    package struct KeyChanges: Hashable, Sendable {
        /// Keys only the new schema has.
        package var added: [String] = []
        /// Keys only the old schema has.
        package var removed: [String] = []
        /// Keys both have, with different values.
        package var changed: [String] = []

        /// Whether nothing changed.
        package var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }

        /// Creates a set of key changes.
        package init(added: [String] = [], removed: [String] = [], changed: [String] = []) {
            self.added = added
            self.removed = removed
            self.changed = changed
        }
    }

    /// The changes to one class that both schemas have.
    package struct ClassChange: Hashable, Sendable {
        /// The class name.
        package var name: String
        /// Field changes, by field name; a field's changes in the order type, target, required, default.
        package var fields: [FieldChange]
        /// Changes to `classLevelPermissions`, by permission name (`find`, `protectedFields`...).
        package var permissions: KeyChanges
        /// Changes to `indexes`, by index name.
        package var indexes: KeyChanges
    }

    /// Compares `old` with `new` (each a merged list of classes with unique names).
    package static func between(_ old: [ParseClass], _ new: [ParseClass]) -> SchemaDiff {
        let oldByName = Dictionary(old.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newByName = Dictionary(new.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var diff = SchemaDiff(addedClasses: [], removedClasses: [], changedClasses: [])
        for name in sortedNames(newByName.keys) where oldByName[name] == nil {
            if let parseClass = newByName[name] { diff.addedClasses.append(summary(of: parseClass)) }
        }
        for name in sortedNames(oldByName.keys) {
            guard let before = oldByName[name] else { continue }
            guard let after = newByName[name] else {
                diff.removedClasses.append(summary(of: before))
                continue
            }
            let change = ClassChange(
                name: name,
                fields: fieldChanges(before, after),
                permissions: keyChanges(
                    before.classLevelPermissions?.value, after.classLevelPermissions?.value, implied: listedPermissions),
                indexes: keyChanges(before.indexes, after.indexes, ignoring: builtInIndex)
            )
            if !change.fields.isEmpty || !change.permissions.isEmpty || !change.indexes.isEmpty {
                diff.changedClasses.append(change)
            }
        }
        return diff
    }

    private static func summary(of parseClass: ParseClass) -> ClassSummary {
        ClassSummary(name: parseClass.name, fields: customFields(of: parseClass).map(summary(of:)))
    }

    private static func summary(of field: ParseField) -> FieldSummary {
        FieldSummary(
            name: field.name, type: field.type, required: field.required ?? false, defaultValue: defaultText(field))
    }

    /// The fields that are not built-in columns, sorted by name; the first of a repeated name wins.
    private static func customFields(of parseClass: ParseClass) -> [ParseField] {
        var seen = Set<String>()
        return parseClass.fields
            .filter { !SystemClasses.isBuiltIn($0.name, of: parseClass.name) && seen.insert($0.name).inserted }
            .sorted { $0.name.utf8Precedes($1.name) }
    }

    private static func fieldChanges(_ before: ParseClass, _ after: ParseClass) -> [FieldChange] {
        let oldFields = Dictionary(
            customFields(of: before).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        let newFields = Dictionary(
            customFields(of: after).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var changes: [FieldChange] = []
        for name in sortedNames(Set(oldFields.keys).union(newFields.keys)) {
            switch (oldFields[name], newFields[name]) {
            case (nil, let added?):
                changes.append(.added(summary(of: added)))
            case (let removed?, nil):
                changes.append(.removed(summary(of: removed)))
            case (let old?, let new?):
                if old.type != new.type {
                    let sameKind: Bool
                    switch (old.type, new.type) {
                    case (.pointer, .pointer), (.relation, .relation): sameKind = true
                    default: sameKind = false
                    }
                    changes.append(
                        sameKind
                            ? .targetChanged(field: name, from: old.type, to: new.type)
                            : .retyped(field: name, from: old.type, to: new.type))
                }
                let oldRequired = old.required ?? false
                let newRequired = new.required ?? false
                if oldRequired != newRequired {
                    changes.append(.requiredChanged(field: name, from: oldRequired, to: newRequired))
                }
                let oldDefault = defaultText(old)
                let newDefault = defaultText(new)
                if oldDefault != newDefault {
                    changes.append(.defaultChanged(field: name, from: oldDefault, to: newDefault))
                }
            case (nil, nil):
                break
            }
        }
        return changes
    }

    private static func defaultText(_ field: ParseField) -> String? {
        field.defaultValue.map { CanonicalJSON.compact($0.value) }
    }

    /// The index every MongoDB collection has, which Parse Server lists as `"_id_": {"_id": 1}`.
    static let builtInIndex = "_id_"

    /// The class-level permission operations Parse Server lists for every class with permissions, as `{}`
    /// when the stored set lacks them (`emptyCLPS` in its storage adapters).
    static let listedPermissions = [
        "addField", "count", "create", "delete", "find", "get", "protectedFields", "update",
    ]

    /// Compares two objects member by member (a missing or null object counts as empty), leaving out the
    /// member `ignored` and each of `implied` whose value is `{}`; a value that is not an object is
    /// compared whole, under the name `(value)`.
    private static func keyChanges(
        _ old: JSONNode?, _ new: JSONNode?, ignoring ignored: String? = nil, implied: [String] = []
    ) -> KeyChanges {
        var oldMembers = keyedValues(old, implied: implied)
        var newMembers = keyedValues(new, implied: implied)
        if let ignored {
            oldMembers[ignored] = nil
            newMembers[ignored] = nil
        }
        var changes = KeyChanges()
        for key in sortedNames(Set(oldMembers.keys).union(newMembers.keys)) {
            switch (oldMembers[key], newMembers[key]) {
            case (nil, _?): changes.added.append(key)
            case (_?, nil): changes.removed.append(key)
            case (let before?, let after?) where before != after: changes.changed.append(key)
            default: break
            }
        }
        return changes
    }

    private static func keyedValues(_ node: JSONNode?, implied: [String]) -> [String: String] {
        guard let node, node.value != .null else { return [:] }
        guard case .object(let members) = node.value else { return ["(value)": CanonicalJSON.compact(node.value)] }
        var values: [String: String] = [:]
        for member in CanonicalJSON.sortedMembers(members) {
            values[member.key] = CanonicalJSON.compact(member.value.value)
        }
        for key in implied where values[key] == "{}" {
            values[key] = nil
        }
        return values
    }

    private static func sortedNames<Names: Sequence>(_ names: Names) -> [String] where Names.Element == String {
        names.sorted { $0.utf8Precedes($1) }
    }
}
