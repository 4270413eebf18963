import ParseSchema

/// Maps a Parse field and its refinement to a Swift type, declaring the enums and structs the
/// refinement describes. One mapper serves one scope: a model, or a nested struct inside one.
package struct FieldTypeMapper {
    /// Swift type names of the generated models by Parse class name.
    let modelTypeNames: [String: String]
    /// User-provided Swift types for pointer targets no input declares.
    let targetTypes: [String: String]
    /// How pointers are typed.
    let pointerStyle: PointerStyle
    /// The model the scope belongs to (a relation's generic parameter).
    let modelTypeName: String
    /// Names a nested type may not take in any scope (shared by every model: never copied per scope).
    let reservedTypeNames: Set<String>
    /// The nested structs enclosing this scope, whose names a type inside them may not take either.
    let enclosingTypeNames: Set<String>
    /// The config's shared types, which a `swiftType` may name.
    let sharedTypes: SharedTypeTable
    /// The nested types declared so far, in declaration order.
    private(set) var nestedTypes: [NestedTypePlan] = []
    /// Where each name sits in `nestedTypes`: scanning them for every declaration was quadratic in a scope's nested types.
    private var nestedTypeIndex: [String: Int] = [:]
    /// What went wrong.
    var diagnostics: [Diagnostic] = []
    /// Types the app declares (the config's `appTypes`), which a `swiftType` may name.
    var appTypes: Set<String> = []

    init(
        modelTypeNames: [String: String], targetTypes: [String: String], pointerStyle: PointerStyle,
        modelTypeName: String, reservedTypeNames: Set<String>,
        enclosingTypeNames: Set<String> = [], sharedTypes: SharedTypeTable = SharedTypeTable()
    ) {
        self.modelTypeNames = modelTypeNames
        self.targetTypes = targetTypes
        self.pointerStyle = pointerStyle
        self.modelTypeName = modelTypeName
        self.reservedTypeNames = reservedTypeNames
        self.enclosingTypeNames = enclosingTypeNames
        self.sharedTypes = sharedTypes
    }

    static let numberTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float", "Double",
        "Decimal",
    ]
    package static let elementTypes: Set<String> = numberTypes.union([
        "String", "Bool", "Date", "ParseFile", "ParseGeoPoint", "ParseBytes",
    ])

    /// The field's Swift type without the outer optional, or `nil` after an error.
    mutating func swiftType(for field: ParseField, refinement: FieldRefinement?, insideStruct: Bool) -> SwiftType? {
        if let refinement, !checkRefinementsAgree(refinement, of: field) { return nil }
        var declared: [String] = []
        if let enumeration = refinement?.enumeration {
            guard let name = declareEnum(enumeration, for: field) else { return nil }
            declared.append(name)
        }
        if let structure = refinement?.structure {
            guard let name = declareStruct(structure, for: field) else { return nil }
            declared.append(name)
        }
        if let expression = refinement?.swiftType {
            return typeFromExpression(expression, declared: declared, for: field)
        }
        if let name = declared.last {
            switch field.type {
            case .array: return .array(.named(name))
            default: return .named(name)
            }
        }
        if let style = refinement?.pointerStyle, !field.type.isPointer {
            error(
                "\"pointerStyle\" refines Pointer fields; field '\(field.name)' is \(field.type.displayName)",
                at: style.location)
            return nil
        }
        return defaultType(
            for: field, insideStruct: insideStruct, pointerStyle: refinement?.pointerStyle?.value ?? pointerStyle)
    }

    /// Foundation types that encode as strings, so a String field may hold them.
    package static let stringEncodedTypes: Set<String> = ["URL", "UUID"]

    /// A field's type comes from one refinement: an `enum`, a `struct`, or a `swiftType`, which may name the
    /// field's own enum or struct (`[Status]`). Any other combination would drop one of them silently, so it
    /// is an error at the later one.
    private mutating func checkRefinementsAgree(_ refinement: FieldRefinement, of field: ParseField) -> Bool {
        var declarations: [(what: String, name: String, location: SourceLocation)] = []
        if let enumeration = refinement.enumeration {
            declarations.append(("enum", enumeration.name?.value ?? "", enumeration.location))
        }
        if let structure = refinement.structure {
            declarations.append(("struct", structure.name.value, structure.location))
        }
        var conflict: (earlier: String, later: String, location: SourceLocation)?
        if declarations.count == 2 {
            let (first, second) =
                declarations[0].location <= declarations[1].location
                ? (declarations[0], declarations[1]) : (declarations[1], declarations[0])
            conflict = (first.what, second.what, second.location)
        } else if let declaration = declarations.first, let expression = refinement.swiftType,
            declaration.name.isEmpty || expression.value.baseName != declaration.name,
            // A near miss of the declared name is a typo, which the swiftType check reports with the name.
            NameSuggestion.closest(to: expression.value.baseName, among: [declaration.name]) == nil
        {
            // An enum without a name takes one derived from the field, which a swiftType cannot know for sure.
            conflict =
                declaration.location <= expression.location
                ? (declaration.what, "swiftType", expression.location)
                : ("swiftType", declaration.what, declaration.location)
        }
        guard let conflict else { return true }
        diagnostics.append(
            Diagnostic(
                .error,
                "field '\(field.name)' has both \"\(conflict.earlier)\" and \"\(conflict.later)\", which give it different types; one would be dropped",
                at: conflict.location,
                hint: "keep one of them; a \"swiftType\" beside an enum or struct may only name it, as in \"[Name]\""
            ))
        return false
    }

    private mutating func defaultType(for field: ParseField, insideStruct: Bool, pointerStyle: PointerStyle)
        -> SwiftType?
    {
        switch field.type {
        case .string: return .named("String")
        case .number: return .named("Double")
        case .boolean: return .named("Bool")
        case .date: return .named("Date")
        case .object: return .dictionary(key: .named("String"), value: .named("ParseJSONValue"))
        case .array: return .array(.named("ParseJSONValue"))
        case .file: return .named("ParseFile")
        case .geoPoint: return .named("ParseGeoPoint")
        case .polygon: return .named("ParsePolygon")
        case .bytes: return .named("ParseBytes")
        case .acl: return .named("ParseACL")
        case .pointer(let target):
            if let typeName = modelTypeNames[target] ?? targetTypes[target] {
                return pointerStyle == .pointer ? .generic("Pointer", [.named(typeName)]) : .named(typeName)
            }
            return .named("ParsePointerValue")
        case .relation:
            if insideStruct {
                error("a Relation cannot be a field of a struct: it exists only on a class", at: field.typeLocation)
                return nil
            }
            return .generic("ParseRelation", [.named(modelTypeName)])
        }
    }

    private mutating func typeFromExpression(
        _ expression: Located<TypeExpression>, declared: [String], for field: ParseField
    ) -> SwiftType? {
        let compatible: Bool
        switch (field.type, expression.value) {
        case (.string, .named(let name)):
            compatible =
                name == "String" || Self.stringEncodedTypes.contains(name) || appTypes.contains(name)
                || declared.contains(name)
                || sharedTypes.kinds[name] == .enumeration(.string)
        case (.number, .named(let name)):
            compatible =
                Self.numberTypes.contains(name) || appTypes.contains(name) || declared.contains(name)
                || sharedTypes.kinds[name] == .enumeration(.int)
        case (.boolean, .named(let name)): compatible = name == "Bool"
        case (.date, .named(let name)): compatible = name == "Date"
        case (.array, .array): compatible = true
        case (.object, .dictionary): compatible = true
        case (.object, .named(let name)):
            compatible = declared.contains(name) || appTypes.contains(name) || sharedTypes.kinds[name] == .structure
        default: compatible = false
        }
        guard compatible else {
            let baseName = expression.value.baseName
            let typo = isKnownType(baseName, declared: declared) ? nil : suggestion(for: baseName, declared: declared)
            let fitting =
                sharedTypes.kinds[baseName].map { Self.sharedTypeHint(baseName, $0) }
                ?? Self.fittingTypesHint(field.type)
            diagnostics.append(
                Diagnostic(
                    .error,
                    "swiftType '\(expression.value)' does not fit field '\(field.name)' of type \(field.type.displayName)",
                    at: expression.location,
                    hint: typo.map { "\($0) (\(fitting))" } ?? fitting
                ))
            return nil
        }
        // A shared enum checks the field's default value as an enum declared on the field does.
        if !declared.contains(expression.value.baseName), let cases = sharedTypes.enumCases[expression.value.baseName] {
            switch expression.value {
            case .named, .array(.named):
                guard
                    defaultValueFits(
                        field, Set(cases.map(\.rawValue)), cases: cases,
                        fixAt: cases.first?.location ?? expression.location)
                else { return nil }
            default:
                break
            }
        }
        return resolve(expression.value, declared: declared, at: expression.location)
    }

    mutating func resolve(_ expression: TypeExpression, declared: [String], at location: SourceLocation) -> SwiftType? {
        switch expression {
        case .named(let name):
            if Self.elementTypes.contains(name) || Self.stringEncodedTypes.contains(name) || appTypes.contains(name)
                || declared.contains(name)
                || sharedTypes.kinds[name] != nil
            {
                return .named(name)
            }
            if let model = modelType(named: name) {
                return .named(model)
            }
            diagnostics.append(
                Diagnostic(
                    .error, "unknown type '\(name)' in swiftType", at: location,
                    hint: suggestion(for: name, declared: declared)
                        ?? "use \(Self.elementTypes.sorted().joined(separator: ", ")), a generated model, a type of the config's \"types\", or declare it with \"enum\" or \"struct\" on the same field"
                ))
            return nil
        case .pointer(let name):
            guard let model = modelType(named: name) else {
                let typo = NameSuggestion.closest(to: name, among: modelTypeCandidates()).map {
                    "did you mean '\($0)'?"
                }
                diagnostics.append(
                    Diagnostic(
                        .error, "'\(name)' in Pointer<\(name)> is not a generated model or a targetTypes type",
                        at: location,
                        hint: typo ?? "name a class of the inputs by its Swift type name or its Parse class name"))
                return nil
            }
            return .generic("Pointer", [.named(model)])
        case .array(let element):
            return resolve(element, declared: declared, at: location).map { .array($0) }
        case .dictionary(let value):
            return resolve(value, declared: declared, at: location).map {
                .dictionary(key: .named("String"), value: $0)
            }
        }
    }

    /// Whether `name` is a type a refinement may name somewhere (it may still not fit a given field).
    private func isKnownType(_ name: String, declared: [String]) -> Bool {
        Self.elementTypes.contains(name) || Self.stringEncodedTypes.contains(name) || appTypes.contains(name)
            || declared.contains(name) || sharedTypes.kinds[name] != nil || modelType(named: name) != nil
    }

    /// "did you mean" for a misspelt type name: the field's own enum or struct first, then the element
    /// types, the shared types, then the generated models and `targetTypes` types.
    private func suggestion(for name: String, declared: [String]) -> String? {
        let candidates = declared + Self.elementTypes.sorted() + sharedTypes.sortedNames + modelTypeCandidates()
        return NameSuggestion.closest(to: name, among: candidates).map { "did you mean '\($0)'?" }
    }

    /// The Swift type names of the generated models and `targetTypes` types, sorted.
    private func modelTypeCandidates() -> [String] {
        Set(modelTypeNames.values).union(targetTypes.values).sorted { $0.utf8Precedes($1) }
    }

    /// The Swift type of a generated model or `targetTypes` type, by Swift type name or Parse class name.
    func modelType(named name: String) -> String? {
        if let typeName = modelTypeNames[name] ?? targetTypes[name] { return typeName }
        if modelTypeNames.values.contains(name) || targetTypes.values.contains(name) { return name }
        return nil
    }

    /// What a shared type fits, for a `swiftType` that names it on a field it does not fit.
    private static func sharedTypeHint(_ name: String, _ kind: SharedTypeTable.Kind) -> String {
        switch kind {
        case .structure:
            return "'\(name)' of \"types\" is a struct: it fits an Object field, and [\(name)] an Array field"
        case .enumeration(let rawType):
            let field = rawType == .string ? "a String field" : "a Number field"
            return
                "'\(name)' of \"types\" is a \(rawType.rawValue) enum: it fits \(field), and [\(name)] an Array field"
        }
    }

    private static func fittingTypesHint(_ type: ParseFieldType) -> String {
        switch type {
        case .string: return "a String field takes String or an enum"
        case .number: return "a Number field takes \(numberTypes.sorted().joined(separator: ", ")) or an Int enum"
        case .boolean: return "a Boolean field takes Bool"
        case .date: return "a Date field takes Date"
        case .array: return "an Array field takes [Element], such as [String], [Level] or [Pointer<Level>]"
        case .object: return "an Object field takes [String: Value] or a struct"
        default: return "\(type.displayName) fields have a fixed Swift type"
        }
    }

    // MARK: Nested declarations

    private mutating func declareEnum(_ refinement: EnumRefinement, for field: ParseField) -> String? {
        let rawType: EnumRawType
        switch field.type {
        case .string: rawType = .string
        case .number: rawType = .int
        case .array:
            let allInts = refinement.cases.allSatisfy {
                if case .int = $0.rawValue { return true } else { return false }
            }
            rawType = refinement.rawType?.value ?? (allInts ? .int : .string)
        default:
            error(
                "an enum refines only String, Number or Array fields; '\(field.name)' is \(field.type.displayName)",
                at: refinement.location)
            return nil
        }
        if let stated = refinement.rawType, stated.value != rawType {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "rawType \(stated.value.rawValue) does not fit field '\(field.name)' of type \(field.type.displayName)",
                    at: stated.location))
            return nil
        }
        guard
            let seen = EnumPlanner.checkedValues(
                refinement.cases, rawType: rawType, like: "the field's values", diagnostics: &diagnostics)
        else { return nil }
        guard defaultValueFits(field, seen, cases: refinement.cases, fixAt: refinement.location) else { return nil }
        guard let name = nestedTypeName(refinement.name, derivedFrom: field) else { return nil }
        let plan = EnumPlanner.plan(
            name: name, rawType: rawType, cases: refinement.cases, summary: "The values of field `\(field.name)`.",
            diagnostics: &diagnostics)
        return declare(.enumeration(plan), at: refinement.name?.location ?? refinement.location)
    }

    /// Whether the field's default value (each element of an Array's) is one of the enum's values; an error if not,
    /// reported at `fixAt`, the enum's cases (in the config, usually), where the missing case is added: the
    /// schema's default comes from the server and is named in the message with its place.
    private mutating func defaultValueFits(
        _ field: ParseField, _ values: Set<EnumRawValue>, cases: [EnumCaseSpec], fixAt: SourceLocation
    ) -> Bool {
        guard let defaultValue = field.defaultValue, let location = field.defaultValueLocation else { return true }
        let elements: [JSONNode]
        if case .array(let list) = defaultValue.value { elements = list } else { elements = [defaultValue] }
        for element in elements where !values.contains(where: { Self.enumValue($0, matches: element) }) {
            let place = "\(location.file):\(location.position.line):\(location.position.column)"
            diagnostics.append(
                Diagnostic(
                    .error,
                    "default value \(JSONText.compact(element)) of field '\(field.name)' (\(place)) is not one of its enum values",
                    at: fixAt,
                    hint:
                        "add it to the enum's cases, or change the field's defaultValue on the server; the values are "
                        + cases.map { EnumPlanner.describe($0.rawValue) }.joined(separator: ", ")
                ))
            return false
        }
        return true
    }

    private mutating func declareStruct(_ refinement: StructRefinement, for field: ParseField) -> String? {
        switch field.type {
        case .object, .array: break
        default:
            error(
                "a struct refines only Object or Array fields; '\(field.name)' is \(field.type.displayName)",
                at: refinement.location)
            return nil
        }
        guard !refinement.fields.isEmpty else {
            error(
                "struct '\(refinement.name.value)' of field '\(field.name)' has no fields", at: refinement.name.location
            )
            return nil
        }
        guard let name = nestedTypeName(refinement.name, derivedFrom: field) else { return nil }
        var inner = FieldTypeMapper(
            modelTypeNames: modelTypeNames, targetTypes: targetTypes, pointerStyle: pointerStyle,
            modelTypeName: modelTypeName, reservedTypeNames: reservedTypeNames,
            enclosingTypeNames: enclosingTypeNames.union([name]), sharedTypes: sharedTypes
        )
        let properties = inner.properties(
            for: refinement.fields, reservedMembers: ReservedNames.structMembers, className: nil)
        diagnostics += inner.diagnostics
        guard let properties else { return nil }
        let innerTypes = inner.nestedTypes.sorted { $0.name.utf8Precedes($1.name) }
        let sendableNames = sharedTypes.sendableNames.union(innerTypes.map(\.name))
        let plan = StructPlan(
            name: name, properties: properties, nestedTypes: innerTypes, doc: ["What field `\(field.name)` holds."],
            hasCheckedSendable: properties.allSatisfy {
                SendableTypes.isSendable($0.type, knownSendable: sendableNames)
            }
        )
        return declare(.structure(plan), at: refinement.name.location)
    }

    /// Records a nested type; the same name declared twice must describe the same type.
    private mutating func declare(_ plan: NestedTypePlan, at location: SourceLocation) -> String? {
        if let index = nestedTypeIndex[plan.name] {
            guard nestedTypes[index] == plan else {
                diagnostics.append(
                    Diagnostic(
                        .error, "type '\(plan.name)' is declared twice in \(modelTypeName) with different contents",
                        at: location,
                        hint: "give one of them another \"name\""))
                return nil
            }
            return plan.name
        }
        nestedTypeIndex[plan.name] = nestedTypes.count
        nestedTypes.append(plan)
        return plan.name
    }

    private mutating func nestedTypeName(_ requested: Located<String>?, derivedFrom field: ParseField) -> String? {
        let name = requested?.value ?? NameConversion.upperCamel(field.name)
        if let requested, !SwiftKeywords.isPlainIdentifier(requested.value) {
            diagnostics.append(
                Diagnostic(
                    .error, "'\(requested.value)' is not a valid Swift type name", at: requested.location,
                    hint: "use letters, digits and '_', not starting with a digit"))
            return nil
        }
        let reserved = reservedTypeNames
        let enclosing = enclosingTypeNames
        let isReserved = { (name: String) in
            reserved.contains(name) || enclosing.contains(name) || SwiftKeywords.reserved.contains(name)
        }
        if isReserved(name) {
            let renamed = ReservedTypeNames.freeName(name, suffixes: ["Value", "Type"], isTaken: isReserved)
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "nested type '\(name)' would hide a type the generated code uses; it is named '\(renamed)'",
                    at: requested?.location ?? field.location, hint: "choose another \"name\""
                ))
            return renamed
        }
        return name
    }

    mutating func error(_ message: String, at location: SourceLocation, hint: String? = nil) {
        diagnostics.append(Diagnostic(.error, message, at: location, hint: hint))
    }

    /// Whether a JSON default value is the enum value `raw`.
    private static func enumValue(_ raw: EnumRawValue, matches node: JSONNode) -> Bool {
        switch (raw, node.value) {
        case (.string(let text), .string(let value)): return text == value
        case (.int(let number), .number(let value)): return Int(value.lexeme) == number
        default: return false
        }
    }
}
