import Foundation
import XCTest

@testable import DataModelDocuments
@testable import ParseModelGenerator
@testable import ParseSchema

/// The graph shows what generation writes: the same classes, type names, property names and types.
final class DataModelGraphTests: XCTestCase {
    /// For every golden input: a class per generated model file, and each property the graph names is
    /// declared in that file with the type the graph spells.
    func testGraphMatchesTheGeneratedFiles() throws {
        for golden in DiagramGoldenCase.all {
            let graph = try golden.graph()
            let inputs = InputCollector.collect(paths: [golden.inputDirectory.path], configPath: nil)
            let outcome = Generator.generate(schemas: inputs.schemas, config: inputs.config)
            XCTAssertTrue(outcome.succeeded, golden.name)
            var files: [String: String] = [:]
            // Shared types of the config have files of their own but are not classes of the graph.
            let sharedTypeFiles = Set(try sharedTypeNames(inputs.config).map { $0 + ".parse.swift" })
            for file in outcome.files
            where file.name != GeneratedFileNames.supportFile && file.name != GeneratedFileNames.cloudCodeFile
                && !sharedTypeFiles.contains(file.name)
            {
                // The graph spells the SDK's types as app code writes them (`ParseACL`), the models through the
                // support file's namespace (`ParseModelGenSDK.ParseACL`): the same types.
                files[String(file.name.dropLast(".parse.swift".count))] = file.contents.replacingOccurrences(
                    of: "`", with: ""
                )
                .replacingOccurrences(of: "ParseModelGenSDK.", with: "")
            }
            XCTAssertEqual(Set(graph.classes.map(\.swiftTypeName)), Set(files.keys), golden.name)
            for model in graph.classes {
                guard let source = files[model.swiftTypeName] else { continue }
                for field in model.fields {
                    guard let name = field.swiftName, let type = field.swiftType else { continue }
                    XCTAssertTrue(
                        source.contains("var \(name): \(type)"),
                        "\(golden.name): \(model.swiftTypeName) has no 'var \(name): \(type)'")
                }
                let declared = model.fields.filter { !$0.isBuiltIn }
                XCTAssertTrue(
                    declared.allSatisfy { $0.swiftName != nil },
                    "\(golden.name): \(model.swiftTypeName) has a field without a property")
            }
        }
    }

    /// The names the config declares under `types`.
    private func sharedTypeNames(_ config: SourceFile?) throws -> [String] {
        guard let config else { return [] }
        let root = try JSONReader.read(config.bytes).get()
        return ConfigDecoder.decode(root, path: config.path).config.sharedTypes.map(\.name.value)
    }

    func testPlaceholdersSayWhyTheyAreNotGenerated() throws {
        let hostile = try DiagramGoldenCase.own("hostile-descriptions").graph()
        XCTAssertEqual(hostile.placeholders.map(\.parseName), ["Folder", "Tag"])
        XCTAssertEqual(hostile.placeholders.map(\.reason), [.excluded, .undeclared])
        let user = try XCTUnwrap(hostile.model(named: "User"))
        XCTAssertFalse(user.isDeclared, "the user class is added for the pointer to _User")
        XCTAssertTrue(user.isSystem)
        XCTAssertEqual(user.parseName, "_User")

        let refinements = try DiagramGoldenCase(GoldenCase.named("refinements")).graph()
        let project = try XCTUnwrap(refinements.placeholders.first { $0.parseName == "Project" })
        XCTAssertEqual(project.configuredSwiftType, "ProjectRecord")
        XCTAssertTrue(refinements.links.contains { $0.field == "project" && $0.to == .placeholder("Project") })
    }

    func testParseNamesFollowRenames() throws {
        let graph = try DiagramGoldenCase(GoldenCase.named("naming")).graph()
        let names = Dictionary(uniqueKeysWithValues: graph.classes.map { ($0.swiftTypeName, $0.parseName) })
        XCTAssertEqual(names["Alarm"], "OD3_Alarm")
        XCTAssertEqual(names["OrderItem2"], "order_item")
        XCTAssertEqual(names["DateObject"], "Date")
    }

    /// `_SCHEMA` documents keep their permissions in `_metadata.class_permissions`; a class declared in two
    /// files takes them from the file that states them.
    func testPermissionsFromStorageDocumentsAndMergedFiles() throws {
        let storage = SourceFile(
            path: "storage.json",
            text: """
                [{"_id": "Book", "title": "string", "_metadata": {"class_permissions": {"find": {"*": true}, "delete": {}}}}]
                """)
        let first = SourceFile(
            path: "a.json", text: #"[{"className": "Author", "fields": {"name": {"type": "String"}}}]"#)
        let second = SourceFile(
            path: "b.json",
            text: #"[{"className": "Author", "fields": {}, "classLevelPermissions": {"get": {"role:Staff": true}}}]"#)
        let loaded = DataModelGraph.load(schemas: [storage, first, second], config: nil)
        let graph = try XCTUnwrap(loaded.graph, "\(loaded.diagnostics)")
        let book = try XCTUnwrap(graph.model(named: "Book")?.classLevelPermissions)
        XCTAssertEqual(book.location.file, "storage.json")
        XCTAssertEqual(
            PermissionSummary(book, className: "Book").access,
            [
                .granted([.everyone]), .notSet, .notSet, .notSet, .notSet, .masterKeyOnly, .notSet,
            ])
        let author = try XCTUnwrap(graph.model(named: "Author")?.classLevelPermissions)
        XCTAssertEqual(author.location.file, "b.json")
        XCTAssertEqual(PermissionSummary(author, className: "Author").access[2], .granted([.role("Staff")]))
    }

    func testPermissionSummaryReadsEveryEntity() {
        let text = """
            {"find": {"requiresAuthentication": true, "role:B": true, "role:A": true, "u1": true, "u0": false},
             "update": {"pointerFields": ["owner", "editor"]}, "count": {"*": true, "role:A": true}, "create": {"nobody": false},
             "readUserFields": ["owner"], "writeUserFields": ["editor"], "protectedFields": {"role:A": ["secret"], "*": ["email"], "authenticated": []}}
            """
        guard case .success(let root) = JSONReader.read(Array(text.utf8)) else {
            return XCTFail("the test's JSON does not parse")
        }
        let summary = PermissionSummary(
            Located(root, at: SourceLocation(file: "p.json", line: 1, column: 1)), className: "C")
        XCTAssertEqual(
            summary.access,
            [
                .granted([.signedInUsers, .role("A"), .role("B"), .user("u1")]), .granted([.everyone]), .notSet,
                .masterKeyOnly,
                .granted([.pointerField("editor"), .pointerField("owner")]), .notSet, .notSet,
            ])
        XCTAssertEqual(summary.readUserFields, ["owner"])
        XCTAssertEqual(summary.writeUserFields, ["editor"])
        XCTAssertEqual(summary.protectedFields.map(\.entity), ["*", "role:A"])
        XCTAssertEqual(summary.diagnostics, [])
    }

    /// The same schema with its classes and keys in another order gives the same bytes.
    func testOutputDoesNotDependOnInputOrder() throws {
        let books = GoldenCase.repositoryDirectory.appendingPathComponent("Schemas/books.json")
        let original = try Data(contentsOf: books)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: original) as? [String: Any])
        let results = try XCTUnwrap(object["results"] as? [Any])
        let reordered = try JSONSerialization.data(
            withJSONObject: ["results": Array(results.reversed())], options: [.sortedKeys])
        func outputs(_ data: Data) throws -> [String] {
            let loaded = DataModelGraph.load(schemas: [SourceFile(path: "books.json", bytes: Array(data))], config: nil)
            let graph = try XCTUnwrap(loaded.graph, "\(loaded.diagnostics)")
            return [
                MermaidDiagram.render(graph, fields: .all), DotDiagram.render(graph, fields: .all),
                DataModelDocument.render(graph).text,
            ]
        }
        XCTAssertEqual(try outputs(reordered), try outputs(original))
    }
}
