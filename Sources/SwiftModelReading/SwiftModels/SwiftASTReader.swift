import ParseSchema

/// Reads the declarations the reader needs out of one file's JSON syntax tree, as `swiftc -dump-ast
/// -dump-ast-format json` writes it. Types stay mangled here; `SwiftModelReader` spells them all with
/// one call of the demangler.
///
/// The dump is the compiler's internal tree and its format is not promised to stay the same, so every
/// lookup is optional: a key that is missing leaves a declaration out rather than failing the file.
struct SwiftASTReader {
    /// One type declaration or extension, as the dump shows it.
    struct TypeDeclaration {
        enum Kind { case structure, classType, enumeration, extensionOfType }
        var kind: Kind
        var name: String
        /// Enclosing type names, outermost first.
        var enclosing: [String]
        var location: SourceLocation
        var access: String
        /// Mangled protocol references (`$s...`) of conformances the declaration writes itself.
        var explicitConformances: [String] = []
        /// Mangled protocol references of the conformances the compiler derived from those written
        /// (`ParseObject` for a type declared `: PCKVersionable`, itself `: ParseObject`): how a model that
        /// conforms through the app's own protocols is recognised, however long the chain.
        var impliedConformances: [String] = []
        /// The mangled superclass of a class.
        var superclass: String?
        /// The mangled extended type of an extension.
        var extendedType: String?
        var isGeneric = false
        var properties: [Property] = []
        var computedProperties: [Located<String>] = []
        var initializers: [Located<String>] = []
        /// What an `init()` of the declaration assigns, by property (`points` -> `5`), when it does nothing else.
        var initializerAssignments: [String: String]?
        var methods: [Located<String>] = []
        /// `static var className` / `static let className` / `parseClassName()` returning one literal.
        var classNameLiteral: Located<String>?
        /// Enum cases with the compiler's raw values.
        var cases: [SwiftEnumCase] = []
        /// The mangled raw type of an enum.
        var rawType: String?
        /// The qualified names of types declared directly inside.
        var nested: [String] = []
        /// The declaration's USR as a mangled name (`$s...`), which the demangler spells as the qualified
        /// name: the only way to know it for a type declared inside an extension of another type.
        var mangledName: String?
        /// The qualified name the demangler spelled, once it has.
        var spelledName: String?
        /// From its first attribute or modifier to its closing brace: what `adopt --rewrite` edits.
        var span = SourceSpan(start: 0, end: 0)
        /// Its members' spans, in source order.
        var members: [SwiftMember] = []
        /// Stored properties the reader does not take for fields, with why (`lazy var`, a property wrapper).
        var unmovableProperties: [Located<String>] = []
        /// Whether the declaration is written `nonisolated`.
        var isNonisolated = false
        /// Whether a class is `final`.
        var isFinal = false
        /// The `init(objectId:)` that only sets `self.objectId = objectId`, as ParseSwift's examples write it
        /// (and the generated model declares it): its span.
        var standardObjectIdInitializer: SourceSpan?
        /// The `CodingKeys` cases a hand-written `init(from:)` names (`forKey: .title`), nil without one.
        var decodedKeys: [String]?
        /// Whether it stands in a file parse-model-gen generated: never a hand-written model, enum or struct.
        var isGenerated = false
        /// What each initializer assigns to `functionJobName` (nil for one that assigns nothing), in source order.
        var functionJobNameAssignments: [String?] = []
        /// `typealias ReturnType = ...` written in it (a `ParseCloudable`'s result): the mangled type and where.
        var returnTypeAlias: (mangled: String, location: SourceLocation)?

        var qualifiedName: String { spelledName ?? (enclosing + [name]).joined(separator: ".") }

        /// The declaration's own USR (`s:3App5HelloV`), the prefix of its members' USRs.
        var usr: String? {
            mangledName.map { $0.hasPrefix("$s") ? "s:" + $0.dropFirst(2) : $0 }
        }
    }

    struct Property {
        var name: String
        /// The compiler's USR (`s:3App5HelloV4nameSSvp`), which the references to it name.
        var usr: String?
        var location: SourceLocation
        var mangledType: String?
        var isConstant: Bool
        var isManaged: Bool
        var isStatic: Bool
        var hasInitialValue: Bool
        /// The whole declaration (`@NSManaged public var x: Int = 0`), when it declares this property alone.
        var span: SourceSpan?
        /// The initial value's source text.
        var initialValue: String?
        /// The declared access level, and the setter's when it is narrower (`private(set)`).
        var access: String
        var setterAccess: String?
        /// Whether it has `willSet`/`didSet` observers.
        var hasObservers: Bool
    }

    /// A `var`/`let` binding seen before the variable it declares: its span and initial value.
    private struct Binding {
        var span: SourceSpan
        var initialValue: String?
        var declaresOne: Bool
    }

    let file: String
    let lines: LineTable
    let source: [UInt8]
    private(set) var declarations: [TypeDeclaration] = []
    /// Bindings by the name they bind, until their variable is read.
    private var bindings: [String: Binding] = [:]

    /// Reads every type declaration of `root` (a `source_file` node).
    static func read(_ root: JSONNode, file: String, sourceBytes: [UInt8]) -> [TypeDeclaration] {
        var reader = SwiftASTReader(file: file, lines: LineTable(sourceBytes), source: sourceBytes)
        for item in root["items"]?.elements ?? [] {
            reader.visit(item, enclosing: [])
        }
        return reader.declarations
    }

    /// Visits one declaration; returns the qualified name of the type it declares, if it declares one.
    @discardableResult
    private mutating func visit(_ node: JSONNode, enclosing: [String]) -> String? {
        let kind: TypeDeclaration.Kind
        switch node.kind {
        case "struct_decl": kind = .structure
        case "class_decl": kind = .classType
        case "enum_decl": kind = .enumeration
        case "extension_decl": kind = .extensionOfType
        default: return nil
        }
        guard node["implicit"]?.boolValue != true else { return nil }
        let name = kind == .extensionOfType ? "" : (node.declName ?? "")
        guard kind == .extensionOfType || !name.isEmpty else { return nil }
        var declaration = TypeDeclaration(
            kind: kind, name: name, enclosing: enclosing, location: location(of: node),
            access: node["access"]?.stringValue ?? "internal"
        )
        declaration.isGeneric = node["generic_params"] != nil || node["generic_signature"] != nil
        for conformance in node["inherits"]?["conformances"]?.elements ?? []
        where conformance["source_kind"]?.stringValue == "explicit" {
            if let usr = conformance["protocol"]?.stringValue {
                declaration.explicitConformances.append(Self.mangledReference(usr: usr))
            }
        }
        declaration.impliedConformances = Self.impliedConformances(of: node)
        declaration.superclass =
            node["inherits"]?["superclass_type"]?.stringValue ?? node["superclass_type"]?.stringValue
        if kind != .extensionOfType {
            declaration.mangledName = node["usr"]?.stringValue.map(Self.mangledReference)
        }
        declaration.extendedType = node["extended_type"]?.stringValue
        declaration.span = span(of: node)
        declaration.isFinal =
            node["final"]?.boolValue == true || (node["attrs"]?.elements ?? []).contains { $0.kind == "final_attr" }
        declaration.isNonisolated = (node["attrs"]?.elements ?? []).contains {
            $0.kind == "nonisolated_attr" && $0["implicit"]?.boolValue != true
        }
        let inner = kind == .extensionOfType ? enclosing : enclosing + [name]
        let index = declarations.count
        declarations.append(declaration)
        var members = TypeDeclaration(
            kind: kind, name: name, enclosing: enclosing, location: declaration.location, access: declaration.access)
        for member in node["members"]?.elements ?? [] {
            if let nestedName = visit(member, enclosing: inner) {
                members.nested.append(nestedName)
                members.members.append(SwiftMember(kind: .type, name: nestedName, span: span(of: member)))
            } else {
                readMember(member, into: &members)
            }
        }
        declarations[index].members = members.members
        declarations[index].unmovableProperties = members.unmovableProperties
        declarations[index].standardObjectIdInitializer = members.standardObjectIdInitializer
        declarations[index].decodedKeys = members.decodedKeys
        declarations[index].initializerAssignments = members.initializerAssignments
        declarations[index].properties = members.properties
        declarations[index].computedProperties = members.computedProperties
        declarations[index].initializers = members.initializers
        declarations[index].methods = members.methods
        declarations[index].classNameLiteral = members.classNameLiteral
        declarations[index].cases = members.cases
        declarations[index].rawType = members.rawType
        declarations[index].nested = members.nested
        declarations[index].returnTypeAlias = members.returnTypeAlias
        declarations[index].functionJobNameAssignments = members.functionJobNameAssignments
        return kind == .extensionOfType ? nil : declarations[index].qualifiedName
    }

    private mutating func readMember(_ member: JSONNode, into declaration: inout TypeDeclaration) {
        let implicit = member["implicit"]?.boolValue == true
        switch member.kind {
        case "var_decl":
            guard let name = member.declName else { return }
            if implicit {
                if name == "rawValue" || (name == "stringValue" && !declaration.cases.contains { $0.rawValue != nil }) {
                    applyRawValues(from: member, to: &declaration)
                }
                return
            }
            let isStatic = member["static"]?.boolValue == true
            let attributes = (member["attrs"]?.elements ?? []).compactMap(\.kind)
            let isManaged = attributes.contains("ns_managed_attr")
            let isStored =
                member["readImpl"]?.stringValue == "stored" || attributes.contains("has_storage_attr") || isManaged
            if isStatic, name == "className" {
                declaration.classNameLiteral =
                    singleReturnedString(in: member["accessors"]?.elements.first?["body"])
                    ?? declaration.classNameLiteral
                let binding = bindings.removeValue(forKey: name)
                var whole = binding.flatMap { $0.declaresOne ? $0.span : nil } ?? span(of: member)
                // From its first modifier or attribute (`public`, `@available`), which the binding's range leaves out.
                whole.start = min(whole.start, attributeStart(of: member) ?? whole.start)
                declaration.members.append(SwiftMember(kind: .className, name: name, span: whole))
                return
            }
            let binding = bindings.removeValue(forKey: name)
            // A lazy or wrapped property has storage the compiler hides behind accessors: it reads as computed,
            // yet no extension can hold it.
            let isLazy = member["lazy"]?.boolValue == true || attributes.contains("lazy_attr")
            let isWrapped = (member["attrs"]?.elements ?? []).contains {
                $0.kind == "custom_attr" && $0["implicit"]?.boolValue != true
            }
            if !isStatic, isLazy || isWrapped {
                declaration.unmovableProperties.append(
                    Located(
                        isLazy
                            ? "lazy var \(name) is stored by hand, and an extension cannot hold it"
                            : "property \(name) has a property wrapper (its storage is hidden), and an extension cannot hold it",
                        at: location(of: member)))
            }
            var whole = binding.flatMap { $0.declaresOne ? $0.span : nil }
            if let bindingSpan = whole {
                whole = SourceSpan(
                    start: min(bindingSpan.start, attributeStart(of: member) ?? bindingSpan.start), end: bindingSpan.end
                )
            }
            if isStored, !isStatic {
                declaration.properties.append(
                    Property(
                        name: name, usr: member["usr"]?.stringValue, location: location(of: member),
                        mangledType: member["interface_type"]?.stringValue,
                        isConstant: member["immutable"]?.boolValue == true || member["let"]?.boolValue == true,
                        isManaged: isManaged, isStatic: isStatic,
                        hasInitialValue: attributes.contains("has_initial_value_attr"),
                        span: whole, initialValue: binding?.initialValue,
                        access: member["access"]?.stringValue ?? "internal",
                        setterAccess: (member["attrs"]?.elements ?? []).first { $0.kind == "setter_access_attr" }?[
                            "access"]?.stringValue,
                        hasObservers: (member["writeImpl"]?.stringValue ?? "").contains("observers")
                            || (member["readWriteImpl"]?.stringValue ?? "").contains("didset")
                            || (member["readWriteImpl"]?.stringValue ?? "").contains("willset")
                    ))
                declaration.members.append(SwiftMember(kind: .storedProperty, name: name, span: whole))
            } else if !isStored {
                declaration.computedProperties.append(
                    Located((isStatic ? "static " : "") + name, at: location(of: member)))
                declaration.members.append(
                    SwiftMember(
                        kind: isStatic ? .staticProperty : .computedProperty, name: name,
                        span: whole ?? span(of: member)))
            } else {
                declaration.members.append(SwiftMember(kind: .staticProperty, name: name, span: whole))
            }
        case "pattern_binding_decl":
            // `static let className = "Score"`: the literal is the binding's initial value.
            guard !implicit else { return }
            let entries = member["pattern_entries"]?.elements ?? []
            for entry in entries {
                guard let bound = entry["pattern"]?.boundName else { continue }
                // The written expression has no range in the dump until it is type-checked (`defaultLevel`,
                // `2 * 3`); the checked one has. An initial value whose text cannot be read is kept as "", which
                // no config value stands for: it is never taken for no initial value.
                // (An optional's implicit `nil` has no written expression at all.)
                let written = [entry["original_init"], entry["processed_init"], entry["init"]].compactMap { $0 }
                    .filter { $0["implicit"]?.boolValue != true || $0["range"] != nil }
                let initial =
                    written.isEmpty ? nil : (written.compactMap { sourceText(of: $0) }.first ?? "")
                bindings[bound] = Binding(
                    span: span(of: member), initialValue: initial, declaresOne: entries.count == 1)
            }
            for entry in entries {
                guard entry["pattern"]?.boundName == "className" else { continue }
                let initial = entry["original_init"] ?? entry["processed_init"] ?? entry["init"]
                if let literal = initial, literal.kind == "string_literal_expr",
                    let value = literal["value"]?.stringValue
                {
                    declaration.classNameLiteral = Located(value, at: location(of: literal, fallback: member))
                }
            }
        case "constructor_decl":
            guard !implicit else { return }
            let name = signature(of: member, base: "init")
            declaration.initializers.append(Located(name, at: location(of: member)))
            // The compiler adds an implicit `return` to every initializer's body.
            let isEmptyBody =
                member["body"] != nil
                && (member["body"]?["elements"]?.elements ?? []).allSatisfy { $0["implicit"]?.boolValue == true }
            declaration.members.append(
                SwiftMember(kind: isEmptyBody ? .emptyInitializer : .initializer, name: name, span: span(of: member)))
            if name == "init()", !isEmptyBody {
                declaration.initializerAssignments = assignments(in: member["body"])
            }
            // A `ParseCloudable` may name its function in each initializer (`functionJobName = "hello"`).
            declaration.functionJobNameAssignments.append(functionJobNameAssignment(in: member["body"]))
            if name == "init(from:)" {
                var keys: [String] = []
                Self.codingKeyReferences(in: member["body"], into: &keys)
                declaration.decodedKeys = (declaration.decodedKeys ?? []) + keys
            }
            if name == "init(objectId:)", assignments(in: member["body"]) == ["objectId": "objectId"] {
                declaration.standardObjectIdInitializer = span(of: member)
            }
        case "func_decl":
            guard !implicit, let name = member.declName else { return }
            if name == "parseClassName", member["static"]?.boolValue == true || member["class"]?.boolValue == true {
                declaration.classNameLiteral = singleReturnedString(in: member["body"])
                declaration.members.append(SwiftMember(kind: .className, name: name, span: span(of: member)))
                return
            }
            declaration.methods.append(Located(signature(of: member, base: name), at: location(of: member)))
            declaration.members.append(
                SwiftMember(kind: .method, name: signature(of: member, base: name), span: span(of: member)))
        case "enum_case_decl":
            for element in member["elements"]?.elements ?? [] {
                guard let name = element.declName else { continue }
                declaration.cases.append(SwiftEnumCase(name: name, rawValue: nil, location: location(of: element)))
            }
        case "typealias":
            if implicit, member.declName == "RawValue" {
                declaration.rawType = member["type"]?.stringValue
            } else if !implicit, let name = member.declName {
                declaration.members.append(SwiftMember(kind: .typeAlias, name: name, span: span(of: member)))
                if name == "ReturnType", let type = member["type"]?.stringValue {
                    declaration.returnTypeAlias = (type, location(of: member))
                }
            }
        default:
            break
        }
    }

    /// The names of the `CodingKeys` cases referred to anywhere in `node` (by their USR, which names the
    /// enum: `...10CodingKeysO5title...`).
    private static func codingKeyReferences(in node: JSONNode?, into keys: inout [String]) {
        guard let node else { return }
        switch node.value {
        case .object(let members):
            if node.kind == "decl_ref", let usr = node["decl_usr"]?.stringValue, usr.contains("10CodingKeysO"),
                let name = node["base_name"]?.stringValue, !keys.contains(name)
            {
                keys.append(name)
            }
            for member in members { codingKeyReferences(in: member.value, into: &keys) }
        case .array(let items):
            for item in items { codingKeyReferences(in: item, into: &keys) }
        default:
            break
        }
    }

    /// The protocols the compiler lists as implied by the conformances `node` writes (`source_kind`
    /// `implied`): the refined protocols of every protocol named, transitively.
    private static func impliedConformances(of node: JSONNode) -> [String] {
        var implied: [String] = []
        for conformance in node["inherits"]?["conformances"]?.elements ?? []
        where conformance["source_kind"]?.stringValue == "implied" {
            if let usr = conformance["protocol"]?.stringValue {
                implied.append(mangledReference(usr: usr))
            }
        }
        return implied
    }

    /// The raw values the compiler wrote into the synthesized `rawValue` (or `stringValue`) getter: a
    /// `switch self` with one `return <literal>` per case. This is where explicit and implied raw values
    /// alike end up, so the reader never evaluates a literal itself.
    private func applyRawValues(from variable: JSONNode, to declaration: inout TypeDeclaration) {
        guard let body = variable["accessors"]?.elements.first?["body"],
            let switchStatement = body["elements"]?.elements.first(where: { $0.kind == "switch_stmt" })
        else { return }
        var indexByName: [String: Int] = [:]
        for (index, item) in declaration.cases.enumerated() where indexByName[item.name] == nil {
            indexByName[item.name] = index
        }
        for caseStatement in switchStatement["cases"]?.elements ?? [] {
            guard let caseName = caseStatement["case_label_items"]?.elements.first?["pattern"]?["element"]?.baseName,
                let returned = caseStatement["body"]?["elements"]?.elements.first(where: { $0.kind == "return_stmt" })?[
                    "result"],
                let value = Self.literalText(returned),
                let index = indexByName[caseName]
            else { continue }
            declaration.cases[index].rawValue = value
        }
    }

    /// The text of a string or number literal, a negated number included.
    private static func literalText(_ node: JSONNode) -> String? {
        switch node.kind {
        case "string_literal_expr":
            return node["value"]?.stringValue
        case "integer_literal_expr", "float_literal_expr":
            guard let value = node["value"]?.stringValue else { return nil }
            return (node["negative"]?.boolValue == true ? "-" : "") + value
        default:
            return nil
        }
    }

    /// The string a body returns when it is one `return "literal"` (implicit or written).
    private func singleReturnedString(in body: JSONNode?) -> Located<String>? {
        guard let elements = body?["elements"]?.elements, elements.count == 1, let only = elements.first else {
            return nil
        }
        let result = only.kind == "return_stmt" ? only["result"] : only
        guard let literal = result, literal.kind == "string_literal_expr", let value = literal["value"]?.stringValue
        else { return nil }
        return Located(value, at: location(of: literal, fallback: only))
    }

    /// `name(label:other:)`, as Swift names a function or initializer.
    private func signature(of node: JSONNode, base: String) -> String {
        let labels = (node["name"]?["args"]?.elements ?? []).map {
            ($0.stringValue ?? "_").isEmpty ? "_" : ($0.stringValue ?? "_")
        }
        let prefix = node["static"]?.boolValue == true ? "static " : ""
        return "\(prefix)\(base)(\(labels.map { "\($0):" }.joined()))"
    }

    private func location(of node: JSONNode, fallback: JSONNode? = nil) -> SourceLocation {
        let offset = node["range"]?["start"]?.intValue ?? fallback?["range"]?["start"]?.intValue ?? 0
        return SourceLocation(file: file, position: lines.position(ofOffset: offset))
    }

    /// The properties an initializer's body assigns (`points = 5`, `self.name = "First"`) with each value's
    /// source text, when assigning its own properties is all it does; nil otherwise.
    private func assignments(in body: JSONNode?) -> [String: String]? {
        var result: [String: String] = [:]
        for element in body?["elements"]?.elements ?? [] where element["implicit"]?.boolValue != true {
            // A member the type checker could not resolve (a value of a type it lacks) is an unresolved dot.
            guard element.kind == "assign_expr", let destination = element["dest"],
                destination.kind == "member_ref_expr" || destination.kind == "unresolved_dot_expr",
                destination["base"]?["decl"]?["base_name"]?.stringValue == "self",
                let property = destination["decl"]?["base_name"]?.stringValue ?? destination["field"]?.stringValue,
                let value = element["src"].flatMap(writtenExpression).flatMap(sourceText(of:)),
                result[property] == nil
            else { return nil }
            result[property] = value
        }
        return result
    }

    /// The value a body's own top-level statement `functionJobName = ...` (or `self.functionJobName = ...`)
    /// assigns, as written; nil when the body assigns none.
    private func functionJobNameAssignment(in body: JSONNode?) -> String? {
        for element in body?["elements"]?.elements ?? [] where element["implicit"]?.boolValue != true {
            guard element.kind == "assign_expr", let destination = element["dest"],
                destination.kind == "member_ref_expr" || destination.kind == "unresolved_dot_expr",
                (destination["decl"]?["base_name"]?.stringValue ?? destination["field"]?.stringValue)
                    == "functionJobName"
            else { continue }
            return element["src"].flatMap(writtenExpression).flatMap(sourceText(of:)) ?? ""
        }
        return nil
    }

    /// The expression as written: the compiler wraps a value in implicit conversions (into an optional, a
    /// literal's type) that have no source range of their own.
    private func writtenExpression(_ node: JSONNode) -> JSONNode? {
        var current = node
        for _ in 0..<8 {
            if current["implicit"]?.boolValue != true, current["range"] != nil { return current }
            guard let inner = current["sub_expr"] ?? current["expr"] else { return nil }
            current = inner
        }
        return nil
    }

    /// Where a declaration begins (its first attribute or modifier, which the dump ranges apart) and the
    /// start of its last token.
    private func span(of node: JSONNode) -> SourceSpan {
        let start = node["range"]?["start"]?.intValue ?? 0
        let end = node["range"]?["end"]?.intValue ?? start
        return SourceSpan(start: min(start, attributeStart(of: node) ?? start), end: max(start, end))
    }

    /// The first written attribute's or modifier's offset (`@NSManaged`, `public`, `final`).
    private func attributeStart(of node: JSONNode) -> Int? {
        (node["attrs"]?.elements ?? []).filter { $0["implicit"]?.boolValue != true }.compactMap {
            $0["range"]?["start"]?.intValue
        }.min().map { start in
            // Some attributes' ranges (`@available`) start after their `@`.
            start > 0 && start <= source.count && source[start - 1] == UInt8(ascii: "@") ? start - 1 : start
        }
    }

    /// The source text of an expression, from its first byte to the end of its last token.
    private func sourceText(of node: JSONNode) -> String? {
        guard let start = node["range"]?["start"]?.intValue, let last = node["range"]?["end"]?.intValue,
            start >= 0, start <= last, last < source.count
        else { return nil }
        let end = SourceSpan.tokenEnd(in: source, at: last)
        return String(decoding: source[start..<end], as: UTF8.self)
    }

    /// A protocol's USR (`s:SH`, `s:11App9ProtocolP`) as a mangled name the demangler spells (`$sSH`).
    static func mangledReference(usr: String) -> String {
        usr.hasPrefix("s:") ? "$s" + usr.dropFirst(2) : usr
    }
}

/// Byte offsets to lines and columns (1-based, columns in UTF-8 bytes, as the compiler counts them).
struct LineTable {
    private var starts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(index + 1)
        }
    }

    func position(ofOffset offset: Int) -> SourcePosition {
        // The last line start at or before the offset, found by halving.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: max(0, offset - starts[low]) + 1)
    }
}

extension JSONNode {
    /// The member `key` of an object node.
    subscript(key: String) -> JSONNode? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// The node's `_kind`.
    var kind: String? { self["_kind"]?.stringValue }

    /// The elements of an array node; empty otherwise.
    var elements: [JSONNode] {
        guard case .array(let items) = value else { return [] }
        return items
    }

    var stringValue: String? {
        guard case .string(let text) = value else { return nil }
        return text
    }

    var boolValue: Bool? {
        switch value {
        case .bool(let flag): return flag
        case .string(let text): return text == "true" ? true : text == "false" ? false : nil
        default: return nil
        }
    }

    var intValue: Int? {
        guard case .number(let number) = value else { return nil }
        return number.intValue
    }

    /// `name.base_name.name` of a declaration.
    var declName: String? { self["name"]?.baseName }

    /// `base_name.name` of a `decl_name`.
    var baseName: String? { self["base_name"]?["name"]?.stringValue }

    /// The name a (typed) pattern binds.
    var boundName: String? {
        if kind == "pattern_named" { return declName }
        return self["sub_pattern"]?.boundName
    }
}
