import Foundation
import XCTest

@testable import ParseModelGenerator
@testable import ParseSchema
@testable import ParseServerSync

/// A real `GET /schemas` answer (`Recorded/app.json`, shaped as Parse Server's SchemaController writes it,
/// with every server-internal class) generates the app's classes only, and those compile; the internal
/// classes' default columns never stop generation, and the build plugin's output listing agrees.
final class ServerSchemaGenerationTests: XCTestCase {
    private let appClassFiles = [
        "Author.parse.swift", "Book.parse.swift", "Genre.parse.swift", "ParseModelGenSupport.parse.swift",
        "Role.parse.swift", "Session.parse.swift",
        "User.parse.swift",
    ]
    private let internalClasses = [
        "_Audience", "_GlobalConfig", "_GraphQLConfig", "_Hooks", "_Idempotency", "_JobSchedule", "_JobStatus",
        "_PushStatus",
    ]

    private func recordedSchema() throws -> SourceFile {
        let url = ParseSchemasServer.recordedDirectory.appendingPathComponent("app.json")
        return SourceFile(path: "app.json", bytes: Array(try Data(contentsOf: url)))
    }

    private func config(_ text: String) -> SourceFile {
        SourceFile(path: "parse-model-gen.json", text: text)
    }

    func testTheRecordedAnswerListsEveryInternalClass() throws {
        let loaded = SchemaDiff.classes(in: [try recordedSchema()])
        let names = Set(loaded.classes.map(\.name))
        XCTAssertTrue(
            SystemClasses.serverInternal.isSubset(of: names),
            "missing: \(SystemClasses.serverInternal.subtracting(names).sorted())")
    }

    func testOnlyTheAppsClassesAreGeneratedWithOneNote() throws {
        let outcome = Generator.generate(schemas: [try recordedSchema()], config: nil)
        XCTAssertEqual(
            outcome.diagnostics.map(\.formatted),
            [
                "note: skipped Parse Server's internal classes \(internalClasses.joined(separator: ", ")): apps do not model them\n"
                    + "note: to generate one, list it under \"include\" in the config, which then names every class to generate"
            ])
        XCTAssertEqual(outcome.files.map(\.name).sorted(), appClassFiles)
        let sources = Dictionary(uniqueKeysWithValues: outcome.files.map { ($0.name, $0.contents) })
        let failures = try CompileCheck.compileAllModes(sources: sources)
        XCTAssertTrue(failures.isEmpty, failures.joined(separator: "\n\n"))
    }

    func testExcludedInternalClassesAreNotMentioned() throws {
        let outcome = Generator.generate(
            schemas: [try recordedSchema()], config: config(#"{"exclude": ["_Idempotency", "_Hooks"]}"#))
        XCTAssertEqual(
            outcome.diagnostics.first?.message,
            "skipped Parse Server's internal classes _Audience, _GlobalConfig, _GraphQLConfig, _JobSchedule, _JobStatus, _PushStatus: apps do not model them"
        )
        XCTAssertEqual(outcome.files.map(\.name).sorted(), appClassFiles)
    }

    func testIncludedInternalClassesGenerateAndTheirDefaultColumnsAreNotRejected() throws {
        let included = ["_User", "_Role", "_Session", "Book", "Genre", "Author"] + internalClasses
        let list = included.map { "\"\($0)\"" }.joined(separator: ", ")
        let outcome = Generator.generate(schemas: [try recordedSchema()], config: config("{\"include\": [\(list)]}"))
        XCTAssertTrue(outcome.succeeded, outcome.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertFalse(
            outcome.diagnostics.contains { $0.message.contains("reserved") },
            outcome.diagnostics.map(\.formatted).joined(separator: "\n"))
        XCTAssertFalse(outcome.diagnostics.contains { $0.message.contains("skipped") })
        let names = outcome.files.map(\.name)
        for expected in [
            "Hooks.parse.swift", "PushStatus.parse.swift", "Idempotency.parse.swift", "GlobalConfig.parse.swift",
        ] {
            XCTAssertTrue(names.contains(expected), "\(expected) is missing from \(names)")
        }
        let hooks = try XCTUnwrap(outcome.files.first { $0.name == "Hooks.parse.swift" }?.contents)
        // The SDK's own `className` beside a stored property of that name compiles (checked below): the name is kept.
        XCTAssertTrue(hooks.contains("var className: String?"), "the _Hooks className column keeps its name")
        let sources = Dictionary(uniqueKeysWithValues: outcome.files.map { ($0.name, $0.contents) })
        let failure = try CompileCheck.typecheck(sources, flavor: .fork, swiftVersion: "6")
        XCTAssertNil(failure, failure ?? "")
    }

    func testTheInternalClassesDefaultColumnsAreBuiltIn() {
        for name in SystemClasses.serverInternal {
            XCTAssertNotNil(SystemClasses.builtInFields[name], "\(name) has no default columns")
        }
        XCTAssertTrue(SystemClasses.isBuiltIn("className", of: "_Hooks"))
        XCTAssertFalse(SystemClasses.isBuiltIn("className", of: "Book"))
        // Elsewhere className is still reserved.
        XCTAssertEqual(
            diagnostics(#"{"className": "Book", "fields": {"className": {"type": "String"}}}"#),
            ["s.json:1:34: error: 'className' is reserved by Parse and cannot name a field"])
    }

    func testThePluginListingSkipsTheSameClasses() throws {
        XCTAssertEqual(ParseModelGenOutputListing.serverInternalClasses, SystemClasses.serverInternal)
        let schema = try recordedSchema()
        let included = ["_User", "Book", "_Hooks", "_PushStatus"].map { "\"\($0)\"" }.joined(separator: ", ")
        for configText in [nil, #"{"exclude": ["_Hooks", "Genre"]}"#, "{\"include\": [\(included)]}"] {
            let configFile = configText.map(config)
            let outcome = Generator.generate(schemas: [schema], config: configFile)
            XCTAssertTrue(outcome.succeeded, outcome.diagnostics.map(\.formatted).joined(separator: "\n"))
            let listed = ParseModelGenOutputListing.outputFileNames(
                schemas: [(path: schema.path, bytes: schema.bytes)], config: configFile?.bytes)
            XCTAssertEqual(listed.sorted(), outcome.files.map(\.name).sorted(), configText ?? "no config")
        }
    }

    func testAParseErrorAnswerAmongTheInputsIsNamedAsSuch() {
        XCTAssertEqual(
            diagnostics(#"{"error": "unauthorized"}"#),
            [
                "s.json:1:1: error: this file is a Parse Server error answer, not a schema: \"unauthorized\"\n"
                    + "s.json:1:1: note: it was saved from a request without the application id or the master key; fetch the schema with 'parse-model-gen pull --server-url <url> --output <file>', which sends both"
            ])
        XCTAssertEqual(
            diagnostics(#"{"code": 119, "error": "unauthorized: master key is required"}"#).first?.components(
                separatedBy: "\n"
            ).first,
            "s.json:1:1: error: this file is a Parse Server error answer, not a schema: code 119, \"unauthorized: master key is required\""
        )
        // Other objects are still "not a Parse schema".
        XCTAssertEqual(
            diagnostics(#"{"error": "x", "detail": "y"}"#).first?.components(separatedBy: "\n").first,
            "s.json:1:1: error: this file is not a Parse schema")
    }
}
