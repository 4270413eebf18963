@testable import ParseModelGenerator
@testable import ParseSchema

/// One random, valid input: a schema file and a config that refines it.
struct RandomSchema {
    var schema: FuzzJSON
    var config: FuzzJSON
    var schemaText: String
    var configText: String
}

/// Builds random schemas that Parse Server would accept, with names and texts chosen to be as
/// awkward for a code generator as possible. Every Parse type appears, pointers and relations point
/// among the generated classes (and at `_User` or nowhere), and the config adds random refinements.
struct RandomSchemaGenerator {
    var random: SeededRandom

    /// Words that are Swift keywords, names the SDK, Foundation or the generated code use, or both.
    static let nastyWords = [
        "class", "struct", "enum", "func", "var", "let", "init", "deinit", "self", "Self", "Type", "Protocol", "Any",
        "any",
        "some", "default", "case", "switch", "where", "in", "is", "as", "nil", "true", "false", "try", "await", "async",
        "throws", "rethrows", "return", "import", "public", "private", "internal", "open", "package", "static",
        "subscript",
        "protocol", "extension", "operator", "actor", "macro", "consume", "copy", "each", "borrowing", "sending",
        "then",
        "get", "set", "willSet", "didSet", "lazy", "weak", "unowned", "optional", "required", "final", "dynamic",
        "override",
        "ParseObject", "ParseUser", "ParseRole", "Query", "Pointer", "ParseRelation", "ParseFile", "ParseACL",
        "ParseGeoPoint",
        "ParseSwift", "ParseJSONValue", "ParsePointerValue", "ParseFieldKey", "ParseModelGenCodingKey", "Key",
        "CodingKeys",
        "id", "score", "originalData", "hash", "hashValue", "description", "debugDescription", "relation", "operation",
        "query", "save", "fetch", "delete", "encode", "decode", "rawValue", "unknown", "value", "Value", "name",
        "users", "roles",
        // Names the generated code uses for locals and parameters, and the SDK functions it calls.
        "container", "decoder", "encoder", "object", "objects", "key", "equalTo", "parseModelGenValue", "legacyKeys",
        "Date", "Data", "String", "Array", "Dictionary", "Codable", "Decodable", "Encodable", "Hashable", "Sendable",
        "Int",
        "Double", "Bool", "Optional", "Error", "URL", "Foundation", "Swift", "Never", "Void", "Result", "Set",
        "a", "A", "x", "_x", "title", "Title", "TITLE", "book", "Book", "user", "User", "role", "session",
        "installation",
        // Names an adversarial run found shadowing the code around the models, and what the new API declares.
        "Comparable", "RawRepresentable", "CaseIterable", "Task", "AnyObject", "KeyPath", "ParseFieldConstraint",
        "ParsePointerKey", "ParseRelationKey", "ParsePointerField", "ParseQueryScorable", "API", "Order", "ID",
        "merge", "mergeParse", "shouldRestoreKey", "updated", "allCases", "appending", "matchesQuery",
        "queryBooksByGenre",
    ]

    /// Text that must stay inside a comment or string literal.
    static let nastyTexts = [
        "*/", "/*", "\"\"\"", "\"", "\\", "\\(evil)", "#\"", "\"#", "##", "\n", "\r", "\r\n", "\u{85}", "\u{2028}",
        "\u{2029}",
        "\u{0B}", "\u{0C}", "\u{0}", "\u{1}", "\u{1B}[31m", "\u{7F}", "\u{202E}", "\u{202D}", "\u{2066}", "\u{200B}",
        "\u{200D}",
        "\u{FEFF}", "\u{E000}", "é", "Über", "😀", "👩‍👩‍👧", "日本語", "\t", "///", "// MARK:", "struct Injected {}",
        "\n}\nstruct Injected {}\n", "#if false", "#endif", "@attached", "`", "``", " ", "",
    ]

    static let parseTypes = [
        "String", "Number", "Boolean", "Date", "Object", "Array", "Pointer", "Relation", "File", "GeoPoint", "Polygon",
        "Bytes",
    ]
    static let systemClasses = ["_User", "_Role", "_Session", "_Installation"]
    static let numberSwiftTypes = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Float", "Double",
        "Decimal",
    ]
    static let elementSwiftTypes = [
        "String", "Bool", "Date", "ParseFile", "ParseGeoPoint", "ParseBytes", "Int", "Double", "Float", "Int64",
    ]

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    // MARK: Names and texts

    /// A name matching Parse's rule `^[A-Za-z][A-Za-z0-9_]*$`, built from the nasty words.
    mutating func parseName() -> String {
        var name = random.pick(Self.nastyWords)
        switch random.below(9) {
        case 0: name = name.uppercased()
        case 1: name = name.prefix(1).uppercased() + name.dropFirst()
        case 2: name = name.prefix(1).lowercased() + name.dropFirst()
        case 3: name += "_"
        case 4: name += String(random.below(100))
        case 5: name += "_" + random.pick(Self.nastyWords)
        case 6: name += "__" + String(random.below(10))
        case 7: name = String(repeating: name, count: 1 + random.below(12))
        default: break
        }
        while let first = name.utf8.first, !(first >= 65 && first <= 90 || first >= 97 && first <= 122) {
            name.removeFirst()
        }
        return name.isEmpty || name == "length" || name == "className" ? "field" : name
    }

    /// A plain Swift identifier (ASCII letters, digits, `_`), keywords included.
    mutating func swiftIdentifier() -> String {
        var name = parseName()
        if random.oneIn(4) { name = "_" + name }
        return name
    }

    /// A chosen type name: starts with a capital letter, as the generator requires.
    mutating func typeIdentifier() -> String {
        let name = parseName()
        let chosen = name.prefix(1).uppercased() + name.dropFirst()
        // A chosen name that cannot compile is an error, so a valid schema does not choose one.
        return ReservedTypeNames.all.contains(chosen) || SwiftKeywords.reserved.contains(chosen)
            ? chosen + "Kind" : chosen
    }

    /// A chosen property name: does not start with a capital letter, as the generator requires.
    mutating func propertyIdentifier() -> String {
        let name = swiftIdentifier()
        let chosen = name.prefix(1).lowercased() + name.dropFirst()
        // A chosen name that cannot compile is an error, so a valid schema does not choose one.
        let reserved = ReservedNames.objectMembers.union(ReservedNames.systemMembers.values.joined()).union(
            ReservedNames.structMembers
        )
        .union(SwiftKeywords.unusableAsMember).union(["score"])
        return reserved.contains(chosen) ? chosen + "Field" : chosen
    }

    /// Text mixing ordinary words with every kind of comment, string and line breaker.
    mutating func nastyText() -> String {
        var text = ""
        for _ in 0..<(1 + random.below(6)) {
            text += random.oneIn(2) ? random.pick(Self.nastyTexts) : random.pick(Self.nastyWords) + " "
        }
        return text
    }

    // MARK: Schema

    mutating func make() -> RandomSchema {
        let classCount = 1 + random.below(4)
        var classNames: [String] = []
        while classNames.count < classCount {
            let name = random.oneIn(6) ? random.pick(Self.systemClasses) : parseName()
            if !classNames.contains(name) { classNames.append(name) }
        }
        var schemaClasses: [FuzzJSON] = []
        var configClasses: [(String, FuzzJSON)] = []
        for className in classNames {
            let built = makeClass(className, among: classNames)
            schemaClasses.append(built.schema)
            if let refinement = built.config { configClasses.append((className, refinement)) }
        }
        let schema: FuzzJSON
        switch random.below(4) {
        case 0: schema = .object([("results", .array(schemaClasses))])
        case 1: schema = .array(schemaClasses)
        case 2: schema = .object([("classes", .array(schemaClasses))])
        default: schema = .object([("definitions", .array(schemaClasses)), ("strict", .bool(false))])
        }
        var config: [(String, FuzzJSON)] = [("accessLevel", .string(random.pick(["internal", "public", "package"])))]
        if random.oneIn(2) { config.append(("pointerStyle", .string(random.pick(["object", "pointer"])))) }
        if random.oneIn(4) {
            config.append(("stripPrefixes", .array([.string(random.pick(["A", "x_", "Book", "P"]))])))
        }
        if !configClasses.isEmpty { config.append(("classes", .object(configClasses))) }
        let configJSON = FuzzJSON.object(config)
        let trailing = random.oneIn(3)
        return RandomSchema(
            schema: schema, config: configJSON,
            schemaText: schema.text(trailingCommas: trailing, comment: random.oneIn(3) ? "exported */ schema" : nil),
            configText: configJSON.text(trailingCommas: trailing)
        )
    }

    private mutating func makeClass(_ className: String, among classNames: [String]) -> (
        schema: FuzzJSON, config: FuzzJSON?
    ) {
        // The model is the outermost scope of the nested types its refinements declare.
        scopes.append([])
        defer { scopes.removeLast() }
        currentClass = className
        pointerTargets = classNames + ["_User"]
        var members: [(String, FuzzJSON)] = [("className", .string(className))]
        if random.oneIn(3) { members.append(("description", .string(nastyText()))) }
        var fields: [(String, FuzzJSON)] = []
        var fieldRefinements: [(String, FuzzJSON)] = []
        var names: [String] = []
        var hasGeoPoint = false
        let builtIns: Set<String> = [
            "objectId", "originalData", "createdAt", "updatedAt", "ACL", "username", "password", "email",
            "emailVerified", "authData",
            "name", "users", "roles", "user", "installationId", "sessionToken", "expiresAt", "createdWith",
            "restricted",
            "deviceToken", "deviceType", "pushType", "GCMSenderId", "timeZone", "localeIdentifier", "appVersion",
            "appName", "appIdentifier", "parseVersion", "channels", "badge",
        ]
        if random.oneIn(2) {
            fields += [
                ("objectId", .object([("type", .string("String"))])),
                ("createdAt", .object([("type", .string("Date"))])),
                ("updatedAt", .object([("type", .string("Date"))])), ("ACL", .object([("type", .string("ACL"))])),
            ]
        }
        for _ in 0..<random.below(9) {
            let name = parseName()
            guard !names.contains(name), !builtIns.contains(name) else { continue }
            var type = random.pick(Self.parseTypes)
            if type == "GeoPoint" {
                if hasGeoPoint { type = "String" }
                hasGeoPoint = true
            }
            names.append(name)
            let target =
                random.oneIn(8)
                ? "Missing" + String(random.below(3)) : random.oneIn(5) ? "_User" : random.pick(classNames)
            var spec: [(String, FuzzJSON)] = [("type", .string(type))]
            if type == "Pointer" || type == "Relation" { spec.append(("targetClass", .string(target))) }
            let refinement = fieldRefinement(type: type, fieldName: name, fieldNames: names + builtIns)
            // An enum's default must be one of its cases (an error otherwise); the random defaults are not.
            let isEnum = refinement?.contains { $0.0 == "enum" } ?? false
            if type == "Relation" {
                if random.oneIn(3) { spec.append(("required", .bool(false))) }
            } else {
                if random.oneIn(3) { spec.append(("required", .bool(random.oneIn(2)))) }
                if random.oneIn(3), !isEnum, let value = defaultValue(for: type, target: target) {
                    spec.append(("defaultValue", value))
                }
            }
            if random.oneIn(2) { spec.append(("description", .string(nastyText()))) }
            if let refinement {
                if random.oneIn(4) {
                    spec += refinement
                } else {
                    fieldRefinements.append((name, .object(refinement)))
                }
            }
            fields.append((name, .object(spec)))
        }
        // Two structs of one name in different scopes, the inner one pointing back at the class: a model-level
        // `Box` beside `Outer.Box`, whose cycle the model-level one must not hide (issue 13).
        let plainField = "plain" + String(random.below(100))
        let outerField = "outer" + String(random.below(100))
        let shared = random.pick(Self.recurringNestedNames)
        if random.oneIn(3), !names.contains(plainField), !names.contains(outerField), claim(shared) {
            let plain = structRefinement(depth: 1, name: shared)
            let outerName = enumOrStructName()
            scopes.append([])
            _ = claim(shared)
            let inner = structRefinement(depth: 1, name: shared, pointingBack: true)
            scopes.removeLast()
            let outer = FuzzJSON.object([
                ("name", .string(outerName)),
                ("fields", .object([("inner", .object([("type", .string("Object")), ("struct", inner)]))])),
            ])
            for (field, refinement) in [(plainField, plain), (outerField, outer)] {
                fields.append((field, .object([("type", .string("Object"))])))
                fieldRefinements.append((field, .object([("struct", refinement)])))
            }
        }
        members.append(("fields", .object(fields)))
        if random.oneIn(3) {
            members.append(
                ("classLevelPermissions", .object([("find", .object([("*", .bool(true))])), ("get", .object([]))])))
        }
        var classRefinement: [(String, FuzzJSON)] = []
        if random.oneIn(4) { classRefinement.append(("swiftName", .string(typeIdentifier()))) }
        if random.oneIn(3) { classRefinement.append(("doc", .string(nastyText()))) }
        if !fieldRefinements.isEmpty { classRefinement.append(("fields", .object(fieldRefinements))) }
        return (.object(members), classRefinement.isEmpty ? nil : .object(classRefinement))
    }

    private mutating func defaultValue(for type: String, target: String) -> FuzzJSON? {
        switch type {
        case "String": return .string(nastyText())
        case "Number": return .number(random.pick(["0", "-1.5e3", "42", "1e308", "123456789012345678901234567890"]))
        case "Boolean": return .bool(random.oneIn(2))
        case "Date":
            return .object([("__type", .string("Date")), ("iso", .string("2020-01-01T00:00:00.000Z\u{2028}*/"))])
        case "Object": return .object([(nastyText(), .string(nastyText())), ("n", .array([.null, .bool(true)]))])
        case "Array": return .array([.string(nastyText()), .number("1")])
        case "Pointer":
            return .object([
                ("__type", .string("Pointer")), ("className", .string(target)), ("objectId", .string(nastyText())),
            ])
        case "File":
            return .object([
                ("__type", .string("File")), ("name", .string(nastyText())), ("url", .string("https://x/*/")),
            ])
        case "GeoPoint":
            return .object([("__type", .string("GeoPoint")), ("latitude", .number("1")), ("longitude", .number("-2"))])
        default: return nil
        }
    }

    /// Refinement keys for a field of `type`, or nil for none.
    private mutating func fieldRefinement(type: String, fieldName: String, fieldNames: [String]) -> [(
        String, FuzzJSON
    )]? {
        guard random.oneIn(2) else { return nil }
        var refinement: [(String, FuzzJSON)] = []
        switch (type, random.below(3)) {
        case ("String", 0): refinement.append(("enum", stringEnum(fieldName: fieldName)))
        case ("Number", 0): refinement.append(("swiftType", .string(random.pick(Self.numberSwiftTypes))))
        case ("Number", 1): refinement.append(("enum", intEnum(fieldName: fieldName)))
        case ("Array", 0): refinement.append(("swiftType", .string(swiftTypeExpression(array: true))))
        case ("Array", 1):
            refinement.append(
                random.oneIn(2) ? ("enum", stringEnum(fieldName: fieldName)) : ("struct", structRefinement(depth: 0)))
        case ("Object", 0): refinement.append(("swiftType", .string(swiftTypeExpression(array: false))))
        case ("Object", 1): refinement.append(("struct", structRefinement(depth: 0)))
        default: break
        }
        if random.oneIn(3) { refinement.append(("swiftName", .string(propertyIdentifier()))) }
        if random.oneIn(3) { refinement.append(("doc", .string(nastyText()))) }
        if random.oneIn(4) {
            let alias = parseName() + "Old"
            if !fieldNames.contains(alias) { refinement.append(("aliases", .array([.string(alias)]))) }
        }
        return refinement.isEmpty ? nil : refinement
    }

    private mutating func swiftTypeExpression(array: Bool) -> String {
        var element = random.pick(Self.elementSwiftTypes)
        if random.oneIn(4) { element = "[\(element)]" }
        if random.oneIn(5) { element = "[String: \(element)]" }
        return array ? "[\(element)]" : "[String: \(element)]"
    }

    private mutating func stringEnum(fieldName: String) -> FuzzJSON {
        var cases: [String] = []
        for _ in 0..<(1 + random.below(6)) {
            let value = random.oneIn(2) ? parseName() : nastyText()
            if !cases.contains(value) { cases.append(value) }
        }
        var members: [(String, FuzzJSON)] = [("cases", .array(cases.map { .string($0) }))]
        if random.oneIn(2) || !claim(NameConversion.upperCamel(fieldName)) {
            members.insert(("name", .string(enumOrStructName())), at: 0)
        }
        return .object(members)
    }

    private mutating func intEnum(fieldName: String) -> FuzzJSON {
        var cases: [(String, FuzzJSON)] = []
        var values: Set<Int> = []
        for _ in 0..<(1 + random.below(5)) {
            let value = random.below(2001) - 1000
            let name = swiftIdentifier()
            guard !cases.contains(where: { $0.0 == name }), values.insert(value).inserted else { continue }
            cases.append((name, .number(String(value))))
        }
        var members: [(String, FuzzJSON)] = [("cases", .object(cases))]
        if random.oneIn(2) || !claim(NameConversion.upperCamel(fieldName)) {
            members.insert(("name", .string(enumOrStructName())), at: 0)
        }
        return .object(members)
    }

    /// The nested type names declared so far in each enclosing scope, the model's first. A name is unique
    /// in its scope (two refinements of one model never declare one name with different contents), but the
    /// same few names recur in other scopes: a struct `Box` inside a struct beside a model-level `Box`, whose
    /// pointer cycles must be told apart (issue 13).
    private var scopes: [Set<String>] = []
    /// The classes a pointer inside a nested struct may target; half of them target the class itself, a
    /// cycle through the struct.
    private var pointerTargets: [String] = ["_User"]
    private var currentClass = "_User"
    static let recurringNestedNames = ["Box", "Entry"]

    /// Claims `name` in the innermost scope; false when it is taken there, or the name it becomes when it
    /// would hide a type the generated code uses (`name` + "Value").
    private mutating func claim(_ name: String) -> Bool {
        guard let last = scopes.indices.last else { return true }
        guard !scopes[last].contains(name), !scopes[last].contains(name + "Value") else { return false }
        scopes[last].formUnion([name, name + "Value"])
        return true
    }

    /// A name for an enum or struct: often one of the recurring names, unique in its scope.
    private mutating func enumOrStructName() -> String {
        let name = random.below(3) < 2 ? random.pick(Self.recurringNestedNames) : typeIdentifier()
        if !random.oneIn(4), claim(name) { return name }
        var counter = scopes.reduce(0) { $0 + $1.count }
        while !claim(name + "N\(counter)") { counter += 1 }
        return name + "N\(counter)"
    }

    /// A struct refinement; `name` is one already claimed in the enclosing scope, and `pointingBack` adds a
    /// pointer to the class itself (a cycle through the struct).
    private mutating func structRefinement(depth: Int, name chosen: String? = nil, pointingBack: Bool = false)
        -> FuzzJSON
    {
        let structName = chosen ?? enumOrStructName()
        scopes.append([])
        defer { scopes.removeLast() }
        var fields: [(String, FuzzJSON)] = []
        var names: Set<String> = []
        if pointingBack {
            names.insert("back")
            fields.append(("back", .object([("type", .string("Pointer")), ("targetClass", .string(currentClass))])))
        }
        for _ in 0..<(1 + random.below(4)) {
            let name = parseName()
            guard names.insert(name).inserted else { continue }
            let type = random.pick([
                "String", "Number", "Boolean", "Date", "Object", "Object", "Array", "File", "GeoPoint", "Bytes",
                "Polygon", "Pointer", "Pointer",
            ])
            var spec: [(String, FuzzJSON)] = [("type", .string(type))]
            if type == "Pointer" {
                spec.append(("targetClass", .string(random.oneIn(2) ? currentClass : random.pick(pointerTargets))))
            }
            if random.oneIn(3) { spec.append(("description", .string(nastyText()))) }
            if type == "String", random.oneIn(3) { spec.append(("enum", stringEnum(fieldName: name))) }
            if type == "Object", depth < 2, random.oneIn(2) {
                spec.append(("struct", structRefinement(depth: depth + 1)))
            }
            fields.append((name, .object(spec)))
        }
        return .object([("name", .string(structName)), ("fields", .object(fields))])
    }
}
