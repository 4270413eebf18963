import ParseSchema

/// JSON built in a chosen member order and written in that order: an adopted config keeps the
/// hand-written enums' case order, which the generator reads from the order of `cases`.
indirect enum OrderedJSON: Hashable, Sendable {
    case null
    case string(String)
    case number(String)
    case bool(Bool)
    case array([OrderedJSON])
    case object([(key: String, value: OrderedJSON)])

    static func == (lhs: OrderedJSON, rhs: OrderedJSON) -> Bool { lhs.text == rhs.text }
    func hash(into hasher: inout Hasher) { hasher.combine(text) }

    /// The value read by the project's JSON reader, members in source order.
    init(_ value: JSONValue) {
        switch value {
        case .null: self = .null
        case .bool(let flag): self = .bool(flag)
        case .number(let number): self = .number(number.lexeme)
        case .string(let text): self = .string(text)
        case .array(let items): self = .array(items.map { OrderedJSON($0.value) })
        case .object(let members): self = .object(members.map { ($0.key, OrderedJSON($0.value.value)) })
        }
    }

    /// The member `key` of an object.
    subscript(key: String) -> OrderedJSON? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Two-space indented text; short objects of scalars stay on one line, as the config examples write them.
    var text: String {
        var output = ""
        write(into: &output, indent: 0)
        return output
    }

    private var isScalar: Bool {
        switch self {
        case .null, .string, .number, .bool: return true
        case .array(let items):
            return items.allSatisfy {
                if case .array = $0 { return false } else if case .object = $0 { return false } else { return true }
            }
        case .object(let members): return members.isEmpty
        }
    }

    private func write(into output: inout String, indent: Int) {
        switch self {
        case .null: output += "null"
        case .string(let text): output += Self.quoted(text)
        case .number(let lexeme): output += lexeme
        case .bool(let flag): output += flag ? "true" : "false"
        case .array(let items):
            if items.allSatisfy(\.isScalar) {
                output += "[" + items.map(\.text).joined(separator: ", ") + "]"
                return
            }
            output += "[\n"
            for (index, item) in items.enumerated() {
                output += String(repeating: "  ", count: indent + 1)
                item.write(into: &output, indent: indent + 1)
                output += index == items.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "]"
        case .object(let members):
            if members.isEmpty {
                output += "{}"
                return
            }
            if members.count <= 3, members.allSatisfy({ $0.value.isScalar }) {
                output += "{" + members.map { "\(Self.quoted($0.key)): \($0.value.text)" }.joined(separator: ", ") + "}"
                return
            }
            output += "{\n"
            for (index, member) in members.enumerated() {
                output += String(repeating: "  ", count: indent + 1) + Self.quoted(member.key) + ": "
                member.value.write(into: &output, indent: indent + 1)
                output += index == members.count - 1 ? "\n" : ",\n"
            }
            output += String(repeating: "  ", count: indent) + "}"
        }
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func quoted(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
