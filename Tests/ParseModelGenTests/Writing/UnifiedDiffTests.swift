import ParseModelGenerator
import XCTest

/// The unified diff `--check --diff` prints: the format `diff -u` writes, and patches that turn the old text
/// into the new one.
final class UnifiedDiffTests: XCTestCase {
    private func diff(_ old: String, _ new: String, context: Int = 3) -> String {
        UnifiedDiff.make(from: old, to: new, oldLabel: "a/f", newLabel: "b/f", context: context)
    }

    private func numbered(_ range: ClosedRange<Int>) -> String {
        range.map { "line \($0)\n" }.joined()
    }

    func testEqualTextsGiveNothing() {
        XCTAssertEqual(diff("a\nb\n", "a\nb\n"), "")
        XCTAssertEqual(diff("", ""), "")
    }

    func testOneChangedLineWithContext() {
        let old = numbered(1...10)
        let new = old.replacingOccurrences(of: "line 5\n", with: "line five\n")
        XCTAssertEqual(
            diff(old, new),
            """
            --- a/f
            +++ b/f
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +line five
             line 6
             line 7
             line 8

            """)
    }

    func testDistantChangesGetTheirOwnHunksAndCloseOnesShareOne() {
        let old = numbered(1...20)
        let new = old.replacingOccurrences(of: "line 2\n", with: "").replacingOccurrences(
            of: "line 18\n", with: "line 18\nadded\n")
        XCTAssertEqual(
            diff(old, new),
            """
            --- a/f
            +++ b/f
            @@ -1,5 +1,4 @@
             line 1
            -line 2
             line 3
             line 4
             line 5
            @@ -16,5 +15,6 @@
             line 16
             line 17
             line 18
            +added
             line 19
             line 20

            """)
        let close = old.replacingOccurrences(of: "line 5\n", with: "").replacingOccurrences(
            of: "line 11\n", with: "line 11!\n")
        XCTAssertEqual(
            diff(old, close).components(separatedBy: "@@ -").count - 1, 1,
            "six unchanged lines between changes keep one hunk")
    }

    func testAddedAndRemovedFilesAndEmptySides() {
        XCTAssertEqual(diff("", "a\nb\n"), "--- a/f\n+++ b/f\n@@ -0,0 +1,2 @@\n+a\n+b\n")
        XCTAssertEqual(diff("a\n", ""), "--- a/f\n+++ b/f\n@@ -1 +0,0 @@\n-a\n")
        XCTAssertEqual(diff("a\nb\n", "a\nb\nc\n", context: 0), "--- a/f\n+++ b/f\n@@ -2,0 +3 @@\n+c\n")
    }

    func testMissingFinalLineBreakIsMarked() {
        XCTAssertEqual(
            diff("a\nb", "a\nb\n"),
            """
            --- a/f
            +++ b/f
            @@ -1,2 +1,2 @@
             a
            -b
            \\ No newline at end of file
            +b

            """)
        XCTAssertEqual(diff("a\n", "a\nb"), "--- a/f\n+++ b/f\n@@ -1 +1,2 @@\n a\n+b\n\\ No newline at end of file\n")
    }

    func testRemovalsComeBeforeAdditions() {
        XCTAssertEqual(
            diff("x\na\nb\ny\n", "x\nc\nd\ny\n"), "--- a/f\n+++ b/f\n@@ -1,4 +1,4 @@\n x\n-a\n-b\n+c\n+d\n y\n")
    }

    /// Random edits of random texts: applying the printed diff to the old text gives the new one.
    func testPatchesApplyOverRandomEdits() throws {
        var random = SeededRandom(seed: 11)
        for round in 0..<300 {
            let alphabet = ["a", "b", "c", "d", "}", ""]
            let old = (0..<random.below(40)).map { _ in alphabet[random.below(alphabet.count)] }
            var new = old
            for _ in 0..<random.below(8) {
                let position = random.below(new.count + 1)
                switch random.below(3) {
                case 0: new.insert(alphabet[random.below(alphabet.count)], at: position)
                case 1: if position < new.count { new.remove(at: position) }
                default: if position < new.count { new[position] = "changed" }
                }
            }
            let oldText = old.joined(separator: "\n") + (round % 3 == 0 ? "" : "\n")
            let newText = new.joined(separator: "\n") + (round % 5 == 0 ? "" : "\n")
            let context = random.below(4)
            let patch = UnifiedDiff.make(from: oldText, to: newText, oldLabel: "old", newLabel: "new", context: context)
            XCTAssertEqual(try apply(patch, to: oldText), newText, "round \(round), context \(context):\n\(patch)")
        }
    }

    func testLargeFilesWithOneChangeStayFast() throws {
        let old = numbered(1...200_000)
        let new = old.replacingOccurrences(of: "line 100000\n", with: "line 100000 changed\n")
        let patch = diff(old, new)
        XCTAssertTrue(patch.hasPrefix("--- a/f\n+++ b/f\n@@ -99997,7 +99997,7 @@\n"), String(patch.prefix(200)))
        XCTAssertEqual(try apply(patch, to: old), new)
    }

    // MARK: A strict patch applier

    private struct PatchError: Error, CustomStringConvertible {
        var description: String
    }

    /// Applies a unified diff, checking every context and removed line and every hunk header count.
    private func apply(_ patch: String, to text: String) throws -> String {
        if patch.isEmpty { return text }
        var source = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        var sourceEndsWithBreak = true
        if source.last == "" { source.removeLast() } else { sourceEndsWithBreak = false }
        var lines = patch.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        guard lines.removeLast() == "", lines.count >= 2, lines[0].hasPrefix("--- "), lines[1].hasPrefix("+++ ") else {
            throw PatchError(description: "bad header")
        }
        var result: [String] = []
        var resultEndsWithBreak = true
        var consumed = 0
        var index = 2
        while index < lines.count {
            let header = lines[index]
            let numbers = header.split(whereSeparator: { " @,+-".contains($0) }).compactMap { Int($0) }
            guard header.hasPrefix("@@ -"), header.hasSuffix(" @@"), numbers.count >= 2 else {
                throw PatchError(description: "bad hunk \(header)")
            }
            let parts = header.dropFirst(4).dropLast(3).split(separator: " ")
            func range(_ part: Substring) -> (start: Int, count: Int) {
                let values = part.split(separator: ",").compactMap { Int($0) }
                return (values[0], values.count > 1 ? values[1] : 1)
            }
            let oldRange = range(parts[0])
            let newRange = range(parts[1].dropFirst())
            let start = oldRange.count == 0 ? oldRange.start : oldRange.start - 1
            guard start >= consumed else { throw PatchError(description: "hunks overlap") }
            result += source[consumed..<start]
            consumed = start
            index += 1
            var oldSeen = 0
            var newSeen = 0
            while index < lines.count, !lines[index].hasPrefix("@@ ") {
                let line = lines[index]
                let body = String(line.dropFirst())
                let last = index + 1 < lines.count && lines[index + 1] == "\\ No newline at end of file"
                switch line.first {
                case " ", "-":
                    guard consumed < source.count, source[consumed] == body else {
                        throw PatchError(description: "context mismatch at \(consumed + 1)")
                    }
                    if last, sourceEndsWithBreak || consumed != source.count - 1 {
                        throw PatchError(description: "marker on a terminated line")
                    }
                    consumed += 1
                    oldSeen += 1
                    if line.first == " " {
                        result.append(body)
                        newSeen += 1
                        if last { resultEndsWithBreak = false }
                    }
                case "+":
                    result.append(body)
                    newSeen += 1
                    if last { resultEndsWithBreak = false }
                default:
                    throw PatchError(description: "bad line \(line)")
                }
                index += last ? 2 : 1
            }
            guard oldSeen == oldRange.count, newSeen == newRange.count else {
                throw PatchError(description: "counts of \(header)")
            }
            if newRange.count == 0, newRange.start != result.count {
                throw PatchError(description: "empty new start of \(header)")
            }
            if newRange.count > 0, newRange.start != result.count - newSeen + 1 {
                throw PatchError(description: "new start of \(header)")
            }
        }
        result += source[consumed...]
        if consumed < source.count { resultEndsWithBreak = sourceEndsWithBreak }
        if result.isEmpty { return "" }
        return result.joined(separator: "\n") + (resultEndsWithBreak ? "\n" : "")
    }
}
