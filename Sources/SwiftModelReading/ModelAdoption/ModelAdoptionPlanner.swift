import ParseModelGenerator
import ParseSchema

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
    /// Each pointer property with its field, style and type, for the per-field style once the config's is chosen.
    private(set) var pointerProperties: [(field: String, style: String, property: SwiftProperty, type: SwiftTypeName)] =
        []
    /// The field refinements, by field name in the order planned; written into `entry` by `finish`.
    private var fields: [(key: String, value: OrderedJSON)] = []
    /// The app's own types the config must name in `appTypes` (enums, structs and other models' types it keeps).
    private(set) var appTypes: [String] = []
    /// The names of the stored properties the generated model declares with the same name, type, key and
    /// initial value: `adopt --rewrite` removes them from the hand-written declaration.
    private(set) var providedProperties = Set<String>()
    /// The stored properties the generated model has a property of the same name for (provided or not).
    private var generatedNames = Set<String>()
    /// Whether the declaration's `init()` only gives properties the values the config now holds as their
    /// `initialValue`, so that it can go.
    private(set) var foldsInitializer = false
    /// Why `adopt --rewrite` cannot remove the hand-written declaration, each at its place.
    private(set) var rewriteBlockers: [Located<String>] = []
    /// The property each schema field's refinement is planned for.
    private(set) var propertyByField: [String: SwiftProperty] = [:]

    init(
        model: SwiftModel, parseClass: ParseClass, models: SwiftModelSet, stripPrefixes: [String],
        classNames: Set<String>
    ) {
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
        var covered = Set<String>()
        let lookup = FieldLookup(parseClass)
        let wireKeys = model.wireKeys()
        let isObjectiveC = model.kind == .objectiveC
        let protocolName = SystemModelShapes.protocolName(for: parseClass.name)
        let builtInNames = Set(
            (SystemModelShapes.objectProperties + SystemModelShapes.protocolProperties(protocolName, userType: "User"))
                .map(\.name))
        let scorable = model.isQueryScorable
        var localProperties: [(key: String, value: OrderedJSON)] = []
        // `init() { points = 5 }` gives `points` its first value, as `var points = 5` would.
        let assigned = model.initializerAssignments ?? [:]
        var handWrittenOnly = Set<String>()
        for declared in model.properties where !declared.isStatic {
            var property = declared
            if let value = assigned[property.name] {
                property.initialValue = value
            }
            if !isObjectiveC, let reason = reasonToKeep(property) {
                // The generated property would be a plain `var` with the model's access: the line must stay.
                block(property.location, "stored property \(property.name) \(reason)")
                handWrittenOnly.insert(property.name)
            }
            if !isObjectiveC, builtInNames.contains(property.name) || (scorable && property.name == "score") {
                // The SDK's own properties: every generated model declares them (`score` with "textSearch").
                providedProperties.insert(property.name)
                continue
            }
            if property.name == "originalData" { continue }
            if isObjectiveC && !property.isManaged {
                keep(
                    property.location,
                    "stored property \(property.name) (not stored by the SDK) -> a computed property or a separate store in an extension of \(report.generatedName)"
                )
                continue
            }
            guard let key = wireKeys[property.name] else {
                if let spec = localProperty(property) {
                    localProperties.append((property.name, .object(spec)))
                    providedProperties.insert(property.name)
                } else {
                    keep(
                        property.location,
                        "stored property \(property.name) (left out of CodingKeys) -> an extension of \(report.generatedName) cannot add stored properties; keep it beside the model"
                    )
                    block(
                        property.location,
                        "stored property \(property.name) is left out of CodingKeys and its type or initial value cannot be written in the config's localProperties"
                    )
                }
                continue
            }
            // The field the property stands for: its key, else its name (a renamed key becomes an alias).
            let field = lookup.field(named: key) ?? lookup.renamedField(propertyName: property.name, key: key)
            let fieldName = field?.name ?? (SystemClasses.isBuiltIn(key, of: parseClass.name) ? key : nil)
            if fieldName == nil, model.kind == .user, key == "sessionToken" {
                keep(
                    property.location,
                    "stored property sessionToken (what login answers, not a '_User' column) -> the generated user does not declare it; ParseSwift keeps the session token itself (User.current, sessionToken())"
                )
                block(
                    property.location,
                    "stored property sessionToken is what login answers, not a '_User' column, and the generated user does not declare it; remove it (ParseSwift keeps the session token itself) or keep the model as it is"
                )
                continue
            }
            guard let fieldName else {
                keep(
                    property.location,
                    "stored property \(property.name) (the schema has no field '\(key)') -> add the field to the schema to generate it"
                )
                block(
                    property.location,
                    "stored property \(property.name) is encoded as '\(key)', which the schema's class '\(parseClass.name)' does not have"
                )
                continue
            }
            covered.insert(fieldName)
            if SystemClasses.isBuiltIn(fieldName, of: parseClass.name) { continue }
            guard let field else { continue }
            var spec: [(key: String, value: OrderedJSON)] = []
            var sameDeclaration = true
            let derived = NameConversion.lowerCamel(fieldName)
            if property.name != derived {
                spec.append(("swiftName", .string(property.name)))
            }
            if let type = property.type, !SwiftTypeCompatibility.canHold(type, field.type, in: models) {
                // A refinement would not fit the field (and the config would not generate): check reports it.
                report.changes.append(
                    Located(
                        "\(property.name) is '\(type)' here, which cannot hold the server's \(field.type.displayName) field '\(fieldName)'; the generated property has the field's type (see check)",
                        at: property.location
                    ))
                sameDeclaration = false
            } else if let type = property.type {
                let refinement = typeRefinement(type.unwrapped, for: field, property: property)
                sameDeclaration = refinement.kept
                spec += refinement.keys
                if !type.isOptional, !isObjectiveC {
                    if let initial = property.initialValue.flatMap({
                        InitialValueLiteral.json($0, for: type, in: models)
                    }) {
                        spec += [("optional", .bool(false)), ("initialValue", initial)]
                    } else if let text = property.initialValue, !text.isEmpty {
                        report.changes.append(
                            Located(
                                "\(property.name) starts as \(text) here, which a config's initialValue cannot hold; the generated property is optional (\(type)?), so code that reads it unwraps it",
                                at: property.location))
                        sameDeclaration = false
                    } else {
                        report.changes.append(
                            Located(
                                "\(property.name) is '\(type)' here; the generated property is optional (\(type)?), so code that reads it unwraps it",
                                at: property.location))
                        sameDeclaration = false
                    }
                } else if let text = property.initialValue, text != "nil", !isObjectiveC {
                    if let initial = InitialValueLiteral.json(text, for: type, in: models) {
                        spec.append(("initialValue", initial))
                    } else {
                        report.changes.append(
                            Located(
                                "\(property.name) starts as \(text) here; the config cannot hold that value, so the generated property starts as nil",
                                at: property.location))
                        sameDeclaration = false
                    }
                }
            } else {
                report.changes.append(
                    Located(
                        "\(property.name): its type is declared in a module that was not read; the generated property has the field's default type",
                        at: property.location))
                sameDeclaration = false
            }
            if key != fieldName {
                spec.append(("aliases", .array([.string(key)])))
                report.changes.append(
                    Located(
                        "\(property.name) is encoded as '\(key)' here; the generated model encodes '\(fieldName)' and still decodes '\(key)'",
                        at: property.location))
                sameDeclaration = false
            }
            generatedNames.insert(property.name)
            propertyByField[fieldName] = property
            if sameDeclaration {
                providedProperties.insert(property.name)
            } else {
                // The reason is the change just noted for the property.
                let reason =
                    report.changes.last { $0.location == property.location }?.value
                    ?? "its type, initial value or key differs"
                block(
                    property.location,
                    "stored property \(property.name) would not be declared the same way by the generated model: \(reason)"
                )
            }
            if !spec.isEmpty {
                fields.append((fieldName, .object(spec)))
            }
        }
        providedProperties.subtract(handWrittenOnly)
        foldsInitializer =
            model.initializerAssignments.map { !$0.isEmpty && $0.keys.allSatisfy(providedProperties.contains) } ?? false
        if scorable {
            entry.append(("textSearch", .bool(true)))
        }
        // The model keeps the merge it had: its own (the generated one would clash with it), or the SDK's
        // default, which merges through a JSON round trip (dates to the millisecond) where the generated one
        // restores each field the response lacks.
        if !isObjectiveC {
            entry.append(("merge", .bool(false)))
        }
        // A hand-written init(from:) stays the app's; the generated one would clash with it.
        if let decoder = model.initializers.first(where: { $0.value == "init(from:)" }) {
            entry.append(("decoder", .bool(false)))
            // What it was not written for stays nil in every decoded object of the generated model.
            let leftOut = model.fieldsTheDecoderLeavesOut(of: parseClass)
            if !leftOut.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "init(from:) of \(model.qualifiedName) stays the app's and decodes no value for "
                            + leftOut.map { "'\($0)'" }.joined(separator: ", ")
                            + ", which the generated model declares: decoded objects have \(leftOut.count == 1 ? "it" : "them") nil; decode \(leftOut.count == 1 ? "it" : "them") there, or remove the decoder and \"decoder\": false",
                        at: decoder.location))
            }
        }
        planInitializerOrder(builtInNames: builtInNames)
        if !localProperties.isEmpty {
            entry.append(("localProperties", .object(localProperties)))
        }
        planAdds(covered: covered)
        planExtras()
    }

    /// The memberwise initializer the compiler gave the hand-written struct takes its stored properties in
    /// declaration order; app code calls it so (`Book(title:publishingYear:)`), and the generated one takes
    /// the built-in properties first, then the fields by name.
    private mutating func planInitializerOrder(builtInNames: Set<String>) {
        // An initializer in the declaration itself takes the compiler's memberwise initializer away.
        guard model.kind != .objectiveC,
            !model.members.contains(where: { $0.kind == .initializer || $0.kind == .emptyInitializer })
        else { return }
        // A `let` with an initial value is no argument of the compiler's initializer.
        let declared = model.properties.filter { !$0.isStatic && !($0.isConstant && $0.hasInitialValue) }.map(\.name)
            .filter { providedProperties.contains($0) || generatedNames.contains($0) }
        let builtIns = declared.filter { builtInNames.contains($0) }
        let others = declared.filter { !builtInNames.contains($0) }
        let generatedOrder = builtIns + others.sorted { $0.utf8Precedes($1) }
        if declared != generatedOrder, !declared.isEmpty {
            entry.append(("initializerOrder", .array(declared.map(OrderedJSON.string))))
        }
    }

    /// Why the generated model cannot declare `property` the same way, whatever the config says: observers,
    /// an access level of its own. Nil when it can.
    private func reasonToKeep(_ property: SwiftProperty) -> String? {
        if property.hasObservers {
            return "has willSet/didSet observers, which the generated property would not run"
        }
        if let setter = property.setterAccess {
            return "has a \(setter)(set) setter; the generated property's setter has the model's access"
        }
        let order = ["private", "fileprivate", "internal", "package", "public", "open"]
        let rank = { (level: String) in order.firstIndex(of: level) ?? 2 }
        // A member is never more visible than its type, and the generated one has the type's access.
        let model = min(rank(model.access), rank("public"))
        if min(rank(property.access), model) != model {
            return
                "is \(property.access) here; the generated property has the model's access (\(order[model]))"
        }
        return nil
    }

    /// A stored property outside `CodingKeys` as a `localProperties` entry, when the config can spell it.
    private mutating func localProperty(_ property: SwiftProperty) -> [(key: String, value: OrderedJSON)]? {
        guard let type = property.type, let spelled = configTypeExpression(type.unwrapped) else { return nil }
        var spec: [(key: String, value: OrderedJSON)] = [("swiftType", .string(spelled))]
        if type.isOptional {
            spec.append(("optional", .bool(true)))
        }
        if let text = property.initialValue, text != "nil" {
            guard let initial = InitialValueLiteral.json(text, for: type, in: models) else { return nil }
            spec.append(("initialValue", initial))
        } else if !type.isOptional {
            return nil
        }
        return spec
    }

    /// The per-field `pointerStyle` of each pointer property written in the other style than the config's
    /// `style`, so that both are kept; then the class entry's `fields`.
    mutating func finish(pointerStyle style: String) {
        for pointer in pointerProperties where pointer.style != style {
            if let index = fields.firstIndex(where: { $0.key == pointer.field }),
                case .object(var spec) = fields[index].value
            {
                spec.append(("pointerStyle", .string(pointer.style)))
                fields[index].value = .object(spec)
            } else {
                fields.append((pointer.field, .object([("pointerStyle", .string(pointer.style))])))
            }
        }
        if !fields.isEmpty {
            let position = entry.firstIndex { $0.key != "swiftName" } ?? entry.count
            entry.insert(("fields", .object(fields)), at: position)
        }
    }

    /// Holds the plan against what an existing config already says (`existing` is its class entry,
    /// `accessLevel` its top-level one): the merge keeps the config's values, so a property is removed only
    /// when the merged field is the one planned, and the declaration only when the merged class entry is.
    mutating func reconcile(with existing: OrderedJSON?, accessLevel: String?) {
        let path = "classes.\(parseClass.name)"
        if let accessLevel, model.kind != .objectiveC, accessLevel != model.access {
            block(
                model.location,
                "the config's 'accessLevel' is \(accessLevel), so the generated model would be \(accessLevel) where \(model.qualifiedName) is \(model.access)"
            )
        }
        guard case .object(let members)? = existing else { return }
        let planned = OrderedJSON.object(entry)
        for member in members where member.key != "doc" && member.key != "description" {
            guard member.key == "fields" else {
                if planned[member.key] != member.value {
                    block(
                        model.location,
                        "the config's '\(path).\(member.key)' is \(member.value.text), where the model needs \(planned[member.key]?.text ?? "none")"
                    )
                }
                continue
            }
            guard case .object(let fieldEntries) = member.value else { continue }
            for field in fieldEntries {
                guard case .object(let settings) = field.value else { continue }
                let plannedField = planned["fields"]?[field.key]
                for setting in settings where setting.key != "doc" && plannedField?[setting.key] != setting.value {
                    guard let property = propertyByField[field.key] else { continue }
                    providedProperties.remove(property.name)
                    block(
                        property.location,
                        "stored property \(property.name) would not be declared the same way by the generated model: the config's '\(path).fields.\(field.key).\(setting.key)' is \(setting.value.text), where the property needs \(plannedField?[setting.key]?.text ?? "none")"
                    )
                    break
                }
            }
        }
        foldsInitializer =
            foldsInitializer && (model.initializerAssignments?.keys.allSatisfy(providedProperties.contains) ?? false)
    }

    // MARK: Names

    /// The generated model's name for a hand-written one: nested and generic models become top-level
    /// concrete types (`Game.Score` -> `GameScore`, `Role<RoleUser>` -> `RoleObject`).
    static func generatedName(of model: SwiftModel) -> String {
        (model.enclosingType?.replacingOccurrences(of: ".", with: "") ?? "") + model.name
            + (model.isGeneric ? "Object" : "")
    }

    private mutating func planTypeName() {
        let derived = TypeNameDerivation.derivedName(parseClass.name, stripping: stripPrefixes)
        // Generated models are top-level and concrete: a typealias (generic for a generic model, inside an
        // extension of the enclosing type for a nested one) keeps `Role<User>` and `Game.Score` compiling.
        let name = Self.generatedName(of: model)
        if name != model.name {
            let alias = model.isGeneric ? "typealias \(model.name)<T> = \(name)" : "typealias \(model.name) = \(name)"
            let declaration = model.enclosingType.map { "extension \($0) { \(alias) }" } ?? alias
            let placed = "add '\(declaration)'" + (model.isGeneric ? " (with the generic parameter's constraint)" : "")
            let what = [
                model.isGeneric ? "generic model \(model.name)<...>" : nil,
                model.enclosingType.map { "model nested in \($0)" },
            ]
            .compactMap { $0 }.joined(separator: ", ")
            report.keepByHand.append(
                Located(
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

    /// The refinement keys that make the generated property's type `type` (unwrapped), and whether the
    /// generated property then has exactly that type. The app's own enums and structs stay the app's
    /// (named in `appTypes`): app code that switches over an enum or builds a struct keeps compiling.
    private mutating func typeRefinement(_ type: SwiftTypeName, for field: ParseField, property: SwiftProperty) -> (
        keys: [(key: String, value: OrderedJSON)], kept: Bool
    ) {
        switch field.type {
        case .string:
            if type.text == "String" { return ([], true) }
            if let spelled = configTypeExpression(type) { return ([("swiftType", .string(spelled))], true) }
        case .number:
            if type.text == "Double" { return ([], true) }
            if let spelled = configTypeExpression(type) { return ([("swiftType", .string(spelled))], true) }
        case .array, .object:
            if let spelled = configTypeExpression(type) { return ([("swiftType", .string(spelled))], true) }
        case .pointer(let target):
            guard classNames.contains(target) else {
                // A class that stays hand-written (a generic model's) is not generated: the pointer would be untyped.
                report.changes.append(
                    Located(
                        "\(property.name) points to class '\(target)', which is not generated; the generated property is an untyped pointer",
                        at: property.location))
                return ([], false)
            }
            let style = type.genericArgument?.base == "Pointer" ? "pointer" : "object"
            pointerStyles[style, default: 0] += 1
            pointerProperties.append((field.name, style, property, type))
            return ([], true)
        default:
            return (
                [],
                FieldTypeMapper.elementTypes.contains(type.text)
                    || SwiftTypeCompatibility.sdkTypes[field.type]?.contains(type.text) == true
                    || type.genericArgument?.base == "ParseRelation"
            )
        }
        unsupported(type, property: property)
        return ([], false)
    }

    private mutating func unsupported(_ type: SwiftTypeName, property: SwiftProperty) {
        report.changes.append(
            Located(
                "\(property.name) is '\(type)' here; a config cannot spell that type, so the generated property has the field's default type",
                at: property.location
            ))
    }

    /// `type` as a config `swiftType` (`[Int]`, `[String: String]`, `[Review]`, `[Pointer<Author>]`,
    /// `Recipe.Category`, `URL`), nil when the config cannot spell it. The app's own enums and structs are
    /// added to `appTypes`.
    private mutating func configTypeExpression(_ type: SwiftTypeName) -> String? {
        if let element = type.arrayElement {
            return configTypeExpression(element).map { "[\($0)]" }
        }
        if let dictionary = type.dictionaryTypes {
            guard dictionary.key.text == "String" else { return nil }
            return configTypeExpression(dictionary.value).map { "[String: \($0)]" }
        }
        if let generic = type.genericArgument {
            guard generic.base == "Pointer",
                let target = SwiftTypeCompatibility.model(named: generic.argument.text, in: models),
                classNames.contains(target.parseClassName)
            else { return nil }
            return "Pointer<\(Self.generatedName(of: target))>"
        }
        if FieldTypeMapper.elementTypes.contains(type.text) || FieldTypeMapper.stringEncodedTypes.contains(type.text) {
            return type.text
        }
        // Another model (`[Level]`, `[Game.Round]`), by the name its generated model has.
        if let target = SwiftTypeCompatibility.model(named: type.text, in: models),
            classNames.contains(target.parseClassName)
        {
            return Self.generatedName(of: target)
        }
        if models.enums[type.text] != nil || models.structs[type.text] != nil, isConfigTypeName(type.text) {
            // A type nested in this model follows it to the generated type's name (`Game.Score.Level` is
            // `GameScore.Level` once `Game.Score` is generated as `GameScore`).
            var name = type.text
            if name.hasPrefix(model.qualifiedName + "."), report.generatedName != model.qualifiedName {
                name = report.generatedName + name.dropFirst(model.qualifiedName.count)
            }
            if !appTypes.contains(name) { appTypes.append(name) }
            return name
        }
        return nil
    }

    /// A type name `appTypes` accepts: identifiers joined by dots.
    private func isConfigTypeName(_ text: String) -> Bool {
        text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy {
            SwiftKeywords.isPlainIdentifier(String($0))
        }
    }

    // MARK: Report

    private mutating func planAdds(covered: Set<String>) {
        var adds = ["init(objectId:)", "the memberwise initializer"]
        if model.kind == .objectiveC {
            adds.append("merge(with:)")
        }
        adds.append("typed query keys and helpers")
        if parseClass.fields.contains(where: {
            $0.required == true && $0.defaultValue == nil && !SystemClasses.isBuiltIn($0.name, of: parseClass.name)
        }) {
            adds.append("missingRequiredKeys")
        }
        if model.kind != .objectiveC, model.property(named: "originalData") == nil {
            adds.append("originalData")
        }
        let missing = parseClass.fields.filter {
            !covered.contains($0.name) && !SystemClasses.isBuiltIn($0.name, of: parseClass.name)
        }
        if !missing.isEmpty {
            adds.append(
                "the field\(missing.count == 1 ? "" : "s") " + missing.map { "'\($0.name)'" }.joined(separator: ", "))
        }
        report.adds = adds
    }

    private mutating func keep(_ location: SourceLocation, _ text: String) {
        report.keepByHand.append(Located(text, at: location))
    }

    private mutating func block(_ location: SourceLocation, _ text: String) {
        rewriteBlockers.append(Located(text, at: location))
    }

    private mutating func planExtras() {
        let file = "\(report.generatedName)+App.swift"
        if model.isClass, model.kind != .objectiveC {
            report.changes.append(
                Located(
                    "\(model.qualifiedName) is a class here; the generated model is a struct, as ParseSwift's models are: code that changes a `let` instance, or shares one instance between places, changes with it",
                    at: model.location
                ))
        }
        if model.kind == .objectiveC {
            let alreadyNoted = Set(report.changes.map(\.location))
            report.changes.insert(
                Located(
                    "a PFObject subclass becomes a ParseSwift struct: calls to the Objective-C SDK (saveInBackground, PFQuery, object[key]) move to ParseSwift's API",
                    at: model.location
                ), at: 0)
            for property in model.properties where property.isManaged && !alreadyNoted.contains(property.location) {
                guard let type = property.type?.unwrapped.text else { continue }
                let replacement = [
                    "NSNumber": "a Swift number type (Double, or swiftType)", "PFFileObject": "ParseFile",
                    "PFGeoPoint": "ParseGeoPoint",
                    "PFUser": "the generated User", "PFACL": "ParseACL", "PFPolygon": "ParsePolygon", "NSDate": "Date",
                ][type]
                if let replacement {
                    report.changes.append(
                        Located(
                            "\(property.name) is '\(type)' here; the generated property is \(replacement)",
                            at: property.location))
                }
            }
        }
        for initializer in model.initializers {
            if initializer.value == "init()",
                model.members.contains(where: { $0.kind == .emptyInitializer && $0.name == "init()" }),
                model.initializers.filter({ $0.value == "init()" }).count == 1
            {
                // `init() {}` is what the generated model declares too.
                continue
            }
            if initializer.value == "init()", foldsInitializer {
                report.changes.append(
                    Located(
                        "init() sets properties here; their values become the properties' initialValue, and the generated model's empty init() takes its place",
                        at: initializer.location
                    ))
                continue
            }
            if initializer.value == "init(from:)" {
                keep(
                    initializer.location,
                    "initializer init(from:) -> stays the app's, in a nonisolated extension of \(report.generatedName) (\"decoder\": false leaves the generated one out)"
                )
                continue
            }
            if initializer.value == "init(objectId:)",
                model.initializers.filter({ $0.value == "init(objectId:)" }).count
                    == model.standardObjectIdInitializers.count
            {
                // `self.objectId = objectId` and nothing else: the generated model's own, as ParseSwift's
                // examples write it in an extension.
                report.changes.append(
                    Located(
                        "init(objectId:) here only sets objectId, as the generated model's own does; --rewrite removes it",
                        at: initializer.location))
                continue
            }
            if initializer.value == "init()" || initializer.value == "init(objectId:)" {
                block(
                    initializer.location,
                    "\(initializer.value) is written by hand here and the generated model declares its own"
                        + " (exclude the class in the config to keep the model as it is)")
                // The generated ones must stay as the SDK needs them (init() empty, for partial updates).
                report.changes.append(
                    Located(
                        "\(initializer.value) is hand-written here; the generated model declares its own \(initializer.value == "init()" ? "empty init()" : "init(objectId:)"), so what this one sets moves to the memberwise initializer's arguments or a factory method",
                        at: initializer.location
                    ))
                continue
            }
            keep(
                initializer.location,
                "initializer \(initializer.value) -> an extension of \(report.generatedName) in \(file) beside the generated models"
            )
        }
        for property in model.computedProperties {
            keep(property.location, "computed property \(property.value) -> the extension in \(file)")
        }
        for method in model.methods {
            // The generated model is nonisolated, and so must be the witness of an SDK requirement. In a module
            // isolated to the main actor by default, a plain extension takes that isolation with ParseSwift 4.14
            // (its merge would not conform) and is nonisolated with the fork: the keyword is right for both.
            let note =
                method.value == "merge(with:)"
                ? " (the config's \"merge\": false leaves it out of the generated model; write 'nonisolated extension' for it in a module isolated to the main actor by default: with ParseSwift 4.14 a plain extension's merge would be main-actor isolated and not satisfy the SDK's requirement, and with the fork 5.x/6.x a plain extension is nonisolated already)"
                : ""
            keep(method.location, "method \(method.value) -> the extension in \(file)\(note)")
        }
        for nested in model.nestedTypes where nested != model.qualifiedName + ".CodingKeys" {
            let location = models.enums[nested]?.location ?? models.structs[nested]?.location ?? model.location
            let generatedSpelling = report.generatedName + nested.dropFirst(model.qualifiedName.count)
            let named = appTypes.contains(nested) || appTypes.contains(generatedSpelling)
            keep(
                location,
                "type \(nested) -> stays the app's, in the extension in \(file)"
                    + (named ? " (the generated model names it through \"appTypes\")" : ""))
        }
        for conformance in model.extraConformances
        where !AdoptionPlanner.providedConformances.contains(conformance) && conformance != "ParseQueryScorable" {
            keep(
                model.location,
                "conformance to \(conformance) -> 'extension \(report.generatedName): \(conformance)' in \(file)")
        }
    }
}
