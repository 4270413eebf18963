import ParseSchema

/// Which classes get a model: the config's include and exclude lists, plus the user class that
/// roles, sessions and pointers to `_User` need even when no input declares it. Parse Server's internal
/// classes (`_PushStatus`, `_Hooks`...) are skipped, with a note, unless `include` names them.
enum ClassSelection {
    static func select(_ classes: [ParseClass], config: GeneratorConfig, diagnostics: inout [Diagnostic])
        -> [ParseClass]
    {
        // A loop rather than `map(\.name)`, which the debug build the build plugin runs reads through the
        // runtime's key-path code for each class.
        var names = Set<String>(minimumCapacity: classes.count)
        for parseClass in classes { names.insert(parseClass.name) }
        // Worked out for the first diagnostic that needs them: sorting every class name costs more than selecting.
        var candidates: NameSuggestion.Index?
        func hint(_ name: String) -> String? {
            let known = candidates ?? NameSuggestion.Index(NameCandidates.classes(names, config: config))
            candidates = known
            return known.closestMatch(to: name)?.hint(
                spellingKind: "Swift type name; the config names classes by their Parse name")
        }
        // Listing a class no input declares under include or exclude changes nothing and may be deliberate
        // (one config for several targets, or the `_User` model added for pointers); a refinement of one
        // would silently not apply, so it is a mistake.
        let excludedNames = Set(config.excludeClasses.map(\.value))
        for entry in (config.includeClasses ?? []) + config.excludeClasses where !names.contains(entry.value) {
            diagnostics.append(
                Diagnostic(
                    .warning, "the config names class '\(entry.value)', which no input declares", at: entry.location,
                    hint: hint(entry.value)))
        }
        // The keys sorted, not the entries, which are large values (keys are unique: the same order).
        for name in config.classes.keys.sorted(by: <) where !names.contains(name) && !excludedNames.contains(name) {
            guard let refinement = config.classes[name] else { continue }
            diagnostics.append(
                Diagnostic(
                    config.unknownRefinementSeverity,
                    "the config refines class '\(name)', which no input declares; the refinement would not apply",
                    at: refinement.location,
                    hint: hint(name) ?? "refinements name classes by their Parse name, as the schema spells it"))
        }
        let included = config.includeClasses.map { Set($0.map(\.value)) }
        let excluded = Set(config.excludeClasses.map(\.value))
        var skipped: [String] = []
        let selected = classes.filter { parseClass in
            if let included { return included.contains(parseClass.name) && !excluded.contains(parseClass.name) }
            if excluded.contains(parseClass.name) { return false }
            if SystemClasses.serverInternal.contains(parseClass.name) {
                skipped.append(parseClass.name)
                return false
            }
            return true
        }
        if !skipped.isEmpty {
            let names = Set(skipped).sorted { $0.utf8Precedes($1) }
            diagnostics.append(
                Diagnostic(
                    .note,
                    "skipped Parse Server's internal \(names.count == 1 ? "class" : "classes") \(names.joined(separator: ", ")): apps do not model them",
                    at: nil,
                    hint:
                        "to generate one, list it under \"include\" in the config, which then names every class to generate"
                ))
        }
        return selected
    }

    /// Adds a `_User` model with the built-in fields when something needs one and no input has it.
    static func addImplicitUser(to classes: inout [ParseClass], config: GeneratorConfig) {
        guard !classes.contains(where: { $0.name == "_User" }), config.targetTypes["_User"] == nil else { return }
        let needsUser = classes.contains { parseClass in
            parseClass.name == "_Role" || parseClass.name == "_Session"
                || parseClass.fields.contains { $0.type.targetClass == "_User" }
        }
        guard needsUser, let anchor = classes.first else { return }
        classes.append(ParseClass(name: "_User", location: anchor.location, fields: [], sourceFiles: []))
    }
}

/// Swift type names for the selected classes.
enum ClassTypeNaming {
    static func assign(_ classes: [ParseClass], config: GeneratorConfig, diagnostics: inout [Diagnostic]) -> [String:
        String]
    {
        var requests: [NameRequest] = []
        for parseClass in classes {
            var preferred = derivedName(parseClass.name, stripping: config.stripPrefixes)
            let isReserved = { ReservedNames.referencedTypes.contains($0) || SwiftKeywords.reserved.contains($0) }
            // A replacement name hides no standard type either (`Any` -> `AnyModel`, not `AnyObject`).
            let isUnfit = { isReserved($0) || ReservedTypeNames.shadowedModule(of: $0) != nil }
            if let configured = config.classes[parseClass.name]?.swiftName {
                if !SwiftKeywords.isPlainIdentifier(configured.value) {
                    diagnostics.append(
                        Diagnostic(
                            .error, "'\(configured.value)' is not a valid Swift type name", at: configured.location,
                            hint: "use letters, digits and '_', not starting with a digit"))
                } else if isReserved(configured.value) {
                    // The user's own choice is never changed behind their back: it is refused where it cannot compile.
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "model type name '\(configured.value)' cannot compile: \(ReservedNames.typeNameBreakage(configured.value))",
                            at: configured.location,
                            hint:
                                "choose another name, e.g. '\(ReservedTypeNames.freeName(configured.value, suffixes: ["Object", "Model"], isTaken: isUnfit))'"
                        ))
                } else {
                    preferred = configured.value
                }
            }
            if isReserved(preferred) {
                let renamed = ReservedTypeNames.freeName(preferred, suffixes: ["Object", "Model"], isTaken: isUnfit)
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "class '\(parseClass.name)' would be named '\(preferred)', which would not compile: \(ReservedNames.typeNameBreakage(preferred)); it is named '\(renamed)'",
                        at: parseClass.location, hint: "choose a name with \"swiftName\" in the config",
                        subject: WarningSubject(.rename, parseClass.name)
                    ))
                preferred = renamed
            } else if let module = ReservedTypeNames.shadowedModule(of: preferred) {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "class '\(parseClass.name)' is named '\(preferred)', which hides \(module)'s '\(preferred)' in this module: app code there names the standard type '\(module).\(preferred)'\(ReservedNames.shadowExample(preferred, module: module))",
                        at: config.classes[parseClass.name]?.swiftName?.location ?? parseClass.location,
                        hint:
                            "keep the name and qualify the standard type, or choose another name with \"swiftName\" in the config"
                    ))
            }
            requests.append(NameRequest(wireName: parseClass.name, preferred: preferred, location: parseClass.location))
        }
        let taken = Set(config.targetTypes.values.map(\.value))
        let assignment = NameAssignment.assign(
            requests, taken: taken, what: "class", caseInsensitive: true, subjectPrefix: "")
        diagnostics += assignment.diagnostics
        return assignment.names
    }

    /// `_User` -> `User`, `OD3_Alarm` with prefix `OD3_` -> `Alarm`, `my_class` -> `MyClass`.
    static func derivedName(_ className: String, stripping prefixes: [String]) -> String {
        TypeNameDerivation.derivedName(className, stripping: prefixes)
    }
}
