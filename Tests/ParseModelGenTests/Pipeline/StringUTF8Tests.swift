import XCTest

@testable import ParseSchema

/// `utf8Precedes` compares storage with `memcmp`; it must order exactly as UTF-8 bytes do.
final class StringUTF8Tests: XCTestCase {
    func testAgreesWithTheByteOrderOnEdgeCases() {
        let names = [
            "", "a", "A", "_", "ab", "abc", "abd", "Ab", "a b", "title", "titles", "title2", "Title",
            "é", "e\u{301}", "ß", "😀", "z", "\u{7F}", "\u{80}", String(repeating: "x", count: 15),
            String(repeating: "x", count: 16), String(repeating: "x", count: 40) + "a",
            String(repeating: "x", count: 40) + "b",
        ]
        for lhs in names {
            for rhs in names {
                XCTAssertEqual(
                    lhs.utf8Precedes(rhs), lhs.utf8.lexicographicallyPrecedes(rhs.utf8),
                    "\(lhs.debugDescription) < \(rhs.debugDescription)")
            }
        }
    }

    func testSortsRandomNamesAsTheByteOrderDoes() {
        var generator = SystemRandomNumberGenerator()
        let alphabet = Array("aAbB_09zZ€é😀 ".unicodeScalars)
        for _ in 0..<200 {
            let names = (0..<30).map { _ in
                String(
                    String.UnicodeScalarView(
                        (0..<Int.random(in: 0...24, using: &generator)).map { _ in
                            alphabet.randomElement(using: &generator)!
                        }))
            }
            XCTAssertEqual(
                names.sorted { $0.utf8Precedes($1) }, names.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
        }
    }
}
