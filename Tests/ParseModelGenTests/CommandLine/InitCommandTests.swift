import Foundation
import ParseSchema
import XCTest

/// `parse-model-gen init`: a Schemas folder and a starter config whose `$schema` resolves, in an empty package;
/// generation works on what it created; an existing config is never overwritten.
final class InitCommandTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
    }

    /// An app package beside a ParseModelGen folder that holds the JSON Schema, depended on by path.
    private func makeAppWithPathDependency() throws -> URL {
        let jsonSchema = try Data(
            contentsOf: GoldenCase.repositoryDirectory.appendingPathComponent("parse-model-gen.schema.json"))
        try directory.write(
            String(decoding: jsonSchema, as: UTF8.self), to: "ParseModelGen/parse-model-gen.schema.json")
        try directory.write("// swift-tools-version:5.9\n", to: "ParseModelGen/Package.swift")
        try directory.write(
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(name: "Shop", dependencies: [.package(path: "../ParseModelGen")], targets: [.target(name: "AppModels")])

            """, to: "Shop/Package.swift")
        try directory.write("let placeholder = 0\n", to: "Shop/Sources/AppModels/AppModels.swift")
        // What SwiftPM records once it has resolved the package (`swift package resolve`, any build).
        try directory.write(
            """
            {"object": {"artifacts": [], "dependencies": [{"basedOn": null, "packageRef": {"identity": "parsemodelgen",
              "kind": "fileSystem", "location": "\(directory.url.path)/ParseModelGen", "name": "ParseModelGen"},
              "state": {"name": "fileSystem", "path": "\(directory.url.path)/ParseModelGen"}, "subpath": "parsemodelgen"}]}, "version": 7}
            """, to: "Shop/.build/workspace-state.json")
        return directory.url.appendingPathComponent("Shop")
    }

    func testInitInAnEmptyPackageThenGenerateWorks() throws {
        let app = try makeAppWithPathDependency()
        let created = try CommandLineRunner.run(["init", "--target", "Sources/AppModels"], in: app)
        XCTAssertEqual(created.status, 0, created.standardError)
        XCTAssertEqual(created.standardError, "")
        let config = app.appendingPathComponent("Sources/AppModels/Schemas/parse-model-gen.json")
        let text = try String(contentsOf: config, encoding: .utf8)
        let reference = "../../../../ParseModelGen/parse-model-gen.schema.json"
        XCTAssertTrue(text.hasPrefix("{\n  \"$schema\": \"\(reference)\",\n  // internal (the default)"), text)
        XCTAssertTrue(text.contains("\"accessLevel\": \"internal\""), text)
        XCTAssertTrue(text.contains(#"//       "publishingYear": {"swiftType": "Int"},"#), text)
        XCTAssertTrue(
            created.standardOutput.hasPrefix(
                "Created Sources/AppModels/Schemas/parse-model-gen.json (\"$schema\": \(reference), from the path dependency recorded in .build/workspace-state.json).\n"
            ), created.standardOutput)

        // The reference resolves from the config's folder to the package's JSON Schema.
        let resolved = config.deletingLastPathComponent().appendingPathComponent(reference).standardizedFileURL
        XCTAssertEqual(
            resolved.path,
            directory.url.appendingPathComponent("ParseModelGen/parse-model-gen.schema.json").standardizedFileURL.path)
        XCTAssertTrue(FileManager.default.fileExists(atPath: resolved.path))

        // With a schema beside it, the starter config is accepted as it is: no warning, no note.
        try directory.write(
            #"[{"className": "Book", "fields": {"title": {"type": "String"}, "publishingYear": {"type": "Number"}}}]"#,
            to: "Shop/Sources/AppModels/Schemas/schema.json")
        let generated = try CommandLineRunner.run(
            ["generate", "Sources/AppModels/Schemas", "--output", "Generated"], in: app)
        XCTAssertEqual(generated.status, 0, generated.standardError)
        XCTAssertEqual(generated.standardError, "")
        XCTAssertEqual(generated.standardOutput, "Generated 2 files in Generated: wrote 2, 0 up to date.\n")
        // The config was read: the access level it sets is in the generated code.
        let book = try String(contentsOf: app.appendingPathComponent("Generated/Book.parse.swift"), encoding: .utf8)
        XCTAssertTrue(
            book.contains("\ninternal nonisolated struct Book: ParseObject")
                || book.contains("\nnonisolated struct Book: ParseObject"), book)
    }

    func testInitRefusesToOverwriteAConfig() throws {
        let app = try makeAppWithPathDependency()
        XCTAssertEqual(
            try CommandLineRunner.run(["init", "--target", "Sources/AppModels", "--access-level", "public"], in: app)
                .status, 0)
        let config = app.appendingPathComponent("Sources/AppModels/Schemas/parse-model-gen.json")
        let edited = try String(contentsOf: config, encoding: .utf8).replacingOccurrences(
            of: "\"classes\": {}", with: "\"classes\": {\"Book\": {}}")
        try Data(edited.utf8).write(to: config)

        let again = try CommandLineRunner.run(["init", "--target", "Sources/AppModels"], in: app)
        XCTAssertEqual(again.status, 1)
        XCTAssertEqual(again.standardOutput, "")
        XCTAssertEqual(
            again.standardError,
            "error: Sources/AppModels/Schemas/parse-model-gen.json exists already; init never overwrites a config (delete it first to start over)\n"
        )
        XCTAssertEqual(try String(contentsOf: config, encoding: .utf8), edited)
        XCTAssertTrue(edited.contains("\"accessLevel\": \"public\""))

        // A config at the target's root, where the plugins also look, counts too.
        try directory.write("{}", to: "Shop/Sources/Other/parse-model-gen.json")
        let root = try CommandLineRunner.run(["init", "--target", "Sources/Other"], in: app)
        XCTAssertEqual(root.status, 1)
        XCTAssertTrue(
            root.standardError.hasPrefix("error: Sources/Other/parse-model-gen.json exists already"), root.standardError
        )
        XCTAssertFalse(FileManager.default.fileExists(atPath: app.appendingPathComponent("Sources/Other/Schemas").path))
    }

    func testWithoutAResolvedDependencyItPointsWhereAURLCheckoutWillBe() throws {
        try directory.write("// swift-tools-version:5.9\n", to: "App/Package.swift")
        let app = directory.url.appendingPathComponent("App")
        let result = try CommandLineRunner.run(["init", "--target", "Sources/AppModels"], in: app)
        XCTAssertEqual(result.status, 0, result.standardError)
        let text = try String(
            contentsOf: app.appendingPathComponent("Sources/AppModels/Schemas/parse-model-gen.json"), encoding: .utf8)
        XCTAssertTrue(
            text.contains(#""$schema": "../../../.build/checkouts/ParseModelGen/parse-model-gen.schema.json","#), text)
        XCTAssertTrue(result.standardError.hasPrefix("warning: "), result.standardError)
        XCTAssertTrue(result.standardError.contains("does not exist yet"), result.standardError)

        // Once SwiftPM has checked the URL dependency out, the same path resolves.
        try directory.write("{}", to: "App/.build/checkouts/ParseModelGen/parse-model-gen.schema.json")
        let second = try CommandLineRunner.run(["init", "--target", "Sources/Other"], in: app)
        XCTAssertEqual(second.status, 0, second.standardError)
        XCTAssertEqual(second.standardError, "")
        XCTAssertTrue(
            second.standardOutput.contains("from the URL dependency checked out in .build/checkouts"),
            second.standardOutput)
    }

    func testInsideParseModelGenItselfAndWithAnExplicitJSONSchema() throws {
        try directory.write("// swift-tools-version:5.9\n", to: "Package.swift")
        try directory.write("{}", to: "parse-model-gen.schema.json")
        let here = try CommandLineRunner.run(["init"], in: directory.url)
        XCTAssertEqual(here.status, 0, here.standardError)
        XCTAssertTrue(
            try String(
                contentsOf: directory.url.appendingPathComponent("Schemas/parse-model-gen.json"), encoding: .utf8
            )
            .contains(#""$schema": "../parse-model-gen.schema.json","#))

        try directory.write("{}", to: "tools/schema.json")
        let explicit = try CommandLineRunner.run(
            ["init", "--target", "Sources/A", "--json-schema", "tools/schema.json"], in: directory.url)
        XCTAssertEqual(explicit.status, 0, explicit.standardError)
        XCTAssertTrue(
            try String(
                contentsOf: directory.url.appendingPathComponent("Sources/A/Schemas/parse-model-gen.json"),
                encoding: .utf8
            )
            .contains(#""$schema": "../../../tools/schema.json","#))
    }

    func testUsageMistakes() throws {
        let positional = try CommandLineRunner.run(["init", "Sources/AppModels"], in: directory.url)
        XCTAssertEqual(positional.status, 64)
        XCTAssertTrue(
            positional.standardError.hasPrefix(
                "error: init takes no arguments besides its options; name the folder with --target <directory>\n"),
            positional.standardError)
        let level = try CommandLineRunner.run(["init", "--access-level", "publik"], in: directory.url)
        XCTAssertEqual(level.status, 64)
        XCTAssertTrue(level.standardError.contains("did you mean 'public'?"), level.standardError)
        try directory.write("x", to: "file")
        let notAFolder = try CommandLineRunner.run(["init", "--target", "file"], in: directory.url)
        XCTAssertEqual(notAFolder.status, 1)
        XCTAssertTrue(notAFolder.standardError.hasPrefix("error: file: not a folder"), notAFolder.standardError)
    }

    func testStarterTextAndRelativePaths() {
        XCTAssertEqual(StarterConfig.relativePath(from: "/a/b/c", to: "/a/x/f.json"), "../../x/f.json")
        XCTAssertEqual(StarterConfig.relativePath(from: "/a/b", to: "/a/b/f.json"), "f.json")
        XCTAssertEqual(StarterConfig.relativePath(from: "/", to: "/f.json"), "f.json")
        XCTAssertEqual(StarterConfig.jsonString("a\"b\\c\n\u{1B}"), #""a\"b\\c\n\u001b""#)
        // The starter config decodes without a diagnostic, whatever the access level.
        for level in AccessLevel.allCases {
            let text = StarterConfig.text(schemaReference: "x\"y", accessLevel: level)
            guard case .success(let root) = JSONReader.read(Array(text.utf8)) else {
                return XCTFail("not JSON:\n\(text)")
            }
            let decoded = ConfigDecoder.decode(root, path: "parse-model-gen.json")
            XCTAssertEqual(decoded.diagnostics, [], text)
            XCTAssertEqual(decoded.config.accessLevel, level)
        }
    }
}
