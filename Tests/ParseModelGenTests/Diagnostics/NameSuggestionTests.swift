import XCTest

@testable import ParseSchema

/// The one "did you mean" every stage uses.
final class NameSuggestionTests: XCTestCase {
    func testTyposCaseAndSwapsAreFound() {
        XCTAssertEqual(
            NameSuggestion.closest(to: "genrate", among: ["generate", "validate", "pull", "diff"]), "generate")
        XCTAssertEqual(
            NameSuggestion.closest(to: "--acces-level", among: ["--output", "--access-level"]), "--access-level")
        XCTAssertEqual(NameSuggestion.closest(to: "Mesage", among: ["Message", "Room"]), "Message")
        XCTAssertEqual(NameSuggestion.closest(to: "MESSAGE", among: ["Message"]), "Message")
        XCTAssertEqual(
            NameSuggestion.closest(to: "Mesasge", among: ["Message"]), "Message", "a swap of neighbours is one edit")
        XCTAssertEqual(NameSuggestion.closest(to: "dif", among: ["diff", "pull"]), "diff")
    }

    func testFarOrShortNamesSuggestNothing() {
        XCTAssertNil(NameSuggestion.closest(to: "Invoice", among: ["Message", "Room", "_User"]))
        XCTAssertNil(
            NameSuggestion.closest(to: "-x", among: ["-o", "-q", "-h"]),
            "one letter away from a one-letter option is no evidence")
        XCTAssertEqual(NameSuggestion.closest(to: "-O", among: ["-o", "-q"]), "-o", "case alone is")
        XCTAssertNil(NameSuggestion.closest(to: "anything", among: []))
    }

    func testClosestWinsAndTiesGoToTheEarlierCandidate() {
        XCTAssertEqual(NameSuggestion.closest(to: "Rooms", among: ["Rome", "Room"]), "Room")
        XCTAssertEqual(NameSuggestion.closest(to: "cat", among: ["bat", "hat"]), "bat")
    }

    func testOtherSpellingsAndTheLeadingUnderscoreLeadToTheParseName() {
        let fields = [
            NameSuggestion.Candidate("edit_count", otherSpellings: ["editCount"]), NameSuggestion.Candidate("title"),
        ]
        XCTAssertEqual(
            NameSuggestion.closestMatch(to: "editCount", among: fields),
            NameSuggestion.Match(name: "edit_count", matchedSpelling: "editCount"))
        XCTAssertEqual(
            NameSuggestion.closestMatch(to: "edit_cont", among: fields),
            NameSuggestion.Match(name: "edit_count", matchedSpelling: nil))
        let classes = [NameSuggestion.Candidate("_Role"), NameSuggestion.Candidate("_User", otherSpellings: ["User"])]
        XCTAssertEqual(
            NameSuggestion.closestMatch(to: "User", among: classes)?.hint(),
            "did you mean '_User'? 'User' is its Swift name")
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
        XCTAssertNil(
            distance(String(repeating: "a", count: 10_000), "b", 3),
            "a long text against a short name is refused at once")
    }
}

/// The bounded search finds what comparing every name along the whole table finds, and its work per name
/// does not grow with the number of names nor with the square of a name's length.
final class NameSuggestionScalingTests: XCTestCase {
    /// The optimal-string-alignment distance, the whole table, no limit: the reference.
    private func fullDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }

    /// Every spelling compared in full: the closest within the allowed distance, the earliest on a tie.
    private func reference(_ typed: String, _ candidates: [NameSuggestion.Candidate]) -> NameSuggestion.Match? {
        let query = Array(typed.lowercased().unicodeScalars)
        let limit = NameSuggestion.allowedDistance(forLength: query.count)
        var best: (Int, NameSuggestion.Match)?
        for candidate in candidates {
            var spellings: [(String, String?)] = [(candidate.name, nil)] + candidate.otherSpellings.map { ($0, $0) }
            if candidate.name.hasPrefix("_") { spellings.append((String(candidate.name.dropFirst()), nil)) }
            for (text, other) in spellings {
                let distance = fullDistance(query, Array(text.lowercased().unicodeScalars))
                if distance <= limit, distance < (best?.0 ?? Int.max) {
                    best = (distance, NameSuggestion.Match(name: candidate.name, matchedSpelling: other))
                }
            }
        }
        return best?.1
    }

    func testTheIndexFindsWhatComparingEveryNameFinds() {
        var random = SeededRandom(seed: 24)
        let letters = Array("abcAB_1é")
        func word(_ length: Int) -> String { String((0..<length).map { _ in letters[random.below(letters.count)] }) }
        func mutate(_ text: String) -> String {
            var scalars = Array(text)
            for _ in 0..<(1 + random.below(3)) {
                let position = scalars.isEmpty ? 0 : random.below(scalars.count)
                switch random.below(4) {
                case 0 where !scalars.isEmpty: scalars.remove(at: position)
                case 1: scalars.insert(letters[random.below(letters.count)], at: position)
                case 2 where position + 1 < scalars.count: scalars.swapAt(position, position + 1)
                default: if !scalars.isEmpty { scalars[position] = letters[random.below(letters.count)] }
                }
            }
            return String(scalars)
        }
        for round in 0..<300 {
            let candidates = (0..<(1 + random.below(30))).map { _ in
                NameSuggestion.Candidate(
                    (random.below(4) == 0 ? "_" : "") + word(1 + random.below(12)),
                    otherSpellings: random.below(3) == 0 ? [word(1 + random.below(12))] : [])
            }
            let index = NameSuggestion.Index(candidates)
            for _ in 0..<20 {
                let source = candidates[random.below(candidates.count)]
                let typed =
                    random.below(5) == 0
                    ? word(1 + random.below(14)) : mutate(source.otherSpellings.first ?? source.name)
                XCTAssertEqual(
                    index.closestMatch(to: typed), reference(typed, candidates),
                    "round \(round): '\(typed)' among \(candidates.map(\.name))")
            }
        }
    }

    func testEveryOneEditTypoOfAWideClassIsFoundWithoutComparingNames() {
        let fields = (0..<8000).map { NameSuggestion.Candidate(String(format: "field_%05d", $0)) }
        let index = NameSuggestion.Index(fields)
        var work = 0
        for number in stride(from: 0, to: 8000, by: 7) {
            let name = String(format: "field_%05d", number)
            // A dropped letter, a swap and a wrong letter: each one edit from its field and no other.
            for typo in [
                name.replacingOccurrences(of: "field", with: "feld"),
                name.replacingOccurrences(of: "field", with: "fiedl"),
                name.replacingOccurrences(of: "field", with: "fielt"),
            ] {
                XCTAssertEqual(index.closestMatch(to: typo, work: &work)?.name, name)
            }
        }
        XCTAssertEqual(work, 0, "one edit away is looked up, not searched for")
    }

    func testWorkPerNameIsBoundedWhateverTheNumberOfNames() {
        let fields = (0..<20000).map { NameSuggestion.Candidate(String(format: "field_%05d", $0)) }
        let index = NameSuggestion.Index(fields)
        let limit = NameSuggestion.allowedDistance(forLength: 11)
        for typed in ["zzzzz_99999", "f1e2l3d4_00", "field_0000000"] {
            var work = 0
            _ = index.closestMatch(to: typed, work: &work)
            XCTAssertGreaterThan(work, 0)
            XCTAssertLessThanOrEqual(
                work, NameSuggestion.Index.allowedWork(length: 13, limit: limit) + 2 * 13 * (2 * limit + 1), typed)
        }
    }

    func testALongNameIsComparedAlongTheBandOnly() {
        let long = Array(String(repeating: "abcdefgh", count: 4000).unicodeScalars)
        var typo = long
        typo[16000] = "z"
        typo.swapAt(100, 101)
        var work = 0
        XCTAssertEqual(NameSuggestion.distance(long, typo, atMost: NameSuggestion.maximumDistance, work: &work), 2)
        XCTAssertLessThanOrEqual(work, long.count * (2 * NameSuggestion.maximumDistance + 1))
        XCTAssertEqual(NameSuggestion.allowedDistance(forLength: long.count), NameSuggestion.maximumDistance)
        // Two edits away: past the one-edit lookup, found by the banded comparison.
        let index = NameSuggestion.Index([
            NameSuggestion.Candidate("Other"), NameSuggestion.Candidate(String(String.UnicodeScalarView(long))),
        ])
        XCTAssertEqual(index.closestMatch(to: String(String.UnicodeScalarView(typo)))?.name.count, long.count)
    }
}
