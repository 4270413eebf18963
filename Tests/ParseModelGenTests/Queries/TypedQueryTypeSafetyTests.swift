import Foundation
import ParseSchema
import XCTest

/// Proves the typed query API's safety rather than asserting it: wrong usages of the keys generated for
/// the example schemas must fail to type-check, each on its own line, while the right usages beside them
/// compile.
final class TypedQueryTypeSafetyTests: XCTestCase {
    /// Each line marked `// expected-error` must be the line of exactly the errors the compiler reports.
    private static let client = """
        import Foundation
        import ParseSwift

        func rightUsages(point: ParseGeoPoint, genre: Genre, file: ParseFile) throws -> [Query<Book>] {
            [
                Book.query(Book.Key.title == "Dune", Book.Key.publishingYear >= 1965),
                Book.query(Book.Key.title.hasPrefix("Du"), Book.Key.cover == file),
                Book.query(try Book.Key.genre == genre).include(Book.Key.isbn).order([Book.Key.publishingYear.descending]),
                Book.query().select(Book.Key.title).exclude(Book.Key.genre),
                try Author().queryBooksByAuthors(),
                Book.query().include(Book.Key.genre, Book.Key.isbn).select(Book.Key.title, Book.Key.genre, Book.Key.authors),
                Book.query().exclude(Book.Key.cover, Book.Key.publishingYear),
                Book.query(Book.Key.genre.matchesQuery(Genre.query(Genre.Key.name == "SF")), Book.Key.title.isNull()),
                Book.query(Book.Key.title.matchesKey(Genre.Key.name, in: Genre.query()), Book.Key.title.doesNotMatchKey(Author.Key.name, in: Author.query())),
                Book.query(Book.Key.title == "Dune", ParseFieldConstraint(or(queries: [Book.query(Book.Key.publishingYear > 2000)]))),
                Book.query(Book.Key.title == "Dune").where("publishingYear" > 2000).where(Book.Key.cover.exists()),
            ]
        }

        func rightRecipeUsages() -> Query<Recipe> {
            Recipe.query(Recipe.Key.category == .dinner, Recipe.Key.sideOptions.containsAll(["rice"]), Recipe.Key.price < 9.5)
        }

        func wrongUsages(point: ParseGeoPoint, author: Author, file: ParseFile, date: Date) throws {
            _ = Book.query(Book.Key.title > 3) // expected-error: 3 is not a String
            _ = Book.query(Book.Key.title == date) // expected-error: a Date is not a String
            _ = Book.query(Book.Key.publishingYear == "1965") // expected-error: a String is not an Int
            _ = Book.query().include(Book.Key.title) // expected-error: title is not a pointer
            _ = Book.query(Book.Key.title.near(point)) // expected-error: near needs a GeoPoint field
            _ = Book.query(Book.Key.titel == "Dune") // expected-error: misspelled key
            _ = Recipe.query(Recipe.Key.category == 1) // expected-error: an enum field compares with its enum
            _ = Book.query(Book.Key.cover < file) // expected-error: files are not ordered
            _ = Book.query(try Book.Key.genre == author) // expected-error: an Author is not a Genre
            _ = Book.query(Book.Key.title.containsAll(["a"])) // expected-error: title is not an array
            _ = Book.query(Book.Key.genre.hasPrefix("S")) // expected-error: a pointer is not a String
            _ = Book.query().order([Recipe.Key.name.ascending]) // expected-error: a key of another model
            _ = Book.query().include(User.Key.favoriteGenre) // expected-error: a pointer of another model
            _ = Book.query(try Book.Key.authors == "Frank") // expected-error: a relation contains objects
            _ = Author.query(Book.Key.title == "x") // expected-error: a constraint on another model's key
            _ = Author.query(Author.Key.name == "x", Book.Key.title == "x") // expected-error: mixed models
            _ = Author.query([Book.Key.title == "x"]) // expected-error: another model's key in an array
            _ = Author.query().where(Book.Key.title == "x") // expected-error: another model's key in where
            _ = or(queries: [Author.query(Book.Key.title == "x")]) // expected-error: another model's key inside or
            _ = Author.query().select(Book.Key.title) // expected-error: select with another model's key
            _ = Author.query().exclude(Book.Key.title) // expected-error: exclude with another model's key
            _ = Author.query().select(Author.Key.name, Book.Key.title) // expected-error: one foreign key among several
            _ = Author.query().include(Book.Key.genre) // expected-error: include of another model's pointer
            _ = Author.query().order([Book.Key.title.ascending]) // expected-error: order by another model's key
            _ = Book.query(Book.Key.genre.matchesQuery(Author.query())) // expected-error: a subquery of the wrong class
            _ = Book.query(Book.Key.title == nil) // expected-error: nil is not a value; isNull() is
            _ = Book.query(Book.Key.genre != nil) // expected-error: nil is not a pointer; isNotNull() is
        }
        """

    func testWrongUsagesFailOnTheirOwnLines() throws {
        let outcome = GoldenCase.examples.generate()
        XCTAssertTrue(outcome.succeeded, GoldenCase.diagnosticsText(outcome.diagnostics))
        var sources = Dictionary(uniqueKeysWithValues: outcome.files.map { ($0.name, $0.contents) })
        sources["client.swift"] = Self.client
        let lines = Self.client.components(separatedBy: "\n")
        let expected = Set(lines.indices.filter { lines[$0].contains("// expected-error") }.map { $0 + 1 })
        XCTAssertEqual(expected.count, 27)

        // ParseSwift 4.14 is a Swift 5 SDK whose File, GeoPoint... are not Sendable, so in Swift 6 mode
        // only the fork compares them through typed keys (README, "Typed queries").
        let combinations: [(SDKFlavor, String)] = [(.fork, "6"), (.fork, "5"), (.parseCommunity, "5")]
        for (flavor, mode) in combinations {
            let output = try XCTUnwrap(
                try CompileCheck.typecheck(sources, flavor: flavor, swiftVersion: mode),
                "the wrong usages compiled against \(flavor.rawValue)")
            let reported = Self.errorLines(in: output, file: "client.swift")
            XCTAssertEqual(
                reported, expected,
                """
                \(flavor.rawValue), Swift \(mode): errors on lines \(reported.sorted()), expected exactly \(expected.sorted())
                missing: \(expected.subtracting(reported).sorted().map { lines[$0 - 1] })
                \(output)
                """)
            XCTAssertFalse(output.contains("warning:"), output)
            XCTAssertFalse(
                Self.errorFiles(in: output).contains { $0 != "client.swift" },
                "errors outside the client file:\n\(output)")
        }
    }

    /// Misuses of a key of the wrong kind, each with the words the compiler must say on its line: which
    /// kind of field the call needs, rather than a generic-mismatch error.
    private static let misuses: [(code: String, message: String)] = [
        ("_ = Book.query().include(Book.Key.title)", "include(_:) takes keys of Pointer fields"),
        ("_ = Book.query().include(Book.Key.authors)", "a Relation's objects come from its query helper"),
        ("_ = Book.query(Book.Key.title.near(point))", "near(_:) needs a GeoPoint field"),
        ("_ = Book.query(Book.Key.title.containsAll([\"a\"]))", "containsAll(_:) needs an Array field"),
        ("_ = Book.query(Book.Key.genre.hasPrefix(\"S\"))", "hasPrefix(_:) needs a String field"),
        ("_ = Book.query(Book.Key.cover.containsString(\"S\"))", "containsString(_:) needs a String field"),
        ("_ = Book.query(Book.Key.title.matchesQuery(Author.query()))", "matchesQuery(_:) needs a Pointer field"),
    ]

    func testMisusesSayWhatToDo() throws {
        let outcome = GoldenCase.examples.generate()
        XCTAssertTrue(outcome.succeeded, GoldenCase.diagnosticsText(outcome.diagnostics))
        var sources = Dictionary(uniqueKeysWithValues: outcome.files.map { ($0.name, $0.contents) })
        let body = Self.misuses.map { "    " + $0.code }.joined(separator: "\n")
        sources["client.swift"] =
            "import Foundation\nimport ParseSwift\n\nfunc misuses(point: ParseGeoPoint) {\n\(body)\n}\n"
        let output = try XCTUnwrap(
            try CompileCheck.typecheck(sources, flavor: .fork, swiftVersion: "6"), "the misuses compiled")
        for (index, misuse) in Self.misuses.enumerated() {
            let line = index + 5
            let said = output.components(separatedBy: "\n").contains {
                $0.contains("/client.swift:\(line):") && $0.contains("error:") && $0.contains(misuse.message)
            }
            XCTAssertTrue(said, "line \(line) (\(misuse.code)) does not say \"\(misuse.message)\":\n\(output)")
        }
        XCTAssertEqual(Self.errorLines(in: output, file: "client.swift"), Set(Self.misuses.indices.map { $0 + 5 }))
    }

    /// Misspelled keys in each form an app writes, with whether the compiler's first error on the line is
    /// `type 'Book.Key' has no member '...'`. It is where the other side of a comparison has a type of its own
    /// (a literal, a value) or the key is a method's receiver or argument. Where the other side is `nil` or an
    /// implicit member (`.dinner`), the type checker (Swift 6.3) first says `generic parameter 'Value' could
    /// not be inferred` on the operator and names the missing member second; no shape of the generated
    /// declarations changes that (GeneratedModels.md, "When a key is misspelled", lists what was tried).
    private static let misspellings: [(code: String, member: String, leads: Bool)] = [
        ("_ = Book.query(Book.Key.publishingYaer > 2000)", "publishingYaer", true),
        ("_ = Book.query(Book.Key.titel == \"Dune\", Book.Key.publishingYear < 2000)", "titel", true),
        ("_ = Book.query(try Book.Key.genr == genre)", "genr", true),
        ("_ = Book.query(Book.Key.titel.hasPrefix(\"D\"), Book.Key.titel.isNull())", "titel", true),
        ("_ = Book.query().include(Book.Key.genr).select(Book.Key.titel)", "genr", true),
        ("_ = Book.query().order([Book.Key.publishingYaer.descending])", "publishingYaer", true),
        ("_ = Book.query().where(Book.Key.publishingYaer >= 2000)", "publishingYaer", true),
        ("_ = Recipe.query(Recipe.Key.categry == .dinner)", "categry", false),
        ("_ = Book.query(Book.Key.titel == nil)", "titel", false),
    ]

    func testMisspelledKeysNameTheMissingMember() throws {
        let outcome = GoldenCase.examples.generate()
        XCTAssertTrue(outcome.succeeded, GoldenCase.diagnosticsText(outcome.diagnostics))
        var sources = Dictionary(uniqueKeysWithValues: outcome.files.map { ($0.name, $0.contents) })
        let body = Self.misspellings.map { "    " + $0.code }.joined(separator: "\n")
        sources["client.swift"] =
            "import Foundation\nimport ParseSwift\n\nfunc misspellings(genre: Genre) throws {\n\(body)\n}\n"
        let output = try XCTUnwrap(
            try CompileCheck.typecheck(sources, flavor: .fork, swiftVersion: "6"), "the misspellings compiled")
        let errors = output.components(separatedBy: "\n").filter {
            $0.contains("/client.swift:") && $0.contains(": error:")
        }
        for (index, misspelling) in Self.misspellings.enumerated() {
            let onLine = errors.filter { $0.contains("/client.swift:\(index + 5):") }
            let useful = "has no member '\(misspelling.member)'"
            XCTAssertTrue(
                onLine.contains { $0.contains(useful) }, "\(misspelling.code): no \"\(useful)\" error:\n\(output)")
            if misspelling.leads {
                XCTAssertTrue(
                    onLine.first?.contains(useful) == true,
                    "\(misspelling.code): the first error is not \"\(useful)\":\n\(output)")
            }
        }
        XCTAssertEqual(Self.errorLines(in: output, file: "client.swift"), Set(Self.misspellings.indices.map { $0 + 5 }))
    }

    /// The 1-based lines of `file` that the compiler reports errors on.
    static func errorLines(in output: String, file: String) -> Set<Int> {
        var lines = Set<Int>()
        for line in output.components(separatedBy: "\n") where line.contains(": error:") {
            guard let range = line.range(of: "/" + file + ":") else { continue }
            let rest = line[range.upperBound...]
            if let number = Int(rest.prefix { $0.isNumber }) {
                lines.insert(number)
            }
        }
        return lines
    }

    /// The names of the files the compiler reports errors in.
    static func errorFiles(in output: String) -> Set<String> {
        var files = Set<String>()
        for line in output.components(separatedBy: "\n") where line.contains(": error:") && line.hasPrefix("/") {
            if let path = line.split(separator: ":").first {
                files.insert(String(path.split(separator: "/").last ?? ""))
            }
        }
        return files
    }
}
