import Foundation
import XCTest

/// `--expected-outputs` (hidden, passed by the build-tool plugin): the tool refuses to write when the files
/// it would write are not exactly the ones the plugin declared to SwiftPM.
final class ExpectedOutputsOptionTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        try directory.write(
            #"[{"className": "Book", "fields": {}}, {"className": "_Role", "fields": {}}]"#, to: "Schemas/app.json")
    }

    override func tearDown() {
        directory.remove()
    }

    func testMatchingListWrites() throws {
        let result = try CommandLineRunner.run(
            [
                "generate", "Schemas", "--output", "Out", "--quiet",
                "--expected-outputs",
                "Book.parse.swift,ParseModelGenSupport.parse.swift,Role.parse.swift,User.parse.swift",
            ], in: directory.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Out/User.parse.swift").path))
    }

    func testDifferentListFailsAndWritesNothing() throws {
        let result = try CommandLineRunner.run(
            [
                "generate", "Schemas", "--output", "Out",
                "--expected-outputs", "Book.parse.swift,ParseModelGenSupport.parse.swift,Role.parse.swift,Extra.swift",
            ], in: directory.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(result.standardError.contains("not declared: User.parse.swift"), result.standardError)
        XCTAssertTrue(result.standardError.contains("declared but not generated: Extra.swift"), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Out").path))
    }

    func testOptionIsNotInTheUsage() throws {
        let result = try CommandLineRunner.run(["--help"])
        XCTAssertFalse(result.standardOutput.contains("expected-outputs"))
    }
}
