/// One random schema and config: valid input that must generate without errors and compile without warnings.
struct RandomModelSet {
    var seed: UInt64
    var schemaText: String
    var configText: String
    /// The app's own source beside the generated models: the `appTypes` types and hand-written decoders.
    var clientSource: String = ""

    /// The input as a failure message shows it, with how to run it again.
    var replay: String {
        "seed \(seed) (PARSE_MODEL_GEN_RANDOM_SETS=1 PARSE_MODEL_GEN_RANDOM_SETS_SEED=\(seed) swift test --filter RandomModelSetTests)\nschema.json:\n\(schemaText)\nparse-model-gen.json:\n\(configText)\nApp.swift:\n\(clientSource)"
    }
}

/// Builds schema and config sets aimed at the generated code's own bodies rather than at its text (issue 33):
/// fields, struct fields, enum cases and `swiftName`s named like the locals, parameters and members the
/// generated code uses (`missing`, `object`, `updated`, `container`, `decoder`...), like `Optional`'s cases
/// (`none`, `some`) and like the types and modules it names (`Int`, `String`, `Swift`, `RawValue`); enum
/// defaults on those cases; nested structs, shared `types`, aliases, text search, `merge: false`, both pointer
/// styles and every access level; and every key for switching apps (`RandomAppKeys`), all of them in the class
/// `Ledger` of every set. Deterministic per seed (`SeededRandom`).
///
/// Unlike `RandomSchemaGenerator`, whose texts try to escape comments and literals, every input here is one a
/// careful user could write, so each must compile in every mode with warnings counted as failures.
struct RandomModelSetGenerator {
    private var random: SeededRandom
    private let seed: UInt64

    init(seed: UInt64) {
        self.seed = seed
        random = SeededRandom(seed: seed)
    }

    /// Names the generated code declares or refers to inside its bodies, and names that mean something there.
    static let localNames = [
        "missing", "object", "object_", "object__", "updated", "container", "decoder", "encoder", "objects",
        "operation",
        "value", "key", "none", "some", "nil", "optional", "newValue", "oldValue", "error", "result", "rawValue",
        "hashValue",
        "description", "query", "merge", "mergeParse", "restore", "score", "id", "self", "Self", "init", "type", "Type",
        "default", "case", "in", "where", "subscript", "unknown", "allCases", "Int", "String", "Swift", "Foundation",
        "ParseSwift", "ParseModelGenSDK", "CodingKeys", "Key", "count", "status", "kind", "items", "equalTo",
        "parseModelGenValue",
        "originalData", "ACL_", "updatedAt_", "Optional", "Never", "Void", "Any", "some_", "none_",
    ]

    /// Enum case names (and raw values) that collide with `Optional`, the raw types, the enum's own members.
    static let caseNames = [
        "none", "some", "rawValue", "RawValue", "Int", "String", "Swift", "Optional", "Never", "value", "unknown",
        "allCases",
        "init", "self", "Self", "Type", "default", "case", "decoder", "encoder", "container", "hashValue",
        "description",
        "open", "closed", "draft", "paid", "x", "_1",
    ]

    static let classNames = [
        "Invoice", "LineItem", "Customer", "Missing", "Object", "Container", "Value", "Decoder", "Update", "Order",
    ]

    private var nestedCounter = 0
    /// Acknowledged warnings ("Class.field" -> kinds), for the config's `acknowledge`.
    private var acknowledged: [(String, FuzzJSON)] = []

    /// Swift text with every escape a literal needs, for initial values.
    private static let escapedTexts = [
        "Hello", "say \"hi\"", "back\\slash", "\\(notInterpolated)", "*/ not a comment end", "tab\tand\nline",
        "\"\"\"", "caf\u{e9}",
    ]

    /// A set; `access` forces the access level (the CI run covers each in its settings), else it is random.
    mutating func make(access forcedAccess: String? = nil) -> RandomModelSet {
        acknowledged = []
        var classNames: [String] = [RandomAppKeys.anchorClass]
        let count = 2 + random.below(3)
        while classNames.count < count {
            let name = random.oneIn(5) ? "_User" : random.pick(Self.classNames)
            if !classNames.contains(name) { classNames.append(name) }
        }
        // Shared types first, so that fields can name them.
        var sharedEnums: [String] = []
        var sharedStructs: [String] = []
        var types: [(String, FuzzJSON)] = []
        for index in 0..<(1 + random.below(3)) {
            if random.oneIn(2) {
                let name = "Shared\(random.pick(["Status", "None", "Value", "Kind"]))\(index)"
                types.append(
                    (
                        name,
                        .object([
                            (
                                "enum",
                                .object([("cases", .array(enumCases(count: 1 + random.below(4)).map { .string($0) }))])
                            )
                        ])
                    ))
                sharedEnums.append(name)
            } else {
                let name = "SharedBox\(index)"
                types.append(
                    (name, .object([("struct", .object([("fields", structFields(depth: 1, targets: classNames))]))])))
                sharedStructs.append(name)
            }
        }
        var schemaClasses: [FuzzJSON] = []
        var refinements: [(String, FuzzJSON)] = []
        for (index, className) in classNames.enumerated() {
            let made = makeClass(
                className, targets: classNames, later: Array(classNames[(index + 1)...]), sharedEnums: sharedEnums,
                sharedStructs: sharedStructs)
            schemaClasses.append(made.schema)
            if let refinement = made.refinement { refinements.append((className, refinement)) }
        }
        let access = forcedAccess ?? random.pick(["internal", "public", "package"])
        var config: [(String, FuzzJSON)] = [("accessLevel", .string(access))]
        config.append(("pointerStyle", .string(random.pick(["object", "pointer"]))))
        config.append(("appTypes", .array(RandomAppKeys.appTypes.map { .string($0) })))
        if !types.isEmpty { config.append(("types", .object(types))) }
        if !refinements.isEmpty { config.append(("classes", .object(refinements))) }
        if !acknowledged.isEmpty { config.append(("acknowledge", .object(acknowledged))) }
        // Generation ignores the servers; they are read and checked all the same.
        config.append(
            (
                "servers",
                .object([
                    (
                        "local",
                        .object([("url", .string("http://localhost:1337/parse")), ("applicationId", .string("app"))])
                    )
                ])
            ))
        config.append(("defaultServer", .string("local")))
        let schema = FuzzJSON.object([("results", .array(schemaClasses))])
        return RandomModelSet(
            seed: seed, schemaText: schema.text(trailingCommas: false),
            configText: FuzzJSON.object(config).text(trailingCommas: false),
            clientSource: RandomAppKeys.clientSource(
                access: access, decoderless: [RandomAppKeys.modelTypeName(RandomAppKeys.anchorClass)]))
    }

    // MARK: Classes

    private mutating func makeClass(
        _ className: String, targets: [String], later: [String], sharedEnums: [String], sharedStructs: [String]
    ) -> (schema: FuzzJSON, refinement: FuzzJSON?) {
        let isAnchor = className == RandomAppKeys.anchorClass
        let textSearch = isAnchor || random.oneIn(4)
        var fields: [(String, FuzzJSON)] = []
        var fieldRefinements: [(String, FuzzJSON)] = []
        var used: Set<String> = ["objectId", "createdAt", "updatedAt", "ACL", "originalData"]
        if className == "_User" {
            used.formUnion(["username", "password", "email", "emailVerified", "authData", "sessionToken"])
        }
        var hasGeoPoint = false
        var enumNames: Set<String> = []
        for _ in 0..<(2 + random.below(7)) {
            var name = random.pick(Self.localNames)
            if random.oneIn(5) { name += String(random.below(3)) }
            // A field whose Parse name is `score` beside text search is an error; a Parse name must start with a letter.
            guard !used.contains(name), !(textSearch && name == "score"), name.first?.isLetter == true else { continue }
            used.insert(name)
            var spec: [(String, FuzzJSON)] = []
            var refinement: [(String, FuzzJSON)] = []
            var isRelation = false
            switch random.below(12) {
            case 0, 1:
                spec.append(("type", .string("String")))
                if random.oneIn(2) {
                    let cases = enumCases(count: 1 + random.below(5))
                    var enumeration: [(String, FuzzJSON)] = [("cases", .array(cases.map { .string($0) }))]
                    if random.oneIn(2) { enumeration.insert(("name", .string(enumName(&enumNames))), at: 0) }
                    refinement.append(("enum", .object(enumeration)))
                    if random.oneIn(2) { spec.append(("defaultValue", .string(random.pick(cases)))) }
                } else if !sharedEnums.isEmpty, random.oneIn(2) {
                    refinement.append(("swiftType", .string(random.pick(sharedEnums))))
                } else if random.oneIn(2) {
                    spec.append(("defaultValue", .string(random.pick(Self.caseNames))))
                }
            case 2, 3:
                spec.append(("type", .string("Number")))
                if random.oneIn(2) {
                    var cases: [(String, FuzzJSON)] = []
                    for (index, caseName) in enumCases(count: 1 + random.below(4)).enumerated() {
                        cases.append((caseName, .number(String(index * 3 - 2))))
                    }
                    refinement.append(
                        ("enum", .object([("name", .string(enumName(&enumNames))), ("cases", .object(cases))])))
                    if random.oneIn(2), case .number(let value) = random.pick(cases).1 {
                        spec.append(("defaultValue", .number(value)))
                    }
                } else {
                    if random.oneIn(2) {
                        refinement.append(("swiftType", .string(random.pick(["Int", "Double", "Int64", "Float"]))))
                    }
                    if random.oneIn(2) { spec.append(("defaultValue", .number(random.pick(["0", "1", "-2", "42"])))) }
                }
            case 4:
                spec.append(("type", .string("Boolean")))
                if random.oneIn(2) { spec.append(("defaultValue", .bool(random.oneIn(2)))) }
            case 5:
                spec.append(("type", .string("Object")))
                if !sharedStructs.isEmpty, random.oneIn(2) {
                    refinement.append(("swiftType", .string(random.pick(sharedStructs))))
                } else if random.oneIn(3) {
                    refinement.append(("swiftType", .string("[String: String]")))
                } else {
                    refinement.append(
                        (
                            "struct",
                            .object([
                                ("name", .string(enumName(&enumNames))),
                                ("fields", structFields(depth: 0, targets: targets)),
                            ])
                        ))
                }
            case 6:
                spec.append(("type", .string("Array")))
                switch random.below(3) {
                case 0 where !sharedEnums.isEmpty:
                    refinement.append(("swiftType", .string("[\(random.pick(sharedEnums))]")))
                case 1: refinement.append(("swiftType", .string("[String]")))
                default: break
                }
            case 7:
                spec += [("type", .string("Pointer")), ("targetClass", .string(random.pick(targets + ["_User"])))]
            case 8:
                spec += [("type", .string("Relation")), ("targetClass", .string(random.pick(targets)))]
                isRelation = true
            case 9:
                spec.append(("type", .string(hasGeoPoint ? "File" : "GeoPoint")))
                hasGeoPoint = true
            case 10:
                spec.append(("type", .string("Date")))
            default:
                spec.append(("type", .string(random.pick(["File", "Bytes", "Polygon"]))))
            }
            if random.oneIn(3), !isRelation {
                spec.append(("required", .bool(true)))
            }
            if random.oneIn(4) { spec.append(("description", .string("The \(name) field."))) }
            if random.oneIn(5) {
                refinement.append(
                    (
                        "swiftName",
                        .string(
                            random.pick([
                                "missing", "object", "updated", "container", "decoder", "value", "none", "some", "key",
                                "objects", "error", "newValue",
                            ]) + "Field\(fields.count)")
                    ))
            }
            if random.oneIn(5) { refinement.append(("aliases", .array([.string("old_\(name)")]))) }
            fields.append((name, .object(spec)))
            if !refinement.isEmpty { fieldRefinements.append((name, .object(refinement))) }
        }
        var classRefinement: [(String, FuzzJSON)] = []
        if textSearch { classRefinement.append(("textSearch", .bool(true))) }
        if isAnchor {
            classRefinement.append(("merge", .bool(random.oneIn(2))))
        } else if random.oneIn(4) {
            classRefinement.append(("merge", .bool(false)))
        }
        addAppKeys(
            className, targets: targets, later: later, used: &used, fields: &fields,
            fieldRefinements: &fieldRefinements, classRefinement: &classRefinement)
        if !fieldRefinements.isEmpty { classRefinement.append(("fields", .object(fieldRefinements))) }
        let schema = FuzzJSON.object([("className", .string(className)), ("fields", .object(fields))])
        return (schema, classRefinement.isEmpty ? nil : .object(classRefinement))
    }

    // MARK: Keys for switching apps

    /// The anchor class takes every row of the catalogs; another class a random part of them.
    private mutating func addAppKeys(
        _ className: String, targets: [String], later: [String], used: inout Set<String>,
        fields: inout [(String, FuzzJSON)], fieldRefinements: inout [(String, FuzzJSON)],
        classRefinement: inout [(String, FuzzJSON)]
    ) {
        let isAnchor = className == RandomAppKeys.anchorClass
        let text = random.pick(Self.escapedTexts)
        for row in RandomAppKeys.fieldCatalog(
            pointerTarget: random.pick(targets + ["_User"]), escapedText: text, random: &random)
        where (isAnchor || random.oneIn(3)) && used.insert(row.name).inserted {
            fields.append((row.name, row.schema))
            fieldRefinements.append((row.name, row.refinement))
            if row.acknowledged {
                acknowledged.append(("\(className).\(row.name)", .array([.string("string-conversion")])))
            }
        }
        let locals = RandomAppKeys.localCatalog(targets: later, escapedText: random.pick(Self.escapedTexts))
            .filter { _ in isAnchor || random.oneIn(3) }
        if !locals.isEmpty {
            classRefinement.append(("localProperties", .object(locals.map { ($0.name, $0.spec) })))
        }
        if isAnchor {
            classRefinement.append(("swiftName", .string(RandomAppKeys.modelTypeName(className))))
            classRefinement.append(("decoder", .bool(false)))
        }
        if isAnchor || random.oneIn(3) {
            // Some of the local properties and built-in ones, shuffled.
            var order = (locals.map(\.name) + ["objectId", "ACL"]).filter { _ in random.oneIn(2) }
            for index in order.indices.reversed() {
                order.swapAt(index, random.below(index + 1))
            }
            if !order.isEmpty { classRefinement.append(("initializerOrder", .array(order.map { .string($0) }))) }
        }
    }

    // MARK: Enums and structs

    /// Distinct case names, the Optional-like ones often first.
    private mutating func enumCases(count: Int) -> [String] {
        var cases: [String] = []
        if random.oneIn(2) { cases.append(random.pick(["none", "some"])) }
        while cases.count < count {
            let name = random.pick(Self.caseNames)
            if !cases.contains(name) { cases.append(name) }
        }
        return cases
    }

    /// A name for a nested enum or struct, unique in its model.
    private mutating func enumName(_ taken: inout Set<String>) -> String {
        nestedCounter += 1
        let name = random.pick(["Status", "Kind", "Line", "Detail", "Discount", "Level"]) + String(nestedCounter)
        taken.insert(name)
        return name
    }

    private mutating func structFields(depth: Int, targets: [String]) -> FuzzJSON {
        var fields: [(String, FuzzJSON)] = []
        var used: Set<String> = []
        for _ in 0..<(1 + random.below(4)) {
            let name = random.pick(Self.localNames)
            guard used.insert(name).inserted, name.first?.isLetter == true else { continue }
            var spec: [(String, FuzzJSON)]
            switch random.below(6) {
            case 0:
                spec = [
                    ("type", .string("String")),
                    ("enum", .object([("cases", .array(enumCases(count: 1 + random.below(3)).map { .string($0) }))])),
                ]
            case 1: spec = [("type", .string("Pointer")), ("targetClass", .string(random.pick(targets)))]
            case 2 where depth < 1:
                nestedCounter += 1
                spec = [
                    ("type", .string("Object")),
                    (
                        "struct",
                        .object([
                            ("name", .string("Inner\(nestedCounter)")),
                            ("fields", structFields(depth: depth + 1, targets: targets)),
                        ])
                    ),
                ]
            case 3: spec = [("type", .string("Number"))]
            default: spec = [("type", .string(random.pick(["String", "Boolean", "Date", "Array"])))]
            }
            fields.append((name, .object(spec)))
        }
        return .object(fields)
    }
}
