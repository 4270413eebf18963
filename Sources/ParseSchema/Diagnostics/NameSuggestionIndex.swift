extension NameSuggestion {
    /// Candidates prepared once for many typed names, so that each suggestion costs about the same whatever
    /// the number of candidates and in proportion to the typed name's length.
    ///
    /// A suggestion is the candidate spelling with the fewest edits, the earliest on a tie. It is found in
    /// three steps, each skipped once an earlier one found the best possible:
    /// 1. the same spelling (case aside): a dictionary lookup;
    /// 2. one edit away: the typed name's own variants (each character deleted, each pair of neighbours
    ///    swapped, itself) are looked up among the spellings and among the spellings' own variants (each
    ///    character deleted, with or without its position), through hashes computed for every variant at
    ///    once from prefix hashes; every hit is checked by comparing the names, so a hash collision can
    ///    only hide a suggestion, never make a wrong one;
    /// 3. further away: spellings of a similar length only, in the candidates' order, each compared along
    ///    the band of the edit-distance table within the limit, the limit shrinking to the best distance
    ///    found so far; the comparisons stop after a fixed amount of work plus an amount in proportion to
    ///    the typed name's length, so a schema of many similar names cannot make this quadratic. With
    ///    thousands of candidates of the same length, a name two or more edits from its match may get no
    ///    suggestion; one edit away it always does.
    package struct Index {
        /// Spellings longer than this are not in the one-edit lookup: their variants would take memory in
        /// proportion to the square of their length; step 3 compares them, along the band.
        static let longestIndexedSpelling = 64
        /// The most entries of the one-edit lookup; a larger candidate list is searched by step 3 alone.
        static let largestLookup = 2_000_000
        /// The table entries step 3 may fill for one typed name, besides its share for the name's length.
        static let comparisonWork = 1 << 16

        /// The most work step 3 does for a typed name of `length` characters allowed `limit` edits: a fixed
        /// amount, and enough to compare a few names of its length in full.
        static func allowedWork(length: Int, limit: Int) -> Int {
            comparisonWork + length * (2 * limit + 1) * 4
        }

        private struct Spelling {
            var scalars: [Unicode.Scalar]
            var candidate: Int
            var other: String?
            /// The characters it holds (see ``characterSet(_:)``).
            var characters: UInt64
        }

        private let candidates: [Candidate]
        /// Every spelling of every candidate, in the order ties are decided.
        private let spellings: [Spelling]
        /// The first spelling with these scalars.
        private let exact: [[Unicode.Scalar]: Int]
        /// The spellings of each length, in order.
        private let byLength: [Int: [Int]]
        /// Hashes of spellings and of their one-deletion variants to the first spelling that has them, or
        /// nil when the candidates are too many for it.
        private let oneEdit: [UInt64: Int]?

        /// Prepares `candidates`, whose order decides ties.
        package init(_ candidates: [Candidate]) {
            self.candidates = candidates
            var spellings: [Spelling] = []
            for (index, candidate) in candidates.enumerated() {
                spellings.append(Self.spelling(Self.folded(candidate.name), candidate: index, other: nil))
                for other in candidate.otherSpellings {
                    spellings.append(Self.spelling(Self.folded(other), candidate: index, other: other))
                }
                if candidate.name.hasPrefix("_") {
                    spellings.append(
                        Self.spelling(Self.folded(String(candidate.name.dropFirst())), candidate: index, other: nil))
                }
            }
            var exact: [[Unicode.Scalar]: Int] = [:]
            var byLength: [Int: [Int]] = [:]
            var lookupSize = 0
            for (id, spelling) in spellings.enumerated() {
                if exact[spelling.scalars] == nil {
                    exact[spelling.scalars] = id
                }
                byLength[spelling.scalars.count, default: []].append(id)
                if spelling.scalars.count <= Self.longestIndexedSpelling {
                    lookupSize += 2 * spelling.scalars.count + 1
                }
            }
            self.spellings = spellings
            self.exact = exact
            self.byLength = byLength
            oneEdit = lookupSize <= Self.largestLookup ? Self.oneEditLookup(spellings) : nil
        }

        /// The closest candidate to `typed`, or nil when none is close enough.
        package func closestMatch(to typed: String) -> Match? {
            var work = 0
            return closestMatch(to: typed, work: &work)
        }

        /// ``closestMatch(to:)``, adding to `work` the comparisons and edit-distance table entries of step 3.
        func closestMatch(to typed: String, work: inout Int) -> Match? {
            let query = Self.folded(typed)
            if let id = exact[query] { return match(id) }
            let limit = NameSuggestion.allowedDistance(forLength: query.count)
            guard limit >= 1 else { return nil }
            // Step 2 is complete when every spelling one edit away (a length within one) is in the lookup.
            var closestPossible = 1
            if let oneEdit, query.count + 1 <= Self.longestIndexedSpelling {
                if let id = oneEditAway(query, in: oneEdit) { return match(id) }
                closestPossible = 2
            }
            guard limit >= closestPossible else { return nil }
            return compareSimilarLengths(query, limit: limit, closestPossible: closestPossible, work: &work).map(match)
        }

        private static func spelling(_ scalars: [Unicode.Scalar], candidate: Int, other: String?) -> Spelling {
            Spelling(scalars: scalars, candidate: candidate, other: other, characters: characterSet(scalars))
        }

        private func match(_ id: Int) -> Match {
            let spelling = spellings[id]
            return Match(name: candidates[spelling.candidate].name, matchedSpelling: spelling.other)
        }

        // MARK: One edit

        private static func oneEditLookup(_ spellings: [Spelling]) -> [UInt64: Int] {
            var lookup: [UInt64: Int] = [:]
            func add(_ key: UInt64, _ id: Int) {
                if lookup[key] == nil { lookup[key] = id }
            }
            for (id, spelling) in spellings.enumerated() where spelling.scalars.count <= longestIndexedSpelling {
                let hashes = PrefixHashes(spelling.scalars)
                add(Key.whole(hashes.whole), id)
                for position in spelling.scalars.indices {
                    let variant = hashes.deleting(position)
                    add(Key.deletion(variant), id)
                    add(Key.deletion(variant, at: position), id)
                }
            }
            return lookup
        }

        /// The earliest spelling exactly one edit from `query` (which matches none exactly), or nil.
        private func oneEditAway(_ query: [Unicode.Scalar], in lookup: [UInt64: Int]) -> Int? {
            let hashes = PrefixHashes(query)
            var hits: [Int] = []
            func probe(_ key: UInt64) {
                if let id = lookup[key] { hits.append(id) }
            }
            // A spelling with one more character: the query is one of its deletions.
            probe(Key.deletion(hashes.whole))
            for position in query.indices {
                let variant = hashes.deleting(position)
                // A spelling with one character less: it is one of the query's deletions.
                probe(Key.whole(variant))
                // A spelling with another character here: both lose the same position to the same text.
                probe(Key.deletion(variant, at: position))
            }
            for position in query.indices.dropLast() where query[position] != query[position + 1] {
                probe(Key.whole(hashes.swapping(position)))
            }
            // The earliest hit that really is one edit away: a hash collision is skipped, not suggested.
            for id in Set(hits).sorted() where NameSuggestion.distance(query, spellings[id].scalars, atMost: 1) == 1 {
                return id
            }
            return nil
        }

        // MARK: Further away

        /// The earliest spelling at the fewest edits (at least `closestPossible`, at most `limit`) among the
        /// spellings of a length within `limit` of the query's, within the work allowed for one name.
        private func compareSimilarLengths(
            _ query: [Unicode.Scalar], limit: Int, closestPossible: Int, work total: inout Int
        ) -> Int? {
            let lengths = max(0, query.count - limit)...(query.count + limit)
            let queues = lengths.compactMap { byLength[$0] }.filter { !$0.isEmpty }
            var next = [Int](repeating: 0, count: queues.count)
            var best: (distance: Int, id: Int)?
            var work = 0
            let allowedWork = Self.allowedWork(length: query.count, limit: limit)
            let queryCharacters = Self.characterSet(query)
            while work < allowedWork {
                // The earliest spelling not yet compared, so that the first at a distance is the earliest.
                var queue = -1
                for index in queues.indices where next[index] < queues[index].count {
                    if queue < 0 || queues[index][next[index]] < queues[queue][next[queue]] { queue = index }
                }
                guard queue >= 0 else { break }
                let id = queues[queue][next[queue]]
                next[queue] += 1
                work += 1
                let bound = best.map { $0.distance - 1 } ?? limit
                if bound < closestPossible { break }
                let text = spellings[id].scalars
                if abs(text.count - query.count) > bound { continue }
                // Each edit adds at most one character the other name lacks and removes at most one it has (a
                // swap neither), so names differing in more characters than the bound are no match: rejected in
                // a few instructions instead of a band of the table. Most candidates end here, so that a
                // comparison costs little whatever the number of candidates (issue 33.7).
                let characters = spellings[id].characters
                if (queryCharacters & ~characters).nonzeroBitCount > bound
                    || (characters & ~queryCharacters).nonzeroBitCount > bound
                {
                    continue
                }
                if let distance = NameSuggestion.distance(query, text, atMost: bound, work: &work) {
                    best = (distance, id)
                    if distance == closestPossible { break }
                }
            }
            total += work
            return best?.id
        }

        // MARK: Text

        /// The characters of `scalars` as a set of 64 classes: one bit each for `a` to `z`, `0` to `9` and `_`,
        /// the other characters sharing the remaining bits by their value. Two names whose sets differ in `n`
        /// bits on one side differ in at least `n` characters, so are at least `n` edits apart.
        private static func characterSet(_ scalars: [Unicode.Scalar]) -> UInt64 {
            var set: UInt64 = 0
            for scalar in scalars {
                let value = scalar.value
                let bit: UInt32
                switch value {
                case 0x61...0x7A: bit = value - 0x61
                case 0x30...0x39: bit = 26 + value - 0x30
                case 0x5F: bit = 36
                default: bit = 37 + value % 27
                }
                set |= 1 << UInt64(bit)
            }
            return set
        }

        /// The scalars names are compared by: lowercased, as every stage compares them.
        private static func folded(_ text: String) -> [Unicode.Scalar] {
            Array(text.lowercased().unicodeScalars)
        }
    }
}

/// Polynomial hashes modulo the prime 2^61 - 1 of a text, of each of its prefixes, and so of the text with
/// one character deleted or two neighbours swapped, each in constant time.
private struct PrefixHashes {
    static let modulus: UInt64 = (1 << 61) - 1
    static let base: UInt64 = 0x1F3D_5B79_A2C4_E6F1 % modulus

    private let values: [UInt64]
    /// `prefixes[i]`: the hash of the first `i` characters.
    private let prefixes: [UInt64]
    /// `powers[i]`: base^i.
    private let powers: [UInt64]

    init(_ scalars: [Unicode.Scalar]) {
        values = scalars.map { UInt64($0.value) + 1 }
        var prefixes = [UInt64](repeating: 0, count: values.count + 1)
        var powers = [UInt64](repeating: 1, count: values.count + 1)
        for (index, value) in values.enumerated() {
            prefixes[index + 1] = Self.add(Self.multiply(prefixes[index], Self.base), value)
            powers[index + 1] = Self.multiply(powers[index], Self.base)
        }
        self.prefixes = prefixes
        self.powers = powers
    }

    /// The hash of the whole text.
    var whole: UInt64 { prefixes[values.count] }

    /// The hash of the text without the character at `position`.
    func deleting(_ position: Int) -> UInt64 {
        let after = values.count - position - 1
        let head = Self.multiply(prefixes[position], powers[after])
        let tail = Self.subtract(prefixes[values.count], Self.multiply(prefixes[position + 1], powers[after]))
        return Self.add(head, tail)
    }

    /// The hash of the text with the characters at `position` and `position + 1` swapped.
    func swapping(_ position: Int) -> UInt64 {
        let first = values[position]
        let second = values[position + 1]
        let high = powers[values.count - position - 1]
        let low = powers[values.count - position - 2]
        var hash = Self.subtract(whole, Self.add(Self.multiply(first, high), Self.multiply(second, low)))
        hash = Self.add(hash, Self.add(Self.multiply(second, high), Self.multiply(first, low)))
        return hash
    }

    static func add(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let sum = a + b
        return sum >= modulus ? sum - modulus : sum
    }

    static func subtract(_ a: UInt64, _ b: UInt64) -> UInt64 {
        a >= b ? a - b : a + modulus - b
    }

    static func multiply(_ a: UInt64, _ b: UInt64) -> UInt64 {
        let (high, low) = a.multipliedFullWidth(by: b)
        // 2^64 = 8 (mod 2^61 - 1): fold the 128-bit product into 61-bit parts.
        let folded = (high << 3) | (low >> 61)
        return add(folded % modulus, low & modulus)
    }
}

/// The one-edit lookup's keys: the kind in the top three bits, a hash below 2^61 in the others.
private enum Key {
    /// A whole spelling.
    static func whole(_ hash: UInt64) -> UInt64 { 1 << 61 | hash }
    /// A spelling with one character deleted, wherever it was.
    static func deletion(_ hash: UInt64) -> UInt64 { 2 << 61 | hash }
    /// A spelling with the character at `position` deleted.
    static func deletion(_ hash: UInt64, at position: Int) -> UInt64 {
        3 << 61 | PrefixHashes.add(PrefixHashes.multiply(hash, 0x0000_51ED_2701_A3B5), UInt64(position) + 1)
    }
}
