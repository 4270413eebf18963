import ParseSchema

/// The plan of a class both the server and the files have: field, permission and index changes, marked,
/// and at most two requests, deletions first (Parse Server cannot delete and add the same field or index
/// in one request).
extension PushPlanner {
    /// The plan of `change`: `target` is the class as the server should list it (the file's, with what the
    /// file leaves out taken from the server), `file` the class as written, whose permissions are sent.
    static func changes(
        _ change: SchemaDiff.ClassChange, target: ParseClass, file: ParseClass, serverState: String?,
        allowDeletions: Bool,
        count: (CountQuery) -> Result<Int, SchemaPushError>
    ) -> ClassPushPlan {
        var plan = ClassPushPlan(
            name: change.name,
            lines: [PushPlanLine(nested: false, text: "~ class \(SchemaDiff.name(change.name))", mark: nil)],
            operations: [], serverState: serverState, heldBack: 0, refused: 0, objectsUnknown: 0
        )
        let targetFields = Dictionary(
            customFields(of: target).map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var deletedFields: [String] = []
        var addedFields: [(String, String)] = []
        var updatedFields: [(String, String)] = []
        // A field whose type or target changes is deleted and added again; its option changes ride along.
        var replaced: [String: PushMark] = [:]

        for fieldChange in change.fields {
            let text = SchemaDiff.describe(fieldChange)
            func line(_ mark: PushMark, objects: Int? = nil) -> PushPlanLine {
                PushPlanLine(
                    nested: true, text: text, mark: mark, field: fieldChange.field, change: fieldChange.kind,
                    objects: objects, from: fieldChange.values.from, to: fieldChange.values.to)
            }
            switch fieldChange {
            case .added(let summary):
                plan.lines.append(line(.adding))
                if let field = targetFields[summary.name] {
                    addedFields.append((field.name, SchemaWriteBody.field(field)))
                }
            case .removed(let summary):
                // A count the server does not answer holds back this change alone: what it destroys is unknown.
                let loss: (text: String, objects: Int?)
                switch fieldLoss(change.name, summary, count: count) {
                case .success(let counted): loss = counted
                case .failure(let error):
                    plan.lines.append(line(.objectsUnknown(error.message)))
                    plan.objectsUnknown += 1
                    continue
                }
                plan.lines.append(line(.destroying(loss: loss.text, allowed: allowDeletions), objects: loss.objects))
                if allowDeletions { deletedFields.append(summary.name) } else { plan.heldBack += 1 }
            case .retyped(let name, let from, _), .targetChanged(let name, let from, _):
                let old = SchemaDiff.FieldSummary(name: name, type: from, required: false, defaultValue: nil)
                let mark: PushMark
                var objects: Int?
                let counted = fieldLoss(change.name, old, count: count)
                switch counted {
                case .success(let loss):
                    mark = .destroying(loss: "deleted and added again, so " + loss.text, allowed: allowDeletions)
                    objects = loss.objects
                case .failure(let error): mark = .objectsUnknown(error.message)
                }
                replaced[name] = mark
                plan.lines.append(line(mark, objects: objects))
                if case .objectsUnknown = mark {
                    plan.objectsUnknown += 1
                } else if allowDeletions {
                    deletedFields.append(name)
                    if let field = targetFields[name] { addedFields.append((name, SchemaWriteBody.field(field))) }
                } else {
                    plan.heldBack += 1
                }
            case .requiredChanged(let name, _, _), .defaultChanged(let name, _, _):
                if let mark = replaced[name] {
                    plan.lines.append(line(mark))
                    continue
                }
                plan.lines.append(line(.changing))
                if let field = targetFields[name], !updatedFields.contains(where: { $0.0 == name }) {
                    updatedFields.append((name, SchemaWriteBody.field(field)))
                }
            }
        }

        var permissions: String?
        if !change.permissions.isEmpty {
            plan.lines.append(
                PushPlanLine(
                    nested: true, text: "~ class-level permissions: " + SchemaDiff.describe(change.permissions),
                    mark: .changing, change: "permissions-changed"))
            if let written = file.classLevelPermissions {
                permissions = CanonicalJSON.compact(written.value.value)
            }
        }

        let targetIndexes = Dictionary(indexMembers(target.indexes), uniquingKeysWith: { first, _ in first })
        var droppedIndexes: [String] = []
        var addedIndexes: [(String, String)] = []
        if !change.indexes.added.isEmpty {
            plan.lines.append(
                PushPlanLine(
                    nested: true, text: "~ indexes: added " + names(change.indexes.added), mark: .adding,
                    change: "indexes-changed"))
            addedIndexes += change.indexes.added.compactMap { name in targetIndexes[name].map { (name, $0) } }
        }
        if !change.indexes.removed.isEmpty {
            let loss =
                "no data is lost; queries that used \(change.indexes.removed.count == 1 ? "it" : "them") may get slower"
            plan.lines.append(
                PushPlanLine(
                    nested: true, text: "~ indexes: removed " + names(change.indexes.removed),
                    mark: .destroying(loss: loss, allowed: allowDeletions), change: "indexes-changed"))
            if allowDeletions { droppedIndexes += change.indexes.removed } else { plan.heldBack += 1 }
        }
        if !change.indexes.changed.isEmpty {
            let loss = "dropped and built again; no data is lost"
            plan.lines.append(
                PushPlanLine(
                    nested: true, text: "~ indexes: changed " + names(change.indexes.changed),
                    mark: .destroying(loss: loss, allowed: allowDeletions), change: "indexes-changed"))
            if allowDeletions {
                droppedIndexes += change.indexes.changed
                addedIndexes += change.indexes.changed.compactMap { name in targetIndexes[name].map { (name, $0) } }
            } else {
                plan.heldBack += 1
            }
        }

        // Parse Server cannot delete and add the same field or index in one request, so deletions go first, alone.
        if !deletedFields.isEmpty || !droppedIndexes.isEmpty {
            var body = SchemaWriteBody()
            body.add("className", json: SchemaWriteBody.string(change.name))
            body.addObject("fields", deletedFields.map { ($0, SchemaWriteBody.deletion) })
            body.addObject("indexes", droppedIndexes.map { ($0, SchemaWriteBody.deletion) })
            var parts: [String] = []
            if !deletedFields.isEmpty {
                parts.append("delete \(deletedFields.count == 1 ? "field" : "fields") " + names(deletedFields))
            }
            if !droppedIndexes.isEmpty {
                parts.append("drop \(droppedIndexes.count == 1 ? "index" : "indexes") " + names(droppedIndexes))
            }
            plan.operations.append(
                PushOperation(
                    method: .put, className: change.name, body: body.text, summary: parts.joined(separator: "; ")))
        }
        if !addedFields.isEmpty || !updatedFields.isEmpty || permissions != nil || !addedIndexes.isEmpty {
            var body = SchemaWriteBody()
            body.add("className", json: SchemaWriteBody.string(change.name))
            body.addObject("fields", addedFields + updatedFields)
            if let permissions { body.add("classLevelPermissions", json: permissions) }
            body.addObject("indexes", addedIndexes)
            var parts: [String] = []
            if !addedFields.isEmpty {
                parts.append("add \(addedFields.count == 1 ? "field" : "fields") " + names(addedFields.map(\.0)))
            }
            if !updatedFields.isEmpty { parts.append("change the options of " + names(updatedFields.map(\.0))) }
            if permissions != nil { parts.append("set the class-level permissions") }
            if !addedIndexes.isEmpty {
                parts.append("add \(addedIndexes.count == 1 ? "index" : "indexes") " + names(addedIndexes.map(\.0)))
            }
            plan.operations.append(
                PushOperation(
                    method: .put, className: change.name, body: body.text, summary: parts.joined(separator: "; ")))
        }
        return plan
    }

    /// What deleting `field` loses, counted on the server (the objects with a value in it; nil for a
    /// relation, whose links are not counted); the count's failure when the server did not answer it.
    private static func fieldLoss(
        _ className: String, _ field: SchemaDiff.FieldSummary, count: (CountQuery) -> Result<Int, SchemaPushError>
    ) -> Result<(text: String, objects: Int?), SchemaPushError> {
        if case .relation = field.type {
            return .success(("every link it holds is lost", nil))
        }
        return count(CountQuery(className: className, field: field.name)).map { objects in
            switch objects {
            case 0: return ("no object has a value in it", 0)
            case 1: return ("its value in 1 object is lost", 1)
            default: return ("its values in \(objects) objects are lost", objects)
            }
        }
    }

}
