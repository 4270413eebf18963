import Foundation
import XCTest

/// `parse-model-gen-build`, what the build plugin runs, is `parse-model-gen generate` in a smaller executable:
/// the same files byte for byte, the same diagnostics and exit codes, and nothing but `generate`.
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

    func testOnlyGenerateVersionAndHelp() throws {
        let version = try CommandLineRunner.run(["--version"], tool: "parse-model-gen-build")
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.standardOutput, try CommandLineRunner.run(["--version"]).standardOutput)
        let help = try CommandLineRunner.run(["--help"], tool: "parse-model-gen-build")
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.contains("USAGE: parse-model-gen-build generate"), help.standardOutput)
        for arguments in [["pull"], ["validate", "schema.json"], [], ["--version", "extra"]] {
            let refused = try CommandLineRunner.run(arguments, tool: "parse-model-gen-build")
            XCTAssertEqual(refused.status, 64, "\(arguments)")
            XCTAssertTrue(
                refused.standardError.contains("every other command is parse-model-gen's"), refused.standardError)
        }
    }
}
