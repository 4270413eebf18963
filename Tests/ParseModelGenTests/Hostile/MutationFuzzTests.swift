import Foundation
import XCTest

@testable import ParseModelGenerator
@testable import ParseSchema

/// Broken and hostile variants of valid inputs (see `InputMutator`) run through the whole pipeline:
/// each must end in a success or in errors that name a file, line and column, never in a crash
/// (which would end the test process) or a hang (caught by a watchdog). A variant that still
/// generates must produce files the writer accepts and that declare nothing from the input; a sample
/// of them is type-checked.
final class MutationFuzzTests: XCTestCase {
    /// Seconds without progress after which one pipeline run counts as hung. Generous: a run on
    /// these inputs takes milliseconds; the limit only turns a hang into a failure.
    static let hangLimit = 120.0

    func testMutatedInputsEndInSuccessOrPositionedErrors() throws {
        let diskSeeds = try Self.diskDocuments()
        XCTAssertGreaterThan(diskSeeds.count, 5)
        let count = FuzzSettings.mutations
        let progress = FuzzProgress()
        let failures = FuzzFailures()
        let survivors = FuzzSurvivors()
        let worker = Thread {
            for index in 0..<count {
                let seed = FuzzSettings.seed &+ UInt64(index)
                let inputs = Self.inputs(index: index, seed: seed, diskSeeds: diskSeeds)
                progress.start(index, "seed \(seed): \(inputs.description)")
                if let problem = Self.check(inputs, survivors: survivors) {
                    failures.append("seed \(seed), \(inputs.description): \(problem)")
                }
            }
            progress.finish()
        }
        worker.stackSize = 64 << 20
        worker.start()
        while !progress.waitForFinish(seconds: Self.hangLimit) {
            if progress.isStalled {
                XCTFail("no progress for \(Int(Self.hangLimit)) s, hung on \(progress.current)")
                return
            }
        }
        let all = failures.all
        print(
            "MutationFuzzTests: \(count) mutants from seed \(FuzzSettings.seed): \(survivors.count) generated, the rest ended in positioned errors"
        )
        for failure in all.prefix(20) { XCTFail(failure) }
        XCTAssertLessThanOrEqual(all.count, 20, "\(all.count) failures in all")
        XCTAssertGreaterThan(
            survivors.count, 0,
            "no mutant generated successfully: the mutations are too coarse to test the success path")

        // Mutants that still generate are valid schemas nobody designed: they must compile too.
        let combinations = SDKFlavor.allCases.flatMap { flavor in CompileCheck.languageModes.map { (flavor, $0) } }
        for (index, survivor) in survivors.sample(max(2, FuzzSettings.typeCheckedSchemas / 4)).enumerated() {
            let (flavor, mode) = combinations[index % combinations.count]
            let sources = survivor.files.merging(["Client.swift": RandomSchemaFuzzTests.clientSource]) { first, _ in
                first
            }
            if let failure = try CompileCheck.typecheck(sources, flavor: flavor, swiftVersion: mode) {
                XCTFail("\(survivor.description): \(failure)")
            }
        }
    }

    /// The files of one run: one of them mutated.
    struct Inputs {
        var schema: SourceFile
        var config: SourceFile?
        var description: String
    }

    private static func inputs(index: Int, seed: UInt64, diskSeeds: [(String, FuzzJSON)]) -> Inputs {
        var mutator = InputMutator(seed: seed &* 31)
        let schemaDocument: FuzzJSON
        let configDocument: FuzzJSON?
        let origin: String
        if index.isMultiple(of: 3) {
            let (name, document) = diskSeeds[(index / 3) % diskSeeds.count]
            let isConfig = name.hasSuffix("parse-model-gen.json")
            schemaDocument = isConfig ? .array([]) : document
            configDocument = isConfig ? document : nil
            origin = name
        } else {
            var generator = RandomSchemaGenerator(seed: seed)
            let random = generator.make()
            schemaDocument = random.schema
            configDocument = random.config
            origin = "random schema"
        }
        let mutateConfig = configDocument != nil && (schemaDocument.isEmptyArray || mutator.random.oneIn(3))
        let schemaBytes = mutateConfig ? Array(schemaDocument.text().utf8) : mutator.mutate(schemaDocument)
        let configBytes = configDocument.map { mutateConfig ? mutator.mutate($0) : Array($0.text().utf8) }
        return Inputs(
            schema: SourceFile(path: "fuzz.json", bytes: schemaBytes),
            config: configBytes.map { SourceFile(path: "parse-model-gen.json", bytes: $0) },
            description:
                "\(origin), \(mutateConfig ? "config" : "schema") mutated: \(mutator.applied.joined(separator: "; "))"
        )
    }

    /// Nil when the outcome is acceptable, else what is wrong with it.
    private static func check(_ inputs: Inputs, survivors: FuzzSurvivors) -> String? {
        let outcome = Generator.generate(schemas: [inputs.schema], config: inputs.config)
        let sizes = ["fuzz.json": inputs.schema.bytes.count, "parse-model-gen.json": inputs.config?.bytes.count ?? 0]
        if !outcome.succeeded {
            for diagnostic in outcome.diagnostics where diagnostic.severity == .error {
                guard let location = diagnostic.location, let size = sizes[location.file] else {
                    return "error without a file position: \(diagnostic.formatted)"
                }
                guard location.position.line >= 1, location.position.column >= 1, location.position.line <= size + 1,
                    location.position.column <= size + 1
                else {
                    return "error at an impossible position: \(diagnostic.formatted)"
                }
                if diagnostic.message.isEmpty { return "empty error message at \(diagnostic.formatted)" }
            }
            return outcome.files.isEmpty ? nil : "files were produced despite errors"
        }
        guard !outcome.files.isEmpty else { return "success without files" }
        do {
            _ = try OutputWriter.plan(outcome.files, in: URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)"))
        } catch {
            return "the writer refuses the output: \(error)"
        }
        var files: [String: String] = [:]
        for file in outcome.files {
            files[file.name] = file.contents
            for line in file.contents.split(separator: "\n") {
                let code = line.drop { $0 == " " }
                if code.hasPrefix("struct Injected") || code.hasPrefix("func evil") {
                    return "\(file.name) declares input text: \(line)"
                }
            }
        }
        survivors.add(files, description: inputs.description)
        return nil
    }

    /// Every JSON input of the goldens and the example schemas, parsed.
    private static func diskDocuments() throws -> [(String, FuzzJSON)] {
        var result: [(String, FuzzJSON)] = []
        var folders = [GoldenCase.repositoryDirectory.appendingPathComponent("Schemas")]
        for name in GoldenTests.caseNames {
            folders.append(GoldenCase.goldensDirectory.appendingPathComponent(name).appendingPathComponent("input"))
        }
        for folder in folders {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            for name in names.sorted() where name.hasSuffix(".json") {
                let bytes = Array(try Data(contentsOf: folder.appendingPathComponent(name)))
                guard case .success(let node) = JSONReader.read(bytes) else { continue }
                result.append(("\(folder.lastPathComponent)/\(name)", FuzzJSON(node)))
            }
        }
        return result
    }
}

extension FuzzJSON {
    /// The tree the reader produced, positions dropped.
    init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number(let number): self = .number(number.lexeme)
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(FuzzJSON.init))
        case .object(let members): self = .object(members.map { ($0.key, FuzzJSON($0.value)) })
        }
    }

    var isEmptyArray: Bool {
        if case .array(let elements) = self { return elements.isEmpty }
        return false
    }
}

/// Which mutant the worker is on, and whether it is done.
final class FuzzProgress: @unchecked Sendable {
    private let condition = NSCondition()
    private var index = -1
    private var description = ""
    private var finished = false
    private(set) var isStalled = false

    func start(_ index: Int, _ description: @autoclosure () -> String) {
        condition.lock()
        self.index = index
        self.description = description()
        condition.unlock()
    }

    func finish() {
        condition.lock()
        finished = true
        condition.broadcast()
        condition.unlock()
    }

    /// Waits up to `seconds`; true when the worker finished. Records whether it moved meanwhile.
    func waitForFinish(seconds: Double) -> Bool {
        condition.lock()
        defer { condition.unlock() }
        let before = index
        let deadline = Date().addingTimeInterval(seconds)
        // Loop: a wait can end early without a signal.
        while !finished, index == before, Date() < deadline {
            _ = condition.wait(until: deadline)
        }
        isStalled = !finished && index == before
        return finished
    }

    var current: String {
        condition.lock()
        defer { condition.unlock() }
        return "mutant \(index): \(description)"
    }
}

/// Outputs of mutants that generated successfully: a count, and a fixed-size random sample
/// (reservoir sampling, seeded, so the same run keeps the same sample) for type-checking.
final class FuzzSurvivors: @unchecked Sendable {
    static let capacity = 64
    private let lock = NSLock()
    private var random = SeededRandom(seed: 7)
    private var kept: [(files: [String: String], description: String)] = []
    private(set) var count = 0

    func add(_ files: [String: String], description: String) {
        lock.lock()
        defer { lock.unlock() }
        count += 1
        if kept.count < Self.capacity {
            kept.append((files, description))
        } else {
            let slot = random.below(count)
            if slot < Self.capacity { kept[slot] = (files, description) }
        }
    }

    /// Up to `limit` of the kept outputs.
    func sample(_ limit: Int) -> [(files: [String: String], description: String)] {
        lock.lock()
        defer { lock.unlock() }
        return Array(kept.prefix(limit))
    }
}
