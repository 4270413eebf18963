import Foundation
import XCTest

@testable import ParseModelGenerator
@testable import ParseSchema

/// Random valid schemas (see `RandomSchemaGenerator`) must always generate without errors, produce
/// files the writer accepts, declare nothing their texts spell, and type-check in every SDK flavor
/// and language mode (rotating per schema).
final class RandomSchemaFuzzTests: XCTestCase {
    /// A client file declaring what the nasty texts try to declare: if any generated file declared
    /// it too, the compiler reports a redeclaration.
    static let clientSource = "struct Injected {}\nfunc evil() {}\n"

    func testRandomValidSchemasGenerateWithoutErrors() throws {
        for index in 0..<FuzzSettings.generatedSchemas {
            let seed = FuzzSettings.seed &+ UInt64(index)
            guard let files = try generate(seed: seed) else { return }
            XCTAssertFalse(files.isEmpty, "seed \(seed)")
        }
    }

    func testRandomValidSchemasTypeCheck() throws {
        let count = FuzzSettings.typeCheckedSchemas
        var sources: [(UInt64, [String: String])] = []
        for index in 0..<count {
            let seed = FuzzSettings.seed &+ UInt64(index)
            guard let files = try generate(seed: seed) else { return }
            sources.append((seed, files.merging(["Client.swift": Self.clientSource]) { first, _ in first }))
        }
        let combinations = SDKFlavor.allCases.flatMap { flavor in CompileCheck.languageModes.map { (flavor, $0) } }
        let failures = FuzzFailures()
        // Two compilers at a time: most CI machines have at least two cores.
        DispatchQueue.concurrentPerform(iterations: 2) { lane in
            for index in stride(from: lane, to: sources.count, by: 2) {
                let (seed, files) = sources[index]
                let (flavor, mode) = combinations[index % combinations.count]
                do {
                    if let failure = try CompileCheck.typecheck(files, flavor: flavor, swiftVersion: mode) {
                        failures.append("seed \(seed): \(failure)\n\(Self.replay(seed))")
                    }
                } catch {
                    failures.append("seed \(seed): \(error)")
                }
            }
        }
        for failure in failures.all { XCTFail(failure) }
    }

    /// Generates the schema of `seed` and checks everything but compilation; nil after a failure.
    private func generate(seed: UInt64, file: StaticString = #filePath, line: UInt = #line) throws -> [String: String]?
    {
        var generator = RandomSchemaGenerator(seed: seed)
        let input = generator.make()
        let outcome = Generator.generate(
            schemas: [SourceFile(path: "fuzz.json", text: input.schemaText)],
            config: SourceFile(path: "parse-model-gen.json", text: input.configText)
        )
        guard outcome.succeeded else {
            XCTFail(
                "seed \(seed): a valid schema failed:\n" + outcome.diagnostics.map(\.formatted).joined(separator: "\n")
                    + "\n" + Self.replay(seed), file: file, line: line)
            return nil
        }
        XCTAssertNoThrow(
            try OutputWriter.plan(outcome.files, in: URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString)")),
            "seed \(seed)", file: file, line: line)
        var files: [String: String] = [:]
        for generated in outcome.files {
            files[generated.name] = generated.contents
            let foreignDirectives = Set(GeneratedDirectives.foreignDirectiveLines(in: generated.contents))
            for (number, text) in generated.contents.split(separator: "\n", omittingEmptySubsequences: false)
                .enumerated()
            {
                let code = text.drop { $0 == " " }
                if code.hasPrefix("struct Injected") || code.hasPrefix("func evil")
                    || foreignDirectives.contains(number + 1)
                {
                    XCTFail(
                        "seed \(seed): \(generated.name):\(number + 1) declares input text: \(text)", file: file,
                        line: line)
                    return nil
                }
            }
        }
        return files
    }

    /// How to see the failing input again.
    static func replay(_ seed: UInt64) -> String {
        var generator = RandomSchemaGenerator(seed: seed)
        let input = generator.make()
        return "schema:\n\(input.schemaText)\nconfig:\n\(input.configText)"
    }
}

/// Failure texts collected from several threads.
final class FuzzFailures: @unchecked Sendable {
    private let lock = NSLock()
    private var items: [String] = []

    func append(_ item: String) {
        lock.lock()
        items.append(item)
        lock.unlock()
    }

    var all: [String] {
        lock.lock()
        defer { lock.unlock() }
        return items
    }
}
