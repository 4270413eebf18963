import ParseSchema

/// Checks the config's `appTypes`: each must be a type the app declares, and mean that type inside every
/// generated model. A standard, Foundation or ParseSwift name (`String`, `Date`, `UUID`, `ParseObject`) is
/// not one: the generated code knows those already, and listing one would let a field take a type that
/// cannot hold it (an Object field as `String?`, so every object carrying it fails to decode). Inside a
/// model, `Key`, `CodingKeys`, `ID` and the nested enums and structs the config declares hide a top-level
/// type of their name, so the model would name its own type where the app's was meant.
enum AppTypeCheck {
    /// The entries no model can mean as the app's type, whatever the models: reported and left out
    /// before planning, so that no field takes a type through them.
    static func refuseReserved(_ appTypes: [Located<String>], diagnostics: inout [Diagnostic]) -> [Located<String>] {
        var kept: [Located<String>] = []
        kept.reserveCapacity(appTypes.count)
        for entry in appTypes {
            guard let reason = reservedReason(entry.value) else {
                kept.append(entry)
                continue
            }
            diagnostics.append(
                Diagnostic(
                    .error, "'\(entry.value)' in 'appTypes' is not a type of the app: \(reason)", at: entry.location,
                    hint: "list only types the app declares; a \"swiftType\" names standard types without \"appTypes\""
                ))
        }
        return kept
    }

    private static func reservedReason(_ name: String) -> String? {
        let components = name.split(separator: ".").map(String.init)
        guard let first = components.first else { return nil }
        if components.count > 1, TargetTypeCheck.standardModules.contains(first) {
            return "it names a type of the module '\(first)'"
        }
        if TargetTypeCheck.modelScopeTypes.contains(first) {
            return "inside every generated model '\(first)' is the model's own type, which hides the app's"
        }
        if ReservedTypeNames.all.contains(first) || FieldTypeMapper.stringEncodedTypes.contains(first)
            || TargetTypeCheck.standardModules.contains(first)
        {
            return "'\(first)' is a standard, Foundation or ParseSwift name the generated code uses"
        }
        return nil
    }

    /// One error per entry that a generated model, a shared type or a type nested in a model would hide or
    /// declare a second time.
    static func diagnostics(
        for appTypes: [Located<String>], models: [ModelPlan], sharedTypeNames: some Sequence<String>
    ) -> [Diagnostic] {
        guard !appTypes.isEmpty else { return [] }
        var declared: [String: String] = [:]
        for model in models {
            declared[model.typeName] = "a generated model is named '\(model.typeName)'"
        }
        for name in sharedTypeNames where declared[name] == nil {
            declared[name] = "the config's \"types\" declare '\(name)'"
        }
        var nested: [String: String] = [:]
        for model in models {
            for name in NestedTypePlan.allNames(model.nestedTypes) where nested[name] == nil {
                nested[name] = "model \(model.typeName) declares a nested type '\(name)'"
            }
        }
        var diagnostics: [Diagnostic] = []
        for entry in appTypes {
            let components = entry.value.split(separator: ".").map(String.init)
            guard let first = components.first else { continue }
            // `Game.Round`, a type the app nests in a generated model, is the app's; `Game` alone is generated.
            let reason = nested[first] ?? (components.count == 1 ? declared[first] : nil)
            guard let reason else { continue }
            diagnostics.append(
                Diagnostic(
                    .error,
                    "'\(entry.value)' in 'appTypes' does not name the app's type inside the generated models: \(reason)",
                    at: entry.location,
                    hint: "rename the app's type, or the generated one with \"swiftName\" or its \"name\" in the config"
                ))
        }
        return diagnostics
    }
}
