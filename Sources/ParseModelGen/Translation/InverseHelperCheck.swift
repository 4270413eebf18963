/// Keeps only the inverse helpers whose names are free on the type they extend: not a property, a
/// relation helper, a member the SDK or Swift declares, nor another inverse helper. Without it, two
/// models could add the same helper to one target (`Book.byGenre` and `BookBy.genre` both give
/// `queryBookByByGenre`), or a helper could collide with a field, and the output would not compile.
enum InverseHelperCheck {
    /// Drops clashing helpers with a warning at the declaring class. Models are visited in type-name
    /// order and helpers in field order, so which helper survives a clash is deterministic.
    static func resolve(_ models: inout [ModelPlan], classLocations: [String: SourceLocation], diagnostics: inout [Diagnostic]) {
        var members: [String: Set<String>] = [:]
        for model in models {
            var names = Set(model.allProperties.map(\.name))
            names.formUnion(model.relationHelpers.flatMap { HelperNaming.relationHelperNames(stem: $0.stem) })
            names.formUnion(ReservedNames.objectMembers)
            names.formUnion(ReservedNames.systemMembers[model.protocolName] ?? [])
            names.formUnion(ReservedNames.generatedModelMembers)
            members[model.typeName] = names
        }
        for index in models.indices {
            var kept: [InverseHelperPlan] = []
            for helper in models[index].inverseHelpers {
                if members[helper.targetType, default: []].contains(helper.methodName) {
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
