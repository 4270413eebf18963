import ParseSchema

/// The machine-readable form of a schema comparison (`diff --format json`, `pull --check --format json`):
/// one JSON document, described by `Documentation/changes.schema.json`, for CI systems and review bots.
///
/// ```
/// {"format": "parse-model-gen/changes", "version": 1, "command": "diff", "from": "old.json", "to": "new.json",
///  "differs": true,
///  "changes": [{"file": "new.json", "line": 3, "column": 5, "severity": "error", "class": "Book",
///               "field": "year", "change": "type-changed", "from": "Number", "to": "String",
///               "message": "year: type Number -> String"}],
///  "summary": {"classes": 2, "added": 0, "removed": 0, "changed": 1}}
/// ```
/// Each change stands where the file holds it: the side that is a file and has the class or field (the
/// new side first), else the class on the other side, else the file with no line (a class only a server
/// has). Names and values are the schemas' own, JSON-escaped; nothing is shortened.
package struct ChangeListJSON {
    /// One side of the comparison: its classes, and the file's path when it is a file (nil for a server).
    package struct Side {
        package var classes: [ParseClass]
        package var file: String?

        /// Creates a side.
        package init(classes: [ParseClass], file: String?) {
            self.classes = classes
            self.file = file
        }
    }

    /// The `format` value, which names the shape.
    package static let format = "parse-model-gen/changes"
    /// The shape's version; a change that could break a reader raises it.
    package static let version = 1

    /// `diff`, `pull --check` or `push`.
    package var command: String
    /// The labels of both sides, as the text report names them.
    package var from: String
    package var to: String
    /// `error` when the differences fail the run (`--check`, `--exit-code`), else `note`.
    package var severity: String

    /// Creates the renderer.
    package init(command: String, from: String, to: String, severity: String) {
        self.command = command
        self.from = from
        self.to = to
        self.severity = severity
    }

    /// The document for `diff` between `old` and `new`, ending in a newline.
    package func render(_ diff: SchemaDiff, old: Side, new: Side) -> String {
        let locator = Locator(old: old, new: new)
        var changes: [String] = []
        func add(_ className: String, _ field: String?, _ kind: String, _ message: String, from: String?, to: String?) {
            var members: [(String, String)] = []
            let place = locator.place(className, field)
            members.append(("file", Self.quoted(place.file)))
            members.append(("line", place.line.map(String.init) ?? "null"))
            members.append(("column", place.column.map(String.init) ?? "null"))
            members.append(("severity", Self.quoted(severity)))
            members.append(("class", Self.quoted(className)))
            members.append(("field", Self.quoted(field)))
            members.append(("change", Self.quoted(kind)))
            members.append(("from", Self.quoted(from)))
            members.append(("to", Self.quoted(to)))
            members.append(("message", Self.quoted(message)))
            changes.append(Self.object(members, indent: 2))
        }
        for added in diff.addedClasses {
            add(added.name, nil, "class-added", "class \(added.name) added", from: nil, to: nil)
            for field in added.fields {
                add(added.name, field.name, "field-added", Self.describe(field), from: nil, to: field.type.displayName)
            }
        }
        for removed in diff.removedClasses {
            add(removed.name, nil, "class-removed", "class \(removed.name) removed", from: nil, to: nil)
        }
        for changed in diff.changedClasses {
            for change in changed.fields {
                let field = change.field
                switch change {
                case .added(let summary):
                    add(
                        changed.name, field, "field-added", Self.describe(summary), from: nil,
                        to: summary.type.displayName)
                case .removed(let summary):
                    add(
                        changed.name, field, "field-removed", "\(field): \(summary.type.displayName) removed",
                        from: summary.type.displayName, to: nil)
                case .retyped(_, let before, let after):
                    add(
                        changed.name, field, "type-changed",
                        "\(field): type \(before.displayName) -> \(after.displayName)", from: before.displayName,
                        to: after.displayName)
                case .targetChanged(_, let before, let after):
                    let old = before.targetClass ?? ""
                    let new = after.targetClass ?? ""
                    add(changed.name, field, "target-changed", "\(field): target \(old) -> \(new)", from: old, to: new)
                case .requiredChanged(_, let before, let after):
                    add(
                        changed.name, field, "required-changed", "\(field): required \(before) -> \(after)",
                        from: String(before), to: String(after))
                case .defaultChanged(_, let before, let after):
                    add(
                        changed.name, field, "default-changed",
                        "\(field): default \(before ?? "none") -> \(after ?? "none")", from: before, to: after)
                }
            }
            if !changed.permissions.isEmpty {
                add(
                    changed.name, nil, "permissions-changed",
                    "class-level permissions: " + Self.describe(changed.permissions), from: nil, to: nil)
            }
            if !changed.indexes.isEmpty {
                add(
                    changed.name, nil, "indexes-changed", "indexes: " + Self.describe(changed.indexes), from: nil,
                    to: nil)
            }
        }
        let summary = Self.object(
            [
                ("classes", String(new.classes.count)), ("added", String(diff.addedClasses.count)),
                ("removed", String(diff.removedClasses.count)), ("changed", String(diff.changedClasses.count)),
            ], indent: 1, inline: true)
        let list = changes.isEmpty ? "[]" : "[\n" + changes.joined(separator: ",\n") + "\n  ]"
        let document: [(String, String)] = [
            ("format", Self.quoted(Self.format)), ("version", String(Self.version)), ("command", Self.quoted(command)),
            ("from", Self.quoted(from)), ("to", Self.quoted(to)), ("differs", diff.isEmpty ? "false" : "true"),
            ("changes", list), ("summary", summary),
        ]
        return Self.object(document, indent: 0) + "\n"
    }

    /// The document for the plan of `push` from the files (`files`) to the server: each change with its
    /// status (`adding`, `changing`, `destroying`, `needs --allow-deletions`, `refused`, `objects unknown`),
    /// the reason or loss the text plan gives, and the objects it affects as the server counted them.
    /// `extra` members (already rendered, such as a saved plan's `plan`) end the document.
    package func render(_ plan: PushPlan, files: Side, extra: [(String, String)] = []) -> String {
        let locator = Locator(old: Side(classes: [], file: nil), new: files)
        var changes: [String] = []
        for classPlan in plan.classes {
            // A line without a mark of its own (a new class's field) shares its class's.
            let classMark = classPlan.lines.first?.mark
            for line in classPlan.lines {
                guard let kind = line.change else { continue }
                let mark = line.mark ?? classMark
                let place = locator.place(classPlan.name, line.field)
                var members: [(String, String)] = [
                    ("file", Self.quoted(place.file)), ("line", place.line.map(String.init) ?? "null"),
                    ("column", place.column.map(String.init) ?? "null"), ("severity", Self.quoted(severity)),
                    ("class", Self.quoted(classPlan.name)), ("field", Self.quoted(line.field)),
                    ("change", Self.quoted(kind)), ("from", Self.quoted(line.from)),
                    ("to", Self.quoted(line.to)),
                ]
                let trimmed = line.text.drop { $0 == "+" || $0 == "-" || $0 == "~" || $0 == " " }
                members.append(("message", Self.quoted(String(trimmed))))
                members.append(("status", Self.quoted(mark.map(Self.status))))
                members.append(("reason", Self.quoted(mark.flatMap(Self.reason))))
                members.append(("objects", line.objects.map(String.init) ?? "null"))
                changes.append(Self.object(members, indent: 2))
            }
        }
        let summary = Self.object(
            [
                ("classes", String(plan.classCount)), ("added", String(plan.diff.addedClasses.count)),
                ("removed", String(plan.diff.removedClasses.count)),
                ("changed", String(plan.diff.changedClasses.count)),
                ("requests", String(plan.operations.count)), ("heldBack", String(plan.heldBack + plan.objectsUnknown)),
                ("refused", String(plan.refused)),
            ], indent: 1, inline: true)
        let list = changes.isEmpty ? "[]" : "[\n" + changes.joined(separator: ",\n") + "\n  ]"
        let document: [(String, String)] = [
            ("format", Self.quoted(Self.format)), ("version", String(Self.version)), ("command", Self.quoted(command)),
            ("from", Self.quoted(from)), ("to", Self.quoted(to)), ("differs", plan.isEmpty ? "false" : "true"),
            ("changes", list), ("summary", summary),
        ]
        return Self.object(document + extra, indent: 0) + "\n"
    }

    static func status(_ mark: PushMark) -> String {
        switch mark {
        case .adding: return "adding"
        case .changing: return "changing"
        case .destroying(_, true): return "destroying"
        case .destroying(_, false): return "needs --allow-deletions"
        case .refused: return "refused"
        case .objectsUnknown: return "objects unknown"
        }
    }

    static func reason(_ mark: PushMark) -> String? {
        switch mark {
        case .adding, .changing: return nil
        case .destroying(let loss, _): return loss
        case .refused(let reason), .objectsUnknown(let reason): return reason
        }
    }

    /// Finds where a class or field is written, on the side that is a file.
    private struct Locator {
        let sides: [(file: String, classes: [String: ParseClass])]

        init(old: Side, new: Side) {
            // The new side first: a change's new state is what a reviewer looks at.
            sides = [new, old].compactMap { side in
                side.file.map { file in
                    (file, Dictionary(side.classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first }))
                }
            }
        }

        func place(_ className: String, _ field: String?) -> (file: String?, line: Int?, column: Int?) {
            if let field {
                for side in sides {
                    if let location = side.classes[className]?.fields.first(where: { $0.name == field })?.location {
                        return (location.file, location.position.line, location.position.column)
                    }
                }
            }
            for side in sides {
                if let location = side.classes[className]?.location {
                    return (location.file, location.position.line, location.position.column)
                }
            }
            return (sides.first?.file, nil, nil)
        }
    }

    static func describe(_ field: SchemaDiff.FieldSummary) -> String {
        var text = "\(field.name): \(field.type.displayName)"
        if field.required { text += ", required" }
        if let value = field.defaultValue { text += ", default \(value)" }
        return text + " added"
    }

    static func describe(_ changes: SchemaDiff.KeyChanges) -> String {
        var parts: [String] = []
        if !changes.added.isEmpty { parts.append("added " + changes.added.joined(separator: ", ")) }
        if !changes.removed.isEmpty { parts.append("removed " + changes.removed.joined(separator: ", ")) }
        if !changes.changed.isEmpty { parts.append("changed " + changes.changed.joined(separator: ", ")) }
        return parts.joined(separator: "; ")
    }

    /// `text` as a JSON string, or `null` (``JSONDocumentText/quoted(_:)``).
    static func quoted(_ text: String?) -> String { JSONDocumentText.quoted(text) }

    /// An object of already-rendered values (``JSONDocumentText/object(_:indent:inline:)``).
    static func object(_ members: [(String, String)], indent: Int, inline: Bool = false) -> String {
        JSONDocumentText.object(members, indent: indent, inline: inline)
    }
}

extension SchemaDiff.FieldChange {
    /// The kind of change, as `--format json` names it.
    package var kind: String {
        switch self {
        case .added: return "field-added"
        case .removed: return "field-removed"
        case .retyped: return "type-changed"
        case .targetChanged: return "target-changed"
        case .requiredChanged: return "required-changed"
        case .defaultChanged: return "default-changed"
        }
    }

    /// The values before and after, as `--format json` gives them: types by their names, targets by the
    /// class, `required` as true/false, defaults as compact JSON; nil where there is none.
    package var values: (from: String?, to: String?) {
        switch self {
        case .added(let field): return (nil, field.type.displayName)
        case .removed(let field): return (field.type.displayName, nil)
        case .retyped(_, let from, let to): return (from.displayName, to.displayName)
        case .targetChanged(_, let from, let to): return (from.targetClass, to.targetClass)
        case .requiredChanged(_, let from, let to): return (String(from), String(to))
        case .defaultChanged(_, let from, let to): return (from, to)
        }
    }
}
