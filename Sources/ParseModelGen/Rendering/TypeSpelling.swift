/// Spells plan types and values as Swift source.
enum TypeSpelling {
    static func spell(_ type: SwiftType) -> String {
        // A plain name is most of what gets spelled: no buffer to fill.
        if case .named(let name) = type, !name.utf8.contains(UInt8(ascii: ".")) {
            return SwiftText.identifier(name)
        }
        var text = ""
        append(type, to: &text)
        return text
    }

    /// Appends the spelling of `type` to `text`: one growing string instead of a string per part.
    static func append(_ type: SwiftType, to text: inout String) {
        switch type {
        case .named(let name):
            guard name.utf8.contains(UInt8(ascii: ".")) else {
                text += SwiftText.identifier(name)
                return
            }
            for (index, part) in name.split(separator: ".").enumerated() {
                if index > 0 { text += "." }
                text += SwiftText.identifier(String(part))
            }
        case .optional(let wrapped):
            append(wrapped, to: &text)
            text += "?"
        case .array(let element):
            text += "["
            append(element, to: &text)
            text += "]"
        case .dictionary(let key, let value):
            text += "["
            append(key, to: &text)
            text += ": "
            append(value, to: &text)
            text += "]"
        case .generic(let name, let arguments):
            text += SwiftText.identifier(name)
            text += "<"
            for (index, argument) in arguments.enumerated() {
                if index > 0 { text += ", " }
                append(argument, to: &text)
            }
            text += ">"
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
