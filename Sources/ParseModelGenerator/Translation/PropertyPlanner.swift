import ParseSchema

extension FieldTypeMapper {
    /// Plans the properties of `fields` in this scope: Swift names (converted, configured, made
    /// unique), types, documentation and legacy keys. `nil` when any field had an error.
    mutating func properties(
        for fields: [ParseField], configRefinements: [String: FieldRefinement] = [:],
        reservedMembers: Set<String>, taken: Set<String> = [], className: String?
    ) -> [PropertyPlan]? {
        var requests: [NameRequest] = []
        // Both in the order of `fields`, looked up by position.
        var refinements: [FieldRefinement] = []
        requests.reserveCapacity(fields.count)
        refinements.reserveCapacity(fields.count)
        var invalidName = false
        for field in fields where !SchemaValidator.isValidName(field.name) {
            diagnostics.append(
                Diagnostic(
                    .error, "invalid field name '\(field.name)'", at: field.location,
                    hint: "field names start with a letter and contain only letters, digits and '_'"))
            invalidName = true
        }
        if invalidName { return nil }
        for field in fields {
            let inline = field.refinement ?? FieldRefinement()
            let configured = configRefinements.isEmpty ? nil : configRefinements[field.name]
            let refinement = configured.map { inline.overridden(by: $0) } ?? inline
            refinements.append(refinement)
            requests.append(
                NameRequest(
                    wireName: field.name,
                    preferred: preferredName(field, refinement.swiftName, reservedMembers, className: className),
                    location: field.location))
            if className == nil {
                diagnostics += SchemaValidator.sdkKeyWarnings(field.name, at: field.location, className: nil)
            }
        }
        let assignment = NameAssignment.assignInOrder(
            requests, taken: taken, what: "field", subjectPrefix: className.map { $0 + "." })
        diagnostics += assignment.diagnostics
        // Only aliases are checked against the scope's keys, and few fields have any.
        var wireKeys: Set<String> = []
        if refinements.contains(where: { !$0.aliases.isEmpty }) {
            let builtInKeys = className == nil ? [] : SystemModelShapes.objectProperties.map(\.wireKey)
            wireKeys = Set(fields.map(\.name)).union(taken).union(builtInKeys)
        }
        var aliasOwners: [String: String] = [:]
        var properties: [PropertyPlan] = []
        // The names beside the plans, so that sorting compares names without copying plans.
        var names: [String] = []
        var failed = false
        for (index, field) in fields.enumerated() {
            let refinement = refinements[index]
            guard let type = swiftType(for: field, refinement: refinement, insideStruct: className == nil),
                let aliases = checkedAliases(refinement.aliases, of: field, wireKeys: wireKeys, owners: &aliasOwners)
            else {
                failed = true
                continue
            }
            if let expression = refinement.swiftType, Self.stringEncodedTypes.contains(expression.value.baseName) {
                diagnostics.append(Self.stringConversionWarning(expression, of: field, className: className))
            }
            let name = assignment.names[index]
            var namesTarget = false
            if case .pointer(let target) = field.type {
                namesTarget = modelTypeNames[target] != nil || targetTypes[target] != nil
            }
            var property = PropertyPlan(
                name: name, type: .optional(type),
                doc: FieldDocumentation.paragraphs(
                    for: field, refinement: refinement, swiftName: name, swiftTypeNamesTarget: namesTarget),
                wireKey: field.name, aliases: aliases,
                queryKey: className == nil ? nil : queryKey(for: field, type: type)
            )
            // Models only: a nested struct's values are not objects the server creates.
            if className != nil {
                property.defaultArgument = field.defaultValue.flatMap { defaultArgument($0.value, for: type) }
                property.isRequiredWithoutDefault = field.required == true && field.defaultValue == nil
                guard applyInitialValue(refinement, of: field, type: type, to: &property) else {
                    failed = true
                    continue
                }
            } else if let stray = refinement.isOptional?.location ?? refinement.initialValue?.location {
                error("\"optional\" and \"initialValue\" refine fields of classes, not of nested structs", at: stray)
                failed = true
                continue
            }
            properties.append(property)
            names.append(name)
        }
        if failed { return nil }
        // Sorted through their indices: sorting the plans themselves moved each plan (a large value) a
        // dozen times in the debug build the build plugin runs, about 185 M instructions at 1000 classes.
        // The names are distinct, so the order is the same as sorting the plans.
        var order = [Int](upTo: names.count)
        order.sort { names[$0].utf8Precedes(names[$1]) }
        var sorted: [PropertyPlan] = []
        sorted.reserveCapacity(order.count)
        for index in order { sorted.append(properties[index]) }
        return sorted
    }

    /// `value` as a default argument of `type`, when it is a literal of it: a string, a Boolean, a number
    /// the number type holds exactly, or a raw value of the field's enum. Other defaults (dates, objects,
    /// arrays, pointers) stay `nil` and are documented on the property as before.
    private func defaultArgument(_ value: JSONValue, for type: SwiftType) -> DefaultArgument? {
        guard case .named(let name) = type else { return nil }
        switch value {
        case .string(let text):
            if name == "String" { return .string(text) }
            return enumCase(named: name, matching: .string(text))
        case .bool(let flag):
            return name == "Bool" ? .bool(flag) : nil
        case .number(let number):
            switch name {
            case "Double":
                return number.doubleValue != nil ? .decimal(number.lexeme) : nil
            case "Float":
                guard let value = number.doubleValue, abs(value) <= Double(Float.greatestFiniteMagnitude) else {
                    return nil
                }
                return .decimal(number.lexeme)
            case "Int", "Int64":
                return number.intValue.map { .integer($0) }
            case "Int32":
                return number.intValue.flatMap { Int32(exactly: $0) != nil ? .integer($0) : nil }
            default:
                return number.intValue.flatMap { enumCase(named: name, matching: .int($0)) }
            }
        default:
            return nil
        }
    }

    /// The config's `"optional": false` and `"initialValue"`: a non-optional property holds its initial
    /// value until set or decoded; an optional one starts with it. False after an error.
    private mutating func applyInitialValue(
        _ refinement: FieldRefinement, of field: ParseField, type: SwiftType, to property: inout PropertyPlan
    ) -> Bool {
        let nonOptional = refinement.isOptional?.value == false
        guard nonOptional || refinement.initialValue != nil else { return true }
        var value: DefaultArgument?
        if let initial = refinement.initialValue {
            guard let literal = initialArgument(initial.value, for: type) else {
                error(
                    "initialValue of field '\(field.name)' is not a value of its Swift type \(type.displayName)",
                    at: initial.location,
                    hint:
                        "write a JSON literal of the type: a string, number, true/false, an array of them, {} for an empty dictionary, \"now\" for a Date, or a case's raw value for an enum"
                )
                return false
            }
            value = literal
        } else if let schemaDefault = property.defaultArgument {
            value = schemaDefault
        }
        guard let value else {
            error(
                "field '\(field.name)' is not optional, so it needs an \"initialValue\"",
                at: refinement.isOptional?.location ?? field.location,
                hint: "add \"initialValue\": the value a new object holds and a response without the field leaves")
            return false
        }
        property.defaultArgument = value
        property.defaultCallsAppInitializer = callsAppInitializer(value, for: type)
        if nonOptional {
            property.type = type
            property.placeholder = .value(value)
            // A non-optional property always has a value: the server's requirement is met by it.
            property.isRequiredWithoutDefault = false
        } else {
            property.initialValue = value
        }
        return true
    }

    /// A config's initial value as a value of `type`: what `defaultArgument` accepts, and arrays of it,
    /// an empty dictionary, and `"now"` for a Date.
    func initialArgument(_ value: JSONValue, for type: SwiftType) -> DefaultArgument? {
        switch (type, value) {
        case (.array(let element), .array(let items)):
            var elements: [DefaultArgument] = []
            for item in items {
                guard let element = initialArgument(item.value, for: element) else { return nil }
                elements.append(element)
            }
            return .array(elements)
        case (.dictionary, .object(let members)) where members.isEmpty:
            return .emptyDictionary
        case (.named("Date"), .string("now")):
            return .now
        case (.named(let name), .object(let members))
        where members.isEmpty && (appTypes.contains(name) || modelType(named: name) != nil):
            // `{}` for a model or an app type: a new empty instance (`GameScore()`).
            return .newInstance
        case (.named(let name), .string(let text)) where appTypes.contains(name) && text.hasPrefix("."):
            // A case of the app's own enum, written as Swift writes it (`.active`).
            let caseName = String(text.dropFirst())
            return SwiftKeywords.isPlainIdentifier(caseName) ? .enumCase(caseName) : nil
        default:
            return defaultArgument(value, for: type)
        }
    }

    /// Whether `value` (an initial value of `type`) makes a new instance of an `appTypes` type.
    func callsAppInitializer(_ value: DefaultArgument, for type: SwiftType) -> Bool {
        switch (value, type) {
        case (.newInstance, .named(let name)), (.newInstance, .optional(.named(let name))):
            return appTypes.contains(name) && modelType(named: name) == nil
        case (.array(let items), .array(let element)), (.array(let items), .optional(.array(let element))):
            return items.contains { callsAppInitializer($0, for: element) }
        default:
            return false
        }
    }

    /// `.case` of the field's enum `name` whose raw value is `raw`.
    private func enumCase(named name: String, matching raw: EnumRawValue) -> DefaultArgument? {
        for case .enumeration(let plan) in nestedTypes where plan.name == name || name.hasSuffix("." + plan.name) {
            if let match = plan.cases.first(where: { $0.rawValue == raw }) { return .enumCase(match.name) }
        }
        return nil
    }

    /// The query key of a model field: pointers and relations to known types compare with objects,
    /// everything else with its own Swift type.
    private func queryKey(for field: ParseField, type: SwiftType) -> PropertyQueryKey? {
        let parseType = field.type.displayName
        switch field.type {
        case .acl:
            return nil
        case .pointer(let target):
            guard let targetType = modelTypeNames[target] ?? targetTypes[target] else {
                return PropertyQueryKey(kind: .value, valueType: type, parseType: parseType)
            }
            return PropertyQueryKey(kind: .pointer, valueType: .named(targetType), parseType: parseType)
        case .relation(let target):
            guard let targetType = modelTypeNames[target] ?? targetTypes[target] else { return nil }
            return PropertyQueryKey(kind: .relation, valueType: .named(targetType), parseType: parseType)
        default:
            return PropertyQueryKey(kind: .value, valueType: type, parseType: parseType)
        }
    }

    private mutating func preferredName(
        _ field: ParseField, _ configured: Located<String>?, _ reserved: Set<String>, className: String?
    ) -> String {
        let derived = NameConversion.lowerCamel(field.name)
        let isTaken = { (candidate: String) in
            reserved.contains(candidate) || SwiftKeywords.unusableAsMember.contains(candidate)
        }
        let free = { (name: String) in isTaken(name + "Value") ? name + "Field" : name + "Value" }
        if let configured {
            if !SwiftKeywords.isPlainIdentifier(configured.value) {
                diagnostics.append(
                    Diagnostic(
                        .error, "'\(configured.value)' is not a valid Swift property name", at: configured.location,
                        hint: "use letters, digits and '_', not starting with a digit"))
            } else if isTaken(configured.value) {
                // A name the user chose is never changed behind their back: refused where it cannot compile.
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "property name '\(configured.value)' for field '\(field.name)' cannot compile: \(ReservedNames.memberBreakage(configured.value))",
                        at: configured.location, hint: "choose another name, e.g. '\(free(configured.value))'"
                    ))
            } else {
                return configured.value
            }
        }
        guard isTaken(derived) else { return derived }
        let renamed = free(derived)
        diagnostics.append(
            Diagnostic(
                .warning,
                "field '\(field.name)' would be named '\(derived)', which would not compile: \(ReservedNames.memberBreakage(derived)); it is named '\(renamed)'",
                at: field.location,
                hint: "the wire key stays '\(field.name)'; choose another name with \"swiftName\" in the config",
                subject: .field(.rename, className: className, field: field.name)
            ))
        return renamed
    }

    /// Foundation decodes a `URL` or `UUID` from a string strictly and encodes it in its own spelling: an empty
    /// or malformed value fails the decoding of the whole object, a lowercase UUID is saved back uppercase and
    /// a URL with a space or a non-ASCII letter percent-encoded. The user chose the type, so it is kept, with
    /// a warning the config may acknowledge ("string-conversion").
    private static func stringConversionWarning(
        _ expression: Located<TypeExpression>, of field: ParseField, className: String?
    ) -> Diagnostic {
        let type = expression.value.baseName
        let changes =
            type == "UUID"
            ? "a UUID is saved back uppercase, so a lowercase one read from the server changes"
            : "a URL is saved back percent-encoded, so one with a space or a non-ASCII letter changes"
        return Diagnostic(
            .warning,
            "field '\(field.name)' as \(type): a value that is not a \(type) (an empty string too) fails the decoding of the whole object, and \(changes)",
            at: expression.location,
            hint:
                "keep it a String and convert where the app uses it, or name an app type that keeps the string as it came (Documentation/Configuring.md, \"URL and UUID\"); acknowledge with \"string-conversion\" to keep \(type)",
            subject: .field(.stringConversion, className: className, field: field.name))
    }

    /// `wireKeys` are the keys of the scope's fields and built-in properties; `owners` maps each alias
    /// already claimed in the scope to its field, since one key cannot decode into two fields.
    private mutating func checkedAliases(
        _ aliases: [Located<String>], of field: ParseField, wireKeys: Set<String>, owners: inout [String: String]
    ) -> [String]? {
        var result: [String] = []
        // A set, not a search of `result` for each alias: 20,000 aliases took 4x the time of 10,000.
        var kept = Set<String>(minimumCapacity: aliases.count)
        for alias in aliases {
            if !SchemaValidator.isValidName(alias.value) {
                diagnostics.append(
                    Diagnostic(.error, "alias '\(alias.value)' is not a valid Parse field name", at: alias.location))
                return nil
            }
            if wireKeys.contains(alias.value) {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "alias '\(alias.value)' of field '\(field.name)' is itself a field or built-in key of the class",
                        at: alias.location,
                        hint: "an alias names a key the field had before a rename"))
                return nil
            }
            if let owner = owners[alias.value], owner != field.name {
                diagnostics.append(
                    Diagnostic(
                        .error, "alias '\(alias.value)' of field '\(field.name)' is also an alias of field '\(owner)'",
                        at: alias.location,
                        hint: "one earlier key can decode into one field only"))
                return nil
            }
            owners[alias.value] = field.name
            if kept.insert(alias.value).inserted {
                result.append(alias.value)
            }
        }
        return result
    }
}
