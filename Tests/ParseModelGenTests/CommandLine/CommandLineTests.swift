import Foundation
import XCTest

/// The `parse-model-gen` command as a user runs it: exit codes, messages, incremental writes.
final class CommandLineTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        try directory.write(#"[{"className": "Book", "fields": {"title": {"type": "String"}}}, {"className": "Author", "fields": {"name": {"type": "String"}}}]"#, to: "Schemas/app.json")
    }

    override func tearDown() {
        directory.remove()
    }

    private func run(_ arguments: String...) throws -> CommandLineRunner.Result {
        try CommandLineRunner.run(arguments, in: directory.url)
    }

    private func modificationDate(_ name: String) throws -> Date? {
        try FileManager.default.attributesOfItem(atPath: directory.url.appendingPathComponent(name).path)[.modificationDate] as? Date
    }

    func testGenerateThenRerunRewritesNothing() throws {
        let first = try run("generate", "Schemas", "--output", "Generated")
        XCTAssertEqual(first.status, 0, first.standardError)
        XCTAssertEqual(first.standardOutput, "Generated 3 file(s) in Generated: wrote 3, 0 up to date.\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("Generated").path).sorted()
        XCTAssertEqual(names, ["Author.swift", "Book.swift", "ParseModelGen+Support.swift"])

        let old = Date(timeIntervalSince1970: 1_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: directory.url.appendingPathComponent("Generated/Book.swift").path)
        let second = try run("generate", "Schemas", "--output", "Generated")
        XCTAssertEqual(second.status, 0)
        XCTAssertEqual(second.standardOutput, "Generated 3 file(s) in Generated: wrote 0, 3 up to date.\n")
        XCTAssertEqual(try modificationDate("Generated/Book.swift"), old)
    }

    func testCheckPassesWhenUpToDateAndFailsWithoutWriting() throws {
        XCTAssertEqual(try run("generate", "Schemas", "-o", "Generated").status, 0)
        let clean = try run("generate", "Schemas", "-o", "Generated", "--check")
        XCTAssertEqual(clean.status, 0, clean.standardError)

        let bookURL = directory.url.appendingPathComponent("Generated/Book.swift")
        let edited = try String(contentsOf: bookURL, encoding: .utf8) + "// edited by hand\n"
        try Data(edited.utf8).write(to: bookURL)
        let dirty = try run("generate", "Schemas", "-o", "Generated", "--check")
        XCTAssertEqual(dirty.status, 1)
        XCTAssertTrue(dirty.standardError.contains("Generated/Book.swift: out of date"), dirty.standardError)
        XCTAssertEqual(try String(contentsOf: bookURL, encoding: .utf8), edited, "--check must not write")
    }

    func testStaleGeneratedFilesGoAndHandWrittenFilesStay() throws {
        XCTAssertEqual(try run("generate", "Schemas", "-o", "Generated").status, 0)
        try directory.write("struct Mine {}\n", to: "Generated/Mine.swift")
        try directory.write(#"{"className": "Book", "fields": {"title": {"type": "String"}}}"#, to: "Schemas/app.json")
        let result = try run("generate", "Schemas", "-o", "Generated")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "Generated 2 file(s) in Generated: wrote 0, 2 up to date, removed 1.\n")
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.appendingPathComponent("Generated").path).sorted()
        XCTAssertEqual(names, ["Book.swift", "Mine.swift", "ParseModelGen+Support.swift"])
    }

    func testMalformedSchemaGivesPositionAndExitOne() throws {
        try directory.write("{\"className\": \"Book\",\n  \"fields\": {\"title\": {\"type\": \"String\"}\n", to: "Schemas/app.json")
        let result = try run("generate", "Schemas", "-o", "Generated")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.hasPrefix("Schemas/app.json:2:13: error: unterminated object"), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Generated").path), "nothing is written on errors")
    }

    func testValidateWritesNothing() throws {
        let result = try run("validate", "Schemas")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "1 schema file(s) are valid.\n")
    }

    func testAccessLevelOption() throws {
        XCTAssertEqual(try run("generate", "Schemas/app.json", "-o", "Out", "--access-level", "public").status, 0)
        let text = try String(contentsOf: directory.url.appendingPathComponent("Out/Book.swift"), encoding: .utf8)
        XCTAssertTrue(text.contains("public struct Book: ParseObject {"))
        XCTAssertTrue(text.contains("    public init() {}"))
    }

    func testUsageErrorsExitSixtyFour() throws {
        for arguments in [[], ["frobnicate"], ["generate", "Schemas"], ["generate", "-o", "Out"], ["generate", "Schemas", "-o", "Out", "--access-level", "open"], ["generate", "Schemas", "-o", "Out", "--bogus"]] {
            let result = try CommandLineRunner.run(arguments, in: directory.url)
            XCTAssertEqual(result.status, 64, "\(arguments)")
            XCTAssertTrue(result.standardError.contains("parse-model-gen --help"), "\(arguments): \(result.standardError)")
        }
    }

    func testHelpAndVersion() throws {
        let help = try run("--help")
        XCTAssertEqual(help.status, 0)
        XCTAssertTrue(help.standardOutput.contains("USAGE: parse-model-gen generate"))
        let version = try run("--version")
        XCTAssertEqual(version.status, 0)
        XCTAssertEqual(version.standardOutput, "0.1.0\n")
    }

    func testMissingInputIsAnInputError() throws {
        let result = try run("generate", "Nope", "-o", "Out")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.hasPrefix("Nope:1:1: error: no such file or directory"), result.standardError)
    }
}
