import ParseSchema

/// Plans one model from one Parse class. It reads only the class and what every class shares (the
/// config and the names chosen for all classes), so the translator plans the classes concurrently.
struct ModelPlanner {
    /// What planning one class found: the model (nil after an error in it), where the class is
    /// declared, and the diagnostics in the order they were found.
    struct Planned {
        var model: ModelPlan?
        var location: SourceLocation
        var diagnostics: [Diagnostic] = []
    }

    let config: GeneratorConfig
    /// Swift type names of the generated models by Parse class name.
    let typeNames: [String: String]
    /// The config's types for pointer targets no input declares, by Parse class name.
    let targetTypes: [String: String]
    /// The Swift type of `_User`, which the built-in classes' properties name.
    let userType: String
    /// Names no nested type may take.
    let reservedTypeNames: Set<String>
    /// The config's shared types, which fields may name.
    let sharedTypes: SharedTypeTable
    /// What each SDK protocol brings, worked out once rather than for every class.
    private let shapes: [String: ProtocolShape]
    /// The config's `appTypes`.
    private let appTypes: Set<String>

    /// The built-in properties of a protocol's models and the names and keys they take.
    private struct ProtocolShape {
        var builtIns: [PropertyPlan]
        var builtInNames: Set<String>
        var coveredWireKeys: Set<String>
        var reservedMembers: Set<String>
    }

    init(
        config: GeneratorConfig, typeNames: [String: String], targetTypes: [String: String], userType: String,
        reservedTypeNames: Set<String>,
        sharedTypes: SharedTypeTable = SharedTypeTable()
    ) {
        self.config = config
        self.typeNames = typeNames
        self.targetTypes = targetTypes
        self.userType = userType
        self.reservedTypeNames = reservedTypeNames
        self.sharedTypes = sharedTypes
        self.appTypes = Set(config.appTypes.map(\.value))
        var shapes: [String: ProtocolShape] = [:]
        for protocolName in ["ParseObject", "ParseUser", "ParseRole", "ParseSession", "ParseInstallation"] {
            shapes[protocolName] = Self.shape(of: protocolName, userType: userType)
        }
        self.shapes = shapes
    }

    private static func shape(of protocolName: String, userType: String) -> ProtocolShape {
        let builtIns =
            SystemModelShapes.objectProperties + SystemModelShapes.protocolProperties(protocolName, userType: userType)
        return ProtocolShape(
            builtIns: builtIns, builtInNames: Set(builtIns.map(\.name)),
            coveredWireKeys: SystemModelShapes.coveredWireKeys(protocolName),
            reservedMembers: ReservedNames.objectMembers.union(ReservedNames.systemMembers[protocolName] ?? [])
        )
    }

    func plan(_ parseClass: ParseClass) -> Planned {
        var planned = Planned(location: parseClass.location)
        planned.model = model(for: parseClass, diagnostics: &planned.diagnostics)
        return planned
    }

    private func model(for parseClass: ParseClass, diagnostics: inout [Diagnostic]) -> ModelPlan? {
        let typeName = typeNames[parseClass.name] ?? parseClass.name
        let refinement = config.classes[parseClass.name]
        let protocolName = SystemModelShapes.protocolName(for: parseClass.name)
        // `protocolName(for:)` names one of the protocols `shapes` holds.
        let shape = shapes[protocolName] ?? Self.shape(of: protocolName, userType: userType)
        let covered = shape.coveredWireKeys
        let builtIns = shape.builtIns
        // One pass, one lookup per field: the class's own fields, and refinements of the SDK's refused.
        var customFields: [ParseField] = []
        customFields.reserveCapacity(parseClass.fields.count)
        for field in parseClass.fields {
            // The SDK's `originalData` is its own bookkeeping, not a server column: a field of that name is the app's.
            guard covered.contains(field.name), field.name != "originalData" else {
                customFields.append(field)
                continue
            }
            if field.refinement != nil || refinement?.fields[field.name] != nil {
                diagnostics.append(
                    Diagnostic(
                        .error, "field '\(field.name)' is declared by ParseSwift and cannot be refined",
                        at: refinement?.fieldLocations[field.name] ?? field.location))
            }
        }
        refuseUnknownRefinedFields(of: parseClass, refinement: refinement, diagnostics: &diagnostics)
        var mapper = FieldTypeMapper(
            modelTypeNames: typeNames, targetTypes: targetTypes, pointerStyle: config.pointerStyle,
            modelTypeName: typeName, reservedTypeNames: reservedTypeNames, sharedTypes: sharedTypes
        )
        mapper.appTypes = appTypes
        // Text search adds ParseQueryScorable's `score`: it takes part in naming like every built-in member,
        // so a field `Score` or one renamed `score` does not declare it twice.
        let textSearch = refinement?.textSearch == true
        let properties = mapper.properties(
            for: customFields, configRefinements: refinement?.fields ?? [:],
            reservedMembers: textSearch ? shape.reservedMembers.union(["score"]) : shape.reservedMembers,
            taken: shape.builtInNames, className: parseClass.name
        )
        diagnostics += mapper.diagnostics
        guard let properties else { return nil }
        var doc: [String] = []
        if let text = refinement?.doc ?? parseClass.description, !text.isEmpty {
            doc.append(text)
        }
        var model = ModelPlan(
            typeName: typeName,
            protocolName: protocolName,
            typeAliases: SystemModelShapes.typeAliases(protocolName, userType: userType),
            wireClassName: SystemModelShapes.providesClassName(protocolName) || typeName == parseClass.name
                ? nil : parseClass.name,
            doc: doc,
            builtInProperties: builtIns,
            properties: properties,
            nestedTypes: mapper.nestedTypes.sorted { $0.name.utf8Precedes($1.name) },
            sourceFiles: parseClass.sourceFiles
        )
        if properties.contains(where: { $0.wireKey == "originalData" }),
            let sdkProperty = model.builtInProperties.firstIndex(where: { $0.name == "originalData" })
        {
            // The server's field takes the key: decoding it into the SDK's `Data?` would fail every response.
            model.builtInProperties[sdkProperty].isCoded = false
        }
        model.generatesMerge = refinement?.merge ?? true
        model.generatesDecoder = refinement?.decoder ?? true
        if textSearch {
            if let score = customFields.first(where: { $0.name == "score" }) {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "class '\(parseClass.name)' has a field 'score', so it cannot also take ParseQueryScorable's 'score' for \"textSearch\"",
                        at: score.location, hint: "rename the field on the server, or remove \"textSearch\""
                    ))
                return nil
            }
            model.extraConformances.append("ParseQueryScorable")
            model.builtInProperties.append(SystemModelShapes.scoreProperty)
        }
        if let refinement {
            var local = LocalPropertyPlanner(mapper: mapper, reservedMembers: shape.reservedMembers)
            guard let locals = local.plan(refinement.localProperties, beside: model.allProperties),
                let order = local.initializerOrder(refinement.initializerOrder, of: model.allProperties + locals)
            else {
                diagnostics += local.mapper.diagnostics
                return nil
            }
            model.localProperties = locals
            model.localPropertyLocations = refinement.localProperties.map(\.swiftType.location)
            model.initializerOrder = order
        }
        QueryPlanner.plan(
            &model, sdkFields: SystemModelShapes.sdkRelations(protocolName, typeName: typeName, userType: userType),
            diagnostics: &diagnostics, location: parseClass.location
        )
        return model
    }

    /// A config entry for a field the class does not have is a mistake that would silently not apply: an error, with the closest name.
    private func refuseUnknownRefinedFields(
        of parseClass: ParseClass, refinement: ClassRefinement?, diagnostics: inout [Diagnostic]
    ) {
        guard let refined = refinement?.fieldLocations, !refined.isEmpty else { return }
        // The fields are scanned for each refined name while both are few, as in nearly every class; a set
        // otherwise, since scanning for every refined name is quadratic in the fields of a class.
        let unknownFields: [String: SourceLocation]
        if refined.count * parseClass.fields.count <= 256 {
            unknownFields = refined.filter { entry in !parseClass.fields.contains { $0.name == entry.key } }
        } else {
            let fieldNames = Set(parseClass.fields.map(\.name))
            unknownFields = refined.filter { !fieldNames.contains($0.key) }
        }
        guard !unknownFields.isEmpty else { return }
        // Prepared once for all the unknown names, so each suggestion costs the same however many there are.
        let candidates = NameSuggestion.Index(NameCandidates.fields(of: parseClass, refinement: refinement))
        for (name, location) in unknownFields.sorted(by: { $0.key < $1.key }) {
            let hint = candidates.closestMatch(to: name)?
                .hint(spellingKind: "Swift name; the config names fields by their Parse name")
            diagnostics.append(
                Diagnostic(
                    config.unknownRefinementSeverity,
                    "the config refines field '\(name)', which class '\(parseClass.name)' does not have; the refinement would not apply",
                    at: location,
                    hint: hint ?? "refinements name fields by their Parse name, as the schema spells it"))
        }
    }
}
