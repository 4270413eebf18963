/// Facts about Swift identifiers, shared by the translator (which picks names) and the renderer
/// (which spells them). Kept as data: each table says why a name is in it.
enum SwiftKeywords {
    /// Words that are keywords in every position: an identifier spelled like one needs backticks.
    static let reserved: Set<String> = [
        // Declarations
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var",
        // Statements
        "break", "case", "catch", "continue", "default", "defer", "do", "else", "fallthrough", "for",
        "guard", "if", "in", "repeat", "return", "throw", "switch", "where", "while",
        // Expressions and types
        "Any", "as", "await", "false", "is", "nil", "self", "Self", "super", "throws", "true", "try",
        // Contextual words that misparse in some of the positions generated code uses them in
        // (`case any`, `var some`, property access after `.`); backticks are harmless elsewhere.
        "Type", "Protocol", "any", "some", "async", "actor", "macro", "package", "consume", "copy",
        "discard", "each", "borrowing", "consuming", "isolated", "nonisolated", "sending", "then",
        "_",
    ]

    /// Whether `name` is one of ``reserved``. The renderer asks for every identifier it spells, so this
    /// compares against the few words with the same first byte instead of hashing the name.
    static func isReserved(_ name: String) -> Bool {
        guard let first = name.utf8.first, first < 0x80 else { return false }
        // An index loop rather than `contains`: the debug build the plugin runs pays for a generic
        // iterator on every identifier.
        let words = reservedByFirstByte[Int(first)]
        var index = 0
        while index < words.count {
            if words[index] == name { return true }
            index += 1
        }
        return false
    }

    /// ``reserved`` by the ASCII value of the first byte (every word is ASCII).
    private static let reservedByFirstByte: [[String]] = {
        var table = [[String]](repeating: [], count: 128)
        for word in reserved {
            table[Int(word.utf8.first ?? 0)].append(word)
        }
        return table
    }()

    /// Names that no amount of backticks makes usable as a member: `x.self`, `x.init`, `x.Type`
    /// and `x.Protocol` mean something else after a dot, so such members get a suffix instead.
    static let unusableAsMember: Set<String> = ["self", "Self", "init", "Type", "Protocol", "_"]

    /// Whether `name` is a syntactically valid Swift identifier made of ASCII letters, digits and `_`.
    static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else { return false }
        return name.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        }
    }
}
