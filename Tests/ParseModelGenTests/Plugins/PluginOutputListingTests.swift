import Foundation
import XCTest

@testable import ParseModelGenerator
@testable import ParseSchema

/// The build-tool plugin declares its outputs with `ParseModelGenOutputListing` (the same source file,
/// linked into this target). These tests fail whenever that listing and the files the generator really
/// renders disagree: on every golden input, the example schemas (ChatShop's `"supportFile": false` and
/// `_User` from another module included), hand-picked corner cases and a seeded random sweep over class
/// names and config options.
final class PluginOutputListingTests: XCTestCase {
    /// Every golden input folder and the repository's `Schemas/`.
    func testListingMatchesGeneratorOnEveryGoldenInput() throws {
        var directories = [
            GoldenCase.repositoryDirectory.appendingPathComponent("Schemas"),
            GoldenCase.repositoryDirectory.appendingPathComponent("Examples/BookStore/Sources/BookStore/Schemas"),
            GoldenCase.repositoryDirectory.appendingPathComponent("Examples/ChatShop/Sources/ChatModels/Schemas"),
            GoldenCase.repositoryDirectory.appendingPathComponent("Examples/ChatShop/Sources/ShopModels/Schemas"),
        ]
        let names = try FileManager.default.contentsOfDirectory(atPath: GoldenCase.goldensDirectory.path).sorted()
        for name in names {
            let input = GoldenCase.goldensDirectory.appendingPathComponent(name).appendingPathComponent("input")
            if FileManager.default.fileExists(atPath: input.path) {
                directories.append(input)
            }
        }
        XCTAssertGreaterThan(directories.count, 5, "the golden inputs were not found")
        var compared = 0
        for directory in directories {
            let inputs = InputCollector.collect(paths: [directory.path], configPath: nil)
            let outcome = Generator.generate(schemas: inputs.schemas, config: inputs.config)
            guard outcome.succeeded, !inputs.diagnostics.containsErrors else { continue }
            compared += 1
            assertListingMatches(inputs.schemas, config: inputs.config, outcome: outcome, label: directory.path)
        }
        XCTAssertGreaterThan(compared, 5, "too few golden inputs generate successfully to compare")
    }

    /// The example package builds the books app from a copy of `Schemas/books.json`; keep the two equal.
    func testExampleSchemaIsTheBooksApp() throws {
        let repository = GoldenCase.repositoryDirectory
        XCTAssertEqual(
            try Data(
                contentsOf: repository.appendingPathComponent("Examples/BookStore/Sources/BookStore/Schemas/books.json")
            ),
            try Data(contentsOf: repository.appendingPathComponent("Schemas/books.json")),
            "Examples/BookStore/Sources/BookStore/Schemas/books.json differs from Schemas/books.json; copy it again"
        )
    }

    /// Corner cases of class naming and selection, each one a schema and a config.
    func testListingMatchesGeneratorOnCornerCases() {
        let cases: [(schema: String, config: String?)] = [
            (#"[{"className": "_Role", "fields": {}}]"#, nil),
            (#"[{"className": "_Session", "fields": {}}]"#, #"{"targetTypes": {"_User": "AppUser"}}"#),
            (#"[{"className": "Post", "fields": {"author": {"type": "Pointer", "targetClass": "_User"}}}]"#, nil),
            (
                #"[{"className": "Post", "fields": {"fans": {"type": "Relation", "targetClass": "_User"}}}, {"className": "Tag", "fields": {}}]"#,
                #"{"exclude": ["Post"]}"#
            ),
            (#"{"_id": "Post", "author": "*_User", "title": "string"}"#, nil),
            (#"[{"_id": "Post", "fans": "relation<_User>"}, {"_id": "Tag"}]"#, nil),
            (
                #"{"results": [{"className": "name", "fields": {}}, {"className": "Name", "fields": {}}, {"className": "NAME", "fields": {}}]}"#,
                nil
            ),
            (
                #"{"definitions": [{"className": "my_class", "fields": {}}, {"className": "MyClass", "fields": {}}, {"className": "My_Class", "fields": {}}]}"#,
                nil
            ),
            (
                #"{"classes": [{"className": "OD3_Alarm", "fields": {}}, {"className": "Alarm", "fields": {}}, {"className": "OD3_3D", "fields": {}}]}"#,
                #"{"stripPrefixes": ["OD3_", "OD"]}"#
            ),
            (
                #"[{"className": "String", "fields": {}}, {"className": "StringObject", "fields": {}}, {"className": "Query", "fields": {}}]"#,
                nil
            ),
            (
                #"[{"className": "Book", "fields": {}}, {"className": "Author", "fields": {}}]"#,
                #"{"classes": {"Book": {"swiftName": "Author"}}}"#
            ),
            (
                #"[{"className": "Book", "fields": {}}, {"className": "Author", "fields": {}}]"#,
                #"{"classes": {"Book": {"swiftName": "Volume"}}, "include": ["Book"]}"#
            ),
            (
                #"[{"className": "Project", "fields": {}}, {"className": "Task", "fields": {"project": {"type": "Pointer", "targetClass": "Project"}}}]"#,
                #"{"targetTypes": {"Other": "Project"}}"#
            ),
            (
                #"[{"className": "Thing", "fields": {}}, {"className": "thing2", "fields": {}}, {"className": "Thing2", "fields": {}}]"#,
                nil
            ),
            (#"[{"className": "_User", "fields": {}}, {"className": "User", "fields": {}}]"#, nil),
            (#"[{"className": "Role", "fields": {}}, {"className": "_Role", "fields": {}}]"#, nil),
            (
                #"[{"className": "Post", "fields": {}}, /* comment */ {"className": "Post", "fields": {"title": {"type": "String"},},}, // trailing"#
                    + "\n]", nil
            ),
            (#"[{"className": "caf\u00e9_item", "fields": {}}, {"className": "x\ud83d\ude00", "fields": {}}]"#, nil),
            (#"[{"className": "Book", "fields": {}}]"#, #"{"classes": {"Book": {"swiftName": "class"}}}"#),
            (#"[{"className": "Book", "fields": {}}]"#, #"{"classes": {"Book": {"swiftName": "Foundation"}}}"#),
            (
                #"[{"className": "Book", "fields": {}}]"#,
                #"{"types": {"Address": {"struct": {"fields": {"city": {"type": "String"}}}}, "Currency": {"enum": {"cases": ["EUR"]}}}, "supportFile": false, "additionalImports": ["Base"]}"#
            ),
            (
                #"[{"className": "Book", "fields": {}}]"#,
                #"{"types": {"Address": {"struct": {"fields": {"a": {"type": "String"}}}}, "Address": {"enum": {"cases": ["a"]}}}}"#
            ),
            (
                #"[{"className": "Book", "fields": {}}]"#,
                #"{"types": {"address": {"enum": {"cases": ["a"]}}, "Task": {"enum": {"cases": ["a"]}}}}"#
            ),
        ]
        for (index, testCase) in cases.enumerated() {
            compare(
                schemas: [SourceFile(path: "/in/case\(index).json", text: testCase.schema)],
                config: testCase.config.map { SourceFile(path: "/in/parse-model-gen.json", text: $0) },
                label: "case \(index)")
        }
    }

    /// Per-class files named after their class, spread over several files and merged.
    func testListingMatchesGeneratorOnPerClassFilesAndMerges() {
        let schemas = [
            SourceFile(path: "/in/Book.json", text: #"{"fields": {"title": {"type": "String"}}}"#),
            SourceFile(
                path: "/in/sub/order_item.json",
                text: #"{"fields": {"buyer": {"type": "Pointer", "targetClass": "_User"}}}"#),
            SourceFile(
                path: "/in/more.json",
                text:
                    #"[{"className": "Book", "fields": {"year": {"type": "Number"}}}, {"className": "_Installation", "fields": {}}]"#
            ),
        ]
        compare(schemas: schemas, config: nil, label: "per-class files")
    }

    /// A seeded sweep: random class names from awkward pieces, random configs.
    func testListingMatchesGeneratorOnRandomSchemas() {
        var random = SeededRandom(seed: 0x5EED)
        let pieces = [
            "_", "__", "User", "user", "Role", "_Role", "_Session", "_User", "OD3_", "od3_", "a", "B", "x1", "String",
            "Query",
            "class", "Type", "Book", "book", "BOOK", "my_", "Item", "2", "self", "Any", "Pointer", "Object",
        ]
        var compared = 0
        for round in 0..<300 {
            var classes: [String] = []
            for _ in 0..<random.below(6) + 1 {
                classes.append((0..<random.below(3) + 1).map { _ in pieces[random.below(pieces.count)] }.joined())
            }
            let specs = classes.map { name -> String in
                var fields: [String] = []
                if random.below(4) == 0 { fields.append(#""owner": {"type": "Pointer", "targetClass": "_User"}"#) }
                if random.below(5) == 0 { fields.append(#""members": {"type": "Relation", "targetClass": "_User"}"#) }
                return #"{"className": "\#(name)", "fields": {\#(fields.joined(separator: ", "))}}"#
            }
            var config: [String] = []
            if random.below(2) == 0 { config.append(#""stripPrefixes": ["OD3_", "my_", "_"]"#) }
            if random.below(4) == 0, let name = classes.first { config.append(#""exclude": ["\#(name)"]"#) }
            if random.below(5) == 0, let name = classes.last { config.append(#""include": ["\#(name)", "_Role"]"#) }
            if random.below(4) == 0, let name = classes.first {
                config.append(#""classes": {"\#(name)": {"swiftName": "\#(pieces[random.below(pieces.count)])"}}"#)
            }
            if random.below(5) == 0 { config.append(#""targetTypes": {"Elsewhere": "Book", "_User": "AppUser"}"#) }
            let schema = SourceFile(path: "/in/random\(round).json", text: "[" + specs.joined(separator: ", ") + "]")
            let configFile =
                config.isEmpty
                ? nil : SourceFile(path: "/in/parse-model-gen.json", text: "{" + config.joined(separator: ", ") + "}")
            if compare(schemas: [schema], config: configFile, label: "round \(round)") {
                compared += 1
            }
        }
        XCTAssertGreaterThan(compared, 100, "too few random schemas were valid to compare")
    }

    /// The name tables the listing copies are the library's.
    func testListingNameTablesMatchTheLibrary() {
        XCTAssertEqual(ParseModelGenOutputListing.reservedWords, SwiftKeywords.reserved)
        XCTAssertEqual(ParseModelGenOutputListing.supportFileName, SupportFileRenderer.fileName)
        XCTAssertEqual(ParseModelGenOutputListing.configFileName, ConfigDecoder.defaultFileName)
        for name in ["_User", "_Role", "_Session", "_Installation", "_Product", "Book"] {
            let listed = ParseModelGenOutputListing.outputFileNames(
                schemas: [(path: "/in/s.json", bytes: Array(#"[{"className": "\#(name)", "fields": {}}]"#.utf8))],
                config: nil
            )
            let expected =
                SystemModelShapes.defaultTypeName(for: name) ?? ClassTypeNaming.derivedName(name, stripping: [])
            XCTAssertTrue(listed.contains(expected + ".parse.swift"), "\(name): \(listed)")
        }
    }

    /// The listing never traps on malformed input; it skips what it cannot read.
    func testListingSkipsMalformedInput() {
        for text in [
            "", "[", "{\"className\": ", "/* open", "[1, 2,, 3]", String(repeating: "[", count: 10_000), "\"\\ud800\"",
            "{\"a\" 1}",
        ] {
            let listed = ParseModelGenOutputListing.outputFileNames(
                schemas: [(path: "/in/bad.json", bytes: Array(text.utf8))], config: Array(text.utf8))
            XCTAssertEqual(listed, [ParseModelGenOutputListing.supportFileName])
        }
        XCTAssertEqual(
            ParseModelGenOutputListing.configuredSchemaPaths(
                config: Array(#"{"schemas": ["a.json", "sub/b.json"]}"#.utf8)), ["a.json", "sub/b.json"])
        XCTAssertNil(
            ParseModelGenOutputListing.configuredSchemaPaths(config: Array(#"{"accessLevel": "public"}"#.utf8)))
    }

    /// A Cloud Code description among the inputs adds `CloudFunctions.parse.swift`, whatever it declares, and is
    /// not read as a schema; files merely named like one are schemas, for the listing as for the generator.
    func testACloudCodeDescriptionAddsItsFile() {
        let schema = SourceFile(path: "/in/s.json", text: #"[{"className": "Movie", "fields": {}}]"#)
        for name in ["cloud-functions.json", "shop.cloud-functions.json"] {
            let description = SourceFile(path: "/in/" + name, text: #"{"functions": {"ping": {}}}"#)
            XCTAssertTrue(compare(schemas: [schema, description], config: nil, label: name), name)
        }
        let empty = SourceFile(path: "/in/cloud-functions.json", text: "{}")
        XCTAssertTrue(compare(schemas: [schema, empty], config: nil, label: "an empty description"))
        for name in ["cloud-functions.json.bak", "x.cloud-functions", "mycloud-functions.json"] {
            let other = SourceFile(path: "/in/" + name, text: #"[{"className": "Other", "fields": {}}]"#)
            XCTAssertTrue(compare(schemas: [schema, other], config: nil, label: name), name)
        }
    }

    // MARK: Helpers

    /// Compares when the generator succeeds; returns whether it compared.
    @discardableResult
    private func compare(
        schemas: [SourceFile], config: SourceFile?, label: String, file: StaticString = #filePath, line: UInt = #line
    ) -> Bool {
        let outcome = Generator.generate(schemas: schemas, config: config)
        guard outcome.succeeded else { return false }
        assertListingMatches(schemas, config: config, outcome: outcome, label: label, file: file, line: line)
        return true
    }

    private func assertListingMatches(
        _ schemas: [SourceFile], config: SourceFile?, outcome: Generator.Outcome, label: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let listed = ParseModelGenOutputListing.outputFileNames(
            schemas: schemas.map { (path: $0.path, bytes: $0.bytes) }, config: config?.bytes)
        let generated = outcome.files.map(\.name)
        XCTAssertEqual(
            Set(listed), Set(generated), "\(label): the plugin's listing differs from the generator's files",
            file: file, line: line)
        XCTAssertEqual(
            listed.count, Set(listed).count, "\(label): the listing names a file twice", file: file, line: line)
    }
}
