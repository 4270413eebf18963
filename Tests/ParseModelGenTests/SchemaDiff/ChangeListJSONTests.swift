import Foundation
import XCTest

/// `diff --format json` and `pull --check --format json` (issue 42.5): one document in the shape of
/// `Documentation/changes.schema.json`, each change at the file, line and column that hold it.
final class ChangeListJSONTests: XCTestCase {
    private static let applicationID = "bookstore"
    private static let masterKey = "pmg-json-output-key-41c7e0"

    private var work: TemporaryDirectory!

    override func setUpWithError() throws {
        work = try TemporaryDirectory()
        try work.write(
            """
            [{"className": "Book", "fields": {
              "title": {"type": "String"},
              "year": {"type": "Number"}}}]

            """, to: "old.json")
        try work.write(
            """
            [{"className": "Book", "fields": {
              "title": {"type": "String", "required": true},
              "year": {"type": "String"},
              "genre": {"type": "Pointer", "targetClass": "Genre"}}},
             {"className": "Genre\\u0007", "fields": {"name": {"type": "String", "defaultValue": "a\\"b"}}}]

            """, to: "new.json")
    }

    override func tearDown() {
        work?.remove()
    }

    private func document(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(object as? [String: Any], file: file, line: line)
    }

    private func changes(_ document: [String: Any]) -> [[String: Any]] {
        (document["changes"] as? [[String: Any]]) ?? []
    }

    /// One change as `class field change from to file:line:column severity`, for compact comparisons.
    private func brief(_ change: [String: Any]) -> String {
        func text(_ key: String) -> String {
            change[key].map { $0 is NSNull ? "null" : "\($0)" } ?? "missing"
        }
        return
            "\(text("class")) \(text("field")) \(text("change")) \(text("from")) \(text("to")) \(text("file")):\(text("line")):\(text("column")) \(text("severity"))"
    }

    func testDiffPrintsEachChangeWhereTheFileHoldsIt() throws {
        let result = try CommandLineRunner.run(
            ["diff", "old.json", "new.json", "--format", "json", "--exit-code"], in: work.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertEqual(result.standardError, "")
        let json = try document(result.standardOutput)
        XCTAssertEqual(json["format"] as? String, "parse-model-gen/changes")
        XCTAssertEqual(json["version"] as? Int, 1)
        XCTAssertEqual(json["command"] as? String, "diff")
        XCTAssertEqual(json["differs"] as? Bool, true)
        XCTAssertEqual(
            changes(json).map(brief),
            [
                "Genre\u{07} null class-added null null new.json:5:16 error",
                "Genre\u{07} name field-added null String new.json:5:42 error",
                "Book genre field-added null Pointer<Genre> new.json:4:3 error",
                "Book title required-changed false true new.json:2:3 error",
                "Book year type-changed Number String new.json:3:3 error",
            ])
        // Names and values are the schema's own, escaped as JSON, not as terminal text.
        XCTAssertTrue(result.standardOutput.contains(#""class": "Genre\u0007""#), result.standardOutput)
        XCTAssertEqual(
            changes(json)[1]["message"] as? String, #"name: String, default "a\"b" added"#)
        XCTAssertEqual(
            json["summary"] as? [String: Int], ["classes": 2, "added": 1, "removed": 0, "changed": 1])

        // A removed class stands in the old file; without --exit-code the changes are notes and the exit 0.
        let reverse = try CommandLineRunner.run(["diff", "new.json", "old.json", "--format", "json"], in: work.url)
        XCTAssertEqual(reverse.status, 0, reverse.standardError)
        let removed = changes(try document(reverse.standardOutput))
        XCTAssertEqual(removed.first.map(brief), "Genre\u{07} null class-removed null null new.json:5:16 note")

        let same = try CommandLineRunner.run(["diff", "old.json", "old.json", "--format", "json"], in: work.url)
        XCTAssertEqual(same.status, 0, same.standardError)
        let empty = try document(same.standardOutput)
        XCTAssertEqual(empty["differs"] as? Bool, false)
        XCTAssertEqual(changes(empty).count, 0)
    }

    func testTheDocumentFollowsItsJSONSchema() throws {
        // The published schema is checked with Python's jsonschema where it is installed.
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import jsonschema"]
        probe.standardError = FileHandle.nullDevice
        try probe.run()
        probe.waitUntilExit()
        try XCTSkipUnless(probe.terminationStatus == 0, "python3 with jsonschema is not installed")
        let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent(
                "Documentation/changes.schema.json")
        for arguments in [
            ["old.json", "new.json", "--exit-code"], ["new.json", "old.json"], ["old.json", "old.json"],
        ] {
            let result = try CommandLineRunner.run(["diff"] + arguments + ["--format", "json"], in: work.url)
            try work.write(result.standardOutput, to: "out.json")
            let check = Process()
            check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            check.arguments = [
                "python3", "-c",
                "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))",
                schema.path, work.url.appendingPathComponent("out.json").path,
            ]
            try check.run()
            check.waitUntilExit()
            XCTAssertEqual(check.terminationStatus, 0, "\(arguments): \(result.standardOutput)")
        }
    }

    func testPullCheckPrintsTheDriftAtTheSavedFile() throws {
        let secrets = try TemporaryDirectory()
        defer { secrets.remove() }
        try secrets.write(Self.masterKey + "\n", to: "server-key")
        let server = try ParseSchemasServer(
            applicationID: Self.applicationID, masterKeyFile: secrets.url.appendingPathComponent("server-key"),
            log: secrets.url.appendingPathComponent("requests.log"))
        defer { server.stop() }
        var environment = ["PARSE_APPLICATION_ID": Self.applicationID, "PARSE_MASTER_KEY": Self.masterKey]
        environment["PATH"] = ProcessInfo.processInfo.environment["PATH"]
        let url = server.url("/m/serve/app/parse")
        XCTAssertEqual(
            try CommandLineRunner.run(
                ["pull", "--server-url", url, "-o", "schema.json"], in: work.url, environment: environment
            )
            .status, 0)
        let clean = try CommandLineRunner.run(
            ["pull", "--server-url", url, "-o", "schema.json", "--check", "--format", "json"], in: work.url,
            environment: environment)
        XCTAssertEqual(clean.status, 0, clean.standardError)
        XCTAssertEqual(try document(clean.standardOutput)["differs"] as? Bool, false)

        // The saved file lacks Genre's field "name", which the server has: the change stands at the class,
        // written here one class a line so that its place is known.
        let pulled = try JSONSerialization.jsonObject(
            with: Data(contentsOf: work.url.appendingPathComponent("schema.json")))
        var classes = try XCTUnwrap((pulled as? [String: Any])?["results"] as? [[String: Any]])
        let genre = try XCTUnwrap(classes.firstIndex { $0["className"] as? String == "Genre" })
        var fields = try XCTUnwrap(classes[genre]["fields"] as? [String: Any])
        fields["name"] = nil
        classes[genre]["fields"] = fields
        let rows = try classes.map {
            String(decoding: try JSONSerialization.data(withJSONObject: $0, options: [.sortedKeys]), as: UTF8.self)
        }
        try work.write("{\"results\": [\n" + rows.joined(separator: ",\n") + "\n]}\n", to: "schema.json")
        let genreRow = rows[genre]
        let column =
            try XCTUnwrap(genreRow.range(of: #""className":"Genre""#)).lowerBound.utf16Offset(in: genreRow) + 13
        let missing = try CommandLineRunner.run(
            ["pull", "--server-url", url, "-o", "schema.json", "--check", "--format", "json"], in: work.url,
            environment: environment)
        XCTAssertEqual(missing.status, 1, missing.standardError)
        let json = try document(missing.standardOutput)
        XCTAssertEqual(json["command"] as? String, "pull --check")
        XCTAssertEqual(json["to"] as? String, url)
        XCTAssertEqual(
            changes(json).map(brief), ["Genre name field-added null String schema.json:\(genre + 2):\(column) error"])
        XCTAssertFalse(missing.standardOutput.contains("Schema changes from"), "the text report was printed too")

        // --format json without --check, or another format: usage errors.
        let noCheck = try CommandLineRunner.run(
            ["pull", "--server-url", url, "-o", "schema.json", "--format", "json"], in: work.url,
            environment: environment)
        XCTAssertEqual(noCheck.status, 64, noCheck.standardError)
        let xml = try CommandLineRunner.run(["diff", "old.json", "new.json", "--format", "xml"], in: work.url)
        XCTAssertEqual(xml.status, 64, xml.standardError)
    }
}
