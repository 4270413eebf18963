#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Facts about Swift identifiers, shared by the translator (which picks names) and the renderer
/// (which spells them). Kept as data: each table says why a name is in it.
package enum SwiftKeywords {
    /// Words that are keywords in every position: an identifier spelled like one needs backticks.
    package static let reserved: Set<String> = [
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
    package static func isReserved(_ name: String) -> Bool {
        withUTF8Bytes(of: name, isReserved(bytes:))
    }

    private static func isReserved(bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let length = bytes.count
        guard length > 0, length < 32, let name = bytes.baseAddress, name[0] < 0x80 else { return false }
        // Read through pointers: the arrays of arrays this table was before cost the debug build the
        // plugin runs a retain and a release for every word looked at and a generic subscript for every
        // read, about 190 M instructions at 1000 classes.
        let table = reservedTable
        let first = Int(name[0])
        guard table.lengths[first] & (1 &<< UInt32(length)) != 0 else { return false }
        var word = table.groupStarts[first]
        let end = table.groupStarts[first + 1]
        while word < end {
            if table.wordLengths[word] == length, memcmp(table.bytes + table.wordStarts[word], name, length) == 0 {
                return true
            }
            word += 1
        }
        return false
    }

    /// ``reserved`` as bytes, grouped by their first byte (every word is ASCII): the words with first byte
    /// `b` are `groupStarts[b]..<groupStarts[b + 1]`, each at `wordStarts` in `bytes` with its length in
    /// `wordLengths`; `lengths[b]` has bit `n` set when one of them is `n` bytes long (every word is shorter
    /// than 32 bytes). Built once and never freed, like any table the process keeps to its end; nothing
    /// writes to it after it is built.
    private struct ReservedTable: @unchecked Sendable {
        let bytes: UnsafePointer<UInt8>
        let wordStarts: UnsafePointer<Int>
        let wordLengths: UnsafePointer<Int>
        let groupStarts: UnsafePointer<Int>
        let lengths: UnsafePointer<UInt32>
    }

    private static let reservedTable: ReservedTable = {
        let words = reserved.map { Array($0.utf8) }.sorted { ($0.first ?? 0, $0.count) < ($1.first ?? 0, $1.count) }
        let byteCount = words.reduce(0) { $0 + $1.count }
        let bytes = UnsafeMutablePointer<UInt8>.allocate(capacity: max(byteCount, 1))
        let wordStarts = UnsafeMutablePointer<Int>.allocate(capacity: max(words.count, 1))
        let wordLengths = UnsafeMutablePointer<Int>.allocate(capacity: max(words.count, 1))
        let groupStarts = UnsafeMutablePointer<Int>.allocate(capacity: 129)
        let lengths = UnsafeMutablePointer<UInt32>.allocate(capacity: 128)
        lengths.initialize(repeating: 0, count: 128)
        var offset = 0
        var group = 0
        for (index, word) in words.enumerated() {
            let first = Int(word[0])
            while group <= first {
                groupStarts[group] = index
                group += 1
            }
            (bytes + offset).initialize(from: word, count: word.count)
            wordStarts[index] = offset
            wordLengths[index] = word.count
            lengths[first] |= 1 << UInt32(word.count)
            offset += word.count
        }
        while group <= 128 {
            groupStarts[group] = words.count
            group += 1
        }
        return ReservedTable(
            bytes: bytes, wordStarts: wordStarts, wordLengths: wordLengths,
            groupStarts: groupStarts, lengths: lengths)
    }()

    /// Names that no amount of backticks makes usable as a member: `x.self`, `x.init`, `x.Type`
    /// and `x.Protocol` mean something else after a dot, so such members get a suffix instead.
    package static let unusableAsMember: Set<String> = ["self", "Self", "init", "Type", "Protocol", "_"]

    /// Whether `name` is a syntactically valid Swift identifier made of ASCII letters, digits and `_`.
    package static func isPlainIdentifier(_ name: String) -> Bool {
        guard let first = name.utf8.first, !(first >= UInt8(ascii: "0") && first <= UInt8(ascii: "9")) else {
            return false
        }
        // An index loop over the bytes in place: `allSatisfy` on the UTF-8 view stepped a generic iterator in
        // the debug build the build plugin runs, about 5,000 instructions a name.
        return withUTF8Bytes(of: name) { bytes in
            var index = 0
            while index < bytes.count {
                let byte = bytes[index]
                let isIdentifierByte =
                    (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                    || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                    || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                guard isIdentifierByte else { return false }
                index += 1
            }
            return true
        }
    }
}
