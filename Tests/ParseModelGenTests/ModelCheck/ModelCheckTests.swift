import Foundation
import XCTest

@testable import ParseSchema
@testable import SwiftModelReading

/// `check`: hand-written model sets (ModelCheckFixtures/<App>/Sources, each with app code that uses the
/// models) against a schema they match and one that drifted, asserted line by line through the built tool.
final class ModelCheckTests: XCTestCase {
    static let fixtures = GoldenCase.repositoryDirectory.appendingPathComponent(
        "Tests/ParseModelGenTests/ModelCheckFixtures")

    private func check(_ arguments: [String], environment: [String: String]? = nil) throws -> CommandLineRunner.Result {
        try CommandLineRunner.run(["check"] + arguments, in: Self.fixtures, environment: environment)
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    func testRecipeAppMatchesItsSchema() throws {
        let result = try check(["RecipeApp/Sources", "RecipeApp/schema.json"])
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(
            result.standardOutput,
            "checked 3 models in 3 Swift files against 3 classes: 0 errors, 0 warnings, 0 notes\n")
        XCTAssertEqual(result.status, 0)
    }

    func testRecipeAppAgainstADriftedSchema() throws {
        let result = try check(["RecipeApp/Sources", "RecipeApp/drifted.json"])
        XCTAssertEqual(
            lines(result.standardError),
            [
                "RecipeApp/Sources/Recipe.swift:4:1: error: model Recipe has no property for the required String field 'cuisine' of class 'Recipe' (schema: RecipeApp/drifted.json:14:7); saving a new object fails with Parse error 142",
                "RecipeApp/Sources/Recipe.swift:4:1: note: model Recipe has no property for the Number field 'rating' of class 'Recipe' (schema: RecipeApp/drifted.json:15:7)",
                "RecipeApp/Sources/Recipe.swift:12:9: error: Recipe.servings is 'Int?', which cannot hold the String field 'servings' of class 'Recipe' (schema: RecipeApp/drifted.json:6:7)",
                "RecipeApp/Sources/Recipe.swift:14:9: error: Recipe.isAvailable is encoded as 'isAvailable', a field class 'Recipe' does not have",
                "RecipeApp/Sources/Recipe.swift:16:9: error: Recipe.ingredients is '[Recipe.Ingredient]?', which cannot hold the Relation<Ingredient> field 'ingredients' of class 'Recipe' (schema: RecipeApp/drifted.json:9:7)",
                "RecipeApp/Sources/Recipe.swift:20:9: error: Recipe.chef is 'Pointer<User>?', which cannot hold the Pointer<Chef> field 'chef' of class 'Recipe' (schema: RecipeApp/drifted.json:13:7)",
                "RecipeApp/Sources/Users.swift:16:9: error: User.nickname is 'String?', which cannot hold the Number field 'nickname' of class '_User' (schema: RecipeApp/drifted.json:20:16)",
                "RecipeApp/Sources/Users.swift:19:1: error: model Role is stored in the class '_Role', which the schema does not have",
            ])
        XCTAssertEqual(
            result.standardOutput, "checked 3 models in 3 Swift files against 2 classes: 7 errors, 0 warnings, 1 note\n"
        )
        XCTAssertEqual(result.status, 1)
    }

    func testBookAppMatchesItsSchemaWithWarnings() throws {
        let result = try check(["BookApp/Sources", "BookApp/schema.json"])
        XCTAssertEqual(
            lines(result.standardError),
            [
                "BookApp/Sources/Book.swift:15:9: warning: Book.publishingYear is not optional; ParseSwift cannot decode an object that comes without 'year' (a partial object: a query's select, a save's response)",
                "BookApp/Sources/Book.swift:15:9: note: declare it as 'Int?'",
                "BookApp/Sources/Book.swift:34:1: warning: model Author has no 'originalData' property; ParseSwift 5 and later need 'var originalData: Data?' to save only the changed fields",
            ])
        XCTAssertEqual(
            result.standardOutput,
            "checked 3 models in 2 Swift files against 3 classes: 0 errors, 2 warnings, 0 notes\n")
        XCTAssertEqual(result.status, 0)
    }

    func testBookAppAgainstADriftedSchema() throws {
        let result = try check(["BookApp/Sources/Book.swift", "BookApp/Sources/Shelf.swift", "BookApp/drifted.json"])
        XCTAssertEqual(
            lines(result.standardError),
            [
                "BookApp/Sources/Book.swift:13:9: error: Book.title is encoded as 'book_title', but the field of class 'Books' is 'title' (schema: BookApp/drifted.json:6:9)",
                "BookApp/Sources/Book.swift:13:9: note: make its CodingKeys raw value \"title\"",
                "BookApp/Sources/Book.swift:14:9: error: Book.genre is 'Book.Genre?', which cannot hold the Number field 'genre' of class 'Books' (schema: BookApp/drifted.json:7:9)",
                "BookApp/Sources/Book.swift:15:9: warning: Book.publishingYear is not optional; ParseSwift cannot decode an object that comes without 'year' (a partial object: a query's select, a save's response)",
                "BookApp/Sources/Book.swift:15:9: note: declare it as 'Int?'",
                "BookApp/Sources/Book.swift:16:9: error: Book.author is 'Author?', which cannot hold the Pointer<Review> field 'author' of class 'Books' (schema: BookApp/drifted.json:9:9)",
                "BookApp/Sources/Book.swift:18:9: error: Book.coAuthors is '[Pointer<Author>]?', which cannot hold the Relation<Author> field 'coAuthors' of class 'Books' (schema: BookApp/drifted.json:11:9)",
                "BookApp/Sources/Book.swift:34:1: warning: model Author has no 'originalData' property; ParseSwift 5 and later need 'var originalData: Data?' to save only the changed fields",
                "BookApp/Sources/Book.swift:42:1: error: model Review is stored in the class 'Review', which the schema does not have",
            ])
        XCTAssertEqual(result.status, 1)
    }

    /// Class models, models conforming through the app's protocols, top-level code (two executables'
    /// main.swift, playground pages), `URL`/`UUID` for strings, nested models and `Pointer<Player>` for
    /// pointers to `_User`, a `ParseQueryScorable` model's `score`, arrays of nested and app types.
    func testGameAppMatchesItsSchema() throws {
        let result = try check(["GameApp/Sources", "GameApp/schema.json"])
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(
            result.standardOutput,
            "checked 8 models in 10 Swift files against 8 classes: 0 errors, 0 warnings, 0 notes\n")
        XCTAssertEqual(result.status, 0)
    }

    func testGameAppAgainstADriftedSchema() throws {
        let result = try check(["GameApp/Sources", "GameApp/drifted.json"])
        XCTAssertEqual(
            lines(result.standardError),
            [
                "GameApp/Sources/App/main.swift:4:1: note: model LaunchLog has no property for the String field 'platform' of class 'LaunchLog' (schema: GameApp/drifted.json:48:70)",
                "GameApp/Sources/Models/HighScore.swift:12:9: error: HighScore.player is 'Pointer<Player>?', which cannot hold the Pointer<Champion> field 'player' of class 'HighScore' (schema: GameApp/drifted.json:23:7)",
                "GameApp/Sources/Models/HighScore.swift:13:9: error: HighScore.runId is 'UUID?', which cannot hold the Date field 'runId' of class 'HighScore' (schema: GameApp/drifted.json:24:7)",
                "GameApp/Sources/Models/Player.swift:16:9: error: Player.DOB is 'Date?', which cannot hold the String field 'DOB' of class '_User' (schema: GameApp/drifted.json:8:7)",
                "GameApp/Sources/Models/Squad.swift:14:9: error: Squad.motto is encoded as 'motto', a field class '_Role' does not have",
                "GameApp/Sources/Models/Stage.swift:4:1: error: model Stage has no property for the required String field 'season' of class 'Stage' (schema: GameApp/drifted.json:34:7); saving a new object fails with Parse error 142",
                "GameApp/Sources/Models/Stage.swift:14:9: error: Stage.difficulty is 'Stage.Difficulty?', which cannot hold the Number field 'difficulty' of class 'Stage' (schema: GameApp/drifted.json:33:7)",
                "GameApp/Sources/Models/Tournament.swift:20:13: error: Tournament.Match.stages is '[Stage]?', which cannot hold the Relation<Stage> field 'stages' of class 'Match' (schema: GameApp/drifted.json:42:7)",
                "GameApp/Sources/Models/Tournament.swift:21:13: error: Tournament.Match.highlights is '[Highlight]?', which cannot hold the Object field 'highlights' of class 'Match' (schema: GameApp/drifted.json:43:7)",
                "GameApp/Sources/Models/Tournament.swift:22:13: error: Tournament.Match.replay is 'URL?', which cannot hold the Number field 'replay' of class 'Match' (schema: GameApp/drifted.json:44:7)",
                "GameApp/Sources/Sketches.playground/Pages/Warmup.xcplaygroundpage/Contents.swift:12:9: error: Note.text is 'String?', which cannot hold the Number field 'text' of class 'Note' (schema: GameApp/drifted.json:50:36)",
                "GameApp/Sources/Tool/main.swift:11:9: error: ImportJob.rows is 'Int?', which cannot hold the String field 'rows' of class 'ImportJob' (schema: GameApp/drifted.json:49:71)",
            ])
        XCTAssertEqual(
            result.standardOutput,
            "checked 8 models in 10 Swift files against 8 classes: 11 errors, 0 warnings, 1 note\n")
        XCTAssertEqual(result.status, 1)
    }

    func testStringEncodedTypesEnumsWithPayloadsAndScores() {
        var models = SwiftModelSet()
        models.enums["Outcome"] = SwiftEnum(
            name: "Outcome", qualifiedName: "Outcome", location: SourceLocation(file: "a", line: 1, column: 1),
            rawType: nil, cases: [], conformances: [])
        models.enums["Kind"] = SwiftEnum(
            name: "Kind", qualifiedName: "Kind", location: SourceLocation(file: "a", line: 1, column: 1),
            rawType: "String", cases: [], conformances: [])
        XCTAssertTrue(SwiftTypeCompatibility.canHold(SwiftTypeName("URL?"), .string, in: models))
        XCTAssertTrue(SwiftTypeCompatibility.canHold(SwiftTypeName("UUID"), .string, in: models))
        XCTAssertTrue(SwiftTypeCompatibility.canHold(SwiftTypeName("Kind?"), .string, in: models))
        XCTAssertFalse(SwiftTypeCompatibility.canHold(SwiftTypeName("URL?"), .object, in: models))
        XCTAssertFalse(SwiftTypeCompatibility.canHold(SwiftTypeName("Kind?"), .object, in: models))
        XCTAssertTrue(SwiftTypeCompatibility.canHold(SwiftTypeName("Outcome?"), .object, in: models))
        XCTAssertTrue(SwiftTypeCompatibility.canHold(SwiftTypeName("[String: UUID]?"), .object, in: models))
        XCTAssertFalse(SwiftTypeCompatibility.canHold(SwiftTypeName("UUID?"), .date, in: models))
        XCTAssertTrue(SwiftTypeCompatibility.canHold(SwiftTypeName("Set<String>?"), .array, in: models))
        XCTAssertTrue(SwiftTypeCompatibility.canHold(SwiftTypeName("[Int: String]"), .object, in: models))
        XCTAssertFalse(SwiftTypeCompatibility.canHold(SwiftTypeName("[UUID: String]"), .object, in: models))
        XCTAssertTrue(SwiftTypeCompatibility.canHold(SwiftTypeName("[Kind: String]"), .object, in: models))
        XCTAssertFalse(SwiftTypeCompatibility.canHold(SwiftTypeName("Set<String>?"), .object, in: models))
    }

    func testObjectiveCSubclassAgainstItsSchema() throws {
        let result = try check(["LegacyApp/Sources", "LegacyApp/schema.json"])
        XCTAssertEqual(
            lines(result.standardError),
            [
                "LegacyApp/Sources/LegacyBook.swift:4:7: note: model LegacyBook has no property for the String field 'isbn' of class 'Book' (schema: LegacyApp/schema.json:2:179)",
                "LegacyApp/Sources/LegacyBook.swift:6:20: error: LegacyBook.pageCount is 'NSNumber?', which cannot hold the String field 'pageCount' of class 'Book' (schema: LegacyApp/schema.json:2:65)",
            ])
        XCTAssertEqual(result.status, 1)
    }

    func testSwiftTheCompilerCannotParseIsAPositionedError() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("import ParseSwift\nstruct Broken: ParseObject {\n    var name: = \n", to: "Broken.swift")
        try directory.write("[{\"className\": \"Broken\", \"fields\": {}}]", to: "schema.json")
        // Bytes that are not UTF-8 and not Swift.
        try Data([0xFF, 0xFE, 0x00, 0x01, 0x80, 0x0A]).write(to: directory.url.appendingPathComponent("Garbage.swift"))
        let result = try CommandLineRunner.run(["check", "Broken.swift", "schema.json"], in: directory.url)
        XCTAssertEqual(
            lines(result.standardError),
            [
                "Broken.swift:3:15: error: expected type",
                "Broken.swift:3:16: error: expected initial value after '='",
                "Broken.swift:4:1: error: expected '}' in struct",
            ])
        XCTAssertEqual(result.status, 2)
        let garbage = try CommandLineRunner.run(["check", "Garbage.swift", "schema.json"], in: directory.url)
        XCTAssertEqual(garbage.status, 2)
        XCTAssertFalse(garbage.standardError.isEmpty)
        for line in lines(garbage.standardError) {
            XCTAssertTrue(line.hasPrefix("Garbage.swift:1:"), line)
        }
    }

    func testAFileThatIsNotSwiftIsAPositionedError() throws {
        let models = SwiftModelReader.read(paths: [Self.fixtures.appendingPathComponent("RecipeApp/schema.json").path])
        XCTAssertEqual(
            models.diagnostics.map(\.formatted),
            [
                "\(Self.fixtures.path)/RecipeApp/schema.json:1:1: error: not a Swift source file: the models are read from .swift files and folders holding them"
            ])
        let result = try check(["RecipeApp/Sources", "RecipeApp/Sources/Recipe.swift"])
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.standardError.contains("check needs a schema to compare with"), result.standardError)
    }

    func testAToolchainWithoutTheJSONDumpIsNamed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let realCompiler = try CompileCheck.swiftc().resolvingSymlinksInPath()
        // A compiler that parses but knows no `-dump-ast-format`, as toolchains before Swift 6.1 (the
        // arguments come in a response file, `-frontend @file`).
        try directory.write(
            """
            #!/bin/sh
            case "$(cat "${2#@}" 2>/dev/null) $*" in *-dump-ast-format*) echo "<unknown>:0: error: unknown argument: '-dump-ast-format'" >&2; exit 1;; esac
            exit 0

            """, to: "bin/swiftc")
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: directory.url.appendingPathComponent("bin/swiftc").path)
        try FileManager.default.createSymbolicLink(
            at: directory.url.appendingPathComponent("bin/swift-demangle"),
            withDestinationURL: realCompiler.deletingLastPathComponent().appendingPathComponent("swift-demangle")
        )
        var environment = ProcessInfo.processInfo.environment
        environment[SwiftToolchain.environmentVariable] = directory.url.appendingPathComponent("bin/swiftc").path
        let result = try check(["RecipeApp/Sources", "RecipeApp/schema.json"], environment: environment)
        XCTAssertEqual(
            lines(result.standardError),
            [
                "error: \(directory.url.path)/bin/swiftc cannot dump its syntax tree as JSON; reading Swift models needs Swift 6.1 or later",
                "note: install a newer toolchain, or name one with PARSE_MODEL_GEN_SWIFTC",
            ])
        XCTAssertEqual(result.status, 2)

        environment[SwiftToolchain.environmentVariable] = directory.url.appendingPathComponent("bin/missing").path
        let missing = try check(["RecipeApp/Sources", "RecipeApp/schema.json"], environment: environment)
        XCTAssertEqual(
            lines(missing.standardError),
            [
                "error: PARSE_MODEL_GEN_SWIFTC names \(directory.url.path)/bin/missing, which is not an executable file"
            ])
        XCTAssertEqual(missing.status, 2)
    }

    func testFilesWithoutModels() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("struct Plain { var name: String? }\n", to: "Plain.swift")
        try directory.write("[{\"className\": \"Plain\", \"fields\": {}}]", to: "schema.json")
        let check = try CommandLineRunner.run(["check", "Plain.swift", "schema.json"], in: directory.url)
        XCTAssertEqual(
            check.standardError,
            "warning: no models in Plain.swift: no struct or class conforms to ParseObject, ParseUser, ParseRole, ParseSession or ParseInstallation, and no class derives from PFObject\n"
        )
        XCTAssertEqual(
            check.standardOutput, "checked 0 models in 1 Swift file against 1 class: 0 errors, 1 warning, 0 notes\n")
        XCTAssertEqual(check.status, 0)
        let adopt = try CommandLineRunner.run(
            ["adopt", "Plain.swift", "schema.json", "--config", "out.json"], in: directory.url)
        XCTAssertEqual(adopt.status, 1)
        XCTAssertTrue(adopt.standardError.hasPrefix("error: no models to adopt in Plain.swift: "), adopt.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("out.json").path))
    }
}
