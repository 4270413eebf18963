import DataModelDocuments
import Foundation
import ParseSchema
import XCTest

/// Builds `Examples/BookStore` with SwiftPM in a temporary copy of the repository and checks the build-tool
/// plugin's incremental behaviour, its diagnostics, and the command plugin. One ordered test shares one copy
/// (and its build folder), since every fresh SwiftPM build of the example compiles the generator from source.
///
/// Set `PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1` to skip it in a quick local run; CI always runs it.
final class BookStorePluginIntegrationTests: XCTestCase {
    private static let generatorRanMarker = "Generating Parse models for BookStore"

    func testBuildPluginAndCommandPluginOnBookStore() throws {
        if ProcessInfo.processInfo.environment["PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS"] == "1" {
            throw XCTSkip("PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1")
        }
        let repository = GoldenCase.repositoryDirectory
        let standIn = repository.appendingPathComponent("Tests/ParseSwiftStandIn/Package.swift")
        guard FileManager.default.fileExists(atPath: standIn.path) else {
            throw XCTSkip(
                "the ParseSwift stand-in package is missing at \(standIn.path); Examples/BookStore cannot build without it"
            )
        }

        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("parse-model-gen-plugin-\(UUID().uuidString)").resolvingSymlinksInPath()
        defer { try? FileManager.default.removeItem(at: scratch) }
        // The folder's name is the package identity of the `../..` path dependency; the example's manifest
        // derives it, so an unusual name here also checks that.
        let copy = scratch.appendingPathComponent("parse-model-gen-checkout")
        try TreeCopy.copy(repository, to: copy)
        let example = copy.appendingPathComponent("Examples/BookStore")
        let schema = example.appendingPathComponent("Sources/BookStore/Schemas/books.json")
        let originalSchema = try String(contentsOf: schema, encoding: .utf8)

        // 1. A build from scratch generates the models and compiles the app code that uses them.
        let first = try SwiftPM.run(["build"], in: example, timeout: 1800)
        XCTAssertEqual(first.status, 0, "the first build failed:\n\(first.output)")
        XCTAssertTrue(first.output.contains(Self.generatorRanMarker), first.output)
        let outputs = try XCTUnwrap(
            generatedModelsDirectory(in: example), "no GeneratedModels folder under .build/plugins/outputs")
        let generatedNames = try FileManager.default.contentsOfDirectory(atPath: outputs.path).sorted()
        XCTAssertEqual(
            generatedNames,
            [
                "Author.parse.swift", "Book.parse.swift", "Genre.parse.swift", "ISBN.parse.swift",
                "ParseModelGenSupport.parse.swift",
                "Publisher.parse.swift",
                "Role.parse.swift", "User.parse.swift",
            ])

        // SwiftPM relinks the plugin's tool once on the build after a fresh one (its host and target builds
        // both write it), which reruns the generator; from then on nothing changes.
        let settle = try SwiftPM.run(["build"], in: example, timeout: 900)
        XCTAssertEqual(settle.status, 0, settle.output)

        // 2. Nothing changed: the generator does not run.
        let unchanged = try SwiftPM.run(["build"], in: example, timeout: 900)
        XCTAssertEqual(unchanged.status, 0, unchanged.output)
        XCTAssertFalse(
            unchanged.output.contains(Self.generatorRanMarker),
            "the generator ran although nothing changed:\n\(unchanged.output)")

        // 3. A touched schema reruns it; with the same text, it rewrites no file, so nothing recompiles.
        let book = outputs.appendingPathComponent("Book.parse.swift")
        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: book.path)
        let unchangedAgain = try SwiftPM.run(["build"], in: example, timeout: 900)
        XCTAssertEqual(unchangedAgain.status, 0, unchangedAgain.output)
        try FileManager.default.setAttributes(
            [.modificationDate: Date().addingTimeInterval(2)], ofItemAtPath: schema.path)
        let touched = try SwiftPM.run(["build"], in: example, timeout: 900)
        XCTAssertEqual(touched.status, 0, touched.output)
        XCTAssertTrue(
            touched.output.contains(Self.generatorRanMarker),
            "the generator did not run after the schema changed:\n\(touched.output)")
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: book.path)[.modificationDate] as? Date, old,
            "the generator rewrote Book.parse.swift although its text did not change")
        XCTAssertFalse(
            touched.output.contains("Compiling BookStore"),
            "a schema touched without changes recompiled the module:\n\(touched.output)")

        // A change to one class rewrites only that class's file.
        let genre = outputs.appendingPathComponent("Genre.parse.swift")
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: genre.path)
        let genreFields = #""name": {"type": "String", "required": true},"#
        let genreRange = try XCTUnwrap(
            originalSchema.range(of: #""className": "Genre""#).flatMap { classStart in
                originalSchema.range(of: genreFields, range: classStart.upperBound..<originalSchema.endIndex)
            })
        var withSlug = originalSchema
        withSlug.replaceSubrange(genreRange, with: genreFields + #" "slug": {"type": "String"},"#)
        try Data(withSlug.utf8).write(to: schema)
        let edited = try SwiftPM.run(["build"], in: example, timeout: 900)
        XCTAssertEqual(edited.status, 0, edited.output)
        XCTAssertTrue(
            try String(contentsOf: genre, encoding: .utf8).contains("var slug: String?"),
            "Genre.parse.swift was not regenerated")
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: book.path)[.modificationDate] as? Date, old,
            "Book.parse.swift was rewritten although only Genre changed")
        XCTAssertFalse(
            try String(contentsOf: outputs.appendingPathComponent("Author.parse.swift"), encoding: .utf8).contains(
                "slug"))

        // 4. An invalid schema fails the build with the schema's path, line and column.
        let valid = #""publishingYear": {"type": "Number"}"#
        let invalid = #""publishingYear": {"type": "Numbr"}"#
        XCTAssertTrue(originalSchema.contains(valid))
        let broken = originalSchema.replacingOccurrences(of: valid, with: invalid)
        try Data(broken.utf8).write(to: schema)
        let position = try XCTUnwrap(Self.lineAndColumn(of: #""Numbr""#, in: broken))
        let failed = try SwiftPM.run(["build"], in: example, timeout: 900)
        XCTAssertNotEqual(failed.status, 0, "the build succeeded with an invalid schema:\n\(failed.output)")
        let expected = "\(schema.path):\(position.line):\(position.column): error: invalid field type 'Numbr'"
        XCTAssertTrue(failed.output.contains(expected), "expected \(expected) in:\n\(failed.output)")
        try Data(originalSchema.utf8).write(to: schema)
        let repaired = try SwiftPM.run(["build"], in: example, timeout: 900)
        XCTAssertEqual(repaired.status, 0, "the build did not recover after the schema was fixed:\n\(repaired.output)")

        // 5. The command plugin writes the same files into the target's sources, and --check then passes. The
        // target applies the build plugin, so the command refuses it unless told to do it on purpose.
        let committed = example.appendingPathComponent("Sources/BookStore/Generated")
        let generate = try SwiftPM.run(
            [
                "package", "--allow-writing-to-package-directory", "generate-parse-models", "--target", "BookStore",
                "--allow-build-plugin-target",
            ], in: example, timeout: 900
        )
        XCTAssertEqual(generate.status, 0, generate.output)
        let committedNames = (try? FileManager.default.contentsOfDirectory(atPath: committed.path).sorted()) ?? []
        XCTAssertEqual(committedNames, generatedNames)
        for name in committedNames {
            XCTAssertEqual(
                try Data(contentsOf: committed.appendingPathComponent(name)),
                try Data(contentsOf: outputs.appendingPathComponent(name)),
                "\(name) differs between the command plugin and the build plugin")
        }

        // With the committed files in its sources, the build plugin refuses to generate them a second time and
        // says what to do, instead of the build system's "multiple producers". Then, as the message says, the
        // target keeps the committed files without the build plugin (restored at the end of the test).
        let conflict = try SwiftPM.run(["build"], in: example, timeout: 900)
        XCTAssertNotEqual(conflict.status, 0, conflict.output)
        XCTAssertTrue(
            conflict.output.contains(
                "ParseModelGenPlugin: target 'BookStore' already contains generated models (Sources/BookStore/Generated/Author.parse.swift and 7 more, "
                    + "first line '// Generated by parse-model-gen'), written by the command plugin generate-parse-models"
            ), conflict.output)
        XCTAssertTrue(
            conflict.output.contains(
                "to generate at build time, delete the committed files (Sources/BookStore/Generated); to keep committing them, "
                    + "remove ParseModelGenPlugin from the target's plugins in Package.swift"
            ), conflict.output)
        XCTAssertFalse(conflict.output.contains("multiple producers"), conflict.output)
        let manifest = example.appendingPathComponent("Package.swift")
        let originalManifest = try String(contentsOf: manifest, encoding: .utf8)
        let pluginLine =
            #"            plugins: [.plugin(name: "ParseModelGenPlugin", package: parseModelGenPackage)]"# + "\n"
        XCTAssertTrue(originalManifest.contains(pluginLine))
        try Data(
            originalManifest.replacingOccurrences(of: pluginLine, with: "")
                .replacingOccurrences(of: #"exclude: ["Schemas"],"# + "\n", with: #"exclude: ["Schemas"]"# + "\n").utf8
        ).write(to: manifest)

        let check = try SwiftPM.run(
            [
                "package", "--allow-writing-to-package-directory", "generate-parse-models", "--target", "BookStore",
                "--check",
            ], in: example, timeout: 900
        )
        XCTAssertEqual(check.status, 0, check.output)

        // --check fails once a committed file is stale.
        let committedBook = committed.appendingPathComponent("Book.parse.swift")
        try Data((try String(contentsOf: committedBook, encoding: .utf8) + "// edited\n").utf8).write(to: committedBook)
        let stale = try SwiftPM.run(
            [
                "package", "--allow-writing-to-package-directory", "generate-parse-models", "--target", "BookStore",
                "--check",
            ], in: example, timeout: 900
        )
        XCTAssertNotEqual(stale.status, 0, stale.output)
        XCTAssertTrue(stale.output.contains("Book.parse.swift: out of date"), stale.output)
        // It shows what generating would change as a unified diff, and names the exact command to run.
        XCTAssertTrue(stale.output.contains("--- \(committedBook.path)\n+++ \(committedBook.path)\n@@ -"), stale.output)
        XCTAssertTrue(stale.output.contains("\n }\n-// edited\n"), stale.output)
        XCTAssertTrue(
            stale.output.contains(
                "run 'swift package --allow-writing-to-package-directory generate-parse-models --target BookStore' and commit the result"
            ), stale.output)

        // SwiftPM grants a command plugin's permissions before it sees its arguments: --check, which writes
        // nothing, still needs --allow-writing-to-package-directory (the README says so).
        let unpermitted = try SwiftPM.run(
            ["package", "generate-parse-models", "--target", "BookStore", "--check"], in: example, timeout: 900)
        XCTAssertNotEqual(unpermitted.status, 0, unpermitted.output)
        XCTAssertTrue(unpermitted.output.contains("--allow-writing-to-package-directory"), unpermitted.output)

        let help = try SwiftPM.run(
            ["package", "--allow-writing-to-package-directory", "generate-parse-models", "--help"], in: example,
            timeout: 900
        )
        XCTAssertEqual(help.status, 0, help.output)
        XCTAssertTrue(
            help.output.contains(
                "USAGE: swift package --allow-writing-to-package-directory generate-parse-models [--target <name>]..."),
            help.output)
        XCTAssertTrue(
            help.output.contains("  --check                 Write nothing; print a unified diff"), help.output)

        // 6. With --docs the command plugin writes the data-model reference at the package's root; --docs-only
        // leaves the models alone; --check checks the reference. Until then the plugins built the lean tool
        // only; --docs builds the full parse-model-gen, which writes the reference (issue 42).
        let buildFolder = example.appendingPathComponent(".build")
        XCTAssertFalse(BuiltToolNames.includesFullTool(BuiltToolNames.under(buildFolder)))
        let docs = try SwiftPM.run(
            [
                "package", "--allow-writing-to-package-directory", "generate-parse-models", "--target", "BookStore",
                "--docs", "Docs/DataModel.md", "--docs-only",
            ],
            in: example, timeout: 900
        )
        XCTAssertEqual(docs.status, 0, docs.output)
        XCTAssertTrue(docs.output.contains("--docs: building parse-model-gen"), docs.output)
        XCTAssertTrue(BuiltToolNames.includesFullTool(BuiltToolNames.under(buildFolder)))
        let reference = try String(contentsOf: example.appendingPathComponent("Docs/DataModel.md"), encoding: .utf8)
        let schemaFolder = example.appendingPathComponent("Sources/BookStore/Schemas")
        let inputs = InputCollector.collect(paths: [schemaFolder.path], configPath: nil)
        let graph = try XCTUnwrap(DataModelGraph.load(schemas: inputs.schemas, config: inputs.config).graph)
        XCTAssertEqual(reference, DataModelDocument.render(graph).text)
        XCTAssertTrue(
            try String(contentsOf: committedBook, encoding: .utf8).hasSuffix("// edited\n"),
            "--docs-only rewrote a model")
        let docsCheck = try SwiftPM.run(
            [
                "package", "--allow-writing-to-package-directory", "generate-parse-models", "--target", "BookStore",
                "--docs", "Docs/DataModel.md", "--docs-only", "--check",
            ],
            in: example, timeout: 900
        )
        XCTAssertEqual(docsCheck.status, 0, docsCheck.output)

        // The other way out: without the committed files, the build plugin generates again. The package is
        // back as it was for the steps after this one.
        try FileManager.default.removeItem(at: committed)
        try Data(originalManifest.utf8).write(to: manifest)
        let restored = try SwiftPM.run(["build"], in: example, timeout: 900)
        XCTAssertEqual(restored.status, 0, restored.output)

        // 7. A schema the config lists from outside the target's folder fails the build plugin, naming the path:
        // the build system could not track it (issue 13).
        let config = example.appendingPathComponent("Sources/BookStore/Schemas/parse-model-gen.json")
        let originalConfig = try String(contentsOf: config, encoding: .utf8)
        try Data(originalSchema.utf8).write(to: example.appendingPathComponent("shared-books.json"))
        let listingOutside = originalConfig.replacingOccurrences(
            of: #""accessLevel": "public","#,
            with: #""accessLevel": "public", "schemas": ["../../../shared-books.json"],"#)
        XCTAssertNotEqual(listingOutside, originalConfig)
        try Data(listingOutside.utf8).write(to: config)
        // SwiftPM asks the build plugin for its commands again only when it plans the build anew (a changed
        // manifest or file list); the config is an input of the generator's command, not of the plan.
        try Data((originalManifest + "\n// planned anew\n").utf8).write(to: manifest)
        let outside = try SwiftPM.run(["build"], in: example, timeout: 900)
        XCTAssertNotEqual(outside.status, 0, "a schema outside the target was accepted:\n\(outside.output)")
        XCTAssertTrue(
            outside.output.contains(#"shared-books.json listed in "schemas" is outside the target's folder"#),
            outside.output)
        try Data(originalConfig.utf8).write(to: config)
        try Data(originalManifest.utf8).write(to: manifest)
    }

    /// The build plugin's output folder for the BookStore target.
    private func generatedModelsDirectory(in package: URL) -> URL? {
        let root = package.appendingPathComponent(".build/plugins/outputs")
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return nil }
        for case let url as URL in walker
        where url.lastPathComponent == "GeneratedModels" && url.path.contains("/BookStore/") {
            return url
        }
        return nil
    }

    /// The 1-based line and column (in bytes, as the generator counts) of the first occurrence of `needle`.
    static func lineAndColumn(of needle: String, in text: String) -> (line: Int, column: Int)? {
        let bytes = Array(text.utf8)
        let target = Array(needle.utf8)
        guard target.count <= bytes.count else { return nil }
        for start in 0...(bytes.count - target.count) where Array(bytes[start..<start + target.count]) == target {
            let before = bytes[..<start]
            let line = before.filter { $0 == 0x0A }.count + 1
            let lineStart = before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0
            return (line, start - lineStart + 1)
        }
        return nil
    }
}

/// Runs `swift` subcommands with a time limit; a run that times out fails the test.
enum SwiftPM {
    static func run(_ arguments: [String], in directory: URL, timeout: TimeInterval) throws -> ProcessRunner.Result {
        let started = Date()
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"), ["swift"] + arguments, in: directory, timeout: timeout)
        if result.status == ProcessRunner.timedOutStatus {
            XCTFail(
                "swift \(arguments.joined(separator: " ")) did not finish within \(Int(timeout)) s:\n\(result.output)")
        }
        let seconds = String(format: "%.1f", Date().timeIntervalSince(started))
        print("swift \(arguments.joined(separator: " ")): exit \(result.status) after \(seconds) s")
        return result
    }
}

/// Copies a source tree without build products, version control or editor state; symbolic links stay links.
enum TreeCopy {
    static let skipped: Set<String> = [".build", ".git", ".swiftpm", "Package.resolved"]

    static func copy(_ source: URL, to destination: URL) throws {
        let fileManager = FileManager.default
        try fileManager.createDirectory(at: destination, withIntermediateDirectories: true)
        for name in try fileManager.contentsOfDirectory(atPath: source.path)
        where !skipped.contains(name) && !name.hasPrefix(".build") {
            let from = source.appendingPathComponent(name)
            let to = destination.appendingPathComponent(name)
            let type = try fileManager.attributesOfItem(atPath: from.path)[.type] as? FileAttributeType
            switch type {
            case .typeSymbolicLink?:
                try fileManager.createSymbolicLink(
                    atPath: to.path, withDestinationPath: try fileManager.destinationOfSymbolicLink(atPath: from.path))
            case .typeDirectory?:
                try copy(from, to: to)
            case .typeRegular?:
                try fileManager.copyItem(at: from, to: to)
            default:
                continue
            }
        }
    }
}
