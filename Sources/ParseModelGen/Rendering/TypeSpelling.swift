/// Spells plan types and values as Swift source.
enum TypeSpelling {
    static func spell(_ type: SwiftType) -> String {
        switch type {
        case .named(let name):
            guard name.utf8.contains(UInt8(ascii: ".")) else { return SwiftText.identifier(name) }
            return name.split(separator: ".").map { SwiftText.identifier(String($0)) }.joined(separator: ".")
        case .optional(let wrapped): return spell(wrapped) + "?"
        case .array(let element): return "[\(spell(element))]"
        case .dictionary(let key, let value): return "[\(spell(key)): \(spell(value))]"
        case .generic(let name, let arguments): return SwiftText.identifier(name) + "<" + arguments.map(spell).joined(separator: ", ") + ">"
        }
    }

    static func spell(_ placeholder: PlaceholderValue) -> String {
        switch placeholder {
        case .emptyString: return "\"\""
        case .emptyDictionary: return "[:]"
        case .distantPastDate: return "Date(timeIntervalSince1970: 0)"
        case .falseValue: return "false"
        case .newInstance(let type): return spell(type) + "()"
        }
    }

    /// The access modifier followed by a space, or nothing for `internal`.
    static func modifier(_ level: AccessLevel) -> String {
        level == .internal ? "" : "\(level.rawValue) "
    }
}
