/// SplitMix64: a tiny seeded generator, so the same seed gives the same fixtures on every machine and
/// every Swift version (the standard library's generator is neither seeded nor stable).
struct SeededRandom: RandomNumberGenerator {
    private var state: UInt64

    /// A generator that starts from `seed`.
    init(seed: UInt64) { state = seed }

    /// The next 64 random bits.
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// A number in `0..<bound`, without the standard library's sampling (which may change between releases).
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }

    /// True with probability `percent` / 100.
    mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    /// One element of a non-empty array.
    mutating func pick<T>(_ values: [T]) -> T { values[below(values.count)] }
}
