import ParseSchema

/// A property's initial value as written in Swift (`[String]()`, `"Hello"`, `Date()`), as the JSON value a
/// config's `initialValue` holds; nil for anything else (a call, an interpolation, a computed value), which
/// adopt then does not claim to carry.
enum InitialValueLiteral {
    /// The numeric types a number literal can start.
    private static let numberTypes: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float",
    ]

    /// `text` as a config value, only when the generated property of type `type` (unwrapped) starts with the
    /// same value from it: `.untitled` is a case only of an enum that has it (for a `String` it is a static
    /// member the config cannot name), `Title()` an empty instance only of `Title`, a number only of a number.
    static func json(_ text: String, for type: SwiftTypeName?, in models: SwiftModelSet) -> OrderedJSON? {
        guard let type = type?.unwrapped, let value = json(text) else { return nil }
        let written = trimmed(text)
        switch value {
        case .bool: return type.text == "Bool" ? value : nil
        case .number: return numberTypes.contains(type.text) ? value : nil
        case .array: return type.arrayElement != nil ? value : nil
        case .object:
            if type.dictionaryTypes != nil {
                return written == "[:]" || written == "Dictionary()" || written.hasPrefix("[") ? value : nil
            }
            return written == type.text + "()" ? value : nil
        case .string:
            if written.hasPrefix("\"") { return type.text == "String" ? value : nil }
            if ["Date()", "Date.now", ".now"].contains(written) { return type.text == "Date" ? value : nil }
            let caseName = String(written.dropFirst())
            guard let declared = models.enums[type.text], declared.cases.contains(where: { $0.name == caseName })
            else { return nil }
            return value
        default: return nil
        }
    }

    static func json(_ text: String) -> OrderedJSON? {
        let value = trimmed(text)
        guard !value.isEmpty, value.count <= 4096 else { return nil }
        switch value {
        case "true": return .bool(true)
        case "false": return .bool(false)
        case "[]", "Array()": return .array([])
        case "[:]", "Dictionary()": return .object([])
        case "Date()", "Date.now", ".now": return .string("now")
        default: break
        }
        if isNumber(value) { return .number(value) }
        if value.hasPrefix("\""), !value.hasPrefix("\"\"\""), value.hasSuffix("\""), value.count >= 2 {
            return unescaped(String(value.dropFirst().dropLast())).map(OrderedJSON.string)
        }
        if value.hasPrefix("["), value.hasSuffix("]()") {
            // `[String]()`, `[String: Int]()`: an empty collection of the declared type.
            return topLevelColon(in: value.dropFirst().dropLast(3)) ? .object([]) : .array([])
        }
        if value.hasPrefix("["), value.hasSuffix("]") {
            var items: [OrderedJSON] = []
            for part in topLevelParts(value.dropFirst().dropLast()) {
                guard let item = json(part), Self.isPlainValue(item) else { return nil }
                items.append(item)
            }
            return .array(items)
        }
        if value.hasSuffix("()"), isTypeName(value.dropLast(2)) {
            // `GameScore()`: a new empty instance of the property's type, which the config writes `{}`.
            return .object([])
        }
        if value.hasPrefix("."), SwiftKeywords.isPlainIdentifier(String(value.dropFirst())) {
            // A case of the property's enum (`.active`), which the generated model writes the same way.
            return .string(value)
        }
        return nil
    }

    /// A string, number or Boolean: what an array literal's elements may be.
    private static func isPlainValue(_ value: OrderedJSON) -> Bool {
        switch value {
        case .string, .number, .bool: return true
        default: return false
        }
    }

    /// `Name` or `Outer.Name`.
    private static func isTypeName(_ text: Substring) -> Bool {
        !text.isEmpty
            && text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy {
                SwiftKeywords.isPlainIdentifier(String($0))
            }
    }

    private static func trimmed(_ text: String) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }

    /// Whether `text` is a number literal both Swift and JSON read: digits, an optional sign, point and exponent.
    static func isNumber(_ text: String) -> Bool {
        var bytes = Array(text.utf8)[...]
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        guard let first = bytes.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else { return false }
        var seenPoint = false
        var seenExponent = false
        var previous: UInt8 = 0
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): break
            case UInt8(ascii: ".") where !seenPoint && !seenExponent: seenPoint = true
            case UInt8(ascii: "e"), UInt8(ascii: "E"): if seenExponent { return false } else { seenExponent = true }
            case UInt8(ascii: "+"), UInt8(ascii: "-"):
                if previous != UInt8(ascii: "e") && previous != UInt8(ascii: "E") { return false }
            default: return false
            }
            previous = byte
        }
        return previous >= UInt8(ascii: "0") && previous <= UInt8(ascii: "9")
    }

    /// The string a Swift literal's body stands for; nil for an interpolation or an escape JSON would
    /// need to spell differently.
    private static func unescaped(_ body: String) -> String? {
        var result = ""
        var escaped = false
        for character in body {
            if escaped {
                switch character {
                case "\"", "\\", "'": result.append(character)
                case "n": result.append("\n")
                case "t": result.append("\t")
                case "r": result.append("\r")
                case "0": result.append("\0")
                default: return nil
                }
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == "\"" {
                return nil
            } else {
                result.append(character)
            }
        }
        return escaped ? nil : result
    }

    private static func topLevelColon(in text: Substring) -> Bool {
        var depth = 0
        for character in text {
            switch character {
            case "[", "(", "<": depth += 1
            case "]", ")", ">": depth -= 1
            case ":" where depth == 0: return true
            default: break
            }
        }
        return false
    }

    /// The comma-separated parts of an array literal's body, strings kept whole.
    private static func topLevelParts(_ text: Substring) -> [String] {
        var parts: [String] = []
        var current = ""
        var depth = 0
        var inString = false
        var escaped = false
        for character in text {
            if inString {
                current.append(character)
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
                continue
            }
            switch character {
            case "\"": inString = true
            case "[", "(": depth += 1
            case "]", ")": depth -= 1
            case "," where depth == 0:
                parts.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !trimmed(current).isEmpty { parts.append(current) }
        return parts
    }
}
