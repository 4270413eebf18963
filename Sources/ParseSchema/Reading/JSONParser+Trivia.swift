extension JSONParser {
    /// Skips whitespace and comments, counting lines, and stops at the next significant byte
    /// (or the end). Comments may stand wherever whitespace may.
    mutating func skipTrivia() throws {
        while index < count {
            switch base[index] {
            case ASCII.space, ASCII.tab:
                index += 1
            case ASCII.lineFeed, ASCII.carriageReturn:
                skipLineBreak()
            case ASCII.slash:
                try skipComment()
            default:
                return
            }
        }
    }

    /// Steps over the line break at `index` (`\n`, `\r\n` or a lone `\r`) and starts a new line.
    mutating func skipLineBreak() {
        index += Self.lineBreakLength(base, at: index, count: count)
        line += 1
        lineStart = index
    }

    /// The bytes of the line break at `index`: 2 for `\r\n`, else 1. The one rule for lines, which the
    /// scan that splits a document's list (`JSONListSplit`) follows too.
    static func lineBreakLength(_ base: UnsafePointer<UInt8>, at index: Int, count: Int) -> Int {
        base[index] == ASCII.carriageReturn && index + 1 < count && base[index + 1] == ASCII.lineFeed ? 2 : 1
    }

    /// Skips the comment that starts at the `/` at `index`. The text of a comment is free, but it
    /// must still be valid UTF-8.
    private mutating func skipComment() throws {
        let start = index
        let kind: UInt8 = start + 1 < count ? base[start + 1] : 0
        if kind == ASCII.slash {
            index += 2
            while index < count {
                let byte = base[index]
                if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                    return  // the line break is whitespace; `skipTrivia` counts it
                }
                try skipCommentByte(byte)
            }
        } else if kind == ASCII.asterisk {
            // Saved now: the comment may span lines, and positions are computed on the current one.
            let opening = position(of: start)
            index += 2
            while index < count {
                let byte = base[index]
                if byte == ASCII.asterisk, index + 1 < count, base[index + 1] == ASCII.slash {
                    index += 2
                    return
                }
                if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                    skipLineBreak()
                } else {
                    try skipCommentByte(byte)
                }
            }
            throw JSONSyntaxError("unterminated block comment", at: opening)
        } else {
            throw failure("unexpected '/'; a comment starts with '//' or '/*'", at: start)
        }
    }

    /// Steps over one character of a comment that is not a line break.
    private mutating func skipCommentByte(_ byte: UInt8) throws {
        if byte < 0x80 {
            index += 1
        } else if let length = utf8SequenceLength(at: index) {
            index += length
        } else {
            throw invalidUTF8(at: index)
        }
    }
}
