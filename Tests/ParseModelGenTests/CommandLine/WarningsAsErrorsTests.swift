import Foundation
import XCTest

/// `--warnings-as-errors` on `generate` and `validate`, the config's `"warningsAsErrors"`, and the
/// warnings `validate` counts in its summary (issue 23, item 5).
final class WarningsAsErrorsTests: XCTestCase {
    private let schema =
        #"[{"className": "Order", "fields": {"customer": {"type": "Pointer", "targetClass": "Customer"}}}]"#

    private func run(_ arguments: [String], config: String? = nil) throws -> CommandLineRunner.Result {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(schema, to: "schema.json")
        if let config { try directory.write(config, to: "parse-model-gen.json") }
        return try CommandLineRunner.run(arguments, in: directory.url)
    }

    func testValidateCountsWarningsInItsSummary() throws {
        let result = try run(["validate", "schema.json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "1 schema file is valid, 1 warning.\n")
    }

    func testValidateWithWarningsAsErrorsFails() throws {
        let result = try run(["validate", "schema.json", "--warnings-as-errors"])
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardError.contains("schema.json:1:57: error: targetClass 'Customer'"), result.standardError)
    }

    func testGenerateWithWarningsAsErrorsFailsAndWritesNothing() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(schema, to: "schema.json")
        let result = try CommandLineRunner.run(
            ["generate", "schema.json", "--output", "out", "--warnings-as-errors"], in: directory.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("out/Order.swift").path))
        let plain = try CommandLineRunner.run(["generate", "schema.json", "--output", "out"], in: directory.url)
        XCTAssertEqual(plain.status, 0, plain.standardError)
    }

    func testConfigKeyTurnsWarningsIntoErrors() throws {
        let result = try run(["generate", "schema.json", "--output", "out"], config: #"{"warningsAsErrors": true}"#)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("error: targetClass 'Customer'"), result.standardError)
        let relaxed = try run(["validate", "schema.json"], config: #"{"warningsAsErrors": false}"#)
        XCTAssertEqual(relaxed.status, 0, relaxed.standardError)
    }
}
