/// Where the elements of a document's main list lie, found without parsing them, so that they can be
/// parsed apart (on several cores) and handed to the parse of the whole document.
///
/// The main list is the document's own array, or, of the arrays that are members of the document's
/// object (`{"results": [...]}`), the one with the most elements: where a schema file keeps its classes. The scan only follows strings,
/// comments, brackets and line breaks, so it is several times faster than a parse; it checks nothing
/// else. Whatever it finds is checked by the parses: each element region must hold exactly one value
/// and end on the line the scan says, or the caller parses the whole document in one piece.
struct JSONListSplit {
    /// The text between two separators of the list: trivia, one value, trivia.
    struct Element {
        /// The byte after the `[` or `,` before the element.
        var start: Int
        /// The line and the index of the first byte of that line, at `start`.
        var line: Int
        var lineStart: Int
        /// The index of the `,` or `]` after the element, and the line state there.
        var end: Int
        var endLine: Int
        var endLineStart: Int
    }

    /// The index of the list's `[`.
    var openIndex: Int
    /// The containers around the list, the document included: 1 for the document's own array.
    var depth: Int
    var elements: [Element]
    /// The index of the list's `]`, and the line state there.
    var closeIndex: Int
    var closeLine: Int
    var closeLineStart: Int

    /// The main list of the document in `base[start..<count]` (`start` is after a byte order mark, which
    /// also starts line 1 there), or nil when there is none, or when the text is malformed where the scan
    /// looks (unterminated strings and comments, a line break in a string, an empty element, brackets
    /// left open or closed once too often, a list closed by `}`).
    static func find(base: UnsafePointer<UInt8>, count: Int, start: Int) -> JSONListSplit? {
        var scan = Scan(base: base, count: count, index: start, lineStart: start)
        return scan.run()
    }
}

/// The state of one scan: a cursor that counts lines as the parser does (`\n`, `\r\n` and a lone `\r`,
/// outside strings; comments included).
private struct Scan {
    let base: UnsafePointer<UInt8>
    let count: Int
    var index: Int
    var line = 1
    var lineStart: Int

    /// Open arrays and objects, the document not counted.
    var depth = 0
    /// Whether the document's value is an object, whose array members are candidates.
    var topIsObject = false
    /// The depth of the candidate list being scanned (0 when there is none), where it opened, and the
    /// element regions it has so far. Plain values rather than an optional list, so the per-byte
    /// checks copy nothing.
    var listDepth = 0
    var listOpenIndex = 0
    var regions: [JSONListSplit.Element] = []
    /// The list with the most elements closed so far.
    var best: JSONListSplit?
    /// Whether the current element region holds anything but trivia, where it starts and the line state there.
    var regionHasValue = false
    var regionStart = 0
    var regionLine = 1
    var regionLineStart = 0

    init(base: UnsafePointer<UInt8>, count: Int, index: Int, lineStart: Int) {
        self.base = base
        self.count = count
        self.index = index
        self.lineStart = lineStart
    }

    mutating func run() -> JSONListSplit? {
        while index < count {
            let byte = base[index]
            switch byte {
            case ASCII.space, ASCII.tab:
                index += 1
            case ASCII.lineFeed, ASCII.carriageReturn:
                skipLineBreak()
            case ASCII.slash:
                guard skipComment() else { return nil }
            case ASCII.quote:
                regionHasValue = true
                guard skipString() else { return nil }
            case ASCII.openBracket, ASCII.openBrace:
                regionHasValue = true
                if depth == 0 {
                    topIsObject = byte == ASCII.openBrace
                }
                depth += 1
                index += 1
                if byte == ASCII.openBracket, listDepth == 0, depth == 1 || (depth == 2 && topIsObject) {
                    listDepth = depth
                    listOpenIndex = index - 1
                    regions = []
                    startRegion(at: index)
                }
            case ASCII.closeBracket, ASCII.closeBrace:
                guard depth > 0 else { return nil }
                if depth == listDepth {
                    guard byte == ASCII.closeBracket, closeRegion(allowingEmpty: true) else { return nil }
                    if regions.count > best?.elements.count ?? 0 {
                        best = JSONListSplit(
                            openIndex: listOpenIndex, depth: listDepth, elements: regions,
                            closeIndex: index, closeLine: line, closeLineStart: lineStart)
                    }
                    listDepth = 0
                }
                depth -= 1
                index += 1
            case ASCII.comma:
                if listDepth != 0, depth == listDepth {
                    guard closeRegion(allowingEmpty: false) else { return nil }
                }
                index += 1
            default:
                // Bytes outside the list mark regions that do not exist: harmless, `startRegion` resets the mark.
                regionHasValue = true
                index += 1
            }
        }
        return depth == 0 ? best : nil
    }

    /// Starts an element region at `start`, after a `[` or `,` on the current line.
    private mutating func startRegion(at start: Int) {
        regionStart = start
        regionLine = line
        regionLineStart = lineStart
        regionHasValue = false
    }

    /// Ends the element region at the `,` or `]` at `index` and starts the next one after it. A region
    /// without a value is a trailing comma's when the list closes after at least one element (the parser
    /// accepts one) or the inside of an empty list; anywhere else it is malformed.
    private mutating func closeRegion(allowingEmpty: Bool) -> Bool {
        if regionHasValue {
            regions.append(
                JSONListSplit.Element(
                    start: regionStart, line: regionLine, lineStart: regionLineStart, end: index, endLine: line,
                    endLineStart: lineStart))
        } else if !allowingEmpty {
            return false
        }
        startRegion(at: index + 1)
        return true
    }

    private mutating func skipLineBreak() {
        index += JSONParser.lineBreakLength(base, at: index, count: count)
        line += 1
        lineStart = index
    }

    /// Steps over the string whose quote is at `index`; false when it does not end on its line.
    private mutating func skipString() -> Bool {
        var cursor = index + 1
        while cursor < count {
            let byte = base[cursor]
            // The common byte first, with no `ASCII` constant read (a call in the debug build the plugin runs).
            if byte > 0x22, byte != 0x5C {
                cursor += 1
            } else if byte == ASCII.quote {
                index = cursor + 1
                return true
            } else if byte == ASCII.backslash {
                cursor += 2
            } else if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                return false
            } else {
                cursor += 1
            }
        }
        return false
    }

    /// Steps over the comment at `index`; false when it is not one or does not end.
    private mutating func skipComment() -> Bool {
        guard index + 1 < count else { return false }
        if base[index + 1] == ASCII.slash {
            index += 2
            while index < count, base[index] != ASCII.lineFeed, base[index] != ASCII.carriageReturn {
                index += 1
            }
            return true
        }
        guard base[index + 1] == ASCII.asterisk else { return false }
        index += 2
        while index < count {
            let byte = base[index]
            if byte == ASCII.asterisk, index + 1 < count, base[index + 1] == ASCII.slash {
                index += 2
                return true
            }
            if byte == ASCII.lineFeed || byte == ASCII.carriageReturn {
                skipLineBreak()
            } else {
                index += 1
            }
        }
        return false
    }
}
