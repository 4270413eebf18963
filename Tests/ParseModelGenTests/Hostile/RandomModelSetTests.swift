import Foundation
import XCTest

@testable import ParseModelGenerator
@testable import ParseSchema

/// Random schema and config sets (`RandomModelSetGenerator`) must generate without errors and compile
/// without warnings (issues 33 and 40). Every set holds every config key (`RandomAppKeys.everyKey`), so the
/// normal run compiles twelve seeds, one in each of the twelve settings of the compile-check matrix, the
/// access levels in turn: every key in every setting. The seeds change from run to run (taken from the
/// clock) and are printed; `PARSE_MODEL_GEN_RANDOM_SETS_SEED=<seed>` runs the twelve from that seed again.
/// With `PARSE_MODEL_GEN_RANDOM_SETS=<n>`, `n` seeds from that seed (default the clock's), each in all twelve
/// settings, for a longer run. A failure prints the seed, the input and how to run it again.
final class RandomModelSetTests: XCTestCase {
    /// How many seeds the normal run compiles: one a setting.
    static let seedsPerRun = 12

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
        // Whole seconds since 2001, so that a printed seed is short enough to type.
        let first =
            environment["PARSE_MODEL_GEN_RANDOM_SETS_SEED"].flatMap { UInt64($0) }
            ?? UInt64(max(0, Date().timeIntervalSinceReferenceDate)) * UInt64(seedsPerRun)
        guard let count = environment["PARSE_MODEL_GEN_RANDOM_SETS"].flatMap({ Int($0) }), count > 0 else {
            return ((0..<UInt64(seedsPerRun)).map { first &+ $0 }, false)
        }
        return ((0..<UInt64(count)).map { first &+ $0 }, true)
    }

    private static let accessLevels = ["public", "internal", "package"]

    func testEverySetHoldsEveryKeyAndShape() throws {
        for seed in UInt64(0)..<40 {
            var generator = RandomModelSetGenerator(seed: seed)
            let set = generator.make()
            for key in RandomAppKeys.everyKey {
                XCTAssertTrue(set.configText.contains("\"\(key)\""), "seed \(seed) lacks \(key)")
            }
            for shape in [
                "\"Bool\"", "\"Int\"", "\"Double\"", "\"String\"", "\"Date\"", "\"[String]\"", "\"[String: String]\"",
                "\"AppResult\"", "\"[AppResult]\"", "\"AppMode\"", "\"URL\"", "\"UUID\"", "\"[UUID]\"", "\"now\"",
                "\"pointerStyle\": \"", "\"optional\": false", "\"optional\": true", "\"Pointer<",
                "\"string-conversion\"",
            ] {
                XCTAssertTrue(set.configText.contains(shape), "seed \(seed) lacks \(shape)")
            }
            XCTAssertTrue(set.clientSource.contains("init(from decoder: any Decoder)"))
        }
        // The normal run: each setting once, each access level in four settings.
        let settings = (0..<Self.seedsPerRun).map { Self.matrix[$0 % Self.matrix.count] }
        XCTAssertEqual(Set(settings.map { "\($0.flavor)-\($0.swiftVersion)-\($0.isolation)" }).count, 12)
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
        print(
            "RandomModelSetTests: seeds \(plan.seeds.first ?? 0) to \(plan.seeds.last ?? 0); run them again with PARSE_MODEL_GEN_RANDOM_SETS_SEED=\(plan.seeds.first ?? 0)"
        )
        for (index, seed) in plan.seeds.enumerated() {
            var generator = RandomModelSetGenerator(seed: seed)
            // In the normal run each seed has one setting and the access levels take turns; a longer run
            // compiles each seed in every setting, at the access level the seed picks.
            let set = generator.make(access: plan.everySetting ? nil : Self.accessLevels[index % 3])
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
            var files = Dictionary(uniqueKeysWithValues: outcome.files.map { ($0.name, $0.contents) })
            files["App.swift"] = set.clientSource
            let settings = plan.everySetting ? Self.matrix : [Self.matrix[index % Self.matrix.count]]
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
                        failures.append(
                            "\(failure)\n(\(job.setting.flavor), Swift \(job.setting.swiftVersion), \(job.setting.isolation))\n\(job.set.replay)"
                        )
                    }
                } catch {
                    failures.append("\(error)\n\(job.set.replay)")
                }
            }
        }
        for failure in failures.all { XCTFail(failure) }
    }
}
