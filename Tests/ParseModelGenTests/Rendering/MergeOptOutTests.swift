import XCTest

@testable import ParseSchema

/// `"merge": false` on a class: its model has no generated `merge(with:)` and keeps the SDK's default.
final class MergeOptOutTests: XCTestCase {
    private let schema = """
        [
          {"className": "Recipe", "fields": {"name": {"type": "String"}}},
          {"className": "Chef", "fields": {"name": {"type": "String"}}}
        ]
        """

    func testAClassCanKeepTheSDKsMerge() throws {
        let files = generatedFiles(schema, config: #"{"classes": {"Recipe": {"merge": false}}}"#)
        let recipe = try XCTUnwrap(files["Recipe.parse.swift"])
        let chef = try XCTUnwrap(files["Chef.parse.swift"])
        XCTAssertFalse(recipe.contains("func merge(with"), recipe)
        XCTAssertTrue(chef.contains("func merge(with object: Self) throws -> Self"), chef)
        // The memberwise initializer still closes the extension, with no blank line left behind.
        XCTAssertFalse(recipe.contains("    }\n\n}"), recipe)
        var sources = files
        sources["App.swift"] = """
            import ParseSwift

            func mergeBoth(_ recipe: Recipe, _ chef: Chef) throws -> (Recipe, Chef) {
                (try recipe.merge(with: recipe), try chef.merge(with: chef))
            }

            """
        let failures = try CompileCheck.compileAllModes(sources: sources)
        XCTAssertEqual(failures, [], failures.joined(separator: "\n"))
    }

    func testMergeMustBeABoolean() {
        XCTAssertEqual(
            diagnostics(schema, config: #"{"classes": {"Recipe": {"merge": "no"}}}"#).filter { $0.contains("merge") },
            ["parse-model-gen.json:1:34: error: expected true or false for 'merge', found a string"]
        )
    }
}
