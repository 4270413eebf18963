import Foundation
import XCTest

@testable import ParseSchema

/// `adopt`: the config it writes for the hand-written model sets, its report, and the promise behind
/// both: after adopt, generate, and moving what the report lists into extension files
/// (ModelCheckFixtures/<App>/Extensions), the app's own code compiles unchanged against the generated
/// models, in every SDK shape and language mode.
final class AdoptTests: XCTestCase {
    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    /// The report's lines: what adopt prints before the diff of the changes `--rewrite` would make.
    private func reportLines(_ text: String) -> [String] {
        Array(lines(text).prefix { !$0.hasPrefix("adopt --rewrite would make these changes") })
    }

    private func fixture(_ path: String) throws -> String {
        try String(contentsOf: ModelCheckTests.fixtures.appendingPathComponent(path), encoding: .utf8)
    }

    /// Runs adopt, then generate, and type-checks the generated models with the app's code and extensions.
    private func adoptGenerateAndCompile(_ app: String, appFiles: [String], extensions: [String]) throws -> (
        adopt: CommandLineRunner.Result, config: String
    ) {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = directory.url.appendingPathComponent("parse-model-gen.json").path
        let adopt = try CommandLineRunner.run(
            ["adopt", "\(app)/Sources", "\(app)/schema.json", "--config", config], in: ModelCheckTests.fixtures)
        XCTAssertEqual(adopt.status, 0, adopt.standardError)
        let output = directory.url.appendingPathComponent("Generated")
        let generate = try CommandLineRunner.run(
            ["generate", "\(app)/schema.json", "--config", config, "--output", output.path, "--quiet"],
            in: ModelCheckTests.fixtures)
        XCTAssertEqual(generate.status, 0, generate.standardError)
        var sources: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: output.path) where name.hasSuffix(".swift") {
            sources[name] = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
        }
        for file in appFiles + extensions {
            sources["App_" + URL(fileURLWithPath: file).lastPathComponent] = try fixture(file)
        }
        let failures = try CompileCheck.compileAllModes(sources: sources)
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
        return (adopt, try String(contentsOfFile: config, encoding: .utf8))
    }

    func testRecipeAppKeepsItsAPI() throws {
        let result = try adoptGenerateAndCompile(
            "RecipeApp", appFiles: ["RecipeApp/Sources/MenuScreen.swift"],
            extensions: ["RecipeApp/Extensions/Recipe+App.swift"])
        XCTAssertEqual(
            result.config,
            """
            {
              "pointerStyle": "pointer",
              "exclude": ["_Role"],
              "appTypes": ["Recipe.Category", "Recipe.Ingredient"],
              "classes": {
                "Recipe": {
                  "fields": {
                    "servings": {"swiftType": "Int"},
                    "category": {"swiftType": "Recipe.Category"},
                    "ingredients": {"swiftType": "[Recipe.Ingredient]"},
                    "sideOptions": {"swiftType": "[String]"},
                    "nutritionalInfo": {"swiftType": "[String: String]"}
                  },
                  "merge": false,
                  "initializerOrder": ["objectId", "createdAt", "updatedAt", "ACL", "originalData", "name", "servings", "price", "isAvailable", "category", "ingredients", "sideOptions", "nutritionalInfo", "releaseDate", "chef"]
                },
                "_User": {"merge": false}
              }
            }

            """)
        XCTAssertEqual(result.adopt.standardError, "")
        XCTAssertEqual(
            reportLines(result.adopt.standardOutput).dropFirst(),
            [
                "Recipe (RecipeApp/Sources/Recipe.swift:4:1): class 'Recipe', generated as Recipe",
                "  generation adds: init(objectId:), the memberwise initializer, typed query keys and helpers, missingRequiredKeys",
                "  keep by hand (generation cannot carry it):",
                "    RecipeApp/Sources/Recipe.swift:35:5: initializer init(name:servings:) -> an extension of Recipe in Recipe+App.swift beside the generated models",
                "    RecipeApp/Sources/Recipe.swift:40:9: computed property isVegetarianMenu -> the extension in Recipe+App.swift",
                "    RecipeApp/Sources/Recipe.swift:22:5: type Recipe.Category -> stays the app's, in the extension in Recipe+App.swift (the generated model names it through \"appTypes\")",
                "    RecipeApp/Sources/Recipe.swift:28:5: type Recipe.Ingredient -> stays the app's, in the extension in Recipe+App.swift (the generated model names it through \"appTypes\")",
                "User (RecipeApp/Sources/Users.swift:4:1): class '_User', generated as User",
                "  generation adds: init(objectId:), the memberwise initializer, typed query keys and helpers",
                "Role (RecipeApp/Sources/Users.swift:19:1): class '_Role', not generated",
                "  keep by hand (generation cannot carry it):",
                "    RecipeApp/Sources/Users.swift:19:1: generic model Role<...> -> stays as it is, and its class '_Role' is excluded from generation (\"exclude\"): a generated model is not generic, and code such as `Query<Role>` lets Swift infer its argument",
            ])
    }

    func testBookAppKeepsItsAPI() throws {
        let result = try adoptGenerateAndCompile(
            "BookApp", appFiles: ["BookApp/Sources/Shelf.swift"], extensions: ["BookApp/Extensions/Book+App.swift"])
        XCTAssertEqual(
            result.config,
            """
            {
              "appTypes": ["Book.Genre"],
              "classes": {
                "Books": {
                  "swiftName": "Book",
                  "fields": {
                    "book_title": {"swiftName": "title"},
                    "genre": {"swiftType": "Book.Genre"},
                    "year": {"swiftName": "publishingYear", "swiftType": "Int"},
                    "reviews": {"swiftType": "[Review]"},
                    "coAuthors": {"swiftType": "[Pointer<Author>]"}
                  },
                  "merge": false,
                  "initializerOrder": ["objectId", "createdAt", "updatedAt", "ACL", "originalData", "title", "genre", "publishingYear", "author", "reviews", "coAuthors"]
                },
                "Author": {"merge": false},
                "Review": {
                  "fields": {
                    "stars": {"swiftType": "Int"}
                  },
                  "merge": false
                }
              }
            }

            """)
        XCTAssertEqual(
            reportLines(result.adopt.standardOutput),
            [
                "wrote \(result.adopt.standardOutput.split(separator: "\n").first.map { String($0.dropFirst("wrote ".count).prefix { $0 != " " }) } ?? "") for 3 models",
                "Book (BookApp/Sources/Book.swift:4:1): class 'Books', generated as Book",
                "  generation adds: init(objectId:), the memberwise initializer, typed query keys and helpers",
                "  keep by hand (generation cannot carry it):",
                "    BookApp/Sources/Book.swift:20:5: type Book.Genre -> stays the app's, in the extension in Book+App.swift (the generated model names it through \"appTypes\")",
                "  the app's code may notice:",
                "    BookApp/Sources/Book.swift:15:9: publishingYear is 'Int' here; the generated property is optional (Int?), so code that reads it unwraps it",
                "Author (BookApp/Sources/Book.swift:34:1): class 'Author', generated as Author",
                "  generation adds: init(objectId:), the memberwise initializer, typed query keys and helpers, originalData",
                "  keep by hand (generation cannot carry it):",
                "    BookApp/Sources/Book.swift:54:5: method merge(with:) -> the extension in Author+App.swift (the config's \"merge\": false leaves it out of the generated model; write 'nonisolated extension' for it in a module isolated to the main actor by default: with ParseSwift 4.14 a plain extension's merge would be main-actor isolated and not satisfy the SDK's requirement, and with the fork 5.x/6.x a plain extension is nonisolated already)",
                "Review (BookApp/Sources/Book.swift:42:1): class 'Review', generated as Review",
                "  generation adds: init(objectId:), the memberwise initializer, typed query keys and helpers",
                "  keep by hand (generation cannot carry it):",
                "    BookApp/Sources/Book.swift:50:5: method summary() -> the extension in Review+App.swift",
            ])
    }

    func testObjectiveCSubclassReport() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let config = directory.url.appendingPathComponent("parse-model-gen.json").path
        let result = try CommandLineRunner.run(
            ["adopt", "LegacyApp/Sources", "LegacyApp/schema.json", "--config", config], in: ModelCheckTests.fixtures)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            try String(contentsOfFile: config, encoding: .utf8),
            """
            {
              "classes": {
                "Book": {"swiftName": "LegacyBook"}
              }
            }

            """)
        XCTAssertEqual(
            lines(result.standardOutput).dropFirst(),
            [
                "LegacyBook (LegacyApp/Sources/LegacyBook.swift:4:7): class 'Book', generated as LegacyBook",
                "  generation adds: init(objectId:), the memberwise initializer, merge(with:), typed query keys and helpers, the field 'isbn'",
                "  keep by hand (generation cannot carry it):",
                "    LegacyApp/Sources/LegacyBook.swift:9:9: stored property isSelected (not stored by the SDK) -> a computed property or a separate store in an extension of LegacyBook",
                "  the app's code may notice:",
                "    LegacyApp/Sources/LegacyBook.swift:4:7: a PFObject subclass becomes a ParseSwift struct: calls to the Objective-C SDK (saveInBackground, PFQuery, object[key]) move to ParseSwift's API",
                "    LegacyApp/Sources/LegacyBook.swift:6:20: pageCount is 'NSNumber?' here, which cannot hold the server's String field 'pageCount'; the generated property has the field's type (see check)",
                "    LegacyApp/Sources/LegacyBook.swift:7:20: owner is 'PFUser' here; the generated property is the generated User",
                "    LegacyApp/Sources/LegacyBook.swift:8:20: cover is 'PFFileObject' here; the generated property is ParseFile",
            ])
    }

    func testAnExistingConfigKeepsItsSettings() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            """
            {
              // The team's own settings.
              "accessLevel": "public",
              "classes": {
                "Books": {"doc": "A book.", "fields": {"genre": {"doc": "The shelf."}, "year": {"swiftType": "Int64"}}}
              }
            }

            """, to: "parse-model-gen.json")
        let config = directory.url.appendingPathComponent("parse-model-gen.json").path
        let result = try CommandLineRunner.run(
            ["adopt", "BookApp/Sources", "BookApp/schema.json", "--config", config], in: ModelCheckTests.fixtures)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            lines(result.standardError),
            [
                "\(config):1:1: warning: the comments in this config are not kept: adopt rewrites the file from its values (the file before is saved beside it as parse-model-gen.json.before-adopt)",
                "\(config):1:1: note: kept the config's 'classes.Books.fields.year.swiftType' (\"Int64\") over the adopted models' \"Int\"",
                "BookApp/Sources/Book.swift:15:9: note: --rewrite would leave this model alone: stored property publishingYear would not be declared the same way by the generated model: publishingYear is 'Int' here; the generated property is optional (Int?), so code that reads it unwraps it",
                // What the existing config keeps over the models counts too (issue 39).
                "BookApp/Sources/Book.swift:4:1: note: --rewrite would leave this model alone: the config's 'accessLevel' is public, so the generated model would be public where Book is internal",
                "BookApp/Sources/Book.swift:15:9: note: --rewrite would leave this model alone: stored property publishingYear would not be declared the same way by the generated model: the config's 'classes.Books.fields.year.swiftType' is \"Int64\", where the property needs \"Int\"",
                "BookApp/Sources/Book.swift:25:5: note: --rewrite would leave this model alone: CodingKeys has the case publishingYear, which names no property the generated model declares under that key",
                "BookApp/Sources/Book.swift:34:1: note: --rewrite would leave this model alone: the config's 'accessLevel' is public, so the generated model would be public where Author is internal",
                "BookApp/Sources/Book.swift:42:1: note: --rewrite would leave this model alone: the config's 'accessLevel' is public, so the generated model would be public where Review is internal",
            ])
        XCTAssertEqual(
            try String(contentsOfFile: config, encoding: .utf8),
            """
            {
              "accessLevel": "public",
              "classes": {
                "Books": {
                  "doc": "A book.",
                  "fields": {
                    "genre": {"doc": "The shelf.", "swiftType": "Book.Genre"},
                    "year": {"swiftType": "Int64", "swiftName": "publishingYear"},
                    "book_title": {"swiftName": "title"},
                    "reviews": {"swiftType": "[Review]"},
                    "coAuthors": {"swiftType": "[Pointer<Author>]"}
                  },
                  "swiftName": "Book",
                  "merge": false,
                  "initializerOrder": ["objectId", "createdAt", "updatedAt", "ACL", "originalData", "title", "genre", "publishingYear", "author", "reviews", "coAuthors"]
                },
                "Author": {"merge": false},
                "Review": {
                  "fields": {
                    "stars": {"swiftType": "Int"}
                  },
                  "merge": false
                }
              },
              "appTypes": ["Book.Genre"]
            }

            """)
        XCTAssertTrue(FileManager.default.fileExists(atPath: config + ".before-adopt"))
    }

    /// A config shared through a link is written where the link points, read-only stays read-only, and an
    /// earlier backup is kept (issue 33.4, 33.5).
    func testALinkedReadOnlyConfigIsWrittenThroughAndEarlierBackupsAreKept() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("shared"), withIntermediateDirectories: true)
        try directory.write(
            "{\n  // Shared by every target.\n  \"accessLevel\": \"public\"\n}\n", to: "shared/parse-model-gen.json")
        try directory.write("an earlier backup\n", to: "shared/parse-model-gen.json.before-adopt")
        let shared = directory.url.appendingPathComponent("shared/parse-model-gen.json").path
        try FileManager.default.setAttributes([.posixPermissions: 0o400], ofItemAtPath: shared)
        let config = directory.url.appendingPathComponent("parse-model-gen.json").path
        try FileManager.default.createSymbolicLink(atPath: config, withDestinationPath: "shared/parse-model-gen.json")
        let result = try CommandLineRunner.run(
            ["adopt", "BookApp/Sources", "BookApp/schema.json", "--config", config], in: ModelCheckTests.fixtures)
        XCTAssertEqual(result.status, 0, result.standardError)
        let realShared = URL(fileURLWithPath: shared).resolvingSymlinksInPath().path
        let printed = lines(result.standardOutput)
        XCTAssertEqual(printed.first, "wrote \(realShared) (the file the link \(config) points at) for 3 models")
        XCTAssertTrue(
            printed.contains("saved the config as it was in \(realShared).before-adopt.1"), result.standardOutput)
        XCTAssertEqual(try FileManager.default.destinationOfSymbolicLink(atPath: config), "shared/parse-model-gen.json")
        XCTAssertTrue(try String(contentsOfFile: shared, encoding: .utf8).contains("\"Books\""))
        XCTAssertEqual(try FileManager.default.attributesOfItem(atPath: shared)[.posixPermissions] as? Int, 0o400)
        XCTAssertEqual(try String(contentsOfFile: shared + ".before-adopt", encoding: .utf8), "an earlier backup\n")
        XCTAssertTrue(
            try String(contentsOfFile: shared + ".before-adopt.1", encoding: .utf8).contains(
                "// Shared by every target."))
    }

    func testAConfigThatWouldNotGenerateIsNotWritten() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // The existing config refines 'year' as a String enum: the adopted Int would not fit, and the existing key wins.
        let before = "{\"classes\": {\"Books\": {\"fields\": {\"year\": {\"swiftType\": \"String\"}}}}}\n"
        try directory.write(before, to: "parse-model-gen.json")
        let config = directory.url.appendingPathComponent("parse-model-gen.json").path
        let result = try CommandLineRunner.run(
            ["adopt", "BookApp/Sources", "BookApp/schema.json", "--config", config], in: ModelCheckTests.fixtures)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            lines(result.standardError).last,
            "error: the adopted config would not generate, so \(config) was not written")
        XCTAssertEqual(try String(contentsOfFile: config, encoding: .utf8), before)
    }

    func testAdoptOnSwiftTheCompilerCannotParse() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write("struct Broken: ParseObject {\n    var name: String? =\n}\n", to: "Broken.swift")
        try directory.write("[{\"className\": \"Broken\", \"fields\": {}}]", to: "schema.json")
        let result = try CommandLineRunner.run(
            ["adopt", "Broken.swift", "schema.json", "--config", "out.json"], in: directory.url)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(lines(result.standardError), ["Broken.swift:2:24: error: expected initial value after '='"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("out.json").path))
    }

    func testANestedModelWithARenamedKeyKeepsItsAPI() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            """
            import Foundation
            import ParseSwift

            enum Game {
                struct Score: ParseObject {
                    var objectId: String?
                    var createdAt: Date?
                    var updatedAt: Date?
                    var ACL: ParseACL?
                    var originalData: Data?
                    var points: Int?
                    var level: Level?
                    init() { points = 0 }

                    enum Level: String, Codable {
                        case easy
                        case hard = "HARD"
                    }

                    enum CodingKeys: String, CodingKey {
                        case objectId, createdAt, updatedAt, ACL
                        case points = "score_points"
                        case level
                    }
                }
            }

            """, to: "Models/Score.swift")
        let app = """
            import Foundation
            import ParseSwift

            func play() -> Game.Score {
                var score = Game.Score()
                score.points = 3
                score.level = .hard
                return score
            }

            func levelName(_ level: Game.Score.Level) -> String { level.rawValue }

            """
        try directory.write(app, to: "App/Play.swift")
        try directory.write(
            "[{\"className\": \"Score\", \"fields\": {\"points\": {\"type\": \"Number\"}, \"level\": {\"type\": \"String\"}}}]",
            to: "schema.json")

        let check = try CommandLineRunner.run(["check", "Models", "schema.json"], in: directory.url)
        XCTAssertEqual(
            lines(check.standardError),
            [
                "Models/Score.swift:11:13: error: Game.Score.points is encoded as 'score_points', but the field of class 'Score' is 'points' (schema: schema.json:1:36)",
                "Models/Score.swift:11:13: note: make its CodingKeys raw value \"points\"",
            ])
        XCTAssertEqual(check.status, 1)

        let adopt = try CommandLineRunner.run(
            ["adopt", "Models", "schema.json", "--config", "parse-model-gen.json"], in: directory.url)
        XCTAssertEqual(adopt.status, 0, adopt.standardError)
        XCTAssertEqual(
            try String(contentsOf: directory.url.appendingPathComponent("parse-model-gen.json"), encoding: .utf8),
            """
            {
              "appTypes": ["GameScore.Level"],
              "classes": {
                "Score": {
                  "swiftName": "GameScore",
                  "fields": {
                    "points": {"swiftType": "Int", "initialValue": 0, "aliases": ["score_points"]},
                    "level": {"swiftType": "GameScore.Level"}
                  },
                  "merge": false
                }
              }
            }

            """)
        XCTAssertEqual(
            reportLines(adopt.standardOutput),
            [
                "wrote parse-model-gen.json for 1 model",
                "Game.Score (Models/Score.swift:5:5): class 'Score', generated as GameScore",
                "  generation adds: init(objectId:), the memberwise initializer, typed query keys and helpers",
                "  keep by hand (generation cannot carry it):",
                "    Models/Score.swift:5:5: model nested in Game -> generated at the top level as GameScore; add 'extension Game { typealias Score = GameScore }' in a file beside the generated models",
                "    Models/Score.swift:15:9: type Game.Score.Level -> stays the app's, in the extension in GameScore+App.swift (the generated model names it through \"appTypes\")",
                "  the app's code may notice:",
                "    Models/Score.swift:11:13: points is encoded as 'score_points' here; the generated model encodes 'points' and still decodes 'score_points'",
                "    Models/Score.swift:13:9: init() is hand-written here; the generated model declares its own empty init(), so what this one sets moves to the memberwise initializer's arguments or a factory method",
            ])

        let generate = try CommandLineRunner.run(
            ["generate", "schema.json", "--config", "parse-model-gen.json", "--output", "Generated", "--quiet"],
            in: directory.url)
        XCTAssertEqual(generate.status, 0, generate.standardError)
        let kept = """
            enum Game {}

            extension Game { typealias Score = GameScore }

            extension GameScore {
                enum Level: String, Codable {
                    case easy
                    case hard = "HARD"
                }
            }

            """
        var sources = ["App_Play.swift": app, "App_Game.swift": kept]
        let output = directory.url.appendingPathComponent("Generated")
        for name in try FileManager.default.contentsOfDirectory(atPath: output.path) where name.hasSuffix(".swift") {
            sources[name] = try String(contentsOf: output.appendingPathComponent(name), encoding: .utf8)
        }
        let failures = try CompileCheck.compileAllModes(sources: sources)
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
    }

    func testASwiftModelWinsOverAnObjectiveCSubclassOfTheSameClass() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            """
            import Foundation
            import ParseSwift

            struct Book: ParseObject {
                var objectId: String?
                var createdAt: Date?
                var updatedAt: Date?
                var ACL: ParseACL?
                var originalData: Data?
                var title: String?
                var pageCount: Int?
            }

            """, to: "Sources/Book.swift")
        try FileManager.default.copyItem(
            at: ModelCheckTests.fixtures.appendingPathComponent("LegacyApp/Sources/LegacyBook.swift"),
            to: directory.url.appendingPathComponent("Sources/LegacyBook.swift")
        )
        try directory.write(
            "[{\"className\": \"Book\", \"fields\": {\"title\": {\"type\": \"String\"}, \"pageCount\": {\"type\": \"Number\"}}}]",
            to: "schema.json")
        let result = try CommandLineRunner.run(
            ["adopt", "Sources", "schema.json", "--config", "parse-model-gen.json"], in: directory.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            lines(result.standardError),
            [
                "Sources/LegacyBook.swift:4:7: warning: model LegacyBook is not adopted: Book already stands for class 'Book'"
            ])
        XCTAssertEqual(
            try String(contentsOf: directory.url.appendingPathComponent("parse-model-gen.json"), encoding: .utf8),
            """
            {
              "classes": {
                "Book": {
                  "fields": {
                    "pageCount": {"swiftType": "Int"}
                  },
                  "merge": false,
                  "initializerOrder": ["objectId", "createdAt", "updatedAt", "ACL", "originalData", "title", "pageCount"]
                }
              }
            }

            """)
    }

    func testAccessLevelMixedPointerStylesAndDictionariesOfStructs() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let models = """
            import Foundation
            import ParseSwift

            public struct Team: ParseObject {
                public var objectId: String?
                public var createdAt: Date?
                public var updatedAt: Date?
                public var ACL: ParseACL?
                public var originalData: Data?
                public var captain: Pointer<Player>?
                public var coach: Player?
                public var mascot: Pointer<Player>?
                public var kits: [String: Kit]?
                public var founded: Int64?
                public var ratio: Float?

                public struct Kit: Codable, Hashable {
                    public var color: String?
                    public var number: Int?
                }
                public init() {}
            }

            public struct Player: ParseObject {
                public var objectId: String?
                public var createdAt: Date?
                public var updatedAt: Date?
                public var ACL: ParseACL?
                public var originalData: Data?
                public var name: String?
                public init() {}
            }

            """
        try directory.write(models, to: "Models.swift")
        try directory.write(
            """
            [{"className": "Team", "fields": {
              "captain": {"type": "Pointer", "targetClass": "Player"}, "coach": {"type": "Pointer", "targetClass": "Player"},
              "mascot": {"type": "Pointer", "targetClass": "Player"}, "kits": {"type": "Object"},
              "founded": {"type": "Number"}, "ratio": {"type": "Number"}}},
             {"className": "Player", "fields": {"name": {"type": "String"}}}]
            """, to: "schema.json")
        let result = try CommandLineRunner.run(
            ["adopt", "Models.swift", "schema.json", "--config", "parse-model-gen.json"], in: directory.url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(lines(result.standardError), [])
        // Most pointers are written Pointer<Target>: that is the config's style, and the one written as the
        // target type keeps its own. The struct stays the app's, named through appTypes.
        XCTAssertEqual(
            try String(contentsOf: directory.url.appendingPathComponent("parse-model-gen.json"), encoding: .utf8),
            """
            {
              "accessLevel": "public",
              "pointerStyle": "pointer",
              "appTypes": ["Team.Kit"],
              "classes": {
                "Team": {
                  "fields": {
                    "kits": {"swiftType": "[String: Team.Kit]"},
                    "founded": {"swiftType": "Int64"},
                    "ratio": {"swiftType": "Float"},
                    "coach": {"pointerStyle": "object"}
                  },
                  "merge": false
                },
                "Player": {"merge": false}
              }
            }

            """)
        let generate = try CommandLineRunner.run(
            ["generate", "schema.json", "--config", "parse-model-gen.json", "--output", "Generated", "--quiet"],
            in: directory.url)
        XCTAssertEqual(generate.status, 0, generate.standardError)
        let team = try String(
            contentsOf: directory.url.appendingPathComponent("Generated/Team.parse.swift"), encoding: .utf8)
        XCTAssertTrue(team.contains("public var kits: [String: Team.Kit]?"), team)
        XCTAssertTrue(team.contains("public var captain: ParseModelGenSDK.Pointer<Player>?"), team)
        XCTAssertTrue(team.contains("public var coach: Player?"), team)
    }
}
