import Foundation
import ParseModelGenerator
import ParseSchema
import XCTest

/// The same schema gives the same bytes whatever the order of its keys.
final class DeterminismTests: XCTestCase {
    func testShuffledKeysGiveIdenticalOutput() throws {
        let schemas = try ["books.json", "recipes.json"].map { name in
            SourceFile(
                path: name,
                bytes: Array(
                    try Data(contentsOf: GoldenCase.repositoryDirectory.appendingPathComponent("Schemas/\(name)"))))
        }
        let config = SourceFile(
            path: "parse-model-gen.json",
            bytes: Array(
                try Data(
                    contentsOf: GoldenCase.repositoryDirectory.appendingPathComponent("Schemas/parse-model-gen.json"))))
        let reference = Generator.generate(schemas: schemas, config: config)
        XCTAssertTrue(reference.succeeded)
        var generator = SeededRandom(seed: 42)
        for round in 0..<5 {
            let shuffledSchemas = try schemas.map {
                SourceFile(path: $0.path, text: try shuffled($0, using: &generator))
            }
            let shuffledConfig = SourceFile(path: config.path, text: try shuffled(config, using: &generator))
            XCTAssertNotEqual(shuffledSchemas.map(\.bytes), schemas.map(\.bytes))
            let outcome = Generator.generate(schemas: shuffledSchemas, config: shuffledConfig)
            XCTAssertEqual(outcome.files.map(\.name), reference.files.map(\.name), "round \(round)")
            for (file, expected) in zip(outcome.files, reference.files) where file.contents != expected.contents {
                XCTFail("round \(round): \(file.name) differs at \(firstDifference(file.contents, expected.contents))")
            }
        }
    }

    /// The command line leaves the plan to the process exit; what it generates must not depend on that,
    /// nor may a run that keeps its plan alive disturb the next one.
    func testPlanKeptUntilExitGivesIdenticalOutput() throws {
        let schemas = try ["books.json", "recipes.json"].map { name in
            SourceFile(
                path: name,
                bytes: Array(
                    try Data(contentsOf: GoldenCase.repositoryDirectory.appendingPathComponent("Schemas/\(name)"))))
        }
        let config = SourceFile(
            path: "parse-model-gen.json",
            bytes: Array(
                try Data(
                    contentsOf: GoldenCase.repositoryDirectory.appendingPathComponent("Schemas/parse-model-gen.json"))))
        let freed = Generator.generate(schemas: schemas, config: config, accessLevel: .public)
        XCTAssertTrue(freed.succeeded)
        XCTAssertGreaterThan(freed.files.count, 2)
        for round in 0..<2 {
            let kept = Generator.generate(
                schemas: schemas, config: config, accessLevel: .public, workingMemory: .reclaimedAtExit)
            XCTAssertEqual(kept.files, freed.files, "round \(round)")
            XCTAssertEqual(kept.diagnostics, freed.diagnostics, "round \(round)")
        }
        let broken = [SourceFile(path: "broken.json", text: "{\"results\": [{\"className\": 1}]}")]
        let failed = Generator.generate(schemas: broken, config: nil, workingMemory: .reclaimedAtExit)
        XCTAssertFalse(failed.succeeded)
        XCTAssertEqual(failed.diagnostics, Generator.generate(schemas: broken, config: nil).diagnostics)
    }

    private func shuffled(_ file: SourceFile, using generator: inout SeededRandom) throws -> String {
        let root = try JSONReader.read(file.bytes).get()
        return serialize(root, using: &generator)
    }

    /// Writes JSON back with every object's members in a random order. Arrays keep theirs, and so does an
    /// enum's `cases` object: their order means something (it is the order of the enum's cases).
    private func serialize(_ node: JSONNode, key: String? = nil, using generator: inout SeededRandom) -> String {
        switch node.value {
        case .null: return "null"
        case .bool(let value): return value ? "true" : "false"
        case .number(let number): return number.lexeme
        case .string(let text): return quote(text)
        case .array(let elements):
            return "[" + elements.map { serialize($0, using: &generator) }.joined(separator: ",") + "]"
        case .object(let members):
            let ordered = key == "cases" ? members : members.shuffled(using: &generator)
            return "{"
                + ordered.map { "\(quote($0.key)):\(serialize($0.value, key: $0.key, using: &generator))" }.joined(
                    separator: ",") + "}"
        }
    }

    private func quote(_ text: String) -> String {
        let data = try? JSONSerialization.data(withJSONObject: [text], options: [.fragmentsAllowed])
        let array = data.flatMap { String(data: $0, encoding: .utf8) } ?? "[\"\"]"
        return String(array.dropFirst().dropLast())
    }
}
