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
    static let player =
        header + """

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

    /// Compiles `sources` with every file of `directory`'s `Generated` folder in every mode, and fails on any error.
    private func assertCompilesWithGenerated(
        _ sources: [String: String], in directory: TemporaryDirectory, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        var sources = sources
        for name in try FileManager.default.contentsOfDirectory(
            atPath: directory.url.appendingPathComponent("Generated").path) where name.hasSuffix(".swift")
        {
            sources["Generated_" + name] = try text("Generated/" + name, in: directory)
        }
        let failures = try CompileCheck.compileAllModes(sources: sources)
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"), file: file, line: line)
    }

    /// The refused Game stays byte for byte, is excluded from generation, and Player still switches.
    private func assertGameRefused(
        _ game: String, _ result: (directory: TemporaryDirectory, status: Int32, output: String, errors: String),
        reasons: [String], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        XCTAssertEqual(result.status, 0, result.errors, file: file, line: line)
        XCTAssertEqual(try text("Game.swift", in: result.directory), game, file: file, line: line)
        for reason in reasons {
            XCTAssertTrue(
                result.errors.contains(reason), "\(reason) is not in\n\(result.errors)", file: file, line: line)
        }
        XCTAssertTrue(
            result.errors.contains(
                "warning: model Game stays as it is, and its class 'Game' is excluded from generation (\"exclude\" in parse-model-gen.json)"
            ), result.errors, file: file, line: line)
        let config = try text("parse-model-gen.json", in: result.directory)
        XCTAssertTrue(config.contains("\"exclude\": [\"Game\"]"), config, file: file, line: line)
        XCTAssertFalse(config.contains("\"Game\": {"), config, file: file, line: line)
        // Player switched: its file held nothing else, so it is gone.
        XCTAssertTrue(result.output.contains("removed Player.swift"), result.output, file: file, line: line)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: result.directory.url.appendingPathComponent("Player.swift").path),
            file: file, line: line)
    }

    func testInitialValuesTheConfigCannotHoldKeepTheModel() throws {
        let game =
            Self.header + """

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
        let game =
            Self.header + """

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
        let game =
            Self.header + """

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
        let game =
            Self.header + """

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
        let game =
            Self.header + """

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
            cases: [
                SwiftEnumCase(
                    name: "easy", rawValue: "easy", location: SourceLocation(file: "a.swift", line: 1, column: 1))
            ],
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

    // MARK: Shapes whose rewrite would not compile

    /// Every shape from issue 39 whose rewrite used to leave code that does not compile is refused with the
    /// reason (its file byte for byte as it was) or rewritten so that the app compiles in every mode.
    func testShapesThatWouldNotCompileAreRefusedOrCarried() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let classes = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]
        try directory.write(
            "["
                + classes.map { #"{"className": "\#($0)", "fields": {"title": {"type": "String"}}}"# }
                .joined(separator: ",\n") + "]", to: "schema.json")
        let fields = Self.builtIns + "    var title: String?\n"
        let nestedFields = fields.split(separator: "\n").map { "    " + $0 + "\n" }.joined()
        let files: [String: String] = [
            "A.swift": Self.header
                + "\nstruct A: ParseObject {\n\(fields)    #if DEBUG\n    var debugNote: String?\n    #endif\n}\n",
            "B.swift": Self.header
                + "\n#if FLAG\nstruct B: ParseObject {\n\(fields)}\n#else\nstruct B: ParseObject {\n\(fields)    var extra: Int { 1 }\n}\n#endif\n",
            "C.swift": Self.header
                + "\nprotocol Versioned {}\n\nstruct C: ParseObject, // note\n    Versioned {\n\(fields)    var shout: String { title ?? \"\" }\n}\n",
            "D.swift": Self.header
                + "\n@propertyWrapper struct Clamped: Codable, Hashable, Sendable { var wrappedValue: Int? }\n\nstruct D: ParseObject {\n\(fields)    lazy var cache: Int? = 3\n    @Clamped var count: Int?\n}\n",
            "E.swift": Self.header
                + "\nclass E: ParseObject {\n\(fields)    required init() {}\n    static func == (lhs: E, rhs: E) -> Bool { lhs.objectId == rhs.objectId }\n    func hash(into hasher: inout Hasher) { hasher.combine(objectId) }\n}\n\nfinal class SpecialE: E {}\n",
            "F.swift": Self.header
                + "\nfinal class F: ParseObject {\n\(fields)    init() {}\n    convenience init(title: String) {\n        self.init()\n        self.title = title\n    }\n    static func == (lhs: F, rhs: F) -> Bool { lhs.objectId == rhs.objectId }\n    func hash(into hasher: inout Hasher) { hasher.combine(objectId) }\n}\n",
            "G.swift": Self.header + "\nstruct G: ParseObject {\n\(fields)}\n",
            "GKeys.swift":
                "extension G {\n    enum CodingKeys: String, CodingKey {\n        case originalData, objectId, createdAt, updatedAt, ACL, title\n    }\n}\n",
            "H.swift": Self.header
                + "\nnonisolated struct H: ParseObject {\n\(fields)    func shout() -> String { title ?? \"\" }\n}\n",
            "I.swift": Self.header
                + "\nenum Outer {\n    private static let secret = 3\n    struct I: ParseObject {\n\(nestedFields)        var s: Int { Outer.secret }\n    }\n}\n",
            "J.swift": Self.header
                + "\nenum OuterJ {\n    fileprivate struct J: ParseObject {\n\(nestedFields)    }\n}\n",
        ]
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        for (name, text) in files { try directory.write(text, to: "Sources/" + name) }
        let adopt = try CommandLineRunner.run(
            ["adopt", "Sources", "schema.json", "--config", "parse-model-gen.json", "--rewrite"], in: directory.url)
        XCTAssertEqual(adopt.status, 0, adopt.standardError)
        for reason in [
            "Sources/A.swift:4:1: warning: cannot rewrite: the declaration of A holds an #if block (line 11)",
            "Sources/B.swift:14:1: warning: cannot rewrite: the declaration of B stands inside an #if block (line 4)",
            "Sources/D.swift:13:14: warning: cannot rewrite: lazy var cache is stored by hand, and an extension cannot hold it",
            "Sources/D.swift:14:18: warning: cannot rewrite: property count has a property wrapper",
            "Sources/E.swift:4:1: warning: cannot rewrite: E is a class that can have subclasses (SpecialE derives from it)",
            "Sources/F.swift:4:7: warning: cannot rewrite: F is a class and keeps `convenience` code",
            "Sources/GKeys.swift:2:5: warning: cannot rewrite: CodingKeys is declared in an extension",
            "Sources/I.swift:6:5: warning: cannot rewrite: what Outer.I keeps moves out of the type it is nested in",
            "Sources/J.swift:5:17: warning: cannot rewrite: OuterJ.J is fileprivate",
        ] {
            XCTAssertTrue(adopt.standardError.contains(reason), "\(reason) is not in\n\(adopt.standardError)")
        }
        for name in ["A", "B", "D", "E", "F", "G", "I", "J"] {
            XCTAssertEqual(try text("Sources/\(name).swift", in: directory), files["\(name).swift"], name)
        }
        XCTAssertEqual(
            try text("Sources/C.swift", in: directory),
            Self.header
                + "\nprotocol Versioned {}\n\n// note\nextension C: Versioned {\n    var shout: String { title ?? \"\" }\n}\n"
        )
        XCTAssertEqual(
            try text("Sources/H.swift", in: directory),
            Self.header + "\nnonisolated extension H {\n    func shout() -> String { title ?? \"\" }\n}\n")
        let generate = try CommandLineRunner.run(
            ["generate", "schema.json", "--config", "parse-model-gen.json", "--output", "Generated", "--quiet"],
            in: directory.url)
        XCTAssertEqual(generate.status, 0, generate.standardError)
        // The switched models with the generated ones (the refused ones are the app's, as before).
        let sources = [
            "C.swift": try text("Sources/C.swift", in: directory),
            "H.swift": try text("Sources/H.swift", in: directory),
        ]
        try assertCompilesWithGenerated(sources, in: directory)
    }

    // MARK: Shapes from real apps

    /// What the apps of issue 39 write: a model file importing SwiftUI only, module-qualified SDK types,
    /// `public static var className` on lines of its own, `// MARK:` headings and property comments, a
    /// CRLF file, a file left with only its imports, ParseSwift's own `init(objectId:)` in an extension, and a
    /// user's `sessionToken`.
    func testShapesFromRealAppsAreCarried() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            """
            [{"className": "Score", "fields": {"points": {"type": "Number"}, "file": {"type": "File"}}},
             {"className": "Note", "fields": {"title": {"type": "String"}}},
             {"className": "Gone", "fields": {"title": {"type": "String"}}},
             {"className": "GameScore", "fields": {"points": {"type": "Number"}}},
             {"className": "_User", "fields": {"nickname": {"type": "String"}}}]
            """, to: "schema.json")
        try directory.write(
            """
            import SwiftUI
            import ParseSwift

            public struct Score: ParseObject {
                public static var className: String {
                    "Score"
                }
                public var originalData: Data?
                public var objectId: String?
                public var createdAt: Date?
                public var updatedAt: Date?
                public var ACL: ParseSwift.ParseACL?

                // MARK: - Fields
                /// How many points, "all" of them.
                /// Never negative.
                public var points: Int?
                // The attachment.
                public var file: ParseSwift.ParseFile?

                // MARK: - Display
                public var label: String { "\\(points ?? 0)" }
            }

            """, to: "Score.swift")
        let note =
            "import Foundation\r\nimport ParseSwift\r\n\r\nstruct Note: ParseObject {\r\n"
            + Self.builtIns.replacingOccurrences(of: "\n", with: "\r\n")
            + "    var title: String?\r\n\r\n    func hash(into hasher: inout Hasher) { hasher.combine(objectId) }\r\n    var shout: String { title ?? \"\" }\r\n}\r\n"
        try directory.write(note, to: "Note.swift")
        try directory.write(
            Self.header
                + "\n/// A thing that goes.\nstruct Gone: ParseObject {\n\(Self.builtIns)    var title: String?\n}\n",
            to: "Gone.swift")
        try directory.write(
            Self.header + """

                struct GameScore: ParseObject {
                \(Self.builtIns)    var points: Int?
                }

                // It's recommended to place custom initializers in an extension
                // to preserve the memberwise initializer.
                extension GameScore {
                    init(points: Int) {
                        self.points = points
                    }

                    init(objectId: String?) {
                        self.objectId = objectId
                    }
                }

                """, to: "GameScore.swift")
        let user =
            Self.header
            + "\nstruct User: ParseUser {\n\(Self.builtIns)    var username: String?\n    var email: String?\n    var emailVerified: Bool?\n    var password: String?\n    var authData: [String: [String: String]?]?\n    var sessionToken: String?\n    var nickname: String?\n}\n"
        try directory.write(user, to: "User.swift")
        let swift = ["Score.swift", "Note.swift", "Gone.swift", "GameScore.swift", "User.swift"]
        // `check` reads them all as written: no type from a module it did not read, no sessionToken column.
        let check = try CommandLineRunner.run(["check"] + swift + ["schema.json"], in: directory.url)
        XCTAssertEqual(check.status, 0, check.standardError)
        XCTAssertTrue(
            check.standardOutput.contains(": 0 errors, 0 warnings"), check.standardOutput + check.standardError)

        let adopt = try CommandLineRunner.run(
            ["adopt"] + swift + ["schema.json", "--config", "parse-model-gen.json", "--rewrite"], in: directory.url)
        XCTAssertEqual(adopt.status, 0, adopt.standardError)
        XCTAssertEqual(
            try text("Score.swift", in: directory),
            """
            import SwiftUI
            import ParseSwift

            extension Score {
                // MARK: - Fields

                // MARK: - Display
                public var label: String { "\\(points ?? 0)" }
            }

            """)
        let config = try text("parse-model-gen.json", in: directory)
        XCTAssertTrue(
            config.contains(
                #""points": {"swiftType": "Int", "doc": "How many points, \"all\" of them.\nNever negative."}"#),
            config)
        XCTAssertTrue(config.contains(#""file": {"doc": "The attachment."}"#), config)
        // CRLF stays CRLF, in the lines the rewrite writes too.
        let rewrittenNote = try text("Note.swift", in: directory)
        XCTAssertTrue(rewrittenNote.contains("nonisolated extension Note {\r\n"), rewrittenNote)
        XCTAssertFalse(rewrittenNote.replacingOccurrences(of: "\r\n", with: "").contains("\n"), rewrittenNote)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Gone.swift").path))
        XCTAssertTrue(
            adopt.standardOutput.contains(
                "removed Gone.swift: it held only imports and comments once its models became the generated ones"),
            adopt.standardOutput)
        XCTAssertEqual(
            try text("GameScore.swift", in: directory),
            Self.header + """

                // It's recommended to place custom initializers in an extension
                // to preserve the memberwise initializer.
                extension GameScore {
                    init(points: Int) {
                        self.points = points
                    }
                }

                """)
        // A session token is what login answers: the user model stays as it is, with the reason.
        XCTAssertEqual(try text("User.swift", in: directory), user)
        XCTAssertTrue(
            adopt.standardError.contains(
                "User.swift:15:9: warning: cannot rewrite: stored property sessionToken is what login answers, not a '_User' column"
            ), adopt.standardError)

        let generate = try CommandLineRunner.run(
            ["generate", "schema.json", "--config", "parse-model-gen.json", "--output", "Generated", "--quiet"],
            in: directory.url)
        XCTAssertEqual(generate.status, 0, generate.standardError)
        // Found by what it declares, not by its file name (which generate chooses).
        let scoreModel =
            try FileManager.default.contentsOfDirectory(
                atPath: directory.url.appendingPathComponent("Generated").path
            ).map { try text("Generated/" + $0, in: directory) }.first { $0.contains("struct Score:") } ?? ""
        XCTAssertTrue(
            scoreModel.contains("    /// How many points, \"all\" of them.\n    /// Never negative.\n"), scoreModel)
        // SwiftUI is not on Linux: the switched Score is compiled with Foundation, as it has it through SwiftUI.
        let sources = [
            "Note.swift": rewrittenNote, "GameScore.swift": try text("GameScore.swift", in: directory),
            "User.swift": user,
            "Score.swift": try text("Score.swift", in: directory).replacingOccurrences(
                of: "import SwiftUI", with: "import Foundation"),
        ]
        try assertCompilesWithGenerated(sources, in: directory)
    }

    /// Non-optional properties that a hand-written `init()` sets: the values a config holds are read (even
    /// beside one it cannot hold, which the SDK's stand-in did not type), and the one it cannot hold is named.
    func testNonOptionalPropertiesSetInInitAreReadOneByOne() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            #"[{"className": "Post", "fields": {"title": {"type": "String"}, "likes": {"type": "Number"}, "author": {"type": "Pointer", "targetClass": "Post"}}}]"#,
            to: "schema.json")
        let post =
            Self.header + """

                struct Post: ParseObject {
                \(Self.builtIns)    var title: String
                    let likes: Int
                    var author: Pointer<Post>

                    init() {
                        title = ""
                        likes = 0
                        author = Pointer<Post>(objectId: "")
                    }
                }

                """
        try directory.write(post, to: "Post.swift")
        let adopt = try CommandLineRunner.run(
            ["adopt", "Post.swift", "schema.json", "--config", "parse-model-gen.json", "--rewrite"], in: directory.url)
        XCTAssertEqual(adopt.status, 1, adopt.standardError)
        XCTAssertTrue(
            adopt.standardError.contains(
                #"Post.swift:12:9: error: cannot rewrite: stored property author would not be declared the same way by the generated model: author starts as Pointer<Post>(objectId: "") here, which a config's initialValue cannot hold"#
            ), adopt.standardError)
        XCTAssertFalse(adopt.standardError.contains("stored property title"), adopt.standardError)
        XCTAssertFalse(adopt.standardError.contains("stored property likes"), adopt.standardError)
        XCTAssertEqual(try text("Post.swift", in: directory), post)
    }

    /// `@available` and `public` on members are no reason to refuse: the member goes (`className`) or moves
    /// (a requirement, with its doc comment and attributes) whole.
    func testAttributesAndAccessOnMembersMoveWithThem() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(#"[{"className": "Score", "fields": {"points": {"type": "Number"}}}]"#, to: "schema.json")
        try directory.write(
            Self.header + """

                public struct Score: ParseObject {
                    @available(*, deprecated, message: "use the generated one")
                    public static var className: String {
                        "Score"
                    }
                    public var originalData: Data?
                    public var objectId: String?
                    public var createdAt: Date?
                    public var updatedAt: Date?
                    public var ACL: ParseACL?
                    public var points: Int?

                    /// Hashes the id only.
                    @available(macOS 10.15, iOS 13, *)
                    public func hash(into hasher: inout Hasher) { hasher.combine(objectId) }
                }

                """, to: "Score.swift")
        let adopt = try CommandLineRunner.run(
            ["adopt", "Score.swift", "schema.json", "--config", "parse-model-gen.json", "--rewrite"], in: directory.url)
        XCTAssertEqual(adopt.status, 0, adopt.standardError)
        XCTAssertEqual(
            try text("Score.swift", in: directory),
            Self.header + """

                nonisolated extension Score {
                    /// Hashes the id only.
                    @available(macOS 10.15, iOS 13, *)
                    public func hash(into hasher: inout Hasher) { hasher.combine(objectId) }
                }

                """)
    }

    /// A kept hand-written `init(from:)` that was not written for a field leaves it nil in every decoded
    /// object: `check` and `adopt` say so at the decoder, naming the field.
    func testADecoderThatLeavesAFieldOutIsNamed() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            #"[{"className": "GameScore", "fields": {"points": {"type": "Number"}, "player": {"type": "String"}}}]"#,
            to: "schema.json")
        try directory.write(
            Self.header + """

                struct GameScore: ParseObject {
                \(Self.builtIns)    var points: Int = 0
                    var player: String?

                    enum CodingKeys: String, CodingKey {
                        case originalData, objectId, createdAt, updatedAt, ACL, points, player
                    }

                    init() {}

                    init(from decoder: Decoder) throws {
                        let container = try decoder.container(keyedBy: CodingKeys.self)
                        objectId = try container.decodeIfPresent(String.self, forKey: .objectId)
                        points = try container.decodeIfPresent(Int.self, forKey: .points) ?? 0
                    }
                }

                """, to: "GameScore.swift")
        let check = try CommandLineRunner.run(["check", "GameScore.swift", "schema.json"], in: directory.url)
        XCTAssertTrue(
            check.standardError.contains(
                "GameScore.swift:19:5: warning: init(from:) of GameScore decodes no value for 'player', field of class 'GameScore': decoded objects have it nil"
            ), check.standardError)
        let adopt = try CommandLineRunner.run(
            ["adopt", "GameScore.swift", "schema.json", "--config", "parse-model-gen.json"], in: directory.url)
        XCTAssertEqual(adopt.status, 0, adopt.standardError)
        XCTAssertTrue(
            adopt.standardError.contains(
                "GameScore.swift:19:5: warning: init(from:) of GameScore stays the app's and decodes no value for 'player', which the generated model declares"
            ), adopt.standardError)
    }

    // MARK: Generated files

    /// A target that holds its generated models (the documented layout) reads them as generated, by their
    /// header: adopt again changes nothing, --rewrite refuses nothing, check warns on nothing.
    func testGeneratedFilesInTheTargetAreRecognisedByTheirHeader() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let app = ModelCheckTests.fixtures.appendingPathComponent("SwitchApp")
        try FileManager.default.copyItem(
            at: app.appendingPathComponent("Sources"), to: directory.url.appendingPathComponent("Sources"))
        try FileManager.default.copyItem(
            at: app.appendingPathComponent("schema.json"), to: directory.url.appendingPathComponent("schema.json"))
        let adopt = ["adopt", "Sources", "schema.json", "--config", "parse-model-gen.json"]
        let first = try CommandLineRunner.run(adopt + ["--rewrite"], in: directory.url)
        XCTAssertEqual(first.status, 0, first.standardError)
        // What stays hand-written stays in the file --rewrite leaves it in: no extension file is named.
        XCTAssertFalse(first.standardOutput.contains("+App.swift"), first.standardOutput)
        XCTAssertTrue(
            first.standardOutput.contains(
                "computed property displayName -> the extension in Sources/Models/User.swift (--rewrite leaves it there)"
            ),
            first.standardOutput)
        // Generated into the target itself, under names that say nothing: the header is what tells.
        let generate = try CommandLineRunner.run(
            [
                "generate", "schema.json", "--config", "parse-model-gen.json", "--output", "Sources/Models/Generated",
                "--quiet",
            ],
            in: directory.url)
        XCTAssertEqual(generate.status, 0, generate.standardError)
        let config = try text("parse-model-gen.json", in: directory)
        let swiftBefore = try swiftTexts(in: directory.url.appendingPathComponent("Sources"))
        let again = try CommandLineRunner.run(adopt, in: directory.url)
        XCTAssertEqual(again.status, 0, again.standardError)
        XCTAssertEqual(try text("parse-model-gen.json", in: directory), config)
        let rewriteAgain = try CommandLineRunner.run(adopt + ["--rewrite"], in: directory.url)
        XCTAssertEqual(rewriteAgain.status, 0, rewriteAgain.standardError)
        XCTAssertFalse(rewriteAgain.standardError.contains("cannot rewrite"), rewriteAgain.standardError)
        XCTAssertEqual(try swiftTexts(in: directory.url.appendingPathComponent("Sources")), swiftBefore)
        XCTAssertEqual(try text("parse-model-gen.json", in: directory), config)
        let check = try CommandLineRunner.run(["check", "Sources", "schema.json"], in: directory.url)
        XCTAssertEqual(check.status, 0, check.standardError)
        XCTAssertFalse(check.standardError.contains("warning"), check.standardError)
        XCTAssertFalse(check.standardError.contains("ParseModelGenSDK"), check.standardError)
    }

    /// Every Swift file under `folder` by its path inside it.
    private func swiftTexts(in folder: URL) throws -> [String: String] {
        var texts: [String: String] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let path = enumerator?.nextObject() as? String {
            if path.hasSuffix(".swift") {
                texts[path] = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
            }
        }
        return texts
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
