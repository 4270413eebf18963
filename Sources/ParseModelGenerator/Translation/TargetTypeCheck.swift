import ParseSchema

/// Checks that each `targetTypes` value names the same type inside every generated model as at the
/// top level of the module. Inside a model, `Key`, `CodingKeys` and `ID` are the model's own types and
/// a nested enum or struct hides a top-level type of its name, so `"Key"`, `"Status"` (when some model
/// nests a `Status`) or `"Chat.User"` (when a model or nested type is named `Chat`) would resolve to
/// something else, and the output would not compile.
enum TargetTypeCheck {
    /// Names every model declares or inherits as its own members.
    static let modelScopeTypes: Set<String> = ["Key", "CodingKeys", "ID", "RoleUser", "SessionUser", "Self", "Type"]

    /// Modules whose types a `targetTypes` entry cannot name: none of them declares a ParseObject model.
    static let standardModules: Set<String> = [
        "Swift", "_Concurrency", "Foundation", "Dispatch", "ParseSwift", "FoundationNetworking",
    ]

    /// Why `typeName` (a `targetTypes` value) cannot be a model type, or nil when it may be one: a pointer's
    /// target must be a concrete ParseObject of the app, and the SDK's, the support file's and the standard
    /// modules' types are not (`ParsePointerValue`, `Pointer`, `ParseFieldKey`, `ParseSwift.Query`, `String`).
    static func notAModelType(_ typeName: String) -> String? {
        let components = typeName.split(separator: ".").map(String.init)
        guard let first = components.first else { return nil }
        if components.count > 1, standardModules.contains(first) {
            return "it is a type of the module '\(first)', not a ParseObject model of the app"
        }
        for component in components
        where ReservedTypeNames.generatedCodeTypes.contains(component) || standardModules.contains(component) {
            return component.hasPrefix("Parse") || ["Pointer", "Query", "QueryConstraint", "API"].contains(component)
                ? "'\(component)' is a ParseSwift or support-file type the generated code uses, not a ParseObject model of the app"
                : "'\(component)' is a standard type or module the generated code uses, not a ParseObject model of the app"
        }
        // Member types of the models (`Key`, `ID`) are refused by ``diagnostics(for:models:)``, which knows the models.
        return nil
    }

    /// One error per value whose first component a generated type or a model member would shadow.
    static func diagnostics(for config: GeneratorConfig, models: [ModelPlan]) -> [Diagnostic] {
        var shadowing: [String: String] = [:]
        for name in modelScopeTypes {
            shadowing[name] = "every generated model declares its own '\(name)'"
        }
        for model in models {
            for nested in NestedTypePlan.allNames(model.nestedTypes) where shadowing[nested] == nil {
                shadowing[nested] = "model \(model.typeName) declares a nested type '\(nested)'"
            }
        }
        var diagnostics: [Diagnostic] = []
        let modelNames = Set(models.map(\.typeName))
        for (className, typeName) in config.targetTypes.sorted(by: { $0.key < $1.key }) {
            let components = typeName.value.split(separator: ".").map(String.init)
            guard let first = components.first else { continue }
            var reason = shadowing[first]
            if reason == nil, components.count > 1, modelNames.contains(first) {
                reason = "a generated model is named '\(first)'"
            }
            guard let reason else { continue }
            diagnostics.append(
                Diagnostic(
                    .error,
                    "'\(typeName.value)' for targetClass '\(className)' does not resolve inside the generated models: \(reason)",
                    at: typeName.location,
                    hint: components.count > 1
                        ? "rename the type or model named '\(first)' with \"swiftName\", or name the type without its module"
                        : "rename your type, or the nested type with its \"name\" in the config"
                ))
        }
        return diagnostics
    }
}
