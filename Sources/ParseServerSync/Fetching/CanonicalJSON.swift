import ParseSchema

/// JSON text that depends only on the value: object keys sorted (by UTF-8 bytes) with the first of
/// duplicate keys kept, as the decoder keeps it; numbers as written; strings escaped minimally.
/// Array order is kept: it is part of the value.
enum CanonicalJSON {
    /// Two-space indented text, one member or element a line, without a final newline.
    static func pretty(_ value: JSONValue) -> String {
        var text = ""
        write(value, into: &text, indent: 0, pretty: true)
        return text
    }

    /// The whole value on one line, with no spaces.
    static func compact(_ value: JSONValue) -> String {
        var text = ""
        write(value, into: &text, indent: 0, pretty: false)
        return text
    }

    /// An object's members sorted by key, the first of duplicates kept.
    static func sortedMembers(_ members: [JSONMember]) -> [JSONMember] {
        var seen = Set<String>()
        return members.filter { seen.insert($0.key).inserted }
            .sorted { $0.key.utf8Precedes($1.key) }
    }

    // The reader nests at most `JSONReader.maximumDepth` levels, so the recursion is bounded.
    private static func write(_ value: JSONValue, into text: inout String, indent: Int, pretty: Bool) {
        switch value {
        case .null: text += "null"
        case .bool(let flag): text += flag ? "true" : "false"
        case .number(let number): text += number.lexeme
        case .string(let string): JSONText.appendQuoted(string, to: &text, shortControlEscapes: true)
        case .array(let elements):
            guard !elements.isEmpty else {
                text += "[]"
                return
            }
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                newline(&text, indent: indent + 1, pretty: pretty)
                write(element.value, into: &text, indent: indent + 1, pretty: pretty)
            }
            newline(&text, indent: indent, pretty: pretty)
            text += "]"
        case .object(let members):
            let sorted = sortedMembers(members)
            guard !sorted.isEmpty else {
                text += "{}"
                return
            }
            text += "{"
            for (index, member) in sorted.enumerated() {
                if index > 0 { text += "," }
                newline(&text, indent: indent + 1, pretty: pretty)
                JSONText.appendQuoted(member.key, to: &text, shortControlEscapes: true)
                text += pretty ? ": " : ":"
                write(member.value.value, into: &text, indent: indent + 1, pretty: pretty)
            }
            newline(&text, indent: indent, pretty: pretty)
            text += "}"
        }
    }

    private static func newline(_ text: inout String, indent: Int, pretty: Bool) {
        guard pretty else { return }
        text += "\n"
        text += String(repeating: "  ", count: indent)
    }
}
