/// Finds the name a user most likely meant when what they typed names nothing: the "did you mean" of
/// commands, options, config keys, class names, field names and type names, so every stage suggests the
/// same way.
///
/// Names are compared case-insensitively by edit distance (insertions, deletions, substitutions and swaps
/// of two neighbouring characters). A candidate may carry other spellings that lead to it, such as the
/// Swift name of a Parse field (`editCount` leads to `edit_count`); a leading `_` never counts, so `User`
/// leads to `_User`. Short names need a closer match than long ones, so `-x` suggests nothing.
public enum NameSuggestion {
    /// A name that may be suggested, with the other spellings that lead to it.
    struct Candidate: Hashable, Sendable {
        /// The name to suggest.
        var name: String
        /// Other spellings of the same thing, such as its Swift name.
        var otherSpellings: [String]

        /// Creates a candidate.
        init(_ name: String, otherSpellings: [String] = []) {
            self.name = name
            self.otherSpellings = otherSpellings
        }
    }

    /// A suggestion: the name, and the other spelling that matched when it was not the name itself.
    struct Match: Hashable, Sendable {
        /// The name to suggest.
        var name: String
        /// The other spelling (a Swift name) the typed text matched, when it matched one better than the name.
        var matchedSpelling: String?

        /// "did you mean 'name'?", naming the other spelling when that is what matched.
        func hint(spellingKind: String = "Swift name") -> String {
            guard let spelling = matchedSpelling else { return "did you mean '\(name)'?" }
            return "did you mean '\(name)'? '\(spelling)' is its \(spellingKind)"
        }
    }

    /// The closest of `candidates` to `typed`, or nil when none is close enough. Ties go to the earlier candidate.
    public static func closest(to typed: String, among candidates: [String]) -> String? {
        closestMatch(to: typed, among: candidates.map { Candidate($0) })?.name
    }

    /// The closest of `candidates` to `typed` by any of their spellings, or nil when none is close enough.
    /// Ties go to the earlier candidate, and within one candidate to its name.
    static func closestMatch(to typed: String, among candidates: [Candidate]) -> Match? {
        let query = Array(typed.lowercased().unicodeScalars)
        let limit = allowedDistance(forLength: query.count)
        var best: (distance: Int, match: Match)?
        for candidate in candidates {
            var spellings: [(text: String, other: String?)] = [(candidate.name, nil)]
            spellings += candidate.otherSpellings.map { ($0, $0) }
            if candidate.name.hasPrefix("_") {
                spellings.append((String(candidate.name.dropFirst()), nil))
            }
            for spelling in spellings {
                let bound = min(limit, (best?.distance ?? Int.max) - 1)
                guard bound >= 0 else { break }
                let text = Array(spelling.text.lowercased().unicodeScalars)
                if let distance = distance(query, text, atMost: bound) {
                    best = (distance, Match(name: candidate.name, matchedSpelling: spelling.other))
                }
            }
        }
        return best?.match
    }

    /// How many edits a typed name of `length` characters may be away from a suggestion: none for one or
    /// two characters (beyond case), one up to seven, then one more for every four characters.
    static func allowedDistance(forLength length: Int) -> Int {
        if length <= 2 { return 0 }
        return max(1, length / 4)
    }

    /// The optimal-string-alignment distance between `a` and `b` when it is at most `limit`, else nil.
    /// Names are short, but a limit keeps a long typed text against many candidates cheap: rows stop as
    /// soon as every entry exceeds the limit.
    static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], atMost limit: Int) -> Int? {
        if abs(a.count - b.count) > limit { return nil }
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) <= limit ? max(a.count, b.count) : nil }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = current[0]
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return nil }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
