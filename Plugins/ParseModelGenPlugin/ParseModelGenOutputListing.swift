// The names of the files `parse-model-gen generate` writes for a set of inputs, computed without the
// generator library (a SwiftPM plugin cannot link it). The build-tool plugin declares these names as
// the exact outputs of its build command.
//
// This one file is compiled twice: into the plugin, and (through a symbolic link in
// Tests/ParseModelGenTests/Plugins) into the test target, whose `PluginOutputListingTests` compare its
// answer with the files the real generator renders for every golden input, the example schemas and
// generated corner cases, and compare its name tables with the library's. The tool also checks the
// list at build time (`--expected-outputs`), so a disagreement fails the build instead of leaving
// undeclared files behind. Standard library only, no Foundation: the plugin reads the bytes. JSON is
// read by the generator's own reader and type names come from the generator's own tables
// (`ReservedTypeNames`): both are compiled in from the library's sources through symbolic links.

/// Lists the output file names of one generator run.
enum ParseModelGenOutputListing {
    /// The support file every run writes.
    static let supportFileName = GeneratedFileNames.supportFile

    /// The file of the Cloud functions and jobs, written when a Cloud Code description is among the inputs.
    static let cloudCodeFileName = GeneratedFileNames.cloudCodeFile

    /// The config file's default name.
    static let configFileName = "parse-model-gen.json"

    /// Parse Server's internal classes, which the generator skips unless the config's `include` names them.
    static let serverInternalClasses: Set<String> = [
        "_PushStatus", "_JobStatus", "_JobSchedule", "_Hooks", "_GlobalConfig", "_GraphQLConfig", "_Audience",
        "_Idempotency",
    ]

    /// The file names the generator writes for `schemas` (path and bytes each) refined by `config`,
    /// sorted. Inputs that are not valid JSON are skipped: the tool rejects them with a diagnostic anyway.
    static func outputFileNames(schemas: [(path: String, bytes: [UInt8])], config: [UInt8]?) -> [String] {
        let settings = config.flatMap { ListingJSON.parse($0) }.map(Settings.init) ?? Settings()
        var classNames: [String] = []
        var seen = Set<String>()
        var pointsToUser = false
        var hasCloudCode = false
        for schema in schemas {
            if ConfigFileNames.isCloudCodeDescription(fileName(schema.path)) {
                hasCloudCode = true
                continue
            }
            guard let root = ListingJSON.parse(schema.bytes) else { continue }
            for found in classes(in: root, baseName: baseName(schema.path)) {
                if seen.insert(found.name).inserted {
                    classNames.append(found.name)
                }
                // Classes merge across files; whether any merged class points at `_User` is enough.
                if found.targets.contains("_User"), settings.isSelected(found.name) {
                    pointsToUser = true
                }
            }
        }
        var selected = classNames.filter(settings.isSelected)
        let needsUser = pointsToUser || selected.contains("_Role") || selected.contains("_Session")
        if needsUser, !selected.isEmpty, !selected.contains("_User"), settings.targetTypes["_User"] == nil {
            selected.append("_User")
        }
        let names = assignTypeNames(selected, settings: settings) + settings.sharedTypeNames
        var typeFiles = names.map(GeneratedFileNames.file(forType:))
        if hasCloudCode {
            typeFiles.append(cloudCodeFileName)
        }
        typeFiles.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return settings.generatesSupportFile ? typeFiles + [supportFileName] : typeFiles
    }

    /// The schema files to read from a config's `"schemas"` list (paths relative to the config), if it has one.
    static func configuredSchemaPaths(config: [UInt8]) -> [String]? {
        guard let root = ListingJSON.parse(config), let members = root.objectMembers,
            let list = first(members, "schemas")?.arrayElements
        else { return nil }
        return list.compactMap(\.stringValue)
    }

    // MARK: Reading the class names out of every input shape

    private struct FoundClass {
        var name: String
        var targets: [String]
    }

    private static func classes(in root: ListingJSON, baseName: String) -> [FoundClass] {
        switch root {
        case .array(let elements):
            return list(elements)
        case .object(let members):
            for listKey in ["results", "definitions", "classes"] {
                if let member = first(members, listKey), first(members, "fields") == nil,
                    first(members, "className") == nil
                {
                    return member.arrayElements.map(list) ?? []
                }
            }
            if first(members, "className") != nil || first(members, "fields") != nil {
                return schema(members, fallbackName: first(members, "className") == nil ? baseName : nil).map { [$0] }
                    ?? []
            }
            if first(members, "_id") != nil {
                return storageSchema(members).map { [$0] } ?? []
            }
            return []
        default:
            return []
        }
    }

    private static func list(_ elements: [ListingJSON]) -> [FoundClass] {
        elements.compactMap { element in
            guard let members = element.objectMembers else { return nil }
            if first(members, "_id") != nil, first(members, "fields") == nil {
                return storageSchema(members)
            }
            return schema(members, fallbackName: nil)
        }
    }

    private static func schema(_ members: [(String, ListingJSON)], fallbackName: String?) -> FoundClass? {
        let name: String
        if let className = first(members, "className") {
            guard let text = className.stringValue else { return nil }
            name = text
        } else if let fallbackName {
            name = fallbackName
        } else {
            return nil
        }
        var targets: [String] = []
        for (_, spec) in first(members, "fields")?.objectMembers ?? [] {
            if let specMembers = spec.objectMembers, let type = first(specMembers, "type")?.stringValue,
                type == "Pointer" || type == "Relation", let target = first(specMembers, "targetClass")?.stringValue
            {
                targets.append(target)
            }
        }
        return FoundClass(name: name, targets: targets)
    }

    private static func storageSchema(_ members: [(String, ListingJSON)]) -> FoundClass? {
        guard let name = first(members, "_id")?.stringValue else { return nil }
        var targets: [String] = []
        for (key, value) in members where !key.hasPrefix("_") {
            guard let spelling = value.stringValue else { continue }
            if spelling.hasPrefix("*") {
                targets.append(String(spelling.dropFirst()))
            } else if spelling.hasPrefix("relation<"), spelling.hasSuffix(">") {
                targets.append(String(spelling.dropFirst("relation<".count).dropLast()))
            }
        }
        return FoundClass(name: name, targets: targets)
    }

    /// The last component of `path`, as the generator's `SchemaDecoder.fileName` takes it.
    private static func fileName(_ path: String) -> String {
        path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
    }

    private static func baseName(_ path: String) -> String {
        let name = fileName(path)
        return name.hasSuffix(".json") ? String(name.dropLast(5)) : name
    }

    /// The first member named `key`: the generator reports a duplicate key and keeps the first.
    private static func first(_ members: [(String, ListingJSON)], _ key: String) -> ListingJSON? {
        members.first { $0.0 == key }?.1
    }

    // MARK: The config

    private struct Settings {
        var include: Set<String>?
        var exclude: Set<String> = []
        var stripPrefixes: [String] = []
        var targetTypes: [String: String] = [:]
        var swiftNames: [String: String] = [:]
        /// The config's shared types (`types`), each generated into its own file.
        var sharedTypeNames: [String] = []
        var generatesSupportFile = true

        init() {}

        init(_ root: ListingJSON) {
            guard let members = root.objectMembers else { return }
            include = first(members, "include")?.arrayElements.map { Set($0.compactMap(\.stringValue)) }
            exclude = Set(first(members, "exclude")?.arrayElements?.compactMap(\.stringValue) ?? [])
            stripPrefixes = first(members, "stripPrefixes")?.arrayElements?.compactMap(\.stringValue) ?? []
            if case .bool(false)? = first(members, "supportFile") {
                generatesSupportFile = false
            }
            for (key, value) in firstUnique(first(members, "targetTypes")?.objectMembers ?? []) {
                if let text = value.stringValue { targetTypes[key] = text }
            }
            // Names the generator refuses are left out: it then writes nothing at all.
            for (key, _) in firstUnique(first(members, "types")?.objectMembers ?? []) where isSharedTypeName(key) {
                sharedTypeNames.append(key)
            }
            for (key, value) in firstUnique(first(members, "classes")?.objectMembers ?? []) {
                if let entry = value.objectMembers, let name = first(entry, "swiftName")?.stringValue {
                    swiftNames[key] = name
                }
            }
        }

        func isSelected(_ className: String) -> Bool {
            if let include { return include.contains(className) && !exclude.contains(className) }
            return !exclude.contains(className) && !ParseModelGenOutputListing.serverInternalClasses.contains(className)
        }

        private func firstUnique(_ members: [(String, ListingJSON)]) -> [(String, ListingJSON)] {
            var seen = Set<String>()
            return members.filter { seen.insert($0.0).inserted }
        }
    }

    // MARK: Type names (mirrors ClassTypeNaming and NameAssignment in the library)

    private static func assignTypeNames(_ classNames: [String], settings: Settings) -> [String] {
        var requests: [(wireName: String, preferred: String)] = []
        for className in classNames {
            var preferred = TypeNameDerivation.derivedName(className, stripping: settings.stripPrefixes)
            if let configured = settings.swiftNames[className], isPlainIdentifier(configured) {
                preferred = configured
            }
            let isReserved = { ReservedTypeNames.all.contains($0) || reservedWords.contains($0) }
            if isReserved(preferred) {
                preferred = ReservedTypeNames.freeName(
                    preferred, suffixes: ["Object", "Model"],
                    isTaken: { isReserved($0) || ReservedTypeNames.shadowedModule(of: $0) != nil })
            }
            requests.append((className, preferred))
        }
        var used = Set(settings.targetTypes.values.map { $0.lowercased() })
        let ordered = requests.sorted { lhs, rhs in
            let lhsExact = lhs.wireName == lhs.preferred
            let rhsExact = rhs.wireName == rhs.preferred
            if lhsExact != rhsExact { return lhsExact }
            return lhs.wireName.utf8.lexicographicallyPrecedes(rhs.wireName.utf8)
        }
        var names: [String] = []
        for request in ordered {
            var name = request.preferred
            if used.contains(name.lowercased()) {
                var counter = 2
                while used.contains("\(request.preferred)\(counter)".lowercased()) {
                    counter += 1
                }
                name = "\(request.preferred)\(counter)"
            }
            used.insert(name.lowercased())
            names.append(name)
        }
        return names
    }

    /// A shared type's name as the generator accepts it (`SharedTypePlanner.isUsableName` in the library):
    /// a plain identifier starting with a capital letter that is no reserved word or type name.
    private static func isSharedTypeName(_ name: String) -> Bool {
        guard isPlainIdentifier(name), let first = name.unicodeScalars.first, first.value >= 0x41 && first.value <= 0x5A
        else { return false }
        return !reservedWords.contains(name) && !ReservedTypeNames.all.contains(name)
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    private static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        isASCIIDigit(scalar) || (scalar.value >= 0x41 && scalar.value <= 0x5A)
            || (scalar.value >= 0x61 && scalar.value <= 0x7A)
    }

    private static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !isASCIIDigit(first) else { return false }
        return name.unicodeScalars.allSatisfy { isASCIILetterOrDigit($0) || $0 == "_" }
    }

    /// Swift keywords (the library's `SwiftKeywords.reserved`; a test keeps them equal).
    static let reservedWords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        "Type", "Protocol", "any", "some", "async", "actor", "macro", "package", "consume", "copy",
        "discard", "each", "borrowing", "consuming", "isolated", "nonisolated", "sending", "then",
        "_",
    ]
}

/// A JSON value as far as the listing needs it.
enum ListingJSON {
    case null
    case bool(Bool)
    case number
    case string(String)
    case array([ListingJSON])
    case object([(String, ListingJSON)])

    var stringValue: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var arrayElements: [ListingJSON]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    var objectMembers: [(String, ListingJSON)]? {
        if case .object(let members) = self { return members }
        return nil
    }
}
