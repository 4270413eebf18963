/// The state of one `JSONReader.read` call: a cursor over the input bytes and the current line.
///
/// It works on a raw pointer with integer indices because that is what stays fast in a debug
/// build, which is what build plugins run. The pointer is only valid inside
/// `Array.withUnsafeBufferPointer`, so a parser never outlives the call that made it.
/// It holds no references, so the copies a debug build makes of it cost no reference counting.
struct JSONParser {
    /// The first input byte.
    let base: UnsafePointer<UInt8>
    /// The number of input bytes.
    let count: Int
    /// The next byte to look at.
    var index = 0
    /// The 1-based line of `index`.
    var line = 1
    /// The index of the first byte of the current line.
    var lineStart = 0
    /// The deepest nesting accepted (see `JSONReader.maximumDepth`).
    let maximumDepth: Int

    init(base: UnsafePointer<UInt8>, count: Int, maximumDepth: Int = JSONReader.maximumDepth) {
        self.base = base
        self.count = count
        self.maximumDepth = maximumDepth
    }

    static let emptyFileError = JSONSyntaxError(
        "the file is empty; expected a JSON value", at: SourcePosition(line: 1, column: 1))

    /// The position of byte `offset`, which must lie on the current line (or be `count`).
    func position(of offset: Int) -> SourcePosition {
        SourcePosition(line: line, column: offset - lineStart + 1)
    }

    /// An error at byte `offset` on the current line. When that byte does not start valid UTF-8,
    /// the encoding is the real problem and is reported instead of `message`.
    func failure(_ message: String, at offset: Int) -> JSONSyntaxError {
        if offset < count, base[offset] >= 0x80, utf8SequenceLength(at: offset) == nil {
            return JSONSyntaxError(Self.invalidUTF8Message, at: position(of: offset))
        }
        return JSONSyntaxError(message, at: position(of: offset))
    }

    static let invalidUTF8Message = "the file is not valid UTF-8"

    /// The error for the bytes at `offset`, known not to be valid UTF-8.
    func invalidUTF8(at offset: Int) -> JSONSyntaxError {
        JSONSyntaxError(Self.invalidUTF8Message, at: position(of: offset))
    }
}

// MARK: - The document

/// A document's main list whose elements were parsed apart, for ``JSONParser/parseDocument(splicing:)``.
struct ParsedList {
    var split: JSONListSplit
    /// One node per element of `split`, in order.
    var elements: [JSONNode]
}

/// An array or object whose closing bracket has not been read yet, or the document itself,
/// which holds the one top-level value.
private struct OpenContainer {
    enum Kind {
        case document, array, object
    }

    var kind: Kind
    // `isObject` and `closingByte` follow from `kind`; they are stored because in a debug build
    // comparing enums is a call and a computed property copies the whole container.
    var isObject: Bool
    var closingByte: UInt8
    /// Where its opening bracket is, for "unterminated" errors.
    var position: SourcePosition
    /// The finished elements of an array.
    var elements: [JSONNode] = []
    /// The finished members of an object.
    var members: [JSONMember] = []
    /// The key read last in an object, waiting for its value.
    var key = ""
    var keyPosition = SourcePosition(line: 1, column: 1)

    init(_ kind: Kind, at position: SourcePosition) {
        self.kind = kind
        self.isObject = kind == .object
        self.closingByte = kind == .object ? ASCII.closeBrace : ASCII.closeBracket
        self.position = position
    }

    var unterminatedError: JSONSyntaxError {
        JSONSyntaxError(isObject ? "unterminated object" : "unterminated array", at: position)
    }

    mutating func reserveCapacity(_ capacity: Int) {
        if isObject {
            members.reserveCapacity(capacity)
        } else {
            elements.reserveCapacity(capacity)
        }
    }

    /// The node for the container, its children moved into it.
    func node() -> JSONNode {
        JSONNode(isObject ? .object(members) : .array(elements), at: position)
    }
}

extension JSONParser {
    /// Parses the whole input: one value, surrounded only by whitespace and comments.
    ///
    /// Containers are kept on an explicit stack instead of the call stack, so the depth of the
    /// input never touches the call stack. The innermost container lives in a local and owns its
    /// children, so appending to it is in place and closing it moves its children into the node
    /// without copying them: the parse stays linear however wide or deep the input is.
    ///
    /// `list`, when given, is the document's main list with its elements parsed already (on other cores):
    /// the parse takes them as they are when it reaches the list's `[`, and goes on after its `]`.
    mutating func parseDocument(splicing list: ParsedList? = nil) throws -> JSONNode {
        index = Self.byteOrderMarkLength(base, count: count)
        lineStart = index
        return try parseValueAndTrivia(depthOffset: 0, splicing: list)
    }

    /// 3 when the input starts with a UTF-8 byte order mark, else 0: the document, and its line 1, start
    /// after it. The one rule, which the scan that splits a document's list (`JSONListSplit`) follows too.
    static func byteOrderMarkLength(_ base: UnsafePointer<UInt8>, count: Int) -> Int {
        count >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF ? 3 : 0
    }

    /// Parses from `index` to `count`: trivia, one value, trivia, and nothing else. `depthOffset` counts
    /// the containers around the value in the document when it is one element of a split list.
    mutating func parseValueAndTrivia(depthOffset: Int, splicing list: ParsedList?) throws -> JSONNode {
        try skipTrivia()
        guard index < count else { throw Self.emptyFileError }
        let splicedListStart = list?.split.openIndex ?? -1

        var current = OpenContainer(.document, at: position(of: index))
        // The containers around `current`, outermost (the document) first; its count is the depth
        // of `current`, so a container may open while it is below `maximumDepth`.
        var enclosing: [OpenContainer] = []

        valueExpected: while true {
            // Here a value must start at `index`; trivia before it has been skipped.
            guard index < count else {
                // Reachable only inside a container: the top-level value was checked above.
                throw current.unterminatedError
            }
            let start = index
            let byte = base[start]
            var node: JSONNode
            switch byte {
            case ASCII.openBracket, ASCII.openBrace:
                if start == splicedListStart, let list {
                    node = JSONNode(.array(list.elements), at: position(of: start))
                    index = list.split.closeIndex + 1
                    line = list.split.closeLine
                    lineStart = list.split.closeLineStart
                    break
                }
                guard enclosing.count + depthOffset < maximumDepth else {
                    throw failure("nesting is deeper than \(maximumDepth) levels", at: start)
                }
                let opened = OpenContainer(byte == ASCII.openBrace ? .object : .array, at: position(of: start))
                index += 1
                try skipTrivia()
                guard index < count else { throw opened.unterminatedError }
                if base[index] == opened.closingByte {
                    index += 1
                    node = opened.node()
                } else {
                    enclosing.append(current)
                    current = opened
                    // Most containers in a schema hold a few children; this spares the first regrowths.
                    current.reserveCapacity(4)
                    if current.isObject {
                        try parseKey(into: &current)
                    }
                    continue valueExpected
                }
            case ASCII.quote:
                node = JSONNode(.string(try parseString()), at: position(of: start))
            default:
                // Compared rather than matched against a range, which is a generic call in a debug build.
                if byte == ASCII.minus || (byte >= ASCII.zero && byte <= ASCII.nine) {
                    node = JSONNode(.number(try parseNumber()), at: position(of: start))
                } else {
                    node = try parseLiteral(
                        expected: current.isObject || enclosing.isEmpty ? "expected a value" : "expected a value or ']'"
                    )
                }
            }

            // A value is complete: attach it to its container, then read what follows it. A closing
            // bracket completes another value, hence the loop.
            while true {
                switch current.kind {
                case .document:
                    try skipTrivia()
                    guard index == count else {
                        throw failure("unexpected content after the JSON value", at: index)
                    }
                    return node
                case .array:
                    current.elements.append(consume node)
                case .object:
                    current.members.append(
                        JSONMember(key: current.key, keyPosition: current.keyPosition, value: consume node))
                }
                try skipTrivia()
                guard index < count else { throw current.unterminatedError }
                let next = base[index]
                if next == ASCII.comma {
                    index += 1
                    try skipTrivia()
                    guard index < count else { throw current.unterminatedError }
                    if base[index] != current.closingByte {
                        if current.isObject {
                            try parseKey(into: &current)
                        }
                        continue valueExpected
                    }
                    // A trailing comma, which Parse's documentation writes: close below.
                } else if next != current.closingByte {
                    throw failure(
                        current.isObject
                            ? "expected ',' or '}' after an object member"
                            : "expected ',' or ']' after an array element",
                        at: index)
                }
                index += 1
                node = current.node()
                // `enclosing` is never empty here: `current` is a container, and the document is below it.
                current = enclosing.removeLast()
            }
        }
    }

    /// Reads `"key" :` and the trivia after it into `object`, leaving `index` where the value must
    /// start. The caller has made sure that `index` is not at the end.
    private mutating func parseKey(into object: inout OpenContainer) throws {
        let start = index
        guard base[start] == ASCII.quote else {
            throw failure(
                base[start] == ASCII.apostrophe ? "strings must use double quotes" : "expected a string key or '}'",
                at: start)
        }
        object.keyPosition = position(of: start)
        object.key = try parseString()
        try skipTrivia()
        guard index < count else { throw object.unterminatedError }
        guard base[index] == ASCII.colon else {
            throw failure("expected ':' after an object key", at: index)
        }
        index += 1
        try skipTrivia()
    }
}
