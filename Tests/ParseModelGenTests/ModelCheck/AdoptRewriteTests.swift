import Foundation
import XCTest

@testable import SwiftModelReading

/// `adopt --rewrite` (issue 32): one command switches an app with hand-written models. The SwitchApp
/// fixture has the shapes real apps have (a class model, one conforming through an app protocol that refines
/// ParseObject, a hand-written decoder and merge, a capitalised property, URL and
/// UUID, a nested enum that is a field and one that is not, the app's own Codable type, a local-only
/// property, non-optional properties with initial values, defaults, both pointer styles, text search, an
/// app protocol, the compiler's memberwise initializer called in declaration order). After the rewrite and
/// generation, the app's own code compiles unchanged in every SDK shape and mode, and the models encode
/// the same save bodies as the hand-written ones.
final class AdoptRewriteTests: XCTestCase {
    private static let app = ModelCheckTests.fixtures.appendingPathComponent("SwitchApp")

    /// A copy of SwitchApp to rewrite.
    private func copyOfApp() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for sub in ["Sources/Models", "Sources/App"] {
            try FileManager.default.createDirectory(
                at: directory.url.appendingPathComponent(sub), withIntermediateDirectories: true)
            for name in try FileManager.default.contentsOfDirectory(atPath: Self.app.appendingPathComponent(sub).path) {
                try FileManager.default.copyItem(
                    at: Self.app.appendingPathComponent(sub).appendingPathComponent(name),
                    to: directory.url.appendingPathComponent(sub).appendingPathComponent(name))
            }
        }
        try FileManager.default.copyItem(
            at: Self.app.appendingPathComponent("schema.json"), to: directory.url.appendingPathComponent("schema.json"))
        return directory
    }

    /// Every Swift file under `folder`, by a name unique in one compile.
    private func swiftFiles(_ folder: URL, prefix: String) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            files[prefix + name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    /// Runs `adopt --rewrite` and `generate` in `directory`; the rewritten models, the app's code and the generated files.
    private func switchApp(in directory: TemporaryDirectory) throws -> [String: String] {
        let adopt = try CommandLineRunner.run(
            ["adopt", "Sources", "schema.json", "--config", "parse-model-gen.json", "--rewrite"], in: directory.url)
        XCTAssertEqual(adopt.status, 0, adopt.standardError)
        XCTAssertEqual(adopt.standardError, "")
        let generate = try CommandLineRunner.run(
            ["generate", "schema.json", "--config", "parse-model-gen.json", "--output", "Generated", "--quiet"],
            in: directory.url)
        XCTAssertEqual(generate.status, 0, generate.standardError)
        var sources = try swiftFiles(directory.url.appendingPathComponent("Sources/Models"), prefix: "Model_")
        sources.merge(try swiftFiles(directory.url.appendingPathComponent("Sources/App"), prefix: "App_")) { first, _ in
            first
        }
        sources.merge(try swiftFiles(directory.url.appendingPathComponent("Generated"), prefix: "")) { first, _ in first
        }
        return sources
    }

    /// The hand-written models match their schema: `check` reports nothing, not even the non-optional
    /// properties that a hand-written `init(from:)` decodes with a fallback.
    func testCheckFindsNothingInAMatchingApp() throws {
        let check = try CommandLineRunner.run(["check", "Sources", "schema.json"], in: Self.app)
        XCTAssertEqual(check.status, 0, check.standardError)
        XCTAssertEqual(check.standardError, "")
        XCTAssertTrue(check.standardOutput.contains(": 0 errors, 0 warnings, 0 notes"), check.standardOutput)
    }

    func testTheAppCompilesUnchangedAfterTheRewrite() throws {
        let directory = try copyOfApp()
        defer { directory.remove() }
        let sources = try switchApp(in: directory)
        // The app's own code is byte for byte what it was.
        XCTAssertEqual(
            try swiftFiles(directory.url.appendingPathComponent("Sources/App"), prefix: ""),
            try swiftFiles(Self.app.appendingPathComponent("Sources/App"), prefix: ""))
        let failures = try CompileCheck.compileAllModes(sources: sources)
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
    }

    func testTheRewrittenDeclarationsHoldOnlyWhatStaysHandWritten() throws {
        let directory = try copyOfApp()
        defer { directory.remove() }
        _ = try switchApp(in: directory)
        let game = try String(
            contentsOf: directory.url.appendingPathComponent("Sources/Models/Game.swift"), encoding: .utf8)
        XCTAssertTrue(
            game.contains("extension Game: Versioned {\n    enum Level: String, Codable, CaseIterable {"), game)
        XCTAssertTrue(game.contains("\nnonisolated extension Game {\n    init(from decoder: Decoder) throws {"), game)
        for removed in [
            "    var title: String?\n", "enum CodingKeys", "init() {", "bonus = 5", "var teamResults",
            "ParseQueryScorable",
        ] {
            XCTAssertFalse(game.contains(removed), "\(removed) is still in\n\(game)")
        }
        let user = try String(
            contentsOf: directory.url.appendingPathComponent("Sources/Models/User.swift"), encoding: .utf8)
        XCTAssertEqual(
            user,
            """
            import Foundation
            import ParseSwift

            /// The app's user.
            extension User {
                var displayName: String { nickname ?? username ?? "?" }
            }

            """)
        // A nested model is generated at the top level and reached through a typealias in place; a generic one
        // stays as it is (its class is excluded from generation).
        let league = try String(
            contentsOf: directory.url.appendingPathComponent("Sources/Models/League.swift"), encoding: .utf8)
        XCTAssertEqual(
            league,
            """
            import Foundation
            import ParseSwift

            /// The app's namespace for league play.
            enum League {
                /// A level of play, stored in the class Level.
                typealias Level = LeagueLevel
            }

            struct Role<RoleUser: ParseUser>: ParseRole {
                var originalData: Data?
                var objectId: String?
                var createdAt: Date?
                var updatedAt: Date?
                var ACL: ParseACL?
                var name: String?

                var isAdmin: Bool { name == "Admin" }
            }

            extension LeagueLevel {
                var label: String { "\\(rank ?? 0). \\(name ?? "")" }
            }

            """)
        let config = try String(
            contentsOf: directory.url.appendingPathComponent("parse-model-gen.json"), encoding: .utf8)
        for key in [
            "\"appTypes\": [\"Round\", \"Game.Level\"]", "\"decoder\": false", "\"textSearch\": true",
            "\"merge\": false",
            "\"localProperties\"", "\"initialValue\": \"now\"",
            "\"bonus\": {\"swiftType\": \"Int\", \"optional\": false, \"initialValue\": 5}",
            "\"level\": {\"swiftType\": \"Game.Level\", \"initialValue\": \".easy\"}", "\"pointerStyle\": \"pointer\"",
            "\"swiftName\": \"DOB\"", "\"swiftType\": \"URL\"",
        ] {
            XCTAssertTrue(config.contains(key), "\(key) is not in\n\(config)")
        }
    }

    /// The same initializer calls encode the same JSON before and after the switch (the SDK's save bodies
    /// are these encodings without its own bookkeeping keys).
    func testSaveBodiesAreTheHandWrittenModels() throws {
        let probe = """
            import Foundation
            import ParseSwift

            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            encoder.dateEncodingStrategy = .secondsSince1970
            func body<T: Encodable>(_ value: T) -> String {
                (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "unencodable"
            }
            let date = Date(timeIntervalSince1970: 86400)
            var game = Game()
            game.title = "Final"
            game.date = date
            game.members = ["a"]
            game.level = .easy
            game.teamResults = [1]
            print(body(game))
            var other = Game()
            other.date = date
            print(body(other))
            print(body(Activity(title: "Played", kind: 1, greeting: "Hi")))
            print(body(Activity(title: "Won", kind: 2)))
            print(body(Activity()))
            print(body(User(username: "ann", DOB: date, website: URL(string: "https://example.com"))))
            print(body(User()))
            print(body(League.Level(name: "Pro", rank: 2)))
            var role = Role<User>()
            role.name = "Admin"
            print(body(role))
            var profile = Profile()
            profile.bio = "Plays on weekends"
            profile.version = 2
            print(body(profile))
            """
        // The app's code is built too: the fixture is an app that compiles with its hand-written models.
        var handWritten = try swiftFiles(Self.app.appendingPathComponent("Sources/Models"), prefix: "Model_")
        handWritten.merge(try swiftFiles(Self.app.appendingPathComponent("Sources/App"), prefix: "App_")) { first, _ in
            first
        }
        let before = try CompileCheck.buildAndRun(handWritten.merging(["main.swift": probe]) { first, _ in first })
        XCTAssertEqual(before.status, 0, before.output)

        let directory = try copyOfApp()
        defer { directory.remove() }
        var switched = try switchApp(in: directory)
        switched["main.swift"] = probe
        let after = try CompileCheck.buildAndRun(switched)
        XCTAssertEqual(after.status, 0, after.output)
        XCTAssertEqual(after.output, before.output)
        XCTAssertTrue(before.output.contains("\"greeting\":\"Hello\""), before.output)
        XCTAssertTrue(before.output.contains("\"members\":[]"), before.output)
    }

    func testWithoutRewriteTheChangesArePrintedAndNoSwiftFileChanges() throws {
        let directory = try copyOfApp()
        defer { directory.remove() }
        let adopt = try CommandLineRunner.run(
            ["adopt", "Sources", "schema.json", "--config", "parse-model-gen.json"], in: directory.url)
        XCTAssertEqual(adopt.status, 0, adopt.standardError)
        XCTAssertTrue(
            adopt.standardOutput.contains(
                "adopt --rewrite would make these changes (nothing was changed in the Swift files):"),
            adopt.standardOutput)
        XCTAssertTrue(
            adopt.standardOutput.contains("--- Sources/Models/Game.swift\n+++ Sources/Models/Game.swift\n"),
            adopt.standardOutput)
        XCTAssertTrue(adopt.standardOutput.contains("\n-struct User: ParseUser {\n"), adopt.standardOutput)
        XCTAssertTrue(adopt.standardOutput.contains("\n+extension User {\n"), adopt.standardOutput)
        XCTAssertEqual(
            try swiftFiles(directory.url.appendingPathComponent("Sources/Models"), prefix: ""),
            try swiftFiles(Self.app.appendingPathComponent("Sources/Models"), prefix: ""))
    }

    /// What it does not understand it refuses, with the reason at the place, and then writes nothing.
    func testWhatCannotBeRewrittenIsRefusedAndNothingIsWritten() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let model = """
            import Foundation
            import ParseSwift

            struct Note: ParseObject {
                var originalData: Data?
                var objectId: String?
                var createdAt: Date?
                var updatedAt: Date?
                var ACL: ParseACL?
                var title, body: String?
                var cached = Cache()

                init() {
                    title = "Untitled"
                    print("made")
                }
            }

            final class Cache: Codable, Hashable, @unchecked Sendable {
                static func == (lhs: Cache, rhs: Cache) -> Bool { lhs === rhs }
                func hash(into hasher: inout Hasher) {}
            }

            """
        try directory.write(model, to: "Note.swift")
        try directory.write(
            #"[{"className": "Note", "fields": {"title": {"type": "String"}, "body": {"type": "String"}}}]"#,
            to: "schema.json")
        let adopt = try CommandLineRunner.run(
            ["adopt", "Note.swift", "schema.json", "--config", "parse-model-gen.json", "--rewrite"], in: directory.url)
        XCTAssertEqual(adopt.status, 1)
        XCTAssertTrue(
            adopt.standardError.contains(
                "Note.swift:13:5: error: cannot rewrite: init() is written by hand here and the generated model declares its own"
            ), adopt.standardError)
        // Without CodingKeys every stored property is sent: one the schema lacks cannot become local.
        XCTAssertTrue(
            adopt.standardError.contains(
                "Note.swift:11:9: error: cannot rewrite: stored property cached is encoded as 'cached', which the schema's class 'Note' does not have"
            ), adopt.standardError)
        XCTAssertTrue(adopt.standardError.contains("is declared together with another property"), adopt.standardError)
        XCTAssertTrue(
            adopt.standardError.hasSuffix(
                "error: --rewrite changed nothing (neither parse-model-gen.json nor the Swift files); fix what is listed, or run adopt without --rewrite\n"
            ), adopt.standardError)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("parse-model-gen.json").path))
        XCTAssertEqual(
            try String(contentsOf: directory.url.appendingPathComponent("Note.swift"), encoding: .utf8), model)
    }

    /// A model the config's `exclude` keeps out of generation stays as it is, and the rest switch.
    func testAnExcludedClassKeepsItsModel() throws {
        let directory = try copyOfApp()
        defer { directory.remove() }
        try directory.write(#"{"exclude": ["Activity"]}"#, to: "parse-model-gen.json")
        let activity = try String(
            contentsOf: directory.url.appendingPathComponent("Sources/Models/Activity.swift"), encoding: .utf8)
        let adopt = try CommandLineRunner.run(
            ["adopt", "Sources", "schema.json", "--config", "parse-model-gen.json", "--rewrite"], in: directory.url)
        XCTAssertEqual(adopt.status, 0, adopt.standardError)
        XCTAssertTrue(
            adopt.standardError.contains(
                "Sources/Models/Activity.swift:4:1: note: model Activity stays as it is: the config excludes its class 'Activity'"
            ), adopt.standardError)
        XCTAssertEqual(
            try String(
                contentsOf: directory.url.appendingPathComponent("Sources/Models/Activity.swift"), encoding: .utf8),
            activity)
        XCTAssertTrue(adopt.standardOutput.contains("rewrote Sources/Models/Game.swift"), adopt.standardOutput)
        let config = try String(
            contentsOf: directory.url.appendingPathComponent("parse-model-gen.json"), encoding: .utf8)
        XCTAssertFalse(config.contains("\"Activity\": {"), config)
    }

    /// Initial values as written in Swift, as the config holds them.
    func testInitialValuesTheConfigCanHold() {
        XCTAssertEqual(InitialValueLiteral.json("[String]()")?.text, "[]")
        XCTAssertEqual(InitialValueLiteral.json("[String: Int]()")?.text, "{}")
        XCTAssertEqual(InitialValueLiteral.json(" \"Hello \\\"you\\\"\" ")?.text, #""Hello \"you\"""#)
        XCTAssertEqual(InitialValueLiteral.json("-2.5e3")?.text, "-2.5e3")
        XCTAssertEqual(InitialValueLiteral.json("[\"a\", \"b,c\"]")?.text, #"["a", "b,c"]"#)
        XCTAssertEqual(InitialValueLiteral.json("Date()")?.text, #""now""#)
        XCTAssertEqual(InitialValueLiteral.json(".active")?.text, #"".active""#)
        XCTAssertEqual(InitialValueLiteral.json("GameScore()")?.text, "{}")
        XCTAssertEqual(InitialValueLiteral.json("Outer.Level()")?.text, "{}")
        for unsupported in [
            "\"a\\(b)\"", "makeDefault(1)", "1 + 2", "[[1]]", "\"\"\"\nx\n\"\"\"", "0x1F", "Score(points: 1)",
        ] {
            XCTAssertNil(InitialValueLiteral.json(unsupported), unsupported)
        }
    }
}
