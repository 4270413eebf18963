/// Spells plan types and values as Swift source.
enum TypeSpelling {
    static func spell(_ type: SwiftType) -> String {
        // A plain name is most of what gets spelled: no buffer to fill.
        if case .named(let name) = type, !isQualified(name) {
            return SwiftText.identifier(name)
        }
        let bytes = UTF8Bytes(capacity: 64)
        append(type, to: bytes)
        return bytes.string
    }

    /// Appends the spelling of `type` as UTF-8: the renderer writes it straight into the file's text.
    static func append(_ type: SwiftType, to bytes: UTF8Bytes) {
        switch type {
        case .named(let name):
            guard isQualified(name) else {
                bytes.append(SwiftText.identifier(name))
                return
            }
            for (index, part) in name.split(separator: ".").enumerated() {
                if index > 0 { bytes.append(UInt8(ascii: ".")) }
                bytes.append(SwiftText.identifier(String(part)))
            }
        case .optional(let wrapped):
            append(wrapped, to: bytes)
            bytes.append(UInt8(ascii: "?"))
        case .array(let element):
            bytes.append(UInt8(ascii: "["))
            append(element, to: bytes)
            bytes.append(UInt8(ascii: "]"))
        case .dictionary(let key, let value):
            bytes.append(UInt8(ascii: "["))
            append(key, to: bytes)
            bytes.append(": ")
            append(value, to: bytes)
            bytes.append(UInt8(ascii: "]"))
        case .generic(let name, let arguments):
            bytes.append(SwiftText.identifier(name))
            bytes.append(UInt8(ascii: "<"))
            var index = 0
            while index < arguments.count {
                if index > 0 { bytes.append(", ") }
                append(arguments[index], to: bytes)
                index += 1
            }
            bytes.append(UInt8(ascii: ">"))
        }
    }

    /// Whether `name` is dotted (`Recipe.Category`); scanned as a buffer, since every type spelled asks.
    private static func isQualified(_ name: String) -> Bool {
        name.utf8.withContiguousStorageIfAvailable { $0.contains(UInt8(ascii: ".")) } ?? name.utf8.contains(UInt8(ascii: "."))
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
