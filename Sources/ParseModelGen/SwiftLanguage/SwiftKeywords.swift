#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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

    /// Whether `name` is one of ``reserved``. The renderer asks for every identifier it spells, so a name
    /// is first checked against the lengths of the words with its first byte (one bit test rejects about
    /// two names in three), and compared only with the words of its first byte and length. The bytes are
    /// read as a buffer and compared with `memcmp`: reading them through `utf8.first` and comparing strings
    /// cost 14 M more instructions at 1000 classes (236,000 names).
    static func isReserved(_ name: String) -> Bool {
        withUTF8Bytes(of: name, isReserved(bytes:))
    }

    private static func isReserved(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = bytes.count
        guard length > 0, length < 32, bytes[0] < 0x80 else { return false }
        let first = Int(bytes[0])
        let table = reservedByFirstByte
        guard table.lengths[first] & (1 << UInt32(length)) != 0 else { return false }
        // An index loop rather than `contains`: the debug build the plugin runs pays for a generic
        // iterator on every identifier.
        let words = table.words[first]
        var index = 0
        while index < words.count {
            if words[index].count == length, let base = bytes.baseAddress,
               words[index].withUnsafeBufferPointer({ word in word.baseAddress.map { memcmp($0, base, length) == 0 } ?? false }) { return true }
            index += 1
        }
        return false
    }

    /// ``reserved`` as bytes, by the ASCII value of the first byte (every word is ASCII), and for each first
    /// byte the lengths of its words as bits (every word is shorter than 32 bytes).
    private static let reservedByFirstByte: (words: [[[UInt8]]], lengths: [UInt32]) = {
        var words = [[[UInt8]]](repeating: [], count: 128)
        var lengths = [UInt32](repeating: 0, count: 128)
        for word in reserved {
            let first = Int(word.utf8.first ?? 0)
            words[first].append(Array(word.utf8))
            lengths[first] |= 1 << UInt32(word.utf8.count)
        }
        return (words, lengths)
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
