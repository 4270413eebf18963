import Foundation
import XCTest

@testable import ParseSchema
@testable import SwiftModelReading

/// The Swift reader: what it takes from the compiler's syntax tree, positions included.
final class SwiftModelReaderTests: XCTestCase {
    private func read(_ app: String) -> SwiftModelSet {
        SwiftModelReader.read(paths: [ModelCheckTests.fixtures.appendingPathComponent("\(app)/Sources").path])
    }

    private func place(_ location: SourceLocation) -> String {
        "\(URL(fileURLWithPath: location.file).lastPathComponent):\(location.position.line):\(location.position.column)"
    }

    func testRecipeAppModelsEnumsAndNestedStructs() throws {
        let set = read("RecipeApp")
        XCTAssertEqual(set.diagnostics, [])
        XCTAssertEqual(set.models.map(\.name), ["Recipe", "User", "Role"])
        XCTAssertEqual(set.models.map(\.kind), [.object, .user, .role])
        XCTAssertEqual(set.models.map(\.parseClassName), ["Recipe", "_User", "_Role"])
        XCTAssertEqual(set.models.map(\.isGeneric), [false, false, true])
        let recipe = try XCTUnwrap(set.models.first)
        XCTAssertEqual(place(recipe.location), "Recipe.swift:4:1")
        XCTAssertEqual(
            recipe.properties.map { "\($0.name): \($0.type?.text ?? "?") @\(place($0.location))" },
            [
                "objectId: String? @Recipe.swift:5:9", "createdAt: Date? @Recipe.swift:6:9",
                "updatedAt: Date? @Recipe.swift:7:9",
                "ACL: ParseACL? @Recipe.swift:8:9", "originalData: Data? @Recipe.swift:9:9",
                "name: String? @Recipe.swift:11:9",
                "servings: Int? @Recipe.swift:12:9", "price: Double? @Recipe.swift:13:9",
                "isAvailable: Bool? @Recipe.swift:14:9",
                "category: Recipe.Category? @Recipe.swift:15:9", "ingredients: [Recipe.Ingredient]? @Recipe.swift:16:9",
                "sideOptions: [String]? @Recipe.swift:17:9", "nutritionalInfo: [String: String]? @Recipe.swift:18:9",
                "releaseDate: Date? @Recipe.swift:19:9", "chef: Pointer<User>? @Recipe.swift:20:9",
            ])
        XCTAssertNil(recipe.codingKeys)
        XCTAssertEqual(recipe.nestedTypes, ["Recipe.Category", "Recipe.Ingredient"])
        XCTAssertEqual(
            recipe.initializers.map { "\($0.value) @\(place($0.location))" },
            ["init(name:servings:) @Recipe.swift:35:5"])
        XCTAssertEqual(recipe.computedProperties.map(\.value), ["isVegetarianMenu"])
        let category = try XCTUnwrap(set.enums["Recipe.Category"])
        XCTAssertEqual(category.rawType, "Int")
        XCTAssertEqual(
            category.cases.map { "\($0.name)=\($0.rawValue ?? "-") @\(place($0.location))" },
            [
                "breakfast=0 @Recipe.swift:23:14", "lunch=5 @Recipe.swift:24:14", "dinner=6 @Recipe.swift:25:14",
            ])
        XCTAssertEqual(
            category.conformances,
            ["Decodable", "Encodable", "CaseIterable"].filter { category.conformances.contains($0) })
        let ingredient = try XCTUnwrap(set.structs["Recipe.Ingredient"])
        XCTAssertEqual(
            ingredient.properties.map { "\($0.name): \($0.type?.text ?? "?")" },
            ["quantity: Float?", "description: String?"])
        XCTAssertEqual(set.models[1].properties.last?.type?.text, "String?")
        XCTAssertEqual(
            set.models[1].properties.first { $0.name == "authData" }?.type?.text, "[String: [String: String]?]?")
    }

    func testBookAppCodingKeysClassNameAndStringEnum() throws {
        let set = read("BookApp")
        XCTAssertEqual(set.diagnostics, [])
        let book = try XCTUnwrap(set.models.first { $0.name == "Book" })
        XCTAssertEqual(book.classNameOverride?.value, "Books")
        XCTAssertEqual(book.classNameOverride.map { place($0.location) }, "Book.swift:5:36")
        XCTAssertEqual(
            book.codingKeys?.map { "\($0.name)=\($0.rawValue ?? "-")" },
            [
                "objectId=objectId", "createdAt=createdAt", "updatedAt=updatedAt", "ACL=ACL", "title=book_title",
                "genre=genre",
                "publishingYear=year", "author=author", "reviews=reviews", "coAuthors=coAuthors",
            ])
        XCTAssertEqual(
            book.properties.compactMap { book.wireKey(of: $0) },
            [
                "objectId", "createdAt", "updatedAt", "ACL", "book_title", "genre", "year", "author", "reviews",
                "coAuthors",
            ])
        XCTAssertEqual(book.properties.first { $0.name == "publishingYear" }?.type?.isOptional, false)
        XCTAssertEqual(
            set.enums["Book.Genre"]?.cases.map { "\($0.name)=\($0.rawValue ?? "-")" },
            ["fiction=FICTION", "history=history"])
        let review = try XCTUnwrap(set.models.first { $0.name == "Review" })
        XCTAssertEqual(review.extraConformances, ["Hashable"])
        XCTAssertEqual(review.methods.map(\.value), ["summary()"])
    }

    func testObjectiveCSubclass() throws {
        let set = read("LegacyApp")
        XCTAssertEqual(set.diagnostics, [])
        let book = try XCTUnwrap(set.models.first)
        XCTAssertEqual(book.kind, .objectiveC)
        XCTAssertEqual(book.parseClassName, "Book")
        XCTAssertEqual(
            book.properties.map { "\($0.name): \($0.type?.text ?? "?") managed=\($0.isManaged)" },
            [
                "title: String? managed=true", "pageCount: NSNumber? managed=true", "owner: PFUser? managed=true",
                "cover: PFFileObject? managed=true", "isSelected: Bool managed=false",
            ])
        XCTAssertEqual(book.methods, [])
    }

    func testLineTableCountsBytes() {
        let table = LineTable(Array("ab\nçd\n\nx".utf8))
        XCTAssertEqual(table.position(ofOffset: 0), SourcePosition(line: 1, column: 1))
        XCTAssertEqual(table.position(ofOffset: 3), SourcePosition(line: 2, column: 1))
        XCTAssertEqual(table.position(ofOffset: 5), SourcePosition(line: 2, column: 3))
        XCTAssertEqual(table.position(ofOffset: 8), SourcePosition(line: 4, column: 1))
    }

    func testTypeNameShapes() {
        XCTAssertEqual(
            SwiftTypeName("[String: [Int]]?").unwrapped.dictionaryTypes.map { "\($0.key)|\($0.value)" }, "String|[Int]")
        XCTAssertEqual(SwiftTypeName("[[String: Int]]").arrayElement?.text, "[String: Int]")
        XCTAssertNil(SwiftTypeName("[String: Int]").arrayElement)
        XCTAssertEqual(
            SwiftTypeName("Pointer<Book>").genericArgument.map { "\($0.base)|\($0.argument)" }, "Pointer|Book")
    }

    func testDeeplyNestedCodeBesideAModelIsRead() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        // Sixty chained calls nest the compiler's tree past 300 levels, as a SwiftUI view's modifiers do.
        let chain = (0..<60).map { ".padded(\($0))" }.joined()
        try directory.write(
            """
            import ParseSwift
            struct Card: ParseObject { var objectId: String? }
            struct View { func padded(_ n: Int) -> View { self } }
            func make() -> View { View()\(chain) }

            """, to: "Card.swift")
        let set = SwiftModelReader.read(paths: [directory.url.appendingPathComponent("Card.swift").path])
        XCTAssertEqual(set.diagnostics, [])
        XCTAssertEqual(set.models.map(\.name), ["Card"])
    }

    func testAToolThatDoesNotFinishIsStopped() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let output = try XCTUnwrap(ToolRun.run("/bin/sleep", ["30"], in: directory.url, timeLimit: 1))
        XCTAssertTrue(output.timedOut)
        XCTAssertEqual(output.standardError, "stopped after 1 seconds")
    }

    func testTypesDeclaredInExtensionsKeepTheirQualifiedNames() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            """
            import Foundation
            import ParseSwift

            enum Game {}

            extension Game {
                struct Score: ParseObject {
                    var objectId: String?
                    var originalData: Data?
                    var level: Level?
                }
            }

            extension Game.Score {
                enum Level: String, Codable { case easy, hard = "HARD" }
            }

            """, to: "Game.swift")
        try directory.write(
            "[{\"className\": \"Score\", \"fields\": {\"level\": {\"type\": \"String\"}}}]", to: "schema.json")
        let set = SwiftModelReader.read(paths: [directory.url.appendingPathComponent("Game.swift").path])
        XCTAssertEqual(set.diagnostics, [])
        let score = try XCTUnwrap(set.models.first)
        XCTAssertEqual(score.qualifiedName, "Game.Score")
        XCTAssertEqual(score.enclosingType, "Game")
        XCTAssertEqual(score.nestedTypes, ["Game.Score.Level"])
        XCTAssertEqual(score.property(named: "level")?.type?.text, "Game.Score.Level?")
        XCTAssertEqual(set.enums["Game.Score.Level"]?.cases.map { $0.rawValue ?? "-" }, ["easy", "HARD"])
        let check = try CommandLineRunner.run(["check", "Game.swift", "schema.json"], in: directory.url)
        XCTAssertEqual(check.standardError, "")
        XCTAssertEqual(check.status, 0)
    }

    func testClassModelsAndModelsConformingThroughAppProtocols() throws {
        let set = read("GameApp")
        XCTAssertEqual(set.diagnostics, [])
        XCTAssertEqual(
            set.models.map(\.qualifiedName),
            [
                "LaunchLog", "HighScore", "Player", "Squad", "Stage", "Tournament.Match", "Note", "ImportJob",
            ])
        XCTAssertEqual(set.models.map(\.kind), [.object, .object, .user, .role, .object, .object, .object, .object])
        XCTAssertEqual(set.models.map(\.isClass), [false, true, true, false, false, false, false, false])
        XCTAssertEqual(
            set.models.map(\.parseClassName),
            ["LaunchLog", "HighScore", "_User", "_Role", "Stage", "Match", "Note", "ImportJob"])
        let byName = Dictionary(set.models.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        // The app's protocols are kept as conformances (written on the type or in an extension); the SDK's are not.
        XCTAssertEqual(byName["Squad"]?.extraConformances, ["TeamRole"])
        XCTAssertEqual(byName["Stage"]?.extraConformances, ["PlayerOwned"])
        XCTAssertEqual(byName["Match"]?.extraConformances, ["Versioned"])
        XCTAssertEqual(byName["HighScore"]?.extraConformances, ["ParseQueryScorable"])
        XCTAssertEqual(set.models.filter(\.isQueryScorable).map(\.name), ["HighScore"])
        let player = try XCTUnwrap(byName["Player"])
        XCTAssertEqual(place(player.location), "Player.swift:4:7")
        XCTAssertEqual(
            player.property(named: "DOB").map { "\($0.type?.text ?? "?") @\(place($0.location))" },
            "Date? @Player.swift:16:9")
        XCTAssertEqual(player.initializers.map(\.value), ["init()"])
        XCTAssertEqual(byName["HighScore"]?.property(named: "player")?.type?.text, "Pointer<Player>?")
    }

    func testAClassDerivingFromAClassModelIsAModelOfItsKind() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            """
            import Foundation
            import ParseSwift

            protocol Tracked: ParseInstallation {}
            class BaseInstallation: Tracked { var objectId: String?; required init() {} }
            final class DeviceInstallation: BaseInstallation { var badge: Int? }
            class Plain {}
            struct HookUser: ParseCloudUser { var objectId: String? }

            """, to: "Installations.swift")
        let set = SwiftModelReader.read(paths: [directory.url.appendingPathComponent("Installations.swift").path])
        XCTAssertEqual(set.diagnostics, [])
        XCTAssertEqual(
            set.models.map { "\($0.name) \($0.kind.rawValue) class=\($0.isClass)" },
            [
                "BaseInstallation ParseInstallation class=true", "DeviceInstallation ParseInstallation class=true",
                "HookUser ParseUser class=false",
            ])
        XCTAssertEqual(set.models.map(\.parseClassName), ["_Installation", "_Installation", "_User"])
        XCTAssertEqual(set.models.map(\.extraConformances), [["Tracked"], [], ["ParseCloudUser"]])
    }

    func testFilesWithTopLevelCodeAreReadOnceEach() throws {
        // Two executables' main.swift files and two playground pages: each declares its own types (both pages
        // a `Counter`), so each is type-checked as the main file of a run of its own.
        let game = SwiftModelReader.scan(paths: [
            ModelCheckTests.fixtures.appendingPathComponent("GameApp/Sources").path
        ])
        XCTAssertEqual(game.models.diagnostics, [])
        XCTAssertEqual(
            game.models.models.filter { ["LaunchLog", "ImportJob", "Note"].contains($0.name) }.map {
                "\($0.name) @\(place($0.location))"
            }, ["LaunchLog @main.swift:4:1", "Note @Contents.swift:6:1", "ImportJob @main.swift:4:1"])
        XCTAssertEqual(
            game.compilerRuns, 5,
            "one parse, then one dump with the library files and the first main file, one for each other")
        // The common case, files without top-level code, costs one parse and one dump, as before.
        let recipe = SwiftModelReader.scan(paths: [
            ModelCheckTests.fixtures.appendingPathComponent("RecipeApp/Sources").path
        ])
        XCTAssertEqual(recipe.models.diagnostics, [])
        XCTAssertEqual(recipe.compilerRuns, 2)
    }

    func testASinglePageOfTopLevelCodeCostsNoExtraRun() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            "import ParseSwift\nstruct Card: ParseObject { var objectId: String? }\nprint(Card())\n", to: "Page.swift")
        try directory.write("import ParseSwift\nstruct Deck: ParseObject { var cards: [Card]? }\n", to: "Deck.swift")
        let result = SwiftModelReader.scan(paths: [directory.url.path])
        XCTAssertEqual(result.models.diagnostics, [])
        XCTAssertEqual(result.models.models.map(\.name), ["Deck", "Card"])
        XCTAssertEqual(result.models.models.first?.property(named: "cards")?.type?.text, "[Card]?")
        XCTAssertEqual(result.compilerRuns, 2)
        // Alone, the page is the main file of the dump's run too (the compiler would take a single input
        // for one, but the dump always has the SDK names beside it).
        let alone = SwiftModelReader.scan(paths: [directory.url.appendingPathComponent("Page.swift").path])
        XCTAssertEqual(alone.models.diagnostics, [])
        XCTAssertEqual(alone.models.models.map(\.name), ["Card"])
        XCTAssertEqual(alone.compilerRuns, 2)
    }

    func testASyntaxErrorBesideTopLevelCodeIsReportedAlone() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try directory.write(
            "import ParseSwift\nprint(1)\nstruct Card: ParseObject {\n    var name: = \n}\n", to: "Page.swift")
        try directory.write("import ParseSwift\nstruct Deck: ParseObject { var cards: [Card]? }\n", to: "Deck.swift")
        let set = SwiftModelReader.read(paths: [directory.url.path])
        XCTAssertEqual(
            set.diagnostics.map {
                "\(place($0.location ?? SourceLocation(file: "?", line: 0, column: 0))): \($0.message)"
            },
            [
                "Page.swift:4:15: expected type", "Page.swift:4:16: expected initial value after '='",
            ])
    }
}
