import ParseSchema

/// Plans a model's typed query keys, its relation helpers, and the inverse helpers it adds to the
/// targets of its pointers and relations.
enum QueryPlanner {
    /// `sdkFields` are fields the SDK declares itself (a role's `users` and `roles`): they get keys and
    /// helpers like the model's own properties.
    static func plan(
        _ model: inout ModelPlan, sdkFields: [SDKField] = [], diagnostics: inout [Diagnostic], location: SourceLocation
    ) {
        // Read from the model's two property lists in place: joining them first copied every property plan.
        var fields: [SDKField] = []
        fields.reserveCapacity(model.builtInProperties.count + model.properties.count + sdkFields.count)
        for property in model.builtInProperties {
            if let key = property.queryKey {
                fields.append(SDKField(name: property.name, wireKey: property.wireKey, key: key))
            }
        }
        for property in model.properties {
            if let key = property.queryKey {
                fields.append(SDKField(name: property.name, wireKey: property.wireKey, key: key))
            }
        }
        fields += sdkFields
        // The member names are needed for relation helpers only, so they are gathered at the first relation.
        var memberNames: Set<String>?
        let plural = HelperNaming.plural(model.typeName)
        model.queryKeys.reserveCapacity(fields.count)
        for property in fields {
            let key = property.key
            model.queryKeys.append(
                QueryKeyPlan(
                    name: property.name, wireKey: property.wireKey, kind: key.kind, valueType: key.valueType
                ))
            guard key.kind != .value, case .named(let targetType) = key.valueType else { continue }
            let stem = NameConversion.upperFirst(property.name)
            let inverseName = "query\(plural)By\(stem)"
            switch key.kind {
            case .relation:
                var names = memberNames ?? Set(model.builtInProperties.map(\.name) + model.properties.map(\.name))
                let helperNames = HelperNaming.relationHelperNames(stem: stem)
                if let clash = helperNames.first(where: names.contains) {
                    diagnostics.append(
                        Diagnostic(
                            .warning,
                            "relation helpers of field '\(property.wireKey)' are not generated: '\(clash)' is already a member of \(model.typeName)",
                            at: location, hint: "rename the clashing field with \"swiftName\""
                        ))
                } else {
                    names.formUnion(helperNames)
                    model.relationHelpers.append(
                        RelationHelperPlan(wireKey: property.wireKey, targetType: targetType, stem: stem))
                }
                memberNames = names
                model.inverseHelpers.append(
                    InverseHelperPlan(
                        targetType: targetType, methodName: inverseName, wireKey: property.wireKey, kind: .relation))
            case .pointer:
                model.inverseHelpers.append(
                    InverseHelperPlan(
                        targetType: targetType, methodName: inverseName, wireKey: property.wireKey, kind: .pointer))
            case .value:
                break
            }
        }
    }

    /// A field with a typed key: a property of the model, or one the SDK provides.
    struct SDKField {
        var name: String
        var wireKey: String
        var key: PropertyQueryKey
    }
}
