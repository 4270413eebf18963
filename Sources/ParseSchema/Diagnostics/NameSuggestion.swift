/// Finds the name a user most likely meant when what they typed names nothing: the "did you mean" of
/// commands, options, config keys, class names, field names and type names, so every stage suggests the
/// same way.
///
/// Names are compared case-insensitively by edit distance (insertions, deletions, substitutions and swaps
/// of two neighbouring characters). A candidate may carry other spellings that lead to it, such as the
/// Swift name of a Parse field (`editCount` leads to `edit_count`); a leading `_` never counts, so `User`
/// leads to `_User`. Short names need a closer match than long ones, so `-x` suggests nothing.
///
/// A schema can hold thousands of names and a name thousands of letters, and every unknown name asks for a
/// suggestion, so the work for one is bounded whatever the input (see ``Index``): an exact match and a match
/// one edit away are looked up, not searched for; only names of a similar length are compared beyond that,
/// along a band of the edit-distance table that ends as soon as the distance exceeds the limit; the limit
/// is at most ``maximumDistance``; and the comparisons stop after a fixed amount of work.
package enum NameSuggestion {
    /// A name that may be suggested, with the other spellings that lead to it.
    package struct Candidate: Hashable, Sendable {
        /// The name to suggest.
        var name: String
        /// Other spellings of the same thing, such as its Swift name.
        var otherSpellings: [String]

        /// Creates a candidate.
        package init(_ name: String, otherSpellings: [String] = []) {
            self.name = name
            self.otherSpellings = otherSpellings
        }
    }

    /// A suggestion: the name, and the other spelling that matched when it was not the name itself.
    package struct Match: Hashable, Sendable {
        /// The name to suggest.
        var name: String
        /// The other spelling (a Swift name) the typed text matched, when it matched one better than the name.
        var matchedSpelling: String?

        /// "did you mean 'name'?", naming the other spelling when that is what matched.
        package func hint(spellingKind: String = "Swift name") -> String {
            guard let spelling = matchedSpelling else { return "did you mean '\(name)'?" }
            return "did you mean '\(name)'? '\(spelling)' is its \(spellingKind)"
        }
    }

    /// The largest number of edits a suggestion may be away, whatever the typed name's length: a name more
    /// edits away is no typo, and the limit keeps comparing two long names linear in their length.
    static let maximumDistance = 8

    /// The closest of `candidates` to `typed`, or nil when none is close enough. Ties go to the earlier candidate.
    package static func closest(to typed: String, among candidates: [String]) -> String? {
        closestMatch(to: typed, among: candidates.map { Candidate($0) })?.name
    }

    /// The closest of `candidates` to `typed` by any of their spellings, or nil when none is close enough.
    /// Ties go to the earlier candidate, and within one candidate to its name. For several typed names
    /// against the same candidates, build one ``Index`` instead.
    static func closestMatch(to typed: String, among candidates: [Candidate]) -> Match? {
        Index(candidates).closestMatch(to: typed)
    }

    /// How many edits a typed name of `length` characters may be away from a suggestion: none for one or
    /// two characters (beyond case), one up to seven, then one more for every four characters, at most
    /// ``maximumDistance``.
    static func allowedDistance(forLength length: Int) -> Int {
        if length <= 2 { return 0 }
        return min(maximumDistance, max(1, length / 4))
    }

    /// The optimal-string-alignment distance between `a` and `b` when it is at most `limit`, else nil.
    /// Only the band of the table within `limit` of its diagonal is filled, and the rows stop as soon as
    /// every entry exceeds the limit: the work is at most `a.count * (2 * limit + 1)` entries.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int? {
        var work = 0
        return distance(a, b, atMost: limit, work: &work)
    }

    /// ``distance(_:_:atMost:)``, adding the number of table entries it filled to `work`.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int, work: inout Int) -> Int? {
        guard limit >= 0, abs(a.count - b.count) <= limit else { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        // Entries outside the band count as "more than the limit".
        let beyond = limit + 1
        var previousPrevious = [Int](repeating: beyond, count: b.count + 1)
        var previous = [Int](repeating: beyond, count: b.count + 1)
        var current = [Int](repeating: beyond, count: b.count + 1)
        for j in 0...min(b.count, limit) {
            previous[j] = j
        }
        for i in 1...a.count {
            let low = max(1, i - limit)
            let high = min(b.count, i + limit)
            // The entry left of the band: the first column within the limit, else beyond it (a stale value
            // from an older row may be there otherwise).
            current[low - 1] = low == 1 && i <= limit ? i : beyond
            var rowMinimum = current[low - 1]
            if low <= high {
                for j in low...high {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, previousPrevious[j - 2] + 1)
                    }
                    current[j] = min(value, beyond)
                    rowMinimum = min(rowMinimum, current[j])
                }
                work += high - low + 1
            }
            // The entry right of the band, which the next row reads as its entry above.
            if high + 1 <= b.count {
                current[high + 1] = beyond
            }
            if rowMinimum > limit { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
