import XCTest

@testable import ParseSchema

final class JSONReaderTests: XCTestCase {
    // MARK: - Helpers

    private func read(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> JSONNode {
        try read(Array(text.utf8), file: file, line: line)
    }

    private func read(_ bytes: [UInt8], file: StaticString = #filePath, line: UInt = #line) throws -> JSONNode {
        switch JSONReader.read(bytes) {
        case .success(let node):
            return node
        case .failure(let error):
            XCTFail(
                "unexpected error \(error.position.line):\(error.position.column): \(error.message)", file: file,
                line: line)
            throw error
        }
    }

    private func assertError(
        _ text: String, _ message: String, _ errorLine: Int, _ errorColumn: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        assertError(Array(text.utf8), message, errorLine, errorColumn, file: file, line: line)
    }

    private func assertError(
        _ bytes: [UInt8], _ message: String, _ errorLine: Int, _ errorColumn: Int,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        switch JSONReader.read(bytes) {
        case .success(let node):
            XCTFail("expected an error, got \(node)", file: file, line: line)
        case .failure(let error):
            XCTAssertEqual(error.message, message, file: file, line: line)
            XCTAssertEqual(
                error.position, SourcePosition(line: errorLine, column: errorColumn),
                "position", file: file, line: line)
        }
    }

    private func at(_ line: Int, _ column: Int) -> SourcePosition {
        SourcePosition(line: line, column: column)
    }

    private func members(_ node: JSONNode, file: StaticString = #filePath, line: UInt = #line) throws -> [JSONMember] {
        guard case .object(let members) = node.value else {
            XCTFail("not an object: \(node.value)", file: file, line: line)
            throw CancellationError()
        }
        return members
    }

    private func elements(_ node: JSONNode, file: StaticString = #filePath, line: UInt = #line) throws -> [JSONNode] {
        guard case .array(let elements) = node.value else {
            XCTFail("not an array: \(node.value)", file: file, line: line)
            throw CancellationError()
        }
        return elements
    }

    private func number(_ text: String) -> JSONValue { .number(JSONNumber(lexeme: text)) }

    // MARK: - Scalars

    func testLiterals() throws {
        XCTAssertEqual(try read("true"), JSONNode(.bool(true), at: at(1, 1)))
        XCTAssertEqual(try read("false"), JSONNode(.bool(false), at: at(1, 1)))
        XCTAssertEqual(try read("  null  "), JSONNode(.null, at: at(1, 3)))
    }

    func testNumbersKeepTheirLexeme() throws {
        for lexeme in [
            "0", "-0", "7", "-12", "1.5", "-0.25", "10.010", "1e3", "1E3", "1e+3", "1e-3", "-1.50e3", "0e0",
            "123456789012345678901234567890", "1e999", "-1e999", "1e-999",
        ] {
            XCTAssertEqual(try read(lexeme).value, number(lexeme), lexeme)
        }
    }

    func testHugeNumbersReadAndJudgeTheirOwnRange() throws {
        guard case .number(let huge) = try read("[1e999]").value.firstElement else {
            return XCTFail("not a number")
        }
        XCTAssertEqual(huge.lexeme, "1e999")
        XCTAssertNil(huge.doubleValue)
        let digits = String(repeating: "9", count: 10_000)
        XCTAssertEqual(try read(digits).value, number(digits))
    }

    func testStrings() throws {
        XCTAssertEqual(try read(#""""#).value, .string(""))
        XCTAssertEqual(try read(#""plain text""#).value, .string("plain text"))
        XCTAssertEqual(try read(#""héllo wörld ✓ 😀""#).value, .string("héllo wörld ✓ 😀"))
        XCTAssertEqual(
            try read(#""q\" b\\ s\/ \b\f\n\r\t end""#).value,
            .string("q\" b\\ s/ \u{8}\u{C}\n\r\t end"))
        XCTAssertEqual(try read(#""\u0041\u00e9\u00E9\u20AC""#).value, .string("Aéé€"))
        XCTAssertEqual(try read(#""\ud83d\ude00 and \uD83D\uDE00""#).value, .string("😀 and 😀"))
        XCTAssertEqual(try read(#""\uDBFF\uDFFF""#).value, .string("\u{10FFFF}"))
        XCTAssertEqual(try read(#""a\u0000b""#).value, .string("a\u{0}b"))
        XCTAssertEqual(try read(#""\\\\""#).value, .string("\\\\"))
        XCTAssertEqual(try read(#""é\n""#).value, .string("é\n"))
        // DEL and other non-control ASCII stand as they are.
        XCTAssertEqual(try read("\"\u{7F}~\"").value, .string("\u{7F}~"))
    }

    func testByteOrderMarkIsSkippedAndNotCounted() throws {
        XCTAssertEqual(
            try read([0xEF, 0xBB, 0xBF] + Array("[1]".utf8)),
            JSONNode(.array([JSONNode(number("1"), at: at(1, 2))]), at: at(1, 1)))
        assertError([0xEF, 0xBB, 0xBF] + Array("[1 2]".utf8), "expected ',' or ']' after an array element", 1, 4)
        assertError([0xEF, 0xBB, 0xBF], "the file is empty; expected a JSON value", 1, 1)
        // Only a leading one: U+FEFF anywhere else is content.
        assertError(" \u{FEFF}[]", "expected a value", 1, 2)
    }

    // MARK: - Containers

    func testArraysAndObjects() throws {
        XCTAssertEqual(try read("[]").value, .array([]))
        XCTAssertEqual(try read("{}").value, .object([]))
        XCTAssertEqual(try read("[ ]").value, .array([]))
        XCTAssertEqual(try read("{\n}").value, .object([]))
        XCTAssertEqual(
            try read(#"[1,"a",[true],{"k":null}]"#),
            JSONNode(
                .array([
                    JSONNode(number("1"), at: at(1, 2)),
                    JSONNode(.string("a"), at: at(1, 4)),
                    JSONNode(.array([JSONNode(.bool(true), at: at(1, 9))]), at: at(1, 8)),
                    JSONNode(
                        .object([JSONMember(key: "k", keyPosition: at(1, 16), value: JSONNode(.null, at: at(1, 20)))]),
                        at: at(1, 15)),
                ]), at: at(1, 1)))
    }

    func testMembersKeepSourceOrderAndDuplicates() throws {
        let root = try members(read(#"{"b": 1, "a": 2, "b": 3, "": 4}"#))
        XCTAssertEqual(root.map(\.key), ["b", "a", "b", ""])
        XCTAssertEqual(root.map(\.value.value), [number("1"), number("2"), number("3"), number("4")])
        XCTAssertEqual(root.map(\.keyPosition.column), [2, 10, 18, 26])
    }

    func testKeysResolveEscapes() throws {
        let root = try members(read(#"{"a\"b\u00e9": true}"#))
        XCTAssertEqual(root.first?.key, "a\"bé")
        XCTAssertEqual(root.first?.value.position, at(1, 16))
    }

    func testTrailingCommas() throws {
        XCTAssertEqual(
            try read("[1,2,]").value,
            .array([JSONNode(number("1"), at: at(1, 2)), JSONNode(number("2"), at: at(1, 4))]))
        XCTAssertEqual(try members(read(#"{"a":1,}"#)).map(\.key), ["a"])
        XCTAssertEqual(try elements(read("[[],{},]")).count, 2)
        XCTAssertEqual(try read("[1 , // last\n ]").value, .array([JSONNode(number("1"), at: at(1, 2))]))
        XCTAssertEqual(try members(read("{\n  \"a\": 1,\n  /* done */\n}")).map(\.key), ["a"])
    }

    func testNestedStructureAndPositions() throws {
        let text = """
            {
              "className": "GameScore",
              "fields": {
                "score": { "type": "Number", "required": false },
                "tags": ["a", "b"]
              }
            }
            """
        let root = try read(text)
        XCTAssertEqual(root.position, at(1, 1))
        let top = try members(root)
        XCTAssertEqual(top.map(\.key), ["className", "fields"])
        XCTAssertEqual(top[0].keyPosition, at(2, 3))
        XCTAssertEqual(top[0].value, JSONNode(.string("GameScore"), at: at(2, 16)))
        XCTAssertEqual(top[1].value.position, at(3, 13))
        let fields = try members(top[1].value)
        XCTAssertEqual(fields[0].keyPosition, at(4, 5))
        let score = try members(fields[0].value)
        XCTAssertEqual(score.map(\.keyPosition), [at(4, 16), at(4, 34)])
        XCTAssertEqual(score[1].value, JSONNode(.bool(false), at: at(4, 46)))
        XCTAssertEqual(try elements(fields[1].value).map(\.position), [at(5, 14), at(5, 19)])
    }

    // MARK: - Lines and columns

    func testColumnsCountBytesAfterMultiByteCharacters() throws {
        // "é" is 2 bytes, "€" 3, "😀" 4: the value after them starts at byte 1 + 1 + 2+3+4 + 1 + 2.
        let root = try elements(read(#"["é€😀", 5]"#))
        XCTAssertEqual(root[1].position, at(1, 15))
        assertError(#"["é€😀" 5]"#, "expected ',' or ']' after an array element", 1, 14)
        assertError("// ünïcödé\n [x]", "expected a value or ']'", 2, 3)
    }

    func testLineBreaksOfEveryKind() throws {
        for (name, lineBreak) in [("LF", "\n"), ("CRLF", "\r\n"), ("CR", "\r")] {
            let text = "[1,\(lineBreak)  2,\(lineBreak)\(lineBreak)3]"
            XCTAssertEqual(try elements(read(text)).map(\.position), [at(1, 2), at(2, 3), at(4, 1)], name)
            assertError("[1,\(lineBreak)  2 x]", "expected ',' or ']' after an array element", 2, 5, line: #line)
        }
        // "\n\r" is two line breaks, "\r\n" one.
        XCTAssertEqual(try read("\n\r7").position, at(3, 1))
        XCTAssertEqual(try read("\r\n7").position, at(2, 1))
    }

    // MARK: - Comments

    func testComments() throws {
        let text = """
            // A schema, as Parse's documentation writes it.
            {
              "a": 1, // the first
              /* a block
                 comment over lines */ "b": /* inline */ 2,
              "c"/**/:/***/3 /* ** / * */
            }
            // the end, without a newline
            """
        let root = try members(read(text))
        XCTAssertEqual(root.map(\.key), ["a", "b", "c"])
        XCTAssertEqual(root[1].keyPosition, at(5, 28))
        XCTAssertEqual(root[1].value.position, at(5, 46))
        XCTAssertEqual(root[2].value.position, at(6, 16))
        XCTAssertEqual(try read("1//").value, number("1"))
        XCTAssertEqual(try read("/**/1/**/").position, at(1, 5))
        XCTAssertEqual(try read("/*\r\n*/ 1").position, at(2, 4))
        XCTAssertEqual(try read("// x\r 1").position, at(2, 2))
        // Comment text is free: quotes, brackets, control characters.
        XCTAssertEqual(try read("/* \" [ { \u{1} */ 1 // \" ] \t").value, number("1"))
    }

    func testCommentErrors() {
        assertError("[1, /* never closed\n 2]", "unterminated block comment", 1, 5)
        assertError("\n  /*/", "unterminated block comment", 2, 3)
        assertError("[1, / 2]", "unexpected '/'; a comment starts with '//' or '/*'", 1, 5)
        assertError("1 /", "unexpected '/'; a comment starts with '//' or '/*'", 1, 3)
        // Errors after a multi-line comment are on the right line.
        assertError("/* one\ntwo */ [1 2]", "expected ',' or ']' after an array element", 2, 11)
        assertError("[\n  // c\r\n  x]", "expected a value or ']'", 3, 3)
    }

    // MARK: - Empty input and top-level content

    func testEmptyInput() {
        assertError("", "the file is empty; expected a JSON value", 1, 1)
        assertError("  \n\t ", "the file is empty; expected a JSON value", 1, 1)
        assertError("// only a comment\n/* and another */", "the file is empty; expected a JSON value", 1, 1)
    }

    func testContentAfterTheValue() {
        assertError("{} {}", "unexpected content after the JSON value", 1, 4)
        assertError("1 2", "unexpected content after the JSON value", 1, 3)
        assertError("[1]\n]", "unexpected content after the JSON value", 2, 1)
        assertError("true // ok\n, false", "unexpected content after the JSON value", 2, 1)
        assertError("nullx", "expected a value", 1, 1)
        assertError("\"a\"\"b\"", "unexpected content after the JSON value", 1, 4)
        assertError("0\u{0}", "unexpected content after the JSON value", 1, 2)
    }

    // MARK: - Value errors

    func testBadValues() {
        assertError("[,]", "expected a value or ']'", 1, 2)
        assertError("[1,,2]", "expected a value or ']'", 1, 4)
        assertError("[1,,]", "expected a value or ']'", 1, 4)
        assertError(#"{"a":}"#, "expected a value", 1, 6)
        assertError(#"{"a": ,}"#, "expected a value", 1, 7)
        assertError("}", "expected a value", 1, 1)
        assertError("]", "expected a value", 1, 1)
        assertError("True", "expected a value", 1, 1)
        assertError("[nul]", "expected a value or ']'", 1, 2)
        assertError("undefined", "expected a value", 1, 1)
        assertError("NaN", "expected a value", 1, 1)
        assertError("[Infinity]", "expected a value or ']'", 1, 2)
        assertError("'text'", "strings must use double quotes", 1, 1)
        assertError("[“curly”]", "expected a value or ']'", 1, 2)
    }

    func testBadNumbers() {
        assertError("+1", "a number cannot start with '+'", 1, 1)
        assertError(".5", "a number cannot start with '.'", 1, 1)
        assertError("[01]", "a number cannot start with a leading zero", 1, 2)
        assertError("-00", "a number cannot start with a leading zero", 1, 2)
        assertError("1.", "expected a digit after the decimal point", 1, 3)
        assertError("[1.]", "expected a digit after the decimal point", 1, 4)
        assertError("1.e5", "expected a digit after the decimal point", 1, 3)
        assertError("1e", "expected a digit in the exponent", 1, 3)
        assertError("1e+", "expected a digit in the exponent", 1, 4)
        assertError("[1E-x]", "expected a digit in the exponent", 1, 5)
        assertError("-", "expected a digit after '-'", 1, 2)
        assertError("[-]", "expected a digit after '-'", 1, 3)
        assertError("-Infinity", "expected a digit after '-'", 1, 2)
        assertError("- 1", "expected a digit after '-'", 1, 2)
        assertError("[0x10]", "expected ',' or ']' after an array element", 1, 3)
        assertError("1.5.2", "unexpected content after the JSON value", 1, 4)
    }

    // MARK: - String errors

    func testUnterminatedStrings() {
        assertError(#"["abc"#, "unterminated string", 1, 2)
        assertError("[1,\n  \"abc,\n  \"d\"]", "unterminated string", 2, 3)
        assertError("\"abc\r\"", "unterminated string", 1, 1)
        assertError(#""abc\"#, "unterminated string", 1, 1)
        assertError(#""\u12"#, "unterminated string", 1, 1)
        assertError(#"{"key"#, "unterminated string", 1, 2)
    }

    func testControlCharactersMustBeEscaped() {
        assertError("\"a\tb\"", "control characters in strings must be escaped", 1, 3)
        assertError("[\"é\u{0}\"]", "control characters in strings must be escaped", 1, 5)
        assertError("{\"\u{1F}\": 1}", "control characters in strings must be escaped", 1, 3)
    }

    func testBadEscapes() {
        assertError(#""a\x""#, #"invalid escape sequence '\x' in a string"#, 1, 3)
        assertError(#""\'""#, #"invalid escape sequence '\'' in a string"#, 1, 2)
        assertError("\"\\\u{1}\"", "invalid escape sequence in a string", 1, 2)
        assertError("\"\\é\"", "invalid escape sequence in a string", 1, 2)
        assertError(#""\u12G4""#, #"expected four hex digits after '\u'"#, 1, 2)
        assertError(#""ab\u""#, #"expected four hex digits after '\u'"#, 1, 4)
        assertError(#""\U0041""#, #"invalid escape sequence '\U' in a string"#, 1, 2)
    }

    func testSurrogates() {
        assertError(#""x\ud83d""#, #"unpaired surrogate in a '\u' escape"#, 1, 3)
        assertError(#""x\ud83dz""#, #"unpaired surrogate in a '\u' escape"#, 1, 3)
        assertError(#""\ud83d\n""#, #"unpaired surrogate in a '\u' escape"#, 1, 2)
        assertError(#""\ud83d\ud83d""#, #"unpaired surrogate in a '\u' escape"#, 1, 2)
        assertError(#""\ud83d\u0041""#, #"unpaired surrogate in a '\u' escape"#, 1, 2)
        assertError(#""é\ude00""#, #"unpaired surrogate in a '\u' escape"#, 1, 4)
        assertError(#""\ud83d\uZZZZ""#, #"expected four hex digits after '\u'"#, 1, 8)
    }

    // MARK: - UTF-8

    func testInvalidUTF8IsReportedAtTheOffendingByte() {
        let message = "the file is not valid UTF-8"
        let quote = Array("\"".utf8)
        let cases: [(name: String, bytes: [UInt8])] = [
            ("stray continuation", [0x80]),
            ("overlong two-byte", [0xC0, 0x80]),
            ("overlong two-byte C1", [0xC1, 0xBF]),
            ("overlong three-byte", [0xE0, 0x80, 0x80]),
            ("overlong four-byte", [0xF0, 0x80, 0x80, 0x80]),
            ("encoded surrogate", [0xED, 0xA0, 0x80]),
            ("above U+10FFFF", [0xF4, 0x90, 0x80, 0x80]),
            ("F5 lead", [0xF5, 0x80, 0x80, 0x80]),
            ("FF", [0xFF]),
            ("cut short", [0xE2, 0x82]),
            ("cut short by ASCII", [0xE2, 0x41, 0x41]),
            ("Latin-1 é", [0xE9]),
        ]
        for (name, bad) in cases {
            // In a string, after a valid multi-byte character: "é" is 2 bytes, so the bad byte is at 5.
            assertError(Array("[\"é".utf8) + bad + quote + Array("]".utf8), message, 1, 5, line: #line)
            XCTAssertEqual(errorMessage(Array("[\"é".utf8) + bad + quote + Array("]".utf8)), message, name)
            // In a line comment, a block comment, where a value should be, after the value.
            XCTAssertEqual(errorPosition(Array("// é".utf8) + bad + Array("\n1".utf8)), at(1, 6), name)
            XCTAssertEqual(errorPosition(Array("/*\n é".utf8) + bad + Array("*/ 1".utf8)), at(2, 4), name)
            XCTAssertEqual(errorPosition(Array("[1, ".utf8) + bad + Array("]".utf8)), at(1, 5), name)
            XCTAssertEqual(errorPosition(Array("{\"a\":1".utf8) + bad + Array("}".utf8)), at(1, 7), name)
            XCTAssertEqual(errorPosition(Array("{".utf8) + bad + Array(":1}".utf8)), at(1, 2), name)
            XCTAssertEqual(errorPosition(Array("[]\r\n ".utf8) + bad), at(2, 2), name)
            XCTAssertEqual(errorMessage(Array("[]\r\n ".utf8) + bad), message, name)
        }
        // Valid four-byte and boundary sequences pass.
        XCTAssertNoThrow(
            try read([0x22, 0xF4, 0x8F, 0xBF, 0xBF, 0xEF, 0xBF, 0xBF, 0xED, 0x9F, 0xBF, 0xC2, 0x80, 0x22]))
    }

    private func errorPosition(_ bytes: [UInt8]) -> SourcePosition? {
        guard case .failure(let error) = JSONReader.read(bytes) else { return nil }
        XCTAssertEqual(error.message, "the file is not valid UTF-8")
        return error.position
    }

    private func errorMessage(_ bytes: [UInt8]) -> String? {
        guard case .failure(let error) = JSONReader.read(bytes) else { return nil }
        return error.message
    }

    // MARK: - Structure errors

    func testObjectErrors() {
        assertError("{,}", "expected a string key or '}'", 1, 2)
        assertError(#"{"a":1,,}"#, "expected a string key or '}'", 1, 8)
        assertError("{a: 1}", "expected a string key or '}'", 1, 2)
        assertError("{1: 1}", "expected a string key or '}'", 1, 2)
        assertError("{'a': 1}", "strings must use double quotes", 1, 2)
        assertError(#"{"a" 1}"#, "expected ':' after an object key", 1, 6)
        assertError(#"{"a" = 1}"#, "expected ':' after an object key", 1, 6)
        assertError(#"{"a": 1 "b": 2}"#, "expected ',' or '}' after an object member", 1, 9)
        assertError(#"{"a": 1]"#, "expected ',' or '}' after an object member", 1, 8)
        assertError("{\n  \"a\": [1, 2},\n}", "expected ',' or ']' after an array element", 2, 13)
        assertError("[1 2]", "expected ',' or ']' after an array element", 1, 4)
        assertError("[1}", "expected ',' or ']' after an array element", 1, 3)
        assertError("[1:2]", "expected ',' or ']' after an array element", 1, 3)
    }

    func testUnterminatedContainersPointAtTheirOpeningBracket() {
        assertError("[", "unterminated array", 1, 1)
        assertError("[1", "unterminated array", 1, 1)
        assertError("[1,", "unterminated array", 1, 1)
        assertError("[1, // more\n", "unterminated array", 1, 1)
        assertError("{", "unterminated object", 1, 1)
        assertError(#"{"a""#, "unterminated object", 1, 1)
        assertError(#"{"a":"#, "unterminated object", 1, 1)
        assertError(#"{"a":1"#, "unterminated object", 1, 1)
        assertError(#"{"a":1,"#, "unterminated object", 1, 1)
        assertError("{\n  \"list\": [\n    {\"a\": [1]}\n", "unterminated array", 2, 11)
    }

    // MARK: - Depth

    func testNestingUpToTheLimitIsAccepted() throws {
        let depth = JSONReader.maximumDepth
        var node = try read(String(repeating: "[", count: depth) + String(repeating: "]", count: depth))
        var levels = 1
        while case .array(let children) = node.value, let child = children.first {
            node = child
            levels += 1
        }
        XCTAssertEqual(levels, depth)

        let objects = String(repeating: #"{"a":"#, count: depth - 1) + "{}" + String(repeating: "}", count: depth - 1)
        XCTAssertNoThrow(try read(objects))
    }

    func testNestingBeyondTheLimitIsAnErrorAtTheBracket() {
        let depth = JSONReader.maximumDepth
        XCTAssertEqual(depth, 256)
        assertError(
            String(repeating: "[", count: depth + 1) + String(repeating: "]", count: depth + 1),
            "nesting is deeper than 256 levels", 1, depth + 1)
        assertError(
            String(repeating: #"{"a":"#, count: depth) + "[]" + String(repeating: "}", count: depth),
            "nesting is deeper than 256 levels", 1, 5 * depth + 1)
        // Far deeper input fails just as fast, and without touching the call stack.
        assertError(String(repeating: "[", count: 1_000_000), "nesting is deeper than 256 levels", 1, depth + 1)
        assertError(
            "\n" + String(repeating: "[{\"k\":", count: 200), "nesting is deeper than 256 levels", 2, 6 * 128 + 1)
    }

    func testWideAndDeepSiblingsStayWithinTheLimit() throws {
        // The depth counts open brackets, not brackets seen: many closed siblings are fine.
        let sibling = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let text = "[" + Array(repeating: sibling, count: 50).joined(separator: ",") + "]"
        XCTAssertEqual(try elements(read(text)).count, 50)
    }

    // MARK: - Size and robustness

    func testAMillionElementArray() throws {
        var bytes: [UInt8] = [ASCII.openBracket]
        bytes.reserveCapacity(2_000_001)
        for _ in 0..<1_000_000 {
            bytes.append(ASCII.zero)
            bytes.append(ASCII.comma)
        }
        bytes[bytes.count - 1] = ASCII.closeBracket
        let root = try elements(read(bytes))
        XCTAssertEqual(root.count, 1_000_000)
        XCTAssertEqual(root.last?.position, at(1, 2_000_000))
    }

    func testLongStringsAndManyEscapes() throws {
        let plain = String(repeating: "abcdé", count: 100_000)
        XCTAssertEqual(try read("\"\(plain)\"").value, .string(plain))
        let escaped = String(repeating: #"\n\u00e9\ud83d\ude00x"#, count: 50_000)
        XCTAssertEqual(try read("\"\(escaped)\"").value, .string(String(repeating: "\né😀x", count: 50_000)))
    }

    func testRandomMutationsNeverCrash() {
        let seed = """
            \u{FEFF}// A Parse schema export, with the relaxations the docs use.
            {
              "results": [
                {
                  "className": "Recipe_é€😀",
                  "fields": {
                    "objectId": {"type": "String"},
                    "servings": {"type": "Number", "required": true, "defaultValue": -1.5e+2},
                    "tags": {"type": "Array", "defaultValue": ["a\\"b", "\\u00e9\\ud83d\\ude00", null, false,]},
                    /* block
                       comment */ "author": {"type": "Pointer", "targetClass": "_User"},
                  },
                  "classLevelPermissions": {"find": {"*": true}, "count": {}, "get": {"requiresAuthentication": true}}
                },
              ]
            }\r\n
            """
        let original = Array(seed.utf8)
        XCTAssertNoThrow(try read(original))
        var random = SeededRandom(seed: 0x5EED_1234)
        let interesting: [UInt8] =
            Array("[]{}\",:/*\\-0123456789.eE+tfnu \n\r\t".utf8) + [0x00, 0x80, 0xC3, 0xE2, 0xF0, 0xFF, 0xED]
        var failures = 0
        for _ in 0..<4_000 {
            var bytes = original
            for _ in 0...random.below(4) {
                let offset = random.below(bytes.count + 1)
                let byte =
                    random.below(2) == 0
                    ? interesting[random.below(interesting.count)]
                    : UInt8(truncatingIfNeeded: random.below(256))
                switch random.below(4) {
                case 0 where offset < bytes.count: bytes[offset] = byte
                case 1: bytes.insert(byte, at: offset)
                case 2 where offset < bytes.count: bytes.remove(at: offset)
                default: bytes.removeSubrange(offset...)
                }
            }
            if case .failure(let error) = JSONReader.read(bytes) {
                failures += 1
                XCTAssertGreaterThanOrEqual(error.position.line, 1)
                XCTAssertGreaterThanOrEqual(error.position.column, 1)
                XCTAssertLessThanOrEqual(error.position.column, bytes.count + 1)
                XCTAssertFalse(error.message.isEmpty)
            }
        }
        // Most mutations break the document; the loop must have exercised the error paths.
        XCTAssertGreaterThan(failures, 2_000)
    }
}

extension JSONValue {
    fileprivate var firstElement: JSONValue? {
        guard case .array(let elements) = self else { return nil }
        return elements.first?.value
    }
}
