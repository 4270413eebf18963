/// A unified diff of two texts, as `diff -u` and `git diff` print it, so `--check --diff` shows exactly
/// what generating again would change and `patch -p0` can apply it.
///
/// Lines are compared whole. The common prefix and suffix are set aside first, so a one-line change in a
/// large file costs time in proportion to the file's length, not its square; the rest is matched with
/// Myers' greedy algorithm, whose cost grows with the number of differing lines.
package enum UnifiedDiff {
    /// The diff from `old` to `new` with `context` unchanged lines around each change, labelled
    /// `--- oldLabel` and `+++ newLabel`; empty when the texts are equal. A text not ending in a line
    /// break gets `\ No newline at end of file` after its last line, as `diff` writes it.
    package static func make(from old: String, to new: String, oldLabel: String, newLabel: String, context: Int = 3)
        -> String
    {
        guard old != new else { return "" }
        let a = lines(of: old)
        let b = lines(of: new)
        let edits = script(a.map(\.text), b.map(\.text), endsA: a.map(\.terminated), endsB: b.map(\.terminated))
        var output = "--- \(oldLabel)\n+++ \(newLabel)\n"
        for hunk in hunks(edits, context: max(0, context)) {
            output += header(hunk)
            for edit in hunk.edits {
                switch edit.kind {
                case .same: output += " " + a[edit.oldIndex].text + "\n"
                case .removed: output += "-" + a[edit.oldIndex].text + "\n"
                case .added: output += "+" + b[edit.newIndex].text + "\n"
                }
                let line = edit.kind == .added ? b[edit.newIndex] : a[edit.oldIndex]
                if !line.terminated {
                    output += "\\ No newline at end of file\n"
                }
            }
        }
        return output
    }

    // MARK: Lines

    private struct Line {
        var text: String
        /// Whether a line break follows it (only a text's last line may lack one).
        var terminated: Bool
    }

    private static func lines(of text: String) -> [Line] {
        var result = text.split(separator: "\n", omittingEmptySubsequences: false).map {
            Line(text: String($0), terminated: true)
        }
        // "a\nb\n" splits into a, b and an empty remainder, which is no line; "a\nb" leaves b unterminated.
        if result.last?.text.isEmpty == true {
            result.removeLast()
        } else if !result.isEmpty {
            result[result.count - 1].terminated = false
        }
        return result
    }

    // MARK: Edit script

    enum EditKind: Equatable {
        case same, removed, added
    }

    struct Edit: Equatable {
        var kind: EditKind
        /// The line's index in the old text (for `.added`: the old line it goes before).
        var oldIndex: Int
        /// The line's index in the new text (for `.removed`: the new line it goes before).
        var newIndex: Int
    }

    /// The edits turning `a` into `b`: every line of both, in order. Two lines match when their text and
    /// whether a line break follows are equal, so a change of the final line break shows as a change.
    static func script(_ a: [String], _ b: [String], endsA: [Bool], endsB: [Bool]) -> [Edit] {
        func equal(_ i: Int, _ j: Int) -> Bool { a[i] == b[j] && endsA[i] == endsB[j] }
        var prefix = 0
        while prefix < a.count, prefix < b.count, equal(prefix, prefix) { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, equal(a.count - 1 - suffix, b.count - 1 - suffix) {
            suffix += 1
        }
        var edits = (0..<prefix).map { Edit(kind: .same, oldIndex: $0, newIndex: $0) }
        edits += middle(aRange: prefix..<(a.count - suffix), bRange: prefix..<(b.count - suffix), equal: equal)
        edits += (0..<suffix).map { offset in
            Edit(kind: .same, oldIndex: a.count - suffix + offset, newIndex: b.count - suffix + offset)
        }
        return edits
    }

    /// Myers' O((N+M)·D) shortest edit script for the differing middle, with removals before additions
    /// within each changed run, as `diff` prints them.
    private static func middle(aRange: Range<Int>, bRange: Range<Int>, equal: (Int, Int) -> Bool) -> [Edit] {
        let n = aRange.count
        let m = bRange.count
        if n == 0 || m == 0 {
            return aRange.map { Edit(kind: .removed, oldIndex: $0, newIndex: bRange.lowerBound) }
                + bRange.map { Edit(kind: .added, oldIndex: aRange.upperBound, newIndex: $0) }
        }
        let maximum = n + m
        let offset = maximum
        var furthest = [Int](repeating: 0, count: 2 * maximum + 2)
        // Before each step d, the furthest x on diagonals -d...d (index k + d), kept to walk the path back:
        // O(D²) memory, nothing in proportion to the files' length.
        var trace: [[Int]] = []
        search: for d in 0...maximum {
            trace.append(Array(furthest[(offset - d)...(offset + d)]))
            for k in stride(from: -d, through: d, by: 2) {
                var x: Int
                if k == -d || (k != d && furthest[offset + k - 1] < furthest[offset + k + 1]) {
                    x = furthest[offset + k + 1]
                } else {
                    x = furthest[offset + k - 1] + 1
                }
                var y = x - k
                while x < n, y < m, equal(aRange.lowerBound + x, bRange.lowerBound + y) {
                    x += 1
                    y += 1
                }
                furthest[offset + k] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk back from (n, m), collecting the path in reverse.
        var reversed: [Edit] = []
        var x = n
        var y = m
        for d in stride(from: trace.count - 1, through: 0, by: -1) {
            var previousX = 0
            var previousY = 0
            if d > 0 {
                let before = trace[d]
                let k = x - y
                let previousK: Int
                if k == -d || (k != d && before[k - 1 + d] < before[k + 1 + d]) {
                    previousK = k + 1
                } else {
                    previousK = k - 1
                }
                previousX = before[previousK + d]
                previousY = previousX - previousK
            }
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                reversed.append(Edit(kind: .same, oldIndex: aRange.lowerBound + x, newIndex: bRange.lowerBound + y))
            }
            if d > 0 {
                if x == previousX {
                    y -= 1
                    reversed.append(
                        Edit(kind: .added, oldIndex: aRange.lowerBound + x, newIndex: bRange.lowerBound + y))
                } else {
                    x -= 1
                    reversed.append(
                        Edit(kind: .removed, oldIndex: aRange.lowerBound + x, newIndex: bRange.lowerBound + y))
                }
            }
        }
        return groupedRemovalsFirst(Array(reversed.reversed()))
    }

    /// Within each run of changes between unchanged lines, the removals first, then the additions.
    private static func groupedRemovalsFirst(_ edits: [Edit]) -> [Edit] {
        var result: [Edit] = []
        var removed: [Edit] = []
        var added: [Edit] = []
        for edit in edits {
            switch edit.kind {
            case .removed: removed.append(edit)
            case .added: added.append(edit)
            case .same:
                result += removed + added
                removed = []
                added = []
                result.append(edit)
            }
        }
        return result + removed + added
    }

    // MARK: Hunks

    private struct Hunk {
        var edits: [Edit]
    }

    /// The changes with `context` unchanged lines around them; changes closer than twice that share a hunk.
    private static func hunks(_ edits: [Edit], context: Int) -> [Hunk] {
        let changed = edits.indices.filter { edits[$0].kind != .same }
        guard let first = changed.first else { return [] }
        var ranges: [ClosedRange<Int>] = []
        var start = first
        var end = first
        for index in changed.dropFirst() {
            if index - end - 1 > 2 * context {
                ranges.append(start...end)
                start = index
            }
            end = index
        }
        ranges.append(start...end)
        return ranges.map { range in
            let lower = max(0, range.lowerBound - context)
            let upper = min(edits.count - 1, range.upperBound + context)
            return Hunk(edits: Array(edits[lower...upper]))
        }
    }

    /// `@@ -start,count +start,count @@`: 1-based starts; an empty side names the line before it, as `diff` does.
    private static func header(_ hunk: Hunk) -> String {
        let oldLines = hunk.edits.filter { $0.kind != .added }
        let newLines = hunk.edits.filter { $0.kind != .removed }
        let oldStart = oldLines.first.map { $0.oldIndex + 1 } ?? (hunk.edits.first?.oldIndex ?? 0)
        let newStart = newLines.first.map { $0.newIndex + 1 } ?? (hunk.edits.first?.newIndex ?? 0)
        return "@@ -\(range(oldStart, oldLines.count)) +\(range(newStart, newLines.count)) @@\n"
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        count == 1 ? "\(start)" : "\(start),\(count)"
    }
}
