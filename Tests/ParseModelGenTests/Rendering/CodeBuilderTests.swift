import XCTest

@testable import ParseModelGenerator

/// The byte buffer and the line builder that every generated file goes through.
final class CodeBuilderTests: XCTestCase {
    /// Random pieces of every kind, through many doublings from the smallest capacity, give the same
    /// text as joining them as strings.
    func testBytesMatchJoinedStringsAcrossGrowth() {
        var random = SeededRandom(seed: 14)
        let words = [
            "", "a", "let ", "Ünïcödé ", "🙂", String(repeating: "x", count: 40),
            String(repeating: "long piece ", count: 300),
        ]
        let bytes = UTF8Bytes(capacity: 1)
        var expected = ""
        for _ in 0..<2_000 {
            switch random.below(4) {
            case 0:
                let word = random.pick(words)
                bytes.append(word)
                expected += word
            case 1:
                bytes.append("static ")
                expected += "static "
            case 2:
                let count = random.below(9)
                bytes.append(UInt8(ascii: " "), count: count)
                expected += String(repeating: " ", count: count)
            default:
                bytes.append(UInt8(ascii: "\n"))
                expected += "\n"
            }
            XCTAssertEqual(bytes.count, expected.utf8.count)
        }
        XCTAssertEqual(bytes.string, expected)
        XCTAssertEqual(bytes.last, expected.utf8.last)
        bytes.truncate(to: 5)
        XCTAssertEqual(bytes.string, String(decoding: expected.utf8.prefix(5), as: UTF8.self))
        bytes.truncate(to: 0)
        XCTAssertNil(bytes.last)
        XCTAssertEqual(bytes.string, "")
    }

    /// Interpolated text, literals and types land in order, indented; a line whose interpolations are all
    /// empty is a blank line without indentation; `separator()` adds one blank line after text only.
    func testLinesKeepTheirPartsInOrderAndBlankLinesStayBlank() {
        let code = CodeBuilder()
        let empty = ""
        let type = SwiftType.optional(.generic("ParseFieldKey", [.named("Book"), .named("Recipe.Category")]))
        code.block("struct \("Book")") {
            code.line("var key: \(type: type) = \("nil")")
            code.line("\(empty)\(empty)")
            code.separator()
            code.line("let `class` = 1")
            code.separator()
            code.separator()
            code.line(verbatim: "")
        }
        XCTAssertEqual(
            code.text,
            """
            struct Book {
                var key: ParseFieldKey<Book, Recipe.Category>? = nil

                let `class` = 1


            }

            """)
    }

    /// A line kept in place and one that outgrows the room in place, by one byte or by far, spell the same
    /// as the joined strings; reserved identifiers get backticks wherever they are interpolated.
    func testLinesOfEveryLengthSpellTheirPiecesInOrder() {
        var random = SeededRandom(seed: 15)
        let pieces = ["", "a", "Ünïcödé", "🙂", String(repeating: "x", count: 37), "class"]
        for _ in 0..<500 {
            var interpolation = CodeLine.Interpolation(literalCapacity: 0, interpolationCount: 0)
            var expected = ""
            let target = random.below(2 * LineBytes.inlineCapacity + 8)
            while expected.utf8.count < target {
                let piece = random.pick(pieces)
                switch random.below(3) {
                case 0:
                    interpolation.appendLiteral("let ")
                    expected += "let "
                case 1:
                    interpolation.appendInterpolation(piece)
                    expected += piece
                default:
                    interpolation.appendInterpolation(identifier: piece)
                    expected += SwiftText.identifier(piece)
                }
            }
            let code = CodeBuilder()
            code.line(CodeLine(stringInterpolation: interpolation))
            XCTAssertEqual(code.text, expected.isEmpty ? "\n" : expected + "\n")
        }
        var exact = LineBytes()
        exact.append(String(repeating: "y", count: LineBytes.inlineCapacity))
        exact.append(UInt8(ascii: "z"))
        XCTAssertEqual(exact.count, LineBytes.inlineCapacity + 1)
        XCTAssertEqual(
            exact.withRawBytes { String(decoding: $0, as: UTF8.self) },
            String(repeating: "y", count: LineBytes.inlineCapacity) + "z")
    }
}
