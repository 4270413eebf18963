/// A JSON document as the fuzz tests build and mutate it: members keep their order and may repeat
/// (a duplicate key is one of the mutations), numbers keep their spelling (huge ones included).
indirect enum FuzzJSON {
    case null
    case bool(Bool)
    case number(String)
    case string(String)
    case array([FuzzJSON])
    case object([(String, FuzzJSON)])

    /// The document as text; `trailingCommas` and `comments` use the relaxations the reader accepts.
    func text(indent: String = "", trailingCommas: Bool = false, comment: String? = nil) -> String {
        var output = comment.map { "// \($0.filter { !$0.isNewline })\n" } ?? ""
        write(into: &output, indent: indent, trailingCommas: trailingCommas)
        return output
    }

    private func write(into output: inout String, indent: String, trailingCommas: Bool) {
        let inner = indent + " "
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let lexeme): output += lexeme
        case .string(let text): output += Self.quoted(text)
        case .array(let elements):
            guard !elements.isEmpty else {
                output += "[]"
                return
            }
            output += "[\n"
            for (index, element) in elements.enumerated() {
                output += inner
                element.write(into: &output, indent: inner, trailingCommas: trailingCommas)
                output += index < elements.count - 1 || trailingCommas ? ",\n" : "\n"
            }
            output += indent + "]"
        case .object(let members):
            guard !members.isEmpty else {
                output += "{}"
                return
            }
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += inner + Self.quoted(member.0) + ": "
                member.1.write(into: &output, indent: inner, trailingCommas: trailingCommas)
                output += index < members.count - 1 || trailingCommas ? ",\n" : "\n"
            }
            output += indent + "}"
        }
    }

    /// A JSON string literal for any text: quotes, backslashes and control characters escaped,
    /// everything else (U+2028, bidi controls, emoji) written raw, as JSON allows.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }

    /// The value at `path`.
    subscript(path: [Int]) -> FuzzJSON {
        get {
            guard let first = path.first else { return self }
            switch self {
            case .array(let elements): return elements[first][Array(path.dropFirst())]
            case .object(let members): return members[first].1[Array(path.dropFirst())]
            default: return self
            }
        }
        set {
            guard let first = path.first else {
                self = newValue
                return
            }
            switch self {
            case .array(var elements):
                elements[first][Array(path.dropFirst())] = newValue
                self = .array(elements)
            case .object(var members):
                members[first].1[Array(path.dropFirst())] = newValue
                self = .object(members)
            default: break
            }
        }
    }
}
