import Foundation
import ParseModelGenerator
import ParseSchema
import XCTest

@testable import SwiftModelReading

/// `adopt --rewrite` never loses or changes what a line means (issue 39): a member is removed only when the
/// generated model declares exactly the same thing; any other model is refused at its line with the reason
/// and stays byte for byte as it was, its class excluded from generation, while the other models switch.
final class AdoptRewriteSafetyTests: XCTestCase {
    static let header = """
        import Foundation
        import ParseSwift

        """
    static let builtIns = """
            var originalData: Data?
            var objectId: String?
            var createdAt: Date?
            var updatedAt: Date?
            var ACL: ParseACL?

        """
    static let player = header + """

        struct Player: ParseObject {
        \(builtIns)    var name: String?
        }

        """
    static let schema = """
        [{"className": "Game", "fields": {"title": {"type": "String"}, "level": {"type": "Number"},
          "points": {"type": "Number"}, "note": {"type": "String"}, "bonus": {"type": "Number"}}},
         {"className": "Player", "fields": {"name": {"type": "String"}}}]
        """

    /// Runs `adopt --rewrite` over `Game.swift` (holding `game`) and `Player.swift`, with `config` as the
    /// existing config when given.
    private func adopt(_ game: String, config: String? = nil) throws -> (
        directory: TemporaryDirectory, status: Int32, output: String, errors: String
    ) {
        let directory = try TemporaryDirectory()
        try directory.write(game, to: "Game.swift")
        try directory.write(Self.player, to: "Player.swift")
        try directory.write(Self.schema, to: "schema.json")
        if let config { try directory.write(config, to: "parse-model-gen.json") }
        let run = try CommandLineRunner.run(
            ["adopt", "Game.swift", "Player.swift", "schema.json", "--config", "parse-model-gen.json", "--rewrite"],
            in: directory.url)
        return (directory, run.status, run.standardOutput, run.standardError)
    }

    private func text(_ name: String, in directory: TemporaryDirectory) throws -> String {
        try String(contentsOf: directory.url.appendingPathComponent(name), encoding: .utf8)
    }

    /// The refused Game stays byte for byte, is excluded from generation, and Player still switches.
    private func assertGameRefused(
        _ game: String, _ result: (directory: TemporaryDirectory, status: Int32, output: String, errors: String),
        reasons: [String], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        XCTAssertEqual(result.status, 0, result.errors, file: file, line: line)
        XCTAssertEqual(try text("Game.swift", in: result.directory), game, file: file, line: line)
        for reason in reasons {
            XCTAssertTrue(result.errors.contains(reason), "\(reason) is not in\n\(result.errors)", file: file, line: line)
        }
        XCTAssertTrue(
            result.errors.contains(
                "warning: model Game stays as it is, and its class 'Game' is excluded from generation (\"exclude\" in parse-model-gen.json)"
            ), result.errors, file: file, line: line)
        let config = try text("parse-model-gen.json", in: result.directory)
        XCTAssertTrue(config.contains("\"exclude\": [\"Game\"]"), config, file: file, line: line)
        XCTAssertFalse(config.contains("\"Game\": {"), config, file: file, line: line)
        XCTAssertTrue(result.output.contains("rewrote Player.swift"), result.output, file: file, line: line)
        XCTAssertFalse(try text("Player.swift", in: result.directory).contains("var name"), file: file, line: line)
    }

    func testInitialValuesTheConfigCannotHoldKeepTheModel() throws {
        let game = Self.header + """

            let defaultLevel = 3
            func makeTitle() -> String { "New" }

            struct Game: ParseObject {
            \(Self.builtIns)    var title: String? = .untitled
                var level: Int? = defaultLevel
                var points: Int? = 2 * 3
                var note: String? = makeTitle()
            }

            extension String {
                static let untitled = "Untitled"
            }

            """
        let result = try adopt(game)
        defer { result.directory.remove() }
        try assertGameRefused(
            game, result,
            reasons: [
                "Game.swift:13:9: warning: cannot rewrite: stored property title would not be declared the same way by the generated model: title starts as .untitled here",
                "Game.swift:14:9: warning: cannot rewrite: stored property level would not be declared the same way by the generated model: level starts as defaultLevel here",
                "Game.swift:15:9: warning: cannot rewrite: stored property points would not be declared the same way by the generated model: points starts as 2 * 3 here",
                "Game.swift:16:9: warning: cannot rewrite: stored property note would not be declared the same way by the generated model: note starts as makeTitle() here",
            ])
    }

    func testAnInitializerSettingANonLiteralKeepsTheModel() throws {
        let game = Self.header + """

            struct Game: ParseObject {
            \(Self.builtIns)    var title: String?

                init() {
                    title = .untitled
                }
            }

            extension String {
                static let untitled = "Untitled"
            }

            """
        let result = try adopt(game)
        defer { result.directory.remove() }
        try assertGameRefused(
            game, result, reasons: ["Game.swift:10:9: warning: cannot rewrite: stored property title would not"])
        XCTAssertFalse(try text("parse-model-gen.json", in: result.directory).contains(".untitled"))
    }

    func testObserversAndAccessLevelsKeepTheModel() throws {
        let game = Self.header + """

            struct Game: ParseObject {
            \(Self.builtIns)    var level: Int? {
                    didSet { print("level", level ?? 0) }
                }
                private var note: String?
                public private(set) var points: Int?
            }

            """
        let result = try adopt(game)
        defer { result.directory.remove() }
        try assertGameRefused(
            game, result,
            reasons: [
                "Game.swift:10:9: warning: cannot rewrite: stored property level has willSet/didSet observers, which the generated property would not run",
                "Game.swift:13:17: warning: cannot rewrite: stored property note is private here; the generated property has the model's access (internal)",
                "Game.swift:14:29: warning: cannot rewrite: stored property points has a private(set) setter",
            ])
    }

    /// The merge keeps the existing config's `initialValue`: the model's different one stays in its line.
    func testAnExistingConfigsDifferentInitialValueKeepsTheModel() throws {
        let game = Self.header + """

            struct Game: ParseObject {
            \(Self.builtIns)    var level: Int? = 3
            }

            """
        let result = try adopt(game, config: #"{"classes": {"Game": {"fields": {"level": {"initialValue": 5}}}}}"#)
        defer { result.directory.remove() }
        XCTAssertEqual(result.status, 0, result.errors)
        XCTAssertEqual(try text("Game.swift", in: result.directory), game)
        XCTAssertTrue(
            result.errors.contains(
                "Game.swift:10:9: warning: cannot rewrite: stored property level would not be declared the same way by the generated model: the config's 'classes.Game.fields.level.initialValue' is 5, where the property needs 3"
            ), result.errors)
        let config = try text("parse-model-gen.json", in: result.directory)
        XCTAssertTrue(config.contains("\"exclude\": [\"Game\"]"), config)
    }

    /// An existing `exclude` is joined, not replaced.
    func testAnExistingExcludeIsJoined() throws {
        let game = Self.header + """

            struct Game: ParseObject {
            \(Self.builtIns)    var level: Int? = defaultLevel
            }

            let defaultLevel = 3

            """
        let result = try adopt(game, config: #"{"exclude": ["Legacy"]}"#)
        defer { result.directory.remove() }
        XCTAssertEqual(result.status, 0, result.errors)
        let config = try text("parse-model-gen.json", in: result.directory)
        XCTAssertTrue(config.contains("\"exclude\": [\"Legacy\", \"Game\"]"), config)
    }

    /// Values are carried only to properties of types that start with the same value from them.
    func testInitialValuesAreReadForTheirType() throws {
        var models = SwiftModelSet()
        models.enums["Level"] = SwiftEnum(
            name: "Level", qualifiedName: "Level", location: SourceLocation(file: "a.swift", line: 1, column: 1),
            rawType: "String",
            cases: [SwiftEnumCase(name: "easy", rawValue: "easy", location: SourceLocation(file: "a.swift", line: 1, column: 1))],
            conformances: [])
        let json = { (text: String, type: String) in
            InitialValueLiteral.json(text, for: SwiftTypeName(type), in: models)?.text
        }
        XCTAssertEqual(json("\"Hi\"", "String?"), "\"Hi\"")
        XCTAssertEqual(json("3", "Int?"), "3")
        XCTAssertEqual(json(".easy", "Level?"), "\".easy\"")
        XCTAssertEqual(json("Date()", "Date"), "\"now\"")
        XCTAssertEqual(json("Level()", "Level"), "{}")
        XCTAssertEqual(json("[:]", "[String: Int]"), "{}")
        XCTAssertNil(json(".untitled", "String?"))
        XCTAssertNil(json(".hard", "Level?"))
        XCTAssertNil(json("makeTitle()", "String?"))
        XCTAssertNil(json("Title()", "String"))
        XCTAssertNil(json("\"now\"", "Date"))
        XCTAssertNil(json("", "Int?"))
        XCTAssertNil(json("3", "String?"))
    }

    // MARK: Writing all or nothing

    func testAFileChangedSinceItWasReadStopsEveryWrite() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("{}\n", to: "config.json")
        try directory.write("struct A {}\n", to: "A.swift")
        let config = directory.url.appendingPathComponent("config.json").path
        let swift = directory.url.appendingPathComponent("A.swift").path
        // The config was read as `{"x": 1}` and has been edited since.
        let result = AdoptionFileWriter.write([
            .init(path: swift, expected: Array("struct A {}\n".utf8), new: Array("extension A {}\n".utf8)),
            .init(path: config, expected: Array("{\"x\": 1}\n".utf8), new: Array("{\"y\": 2}\n".utf8)),
        ])
        guard case .failure(let failure) = result else { return XCTFail("written: \(result)") }
        XCTAssertEqual(failure.path, config)
        XCTAssertTrue(failure.message.contains("changed since adopt read it"), failure.message)
        XCTAssertEqual(try text("A.swift", in: directory), "struct A {}\n")
        XCTAssertEqual(try text("config.json", in: directory), "{}\n")
    }

    func testAFailureMidWayPutsBackWhatWasWritten() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("{}\n", to: "config.json")
        try directory.write("struct A {}\n", to: "A.swift")
        try directory.write("struct B {}\n", to: "B.swift")
        let paths = ["config.json", "A.swift", "B.swift"].map { directory.url.appendingPathComponent($0).path }
        var calls = 0
        let result = AdoptionFileWriter.write(
            [
                .init(path: paths[0], expected: Array("{}\n".utf8), new: Array("{\"a\": 1}\n".utf8)),
                .init(path: paths[1], expected: Array("struct A {}\n".utf8), new: Array("extension A {}\n".utf8)),
                .init(path: paths[2], expected: Array("struct B {}\n".utf8), new: Array("extension B {}\n".utf8)),
            ],
            replace: { path, bytes, suffix in
                calls += 1
                // The third write fails (a disk full, a folder made read-only meanwhile).
                if path == paths[2], bytes != Array("struct B {}\n".utf8) {
                    return .failure(OutputWriterError(path: path, message: "cannot be written (disk full)"))
                }
                return InPlaceFileReplacement.replace(path, with: bytes, backupSuffix: suffix)
            })
        guard case .failure(let failure) = result else { return XCTFail("written: \(result)") }
        XCTAssertTrue(failure.message.contains("put back as they were"), failure.message)
        XCTAssertEqual(try text("config.json", in: directory), "{}\n")
        XCTAssertEqual(try text("A.swift", in: directory), "struct A {}\n")
        XCTAssertEqual(try text("B.swift", in: directory), "struct B {}\n")
        XCTAssertEqual(calls, 5)
    }
}
