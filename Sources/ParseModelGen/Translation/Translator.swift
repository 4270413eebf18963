/// Turns validated Parse classes and the config into the Swift model plan.
public enum Translator {
    /// Plans the models for `classes`. Errors in the result mean the plan must not be rendered.
    public static func translate(_ classes: [ParseClass], config: GeneratorConfig) -> (plan: GenerationPlan, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        for (className, typeName) in config.targetTypes.sorted(by: { $0.key < $1.key }) where !isTypeReference(typeName.value) {
            diagnostics.append(Diagnostic(
                .error, "'\(typeName.value)' for targetClass '\(className)' is not a Swift type name", at: typeName.location,
                hint: "write a type name such as \"ProjectRecord\" or \"MyModule.ProjectRecord\""
            ))
        }
        guard !diagnostics.containsErrors else {
            return (GenerationPlan(models: [], accessLevel: config.accessLevel), diagnostics)
        }
        var selected = ClassSelection.select(classes, config: config, diagnostics: &diagnostics)
        ClassSelection.addImplicitUser(to: &selected, config: config)
        let typeNames = ClassTypeNaming.assign(selected, config: config, diagnostics: &diagnostics)
        let targetTypes = config.targetTypes.mapValues(\.value)
        let userType = typeNames["_User"] ?? targetTypes["_User"] ?? "User"
        var models: [ModelPlan] = []
        var classLocations: [String: SourceLocation] = [:]
        // Built once: copying it for every class made translation quadratic in the number of classes.
        let reservedTypeNames = ReservedNames.referencedTypes.union(ReservedNames.nestedTypes)
            .union(typeNames.values).union(targetTypes.values)
        for parseClass in selected {
            let typeName = typeNames[parseClass.name] ?? parseClass.name
            let refinement = config.classes[parseClass.name]
            let protocolName = SystemModelShapes.protocolName(for: parseClass.name)
            let covered = SystemModelShapes.coveredWireKeys(protocolName)
            let builtIns = SystemModelShapes.objectProperties + SystemModelShapes.protocolProperties(protocolName, userType: userType)
            let customFields = parseClass.fields.filter { !covered.contains($0.name) }
            for field in parseClass.fields where covered.contains(field.name) {
                if field.refinement != nil || refinement?.fields[field.name] != nil {
                    diagnostics.append(Diagnostic(.error, "field '\(field.name)' is declared by ParseSwift and cannot be refined",
                                                  at: refinement?.fieldLocations[field.name] ?? field.location))
                }
            }
            // A set: scanning the fields for every refined name was quadratic in the fields of a class.
            let fieldNames = Set(parseClass.fields.map(\.name))
            let unknownFields = (refinement?.fieldLocations ?? [:]).filter { !fieldNames.contains($0.key) }
            if !unknownFields.isEmpty {
                let candidates = NameCandidates.fields(of: parseClass, refinement: refinement)
                for (name, location) in unknownFields.sorted(by: { $0.key < $1.key }) {
                    let hint = NameSuggestion.closestMatch(to: name, among: candidates)?
                        .hint(spellingKind: "Swift name; the config names fields by their Parse name")
                    diagnostics.append(Diagnostic(.warning, "the config refines field '\(name)', which class '\(parseClass.name)' does not have", at: location, hint: hint))
                }
            }
            var mapper = FieldTypeMapper(
                modelTypeNames: typeNames, targetTypes: targetTypes, pointerStyle: config.pointerStyle,
                modelTypeName: typeName, reservedTypeNames: reservedTypeNames
            )
            let reservedMembers = ReservedNames.objectMembers.union(ReservedNames.systemMembers[protocolName] ?? [])
            let properties = mapper.properties(
                for: customFields, configRefinements: refinement?.fields ?? [:], reservedMembers: reservedMembers,
                taken: Set(builtIns.map(\.name)), className: parseClass.name
            )
            diagnostics += mapper.diagnostics
            guard let properties else { continue }
            var doc: [String] = []
            if let text = refinement?.doc ?? parseClass.description, !text.isEmpty {
                doc.append(text)
            }
            var model = ModelPlan(
                typeName: typeName,
                protocolName: protocolName,
                typeAliases: SystemModelShapes.typeAliases(protocolName, userType: userType),
                wireClassName: SystemModelShapes.providesClassName(protocolName) || typeName == parseClass.name ? nil : parseClass.name,
                doc: doc,
                builtInProperties: builtIns,
                properties: properties,
                nestedTypes: mapper.nestedTypes.sorted { $0.name.utf8.lexicographicallyPrecedes($1.name.utf8) },
                sourceFiles: parseClass.sourceFiles
            )
            if refinement?.textSearch == true, let score = customFields.first(where: { $0.name == "score" }) {
                diagnostics.append(Diagnostic(
                    .error, "class '\(parseClass.name)' has a field 'score', so it cannot also take ParseQueryScorable's 'score' for \"textSearch\"",
                    at: score.location, hint: "rename the field on the server, or remove \"textSearch\""
                ))
                continue
            }
            if refinement?.textSearch == true {
                model.extraConformances.append("ParseQueryScorable")
                model.builtInProperties.append(SystemModelShapes.scoreProperty)
            }
            QueryPlanner.plan(
                &model, sdkFields: SystemModelShapes.sdkRelations(protocolName, typeName: typeName, userType: userType),
                diagnostics: &diagnostics, location: parseClass.location
            )
            classLocations[typeName] = parseClass.location
            models.append(model)
        }
        models.sort { $0.typeName.utf8.lexicographicallyPrecedes($1.typeName.utf8) }
        InverseHelperCheck.resolve(&models, classLocations: classLocations, diagnostics: &diagnostics)
        diagnostics += TargetTypeCheck.diagnostics(for: config, models: models)
        if !config.generatesSupportFile && config.additionalImports.isEmpty {
            diagnostics.append(Diagnostic(
                .error, "\"supportFile\": false needs the module that provides the support types in \"additionalImports\"", at: config.supportFileLocation,
                hint: "add the generated module that keeps its support file, such as \"additionalImports\": [\"ChatModels\"]"
            ))
        }
        var plan = GenerationPlan(models: models, accessLevel: config.accessLevel)
        plan.imports = config.additionalImports.map(\.value)
        plan.generatesSupportFile = config.generatesSupportFile
        return (PointerCycles.broken(plan), diagnostics)
    }

    /// `Name` or `Module.Name`: plain identifiers joined by dots, none of them a keyword.
    static func isTypeReference(_ text: String) -> Bool {
        let parts = text.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        return !parts.isEmpty && parts.allSatisfy { SwiftKeywords.isPlainIdentifier($0) && !SwiftKeywords.reserved.contains($0) }
    }
}
