import XCTest

@testable import ParseModelGenerator
@testable import ParseSchema

/// Input text reaching identifiers, string literals and comments cannot break out of them.
final class SwiftTextTests: XCTestCase {
    func testIdentifiersGetBackticksOnlyWhenReserved() {
        XCTAssertEqual(SwiftText.identifier("class"), "`class`")
        XCTAssertEqual(SwiftText.identifier("title"), "title")
        XCTAssertEqual(SwiftText.identifier("Type"), "`Type`")
    }

    /// `isReserved` looks words up by first byte and length; it must agree with the set for every word and
    /// near miss, same length and first byte included, and for names longer than any length it tracks.
    func testReservedLookupAgreesWithTheKeywordSet() {
        for word in SwiftKeywords.reserved {
            XCTAssertTrue(SwiftKeywords.isReserved(word), word)
            let sameLengthAndFirstByte = String(word.prefix(1)) + String(repeating: "q", count: word.utf8.count - 1)
            let nearMisses = [
                word + "s", String(word.dropLast()), word.uppercased(), "_" + word, "é" + word, sameLengthAndFirstByte,
                word + String(repeating: "x", count: 40),
            ]
            for nearMiss in nearMisses where !SwiftKeywords.reserved.contains(nearMiss) {
                XCTAssertFalse(SwiftKeywords.isReserved(nearMiss), nearMiss)
            }
        }
        XCTAssertFalse(SwiftKeywords.isReserved(""))
        XCTAssertFalse(SwiftKeywords.isReserved("Élan"))
    }

    func testStringLiteralsEscapeEverythingThatCouldEndThem() {
        XCTAssertEqual(SwiftText.stringLiteral(#"a"b\c"#), #""a\"b\\c""#)
        XCTAssertEqual(SwiftText.stringLiteral("line\nnext\r\0"), #""line\nnext\r\0""#)
        XCTAssertEqual(SwiftText.stringLiteral(#"\(evil)"#), #""\\(evil)""#)
        XCTAssertEqual(SwiftText.stringLiteral("a\u{202E}b\u{200B}c"), #""a\u{202E}b\u{200B}c""#)
        XCTAssertEqual(SwiftText.stringLiteral("Über"), "\"Über\"")
    }

    /// Documentation lines as the builder writes them.
    private func docComment(_ paragraphs: [String]) -> [String] {
        let code = CodeBuilder()
        code.docComment(paragraphs)
        return code.text.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    func testDocCommentsSplitEveryKindOfLineBreak() {
        let text = "one\ntwo\r\nthree\rfour\u{2028}five\u{85}six */ seven"
        XCTAssertEqual(
            docComment([text]), ["/// one", "/// two", "/// three", "/// four", "/// five", "/// six */ seven"])
    }

    func testDocCommentsShowInvisibleCharacters() {
        XCTAssertEqual(docComment(["a\u{202E}b\u{0}c\u{1B}d"]), [#"/// a\u{202E}b\u{0}c\u{1B}d"#])
    }

    func testParagraphsAreSeparatedByAnEmptyCommentLine() {
        XCTAssertEqual(docComment(["first", "second"]), ["/// first", "///", "/// second"])
    }
}
