import Foundation
import XCTest

@testable import ParseModelGenerator
@testable import ParseSchema

/// Random schema and config sets (`RandomModelSetGenerator`) must generate without errors and compile
/// without warnings (issue 33): a few fixed seeds here, each compiled in two of the twelve settings of the
/// compile-check matrix (the seeds rotate through all twelve); with `PARSE_MODEL_GEN_RANDOM_SETS=<n>`, `n`
/// seeds from `PARSE_MODEL_GEN_RANDOM_SETS_SEED` (default the fixed first seed), each in all twelve.
/// A failure prints the seed, the input and the compiler's words.
final class RandomModelSetTests: XCTestCase {
    /// The fixed seeds of the normal run.
    static let fixedSeeds: [UInt64] = [0x33_0001, 0x33_0002, 0x33_0003, 0x33_0004, 0x33_0005, 0x33_0006]

    private struct Setting {
        var flavor: SDKFlavor
        var swiftVersion: String
        var isolation: DefaultIsolation
    }

    private static let matrix: [Setting] = SDKFlavor.allCases.flatMap { flavor in
        CompileCheck.languageModes.flatMap { mode in
            DefaultIsolation.allCases.map { Setting(flavor: flavor, swiftVersion: mode, isolation: $0) }
        }
    }

    private static var environment: [String: String] { ProcessInfo.processInfo.environment }

    /// The seeds to run and whether each is compiled in every setting.
    private static var plan: (seeds: [UInt64], everySetting: Bool) {
        guard let count = environment["PARSE_MODEL_GEN_RANDOM_SETS"].flatMap({ Int($0) }), count > 0 else {
            return (fixedSeeds, false)
        }
        let first = environment["PARSE_MODEL_GEN_RANDOM_SETS_SEED"].flatMap { UInt64($0) } ?? fixedSeeds[0]
        return ((0..<UInt64(count)).map { first &+ $0 }, true)
    }

    func testTheSameSeedGivesTheSameInput() {
        var first = RandomModelSetGenerator(seed: 7)
        var second = RandomModelSetGenerator(seed: 7)
        let a = first.make()
        let b = second.make()
        XCTAssertEqual(a.schemaText, b.schemaText)
        XCTAssertEqual(a.configText, b.configText)
    }

    func testRandomSetsGenerateAndCompileWithoutWarnings() throws {
        let plan = Self.plan
        var jobs: [(set: RandomModelSet, files: [String: String], setting: Setting)] = []
        for (index, seed) in plan.seeds.enumerated() {
            var generator = RandomModelSetGenerator(seed: seed)
            let set = generator.make()
            let outcome = Generator.generate(
                schemas: [SourceFile(path: "schema.json", text: set.schemaText)],
                config: SourceFile(path: "parse-model-gen.json", text: set.configText)
            )
            guard outcome.succeeded else {
                XCTFail(
                    "a valid set failed to generate:\n" + outcome.diagnostics.map(\.formatted).joined(separator: "\n")
                        + "\n" + set.replay)
                continue
            }
            let files = Dictionary(uniqueKeysWithValues: outcome.files.map { ($0.name, $0.contents) })
            let settings =
                plan.everySetting ? Self.matrix : [Self.matrix[(2 * index) % 12], Self.matrix[(2 * index + 7) % 12]]
            jobs += settings.map { (set, files, $0) }
        }
        let failures = FuzzFailures()
        // Two compilers at a time, as the other fuzz tests.
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            for index in stride(from: lane, to: jobs.count, by: 2) {
                let job = jobs[index]
                do {
                    if let failure = try CompileCheck.typecheck(
                        job.files, flavor: job.setting.flavor, swiftVersion: job.setting.swiftVersion,
                        isolation: job.setting.isolation)
                    {
                        failures.append("\(failure)\n\(job.set.replay)")
                    }
                } catch {
                    failures.append("\(error)\n\(job.set.replay)")
                }
            }
        }
        for failure in failures.all { XCTFail(failure) }
    }
}
