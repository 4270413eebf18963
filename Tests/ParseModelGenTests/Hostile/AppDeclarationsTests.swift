import ParseSchema
import XCTest

/// An app's own declarations named like what generated code calls (issue 24): a networking namespace
/// `API`, types `Query`, `Pointer`, `ParseFile`, even a type named `ParseSwift`, and global functions named
/// like the SDK's constraint functions. Generated code names the SDK through the support file's
/// `ParseModelGenSDK` namespace, so none of them changes what a model means, and the app's code beside the
/// models (including `query([])` and `where([])`, valid against ParseSwift alone) compiles in every mode.
final class AppDeclarationsTests: XCTestCase {
    private static let app = """
        import Foundation
        import ParseSwift

        enum API { static let baseURL = "https://example.com" }
        struct Query { var text: String }
        struct Pointer { var x: Int }
        enum ParseSwift { static let configured = true }
        struct QueryConstraint {}
        struct ParseFile {}
        struct ParseGeoPoint {}
        struct ParseOperation {}
        struct ParseRelation {}
        func containedIn(key: String, array: [String]) -> Bool { false }
        func equalTo(key: String, object: Book) -> Bool { false }
        func exists(key: String) -> Bool { false }

        func app(book: Book, genre: Genre) async throws {
            _ = Book.query(Book.Key.title == "Dune", try Book.Key.genre == genre, Book.Key.title.containedIn(["a"]), Book.Key.cover.exists())
            _ = try genre.queryBooksByGenre()
            _ = try book.queryAuthors()
            _ = try book.addToAuthors([])
            _ = try await Book.query().distinct(Book.Key.title)
            _ = Book.query([])
            _ = Book.query().where([])
            _ = Query(text: "mine")
            _ = API.baseURL
        }
        """

    func testAppTypesNamedLikeTheSDKsCaptureNothing() throws {
        let outcome = GoldenCase.examples.generate()
        XCTAssertTrue(outcome.succeeded, GoldenCase.diagnosticsText(outcome.diagnostics))
        var sources = Dictionary(uniqueKeysWithValues: outcome.files.map { ($0.name, $0.contents) })
        sources["App.swift"] = Self.app
        XCTAssertEqual(try CompileCheck.compileAllModes(sources: sources), [])
    }
}
