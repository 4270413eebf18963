/// Keeps only the inverse helpers whose names are free on the type they extend: not a property, a
/// relation helper, a member the SDK or Swift declares, nor another inverse helper. Without it, two
/// models could add the same helper to one target (`Book.byGenre` and `BookBy.genre` both give
/// `queryBookByByGenre`), or a helper could collide with a field, and the output would not compile.
enum InverseHelperCheck {
    /// Drops clashing helpers with a warning at the declaring class. Models are visited in type-name
    /// order and helpers in field order, so which helper survives a clash is deterministic.
    static func resolve(_ models: inout [ModelPlan], classLocations: [String: SourceLocation], diagnostics: inout [Diagnostic]) {
        // Each model's own member names; the members every model shares are checked from their
        // static sets rather than copied into each model's set.
        var members: [String: Set<String>] = [:]
        var protocols: [String: String] = [:]
        // The sets are built on every core; the check below runs in order, since a kept helper takes its name.
        // The list of sets goes before the check, so that each set in `members` is held once and a kept
        // helper's name is inserted in place rather than into a copy of the set.
        do {
            let memberSets = models.concurrentMap { model in
                var names = Set(model.allProperties.map(\.name))
                names.formUnion(model.relationHelpers.flatMap { HelperNaming.relationHelperNames(stem: $0.stem) })
                return names
            }
            members.reserveCapacity(models.count)
            for (model, names) in zip(models, memberSets) {
                members[model.typeName] = names
                protocols[model.typeName] = model.protocolName
            }
        }
        func isTaken(_ name: String, on target: String) -> Bool {
            ReservedNames.objectMembers.contains(name) || ReservedNames.generatedModelMembers.contains(name)
                || (protocols[target].flatMap { ReservedNames.systemMembers[$0] }?.contains(name) ?? false)
                || (members[target]?.contains(name) ?? false)
        }
        for index in models.indices {
            var kept: [InverseHelperPlan] = []
            for helper in models[index].inverseHelpers {
                if isTaken(helper.methodName, on: helper.targetType) {
                    diagnostics.append(Diagnostic(
                        .warning,
                        "helper '\(helper.methodName)()' for field '\(helper.wireKey)' of \(models[index].typeName) is not generated: \(helper.targetType) already has a member of that name",
                        at: classLocations[models[index].typeName], hint: "rename the field or the clashing member with \"swiftName\""
                    ))
                    continue
                }
                members[helper.targetType, default: []].insert(helper.methodName)
                kept.append(helper)
            }
            models[index].inverseHelpers = kept
        }
    }
}
