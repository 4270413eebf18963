import ParseSchema

/// Turns a Cloud Code description into the types to declare, against the models of the same run: a
/// pointer's `targetClass` must be a generated model, and no function's type may take the name of a model,
/// a shared type, an SDK type or another function's type.
package enum CloudCodePlanner {
    /// Names a Cloud type's members use, which a parameter cannot take: the SDK's protocols ask for some
    /// (`functionJobName`, `description`, `debugDescription`, `hashValue`), the generated code declares the others.
    static let reservedMembers: Set<String> = [
        "functionJobName", "functionName", "validate", "description", "debugDescription", "hashValue", "hash",
        "encode", "ReturnType", "CodingKeys",
    ]

    /// Plans `description` beside `plan`, whose class-to-type table and type names it uses. Pointers are typed
    /// in the config's `pointerStyle`, as the models' are: ParseSwift sends a saved object in a Cloud Code body
    /// as a pointer (its ParseEncoder replaces every nested object that has an id), and the model decodes one.
    package static func plan(
        _ description: CloudCodeDescription, sourceFiles: [String], models plan: GenerationPlan,
        pointerStyle: PointerStyle
    ) -> (plan: CloudCodePlan, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let modelNames = Set(plan.models.map(\.typeName))
        var takenTypeNames = TakenTypeNames(models: modelNames, shared: plan.sharedTypes.map(\.name))
        // Where each function and job was described first, by kind: a function and a job may share a name.
        var seenFunctions: [String: SourceLocation] = [:]
        var seenJobs: [String: SourceLocation] = [:]
        seenFunctions.reserveCapacity(description.entries.count)
        var types: [CloudTypePlan] = []
        for entry in description.entries {
            if let earlier = entry.kind == .function ? seenFunctions[entry.name] : seenJobs[entry.name] {
                diagnostics.append(
                    Diagnostic(
                        .error, "the Cloud \(entry.kind.rawValue) '\(entry.name)' is described twice",
                        at: entry.location, hint: "the first is at \(earlier.file):\(earlier.position.line)"))
                continue
            }
            if entry.kind == .function {
                seenFunctions[entry.name] = entry.location
            } else {
                seenJobs[entry.name] = entry.location
            }
            let typeName = entry.swiftName?.value ?? NameConversion.upperCamel(entry.name)
            let typeLocation = entry.swiftName?.location ?? entry.location
            guard SwiftKeywords.isPlainIdentifier(typeName), !SwiftKeywords.isReserved(typeName) else {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "the Cloud \(entry.kind.rawValue) '\(entry.name)' would be the Swift type '\(typeName)', which is not a type name",
                        at: typeLocation, hint: "give it a \"swiftName\" such as \"AverageStars\""))
                continue
            }
            guard takenTypeNames.insertCloudType(typeName) else {
                let what =
                    modelNames.contains(typeName)
                    ? "a generated model"
                    : types.contains(where: { $0.typeName == typeName })
                        ? "another Cloud function's or job's type" : "a type the generated code uses"
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "the Cloud \(entry.kind.rawValue) '\(entry.name)' would be the Swift type '\(typeName)', the name of \(what)",
                        at: typeLocation, hint: "give it another \"swiftName\""))
                continue
            }
            var planner = EntryPlanner(
                entry: entry, typeName: typeName, classTypes: plan.classTypeNames, pointerStyle: pointerStyle)
            // The set is handed over, not copied: copying it for every function cost a third of planning.
            if let type = planner.plan(avoiding: takenTypeNames) {
                types.append(type)
            }
            diagnostics += planner.diagnostics
        }
        // Sorted by name through their indices: sorting the plans themselves copied each one it moved.
        let names = types.map(\.typeName)
        let order = names.indices.sorted { names[$0].utf8Precedes(names[$1]) }
        return (CloudCodePlan(types: order.map { types[$0] }, sourceFiles: sourceFiles), diagnostics)
    }
}

/// Plans one function or job.
private struct EntryPlanner {
    let entry: CloudCodeEntry
    let typeName: String
    let classTypes: [String: String]
    let pointerStyle: PointerStyle
    var diagnostics: [Diagnostic] = []

    init(entry: CloudCodeEntry, typeName: String, classTypes: [String: String], pointerStyle: PointerStyle) {
        self.entry = entry
        self.typeName = typeName
        self.classTypes = classTypes
        self.pointerStyle = pointerStyle
    }

    mutating func plan(avoiding typeNames: TakenTypeNames) -> CloudTypePlan? {
        // The names parameters and enums take; the reserved ones are looked up where they are kept, not copied.
        var memberNames: Set<String> = []
        var nestedNames: Set<String> = [typeName]
        var parameters: [CloudParameterPlan] = []
        var enums: [EnumPlan] = []
        for parameter in entry.parameters {
            let name = parameter.swiftName?.value ?? NameConversion.lowerCamel(parameter.name)
            let location = parameter.swiftName?.location ?? parameter.location
            guard SwiftKeywords.isPlainIdentifier(name), !SwiftKeywords.unusableAsMember.contains(name) else {
                error(
                    "parameter '\(parameter.name)' would be the Swift property '\(name)', which is not a usable name",
                    at: location, hint: "give it a \"swiftName\" such as \"movieTitle\"")
                continue
            }
            guard !CloudCodePlanner.reservedMembers.contains(name), memberNames.insert(name).inserted else {
                error(
                    "parameter '\(parameter.name)' would be the Swift property '\(name)', a name the type already uses",
                    at: location, hint: "give it another \"swiftName\"")
                continue
            }
            guard var type = swiftType(parameter.type, at: parameter.location) else { continue }
            if let numberType = parameter.swiftType?.value {
                // The decoder accepted only a number type, and only for a Number parameter.
                type = .named(numberType)
            }
            var planned = CloudParameterPlan(
                name: name, wireKey: parameter.name, type: type, presence: parameter.required ? .required : .optional,
                numberOptions: [], unknownCaseName: nil, missingMessage: nil, refusedMessage: nil,
                summary: parameter.description, optionsText: nil)
            var caseNames: [CloudCodeLiteral: String] = [:]
            if case .string = parameter.type, !parameter.options.isEmpty {
                let enumName = ReservedTypeNames.freeName(
                    NameConversion.upperFirst(name), suffixes: ["", "Option", "Value"],
                    isTaken: {
                        typeNames.contains($0) || nestedNames.contains($0) || memberNames.contains($0)
                            || CloudCodePlanner.reservedMembers.contains($0) || SwiftKeywords.isReserved($0)
                    })
                nestedNames.insert(enumName)
                memberNames.insert(enumName)
                guard let enumeration = optionsEnum(enumName, parameter: parameter, caseNames: &caseNames) else {
                    continue
                }
                enums.append(enumeration)
                type = .named(typeName + "." + enumName)
                planned.type = type
                planned.unknownCaseName = enumeration.unknownCaseName
            } else if case .number = parameter.type {
                planned.numberOptions = parameter.options.compactMap {
                    if case .number(let lexeme) = $0.value { return lexeme }
                    return nil
                }
            }
            if let defaultValue = parameter.defaultValue?.value {
                switch defaultValue {
                case .string(let text):
                    planned.presence = .defaulted(caseNames[defaultValue].map { .enumCase($0) } ?? .string(text))
                case .number(let lexeme): planned.presence = .defaulted(.decimal(lexeme))
                case .bool(let flag): planned.presence = .defaulted(.bool(flag))
                }
            }
            // Parse Server's validator words its refusals so (`triggers.js`); a field's `error` replaces both.
            // Only what `validate()` checks gets a message: most parameters are neither required nor listed.
            if case .required = planned.presence {
                planned.missingMessage =
                    parameter.errorMessage ?? "Validation failed. Please specify data for \(parameter.name)."
            }
            if !parameter.options.isEmpty {
                let optionsText = parameter.options.map { Self.serverText($0.value) }.joined(separator: ", ")
                planned.refusedMessage =
                    parameter.errorMessage
                    ?? "Validation failed. Invalid option for \(parameter.name). Expected: \(optionsText)"
                planned.optionsText = optionsText
            }
            parameters.append(planned)
        }
        let returnType: SwiftType
        if let returns = entry.returns {
            guard let type = swiftType(returns, at: entry.location) else { return nil }
            returnType = type
        } else {
            // Parse Server answers `{}` for a job, and for a function whose handler returns nothing: the
            // SDK decodes `{"result": ...}`, where only an optional type accepts a missing `result`.
            returnType = .optional(.named("ParseJSONValue"))
        }
        guard !diagnostics.containsErrors else { return nil }
        return CloudTypePlan(
            kind: entry.kind, wireName: entry.name, typeName: typeName,
            summary: entry.description.flatMap { $0.isEmpty ? nil : $0 }, callerRules: callerRules(),
            returnType: returnType, parameters: parameters, enums: enums)
    }

    /// What the validator asks of the caller, for the doc comment: `nil` when it asks nothing.
    private func callerRules() -> String? {
        var rules: [String] = []
        if entry.requireUser { rules.append("a logged-in user") }
        if entry.requireMaster { rules.append("the master key") }
        if !entry.requireAnyUserRoles.isEmpty {
            rules.append("one of the roles " + entry.requireAnyUserRoles.joined(separator: ", "))
        }
        if !entry.requireAllUserRoles.isEmpty {
            rules.append("all of the roles " + entry.requireAllUserRoles.joined(separator: ", "))
        }
        return rules.isEmpty ? nil : rules.joined(separator: "; ")
    }

    /// The enum of a String parameter's `options`, with an unknown case for values the description does not list.
    private mutating func optionsEnum(
        _ name: String, parameter: CloudCodeParameter, caseNames: inout [CloudCodeLiteral: String]
    ) -> EnumPlan? {
        var cases: [EnumCasePlan] = []
        var used = Set<String>()
        for option in parameter.options {
            guard case .string(let raw) = option.value else { continue }
            // Punctuation and spaces separate words, as underscores do: "by-date" is the case `byDate`.
            let words = String(
                decoding: raw.utf8.map { byte in
                    switch byte {
                    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                        UInt8(ascii: "0")...UInt8(ascii: "9"):
                        return byte
                    default: return UInt8(ascii: "_")
                    }
                }, as: UTF8.self)
            var caseName = NameConversion.lowerCamel(words)
            if let first = caseName.utf8.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") {
                caseName = "value" + caseName
            }
            if SwiftKeywords.unusableAsMember.contains(caseName) {
                caseName += "Value"
            }
            guard SwiftKeywords.isPlainIdentifier(caseName), caseName.utf8.contains(where: { $0 != UInt8(ascii: "_") })
            else {
                error(
                    "the option \(SwiftText.stringLiteral(raw)) of parameter '\(parameter.name)' cannot be an enum case",
                    at: option.location,
                    hint:
                        "String options become enum cases: use ASCII letters and digits, with '_', '-' or spaces between words"
                )
                return nil
            }
            guard used.insert(caseName).inserted else {
                error(
                    "the options of parameter '\(parameter.name)' would make the case '\(caseName)' twice",
                    at: option.location, hint: "options must differ in more than case and punctuation")
                return nil
            }
            caseNames[option.value] = caseName
            cases.append(EnumCasePlan(name: caseName, rawValue: .string(raw)))
        }
        let unknown = ReservedTypeNames.freeName("unknown", suffixes: ["", "Value"], isTaken: used.contains)
        return EnumPlan(
            name: name, rawType: .string, cases: cases, unknownCaseName: unknown,
            doc: ["The values parameter `\(parameter.name)` accepts."])
    }

    private mutating func swiftType(_ type: CloudCodeValueType, at location: SourceLocation) -> SwiftType? {
        switch type {
        case .string: return .named("String")
        case .number: return .named("Double")
        case .boolean: return .named("Bool")
        case .date: return .named("Date")
        case .object: return .dictionary(key: .named("String"), value: .named("ParseJSONValue"))
        case .array(let items):
            guard let items else { return .array(.named("ParseJSONValue")) }
            return swiftType(items, at: location).map(SwiftType.array)
        case .file: return .named("ParseFile")
        case .geoPoint: return .named("ParseGeoPoint")
        case .polygon: return .named("ParsePolygon")
        case .bytes: return .named("ParseBytes")
        case .pointer(let className):
            return model(className, at: location).map {
                pointerStyle == .pointer ? .generic("Pointer", [.named($0)]) : .named($0)
            }
        case .objectOf(let className):
            return model(className, at: location).map { .named($0) }
        }
    }

    private mutating func model(_ className: String, at location: SourceLocation) -> String? {
        if let typeName = classTypes[className] { return typeName }
        let suggestion = NameSuggestion.closest(to: className, among: classTypes.keys.sorted())
        error(
            "'\(className)' in \(entry.kind.rawValue) '\(entry.name)' is not a class the models are generated for",
            at: location, hint: suggestion.map { "did you mean '\($0)'?" } ?? "name a class of the schema")
        return nil
    }

    /// A value as the server's validator message lists it (`opts.join(', ')`).
    static func serverText(_ literal: CloudCodeLiteral) -> String {
        switch literal {
        case .string(let text): return text
        case .number(let lexeme): return lexeme
        case .bool(let flag): return flag ? "true" : "false"
        }
    }

    private mutating func error(_ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(Diagnostic(.error, message, at: location, hint: hint))
    }
}
