import Foundation
import XCTest

/// A new app package, as the README's path has it: the command plugins answer `--help` (after SwiftPM's
/// permission question, which the README mentions), `generate-parse-models init` sets up a target whose
/// `$schema` resolves, the build plugin then builds it against the ParseSwift stand-in, `generate-parse-models`
/// without `--target` leaves that target to the build plugin and says so, all of it with the lean tool alone
/// (the full `parse-model-gen` is never built), and a failure's closing line comes after the tool's messages
/// when the output is piped.
///
/// Set `PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1` to skip it in a quick local run; CI always runs it.
final class FirstHourPluginTests: XCTestCase {
    func testInitBuildAndCommandPluginBesideABuildPluginTarget() throws {
        if ProcessInfo.processInfo.environment["PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS"] == "1" {
            throw XCTSkip("PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1")
        }
        let repository = GoldenCase.repositoryDirectory
        let app = try TemporaryDirectory()
        defer { app.remove() }
        // SwiftPM names a path dependency after its folder.
        let packageName = repository.lastPathComponent
        try app.write(
            """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Shop",
                platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
                dependencies: [
                    .package(path: \(literal(repository.path))),
                    .package(path: \(literal(repository.appendingPathComponent("Tests/ParseSwiftStandIn").path))),
                ],
                targets: [
                    .target(
                        name: "AppModels",
                        dependencies: [.product(name: "ParseSwift", package: "ParseSwiftStandIn")],
                        exclude: ["Schemas"],
                        plugins: [.plugin(name: "ParseModelGenPlugin", package: \(literal(packageName)))]
                    ),
                    .target(
                        name: "CommittedModels",
                        dependencies: [.product(name: "ParseSwift", package: "ParseSwiftStandIn")],
                        exclude: ["Schemas"]
                    ),
                ]
            )

            """, to: "Package.swift")
        try app.write(
            "import ParseSwift\n\nfunc recentBooks() -> Query<Book> {\n    Book.query(Book.Key.publishingYear > 2000)\n}\n",
            to: "Sources/AppModels/Queries.swift")
        try app.write(
            "import ParseSwift\n\nfunc breakfasts() -> Query<Recipe> {\n    Recipe.query()\n}\n",
            to: "Sources/CommittedModels/Menu.swift")
        let recipes = try String(contentsOf: repository.appendingPathComponent("Schemas/recipes.json"), encoding: .utf8)
        try app.write(recipes, to: "Sources/CommittedModels/Schemas/recipes.json")

        // SwiftPM asks for the write permission before the plugin sees any argument, --help included (the
        // README says so); without a terminal to ask on, it refuses and names the flag.
        let unpermitted = try SwiftPM.run(["package", "generate-parse-models", "--help"], in: app.url, timeout: 900)
        XCTAssertNotEqual(unpermitted.status, 0, unpermitted.output)
        XCTAssertTrue(unpermitted.output.contains("--allow-writing-to-package-directory"), unpermitted.output)
        let write = ["package", "--allow-writing-to-package-directory", "generate-parse-models"]
        for flag in ["--help", "-h"] {
            let help = try SwiftPM.run(write + [flag], in: app.url, timeout: 1800)
            XCTAssertEqual(help.status, 0, help.output)
            XCTAssertTrue(
                help.output.contains(
                    "swift package --allow-writing-to-package-directory generate-parse-models init --target <name>"),
                help.output)
        }

        // init: a Schemas folder and a config whose $schema is this repository's JSON Schema.
        let created = try SwiftPM.run(write + ["init", "--target", "AppModels"], in: app.url, timeout: 900)
        XCTAssertEqual(created.status, 0, created.output)
        let config = app.url.appendingPathComponent("Sources/AppModels/Schemas/parse-model-gen.json")
        let text = try String(contentsOf: config, encoding: .utf8)
        let reference = try XCTUnwrap(
            text.components(separatedBy: "\n").first { $0.contains("\"$schema\"") }?
                .components(separatedBy: "\"").dropFirst(3).first, text)
        XCTAssertTrue(reference.hasPrefix("../"), reference)
        let resolved = config.deletingLastPathComponent().appendingPathComponent(reference).resolvingSymlinksInPath()
        XCTAssertEqual(
            resolved.path,
            repository.appendingPathComponent("parse-model-gen.schema.json").resolvingSymlinksInPath().path)
        let again = try SwiftPM.run(write + ["init", "--target", "AppModels"], in: app.url, timeout: 900)
        XCTAssertNotEqual(again.status, 0, again.output)
        XCTAssertTrue(again.output.contains("exists already; init never overwrites a config"), again.output)
        // Until the schema is there, the build plugin does not stop command plugins (the pull plugin) from running,
        // and under this package's own command plugins it does not even warn: the command says what is missing.
        XCTAssertFalse(again.output.contains("holds no schema JSON yet"), again.output)
        XCTAssertEqual(try String(contentsOf: config, encoding: .utf8), text)

        // The schema goes beside the config, and the build plugin generates the models the target's code uses.
        let books = try String(contentsOf: repository.appendingPathComponent("Schemas/books.json"), encoding: .utf8)
        try app.write(books, to: "Sources/AppModels/Schemas/books.json")
        try Data(
            text.replacingOccurrences(
                of: #""classes": {}"#,
                with: #""classes": {"Book": {"fields": {"publishingYear": {"swiftType": "Int"}}}}"#
            ).utf8
        )
        .write(to: config)

        // Without --target, the command plugin writes the committed target's models and leaves the build
        // plugin's target alone, saying so.
        let generated = try SwiftPM.run(write, in: app.url, timeout: 900)
        XCTAssertEqual(generated.status, 0, generated.output)
        XCTAssertTrue(
            generated.output.contains(
                "note: skipped target 'AppModels': it applies the build plugin ParseModelGenPlugin, which generates its models at build time"
            ), generated.output)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: app.url.appendingPathComponent("Sources/CommittedModels/Generated/Recipe.parse.swift").path))
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: app.url.appendingPathComponent("Sources/AppModels/Generated").path))

        // Naming the build plugin's target is refused before anything is written; the option does it on purpose.
        let refused = try SwiftPM.run(write + ["--target", "AppModels"], in: app.url, timeout: 900)
        XCTAssertNotEqual(refused.status, 0, refused.output)
        XCTAssertTrue(
            refused.output.contains(
                "generate-parse-models: target 'AppModels' applies the build plugin ParseModelGenPlugin"),
            refused.output)
        XCTAssertTrue(refused.output.contains("--allow-build-plugin-target"), refused.output)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: app.url.appendingPathComponent("Sources/AppModels/Generated").path),
            "a refused run wrote models")
        let onPurpose = try SwiftPM.run(
            write + ["--target", "AppModels", "--allow-build-plugin-target", "--output", "Committed"], in: app.url,
            timeout: 900)
        XCTAssertEqual(onPurpose.status, 0, onPurpose.output)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: app.url.appendingPathComponent("Sources/AppModels/Committed/Book.parse.swift").path))
        try FileManager.default.removeItem(at: app.url.appendingPathComponent("Sources/AppModels/Committed"))

        let build = try SwiftPM.run(["build"], in: app.url, timeout: 1800)
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertTrue(build.output.contains("Generating Parse models for AppModels"), build.output)

        // init, the command plugin and the build plugin ran one tool, the lean one; none of them built the full
        // parse-model-gen (issue 42: SwiftPM builds every tool a plugin declares before running it).
        let tools = BuiltToolNames.under(app.url.appendingPathComponent(".build"))
        XCTAssertTrue(tools.contains { $0.hasPrefix("parse-model-gen-build") }, "\(tools)")
        XCTAssertFalse(BuiltToolNames.includesFullTool(tools), "\(tools)")

        // A failure, piped: the tool's error comes first, the plugin's closing line after it.
        let broken = recipes.replacingOccurrences(of: #""type": "Number""#, with: #""type": "Numbr""#)
        XCTAssertNotEqual(broken, recipes)
        try app.write(broken, to: "Sources/CommittedModels/Schemas/recipes.json")
        let failed = try SwiftPM.run(write + ["--target", "CommittedModels"], in: app.url, timeout: 900)
        XCTAssertNotEqual(failed.status, 0, failed.output)
        let toolError = try XCTUnwrap(failed.output.range(of: "error: invalid field type 'Numbr'"), failed.output)
        let closing = try XCTUnwrap(
            failed.output.range(
                of: "error: target 'CommittedModels': parse-model-gen failed (exit code 1); its messages are above"),
            failed.output)
        XCTAssertLessThan(toolError.lowerBound, closing.lowerBound, failed.output)
    }

    /// A Swift string literal holding `text`.
    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
