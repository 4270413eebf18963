@testable import ParseModelGen
import XCTest

/// The one "did you mean" every stage uses.
final class NameSuggestionTests: XCTestCase {
    func testTyposCaseAndSwapsAreFound() {
        XCTAssertEqual(NameSuggestion.closest(to: "genrate", among: ["generate", "validate", "pull", "diff"]), "generate")
        XCTAssertEqual(NameSuggestion.closest(to: "--acces-level", among: ["--output", "--access-level"]), "--access-level")
        XCTAssertEqual(NameSuggestion.closest(to: "Mesage", among: ["Message", "Room"]), "Message")
        XCTAssertEqual(NameSuggestion.closest(to: "MESSAGE", among: ["Message"]), "Message")
        XCTAssertEqual(NameSuggestion.closest(to: "Mesasge", among: ["Message"]), "Message", "a swap of neighbours is one edit")
        XCTAssertEqual(NameSuggestion.closest(to: "dif", among: ["diff", "pull"]), "diff")
    }

    func testFarOrShortNamesSuggestNothing() {
        XCTAssertNil(NameSuggestion.closest(to: "Invoice", among: ["Message", "Room", "_User"]))
        XCTAssertNil(NameSuggestion.closest(to: "-x", among: ["-o", "-q", "-h"]), "one letter away from a one-letter option is no evidence")
        XCTAssertEqual(NameSuggestion.closest(to: "-O", among: ["-o", "-q"]), "-o", "case alone is")
        XCTAssertNil(NameSuggestion.closest(to: "anything", among: []))
    }

    func testClosestWinsAndTiesGoToTheEarlierCandidate() {
        XCTAssertEqual(NameSuggestion.closest(to: "Rooms", among: ["Rome", "Room"]), "Room")
        XCTAssertEqual(NameSuggestion.closest(to: "cat", among: ["bat", "hat"]), "bat")
    }

    func testOtherSpellingsAndTheLeadingUnderscoreLeadToTheParseName() {
        let fields = [NameSuggestion.Candidate("edit_count", otherSpellings: ["editCount"]), NameSuggestion.Candidate("title")]
        XCTAssertEqual(NameSuggestion.closestMatch(to: "editCount", among: fields),
                       NameSuggestion.Match(name: "edit_count", matchedSpelling: "editCount"))
        XCTAssertEqual(NameSuggestion.closestMatch(to: "edit_cont", among: fields), NameSuggestion.Match(name: "edit_count", matchedSpelling: nil))
        let classes = [NameSuggestion.Candidate("_Role"), NameSuggestion.Candidate("_User", otherSpellings: ["User"])]
        XCTAssertEqual(NameSuggestion.closestMatch(to: "User", among: classes)?.hint(), "did you mean '_User'? 'User' is its Swift name")
        XCTAssertEqual(NameSuggestion.closestMatch(to: "role", among: classes)?.hint(), "did you mean '_Role'?")
    }

    func testDistanceStopsAtTheLimit() {
        func distance(_ a: String, _ b: String, _ limit: Int) -> Int? {
            NameSuggestion.distance(Array(a.unicodeScalars), Array(b.unicodeScalars), atMost: limit)
        }
        XCTAssertEqual(distance("kitten", "sitting", 3), 3)
        XCTAssertNil(distance("kitten", "sitting", 2))
        XCTAssertEqual(distance("", "ab", 2), 2)
        XCTAssertEqual(distance("ab", "ba", 1), 1)
        XCTAssertNil(distance(String(repeating: "a", count: 10_000), "b", 3), "a long text against a short name is refused at once")
    }
}
