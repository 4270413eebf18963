import Foundation
import XCTest

/// Which config a run uses is visible (`--verbose`), and a config under the wrong name gets a message
/// saying what the tool looks for, instead of being read as a schema or skipped without a word.
final class ConfigDiscoveryTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private static let schema =
        #"[{"className": "Book", "fields": {"title": {"type": "String"}, "year": {"type": "Number"}}}]"#
    private static let config =
        #"{"accessLevel": "public", "classes": {"Book": {"fields": {"year": {"swiftType": "Int"}}}}}"#

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        try directory.write(Self.schema, to: "Schemas/books.json")
    }

    override func tearDown() {
        directory.remove()
    }

    private func run(_ arguments: String...) throws -> CommandLineRunner.Result {
        try CommandLineRunner.run(arguments, in: directory.url)
    }

    func testVerboseNamesTheConfigAndTheSchemas() throws {
        let none = try run("validate", "Schemas", "--verbose")
        XCTAssertEqual(none.status, 0, none.standardError)
        XCTAssertEqual(
            none.standardOutput,
            """
            Config: none (no parse-model-gen.json beside the inputs; --config <file> names one)
            Schema: Schemas/books.json
            1 schema file is valid.

            """)

        try directory.write(Self.config, to: "Schemas/parse-model-gen.json")
        let beside = try run("generate", "Schemas", "-o", "Generated", "-v")
        XCTAssertEqual(beside.status, 0, beside.standardError)
        XCTAssertTrue(
            beside.standardOutput.hasPrefix(
                "Config: Schemas/parse-model-gen.json (found beside the inputs)\nSchema: Schemas/books.json\n"),
            beside.standardOutput)

        try directory.write(Self.config, to: "elsewhere.json")
        let named = try run("validate", "Schemas", "--config", "elsewhere.json", "--verbose")
        XCTAssertTrue(
            named.standardOutput.hasPrefix("Config: elsewhere.json (named by --config)\n"), named.standardOutput)

        let both = try run("validate", "Schemas", "--verbose", "--quiet")
        XCTAssertEqual(both.status, 64)
        XCTAssertTrue(
            both.standardError.hasPrefix("error: --quiet and --verbose contradict each other"), both.standardError)
    }

    func testNearMissNamesAreReportedAndNotReadAsSchemas() throws {
        for name in [
            "parse-model-gen.config.json", ".parse-model-gen.json", "parse_model_gen.json", "ParseModelGen.json",
        ] {
            try directory.write(Self.config, to: "Schemas/\(name)")
            let result = try run("validate", "Schemas", "--verbose")
            XCTAssertEqual(result.status, 0, "\(name): \(result.standardError)")
            XCTAssertEqual(
                result.standardError,
                """
                warning: Schemas/\(name) is not read: the config must be named parse-model-gen.json (in the schema folder, at a plugin target's root, or passed with --config), and the file is not read as a schema either; rename it to parse-model-gen.json to use it
                note: parse-model-gen looks for its config in parse-model-gen.json beside the schemas; 'parse-model-gen generate --verbose' names the config it uses

                """, name)
            XCTAssertTrue(result.standardOutput.hasPrefix("Config: none"), result.standardOutput)
            try FileManager.default.removeItem(at: directory.url.appendingPathComponent("Schemas/\(name)"))
        }
        // The right name is used, and the JSON Schema of the config is neither a config nor a near miss.
        try directory.write(Self.config, to: "Schemas/parse-model-gen.json")
        try directory.write("{}", to: "Schemas/parse-model-gen.schema.json")
        let right = try run("validate", "Schemas")
        XCTAssertEqual(right.status, 0, right.standardError)
        XCTAssertEqual(right.standardError, "")
    }

    func testAConfigUnderAnotherNameIsNamedAsOne() throws {
        try directory.write(Self.config, to: "Schemas/settings.json")
        let result = try run("validate", "Schemas")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardError,
            """
            Schemas/settings.json:1:1: error: this file looks like a parse-model-gen config, not a schema
            Schemas/settings.json:1:1: note: parse-model-gen reads its config only from a file named parse-model-gen.json beside the schemas (in Schemas/ or at the target's root for the plugins), or from --config <file>; rename this file to parse-model-gen.json, or move it out of the schema folder

            """)
        XCTAssertFalse(result.standardError.contains("expected an array for 'classes'"))

        // A validators file ({"classes": [...]}) is still a schema.
        try directory.write(#"{"classes": [{"className": "Author", "fields": {}}]}"#, to: "Schemas/settings.json")
        XCTAssertEqual(try run("validate", "Schemas").status, 0)
        // So is a file with only a $schema naming something else.
        try directory.write(#"{"$schema": "other.json", "results": []}"#, to: "Schemas/settings.json")
        XCTAssertEqual(try run("validate", "Schemas").status, 0)
        try directory.write(#"{"$schema": "../parse-model-gen.schema.json"}"#, to: "Schemas/settings.json")
        XCTAssertTrue(try run("validate", "Schemas").standardError.contains("looks like a parse-model-gen config"))
    }
}
