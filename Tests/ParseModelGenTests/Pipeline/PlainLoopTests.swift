import XCTest

@testable import ParseSchema

/// The hand-written loops that replace generic library calls for the debug build the build plugin runs
/// (Benchmarks/RESULTS.md, "The build plugin's own cost") must answer exactly as the calls they replace.
final class PlainLoopTests: XCTestCase {
    /// Near misses of every reserved word: other cases, one byte more or less, and non-ASCII look-alikes.
    private var candidateNames: [String] {
        var names = [
            "", "a", "_", "__", "x", "value", "Value", "typeValue", "é", "self\u{301}", "ín", "😀", "\u{7F}",
            String(repeating: "a", count: 31), String(repeating: "a", count: 32), String(repeating: "a", count: 64),
        ]
        for word in SwiftKeywords.reserved {
            names += [
                word, word.uppercased(), word.lowercased(), word.capitalized, word + "s", "_" + word,
                String(word.dropLast()), String(word.dropFirst()),
            ]
        }
        return names
    }

    func testReservedWordCheckAgreesWithTheSet() {
        for name in candidateNames {
            XCTAssertEqual(SwiftKeywords.isReserved(name), SwiftKeywords.reserved.contains(name), name.debugDescription)
        }
    }

    func testListLookupAgreesWithContains() {
        let lists: [[String]] = [
            [], ["id"], ["id", "className"], SchemaValidator.keysDroppedBySDK, Array(SwiftKeywords.reserved),
        ]
        for list in lists {
            for name in candidateNames + list {
                XCTAssertEqual(list.holds(name), list.contains(name), "\(name.debugDescription) in \(list)")
            }
        }
    }

    func testIndexArrayCountsUp() {
        for count in 0...40 {
            XCTAssertEqual([Int](upTo: count), Array(0..<count))
        }
    }

    func testByteOverloadsSeeTheSameBytesAsTheGenericOne() {
        for name in candidateNames {
            var seen: [UInt8] = []
            withUTF8Bytes(of: name) { (bytes: UnsafeBufferPointer<UInt8>) in seen = Array(bytes) }
            XCTAssertEqual(seen, Array(name.utf8), name.debugDescription)
            XCTAssertEqual(
                withUTF8Bytes(of: name) { (bytes: UnsafeBufferPointer<UInt8>) -> Bool in
                    Array(bytes) == Array(name.utf8)
                }, true)
            XCTAssertEqual(
                withUTF8Bytes(of: name) { (bytes: UnsafeBufferPointer<UInt8>) -> Int in bytes.count }, name.utf8.count)
        }
    }

    func testParseNameRuleAgreesWithItsDefinition() {
        let isLetter = { (scalar: Unicode.Scalar) in ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) }
        let isDigit = { (scalar: Unicode.Scalar) in ("0"..."9").contains(scalar) }
        for name in candidateNames + ["a1", "a_1", "1a", "_a", "a-b", "a b", "Ab9_", "aé"] {
            let scalars = Array(name.unicodeScalars)
            let expected =
                !scalars.isEmpty && isLetter(scalars[0])
                && scalars.allSatisfy { isLetter($0) || isDigit($0) || $0 == "_" }
            XCTAssertEqual(SchemaValidator.isValidName(name), expected, name.debugDescription)
        }
    }

    func testLowerCamelKeepsNamesThatAreAlreadyLowerCamel() {
        for name in ["title", "publishingYear", "a", "x1", "iOS", "url2Link"] {
            XCTAssertEqual(NameConversion.lowerCamel(name), name)
        }
        for (name, converted) in [("Title", "title"), ("a_b", "aB"), ("é_x", "éX")] {
            XCTAssertEqual(NameConversion.lowerCamel(name), converted)
        }
    }
}
