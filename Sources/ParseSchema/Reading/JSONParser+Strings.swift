extension JSONParser {
    /// Reads the string whose opening quote is at `index` and returns it with escapes resolved.
    ///
    /// A string without escapes is decoded from its bytes in one step. A string with escapes is
    /// assembled in a buffer from runs of plain bytes and the escapes' UTF-8, then decoded once.
    /// The bytes are validated here, so the decoding never has anything to repair.
    mutating func parseString() throws -> String {
        let quote = index
        var cursor = quote + 1
        var runStart = cursor
        var hasEscapes = false
        var resolved: [UInt8] = []
        while true {
            // Printable ASCII other than the quote and the backslash, nearly every byte of a schema's strings,
            // in a loop of its own with the two bytes spelled as numbers: in the debug build the build plugin
            // runs, each read of an `ASCII` constant is a call.
            while cursor < count {
                let plain = base[cursor]
                guard plain >= 0x20, plain < 0x80, plain != 0x22, plain != 0x5C else { break }
                cursor += 1
            }
            guard cursor < count else { throw JSONSyntaxError("unterminated string", at: position(of: quote)) }
            let byte = base[cursor]
            if byte == ASCII.quote {
                let text: String
                if hasEscapes {
                    append(runStart..<cursor, to: &resolved)
                    text = String(decoding: resolved, as: UTF8.self)
                } else {
                    text = String(
                        decoding: UnsafeBufferPointer(start: base + runStart, count: cursor - runStart), as: UTF8.self)
                }
                index = cursor + 1
                return text
            } else if byte == ASCII.backslash {
                if !hasEscapes {
                    hasEscapes = true
                    resolved.reserveCapacity(2 * (cursor - runStart) + 16)
                }
                append(runStart..<cursor, to: &resolved)
                cursor = try appendEscape(at: cursor, stringStart: quote, to: &resolved)
                runStart = cursor
            } else if byte < 0x20 {
                // A line break most likely means a missing closing quote, so point at the opening one.
                if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                    throw JSONSyntaxError("unterminated string", at: position(of: quote))
                }
                throw failure("control characters in strings must be escaped", at: cursor)
            } else if byte < 0x80 {
                cursor += 1
            } else if let length = utf8SequenceLength(at: cursor) {
                cursor += length
            } else {
                throw invalidUTF8(at: cursor)
            }
        }
    }

    private func append(_ range: Range<Int>, to resolved: inout [UInt8]) {
        guard !range.isEmpty else { return }
        resolved.append(contentsOf: UnsafeBufferPointer(start: base + range.lowerBound, count: range.count))
    }

    /// Resolves the escape whose backslash is at `backslash` into `resolved`; returns the index after it.
    private func appendEscape(at backslash: Int, stringStart: Int, to resolved: inout [UInt8]) throws -> Int {
        guard backslash + 1 < count else { throw JSONSyntaxError("unterminated string", at: position(of: stringStart)) }
        let byte: UInt8
        switch base[backslash + 1] {
        case ASCII.quote: byte = ASCII.quote
        case ASCII.backslash: byte = ASCII.backslash
        case ASCII.slash: byte = ASCII.slash
        case ASCII.lowerB: byte = 0x08
        case ASCII.lowerF: byte = 0x0C
        case ASCII.lowerN: byte = ASCII.lineFeed
        case ASCII.lowerR: byte = ASCII.carriageReturn
        case ASCII.lowerT: byte = ASCII.tab
        case ASCII.lowerU:
            return try appendUnicodeEscape(at: backslash, stringStart: stringStart, to: &resolved)
        case let other:
            // Name the character only when it is plain ASCII, so the message never carries raw input.
            if other > 0x20, other < 0x7F {
                throw failure(
                    "invalid escape sequence '\\\(Character(Unicode.Scalar(other)))' in a string", at: backslash)
            }
            throw failure("invalid escape sequence in a string", at: backslash)
        }
        resolved.append(byte)
        return backslash + 2
    }

    /// Resolves `\uXXXX`, or a surrogate pair `\uD83D\uDE00`, at `backslash`.
    private func appendUnicodeEscape(at backslash: Int, stringStart: Int, to resolved: inout [UInt8]) throws -> Int {
        let first = try hexQuad(after: backslash, stringStart: stringStart)
        var scalarValue = UInt32(first)
        var end = backslash + 6
        switch first {
        case 0xD800...0xDBFF:
            guard end + 1 < count, base[end] == ASCII.backslash, base[end + 1] == ASCII.lowerU else {
                throw failure("unpaired surrogate in a '\\u' escape", at: backslash)
            }
            let second = try hexQuad(after: end, stringStart: stringStart)
            guard (0xDC00...0xDFFF).contains(second) else {
                throw failure("unpaired surrogate in a '\\u' escape", at: backslash)
            }
            scalarValue = 0x10000 + ((UInt32(first) - 0xD800) << 10) + (UInt32(second) - 0xDC00)
            end += 6
        case 0xDC00...0xDFFF:
            throw failure("unpaired surrogate in a '\\u' escape", at: backslash)
        default:
            break
        }
        appendUTF8(of: scalarValue, to: &resolved)
        return end
    }

    /// The four hex digits after the `\u` whose backslash is at `backslash`.
    private func hexQuad(after backslash: Int, stringStart: Int) throws -> UInt16 {
        var value: UInt16 = 0
        for offset in backslash + 2..<backslash + 6 {
            guard offset < count else { throw JSONSyntaxError("unterminated string", at: position(of: stringStart)) }
            let byte = base[offset]
            let digit: UInt8
            switch byte {
            case ASCII.zero...ASCII.nine: digit = byte - ASCII.zero
            case ASCII.lowerA...ASCII.lowerF: digit = byte - ASCII.lowerA + 10
            case ASCII.upperA...ASCII.upperF: digit = byte - ASCII.upperA + 10
            default: throw failure("expected four hex digits after '\\u'", at: backslash)
            }
            value = value << 4 | UInt16(digit)
        }
        return value
    }

    /// Appends the UTF-8 encoding of a scalar value (never a surrogate) to `resolved`.
    private func appendUTF8(of value: UInt32, to resolved: inout [UInt8]) {
        // Each byte through `continuation`/`lead`, typed: the literal masks inline made the type checker try
        // every integer type for each expression (a seventh of a second a debug build).
        func continuation(_ shift: UInt32) -> UInt8 { 0x80 | UInt8(truncatingIfNeeded: (value >> shift) & 0x3F) }
        func lead(_ marker: UInt8, _ shift: UInt32) -> UInt8 { marker | UInt8(truncatingIfNeeded: value >> shift) }
        switch value {
        case 0..<0x80:
            resolved.append(UInt8(truncatingIfNeeded: value))
        case 0x80..<0x800:
            resolved.append(lead(0xC0, 6))
            resolved.append(continuation(0))
        case 0x800..<0x10000:
            resolved.append(lead(0xE0, 12))
            resolved.append(continuation(6))
            resolved.append(continuation(0))
        default:
            resolved.append(lead(0xF0, 18))
            resolved.append(continuation(12))
            resolved.append(continuation(6))
            resolved.append(continuation(0))
        }
    }
}
