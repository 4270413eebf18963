import Foundation

/// How long the fuzz tests run. The defaults keep the suite fast; a long run is
/// `PARSE_MODEL_GEN_FUZZ_ITERATIONS=300 swift test --filter FuzzTests` (300 type-checked schemas,
/// 100 times as many mutations). `PARSE_MODEL_GEN_FUZZ_SEED` moves the whole run to other inputs.
enum FuzzSettings {
    /// Random valid schemas that are type-checked (each costs one compiler run).
    static var typeCheckedSchemas: Int { iterations ?? 8 }
    /// Random valid schemas that are generated (cheap) and checked for errors and injected declarations.
    static var generatedSchemas: Int { max(typeCheckedSchemas * 10, 300) }
    /// Mutated inputs run through the whole pipeline.
    static var mutations: Int { (iterations.map { $0 * 100 }) ?? 3_000 }
    /// The first seed; case `i` uses `seed + i`.
    static var seed: UInt64 {
        ProcessInfo.processInfo.environment["PARSE_MODEL_GEN_FUZZ_SEED"].flatMap { UInt64($0) } ?? 0x5EED_F022
    }

    private static var iterations: Int? {
        ProcessInfo.processInfo.environment["PARSE_MODEL_GEN_FUZZ_ITERATIONS"].flatMap { Int($0) }.map { max($0, 1) }
    }
}
