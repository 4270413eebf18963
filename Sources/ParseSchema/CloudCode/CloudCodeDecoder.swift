/// Reads a Cloud Code description (`cloud-functions.json`, or a file whose name ends in
/// `.cloud-functions.json`, beside the schemas). Unknown keys are errors with a did-you-mean, as in the
/// config, so a misspelled `required` never silently makes a parameter optional.
package enum CloudCodeDecoder {
    /// Whether the file at `path` is a Cloud Code description rather than a schema, by its name.
    package static func isDescriptionFile(_ path: String) -> Bool {
        ConfigFileNames.isCloudCodeDescription(SchemaDecoder.fileName(path))
    }

    /// Decodes the description in `root`, read from the file at `path`, into `description`.
    package static func decode(_ root: JSONNode, path: String, into description: inout CloudCodeDescription)
        -> [Diagnostic]
    {
        var context = DecodingContext(file: path)
        guard let members = context.members(of: root, what: "the Cloud Code description") else {
            return context.diagnostics
        }
        context.rejectUnknownKeys(members, allowed: CloudCodeKeys.topLevel, in: "the Cloud Code description")
        for (key, kind) in [("functions", CloudCodeEntry.Kind.function), ("jobs", .job)] {
            guard let list = members[key] else { continue }
            for member in context.members(of: list.value, what: "'\(key)'") ?? [] {
                if let entry = decodeEntry(member, kind: kind, context: &context) {
                    description.entries.append(entry)
                }
            }
        }
        return context.diagnostics
    }

    /// Whether a name can travel in the request path `functions/<name>` as written: the SDK puts it there
    /// unescaped, so a slash, a `?`, a `#`, a `%` or a space would call another address.
    package static func isUsableWireName(_ name: String) -> Bool {
        !name.isEmpty
            && name.unicodeScalars.allSatisfy { scalar in
                switch scalar.value {
                case 0...0x20, 0x7F: return false
                // A slash, `?`, `#`, `%`, a backslash and `"`; the other ASCII characters need no Unicode property lookup.
                case 0x2F, 0x3F, 0x23, 0x25, 0x5C, 0x22: return false
                case 0x21..<0x7F: return true
                default: return !scalar.properties.isWhitespace
                }
            }
    }

    private static func decodeEntry(_ member: JSONMember, kind: CloudCodeEntry.Kind, context: inout DecodingContext)
        -> CloudCodeEntry?
    {
        // Spelled out only for a diagnostic: a valid description never needs it.
        func what() -> String { "\(kind.rawValue) '\(member.key)'" }
        guard let members = context.members(of: member.value, what: what()) else { return nil }
        context.rejectUnknownKeys(members, allowed: CloudCodeKeys.entry, in: what())
        guard isUsableWireName(member.key) else {
            context.error(
                "'\(member.key)' cannot be a Cloud \(kind.rawValue)'s name: ParseSwift sends it in the request path",
                at: member.keyPosition, hint: "use letters, digits, '_', '-' and '.', such as \"averageStars\"")
            return nil
        }
        var entry = CloudCodeEntry(kind: kind, name: member.key, location: context.location(member.keyPosition))
        if let value = members["swiftName"]?.value,
            let name = context.string(value, what: "'swiftName' of \(what())")
        {
            entry.swiftName = Located(name, at: context.location(value.position))
        }
        if let value = members["description"]?.value {
            entry.description = context.string(value, what: "'description' of \(what())")
        }
        if let value = members["requireUser"]?.value, let flag = context.bool(value, what: "'requireUser' of \(what())")
        {
            entry.requireUser = flag
        }
        if let value = members["requireMaster"]?.value,
            let flag = context.bool(value, what: "'requireMaster' of \(what())")
        {
            entry.requireMaster = flag
        }
        if let value = members["requireAnyUserRoles"]?.value {
            entry.requireAnyUserRoles =
                (context.strings(value, what: "'requireAnyUserRoles' of \(what())") ?? []).map(\.value)
        }
        if let value = members["requireAllUserRoles"]?.value {
            entry.requireAllUserRoles =
                (context.strings(value, what: "'requireAllUserRoles' of \(what())") ?? []).map(\.value)
        }
        if let returns = members["returns"] {
            if kind == .job {
                context.error(
                    "a job has no result: Parse Server answers a job's start with {} and keeps its outcome in _JobStatus",
                    at: returns.keyPosition, hint: "remove 'returns' from \(what())")
            } else if case .null = returns.value.value {
                entry.returns = nil
            } else {
                entry.returns = valueType(
                    returns.value, what: { "'returns' of \(what())" }, isResult: true, context: &context)
            }
        }
        if let fields = members["fields"] {
            for field in context.members(of: fields.value, what: "'fields' of \(what())") ?? [] {
                if let parameter = decodeParameter(field, of: what, context: &context) {
                    entry.parameters.append(parameter)
                }
            }
        }
        return entry
    }

    private static func decodeParameter(
        _ member: JSONMember, of owner: () -> String, context: inout DecodingContext
    ) -> CloudCodeParameter? {
        func what() -> String { "parameter '\(member.key)' of \(owner())" }
        guard let members = context.members(of: member.value, what: what()) else { return nil }
        context.rejectUnknownKeys(members, allowed: CloudCodeKeys.field, in: what())
        guard !member.key.isEmpty else {
            context.error("a parameter needs a name", at: member.keyPosition)
            return nil
        }
        guard member.key != "functionJobName" else {
            context.error(
                "a parameter cannot be named 'functionJobName': ParseSwift leaves that key out of every Cloud Code request",
                at: member.keyPosition, hint: "rename the parameter on the server and here")
            return nil
        }
        guard let typeMember = members["type"] else {
            context.error(
                "\(what()) has no 'type'", at: member.value.position,
                hint: "name a Parse type: " + CloudCodeKeys.typeNames.joined(separator: ", "))
            return nil
        }
        guard
            let type = typeNamed(
                typeMember.value, targetClass: members["targetClass"], items: members["items"], what: what,
                isResult: false, context: &context)
        else { return nil }
        var parameter = CloudCodeParameter(name: member.key, location: context.location(member.keyPosition), type: type)
        if let value = members["swiftName"]?.value,
            let name = context.string(value, what: "'swiftName' of \(what())")
        {
            parameter.swiftName = Located(name, at: context.location(value.position))
        }
        if let value = members["description"]?.value {
            parameter.description = context.string(value, what: "'description' of \(what())")
        }
        if let value = members["error"]?.value {
            parameter.errorMessage = context.string(value, what: "'error' of \(what())")
        }
        if let value = members["required"]?.value,
            let required = context.bool(value, what: "'required' of \(what())")
        {
            parameter.required = required
        }
        if let value = members["options"]?.value {
            let elements: [JSONNode]
            if case .array(let list) = value.value {
                elements = list
            } else {
                // The validator also takes a single value for `options`.
                elements = [value]
            }
            if elements.isEmpty {
                context.error(
                    "'options' of \(what()) lists no value", at: value.position, hint: "list the accepted values")
            }
            // A short list, as nearly all are, is searched: a set cost more than the rest of the parameter. A long
            // one is hashed, so that a list of any length is checked in linear time.
            var seen: Set<CloudCodeLiteral>? = elements.count > 16 ? [] : nil
            for element in elements {
                guard let literal = literal(element, for: type, key: "options", of: what, context: &context) else {
                    continue
                }
                let isNew =
                    seen?.insert(literal).inserted ?? !parameter.options.contains(where: { $0.value == literal })
                if isNew {
                    parameter.options.append(Located(literal, at: context.location(element.position)))
                } else {
                    context.error("'options' of \(what()) lists this value twice", at: element.position)
                }
            }
        }
        if let value = members["default"]?.value, case .null = value.value {
            // The validator treats a null default as none.
        } else if let value = members["default"]?.value,
            let literal = literal(value, for: type, key: "default", of: what, context: &context)
        {
            if !parameter.options.isEmpty, !parameter.options.contains(where: { $0.value == literal }) {
                context.error(
                    "the 'default' of \(what()) is not one of its 'options'", at: value.position,
                    hint: "the server would refuse its own default")
            } else {
                parameter.defaultValue = Located(literal, at: context.location(value.position))
            }
        }
        if let value = members["swiftType"]?.value {
            decodeNumberType(value, of: what, into: &parameter, context: &context)
        }
        return parameter
    }

    /// A Number parameter's `swiftType`, checked against the types it may name and against its `default` and
    /// `options`, which become literals of that type.
    private static func decodeNumberType(
        _ value: JSONNode, of what: () -> String, into parameter: inout CloudCodeParameter,
        context: inout DecodingContext
    ) {
        guard let name = context.string(value, what: "'swiftType' of \(what())") else { return }
        guard case .number = parameter.type else {
            context.error(
                "'swiftType' applies to a Number parameter, not to \(what()) (a \(parameter.type.parseName))",
                at: value.position, hint: "remove it; the Parse type decides the Swift type")
            return
        }
        guard CloudCodeKeys.numberTypes.contains(name) else {
            let suggestion = NameSuggestion.closest(to: name, among: CloudCodeKeys.numberTypes)
            context.error(
                "'\(name)' is not a number type a Number parameter can have, in \(what())", at: value.position,
                hint: suggestion.map { "did you mean '\($0)'?" }
                    ?? "the types are " + CloudCodeKeys.numberTypes.joined(separator: ", "))
            return
        }
        var literals = parameter.options
        if let defaultValue = parameter.defaultValue { literals.append(defaultValue) }
        for literal in literals {
            guard case .number(let lexeme) = literal.value,
                let problem = CloudCodeNumberType.problem(with: lexeme, for: name)
            else { continue }
            context.error(
                "\(lexeme) in \(what()) \(problem), so \(name) cannot hold it", at: literal.location.position,
                hint: "choose a wider \"swiftType\", or Double")
        }
        parameter.swiftType = Located(name, at: context.location(value.position))
    }

    /// The value type of a `fields` entry, `returns` or `items` object; `type` alone may also be a string.
    private static func valueType(
        _ node: JSONNode, what: () -> String, isResult: Bool, context: inout DecodingContext
    ) -> CloudCodeValueType? {
        if case .string = node.value {
            return typeNamed(node, targetClass: nil, items: nil, what: what, isResult: isResult, context: &context)
        }
        guard let members = context.members(of: node, what: what()) else { return nil }
        context.rejectUnknownKeys(members, allowed: CloudCodeKeys.valueType, in: what())
        guard let typeMember = members["type"] else {
            context.error(
                "\(what()) has no 'type'", at: node.position,
                hint: "name a Parse type: " + CloudCodeKeys.typeNames.joined(separator: ", "))
            return nil
        }
        return typeNamed(
            typeMember.value, targetClass: members["targetClass"], items: members["items"], what: what,
            isResult: isResult, context: &context)
    }

    private static func typeNamed(
        _ node: JSONNode, targetClass: JSONMember?, items: JSONMember?, what: () -> String, isResult: Bool,
        context: inout DecodingContext
    ) -> CloudCodeValueType? {
        guard let name = context.string(node, what: "the type of \(what())") else { return nil }
        let className = targetClass.flatMap { context.string($0.value, what: "'targetClass' of \(what())") }
        if let targetClass, name != "Pointer", !(name == "Object" && isResult) {
            context.error(
                "'targetClass' applies to a Pointer" + (isResult ? " or an Object" : "") + ", not to \(name)",
                at: targetClass.keyPosition)
        }
        if let items, name != "Array" {
            context.error("'items' applies to an Array, not to \(name)", at: items.keyPosition)
        }
        switch name {
        case "String": return .string
        case "Number": return .number
        case "Boolean": return .boolean
        case "Date": return .date
        case "File": return .file
        case "GeoPoint": return .geoPoint
        case "Polygon": return .polygon
        case "Bytes": return .bytes
        case "Object":
            guard let className, isResult else { return .object }
            return .objectOf(className: className)
        case "Pointer":
            guard let className, !className.isEmpty else {
                context.error(
                    "a Pointer in \(what()) needs its 'targetClass'", at: node.position,
                    hint: "name the class it points to, such as \"targetClass\": \"Movie\"")
                return nil
            }
            return .pointer(className: className)
        case "Array":
            guard let items else { return .array(items: nil) }
            guard
                let element = valueType(
                    items.value, what: { "'items' of \(what())" }, isResult: isResult, context: &context)
            else { return nil }
            if case .array = element {
                context.error("an Array of Arrays is not supported in \(what())", at: items.value.position)
                return nil
            }
            return .array(items: element)
        default:
            let suggestion = NameSuggestion.closest(to: name, among: CloudCodeKeys.typeNames)
            context.error(
                "unknown Parse type '\(name)' in \(what())", at: node.position,
                hint: suggestion.map { "did you mean '\($0)'?" }
                    ?? "the types are " + CloudCodeKeys.typeNames.joined(separator: ", "))
            return nil
        }
    }

    /// A `default` or `options` value, which must suit the parameter's type: the validator compares
    /// values with `===`, so `"3"` never matches `3`.
    private static func literal(
        _ node: JSONNode, for type: CloudCodeValueType, key: String, of what: () -> String,
        context: inout DecodingContext
    ) -> CloudCodeLiteral? {
        switch (type, node.value) {
        case (.string, .string(let text)):
            return .string(text)
        case (.number, .number(let number)):
            guard number.doubleValue != nil else {
                context.error("'\(key)' of \(what()) is not a finite number", at: node.position)
                return nil
            }
            return .number(number.lexeme)
        case (.boolean, .bool(let flag)):
            guard key == "default" else { break }
            return .bool(flag)
        case (.string, _), (.number, _), (.boolean, _):
            context.error(
                "'\(key)' of \(what()) must be a \(type.parseName), found \(node.value.kindName)", at: node.position)
            return nil
        default:
            break
        }
        let supported = key == "default" ? "String, Number and Boolean" : "String and Number"
        context.error(
            "'\(key)' is supported for \(supported) parameters, not for \(what()) (a \(type.parseName))",
            at: node.position)
        return nil
    }
}
