import Foundation
import XCTest

/// `parse-model-gen-build`, what the build plugin and `generate-parse-models` run, is `parse-model-gen`'s
/// `generate`, `validate` and `init` in a smaller executable: the same files byte for byte, the same
/// diagnostics and exit codes, and no other command.
final class BuildToolTests: XCTestCase {
    /// Runs `generate` into `Generated` under `directory`, named relative to it, so the two tools' summaries
    /// can be compared as they are.
    private func generate(with tool: String, input: URL, in directory: URL, extra: [String] = []) throws
        -> CommandLineRunner.Result
    {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return try CommandLineRunner.run(
            ["generate", input.path, "--output", "Generated"] + extra, in: directory, tool: tool)
    }

    private func files(in directory: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: directory.path) {
            files[name] = try Data(contentsOf: directory.appendingPathComponent(name))
        }
        return files
    }

    func testEveryGoldenGeneratesTheSameFilesAsTheFullTool() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        for name in GoldenTests.caseNames {
            let input = GoldenCase.goldensDirectory.appendingPathComponent(name).appendingPathComponent("input")
            let fullFolder = work.url.appendingPathComponent("\(name)-full")
            let buildFolder = work.url.appendingPathComponent("\(name)-build")
            let full = try generate(with: "parse-model-gen", input: input, in: fullFolder)
            let build = try generate(with: "parse-model-gen-build", input: input, in: buildFolder)
            XCTAssertEqual(full.status, 0, "\(name): \(full.standardError)")
            XCTAssertEqual(build.status, full.status, name)
            XCTAssertEqual(build.standardOutput, full.standardOutput, name)
            XCTAssertEqual(build.standardError, full.standardError, name)
            XCTAssertEqual(
                try files(in: buildFolder.appendingPathComponent("Generated")),
                try files(in: fullFolder.appendingPathComponent("Generated")), name)
        }
    }

    func testTheSameDiagnosticsAndCheckForBadInput() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write(
            #"{"results": [{"className": "Book", "fields": {"title": {"type": "Strin"}}}]}"#, to: "schema.json")
        let input = work.url.appendingPathComponent("schema.json")
        let full = try generate(with: "parse-model-gen", input: input, in: work.url, extra: ["--check"])
        let build = try generate(with: "parse-model-gen-build", input: input, in: work.url, extra: ["--check"])
        XCTAssertEqual(full.status, 1)
        XCTAssertTrue(full.standardError.contains("invalid field type 'Strin'"), full.standardError)
        XCTAssertEqual(build.status, full.status)
        XCTAssertEqual(build.standardError, full.standardError)
    }

    func testValidateAndInitAsTheFullTool() throws {
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write(
            #"{"results": [{"className": "Book", "fields": {"title": {"type": "Strin"}}}]}"#, to: "bad.json")
        let books = GoldenCase.repositoryDirectory.appendingPathComponent("Schemas/books.json").path
        for input in [work.url.appendingPathComponent("bad.json").path, books] {
            let full = try CommandLineRunner.run(["validate", input], in: work.url)
            let lean = try CommandLineRunner.run(["validate", input], in: work.url, tool: "parse-model-gen-build")
            XCTAssertEqual(lean.status, full.status, input)
            XCTAssertEqual(lean.standardOutput, full.standardOutput, input)
            XCTAssertEqual(lean.standardError, full.standardError, input)
        }
        XCTAssertNotEqual(
            try CommandLineRunner.run(["validate", work.url.appendingPathComponent("bad.json").path], in: work.url)
                .status, 0)

        let schema = GoldenCase.repositoryDirectory.appendingPathComponent("parse-model-gen.schema.json").path
        var created: [String: Data] = [:]
        for tool in ["parse-model-gen", "parse-model-gen-build"] {
            let arguments = ["init", "--target", tool, "--json-schema", schema, "--access-level", "public"]
            let result = try CommandLineRunner.run(arguments, in: work.url, tool: tool)
            XCTAssertEqual(result.status, 0, "\(tool): \(result.standardError)")
            XCTAssertTrue(
                result.standardOutput.contains("Created \(tool)/Schemas/parse-model-gen.json"), result.standardOutput)
            created[tool] = try Data(
                contentsOf: work.url.appendingPathComponent("\(tool)/Schemas/parse-model-gen.json"))
            // Never overwrites, in either tool.
            let again = try CommandLineRunner.run(arguments, in: work.url, tool: tool)
            XCTAssertEqual(again.status, 1, tool)
            XCTAssertTrue(again.standardError.contains("init never overwrites a config"), again.standardError)
        }
        XCTAssertEqual(created["parse-model-gen-build"], created["parse-model-gen"])
        XCTAssertTrue(
            String(decoding: created["parse-model-gen"] ?? Data(), as: UTF8.self).contains(
                "\"accessLevel\": \"public\""))
    }

    func testOnlyGenerateValidateInitVersionAndHelp() throws {
        let version = try CommandLineRunner.run(["--version"], tool: "parse-model-gen-build")
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.standardOutput, try CommandLineRunner.run(["--version"]).standardOutput)
        let help = try CommandLineRunner.run(["--help"], tool: "parse-model-gen-build")
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.contains("USAGE: parse-model-gen-build generate"), help.standardOutput)
        for arguments in [["pull"], ["docs", "schema.json"], ["check"], [], ["--version", "extra"]] {
            let refused = try CommandLineRunner.run(arguments, tool: "parse-model-gen-build")
            XCTAssertEqual(refused.status, 64, "\(arguments)")
            XCTAssertTrue(
                refused.standardError.contains("every other command is parse-model-gen's"), refused.standardError)
        }
    }
}
