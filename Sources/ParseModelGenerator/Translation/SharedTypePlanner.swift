import ParseSchema

/// The config's shared types as field mapping sees them: which names a `swiftType` may use, and what they fit.
struct SharedTypeTable: Sendable {
    /// What a shared type is, as far as the fields naming it care.
    enum Kind: Hashable, Sendable {
        /// A struct: fits an Object field.
        case structure
        /// An enum over this raw type: fits a String or a Number field.
        case enumeration(EnumRawType)
    }

    /// The shared types by name.
    var kinds: [String: Kind] = [:]
    /// The cases of the shared enums by name, for the default values of fields that name them.
    var enumCases: [String: [EnumCaseSpec]] = [:]
    /// Types a struct may hold and still be checked `Sendable`: the standard ones and every shared type
    /// (a shared struct conforms to `Sendable`, checked or not, so holding one keeps the check).
    var sendableNames: Set<String> = SendableTypes.standard
    /// The names, sorted, for suggestions.
    var sortedNames: [String] = []
}

/// Plans the config's `types`: checks each name against every type name the module declares or uses, and
/// plans each type as a top-level struct or enum with the shape a nested one has. Fields of the models
/// (and of the shared structs themselves) then name them in `swiftType`.
struct SharedTypePlanner {
    /// Swift type names of the generated models by Parse class name.
    let modelTypeNames: [String: String]
    /// The config's types for pointer targets no input declares, by Parse class name.
    let targetTypes: [String: String]
    let pointerStyle: PointerStyle
    /// Names no type nested in a shared struct may take (the shared names among them).
    let reservedTypeNames: Set<String>
    /// The file the declarations are in, for the generated files' header.
    let sourceFile: String

    /// The names the fields may use: every declared name that is a usable type name (one that collides
    /// with a model is still listed, so its fields report the collision only once, at the name).
    static func table(for declarations: [SharedTypeDeclaration]) -> SharedTypeTable {
        var table = SharedTypeTable()
        for declaration in declarations
        where isUsableName(declaration.name.value) && table.kinds[declaration.name.value] == nil {
            switch declaration.body {
            case .structure: table.kinds[declaration.name.value] = .structure
            case .enumeration(let refinement):
                table.kinds[declaration.name.value] = .enumeration(rawType(of: refinement))
                table.enumCases[declaration.name.value] = refinement.cases
            }
        }
        table.sendableNames.formUnion(table.kinds.keys)
        table.sortedNames = table.kinds.keys.sorted { $0.utf8Precedes($1) }
        return table
    }

    /// A plain identifier starting with a capital letter that hides no type the generated or app code uses.
    /// The build plugin's output listing applies the same rule to name the files.
    static func isUsableName(_ name: String) -> Bool {
        guard SwiftKeywords.isPlainIdentifier(name), let first = name.unicodeScalars.first,
            first.value >= 0x41 && first.value <= 0x5A
        else { return false }
        return !SwiftKeywords.reserved.contains(name) && !ReservedNames.referencedTypes.contains(name)
            && !ReservedNames.nestedTypes.contains(name)
    }

    /// The stated raw type, or Int when every case is an integer, else String (as for an Array field's enum).
    static func rawType(of refinement: EnumRefinement) -> EnumRawType {
        if let stated = refinement.rawType { return stated.value }
        let allInts = refinement.cases.allSatisfy { if case .int = $0.rawValue { return true } else { return false } }
        return allInts ? .int : .string
    }

    /// Plans every declaration, sorted by name; a declaration with an error is left out after a diagnostic.
    func plan(_ declarations: [SharedTypeDeclaration], table: SharedTypeTable, diagnostics: inout [Diagnostic])
        -> [SharedTypePlan]
    {
        checkNames(declarations, diagnostics: &diagnostics)
        var plans: [SharedTypePlan] = []
        for declaration in declarations where Self.isUsableName(declaration.name.value) {
            let type: NestedTypePlan?
            switch declaration.body {
            case .structure(let fields, _):
                type = structure(declaration, fields: fields, table: table, diagnostics: &diagnostics).map(
                    NestedTypePlan.structure)
            case .enumeration(let refinement):
                type = enumeration(declaration, refinement, diagnostics: &diagnostics).map(NestedTypePlan.enumeration)
            }
            if let type {
                plans.append(SharedTypePlan(declaration: type, sourceFile: sourceFile))
            }
        }
        plans.sort { $0.name.utf8Precedes($1.name) }
        reportSelfContainment(plans, declarations: declarations, diagnostics: &diagnostics)
        return plans
    }

    // MARK: Names

    /// Each name must be a usable type name and differ, ignoring case (the files of two types must not
    /// be one on a case-insensitive file system), from the models', the `targetTypes` types' and the other shared types'.
    private func checkNames(_ declarations: [SharedTypeDeclaration], diagnostics: inout [Diagnostic]) {
        // Without shared types there is nothing to check, and sorting every model's name for the maps below
        // cost the debug build the build plugin runs about 50 M instructions at 1000 classes.
        guard !declarations.isEmpty else { return }
        var models: [String: (typeName: String, className: String)] = [:]
        for (className, typeName) in modelTypeNames.sorted(by: { $0.key.utf8Precedes($1.key) })
        where models[typeName.lowercased()] == nil {
            models[typeName.lowercased()] = (typeName, className)
        }
        var provided: [String: String] = [:]
        for (className, typeName) in targetTypes.sorted(by: { $0.key.utf8Precedes($1.key) })
        where provided[typeName] == nil {
            provided[typeName] = className
        }
        var earlier: [String: String] = [:]
        for declaration in declarations {
            let name = declaration.name.value
            let location = declaration.name.location
            if let problem = Self.nameProblem(name) {
                diagnostics.append(
                    Diagnostic(.error, "'\(name)' in 'types' \(problem.message)", at: location, hint: problem.hint))
                continue
            }
            if let model = models[name.lowercased()] {
                let how =
                    model.typeName == name
                    ? "is also the Swift type of class '\(model.className)'"
                    : "and the Swift type '\(model.typeName)' of class '\(model.className)' differ only in case, so their files would be one on case-insensitive file systems"
                diagnostics.append(
                    Diagnostic(
                        .error, "'\(name)' in 'types' \(how)", at: location,
                        hint: "rename the shared type, or give the class another \"swiftName\""))
            } else if let className = provided[name] {
                diagnostics.append(
                    Diagnostic(
                        .error, "'\(name)' in 'types' is also the targetTypes type of class '\(className)'",
                        at: location,
                        hint: "rename the shared type"))
            } else if let other = earlier[name.lowercased()], other != name {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "'\(name)' and '\(other)' in 'types' differ only in case, so their files would be one on case-insensitive file systems",
                        at: location, hint: "rename one of them"))
            }
            earlier[name.lowercased()] = earlier[name.lowercased()] ?? name
        }
    }

    private static func nameProblem(_ name: String) -> (message: String, hint: String)? {
        guard SwiftKeywords.isPlainIdentifier(name) else {
            return ("is not a valid Swift type name", "use letters, digits and '_', starting with a capital letter")
        }
        guard let first = name.unicodeScalars.first, first.value >= 0x41 && first.value <= 0x5A else {
            return (
                "does not start with a capital letter",
                "Swift type names start with one, such as '\(NameConversion.upperFirst(name))'"
            )
        }
        guard isUsableName(name) else {
            let isTaken = { (candidate: String) in !isUsableName(candidate) }
            return (
                "would hide a type that generated or app code uses",
                "choose another name, such as '\(ReservedTypeNames.freeName(name, suffixes: ["Value", "Info"], isTaken: isTaken))'"
            )
        }
        return nil
    }

    // MARK: Declarations

    private func structure(
        _ declaration: SharedTypeDeclaration, fields: [ParseField], table: SharedTypeTable,
        diagnostics: inout [Diagnostic]
    ) -> StructPlan? {
        let name = declaration.name.value
        guard !fields.isEmpty else {
            diagnostics.append(
                Diagnostic(.error, "struct '\(name)' in 'types' has no fields", at: declaration.name.location))
            return nil
        }
        var mapper = FieldTypeMapper(
            modelTypeNames: modelTypeNames, targetTypes: targetTypes, pointerStyle: pointerStyle,
            modelTypeName: name, reservedTypeNames: reservedTypeNames, enclosingTypeNames: [name], sharedTypes: table
        )
        let properties = mapper.properties(for: fields, reservedMembers: ReservedNames.structMembers, className: nil)
        diagnostics += mapper.diagnostics
        guard let properties else { return nil }
        let innerTypes = mapper.nestedTypes.sorted { $0.name.utf8Precedes($1.name) }
        let sendableNames = table.sendableNames.union(innerTypes.map(\.name))
        return StructPlan(
            name: name, properties: properties, nestedTypes: innerTypes,
            doc: declaration.doc.map { [$0] } ?? [
                "Declared in the config's `types`: the value of every field whose `swiftType` names `\(name)`."
            ],
            hasCheckedSendable: properties.allSatisfy {
                SendableTypes.isSendable($0.type, knownSendable: sendableNames)
            }
        )
    }

    private func enumeration(
        _ declaration: SharedTypeDeclaration, _ refinement: EnumRefinement, diagnostics: inout [Diagnostic]
    ) -> EnumPlan? {
        let rawType = Self.rawType(of: refinement)
        let like = refinement.rawType == nil ? "the enum's other values" : "its rawType"
        guard
            EnumPlanner.checkedValues(refinement.cases, rawType: rawType, like: like, diagnostics: &diagnostics) != nil
        else { return nil }
        let name = declaration.name.value
        let summary =
            declaration.doc
            ?? "Declared in the config's `types`: the values of every field whose `swiftType` names `\(name)`."
        return EnumPlanner.plan(
            name: name, rawType: rawType, cases: refinement.cases, summary: summary, diagnostics: &diagnostics)
    }

    /// A struct stored directly in itself, through shared structs, has no finite size: an error at each
    /// struct of such a cycle. (A cycle through a model is broken by typing its pointer `Pointer<Model>`.)
    private func reportSelfContainment(
        _ plans: [SharedTypePlan], declarations: [SharedTypeDeclaration], diagnostics: inout [Diagnostic]
    ) {
        var locations: [String: SourceLocation] = [:]
        for declaration in declarations where locations[declaration.name.value] == nil {
            locations[declaration.name.value] = declaration.name.location
        }
        for cycle in PointerCycles.selfContainingStructs(
            plans.compactMap { if case .structure(let plan) = $0.declaration { return plan } else { return nil } })
        {
            let path =
                cycle.count == 1
                ? "itself" : "itself through " + cycle.dropFirst().map { "'\($0)'" }.joined(separator: ", ")
            let first = cycle[0]
            diagnostics.append(
                Diagnostic(
                    .error, "struct '\(first)' in 'types' stores \(path); a struct cannot contain itself",
                    at: locations[first],
                    hint:
                        "type one of those fields as an array (such as \"[\(first)]\"), which Swift stores out of line"
                ))
        }
    }
}
