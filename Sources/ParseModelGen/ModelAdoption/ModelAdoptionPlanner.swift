/// The adoption of one model: its class entry for the config and its report.
struct ModelAdoptionPlanner {
    let model: SwiftModel
    let parseClass: ParseClass
    let models: SwiftModelSet
    let stripPrefixes: [String]
    /// The schema's classes: a model is named in a `swiftType` only when its class is generated too.
    let classNames: Set<String>

    /// The class entry's members (`swiftName`, `fields`).
    private(set) var entry: [(key: String, value: OrderedJSON)] = []
    private(set) var report: AdoptionPlanner.ModelReport
    private(set) var diagnostics: [Diagnostic] = []
    /// Pointer fields by style (`pointer` for `Pointer<T>`, `object` for `T`).
    private(set) var pointerStyles: [String: Int] = [:]
    /// Each pointer property with its style and type, for the report once the style is chosen.
    private(set) var pointerProperties: [(style: String, property: SwiftProperty, type: SwiftTypeName)] = []

    init(model: SwiftModel, parseClass: ParseClass, models: SwiftModelSet, stripPrefixes: [String], classNames: Set<String>) {
        self.classNames = classNames
        self.model = model
        self.parseClass = parseClass
        self.models = models
        self.stripPrefixes = stripPrefixes
        report = AdoptionPlanner.ModelReport(
            name: model.qualifiedName, location: model.location, className: parseClass.name, generatedName: model.name,
            adds: [], keepByHand: [], changes: []
        )
    }

    mutating func run() {
        planTypeName()
        var fields: [(key: String, value: OrderedJSON)] = []
        var covered = Set<String>()
        let lookup = FieldLookup(parseClass)
        let wireKeys = model.wireKeys()
        let isObjectiveC = model.kind == .objectiveC
        for property in model.properties where !property.isStatic && property.name != "originalData" {
            if isObjectiveC && !property.isManaged {
                keep(property.location, "stored property \(property.name) (not stored by the SDK) -> a computed property or a separate store in an extension of \(report.generatedName)")
                continue
            }
            guard let key = wireKeys[property.name] else {
                keep(property.location, "stored property \(property.name) (left out of CodingKeys) -> an extension of \(report.generatedName) cannot add stored properties; keep it beside the model")
                continue
            }
            // The field the property stands for: its key, else its name (a renamed key becomes an alias).
            let field = lookup.field(named: key) ?? lookup.renamedField(propertyName: property.name, key: key)
            let fieldName = field?.name ?? (SystemClasses.isBuiltIn(key, of: parseClass.name) ? key : nil)
            guard let fieldName else {
                keep(property.location, "stored property \(property.name) (the schema has no field '\(key)') -> add the field to the schema to generate it")
                continue
            }
            covered.insert(fieldName)
            if SystemClasses.isBuiltIn(fieldName, of: parseClass.name) { continue }
            guard let field else { continue }
            var spec: [(key: String, value: OrderedJSON)] = []
            let derived = NameConversion.lowerCamel(fieldName)
            if property.name != derived {
                spec.append(("swiftName", .string(property.name)))
            }
            if let type = property.type, !SwiftTypeCompatibility.canHold(type, field.type, in: models) {
                // A refinement would not fit the field (and the config would not generate): check reports it.
                report.changes.append(Located(
                    "\(property.name) is '\(type)' here, which cannot hold the server's \(field.type.displayName) field '\(fieldName)'; the generated property has the field's type (see check)",
                    at: property.location
                ))
            } else if let type = property.type {
                spec += typeRefinement(type.unwrapped, for: field, property: property)
                if !type.isOptional, !isObjectiveC {
                    report.changes.append(Located("\(property.name) is '\(type)' here; the generated property is optional (\(type)?), so code that reads it unwraps it", at: property.location))
                }
            } else {
                report.changes.append(Located("\(property.name): its type is declared in a module that was not read; the generated property has the field's default type", at: property.location))
            }
            if key != fieldName {
                spec.append(("aliases", .array([.string(key)])))
                report.changes.append(Located("\(property.name) is encoded as '\(key)' here; the generated model encodes '\(fieldName)' and still decodes '\(key)'", at: property.location))
            }
            if !spec.isEmpty {
                fields.append((fieldName, .object(spec)))
            }
        }
        if !fields.isEmpty {
            entry.append(("fields", .object(fields)))
        }
        // A hand-written merge(with:) moves to the extension file; the generated one would clash with it.
        if model.methods.contains(where: { $0.value == "merge(with:)" }) {
            entry.append(("merge", .bool(false)))
        }
        planAdds(covered: covered)
        planExtras()
    }

    // MARK: Names

    private mutating func planTypeName() {
        let derived = TypeNameDerivation.derivedName(parseClass.name, stripping: stripPrefixes)
        // Generated models are top-level and concrete: a typealias (generic for a generic model, inside an
        // extension of the enclosing type for a nested one) keeps `Role<User>` and `Game.Score` compiling.
        var name = (model.enclosingType?.replacingOccurrences(of: ".", with: "") ?? "") + model.name
        if model.isGeneric {
            name += "Object"
        }
        if name != model.name {
            let alias = model.isGeneric ? "typealias \(model.name)<T> = \(name)" : "typealias \(model.name) = \(name)"
            let declaration = model.enclosingType.map { "extension \($0) { \(alias) }" } ?? alias
            let placed = "add '\(declaration)'" + (model.isGeneric ? " (with the generic parameter's constraint)" : "")
            let what = [model.isGeneric ? "generic model \(model.name)<...>" : nil, model.enclosingType.map { "model nested in \($0)" }]
                .compactMap { $0 }.joined(separator: ", ")
            report.keepByHand.append(Located(
                "\(what) -> generated at the top level as \(name); \(placed) in a file beside the generated models",
                at: model.location
            ))
        }
        report.generatedName = name
        if name != derived {
            entry.append(("swiftName", .string(name)))
        }
    }

    // MARK: Types

    /// The refinement keys that make the generated property's type `type` (unwrapped).
    private mutating func typeRefinement(_ type: SwiftTypeName, for field: ParseField, property: SwiftProperty) -> [(key: String, value: OrderedJSON)] {
        switch field.type {
        case .string:
            if let enumeration = models.enums[type.text] { return enumRefinement(enumeration, property: property) }
            return []
        case .number:
            if let enumeration = models.enums[type.text] { return enumRefinement(enumeration, property: property) }
            if type.text == "Double" || !FieldTypeMapper.numberTypes.contains(type.text) { return [] }
            return [("swiftType", .string(type.text))]
        case .array:
            guard let element = type.arrayElement else { return [] }
            if let enumeration = models.enums[element.text] { return enumRefinement(enumeration, property: property) }
            if let structure = models.structs[element.text] { return [("struct", structRefinement(structure))] }
            if let spelled = configTypeExpression(type) { return [("swiftType", .string(spelled))] }
            unsupported(type, property: property)
            return []
        case .object:
            if let structure = models.structs[type.text] { return [("struct", structRefinement(structure))] }
            if let value = type.dictionaryTypes?.value, let structure = models.structs[value.text] {
                return [("struct", structRefinement(structure)), ("swiftType", .string("[String: \(structure.name)]"))]
            }
            if let spelled = configTypeExpression(type) { return [("swiftType", .string(spelled))] }
            unsupported(type, property: property)
            return []
        case .pointer:
            let style = type.genericArgument?.base == "Pointer" ? "pointer" : "object"
            pointerStyles[style, default: 0] += 1
            pointerProperties.append((style, property, type))
            return []
        default:
            return []
        }
    }

    private mutating func unsupported(_ type: SwiftTypeName, property: SwiftProperty) {
        report.changes.append(Located(
            "\(property.name) is '\(type)' here; a config cannot spell that type, so the generated property has the field's default type",
            at: property.location
        ))
    }

    /// `type` as a config `swiftType` (`[Int]`, `[String: String]`, `[Review]`, `[Pointer<Author>]`),
    /// nil when the config cannot spell it.
    private func configTypeExpression(_ type: SwiftTypeName) -> String? {
        if let element = type.arrayElement {
            return configTypeExpression(element).map { "[\($0)]" }
        }
        if let dictionary = type.dictionaryTypes {
            guard dictionary.key.text == "String" else { return nil }
            return configTypeExpression(dictionary.value).map { "[String: \($0)]" }
        }
        if let generic = type.genericArgument {
            guard generic.base == "Pointer", let target = SwiftTypeCompatibility.model(named: generic.argument.text, in: models),
                  classNames.contains(target.parseClassName) else { return nil }
            return "Pointer<\(target.name)>"
        }
        if FieldTypeMapper.elementTypes.contains(type.text) { return type.text }
        if let target = SwiftTypeCompatibility.model(named: type.text, in: models), !target.isGeneric, target.enclosingType == nil,
           classNames.contains(target.parseClassName) {
            return target.name
        }
        return nil
    }

    private mutating func enumRefinement(_ enumeration: SwiftEnum, property: SwiftProperty) -> [(key: String, value: OrderedJSON)] {
        guard let rawType = enumeration.rawType, rawType == "String" || rawType == "Int" else {
            report.changes.append(Located(
                "\(property.name) is the enum \(enumeration.qualifiedName), whose raw type is not String or Int; the generated property has the field's default type",
                at: property.location
            ))
            return []
        }
        let cases: [(key: String, value: OrderedJSON)] = enumeration.cases.map { item in
            let raw = item.rawValue ?? item.name
            return (item.name, rawType == "Int" ? .number(raw) : .string(raw))
        }
        var spec: [(key: String, value: OrderedJSON)] = [("name", .string(enumeration.name))]
        spec.append(("cases", .object(cases)))
        for conformance in enumeration.conformances where !AdoptionPlanner.providedConformances.contains(conformance) && conformance != "CaseIterable" && conformance != "CodingKey" {
            report.keepByHand.append(Located(
                "conformance of \(enumeration.qualifiedName) to \(conformance) -> 'extension \(report.generatedName).\(enumeration.name): \(conformance) {}' in a file beside the generated models",
                at: enumeration.location
            ))
        }
        return [("enum", .object(spec))]
    }

    private mutating func structRefinement(_ structure: SwiftStruct) -> OrderedJSON {
        var fields: [(key: String, value: OrderedJSON)] = []
        var labels: [(key: String, name: String)] = []
        var codingKeys: [String: String] = [:]
        for key in structure.codingKeys ?? [] where codingKeys[key.name] == nil {
            codingKeys[key.name] = key.rawValue ?? key.name
        }
        for property in structure.properties where !property.isStatic {
            guard let key = structure.codingKeys == nil ? property.name : codingKeys[property.name] else { continue }
            labels.append((key, property.name))
            var spec: [(key: String, value: OrderedJSON)] = []
            let type = property.type?.unwrapped
            spec.append(("type", .string(type.map(parseType(of:)) ?? "Object")))
            if let type, let pointer = SwiftTypeCompatibility.pointerTarget(of: type, in: models), pointer != "*" {
                spec.append(("targetClass", .string(pointer)))
            }
            if property.name != NameConversion.lowerCamel(key) {
                spec.append(("swiftName", .string(property.name)))
            }
            if let type {
                if let enumeration = models.enums[type.text] ?? type.arrayElement.flatMap({ models.enums[$0.text] }) {
                    spec += enumRefinement(enumeration, property: property)
                } else if let nested = models.structs[type.text] ?? type.arrayElement.flatMap({ models.structs[$0.text] }) {
                    spec.append(("struct", structRefinement(nested)))
                } else if parseType(of: type) == "Number", type.text != "Double" {
                    spec.append(("swiftType", .string(type.text)))
                } else if type.arrayElement != nil || type.dictionaryTypes != nil, let spelled = configTypeExpression(type) {
                    spec.append(("swiftType", .string(spelled)))
                }
            }
            fields.append((key, .object(spec)))
        }
        // The generated memberwise initializer takes the fields by name; calls in declaration order need one of their own.
        let declared = labels
        let generatedOrder = labels.sorted { $0.key.utf8Precedes($1.key) }
        if declared.map(\.key) != generatedOrder.map(\.key) {
            let spell = { (pairs: [(key: String, name: String)]) in pairs.map { "\($0.name):" }.joined() }
            report.keepByHand.append(Located(
                "memberwise initializer \(structure.qualifiedName)(\(spell(declared))) -> the generated one is init(\(spell(generatedOrder))); add an init(\(spell(declared))) that calls it, in an extension beside the generated models",
                at: structure.location
            ))
        }
        for conformance in structure.conformances where !AdoptionPlanner.providedConformances.contains(conformance) {
            report.keepByHand.append(Located(
                "conformance of \(structure.qualifiedName) to \(conformance) -> 'extension \(report.generatedName).\(structure.name): \(conformance) {}' in a file beside the generated models",
                at: structure.location
            ))
        }
        return .object([("name", .string(structure.name)), ("fields", .object(fields))])
    }

    /// The Parse type a nested struct's property stands for.
    private func parseType(of type: SwiftTypeName) -> String {
        let text = type.text
        if let enumeration = models.enums[text] { return enumeration.rawType == "Int" ? "Number" : "String" }
        if SwiftTypeCompatibility.stringTypes.contains(text) { return "String" }
        if FieldTypeMapper.numberTypes.contains(text) { return "Number" }
        if text == "Bool" { return "Boolean" }
        if text == "Date" { return "Date" }
        if type.arrayElement != nil { return "Array" }
        if SwiftTypeCompatibility.pointerTarget(of: type, in: models) != nil { return "Pointer" }
        for (fieldType, names) in SwiftTypeCompatibility.sdkTypes where names.contains(text) { return fieldType.displayName }
        return "Object"
    }

    // MARK: Report

    private mutating func planAdds(covered: Set<String>) {
        var adds = ["init(objectId:)", "the memberwise initializer"]
        if !model.methods.contains(where: { $0.value == "merge(with:)" }) {
            adds.append("merge(with:)")
        }
        adds.append("typed query keys and helpers")
        if parseClass.fields.contains(where: { $0.required == true && $0.defaultValue == nil && !SystemClasses.isBuiltIn($0.name, of: parseClass.name) }) {
            adds.append("missingRequiredKeys")
        }
        if model.kind != .objectiveC, model.property(named: "originalData") == nil {
            adds.append("originalData")
        }
        let missing = parseClass.fields.filter { !covered.contains($0.name) && !SystemClasses.isBuiltIn($0.name, of: parseClass.name) }
        if !missing.isEmpty {
            adds.append("the field\(missing.count == 1 ? "" : "s") " + missing.map { "'\($0.name)'" }.joined(separator: ", "))
        }
        report.adds = adds
    }

    /// Notes the pointer properties written in the other style than `style`, which the generated models use.
    mutating func notePointerStyle(_ style: String) {
        for entry in pointerProperties where entry.style != style {
            let generated = style == "pointer" ? "Pointer<\(entry.type.text)>" : (entry.type.genericArgument?.argument.text ?? entry.type.text)
            report.changes.append(Located(
                "\(entry.property.name) is '\(entry.property.type?.text ?? entry.type.text)' here; generated models use one pointer style, so it is '\(generated)?'",
                at: entry.property.location
            ))
        }
    }

    private mutating func keep(_ location: SourceLocation, _ text: String) {
        report.keepByHand.append(Located(text, at: location))
    }

    private mutating func planExtras() {
        let file = "\(report.generatedName)+App.swift"
        if model.kind == .objectiveC {
            let alreadyNoted = Set(report.changes.map(\.location))
            report.changes.insert(Located(
                "a PFObject subclass becomes a ParseSwift struct: calls to the Objective-C SDK (saveInBackground, PFQuery, object[key]) move to ParseSwift's API",
                at: model.location
            ), at: 0)
            for property in model.properties where property.isManaged && !alreadyNoted.contains(property.location) {
                guard let type = property.type?.unwrapped.text else { continue }
                let replacement = ["NSNumber": "a Swift number type (Double, or swiftType)", "PFFileObject": "ParseFile", "PFGeoPoint": "ParseGeoPoint",
                                   "PFUser": "the generated User", "PFACL": "ParseACL", "PFPolygon": "ParsePolygon", "NSDate": "Date"][type]
                if let replacement {
                    report.changes.append(Located("\(property.name) is '\(type)' here; the generated property is \(replacement)", at: property.location))
                }
            }
        }
        for initializer in model.initializers {
            if initializer.value == "init()" || initializer.value == "init(objectId:)" {
                // The generated ones must stay as the SDK needs them (init() empty, for partial updates).
                report.changes.append(Located(
                    "\(initializer.value) is hand-written here; the generated model declares its own \(initializer.value == "init()" ? "empty init()" : "init(objectId:)"), so what this one sets moves to the memberwise initializer's arguments or a factory method",
                    at: initializer.location
                ))
                continue
            }
            keep(initializer.location, "initializer \(initializer.value) -> an extension of \(report.generatedName) in \(file) beside the generated models")
        }
        for property in model.computedProperties {
            keep(property.location, "computed property \(property.value) -> the extension in \(file)")
        }
        for method in model.methods {
            // The generated model is nonisolated, and so must be the witness of an SDK requirement: in a module
            // isolated to the main actor by default, a plain extension's merge would be isolated and not conform.
            let note = method.value == "merge(with:)"
                ? " (the config's \"merge\": false leaves it out of the generated model; write 'nonisolated extension' for it in a module isolated to the main actor by default: with ParseSwift 4.14 a plain extension's merge would be main-actor isolated and not satisfy the SDK's requirement, and with the fork 5.x/6.x a plain extension is nonisolated already)"
                : ""
            keep(method.location, "method \(method.value) -> the extension in \(file)\(note)")
        }
        for conformance in model.extraConformances where !AdoptionPlanner.providedConformances.contains(conformance) {
            keep(model.location, "conformance to \(conformance) -> 'extension \(report.generatedName): \(conformance)' in \(file)")
        }
    }
}
