extension Array where Element == UInt8 {
    /// Appends the UTF-8 bytes of `text` in one copy when the string stores them contiguously, as native
    /// strings do, instead of element by element.
    mutating func appendUTF8(of text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil {
            append(contentsOf: text.utf8)
        }
    }

    /// Appends the bytes of a literal.
    mutating func appendUTF8(of literal: StaticString) {
        literal.withUTF8Buffer { append(contentsOf: $0) }
    }
}
