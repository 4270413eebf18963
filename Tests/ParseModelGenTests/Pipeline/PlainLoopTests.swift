import XCTest

@testable import ParseModelGenerator
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

    func testSwiftIdentifierRuleAgreesWithItsDefinition() {
        for name in candidateNames + ["a1", "a_1", "1a", "_a", "a-b", "a b", "Ab9_", "aé", "a.b"] {
            let bytes = Array(name.utf8)
            let isIdentifierByte = { (byte: UInt8) in
                (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
                    || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "_")
            }
            let expected =
                !bytes.isEmpty && !(UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[0])
                && bytes.allSatisfy(isIdentifierByte)
            XCTAssertEqual(SwiftKeywords.isPlainIdentifier(name), expected, name.debugDescription)
        }
    }

    /// A one-word name skips the split into words; it must come out as the same name behind an underscore does.
    func testOneWordUpperCamelAgreesWithTheSplitOne() {
        for name in candidateNames + ["averageStars", "URL", "éclair", "ñame", "1st", "a.b"] where !name.isEmpty {
            guard !name.contains("_") else { continue }
            XCTAssertEqual(
                NameConversion.upperCamel(name), NameConversion.upperCamel("_" + name), name.debugDescription)
        }
    }

    /// The doc comments' fast path writes a paragraph as it is only where the general path would keep it so, and
    /// takes every line of printable ASCII that does not end in a space.
    func testPlainCommentLinesAreWhatTheGeneralPathKeeps() {
        let texts =
            candidateNames + [
                "Plain words.", "ends with a space ", " starts with one", "tab\there", "line\nbreak", "bidi \u{202E}x",
                "emoji 😀", "quote \" and */ end", "\u{7F}",
            ]
        for text in texts where SwiftText.isPlainCommentLine(text) {
            XCTAssertEqual(SwiftText.docCommentTexts([text]), [text], text.debugDescription)
        }
        for text in ["Plain words.", " starts with one", "quote \" and */ end", "a"] {
            XCTAssertTrue(SwiftText.isPlainCommentLine(text), text.debugDescription)
        }
        for text in ["", "ends with a space ", "tab\there", "line\nbreak", "emoji 😀"] {
            XCTAssertFalse(SwiftText.isPlainCommentLine(text), text.debugDescription)
        }
    }
}
