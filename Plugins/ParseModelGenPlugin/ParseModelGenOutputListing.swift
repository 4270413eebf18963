// The names of the files `parse-model-gen generate` writes for a set of inputs, computed without the
// generator library (a SwiftPM plugin cannot link it). The build-tool plugin declares these names as
// the exact outputs of its build command.
//
// This one file is compiled twice: into the plugin, and (through a symbolic link in
// Tests/ParseModelGenTests/Plugins) into the test target, whose `PluginOutputListingTests` compare its
// answer with the files the real generator renders for every golden input, the example schemas and
// generated corner cases, and compare its name tables with the library's. The tool also checks the
// list at build time (`--expected-outputs`), so a disagreement fails the build instead of leaving
// undeclared files behind. Standard library only, no Foundation: the plugin reads the bytes.

/// Lists the output file names of one generator run.
enum ParseModelGenOutputListing {
    /// The support file every run writes.
    static let supportFileName = "ParseModelGen+Support.swift"

    /// The config file's default name.
    static let configFileName = "parse-model-gen.json"

    /// The file names the generator writes for `schemas` (path and bytes each) refined by `config`,
    /// sorted. Inputs that are not valid JSON are skipped: the tool rejects them with a diagnostic anyway.
    static func outputFileNames(schemas: [(path: String, bytes: [UInt8])], config: [UInt8]?) -> [String] {
        let settings = config.flatMap { ListingJSONParser.parse($0) }.map(Settings.init) ?? Settings()
        var classNames: [String] = []
        var seen = Set<String>()
        var pointsToUser = false
        for schema in schemas {
            guard let root = ListingJSONParser.parse(schema.bytes) else { continue }
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
        let names = assignTypeNames(selected, settings: settings)
        let modelFiles = names.map { $0 + ".swift" }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return settings.generatesSupportFile ? modelFiles + [supportFileName] : modelFiles
    }

    /// The schema files to read from a config's `"schemas"` list (paths relative to the config), if it has one.
    static func configuredSchemaPaths(config: [UInt8]) -> [String]? {
        guard let root = ListingJSONParser.parse(config), let members = root.objectMembers,
              let list = first(members, "schemas")?.arrayElements else { return nil }
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
                if let member = first(members, listKey), first(members, "fields") == nil, first(members, "className") == nil {
                    return member.arrayElements.map(list) ?? []
                }
            }
            if first(members, "className") != nil || first(members, "fields") != nil {
                return schema(members, fallbackName: first(members, "className") == nil ? baseName : nil).map { [$0] } ?? []
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
               type == "Pointer" || type == "Relation", let target = first(specMembers, "targetClass")?.stringValue {
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

    private static func baseName(_ path: String) -> String {
        let name = path.split(separator: "/", omittingEmptySubsequences: false).last.map(String.init) ?? path
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
            for (key, value) in firstUnique(first(members, "classes")?.objectMembers ?? []) {
                if let entry = value.objectMembers, let name = first(entry, "swiftName")?.stringValue {
                    swiftNames[key] = name
                }
            }
        }

        func isSelected(_ className: String) -> Bool {
            (include?.contains(className) ?? true) && !exclude.contains(className)
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
            var preferred = derivedName(className, stripping: settings.stripPrefixes)
            if let configured = settings.swiftNames[className], isPlainIdentifier(configured) {
                preferred = configured
            }
            let isReserved = { ReservedTypeNames.all.contains($0) || reservedWords.contains($0) }
            if isReserved(preferred) {
                preferred = ReservedTypeNames.freeName(preferred, suffixes: ["Object", "Model"], isTaken: isReserved)
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

    private static func derivedName(_ className: String, stripping prefixes: [String]) -> String {
        switch className {
        case "_User": return "User"
        case "_Role": return "Role"
        case "_Session": return "Session"
        case "_Installation": return "Installation"
        default: break
        }
        var name = className
        for prefix in prefixes.sorted(by: { $0.count > $1.count }) where name.hasPrefix(prefix) {
            let rest = String(name.dropFirst(prefix.count))
            if let first = rest.unicodeScalars.first, isASCIILetterOrDigit(first), !isASCIIDigit(first) {
                name = rest
                break
            }
        }
        let converted = name.split(separator: "_", omittingEmptySubsequences: true).map { word -> String in
            guard let first = word.first else { return "" }
            return first.uppercased() + word.dropFirst()
        }.joined()
        return converted.isEmpty ? name : converted
    }

    private static func isASCIIDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    private static func isASCIILetterOrDigit(_ scalar: Unicode.Scalar) -> Bool {
        isASCIIDigit(scalar) || (scalar.value >= 0x41 && scalar.value <= 0x5A) || (scalar.value >= 0x61 && scalar.value <= 0x7A)
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

/// A small JSON reader accepting what the generator's reader accepts (`//` and `/* */` comments,
/// trailing commas). It returns nil on anything malformed; it never traps and its depth is bounded.
struct ListingJSONParser {
    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private static let maximumDepth = 512

    private init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    static func parse(_ bytes: [UInt8]) -> ListingJSON? {
        var parser = ListingJSONParser(bytes)
        if parser.bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            parser.index = 3
        }
        guard let value = parser.value() else { return nil }
        guard parser.skipTrivia(), parser.index == parser.bytes.count else { return nil }
        return value
    }

    private var current: UInt8? {
        index < bytes.count ? bytes[index] : nil
    }

    /// Skips whitespace and comments; false on an unterminated block comment.
    private mutating func skipTrivia() -> Bool {
        while let byte = current {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D:
                index += 1
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "/"):
                while let next = current, next != 0x0A, next != 0x0D { index += 1 }
            case UInt8(ascii: "/") where index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "*"):
                index += 2
                while true {
                    guard index + 1 < bytes.count else { return false }
                    if bytes[index] == UInt8(ascii: "*"), bytes[index + 1] == UInt8(ascii: "/") {
                        index += 2
                        break
                    }
                    index += 1
                }
            default:
                return true
            }
        }
        return true
    }

    private mutating func value() -> ListingJSON? {
        guard skipTrivia(), let byte = current else { return nil }
        switch byte {
        case UInt8(ascii: "{"): return object()
        case UInt8(ascii: "["): return array()
        case UInt8(ascii: "\""): return string().map(ListingJSON.string)
        case UInt8(ascii: "t"): return literal("true", .bool(true))
        case UInt8(ascii: "f"): return literal("false", .bool(false))
        case UInt8(ascii: "n"): return literal("null", .null)
        default: return number()
        }
    }

    private mutating func literal(_ word: String, _ result: ListingJSON) -> ListingJSON? {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected else { return nil }
        index += expected.count
        return result
    }

    private mutating func number() -> ListingJSON? {
        let start = index
        while let byte = current, byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".")
            || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") || (byte >= 0x30 && byte <= 0x39) {
            index += 1
        }
        return index > start ? .number : nil
    }

    private mutating func object() -> ListingJSON? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { return nil }
        index += 1
        var members: [(String, ListingJSON)] = []
        while true {
            guard skipTrivia(), let byte = current else { return nil }
            if byte == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            guard byte == UInt8(ascii: "\""), let key = string(), skipTrivia(), current == UInt8(ascii: ":") else { return nil }
            index += 1
            guard let member = value() else { return nil }
            members.append((key, member))
            guard skipTrivia(), let next = current else { return nil }
            if next == UInt8(ascii: ",") {
                index += 1
            } else if next != UInt8(ascii: "}") {
                return nil
            }
        }
    }

    private mutating func array() -> ListingJSON? {
        depth += 1
        defer { depth -= 1 }
        guard depth <= Self.maximumDepth else { return nil }
        index += 1
        var elements: [ListingJSON] = []
        while true {
            guard skipTrivia(), let byte = current else { return nil }
            if byte == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            guard let element = value() else { return nil }
            elements.append(element)
            guard skipTrivia(), let next = current else { return nil }
            if next == UInt8(ascii: ",") {
                index += 1
            } else if next != UInt8(ascii: "]") {
                return nil
            }
        }
    }

    /// A string starting at the opening quote, escapes resolved.
    private mutating func string() -> String? {
        index += 1
        var scalars = String.UnicodeScalarView()
        var pendingHighSurrogate: UInt32?
        var raw: [UInt8] = []
        func flushRaw() -> Bool {
            guard !raw.isEmpty else { return true }
            var decoded = ""
            var iterator = raw.makeIterator()
            var decoder = UTF8()
            loop: while true {
                switch decoder.decode(&iterator) {
                case .scalarValue(let scalar): decoded.unicodeScalars.append(scalar)
                case .emptyInput: break loop
                case .error: return false
                }
            }
            scalars.append(contentsOf: decoded.unicodeScalars)
            raw.removeAll()
            return true
        }
        while let byte = current {
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                guard pendingHighSurrogate == nil, flushRaw() else { return nil }
                return String(scalars)
            case UInt8(ascii: "\\"):
                guard flushRaw(), let escape = current else { return nil }
                index += 1
                if escape == UInt8(ascii: "u") {
                    guard index + 4 <= bytes.count,
                          let code = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16) else { return nil }
                    index += 4
                    if let high = pendingHighSurrogate {
                        guard code >= 0xDC00, code <= 0xDFFF,
                              let scalar = Unicode.Scalar(0x10000 + ((high - 0xD800) << 10) + (code - 0xDC00)) else { return nil }
                        scalars.append(scalar)
                        pendingHighSurrogate = nil
                    } else if code >= 0xD800, code <= 0xDBFF {
                        pendingHighSurrogate = code
                    } else {
                        guard let scalar = Unicode.Scalar(code) else { return nil }
                        scalars.append(scalar)
                    }
                    continue
                }
                guard pendingHighSurrogate == nil else { return nil }
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{8}")
                case UInt8(ascii: "f"): scalars.append("\u{C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                default: return nil
                }
            default:
                guard pendingHighSurrogate == nil, byte >= 0x20 else { return nil }
                raw.append(byte)
            }
        }
        return nil
    }
}
