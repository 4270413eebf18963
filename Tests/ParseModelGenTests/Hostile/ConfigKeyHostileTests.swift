import Foundation
import XCTest

/// The config keys for switching apps tried adversarially (issue 40): each case ends in an error at the
/// config's line and column, or in code that compiles and keeps the server's data as it came.
final class ConfigKeyHostileTests: XCTestCase {
    private static let gameSchema = #"[{"className": "Game", "fields": {"title": {"type": "String"}}}]"#

    /// `parse-model-gen.json:line:column: error: ` for the first occurrence of `needle` in a config.
    private func errorPrefix(at needle: String, in config: String, file: StaticString = #filePath, line: UInt = #line)
        -> String
    {
        guard let range = config.range(of: needle) else {
            XCTFail("'\(needle)' is not in the config", file: file, line: line)
            return ""
        }
        let before = config[..<range.lowerBound]
        let lineNumber = before.filter { $0 == "\n" }.count + 1
        let column =
            before.distance(
                from: before.lastIndex(of: "\n").map { before.index(after: $0) } ?? before.startIndex,
                to: before.endIndex) + 1
        return "parse-model-gen.json:\(lineNumber):\(column): error: "
    }

    private func assertError(
        _ diagnostics: [String], at needle: String, in config: String, containing text: String,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        let prefix = errorPrefix(at: needle, in: config, file: file, line: line)
        XCTAssertTrue(
            diagnostics.contains { $0.hasPrefix(prefix) && $0.contains(text) },
            "no error '\(text)' at \(prefix) among:\n" + diagnostics.joined(separator: "\n"), file: file, line: line)
    }

    // MARK: 1. Local properties that make models contain each other

    func testLocalPropertyHoldingItsOwnModelIsRefusedAtItsType() {
        let config =
            #"{"classes": {"Game": {"localProperties": {"previous": {"swiftType": "Game", "optional": true}}}}}"#
        assertError(
            diagnostics(Self.gameSchema, config: config), at: #""Game", "optional""#, in: config,
            containing: "local property 'previous' of Game")
    }

    func testModelsHoldingEachOtherThroughLocalPropertiesAreRefused() {
        let schema = #"[{"className": "Game", "fields": {}}, {"className": "Team", "fields": {}}]"#
        let config = """
            {"classes": {
              "Game": {"localProperties": {"team": {"swiftType": "Team", "optional": true}}},
              "Team": {"localProperties": {"game": {"swiftType": "Game", "optional": false, "initialValue": {}}}}
            }}
            """
        let found = diagnostics(schema, config: config)
        assertError(found, at: #""Team", "optional""#, in: config, containing: "local property 'team' of Game")
        assertError(found, at: #""Game", "optional""#, in: config, containing: "local property 'game' of Team")
    }

    /// A cycle through a local property and a pointer field is broken at the field, which the generator types
    /// `Pointer<Game>`; the local property keeps the type the config gives it, out of line ones stay.
    func testCycleThroughALocalPropertyAndAPointerFieldCompiles() throws {
        let schema = """
            [{"className": "Game", "fields": {}},
             {"className": "Team", "fields": {"game": {"type": "Pointer", "targetClass": "Game"}}}]
            """
        let config = """
            {"classes": {"Game": {"localProperties": {
              "team": {"swiftType": "Team", "optional": true},
              "history": {"swiftType": "[Game]", "initialValue": []}
            }}}}
            """
        let files = generatedFiles(schema, config: config)
        XCTAssertTrue(try XCTUnwrap(files["Team.parse.swift"]).contains("var game: ParseModelGenSDK.Pointer<Game>?"))
        XCTAssertTrue(try XCTUnwrap(files["Game.parse.swift"]).contains("var team: Team?"))
        XCTAssertEqual(try CompileCheck.compileAllModes(sources: files), [])
    }

    /// Found by the random sets: a non-optional pointer that starts as a new object and closes a cycle is
    /// typed `Pointer<Beta>`, which has no empty value.
    func testNonOptionalPointerClosingACycleIsRefusedAtItsInitialValue() {
        let schema = """
            [{"className": "Alpha", "fields": {"b": {"type": "Pointer", "targetClass": "Beta"}}},
             {"className": "Beta", "fields": {"a": {"type": "Pointer", "targetClass": "Alpha"}}}]
            """
        let config = #"{"classes": {"Alpha": {"fields": {"b": {"optional": false, "initialValue": {}}}}}}"#
        assertError(
            diagnostics(schema, config: config), at: "{}}", in: config, containing: "field 'b' of class 'Alpha'")
    }

    // MARK: 2 and 3. appTypes that generated or standard types shadow

    func testAppTypesNamedLikeGeneratedMemberTypesAreRefused() {
        let config = #"{"appTypes": ["Key", "CodingKeys", "ID", "Key.Inner"]}"#
        let found = diagnostics(Self.gameSchema, config: config)
        for name in [#""Key""#, #""CodingKeys""#, #""ID""#, #""Key.Inner""#] {
            assertError(found, at: name, in: config, containing: "in 'appTypes'")
        }
    }

    func testAppTypesNamedLikeANestedTypeOfAModelAreRefused() {
        let schema = #"[{"className": "Game", "fields": {"state": {"type": "String"}}}]"#
        let config = """
            {"appTypes": ["Status", "Game"],
             "classes": {"Game": {"fields": {"state": {"enum": {"name": "Status", "cases": ["open", "closed"]}}}}}}
            """
        let found = diagnostics(schema, config: config)
        assertError(found, at: #""Status""#, in: config, containing: "model Game declares a nested type 'Status'")
        assertError(found, at: #""Game""#, in: config, containing: "a generated model is named 'Game'")
    }

    func testStandardAndSDKNamesAreNotAppTypes() {
        let schema = """
            [{"className": "Game", "fields": {"box": {"type": "Object"}, "title": {"type": "String"}}}]
            """
        let config = """
            {"appTypes": ["String", "Bool", "Date", "UUID", "ParseObject", "Swift.Int", "Foundation.Data"],
             "classes": {"Game": {"fields": {"box": {"swiftType": "String"}, "title": {"swiftType": "Bool"}}}}}
            """
        let found = diagnostics(schema, config: config)
        for name in [
            #""String","#, #""Bool""#, #""Date""#, #""UUID""#, #""ParseObject""#, #""Swift.Int""#,
            #""Foundation.Data""#,
        ] {
            assertError(found, at: name, in: config, containing: "in 'appTypes'")
        }
        // Without the app type the Object field cannot be a String, nor the String field a Bool.
        assertError(found, at: #""String"}"#, in: config, containing: "field 'box'")
        assertError(found, at: #""Bool"}"#, in: config, containing: "field 'title'")
    }

    // MARK: 4. A public model's default argument that calls the app's initializer

    /// The app's struct is public (a public model's property needs that) and its memberwise `init()` is
    /// internal, as Swift makes it: a public initializer's default argument cannot call it.
    func testPublicModelWithAnAppTypesEmptyInstanceCompiles() throws {
        let schema = #"[{"className": "Game", "fields": {"result": {"type": "Object"}}}]"#
        let config = """
            {"accessLevel": "public", "appTypes": ["TeamResult"],
             "classes": {"Game": {
               "fields": {"result": {"swiftType": "TeamResult", "optional": false, "initialValue": {}}},
               "localProperties": {
                 "current": {"swiftType": "TeamResult", "initialValue": {}},
                 "best": {"swiftType": "TeamResult", "optional": true, "initialValue": {}},
                 "all": {"swiftType": "[TeamResult]", "initialValue": [{}]}
               }
             }}}
            """
        var files = generatedFiles(schema, config: config)
        files["TeamResult.swift"] = """
            nonisolated public struct TeamResult: Codable, Hashable, Sendable {
                var points = 0
            }
            """
        XCTAssertEqual(try CompileCheck.compileAllModes(sources: files), [])
    }

    /// What `adopt` writes for a public model that compiles: its config must generate models that compile.
    func testAdoptedPublicModelWithAnAppTypeInstanceCompiles() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let appType = """
            import Foundation

            public struct TeamResult: Codable, Hashable, Sendable {
                public var points = 0
            }

            """
        try directory.write(
            appType + """
                import ParseSwift

                public struct Game: ParseObject {
                    public var objectId: String?
                    public var createdAt: Date?
                    public var updatedAt: Date?
                    public var ACL: ParseACL?
                    public var originalData: Data?
                    public var result = TeamResult()
                    public var shown = TeamResult()

                    enum CodingKeys: String, CodingKey {
                        case objectId, createdAt, updatedAt, ACL, originalData, result
                    }
                    public init() {}
                }

                """, to: "Game.swift")
        try directory.write(#"[{"className": "Game", "fields": {"result": {"type": "Object"}}}]"#, to: "schema.json")
        let adopt = try CommandLineRunner.run(
            ["adopt", "Game.swift", "schema.json", "--config", "parse-model-gen.json"],
            in: directory.url)
        XCTAssertEqual(adopt.status, 0, adopt.standardError)
        let config = try String(
            contentsOf: directory.url.appendingPathComponent("parse-model-gen.json"), encoding: .utf8)
        XCTAssertTrue(config.contains(#""initialValue": {}"#), config)
        let generate = try CommandLineRunner.run(
            ["generate", "schema.json", "--config", "parse-model-gen.json", "--output", "Generated", "--quiet"],
            in: directory.url)
        XCTAssertEqual(generate.status, 0, generate.standardError)
        var sources: [String: String] = [
            "TeamResult.swift": "nonisolated " + appType.dropFirst("import Foundation\n\n".count)
        ]
        let output = directory.url.appendingPathComponent("Generated")
        for name in try FileManager.default.contentsOfDirectory(atPath: output.path) where name.hasSuffix(".swift") {
            sources[name] = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
        }
        XCTAssertEqual(try CompileCheck.compileAllModes(sources: sources), [])
    }

    // MARK: 5. URL and UUID on String fields

    func testURLAndUUIDOnAStringFieldAreWarnedAtTheRefinement() {
        let schema = """
            [{"className": "Game", "fields": {"site": {"type": "String"}, "code": {"type": "String"}, "codes": {"type": "Array"}}}]
            """
        let config = """
            {"classes": {"Game": {"fields": {
              "site": {"swiftType": "URL"}, "code": {"swiftType": "UUID"}, "codes": {"swiftType": "[UUID]"}
            }}}}
            """
        let found = diagnostics(schema, config: config)
        for (needle, text) in [
            (#""URL""#, "field 'site' as URL"), (#""UUID""#, "a lowercase one read from the server changes"),
            (#""[UUID]""#, "field 'codes' as UUID"),
        ] {
            let prefix = errorPrefix(at: needle, in: config).replacingOccurrences(of: "error: ", with: "warning: ")
            XCTAssertTrue(
                found.contains { $0.hasPrefix(prefix) && $0.contains(text) },
                "\(prefix) \(text):\n" + found.joined(separator: "\n"))
        }
        let acknowledged =
            config.dropLast()
            + #", "acknowledge": {"Game.site": ["string-conversion"], "Game.code": ["string-conversion"], "Game.codes": ["string-conversion"]}}"#
        XCTAssertEqual(diagnostics(schema, config: String(acknowledged)).filter { $0.contains("warning") }, [])
    }

    /// What Documentation/Configuring.md ("URL and UUID") recommends: an app type that keeps the string as it
    /// came. Through the compiled model, a lowercase UUID, an empty string and a string that is no UUID decode,
    /// and each is encoded back exactly as the server sent it.
    func testAnAppTypeKeepingTheStringSavesServerValuesBackUnchanged() throws {
        let schema = #"[{"className": "Device", "fields": {"code": {"type": "String"}}}]"#
        let config =
            #"{"appTypes": ["DeviceCode"], "classes": {"Device": {"fields": {"code": {"swiftType": "DeviceCode"}}}}}"#
        var sources = generatedFiles(schema, config: config)
        sources["DeviceCode.swift"] = """
            import Foundation

            nonisolated struct DeviceCode: Codable, Hashable, Sendable {
                var text: String
                var uuid: UUID? { UUID(uuidString: text) }
                init(_ uuid: UUID) { text = uuid.uuidString.lowercased() }
                init(from decoder: any Decoder) throws { text = try decoder.singleValueContainer().decode(String.self) }
                func encode(to encoder: any Encoder) throws {
                    var container = encoder.singleValueContainer()
                    try container.encode(text)
                }
            }
            """
        sources["main.swift"] = ##"""
            import Foundation

            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            for code in ["0f8fad5b-d9cb-469f-a165-70867728950e", "", "not a uuid", "0F8FAD5B-D9CB-469F-A165-70867728950E"] {
                let json = #"{"code":"\#(code)","objectId":"d1"}"#
                let device = try JSONDecoder().decode(Device.self, from: Data(json.utf8))
                let back = String(decoding: try encoder.encode(device), as: UTF8.self)
                print(back.contains(#""code":"\#(code)""#) ? "kept" : "changed: \(back)", device.code?.uuid != nil)
            }
            """##
        let result = try CompileCheck.buildAndRun(sources)
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertEqual(result.output, "kept true\nkept false\nkept false\nkept true\n")
    }

    // MARK: 6 and 7. Long lists: one bounded diagnostic a name, linear work

    func testUnknownInitializerOrderNamesGetOneShortDiagnosticEach() {
        let count = 2_000
        let fields = (0..<count).map { #""field\#($0)": {"type": "String"}"# }.joined(separator: ", ")
        let schema = #"[{"className": "Game", "fields": {\#(fields)}}]"#
        let order = (0..<count).map { #""unknown\#($0)zzzzzzzzzzzzzzzz""# }.joined(separator: ", ")
        let config = #"{"classes": {"Game": {"initializerOrder": [\#(order)]}}}"#
        let found = diagnostics(schema, config: config).filter { $0.contains("initializerOrder") }
        XCTAssertEqual(found.count, count)
        // Each names the entry and says what to write, without the class's whole property list.
        let longest = found.map(\.utf8.count).max() ?? 0
        XCTAssertLessThan(longest, 400, found.first ?? "")
        // Its time is measured, not asserted: `Benchmarks/scaling --shapes unknown-order` (49 s before, 0.12 s now).
    }

    func testNearMissInInitializerOrderIsSuggested() {
        let schema = #"[{"className": "Game", "fields": {"title": {"type": "String"}, "score": {"type": "Number"}}}]"#
        let config = #"{"classes": {"Game": {"initializerOrder": ["titel", "score", "score"]}}}"#
        let found = diagnostics(schema, config: config)
        XCTAssertTrue(
            found.contains { $0.contains("'titel' in initializerOrder") && $0.contains("did you mean 'title'?") },
            found.joined(separator: "\n"))
        XCTAssertTrue(found.contains { $0.contains("'score' is named twice in initializerOrder") })
    }

    func testTensOfThousandsOfAliasesAreChecked() throws {
        let count = 50_000
        let aliases = (0..<count).map { #""old\#($0)""# }.joined(separator: ", ")
        let schema = #"[{"className": "Game", "fields": {"title": {"type": "String"}}}]"#
        let config = #"{"classes": {"Game": {"fields": {"title": {"aliases": [\#(aliases), "old7"]}}}}}"#
        let found = diagnostics(schema, config: config)
        XCTAssertFalse(found.contains { $0.contains("error") }, found.prefix(3).joined(separator: "\n"))
        // Its time is measured, not asserted: `Benchmarks/scaling --shapes aliases` shows the growth per alias.
    }
}
