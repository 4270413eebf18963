import ParseSchema

/// Plans what a class's config adds beside its fields: local properties (state the app keeps on the
/// device, never sent) and the order of the memberwise initializer's arguments.
struct LocalPropertyPlanner {
    /// The model's mapper, which resolves type names as a `swiftType` does.
    var mapper: FieldTypeMapper
    /// Names a member of the model may not take.
    let reservedMembers: Set<String>

    /// The local properties as uncoded property plans; nil after an error (in `mapper.diagnostics`).
    mutating func plan(_ specs: [LocalPropertySpec], beside properties: [PropertyPlan]) -> [PropertyPlan]? {
        // Most classes have none; the set of the model's names below cost 9,000 instructions a class.
        guard !specs.isEmpty else { return [] }
        var taken = Set(properties.map(\.name))
        var planned: [PropertyPlan] = []
        var failed = false
        for spec in specs {
            let name = spec.name.value
            if taken.contains(name) {
                mapper.error("local property '\(name)' has the name of a property of the model", at: spec.name.location)
                failed = true
                continue
            }
            if reservedMembers.contains(name) || SwiftKeywords.unusableAsMember.contains(name) {
                mapper.error(
                    "local property '\(name)' cannot compile: \(ReservedNames.memberBreakage(name))",
                    at: spec.name.location)
                failed = true
                continue
            }
            taken.insert(name)
            guard let type = mapper.resolve(spec.swiftType.value, declared: [], at: spec.swiftType.location) else {
                failed = true
                continue
            }
            var property = PropertyPlan(
                name: name, type: spec.isOptional ? .optional(type) : type, doc: spec.doc.map { [$0] } ?? [],
                wireKey: name)
            property.isCoded = false
            property.isLocal = true
            if let initial = spec.initialValue {
                guard let value = mapper.initialArgument(initial.value, for: type) else {
                    mapper.error(
                        "initialValue of local property '\(name)' is not a value of its Swift type \(type.displayName)",
                        at: initial.location)
                    failed = true
                    continue
                }
                property.defaultArgument = value
                property.defaultCallsAppInitializer = mapper.callsAppInitializer(value, for: type)
                if spec.isOptional {
                    property.initialValue = value
                } else {
                    property.placeholder = .value(value)
                }
            }
            planned.append(property)
        }
        return failed ? nil : planned
    }

    /// The names of `order`, checked against the model's properties: each once, each a property. Linear in
    /// the entries and properties: the names are looked up in a set, and each unknown entry gets one
    /// diagnostic whose suggestion comes from an index built once (never the whole property list, which
    /// for thousands of unknown names made the output quadratic).
    mutating func initializerOrder(_ order: [Located<String>], of properties: [PropertyPlan]) -> [String]? {
        guard !order.isEmpty else { return [] }
        var names = Set<String>(minimumCapacity: properties.count)
        for property in properties { names.insert(property.name) }
        var candidates: NameSuggestion.Index?
        var seen = Set<String>(minimumCapacity: order.count)
        var failed = false
        for entry in order {
            if !names.contains(entry.value) {
                let index = candidates ?? NameSuggestion.Index(properties.map { NameSuggestion.Candidate($0.name) })
                candidates = index
                mapper.diagnostics.append(
                    Diagnostic(
                        .error, "'\(entry.value)' in initializerOrder is not a property of the model",
                        at: entry.location,
                        hint: index.closestMatch(to: entry.value)?.hint()
                            ?? "name the model's Swift properties (fields, local properties and built-in ones such as objectId), as the generated model spells them"
                    ))
                failed = true
            } else if !seen.insert(entry.value).inserted {
                mapper.error("'\(entry.value)' is named twice in initializerOrder", at: entry.location)
                failed = true
            }
        }
        return failed ? nil : order.map(\.value)
    }
}
