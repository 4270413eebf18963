import ParseModelGenerator
import ParseSchema

/// Turns the app's hand-written `ParseCloudable` types into entries of a Cloud Code description, and decides
/// which of them `adopt --rewrite` may remove: those whose generated type is declared exactly the same way
/// (name, parameters in order with their types and wire keys, `ReturnType`) and that hold nothing else.
package enum CloudAdoptionPlanner {
    /// One hand-written type, adopted.
    package struct Entry: Sendable {
        /// The hand-written type.
        package var cloudable: SwiftCloudable
        /// Function or job.
        package var kind: CloudCodeEntry.Kind
        /// The name the server registers it under.
        package var name: String
        /// Its entry in the description, member by member.
        var json: OrderedJSON
        /// Why `--rewrite` cannot replace it with the generated type; empty when it can (pending the
        /// comparison with the generated plan, ``compare(_:with:)``).
        package var blockers: [Located<String>] = []
    }

    /// What the planner found.
    package struct Plan: Sendable {
        /// The adopted types, in the order read.
        package var entries: [Entry] = []
        /// Warnings at the Swift declarations: types not adopted, calls of unknown kind.
        package var diagnostics: [Diagnostic] = []
    }

    /// The Parse class of each model type the calls may point to, by Swift name.
    package typealias ModelClasses = [String: String]

    /// Plans every cloudable of `models` but those named in `leftOut` (qualified names).
    package static func plan(
        _ models: SwiftModelSet, modelClasses: ModelClasses, config: GeneratorConfig, leftOut: Set<String> = []
    ) -> Plan {
        var plan = Plan()
        for cloudable in models.cloudables where !leftOut.contains(cloudable.qualifiedName) {
            var planner = EntryPlanner(cloudable: cloudable, modelClasses: modelClasses, config: config)
            planner.source = models.sources[cloudable.location.file] ?? []
            if let entry = planner.plan() {
                plan.entries.append(entry)
            }
            plan.diagnostics += planner.diagnostics
        }
        return plan
    }

    /// Why the generated type `generated` is not declared exactly as the hand-written one: empty when it is.
    package static func compare(_ entry: Entry, with generated: CloudTypePlan?) -> [Located<String>] {
        let cloudable = entry.cloudable
        guard let generated else {
            return [Located("no type is generated for \(entry.kind.rawValue) '\(entry.name)'", at: cloudable.location)]
        }
        var problems: [Located<String>] = []
        if generated.typeName != cloudable.qualifiedName {
            problems.append(
                Located(
                    "the generated type would be \(generated.typeName), not \(cloudable.qualifiedName)",
                    at: cloudable.location))
        }
        let expected = generated.returnType.displayName
        // An unmappable ReturnType is already among the entry's blockers, in its own words.
        if let returnType = cloudable.returnType, returnType.value.text != expected,
            !entry.blockers.contains(where: { $0.location == returnType.location })
        {
            let why = entry.kind == .job ? " (a job's: Parse Server answers a job's start with {})" : ""
            problems.append(
                Located(
                    "ReturnType is \(returnType.value.text); the generated type's would be \(expected)\(why)",
                    at: returnType.location))
        }
        let parameters = cloudable.parameters
        if parameters.map(\.name) != generated.parameters.map(\.name) {
            problems.append(
                Located(
                    "the parameters would be \(generated.parameters.map(\.name).joined(separator: ", ")), in that order, not \(parameters.map(\.name).joined(separator: ", "))",
                    at: cloudable.location))
            return problems
        }
        for (property, planned) in zip(parameters, generated.parameters) {
            if cloudable.wireKey(of: property) != planned.wireKey {
                problems.append(
                    Located(
                        "\(property.name) would be sent as '\(planned.wireKey)', not as '\(cloudable.wireKey(of: property) ?? "nothing")'",
                        at: property.location))
            }
            let written = property.type?.text ?? "?"
            let stored = planned.storedType.displayName
            if case .required = planned.presence {
                // Stored optional (so that a hook's decoding never fails), passed non-optional.
                if written != planned.type.displayName {
                    problems.append(
                        Located(
                            "\(property.name) is \(written); the generated parameter would be \(planned.type.displayName)",
                            at: property.location))
                } else if let uses = cloudable.outsideReferences[property.name], let first = uses.first {
                    problems.append(
                        Located(
                            "\(property.name) is \(written) and read at \(first.file):\(first.position.line):\(first.position.column); the generated property would be \(stored) (a required parameter is stored optional)",
                            at: property.location))
                }
            } else if written != stored {
                problems.append(
                    Located(
                        "\(property.name) is \(written); the generated property would be \(stored)",
                        at: property.location))
            }
        }
        return problems
    }
}

/// Plans one hand-written type.
private struct EntryPlanner {
    let cloudable: SwiftCloudable
    let modelClasses: CloudAdoptionPlanner.ModelClasses
    let config: GeneratorConfig
    var diagnostics: [Diagnostic] = []
    var blockers: [Located<String>] = []
    /// The declaring file's bytes: the comments above the type and its properties become descriptions, so that
    /// none is lost with a removed declaration.
    var source: [UInt8] = []

    init(cloudable: SwiftCloudable, modelClasses: CloudAdoptionPlanner.ModelClasses, config: GeneratorConfig) {
        self.cloudable = cloudable
        self.modelClasses = modelClasses
        self.config = config
    }

    mutating func plan() -> CloudAdoptionPlanner.Entry? {
        guard let name = cloudable.functionJobName?.value else {
            warn(
                "\(cloudable.qualifiedName) is not adopted: its functionJobName is not given as a string literal (`var functionJobName = \"hello\"`, or in an init() that only assigns), so adopt cannot tell which function it calls"
            )
            return nil
        }
        guard CloudCodeDecoder.isUsableWireName(name) else {
            warn(
                "\(cloudable.qualifiedName) is not adopted: '\(name)' cannot be a Cloud function's name in a description"
            )
            return nil
        }
        let kind: CloudCodeEntry.Kind
        switch (cloudable.jobCalls.first, cloudable.functionCalls.first) {
        case (let job?, let function?):
            warn(
                "\(cloudable.qualifiedName) is not adopted: the app starts it as a job (\(job.file):\(job.position.line)) and runs it as a function (\(function.file):\(function.position.line))"
            )
            return nil
        case (.some, nil):
            kind = .job
        case (nil, .some):
            kind = .function
        case (nil, nil):
            kind = .function
        }
        var entry: [(key: String, value: OrderedJSON)] = []
        if let span = cloudable.span, let comment = SourceRewriter.leadingComment(span, in: source) {
            entry.append(("description", .string(comment)))
        }
        if cloudable.name != NameConversion.upperCamel(name) {
            entry.append(("swiftName", .string(cloudable.name)))
        }
        var fields: [(key: String, value: OrderedJSON)] = []
        for property in cloudable.parameters {
            guard let field = field(for: property) else { return nil }
            fields.append(field)
        }
        if !fields.isEmpty {
            entry.append(("fields", .object(fields)))
        }
        if let returnType = cloudable.returnType {
            let type = returnType.value
            if type.text == "ParseJSONValue?" {
                // What the generated type answers when the description says nothing.
            } else if kind == .job {
                // A job has no `returns`: ``compare(_:with:)`` names the generated type's ReturnType.
            } else if let mapped = parseType(type.unwrapped, isResult: true) {
                entry.append(("returns", mapped))
            } else {
                blockers.append(
                    Located(
                        "ReturnType \(type.text) has no Parse type in a description; the generated type answers ParseJSONValue?",
                        at: returnType.location))
            }
        } else {
            blockers.append(
                Located("the declaration writes no `typealias ReturnType`; declare it there", at: cloudable.location))
        }
        blockers += declarationBlockers()
        if cloudable.jobCalls.isEmpty, cloudable.functionCalls.isEmpty {
            warn(
                "\(cloudable.qualifiedName) is adopted as a Cloud function: no runFunction() or startJob() call on it was found in the files read",
                hint: "if the app starts it as a job, move '\(name)' from \"functions\" to \"jobs\" in the description")
        }
        return CloudAdoptionPlanner.Entry(
            cloudable: cloudable, kind: kind, name: name, json: .object(entry), blockers: blockers)
    }

    /// The `fields` entry of one stored property, nil (with a warning) when the description cannot say it.
    private mutating func field(for property: SwiftProperty) -> (key: String, value: OrderedJSON)? {
        guard let type = property.type else {
            warn(
                "\(cloudable.qualifiedName) is not adopted: the type of \(property.name) comes from a module that was not read",
                at: property.location)
            return nil
        }
        guard let wireKey = cloudable.wireKey(of: property) else {
            warn(
                "\(cloudable.qualifiedName) is not adopted: \(property.name) is left out of CodingKeys, so it is never sent, and a description holds only what is sent",
                at: property.location)
            return nil
        }
        guard case .object(var members)? = parseType(type.unwrapped, isResult: false) else {
            warn(
                "\(cloudable.qualifiedName) is not adopted: \(property.name) is \(type.text), which no Parse type of a description stands for",
                at: property.location)
            return nil
        }
        // A Number parameter is a Double unless the description names its Swift type, as the app's does.
        if case .string("Number")? = members.first?.value, type.unwrapped.text != "Double",
            CloudCodeKeys.numberTypes.contains(type.unwrapped.text)
        {
            members.append(("swiftType", .string(type.unwrapped.text)))
        }
        let initial = property.initialValue ?? cloudable.initializerAssignments?[property.name]
        if let initial, initial != "nil" {
            if let literal = Self.literal(initial, for: members.first?.value) {
                members.append(("default", literal))
            } else {
                blockers.append(
                    Located(
                        "\(property.name) starts as \(initial), which a description cannot hold as a default (only a String, number or Bool literal)",
                        at: property.location))
            }
        } else if !type.isOptional {
            members.append(("required", .bool(true)))
        }
        if property.name != NameConversion.lowerCamel(wireKey) {
            members.append(("swiftName", .string(property.name)))
        }
        if let span = property.span, let comment = SourceRewriter.leadingComment(span, in: source) {
            members.append(("description", .string(comment)))
        }
        return (wireKey, .object(members))
    }

    /// The description's type object for a Swift type (without its optional).
    private func parseType(_ type: SwiftTypeName, isResult: Bool) -> OrderedJSON? {
        func named(_ name: String) -> OrderedJSON { .object([("type", .string(name))]) }
        switch type.text {
        case "String": return named("String")
        case "Double", "Float", "Decimal", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
            "UInt32", "UInt64":
            return named("Number")
        case "Bool": return named("Boolean")
        case "Date": return named("Date")
        case "ParseFile": return named("File")
        case "ParseGeoPoint": return named("GeoPoint")
        case "ParsePolygon": return named("Polygon")
        case "ParseBytes": return named("Bytes")
        default: break
        }
        if let element = type.arrayElement {
            if element.text == "ParseJSONValue" { return named("Array") }
            guard element.arrayElement == nil, case .object(let items)? = parseType(element, isResult: isResult)
            else { return nil }
            let itemType: OrderedJSON = items.count == 1 ? items[0].value : .object(items)
            return .object([("type", .string("Array")), ("items", itemType)])
        }
        if let dictionary = type.dictionaryTypes, dictionary.key.text == "String" {
            return named("Object")
        }
        if let generic = type.genericArgument, generic.base == "Pointer",
            let className = modelClasses[generic.argument.text]
        {
            return .object([("type", .string("Pointer")), ("targetClass", .string(className))])
        }
        if let className = modelClasses[type.text] {
            // A saved object is sent as a pointer; a result is the object itself.
            return .object([("type", .string(isResult ? "Object" : "Pointer")), ("targetClass", .string(className))])
        }
        return nil
    }

    /// A `default` for the description: a plain literal of the parameter's Parse type.
    static func literal(_ text: String, for type: OrderedJSON?) -> OrderedJSON? {
        guard case .string(let parseType)? = type else { return nil }
        switch parseType {
        case "String":
            return SwiftDeclarationResolver.stringLiteral(text).map(OrderedJSON.string)
        case "Number":
            guard InitialValueLiteral.isNumber(text), Double(text) != nil else { return nil }
            return .number(text)
        case "Boolean":
            return text == "true" ? .bool(true) : text == "false" ? .bool(false) : nil
        default:
            return nil
        }
    }

    /// What in the declaration the generated type would not declare the same way, or a rewrite would lose.
    private func declarationBlockers() -> [Located<String>] {
        var found: [Located<String>] = []
        let name = cloudable.qualifiedName
        let at = cloudable.location
        if let enclosing = cloudable.enclosingType {
            found.append(Located("\(name) is nested in \(enclosing); the generated type is a top-level type", at: at))
        }
        if cloudable.isGeneric { found.append(Located("\(name) is generic; the generated type is not", at: at)) }
        if cloudable.isClass { found.append(Located("\(name) is a class; the generated type is a struct", at: at)) }
        let access = config.accessLevel.rawValue
        if cloudable.access != access, !(cloudable.access == "internal" && config.accessLevel == .internal) {
            found.append(
                Located(
                    "\(name) is \(cloudable.access); the generated type would be \(access) (the config's \"accessLevel\")",
                    at: at))
        }
        for location in cloudable.extensions {
            found.append(
                Located(
                    "an extension of \(name) stands here; it would extend the generated type, which declares its own conformances and members: move what it holds first",
                    at: location))
        }
        found += cloudable.unmovableProperties
        for location in cloudable.functionJobNameArguments {
            found.append(
                Located(
                    "this call passes functionJobName: to \(name)'s initializer; the generated initializer has no such argument",
                    at: location))
        }
        if let uses = cloudable.outsideReferences["functionJobName"], let first = uses.first {
            found.append(
                Located(
                    "\(name).functionJobName is used here; the generated type's ignores what is set, as it always calls its own function",
                    at: first))
        }
        for property in cloudable.properties {
            if property.access == "private" || property.access == "fileprivate" || property.setterAccess != nil {
                found.append(
                    Located(
                        "\(property.name) is \(property.setterAccess.map { "\($0)(set)" } ?? property.access); the generated property would not be",
                        at: property.location))
            }
            if property.hasObservers {
                found.append(
                    Located(
                        "\(property.name) has willSet/didSet observers, which the generated property would not run",
                        at: property.location))
            }
        }
        let codingKeys = name + ".CodingKeys"
        for member in cloudable.members {
            switch member.kind {
            case .storedProperty: break
            case .typeAlias where member.name == "ReturnType": break
            case .type where member.name == codingKeys: break
            case .emptyInitializer where member.name == "init()": break
            case .initializer where member.name == "init()" && cloudable.initializerAssignments != nil: break
            case .computedProperty, .staticProperty:
                found.append(
                    Located(
                        "\(name) declares the property \(member.name) by hand; the generated type would not have it",
                        at: at))
            case .method, .initializer, .emptyInitializer, .className:
                found.append(
                    Located("\(name) declares \(member.name) by hand; the generated type would not have it", at: at))
            case .type, .typeAlias:
                found.append(
                    Located(
                        "\(name) declares the type \(member.name) by hand; the generated type would not have it", at: at
                    ))
            }
        }
        return found
    }

    private mutating func warn(_ message: String, at location: SourceLocation? = nil, hint: String? = nil) {
        diagnostics.append(Diagnostic(.warning, message, at: location ?? cloudable.location, hint: hint))
    }
}
