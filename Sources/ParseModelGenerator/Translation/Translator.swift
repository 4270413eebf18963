import ParseSchema

/// Turns validated Parse classes and the config into the Swift model plan.
package enum Translator {
    /// Plans the models for `classes`. Errors in the result mean the plan must not be rendered.
    package static func translate(_ classes: [ParseClass], config givenConfig: GeneratorConfig) -> (
        plan: GenerationPlan, diagnostics: [Diagnostic]
    ) {
        var diagnostics: [Diagnostic] = []
        var config = givenConfig
        for (className, typeName) in config.targetTypes.sorted(by: { $0.key < $1.key })
        where !isTypeReference(typeName.value) {
            diagnostics.append(
                Diagnostic(
                    .error, "'\(typeName.value)' for targetClass '\(className)' is not a Swift type name",
                    at: typeName.location,
                    hint: "write a type name such as \"ProjectRecord\" or \"MyModule.ProjectRecord\""
                ))
        }
        guard !diagnostics.containsErrors else {
            return (GenerationPlan(models: [], accessLevel: config.accessLevel), diagnostics)
        }
        for (className, typeName) in config.targetTypes.sorted(by: { $0.key < $1.key })
        where isTypeReference(typeName.value) {
            guard let reason = TargetTypeCheck.notAModelType(typeName.value) else { continue }
            diagnostics.append(
                Diagnostic(
                    .error, "'\(typeName.value)' for targetClass '\(className)' cannot be a pointer target: \(reason)",
                    at: typeName.location,
                    hint:
                        "name your own ParseObject model type for '\(className)', or leave the class out of \"targetTypes\" to type its pointers with the generic ParsePointerValue"
                ))
        }
        // Refused app types are left out, so that no field takes a type through them.
        config.appTypes = AppTypeCheck.refuseReserved(config.appTypes, diagnostics: &diagnostics)
        var selected = ClassSelection.select(classes, config: config, diagnostics: &diagnostics)
        ClassSelection.addImplicitUser(to: &selected, config: config)
        let typeNames = ClassTypeNaming.assign(selected, config: config, diagnostics: &diagnostics)
        let targetTypes = config.targetTypes.mapValues(\.value)
        let sharedTable = SharedTypePlanner.table(for: config.sharedTypes)
        // Built once: copying it for every class made translation quadratic in the number of classes.
        // Shared type names are among them, so no nested type hides one inside its model.
        let reservedTypeNames = ReservedNames.referencedTypes.union(ReservedNames.nestedTypes)
            .union(typeNames.values).union(targetTypes.values).union(sharedTable.kinds.keys)
        let sharedTypes = SharedTypePlanner(
            modelTypeNames: typeNames, targetTypes: targetTypes, pointerStyle: config.pointerStyle,
            reservedTypeNames: reservedTypeNames,
            sourceFile: config.path.map(SchemaDecoder.fileName) ?? ConfigDecoder.defaultFileName
        ).plan(config.sharedTypes, table: sharedTable, diagnostics: &diagnostics)
        let planner = ModelPlanner(
            config: config, typeNames: typeNames, targetTypes: targetTypes,
            userType: typeNames["_User"] ?? targetTypes["_User"] ?? "User",
            reservedTypeNames: reservedTypeNames, sharedTypes: sharedTable
        )
        // Each class is planned on its own (on every core); the results, diagnostics included, are
        // gathered in input order so the outcome does not depend on scheduling.
        var models: [ModelPlan] = []
        var classLocations: [String: SourceLocation] = [:]
        for planned in selected.concurrentMap(planner.plan) {
            diagnostics += planned.diagnostics
            guard let model = planned.model else { continue }
            classLocations[model.typeName] = planned.location
            models.append(model)
        }
        models.sort { $0.typeName.utf8Precedes($1.typeName) }
        InverseHelperCheck.resolve(&models, classLocations: classLocations, diagnostics: &diagnostics)
        diagnostics += TargetTypeCheck.diagnostics(for: config, models: models)
        diagnostics += AppTypeCheck.diagnostics(
            for: config.appTypes, models: models, sharedTypeNames: sharedTable.kinds.keys)
        if !config.generatesSupportFile && config.additionalImports.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "\"supportFile\": false needs the module that provides the support types in \"additionalImports\"",
                    at: config.supportFileLocation,
                    hint:
                        "add the generated module that keeps its support file, such as \"additionalImports\": [\"ChatModels\"]"
                ))
        }
        // Handed over rather than copied, so that breaking cycles changes the models in place.
        var plan = GenerationPlan(models: consume models, sharedTypes: sharedTypes, accessLevel: config.accessLevel)
        plan.imports = config.additionalImports.map(\.value)
        plan.generatesSupportFile = config.generatesSupportFile
        plan.classTypeNames = targetTypes.merging(typeNames) { _, generated in generated }
        diagnostics += PointerCycles.breakCycles(in: &plan)
        diagnostics += emptyPointers(
            in: plan.models, typeNames: typeNames, config: config, classLocations: classLocations)
        return (plan, diagnostics)
    }

    /// A non-optional pointer field whose `"initialValue": {}` makes a new object (`owner: User = User()`)
    /// cannot stay so when the pointer closes a cycle of models and is typed `Pointer<User>`: a pointer has no
    /// empty value. An error at the initial value, rather than output that does not compile.
    private static func emptyPointers(
        in models: [ModelPlan], typeNames: [String: String], config: GeneratorConfig,
        classLocations: [String: SourceLocation]
    ) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        var classNames: [String: String]?
        for model in models {
            for property in model.properties {
                guard case .generic("Pointer", let arguments) = property.type,
                    case .value(.newInstance) = property.placeholder
                else { continue }
                if classNames == nil {
                    classNames = Dictionary(
                        typeNames.map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
                }
                let className = classNames?[model.typeName] ?? model.typeName
                let target = arguments.first?.displayName ?? "the target"
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "field '\(property.wireKey)' of class '\(className)' cannot start as a new empty \(target): it closes a cycle of models that store each other, so it is typed Pointer<\(target)>, which has no empty value",
                        at: config.classes[className]?.fields[property.wireKey]?.initialValue?.location
                            ?? classLocations[model.typeName],
                        hint:
                            "leave it optional (remove \"optional\": false and \"initialValue\"), or type the other pointer of the cycle \"pointerStyle\": \"pointer\""
                    ))
            }
        }
        return diagnostics
    }

    /// `Name` or `Module.Name`: plain identifiers joined by dots, none of them a keyword.
    static func isTypeReference(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return !parts.isEmpty
            && parts.allSatisfy { SwiftKeywords.isPlainIdentifier($0) && !SwiftKeywords.reserved.contains($0) }
    }
}
