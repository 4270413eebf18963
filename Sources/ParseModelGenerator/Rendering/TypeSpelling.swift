import ParseSchema

/// Spells plan types and values as Swift source.
enum TypeSpelling {
    static func spell(_ type: SwiftType) -> String {
        // A plain name is most of what gets spelled: no buffer to fill.
        if case .named(let name) = type, !isQualified(name), !SDKNames.contains(name) {
            return SwiftText.identifier(name)
        }
        var bytes = UTF8Bytes(capacity: 64)
        append(type, to: &bytes)
        return bytes.string
    }

    /// Appends the spelling of `type` as UTF-8: the renderer spells it straight into a line.
    static func append<Sink: UTF8Sink>(_ type: SwiftType, to sink: inout Sink) {
        switch type {
        case .named(let name):
            guard isQualified(name) else {
                appendName(name, to: &sink)
                return
            }
            // Split as UTF-8: splitting the String walks grapheme clusters, which cost a sixth of rendering
            // the Cloud Code file (callgrind); a `.` is one byte and never inside a cluster of a name.
            for (index, part) in name.utf8.split(separator: UInt8(ascii: ".")).enumerated() {
                if index > 0 { sink.append(UInt8(ascii: ".")) }
                SwiftText.appendIdentifier(String(Substring(part)), to: &sink)
            }
        case .optional(let wrapped):
            append(wrapped, to: &sink)
            sink.append(UInt8(ascii: "?"))
        case .array(let element):
            sink.append(UInt8(ascii: "["))
            append(element, to: &sink)
            sink.append(UInt8(ascii: "]"))
        case .dictionary(let key, let value):
            sink.append(UInt8(ascii: "["))
            append(key, to: &sink)
            sink.append(": ")
            append(value, to: &sink)
            sink.append(UInt8(ascii: "]"))
        case .generic(let name, let arguments):
            appendName(name, to: &sink)
            sink.append(UInt8(ascii: "<"))
            var index = 0
            while index < arguments.count {
                if index > 0 { sink.append(", ") }
                append(arguments[index], to: &sink)
                index += 1
            }
            sink.append(UInt8(ascii: ">"))
        }
    }

    /// A type's own name, through the support file's namespace where it is one of the SDK's.
    private static func appendName<Sink: UTF8Sink>(_ name: String, to sink: inout Sink) {
        if SDKNames.contains(name) {
            sink.append(SDKNames.namespace)
            sink.append(UInt8(ascii: "."))
        }
        SwiftText.appendIdentifier(name, to: &sink)
    }

    /// The spelling of a type named by the SDK (a model's protocol, a conformance, `Query` in a helper's
    /// signature), through the support file's namespace.
    static func sdkType(_ name: String) -> String {
        SDKNames.contains(name) ? SDKNames.namespace + "." + name : SwiftText.identifier(name)
    }

    /// Whether `name` is dotted (`Recipe.Category`); scanned as a buffer by an index loop, since every type
    /// spelled asks: the buffer's `contains` was called unspecialised in the debug build the build plugin runs.
    private static func isQualified(_ name: String) -> Bool {
        withUTF8Bytes(of: name) { bytes in
            var index = 0
            while index < bytes.count {
                if bytes[index] == UInt8(ascii: ".") { return true }
                index += 1
            }
            return false
        }
    }

    static func spell(_ placeholder: PlaceholderValue, for type: SwiftType) -> String {
        switch placeholder {
        case .emptyString: return "\"\""
        case .emptyDictionary: return "[:]"
        case .distantPastDate: return "Date(timeIntervalSince1970: 0)"
        case .falseValue: return "false"
        case .newInstance(let type): return spell(type) + "()"
        case .value(let argument): return spell(argument, for: type)
        }
    }

    /// A default argument of a parameter of `type` as Swift writes it: a JSON number is already a valid Swift
    /// literal (the reader accepted only digits, sign, point and exponent), strings are escaped.
    ///
    /// A case is named through its enum (`Discount.none`), never as `.none`: the parameter is optional, and an
    /// implicit member of an optional is looked up in `Optional` first, so a case named `none` would be
    /// `nil` (with a warning) and one named `some` the wrapping function (issue 33). The enum's spelling is
    /// the property's, resolved in the same scope.
    static func spell(_ argument: DefaultArgument, for type: SwiftType) -> String {
        switch argument {
        case .bool(let flag): return flag ? "true" : "false"
        case .integer(let value): return String(value)
        case .decimal(let lexeme): return lexeme
        case .string(let text): return SwiftText.stringLiteral(text)
        case .enumCase(let name):
            let enumType: SwiftType
            if case .optional(let wrapped) = type { enumType = wrapped } else { enumType = type }
            return spell(enumType) + "." + SwiftText.identifier(name)
        case .array(let elements):
            var element = type
            if case .optional(let wrapped) = element { element = wrapped }
            if case .array(let inner) = element { element = inner }
            return "[" + elements.map { spell($0, for: element) }.joined(separator: ", ") + "]"
        case .emptyDictionary: return "[:]"
        case .now: return "Date()"
        case .newInstance:
            if case .optional(let wrapped) = type { return spell(wrapped) + "()" }
            return spell(type) + "()"
        }
    }

    /// The access modifier followed by a space, or nothing for `internal`.
    static func modifier(_ level: AccessLevel) -> String {
        level == .internal ? "" : "\(level.rawValue) "
    }
}
