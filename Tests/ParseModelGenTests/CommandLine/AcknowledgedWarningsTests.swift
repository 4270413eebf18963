import Foundation
import XCTest

/// Warnings about choices the generator made for the user (a rename, a generic pointer, a key ParseSwift
/// drops) can be acknowledged in the config: the choice stays, the warning goes, in every command that
/// reads the schema; an acknowledgement that matches nothing is reported, and a mistyped one is an error.
final class AcknowledgedWarningsTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        try directory.write(
            """
            [{"className": "Book", "fields": {
              "hashValue": {"type": "String"},
              "id": {"type": "String"},
              "shelf": {"type": "Pointer", "targetClass": "Warehouse"},
              "title": {"type": "String"}
            }}]
            """, to: "Schemas/books.json")
    }

    override func tearDown() {
        directory.remove()
    }

    private func run(_ arguments: String...) throws -> CommandLineRunner.Result {
        try CommandLineRunner.run(arguments, in: directory.url)
    }

    private func warnings(_ result: CommandLineRunner.Result) -> [String] {
        result.standardError.components(separatedBy: "\n").filter { $0.contains(": warning: ") }
    }

    func testAcknowledgedWarningsAreQuietAndTheChoiceStays() throws {
        let unsettled = try run("generate", "Schemas", "-o", "Before", "--quiet")
        XCTAssertEqual(unsettled.status, 0, unsettled.standardError)
        let before = warnings(unsettled)
        XCTAssertEqual(before.count, 4, unsettled.standardError)
        XCTAssertTrue(before.contains { $0.contains("field 'id' would be named 'id'") }, unsettled.standardError)
        XCTAssertTrue(
            before.contains { $0.contains("field 'hashValue' would be named 'hashValue'") }, unsettled.standardError)
        XCTAssertTrue(
            before.contains { $0.contains("ParseSwift 4.14's encoder drops the key 'id'") }, unsettled.standardError)
        XCTAssertTrue(
            before.contains { $0.contains("targetClass 'Warehouse' of field 'shelf'") }, unsettled.standardError)

        try directory.write(
            """
            {
              "acknowledge": {
                "Book.hashValue": ["rename"],
                "Book.id": ["dropped-key", "rename"],
                "Book.shelf": ["generic-pointer"]
              }
            }
            """, to: "Schemas/parse-model-gen.json")
        for arguments in [
            ["generate", "Schemas", "-o", "After"], ["validate", "Schemas"], ["diagram", "Schemas"],
            ["docs", "Schemas", "--output", "Model.md"],
        ] {
            let settled = try CommandLineRunner.run(arguments, in: directory.url)
            XCTAssertEqual(settled.status, 0, "\(arguments): \(settled.standardError)")
            XCTAssertEqual(settled.standardError, "", "\(arguments)")
        }
        // The same code as without the acknowledgements: the choices stay.
        let book = try String(
            contentsOf: directory.url.appendingPathComponent("After/Book.parse.swift"), encoding: .utf8)
        XCTAssertEqual(
            book,
            try String(contentsOf: directory.url.appendingPathComponent("Before/Book.parse.swift"), encoding: .utf8))
        XCTAssertTrue(book.contains("var hashValueValue: String?"), book)

        // An acknowledgement covers only its own kind and subject.
        try directory.write(
            #"{"acknowledge": {"Book.hashValue": ["generic-pointer"], "Book": ["rename"]}}"#,
            to: "Schemas/parse-model-gen.json")
        let other = try run("validate", "Schemas", "--quiet")
        XCTAssertEqual(other.status, 0, other.standardError)
        XCTAssertEqual(warnings(other).count, 6, other.standardError)
        XCTAssertTrue(
            other.standardError.contains(
                "Schemas/parse-model-gen.json:1:37: warning: the config acknowledges a 'generic-pointer' warning about 'Book.hashValue', which this run does not give\n"
                    + "Schemas/parse-model-gen.json:1:37: note: remove it from \"acknowledge\""
            ), other.standardError)
        XCTAssertTrue(
            other.standardError.contains(
                "warning: the config acknowledges a 'rename' warning about 'Book', which this run does not give"),
            other.standardError)
    }

    func testMistakesInAcknowledgeAreErrors() throws {
        try directory.write(
            #"{"acknowledge": {"Book.hashValue": ["renmae"], "Book.hashValue.x": ["rename"], "Book": "rename"}}"#,
            to: "Schemas/parse-model-gen.json")
        let result = try run("validate", "Schemas")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardError.contains(
                "error: 'renmae' is not a warning the config can acknowledge\n"
            ), result.standardError)
        XCTAssertTrue(
            result.standardError.contains(
                "note: did you mean 'rename'? the kinds are rename, generic-pointer, dropped-key"), result.standardError
        )
        XCTAssertTrue(
            result.standardError.contains("error: 'Book.hashValue.x' in 'acknowledge' names no class or field"),
            result.standardError)
        XCTAssertTrue(
            result.standardError.contains(
                "error: expected an array for the warnings acknowledged for 'Book', found a string"),
            result.standardError)
    }

    func testClassRenamesAndCollisionsCanBeAcknowledged() throws {
        try directory.write(
            """
            [{"className": "Query", "fields": {"name": {"type": "String"}, "Name": {"type": "String"}}}]
            """, to: "Schemas/books.json")
        let unsettled = try run("validate", "Schemas")
        XCTAssertEqual(warnings(unsettled).count, 2, unsettled.standardError)
        try directory.write(
            #"{"acknowledge": {"Query": ["rename"], "Query.Name": ["rename"]}}"#, to: "Schemas/parse-model-gen.json")
        let settled = try run("validate", "Schemas")
        XCTAssertEqual(settled.status, 0, settled.standardError)
        XCTAssertEqual(settled.standardError, "")
    }
}
