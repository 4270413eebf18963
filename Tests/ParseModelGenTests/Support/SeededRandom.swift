/// SplitMix64: a tiny deterministic generator, so that every run of a randomized test with the same
/// seed sees the same inputs and a failure can be replayed from its seed.
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    /// A value in `0..<bound`; `bound` must be positive.
    mutating func below(_ bound: Int) -> Int {
        Int(next() % UInt64(bound))
    }

    /// True with probability `1 / n`.
    mutating func oneIn(_ n: Int) -> Bool {
        below(n) == 0
    }

    /// A random element of a non-empty collection.
    mutating func pick<C: RandomAccessCollection>(_ items: C) -> C.Element where C.Index == Int {
        items[items.startIndex + below(items.count)]
    }
}
