import ParseSchema

/// The diff as text for people: one line per change, the same text for the same schemas.
///
/// ```
/// Schema changes from Schemas/schema.json to https://example.com/parse:
/// + class Review
///     + rating: Number, required, default 3
/// - class Legacy
/// ~ class Book
///     ~ year: type Number -> String
///     ~ genre: Pointer target Genre -> Category
///     ~ class-level permissions: added protectedFields; changed find
/// 3 classes differ: 1 added, 1 removed, 1 changed.
/// ```
/// Added classes come first, then removed, then changed ones, each group by name. Names and values
/// from the schemas are printed with invisible characters escaped.
extension SchemaDiff {
    /// The report between the schemas labelled `old` and `new` (file paths or a server address), ending in a newline.
    /// The labels are escaped like every other input-derived text, so a path cannot print a line of its own.
    package func report(from old: String, to new: String, classCount: Int) -> String {
        let old = PrintableText.escaped(old)
        let new = PrintableText.escaped(new)
        guard !isEmpty else {
            return "No schema changes from \(old) to \(new) (\(classCount) \(classCount == 1 ? "class" : "classes")).\n"
        }
        var lines = ["Schema changes from \(old) to \(new):"]
        for added in addedClasses {
            if added.isServerInternal {
                lines.append("+ class \(Self.name(added.name)) (Parse Server internal: not generated)")
                continue
            }
            lines.append("+ class \(Self.name(added.name))")
            lines += added.fields.map { "    + " + Self.describe($0) }
        }
        for removed in removedClasses {
            lines.append(
                "- class \(Self.name(removed.name))"
                    + (removed.isServerInternal ? " (Parse Server internal: not generated)" : ""))
        }
        for changed in changedClasses {
            lines.append("~ class \(Self.name(changed.name))")
            lines += changed.fields.map { "    " + Self.describe($0) }
            if !changed.permissions.isEmpty {
                lines.append("    ~ class-level permissions: " + Self.describe(changed.permissions))
            }
            if !changed.indexes.isEmpty {
                lines.append("    ~ indexes: " + Self.describe(changed.indexes))
            }
        }
        lines.append(summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `3 classes differ: 1 added, 1 removed, 1 changed.`
    var summaryLine: String {
        let total = addedClasses.count + removedClasses.count + changedClasses.count
        var parts: [String] = []
        if !addedClasses.isEmpty { parts.append("\(addedClasses.count) added") }
        if !removedClasses.isEmpty { parts.append("\(removedClasses.count) removed") }
        if !changedClasses.isEmpty { parts.append("\(changedClasses.count) changed") }
        return "\(total) \(total == 1 ? "class differs" : "classes differ"): " + parts.joined(separator: ", ") + "."
    }

    static func describe(_ field: FieldSummary) -> String {
        var text = "\(name(field.name)): \(type(field.type))"
        if field.required { text += ", required" }
        if let value = field.defaultValue { text += ", default \(self.value(value))" }
        return text
    }

    static func describe(_ change: FieldChange) -> String {
        switch change {
        case .added(let field):
            return "+ " + describe(field)
        case .removed(let field):
            return "- \(name(field.name)): \(type(field.type))"
        case .retyped(let field, let from, let to):
            return "~ \(name(field)): type \(type(from)) -> \(type(to))"
        case .targetChanged(let field, let from, let to):
            let kind: String
            if case .relation = from { kind = "Relation" } else { kind = "Pointer" }
            return "~ \(name(field)): \(kind) target \(name(from.targetClass ?? "")) -> \(name(to.targetClass ?? ""))"
        case .requiredChanged(let field, let from, let to):
            return "~ \(name(field)): required \(from) -> \(to)"
        case .defaultChanged(let field, let from, let to):
            return "~ \(name(field)): default \(from.map(value) ?? "none") -> \(to.map(value) ?? "none")"
        }
    }

    static func describe(_ changes: KeyChanges) -> String {
        var parts: [String] = []
        if !changes.added.isEmpty { parts.append("added " + changes.added.map { name($0) }.joined(separator: ", ")) }
        if !changes.removed.isEmpty {
            parts.append("removed " + changes.removed.map { name($0) }.joined(separator: ", "))
        }
        if !changes.changed.isEmpty {
            parts.append("changed " + changes.changed.map { name($0) }.joined(separator: ", "))
        }
        return parts.joined(separator: "; ")
    }

    static func name(_ text: String) -> String {
        TerminalText.printable(text, limit: 80)
    }

    static func type(_ type: ParseFieldType) -> String {
        TerminalText.printable(type.displayName, limit: 100)
    }

    static func value(_ json: String) -> String {
        TerminalText.printable(json, limit: 60)
    }
}
