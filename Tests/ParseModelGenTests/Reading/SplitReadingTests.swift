import XCTest

@testable import ParseSchema

/// A large schema file's main list is parsed on every core; the tree and every error must be exactly
/// the ones a parse in one piece gives.
final class SplitReadingTests: XCTestCase {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    /// Reads `input` both ways; returns whether the split was taken.
    @discardableResult
    private func assertSameAsOnePiece(
        _ input: [UInt8], _ message: String = "", file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        let whole = JSONReader.read(input)
        XCTAssertEqual(SchemaFileReader.read(input, parallelFrom: 0), whole, message, file: file, line: line)
        guard let split = SchemaFileReader.readSplit(input) else { return false }
        XCTAssertEqual(Result.success(split), whole, "the split was taken: \(message)", file: file, line: line)
        return true
    }

    func testTheListsOfSchemaFilesAreSplit() throws {
        let documents = [
            #"{"results": [{"className": "A"}, {"className": "B"}]}"#,
            "[\n  {\"className\": \"A\"},\r\n  {\"className\": \"B\"},\r  {\"className\": \"C\"},\n]",
            "\u{FEFF}// an export\n{\"note\": \"[not, a, list]\", \"classes\": [1, [2, 3], {\"a\": [4]}], \"more\": [5, 6, 7, 8]}",
            "{\"a\": [1, 2], \"b\": {\"c\": [3, 4, 5]}}",
            "[ /* one, */ 1 , // two ]\n 2 /* \" */ ]",
            "{\"a\": [1, 2], \"a\": [3, 4],}",
        ]
        for document in documents {
            XCTAssertTrue(assertSameAsOnePiece(bytes(document), document), document)
        }
        // The longest member list is the one split, and positions inside it are the document's.
        let root = try SchemaFileReader.readSplit(bytes(documents[2])).map { try XCTUnwrap($0) }
        XCTAssertEqual(root, try JSONReader.read(bytes(documents[2])).get())
    }

    func testNothingToSplit() {
        for document in [
            "{\"className\": \"A\", \"fields\": {}}", "[]", "[1]", "[[1, 2], [3, 4]]", "\"[1, 2]\"",
            "{\"a\": {\"b\": [1, 2]}}",
        ] {
            let bytes = bytes(document)
            if document == "[[1, 2], [3, 4]]" {
                XCTAssertTrue(assertSameAsOnePiece(bytes, document), "the outer list is split, not the inner ones")
            } else {
                XCTAssertFalse(assertSameAsOnePiece(bytes, document), document)
            }
        }
    }

    func testErrorsAreTheOnesOfAParseInOnePiece() {
        let documents = [
            "[1, 2,, 3]", "[, 1, 2]", "[1, 2,,]", "[1 2, 3]", "[1, 2} ", "{\"a\": [1, 2]", "[1, \"two\n\", 3]",
            "[1, 2] 3", "{\"a\" [1, 2]}", "[1, {\"b\": tru}, 3]", "[1, /* open, 2]", "[1, 2, 03]", "[1, / 2]",
            "[1, \"\\q\", 2]", "[1, 2]]", "]", "[1, 2, [3, 4}, 5]",
        ]
        for document in documents {
            XCTAssertFalse(assertSameAsOnePiece(bytes(document), document), document)
        }
        // Invalid UTF-8 inside an element, and in a comment after a trailing comma, which no element holds.
        XCTAssertFalse(assertSameAsOnePiece(bytes("[1, \"") + [0xFF] + bytes("\", 2]")))
        XCTAssertFalse(assertSameAsOnePiece(bytes("[1, 2, // ") + [0xFF] + bytes("\n]")))
        XCTAssertTrue(assertSameAsOnePiece(bytes("[1, 2, // \u{E9}\r\n /* */]")))
    }

    func testTheDepthLimitCountsTheContainersAroundTheList() {
        let limit = JSONReader.maximumDepth
        for extra in -1...1 {
            // The document's object and the list hold two levels; each element adds its own.
            let element =
                String(repeating: "[", count: limit - 2 + extra) + String(repeating: "]", count: limit - 2 + extra)
            let document = "{\"results\": [1, \(element), 2]}"
            let whole = JSONReader.read(bytes(document))
            XCTAssertEqual(SchemaFileReader.read(bytes(document), parallelFrom: 0), whole, "extra \(extra)")
            if case .success = whole { XCTAssertLessThanOrEqual(extra, 0) } else { XCTAssertEqual(extra, 1) }
        }
    }

    /// Random documents shaped like schema files, with every kind of trivia, then the same documents
    /// with one byte changed.
    func testRandomDocumentsAndTheirMutations() {
        var random = SeededRandom(seed: 14)
        var splits = 0
        for round in 0..<1000 {
            var document = random.oneIn(5) ? "\u{FEFF}" : ""
            let list = (0..<(1 + random.below(6))).map { _ in value(depth: 0, &random) }
            let listText =
                "[" + trivia(&random) + list.joined(separator: "," + trivia(&random)) + (random.oneIn(3) ? "," : "")
                + trivia(&random) + "]"
            if random.oneIn(3) {
                document += trivia(&random) + listText + trivia(&random)
            } else {
                document +=
                    "{" + trivia(&random) + "\"head\": " + value(depth: 1, &random) + ", \"results\":" + trivia(&random)
                    + listText
                    + ", \"tail\": [1, 2]" + trivia(&random) + "}"
            }
            let input = bytes(document)
            if assertSameAsOnePiece(input, "round \(round): \(document)") { splits += 1 }
            for _ in 0..<5 {
                var mutated = input
                let position = random.below(mutated.count)
                switch random.below(3) {
                case 0: mutated.remove(at: position)
                case 1: mutated.insert(random.pick(Array(",[]{}\"\\/*\n\r :1a".utf8)), at: position)
                default: mutated[position] = random.pick(Array(",[]{}\"\\/*\n\r :1a".utf8) + [0xC3, 0xFF])
                }
                assertSameAsOnePiece(mutated, "round \(round), mutated at \(position)")
            }
        }
        // The test means something only if most valid documents were split.
        XCTAssertGreaterThan(splits, 500)
    }

    private func trivia(_ random: inout SeededRandom) -> String {
        random.pick([
            "", " ", "\n  ", "\r\n\t", "\r", " // a comment, with ] and \" \n", " /* a [block]\n comment */ ", "/**/",
        ])
    }

    private func value(depth: Int, _ random: inout SeededRandom) -> String {
        switch depth > 3 ? random.below(4) : random.below(7) {
        case 0: return random.pick(["true", "false", "null"])
        case 1: return random.pick(["0", "-12.5e3", "7"])
        case 2:
            return random.pick(["\"plain\"", "\"with \\\" quote, ] and [\"", "\"\\\\\"", "\"é \\u00e9 //\"", "\"\""])
        case 3: return "\"s\(random.below(100))\""
        case 4, 5:
            let members = (0..<random.below(4)).map {
                "\"k\($0)\"" + trivia(&random) + ":" + value(depth: depth + 1, &random)
            }
            return "{" + members.joined(separator: "," + trivia(&random)) + "}"
        default:
            let elements = (0..<random.below(4)).map { _ in value(depth: depth + 1, &random) }
            return "[" + elements.joined(separator: ", ") + "]"
        }
    }
}
