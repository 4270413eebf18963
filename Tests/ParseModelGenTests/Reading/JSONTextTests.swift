import XCTest

@testable import ParseSchema
@testable import ParseServerSync

/// One JSON string escaper serves the one-line text (doc comments, diagnostics) and the pulled files.
final class JSONTextTests: XCTestCase {
    private let tricky = "q\"b\\n\nr\rt\tbs\u{08}ff\u{0C}nul\u{0}esc\u{1B}é"

    func testOneLineTextEscapesEveryControlCharacterAsUnicode() throws {
        let node = try JSONReader.read(Array(#"{"z": 1, "a": "q\"b\\n\nr\rt\tbs\bff\fnul\u0000esc\u001bé"}"#.utf8))
            .get()
        XCTAssertEqual(JSONText.compact(node), #"{"a": "q\"b\\n\nr\rt\tbs\u0008ff\u000cnul\u0000esc\u001bé", "z": 1}"#)
    }

    func testPulledFilesUseTheShortFormsForBackspaceAndFormFeed() {
        XCTAssertEqual(CanonicalJSON.compact(.string(tricky)), #""q\"b\\n\nr\rt\tbs\bff\fnul\u0000esc\u001bé""#)
        var text = ""
        JSONText.appendQuoted(tricky, to: &text)
        XCTAssertEqual(text, #""q\"b\\n\nr\rt\tbs\u0008ff\u000cnul\u0000esc\u001bé""#)
    }
}
