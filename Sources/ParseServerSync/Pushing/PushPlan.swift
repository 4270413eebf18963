/// What a push would do to make a server's schema match the files: per class, the lines people read
/// (in `diff`'s format, each change marked) and the requests that carry out the changes allowed.
package struct PushPlan: Sendable {
    /// The classes that differ, in the order the requests go: created, changed, then dropped; each group by name.
    package var classes: [ClassPushPlan]
    /// Classes the files name that push never touches (Parse Server's internal ones), sorted.
    package var ignoredClasses: [String]
    /// The comparison the plan comes from: the server's managed classes against the files'.
    package var diff: SchemaDiff
    /// How many classes the files declare that push manages.
    package var classCount: Int

    /// Whether the server already matches the files.
    package var isEmpty: Bool { diff.isEmpty }
    /// Every request, in order.
    package var operations: [PushOperation] { classes.flatMap(\.operations) }
    /// Destroying changes left out because `--allow-deletions` was not given.
    package var heldBack: Int { classes.reduce(0) { $0 + $1.heldBack } }
    /// Changes that are never made (a class that holds objects is not dropped).
    package var refused: Int { classes.reduce(0) { $0 + $1.refused } }
    /// Destroying changes held back whatever the options, because the server did not answer the count of
    /// what they would destroy.
    package var objectsUnknown: Int { classes.reduce(0) { $0 + $1.objectsUnknown } }
    /// Every change the plan shows but does not make: held back, refused, or with its objects unknown.
    package var notMade: Int { heldBack + refused + objectsUnknown }
}

/// One class's part of a plan.
package struct ClassPushPlan: Sendable {
    /// The class name.
    package var name: String
    /// The lines of the plan for this class, its header first.
    package var lines: [PushPlanLine]
    /// The requests for this class, in order.
    package var operations: [PushOperation]
    /// The class's state on the server when the plan was made (``ServerSchemaSnapshot/states``); nil when
    /// the server lacked it.
    var serverState: String?
    /// Destroying changes of this class held back for want of `--allow-deletions`.
    package var heldBack: Int
    /// Changes of this class that are never made.
    package var refused: Int
    /// Destroying changes of this class held back because the server did not answer their count.
    package var objectsUnknown: Int
}

/// One line of a plan: indented under its class or not, its text in `diff`'s words, and its mark.
package struct PushPlanLine: Hashable, Sendable {
    /// Whether the line is under a class header.
    package var nested: Bool
    /// The change, as `diff` writes it (`+ rating: Number`), with names already made printable.
    package var text: String
    /// What the change does to the server; nil for a line that belongs to its class's mark.
    package var mark: PushMark?
    /// The field the line is about; nil for a class, its permissions or its indexes (`--format json`).
    package var field: String? = nil
    /// The kind of change, in `Documentation/changes.schema.json`'s words (`field-removed`); nil for the
    /// header of a changed class, which is no change of its own.
    package var change: String? = nil
    /// How many objects the change affects, as the server counted them; nil when it was not counted.
    package var objects: Int? = nil
    /// The values before and after (a type, a target, `required`, a default), as `--format json` gives them.
    package var from: String? = nil
    package var to: String? = nil
}

/// What a change does to the server.
package enum PushMark: Hashable, Sendable {
    /// Something new: a class, a field, an index.
    case adding
    /// Something kept but altered: permissions, a field's `required` or default value.
    case changing
    /// Something removed; `loss` says what is lost, `allowed` whether `--allow-deletions` lets it happen.
    case destroying(loss: String, allowed: Bool)
    /// Never done, and why.
    case refused(String)
    /// A destroying change held back even with `--allow-deletions`: the server did not answer the count
    /// of the objects it would destroy, for the reason given.
    case objectsUnknown(String)

    /// The mark as the plan prints it after a change.
    package var text: String {
        switch self {
        case .adding: return "[adding]"
        case .changing: return "[changing]"
        case .destroying(let loss, true): return "[destroying: \(loss)]"
        case .destroying(let loss, false): return "[destroying, needs --allow-deletions: \(loss)]"
        case .refused(let reason): return "[refused: \(reason)]"
        case .objectsUnknown(let reason): return "[held back, objects unknown: \(reason)]"
        }
    }
}

/// One request of a push: `POST`, `PUT` or `DELETE /schemas/<class>` with its JSON body.
package struct PushOperation: Hashable, Sendable {
    /// The method.
    package var method: SchemaServerClient.Method
    /// The class the request changes.
    package var className: String
    /// The JSON body; nil for `DELETE`.
    package var body: String?
    /// What it does, in words: `create class Review with 2 fields`.
    package var summary: String

    /// `POST /schemas/Review (create class Review with 2 fields)`, printable.
    package var display: String {
        "\(method.rawValue) /schemas/\(SchemaDiff.name(className)) (\(summary))"
    }
}
