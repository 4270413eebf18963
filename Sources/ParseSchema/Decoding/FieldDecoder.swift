/// Decodes field specs (`{"type": "Pointer", "targetClass": "Genre", ...}`) and the Swift refinement
/// keys that may appear inline in them or in the config.
extension DecodingContext {
    /// The keys of a field spec that Parse itself defines.
    static let parseFieldKeys = ["type", "targetClass", "required", "defaultValue", "description"]
    /// The keys a field spec in a schema file may have: Parse's and the inline refinements'.
    private static let schemaFieldKeys = parseFieldKeys + ConfigKeys.field
    /// The refinement keys, as a set for the check every field spec makes.
    private static let refinementKeys = Set(ConfigKeys.field)

    /// Decodes one field spec. In a schema file, unknown keys are warnings (real exports carry
    /// extra keys); inside a config's `struct`, `strictKeys` makes them errors.
    /// `what` names the field in diagnostics; it is spelled out only for one.
    mutating func field(
        named name: String, keyPosition: SourcePosition, spec node: JSONNode, what: @autoclosure () -> String,
        strictKeys: [String]? = nil
    ) -> ParseField? {
        guard let members = members(of: node, what: what()) else { return nil }
        if let strictKeys {
            rejectUnknownKeys(members, allowed: strictKeys, in: what())
        } else {
            rejectUnknownKeys(members, allowed: Self.schemaFieldKeys, in: what(), severity: .warning)
        }
        // One pass picks out Parse's keys and notices refinement keys; the checks below then run in a fixed order.
        var spec = FieldSpecMembers()
        for index in members.indices {
            switch members[index].key {
            case "type": spec.type = index
            case "targetClass": spec.targetClass = index
            case "required": spec.required = index
            case "defaultValue": spec.defaultValue = index
            case "description": spec.description = index
            default: spec.hasRefinementKey = spec.hasRefinementKey || Self.refinementKeys.contains(members[index].key)
            }
        }
        guard let typeIndex = spec.type else {
            error(
                "\(what()) has no 'type'", at: node.position,
                hint: "add \"type\" with one of: \(ParseFieldType.schemaNames.joined(separator: ", "))")
            return nil
        }
        let typeValue = members[typeIndex].value
        guard let typeName = string(typeValue, what: "'type'") else { return nil }
        let target = spec.targetClass.flatMap { string(members[$0].value, what: "'targetClass'") }
        guard let type = fieldType(named: typeName, targetClass: target, at: typeValue.position) else { return nil }
        var field = ParseField(
            name: name, location: location(keyPosition), type: type, typeLocation: location(typeValue.position)
        )
        if let index = spec.required { field.required = bool(members[index].value, what: "'required'") }
        if let index = spec.defaultValue {
            field.defaultValue = members[index].value
            field.defaultValueLocation = location(members[index].value.position)
        }
        if let index = spec.description { field.description = string(members[index].value, what: "'description'") }
        // Most schema fields carry no refinement key: skip building one to compare with an empty one.
        if spec.hasRefinementKey {
            let refinement = fieldRefinement(members)
            field.refinement = refinement.isEmpty ? nil : refinement
        }
        return field
    }

    /// Where the members of a field spec that Parse defines are, found in one pass (keys are unique by
    /// now); positions rather than copies of the members, which cost retains for every field.
    private struct FieldSpecMembers {
        var type: Int?
        var targetClass: Int?
        var required: Int?
        var defaultValue: Int?
        var description: Int?
        var hasRefinementKey = false
    }

    /// Maps a schema API type name to a type, reporting an unknown or incomplete one.
    mutating func fieldType(named name: String, targetClass: String?, at position: SourcePosition) -> ParseFieldType? {
        switch name {
        case "String": return .string
        case "Number": return .number
        case "Boolean": return .boolean
        case "Date": return .date
        case "Object": return .object
        case "Array": return .array
        case "File": return .file
        case "GeoPoint": return .geoPoint
        case "Polygon": return .polygon
        case "Bytes": return .bytes
        case "ACL": return .acl
        case "Pointer", "Relation":
            guard let targetClass else {
                error(
                    "a \(name) field needs a 'targetClass'", at: position,
                    hint: "add \"targetClass\": \"<ClassName>\" beside \"type\"")
                return nil
            }
            return name == "Pointer" ? .pointer(targetClass: targetClass) : .relation(targetClass: targetClass)
        default:
            // Statements rather than one `??` chain of closures, which took the type checker a third of a
            // second in every debug build of the tool.
            let lowercased: String = name.lowercased()
            let hint: String
            if let caseOnly = ParseFieldType.schemaNames.first(where: { $0.lowercased() == lowercased }) {
                hint = "type names are case-sensitive: did you mean '\(caseOnly)'?"
            } else if let closest = NameSuggestion.closest(to: name, among: ParseFieldType.schemaNames) {
                hint = "did you mean '\(closest)'?"
            } else {
                hint = "valid types: " + ParseFieldType.schemaNames.joined(separator: ", ")
            }
            error("invalid field type '\(name)'", at: position, hint: hint)
            return nil
        }
    }

    /// Decodes the refinement keys among `members` (unknown keys are left to the caller).
    mutating func fieldRefinement(_ members: [JSONMember]) -> FieldRefinement {
        var refinement = FieldRefinement()
        for member in members {
            let value = member.value
            switch member.key {
            case "swiftName":
                refinement.swiftName = string(value, what: "'swiftName'").map {
                    Located($0, at: location(value.position))
                }
            case "swiftType":
                if let text = string(value, what: "'swiftType'"),
                    let expression = typeExpression(text, at: value.position)
                {
                    refinement.swiftType = Located(expression, at: location(value.position))
                }
            case "enum":
                refinement.enumeration = enumRefinement(value, at: member.keyPosition)
            case "struct":
                refinement.structure = structRefinement(value, at: member.keyPosition)
            case "aliases":
                refinement.aliases = strings(value, what: "'aliases'") ?? []
            case "doc":
                refinement.doc = string(value, what: "'doc'")
            case "pointerStyle":
                refinement.pointerStyle = pointerStyle(value)
            case "optional":
                refinement.isOptional = bool(value, what: "'optional'").map {
                    Located($0, at: location(value.position))
                }
            case "initialValue":
                refinement.initialValue = Located(value.value, at: location(value.position))
            default:
                break
            }
        }
        return refinement
    }

    /// `"object"` or `"pointer"`, else an error at the value.
    mutating func pointerStyle(_ value: JSONNode) -> Located<PointerStyle>? {
        guard let text = string(value, what: "'pointerStyle'") else { return nil }
        guard let style = PointerStyle(rawValue: text) else {
            error(
                "invalid pointer style '\(text)'", at: value.position,
                hint: "use \"object\" (Genre?) or \"pointer\" (Pointer<Genre>?)")
            return nil
        }
        return Located(style, at: location(value.position))
    }

    /// `allowedKeys` are a field refinement's enum keys, or a shared type's (which has no `name`).
    private mutating func enumRefinement(
        _ node: JSONNode, at keyPosition: SourcePosition, allowedKeys: [String] = ConfigKeys.enumeration,
        what: String = "'enum'"
    ) -> EnumRefinement? {
        guard let members = members(of: node, what: what) else { return nil }
        rejectUnknownKeys(members, allowed: allowedKeys, in: what)
        var refinement = EnumRefinement(name: nil, rawType: nil, cases: [], location: location(keyPosition))
        if let member = members["name"], let name = string(member.value, what: "the enum's 'name'") {
            refinement.name = Located(name, at: location(member.value.position))
        }
        if let member = members["rawType"], let text = string(member.value, what: "'rawType'") {
            if let rawType = EnumRawType(rawValue: text) {
                refinement.rawType = Located(rawType, at: location(member.value.position))
            } else {
                error("invalid enum raw type '\(text)'", at: member.value.position, hint: "use \"String\" or \"Int\"")
            }
        }
        guard let casesMember = members["cases"] else {
            error(
                "'enum' has no 'cases'", at: node.position,
                hint: "list the values: \"cases\": [\"a\", \"b\"] or {\"caseName\": rawValue}")
            return nil
        }
        switch casesMember.value.value {
        case .array(let elements):
            for element in elements {
                if let raw = enumRawValue(element) {
                    refinement.cases.append(
                        EnumCaseSpec(name: nil, rawValue: raw, location: location(element.position)))
                }
            }
        case .object:
            for member in self.members(of: casesMember.value, what: "'cases'") ?? [] {
                if let raw = enumRawValue(member.value) {
                    refinement.cases.append(
                        EnumCaseSpec(name: member.key, rawValue: raw, location: location(member.keyPosition)))
                }
            }
        default:
            error(
                "expected an array or an object for 'cases', found \(casesMember.value.value.kindName)",
                at: casesMember.value.position)
            return nil
        }
        if refinement.cases.isEmpty {
            error("'enum' needs at least one case", at: casesMember.value.position)
            return nil
        }
        return refinement
    }

    private mutating func enumRawValue(_ node: JSONNode) -> EnumRawValue? {
        switch node.value {
        case .string(let text):
            return .string(text)
        case .number(let number):
            guard let value = number.intValue, number.doubleValue != nil else {
                error("enum raw value \(number.lexeme) is not a whole number that fits in Int", at: node.position)
                return nil
            }
            return .int(value)
        default:
            error("expected a string or an integer as an enum value, found \(node.value.kindName)", at: node.position)
            return nil
        }
    }

    private mutating func structRefinement(_ node: JSONNode, at keyPosition: SourcePosition) -> StructRefinement? {
        guard let members = members(of: node, what: "'struct'") else { return nil }
        rejectUnknownKeys(members, allowed: ConfigKeys.structure, in: "'struct'")
        guard let nameMember = members["name"], let name = string(nameMember.value, what: "the struct's 'name'") else {
            error("'struct' has no 'name'", at: node.position, hint: "add \"name\": \"<SwiftTypeName>\"")
            return nil
        }
        guard let fields = structFields(members, of: node) else { return nil }
        return StructRefinement(
            name: Located(name, at: location(nameMember.value.position)), fields: fields,
            location: location(keyPosition))
    }

    /// The fields of a `struct` whose members are `members`, each written like a schema field.
    private mutating func structFields(_ members: [JSONMember], of node: JSONNode) -> [ParseField]? {
        guard let fieldsMember = members["fields"] else {
            error(
                "'struct' has no 'fields'", at: node.position,
                hint: "describe the fields like a schema: \"fields\": {\"name\": {\"type\": \"String\"}}")
            return nil
        }
        var fields: [ParseField] = []
        for member in self.members(of: fieldsMember.value, what: "the struct's 'fields'") ?? [] {
            if let field = field(
                named: member.key, keyPosition: member.keyPosition, spec: member.value,
                what: "struct field '\(member.key)'", strictKeys: ConfigKeys.structField
            ) {
                fields.append(field)
            }
        }
        return fields
    }

    /// Decodes one entry of the config's `types`: `{"struct": {"fields": ...}}` or `{"enum": {"cases": ...}}`,
    /// named by its key. The name itself is checked by the translator, which knows the model names.
    mutating func sharedType(_ entry: JSONMember) -> SharedTypeDeclaration? {
        let what = "type '\(entry.key)' in 'types'"
        guard let members = members(of: entry.value, what: what) else { return nil }
        rejectUnknownKeys(members, allowed: ConfigKeys.sharedType, in: what)
        let name = Located(entry.key, at: location(entry.keyPosition))
        let doc = members["doc"].flatMap { string($0.value, what: "'doc'") }
        switch (members["struct"], members["enum"]) {
        case (let structMember?, nil):
            guard let structMembers = self.members(of: structMember.value, what: "the struct of \(what)") else {
                return nil
            }
            rejectNameKey(structMembers, typeName: entry.key)
            rejectUnknownKeys(
                structMembers.filter { $0.key != "name" }, allowed: ConfigKeys.sharedStructure,
                in: "the struct of \(what)")
            guard let fields = structFields(structMembers, of: structMember.value) else { return nil }
            return SharedTypeDeclaration(
                name: name, body: .structure(fields: fields, location: location(structMember.keyPosition)), doc: doc)
        case (nil, let enumMember?):
            // `name` is read like a field's enum name, then refused with its own message.
            let allowed = ConfigKeys.sharedEnumeration + ["name"]
            guard
                var refinement = enumRefinement(
                    enumMember.value, at: enumMember.keyPosition, allowedKeys: allowed, what: "the enum of \(what)")
            else {
                return nil
            }
            if let stray = refinement.name {
                diagnostics.append(
                    Diagnostic(.error, Self.strayNameMessage(entry.key), at: stray.location, hint: "remove \"name\""))
                refinement.name = nil
            }
            return SharedTypeDeclaration(name: name, body: .enumeration(refinement), doc: doc)
        case (_?, let enumMember?):
            error(
                "\(what) has both \"struct\" and \"enum\"", at: enumMember.keyPosition,
                hint: "a shared type is one or the other; declare the second under another name")
            return nil
        case (nil, nil):
            error(
                "\(what) has neither \"struct\" nor \"enum\"", at: entry.value.position,
                hint: "write {\"struct\": {\"fields\": {...}}} or {\"enum\": {\"cases\": [...]}}")
            return nil
        }
    }

    /// A shared type's `struct` or `enum` has no `name`: the key in `types` names it.
    private mutating func rejectNameKey(_ members: [JSONMember], typeName: String) {
        guard let member = members["name"] else { return }
        error(Self.strayNameMessage(typeName), at: member.keyPosition, hint: "remove \"name\"")
    }

    private static func strayNameMessage(_ typeName: String) -> String {
        "a type in 'types' is named by its key ('\(typeName)'), not by 'name'"
    }

    /// Parses `Int`, `[String]`, `[String: Ingredient]`, `[Pointer<Level>]` and nestings of them.
    mutating func typeExpression(_ text: String, at position: SourcePosition) -> TypeExpression? {
        var parser = TypeExpressionParser(text: Array(text.utf8))
        if let expression = parser.parse() { return expression }
        error(
            "invalid Swift type '\(text)'", at: position,
            hint: "write a type name, [Element], [String: Value] or Pointer<Model>")
        return nil
    }
}

/// A small recursive-descent parser for refinement type expressions.
private struct TypeExpressionParser {
    let text: [UInt8]
    var index = 0
    var depth = 0

    init(text: [UInt8]) {
        self.text = text
    }

    mutating func parse() -> TypeExpression? {
        guard let expression = parseType(), skipSpaces(), index == text.count else { return nil }
        return expression
    }

    private mutating func parseType() -> TypeExpression? {
        _ = skipSpaces()
        guard index < text.count else { return nil }
        if text[index] == UInt8(ascii: "[") {
            depth += 1
            guard depth <= 16 else { return nil }
            index += 1
            guard let first = parseType() else { return nil }
            _ = skipSpaces()
            guard index < text.count else { return nil }
            if text[index] == UInt8(ascii: ":") {
                guard first == .named("String") else { return nil }
                index += 1
                guard let value = parseType(), skipSpaces(), index < text.count, text[index] == UInt8(ascii: "]") else {
                    return nil
                }
                index += 1
                depth -= 1
                return .dictionary(value)
            }
            guard text[index] == UInt8(ascii: "]") else { return nil }
            index += 1
            depth -= 1
            return .array(first)
        }
        let start = index
        var segmentStart = index
        while index < text.count {
            if isIdentifierByte(text[index], first: index == segmentStart) {
                index += 1
            } else if text[index] == UInt8(ascii: "."), index > segmentStart, index + 1 < text.count,
                isIdentifierByte(text[index + 1], first: true)
            {
                // `Game.Round`: a type the app nests in another; each part is an identifier.
                index += 1
                segmentStart = index
            } else {
                break
            }
        }
        guard index > start else { return nil }
        let name = String(decoding: text[start..<index], as: UTF8.self)
        guard name == "Pointer", index < text.count, text[index] == UInt8(ascii: "<") else { return .named(name) }
        index += 1
        guard case .named(let target)? = parseType(), index < text.count, text[index] == UInt8(ascii: ">") else {
            return nil
        }
        index += 1
        return .pointer(target)
    }

    private mutating func skipSpaces() -> Bool {
        while index < text.count, text[index] == UInt8(ascii: " ") {
            index += 1
        }
        return true
    }

    private func isIdentifierByte(_ byte: UInt8, first: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "_"):
            return true
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return !first
        default: return false
        }
    }
}

extension FieldRefinement {
    /// Whether the refinement says nothing.
    var isEmpty: Bool { self == FieldRefinement() }
}
