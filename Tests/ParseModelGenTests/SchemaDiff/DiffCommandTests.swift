import Foundation
import XCTest

/// `parse-model-gen diff <old> <new>` as a user runs it: output, exit codes, inputs of any shape.
final class DiffCommandTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        try directory.write(
            #"{"results": [{"className": "Book", "fields": {"title": {"type": "String"}, "year": {"type": "Number"}}}]}"#,
            to: "old.json")
        try directory.write(
            #"[{"className": "Book", "fields": {"title": {"type": "String"}, "year": {"type": "String"}}}, {"className": "Genre", "fields": {}}]"#,
            to: "new.json")
        try directory.write(
            #"{"fields": {"year": {"type": "Number"}, "title": {"type": "String"}}}"#, to: "PerClass/Book.json")
    }

    override func tearDown() {
        directory.remove()
    }

    private func run(_ arguments: String...) throws -> CommandLineRunner.Result {
        try CommandLineRunner.run(["diff"] + arguments, in: directory.url)
    }

    private let report = """
        Schema changes from old.json to new.json:
        + class Genre
        ~ class Book
            ~ year: type Number -> String
        2 classes differ: 1 added, 1 changed.

        """

    func testDifferencesArePrintedAndExitZeroUnlessAsked() throws {
        let plain = try run("old.json", "new.json")
        XCTAssertEqual(plain.status, 0, plain.standardError)
        XCTAssertEqual(plain.standardOutput, report)
        XCTAssertEqual(plain.standardError, "")

        let gate = try run("old.json", "new.json", "--exit-code")
        XCTAssertEqual(gate.status, 1)
        XCTAssertEqual(gate.standardOutput, report)
    }

    func testNoDifferencesBetweenAFileAndAFolderOfPerClassFiles() throws {
        let result = try run("old.json", "PerClass", "--exit-code")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "No schema changes from old.json to PerClass (1 class).\n")
        let quiet = try run("--quiet", "old.json", "PerClass")
        XCTAssertEqual(quiet.status, 0)
        XCTAssertEqual(quiet.standardOutput, "")
    }

    func testInvalidInputIsReportedWithItsPosition() throws {
        try directory.write(
            "{\"results\": [\n  {\"className\": \"Book\", \"fields\": {\"title\": {\"type\": \"string\"}}}\n]}",
            to: "broken.json")
        let result = try run("old.json", "broken.json")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(result.standardOutput, "")
        XCTAssertEqual(
            result.standardError,
            """
            broken.json:2:54: error: invalid field type 'string'
            broken.json:2:54: note: type names are case-sensitive: did you mean 'String'?
            error: the schemas could not be compared, since one of them could not be read (see above)

            """)
    }

    func testAParseErrorAnswerSavedAsASchemaIsRecognised() throws {
        try directory.write(#"{"code":119,"error":"unauthorized: master key is required"}"#, to: "saved-with-curl.json")
        let result = try run("saved-with-curl.json", "new.json")
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.standardError,
            """
            saved-with-curl.json:1:1: error: this file is a Parse Server error answer, not a schema: code 119, "unauthorized: master key is required"
            saved-with-curl.json:1:1: note: it was saved from a request without the application id or the master key; fetch the schema with 'parse-model-gen pull --server-url <url> --output <file>', which sends both
            error: the schemas could not be compared, since one of them could not be read (see above)

            """)
    }

    func testUsageErrors() throws {
        let one = try run("old.json")
        XCTAssertEqual(one.status, 64)
        XCTAssertEqual(
            one.standardError,
            "error: diff compares two schemas: name the old one and the new one (files or directories), not 1\nRun 'parse-model-gen diff --help' for its options.\n"
        )
        let unknown = try run("old.json", "new.json", "--stat")
        XCTAssertEqual(unknown.status, 64)
        XCTAssertTrue(unknown.standardError.hasPrefix("error: unknown option '--stat' for diff"), unknown.standardError)
        let missing = try run("old.json", "nowhere")
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(
            missing.standardError,
            "error: nowhere: no such file or directory\nerror: the schemas could not be compared, since one of them could not be read (see above)\n"
        )
    }
}
