import Foundation
import ParseModelGenerator
import XCTest

/// Decodes realistic Parse REST responses into generated models with a `JSONDecoder` set up the way
/// ParseSwift decodes dates (bare ISO strings at the top level, `{"__type": "Date"}` objects inside),
/// then encodes them back: pointers, included objects, files, relations, GeoPoints, enums with a value
/// the model does not know, nested structs, and keys a field had before it was renamed.
final class ServerJSONDecodingTests: XCTestCase {
    /// Shared by both programs (and CloudCodeRoundTripTests): the SDK's date handling and a failure collector.
    static let harness = #"""
        import Foundation

        enum ServerJSON {
            static let decoder: JSONDecoder = {
                let decoder = JSONDecoder()
                decoder.dateDecodingStrategy = .custom { decoder in
                    if let text = try? decoder.singleValueContainer().decode(String.self) {
                        return try date(text, decoder)
                    }
                    struct Wrapped: Decodable {
                        let __type: String
                        let iso: String
                    }
                    let wrapped = try decoder.singleValueContainer().decode(Wrapped.self)
                    guard wrapped.__type == "Date" else {
                        throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "not a Date"))
                    }
                    return try date(wrapped.iso, decoder)
                }
                return decoder
            }()

            static let encoder: JSONEncoder = {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                encoder.dateEncodingStrategy = .custom { date, encoder in
                    var container = encoder.container(keyedBy: DateKeys.self)
                    try container.encode("Date", forKey: .type)
                    try container.encode(formatter.string(from: date), forKey: .iso)
                }
                return encoder
            }()

            enum DateKeys: String, CodingKey {
                case type = "__type"
                case iso
            }

            nonisolated(unsafe) static let formatter: ISO8601DateFormatter = {
                let formatter = ISO8601DateFormatter()
                formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
                return formatter
            }()

            static func date(_ text: String, _ decoder: any Decoder) throws -> Date {
                guard let date = formatter.date(from: text) else {
                    throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath, debugDescription: "bad date \(text)"))
                }
                return date
            }

            static func decode<T: Decodable>(_ type: T.Type, _ json: String) throws -> T {
                try decoder.decode(type, from: Data(json.utf8))
            }

            static func encodedObject<T: Encodable>(_ value: T) throws -> [String: Any] {
                try JSONSerialization.jsonObject(with: try encoder.encode(value)) as? [String: Any] ?? [:]
            }
        }

        struct Checks {
            var passed = 0
            var failures: [String] = []

            mutating func expect(_ condition: Bool, _ label: String, line: Int = #line) {
                if condition { passed += 1 } else { failures.append("line \(line): \(label)") }
            }

            func finish() -> Never {
                print("checks: \(passed), failures: \(failures.count)")
                failures.forEach { print($0) }
                exit(failures.isEmpty ? 0 : 1)
            }
        }
        """#

    /// The books and recipes apps, from `Schemas/`.
    private static let examplesProgram = #"""
        import Foundation
        import ParseSwift

        let bookJSON = """
        {"objectId": "b1", "createdAt": "2024-03-01T10:00:00.123Z", "updatedAt": "2024-03-02T11:30:00.456Z",
         "ACL": {"*": {"read": true}, "u1": {"read": true, "write": true}},
         "title": "Dune", "publishingYear": 1965,
         "genre": {"__type": "Pointer", "className": "Genre", "objectId": "g1"},
         "isbn": {"__type": "Object", "className": "ISBN", "objectId": "i1", "createdAt": "2024-01-01T00:00:00.000Z",
                  "updatedAt": "2024-01-01T00:00:00.000Z", "value": "978-0441013593"},
         "authors": {"__type": "Relation", "className": "Author"},
         "cover": {"__type": "File", "name": "a1b2_cover.jpg", "url": "https://files.example.com/a1b2_cover.jpg"},
         "someFieldAddedLater": {"kept": false}}
        """

        let recipeJSON = """
        {"objectId": "r1", "createdAt": "2024-03-01T10:00:00.000Z", "updatedAt": "2024-03-01T10:00:00.000Z",
         "name": "Pancakes", "servings": 4, "price": 7.5, "isAvailable": true, "category": 7,
         "ingredients": [{"quantity": 2, "description": "eggs"}, {"quantity": 0.5, "description": "milk", "brand": "any"}],
         "sideOptions": ["syrup", "berries"], "nutritionalInfo": {"calories": "350"},
         "releaseDate": {"__type": "Date", "iso": "2023-05-01T08:00:00.000Z"}}
        """

        var checks = Checks()
        do {
            let book = try ServerJSON.decode(Book.self, bookJSON)
            checks.expect(book.objectId == "b1", "objectId")
            checks.expect(book.createdAt == ServerJSON.formatter.date(from: "2024-03-01T10:00:00.123Z"), "createdAt, a bare ISO string")
            checks.expect(book.ACL?.publicRead == true, "ACL")
            checks.expect(book.title == "Dune" && book.publishingYear == 1965, "title and the Number refined to Int")
            checks.expect(book.genre?.objectId == "g1" && book.genre?.name == nil, "a pointer decodes as an object with only its id")
            checks.expect(book.isbn?.objectId == "i1" && book.isbn?.value == "978-0441013593", "an included object decodes whole")
            checks.expect(book.authors?.className == "Author", "a relation")
            checks.expect(book.cover?.name == "a1b2_cover.jpg" && book.cover?.url?.host == "files.example.com", "a file")
            checks.expect(book.publishers == nil, "an absent key")
            let encoded = try ServerJSON.encodedObject(book)
            checks.expect(encoded["publishingYear"] as? Int == 1965 && encoded["title"] as? String == "Dune", "encodes under the wire keys")
            checks.expect(encoded["someFieldAddedLater"] == nil, "unknown server keys are ignored")

            let recipe = try ServerJSON.decode(Recipe.self, recipeJSON)
            checks.expect(recipe.category == .unknown(7), "an Int enum value the model does not know")
            checks.expect(recipe.category?.rawValue == 7, "the unknown value is kept")
            checks.expect(recipe.ingredients?.count == 2 && recipe.ingredients?[1].quantity == 0.5 && recipe.ingredients?[0].description == "eggs",
                          "nested structs, extra keys ignored")
            checks.expect(recipe.sideOptions == ["syrup", "berries"] && recipe.nutritionalInfo?["calories"] == "350", "typed Array and Object")
            checks.expect(recipe.releaseDate == ServerJSON.formatter.date(from: "2023-05-01T08:00:00.000Z"), "a Date field in its {__type: Date} form")
            checks.expect(recipe.servings == 4 && recipe.price == 7.5 && recipe.isAvailable == true, "numbers and booleans")
            let recipeOut = try ServerJSON.encodedObject(recipe)
            checks.expect(recipeOut["category"] as? Int == 7, "an unknown enum value is saved back unchanged")
            checks.expect((recipeOut["releaseDate"] as? [String: Any])?["iso"] as? String == "2023-05-01T08:00:00.000Z", "dates encode back")

            var known = recipe
            known.category = .dinner
            checks.expect(try ServerJSON.encodedObject(known)["category"] as? Int == 2, "a known case encodes its raw value")
            let nullCategory = try ServerJSON.decode(Recipe.self, #"{"objectId": "r2", "category": null, "sideOptions": null}"#)
            checks.expect(nullCategory.category == nil && nullCategory.sideOptions == nil, "null values")
        } catch {
            checks.failures.append("threw \(error)")
        }
        checks.finish()
        """#

    /// The refinements case: renamed fields with legacy keys, String enums, structs with aliases, pointers as `Pointer<T>`.
    private static let refinementsProgram = #"""
        import Foundation
        import ParseSwift

        let taskJSON = """
        {"objectId": "t1", "createdAt": "2024-03-01T10:00:00.000Z", "updatedAt": "2024-03-01T10:00:00.000Z",
         "name": "Write the docs", "comment": "old key", "status": "blocked", "priority": 1, "labels": ["bug", "chore"],
         "assignee": {"__type": "Pointer", "className": "_User", "objectId": "u1"},
         "checklist": [{"text": "outline", "done": true, "kind": "must", "deadline": {"__type": "Date", "iso": "2024-04-01T00:00:00.000Z"}}],
         "address": {"street": "1 Main St", "zip_code": "12345", "location": {"__type": "GeoPoint", "latitude": 40.0, "longitude": -30.0}},
         "bigCount": 9007199254740993, "estimate": 3}
        """

        let currentKeysJSON = """
        {"objectId": "t2", "title": "New title", "name": "Old title", "notes": "current", "comment": "old"}
        """

        var checks = Checks()
        do {
            let task = try ServerJSON.decode(Task.self, taskJSON)
            checks.expect(task.heading == "Write the docs", "a renamed field reads its legacy key")
            checks.expect(task.notes == "old key", "a second legacy key")
            checks.expect(task.status == .unknown("blocked"), "a String enum value the model does not know")
            checks.expect(task.priority == .high, "an Int enum")
            checks.expect(task.labels == [.bug, .unknown("chore")], "an array of enums with an unknown value")
            checks.expect(task.assignee?.objectId == "u1" && task.assignee?.className == "_User", "a Pointer<User>")
            checks.expect(task.checklist?.first?.due == ServerJSON.formatter.date(from: "2024-04-01T00:00:00.000Z"), "a legacy key inside a struct")
            checks.expect(task.checklist?.first?.kind == .must && task.checklist?.first?.done == true, "a struct's enum and Boolean")
            checks.expect(task.address?.zipCode == "12345" && task.address?.location?.latitude == 40, "snake_case wire key, GeoPoint in a struct")
            checks.expect(task.bigCount == 9007199254740993 && task.estimate == 3, "Int64 and Int32")

            let encoded = try ServerJSON.encodedObject(task)
            checks.expect(encoded["title"] as? String == "Write the docs" && encoded["name"] == nil, "encoding writes only the current key")
            checks.expect(encoded["status"] as? String == "blocked", "an unknown String value is saved back")
            let checklist = (encoded["checklist"] as? [[String: Any]])?.first
            checks.expect(checklist?["due"] != nil && checklist?["deadline"] == nil, "a struct encodes its current key")

            let current = try ServerJSON.decode(Task.self, currentKeysJSON)
            checks.expect(current.heading == "New title" && current.notes == "current", "the current key wins over a legacy one")
        } catch {
            checks.failures.append("threw \(error)")
        }
        checks.finish()
        """#

    func testExampleAppsDecodeServerResponses() throws {
        let outcome = GoldenCase.examples.generate()
        XCTAssertTrue(outcome.succeeded, GoldenCase.diagnosticsText(outcome.diagnostics))
        try run(outcome, Self.examplesProgram, expectedChecks: 21)
    }

    func testRefinedModelsDecodeServerResponses() throws {
        let outcome = GoldenCase.named("refinements").generate()
        XCTAssertTrue(outcome.succeeded, GoldenCase.diagnosticsText(outcome.diagnostics))
        try run(
            outcome, Self.refinementsProgram, expectedChecks: 14,
            client: try GoldenCase.named("refinements").clientSources())
    }

    private func run(
        _ outcome: Generator.Outcome, _ program: String, expectedChecks: Int, client: [String: String] = [:],
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        var sources = Dictionary(uniqueKeysWithValues: outcome.files.map { ($0.name, $0.contents) }).merging(client) {
            first, _ in first
        }
        sources["main.swift"] = program
        sources["ServerJSON.swift"] = Self.harness
        for flavor in SDKFlavor.allCases {
            let result = try CompileCheck.buildAndRun(sources, flavor: flavor, swiftVersion: "5")
            XCTAssertEqual(result.status, 0, "\(flavor.rawValue):\n\(result.output)", file: file, line: line)
            XCTAssertTrue(
                result.output.hasPrefix("checks: \(expectedChecks), failures: 0\n"),
                "\(flavor.rawValue):\n\(result.output)", file: file, line: line)
        }
    }
}
