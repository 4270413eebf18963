/// Plans a model's typed query keys and its pointer and relation helpers.
enum QueryPlanner {
    /// `sdkFields` are fields the SDK declares itself (a role's `users` and `roles`): they get keys and
    /// helpers like the model's own properties.
    static func plan(_ model: inout ModelPlan, sdkFields: [SDKField] = [], diagnostics: inout [Diagnostic], location: SourceLocation) {
        var memberNames = Set(model.allProperties.map(\.name))
        let fields = model.allProperties.compactMap { property in
            property.queryKey.map { SDKField(name: property.name, wireKey: property.wireKey, key: $0) }
        } + sdkFields
        for property in fields {
            let key = property.key
            model.queryKeys.append(QueryKeyPlan(
                name: property.name, wireKey: property.wireKey, kind: key.kind, valueType: key.valueType,
                doc: ["Parse field `\(property.wireKey)` (\(key.parseType)), for typed queries."]
            ))
            guard case .named(let targetType) = key.valueType else { continue }
            let stem = upperFirst(property.name)
            switch key.kind {
            case .relation:
                let helperNames = ["query\(stem)", "addTo\(stem)", "removeFrom\(stem)", "queryWhere\(stem)Contain"]
                if let clash = helperNames.first(where: memberNames.contains) {
                    diagnostics.append(Diagnostic(
                        .warning, "relation helpers of field '\(property.wireKey)' are not generated: '\(clash)' is already a member of \(model.typeName)",
                        at: location, hint: "rename the clashing field with \"swiftName\""
                    ))
                    continue
                }
                memberNames.formUnion(helperNames)
                model.relationHelpers.append(RelationHelperPlan(wireKey: property.wireKey, targetType: targetType, stem: stem))
            case .pointer:
                model.inversePointerHelpers.append(InversePointerHelperPlan(
                    targetType: targetType, methodName: "query\(model.typeName)By\(stem)", wireKey: property.wireKey
                ))
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

    private static func upperFirst(_ name: String) -> String {
        guard let first = name.first else { return name }
        return first.uppercased() + name.dropFirst()
    }
}
