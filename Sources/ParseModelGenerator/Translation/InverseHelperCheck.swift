import ParseSchema

/// Keeps only the inverse helpers whose names are free on the type they extend: not a property, a
/// relation helper, a member the SDK or Swift declares, nor another inverse helper. Without it, two
/// models could add the same helper to one target (`Book.byGenre` and `BookBy.genre` both give
/// `queryBookByByGenre`), or a helper could collide with a field, and the output would not compile.
enum InverseHelperCheck {
    /// Drops clashing helpers with a warning at the declaring class. Models are visited in type-name
    /// order and helpers in field order, so which helper survives a clash is deterministic.
    static func resolve(
        _ models: inout [ModelPlan], classLocations: [String: SourceLocation], diagnostics: inout [Diagnostic]
    ) {
        // Every helper, grouped by the type it extends, in visiting order within each group.
        var byTarget: [String: [HelperPosition]] = [:]
        for (modelIndex, model) in models.enumerated() {
            for (helperIndex, helper) in model.inverseHelpers.enumerated() {
                byTarget[helper.targetType, default: []].append(HelperPosition(model: modelIndex, helper: helperIndex))
            }
        }
        guard !byTarget.isEmpty else { return }
        var modelIndexByType: [String: Int] = [:]
        modelIndexByType.reserveCapacity(models.count)
        for (index, model) in models.enumerated() {
            modelIndexByType[model.typeName] = index
        }
        // A kept helper takes its name on its own target only, so each target's helpers are checked on
        // their own, on every core, against the target's members.
        let droppedByGroup = Array(byTarget).concurrentMap { targetType, positions -> [HelperPosition] in
            let target = modelIndexByType[targetType].map { models[$0] }
            var taken = target.map(memberNames) ?? []
            let systemMembers = target.flatMap { ReservedNames.systemMembers[$0.protocolName] }
            return positions.filter { position in
                let name = models[position.model].inverseHelpers[position.helper].methodName
                let free =
                    !ReservedNames.objectMembers.contains(name) && !ReservedNames.generatedModelMembers.contains(name)
                    && !(systemMembers?.contains(name) ?? false)
                // Inserting also tells whether the target, or a helper kept before, already has the name.
                return !(free && taken.insert(name).inserted)
            }
        }
        let dropped = droppedByGroup.joined().sorted { ($0.model, $0.helper) < ($1.model, $1.helper) }
        for position in dropped {
            let model = models[position.model]
            let helper = model.inverseHelpers[position.helper]
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "helper '\(helper.methodName)()' for field '\(helper.wireKey)' of \(model.typeName) is not generated: \(helper.targetType) already has a member of that name",
                    at: classLocations[model.typeName],
                    hint: "rename the field or the clashing member with \"swiftName\""
                ))
        }
        // Only the models that lose a helper change.
        var index = dropped.startIndex
        while index < dropped.endIndex {
            let modelIndex = dropped[index].model
            var droppedHelpers = Set<Int>()
            while index < dropped.endIndex, dropped[index].model == modelIndex {
                droppedHelpers.insert(dropped[index].helper)
                index += 1
            }
            models[modelIndex].inverseHelpers = models[modelIndex].inverseHelpers.enumerated()
                .filter { !droppedHelpers.contains($0.offset) }.map(\.element)
        }
    }

    /// Where a helper is: its model's index and its index among the model's helpers.
    private struct HelperPosition {
        var model: Int
        var helper: Int
    }

    /// The names a model declares itself: its properties and its relation helpers. The members every model
    /// shares are checked from their static sets rather than copied in.
    private static func memberNames(of model: ModelPlan) -> Set<String> {
        // Read from both lists in place: joining them first copied every property plan.
        var names = Set<String>(minimumCapacity: model.builtInProperties.count + model.properties.count)
        for property in model.builtInProperties { names.insert(property.name) }
        for property in model.properties { names.insert(property.name) }
        names.formUnion(model.relationHelpers.flatMap { HelperNaming.relationHelperNames(stem: $0.stem) })
        return names
    }
}
