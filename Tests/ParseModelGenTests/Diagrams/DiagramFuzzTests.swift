import Foundation
import XCTest

@testable import DataModelDocuments
@testable import ParseSchema

/// Random valid schemas (`RandomSchemaGenerator`: keyword names, system classes, prefixes, refinements, and
/// descriptions full of comment terminators, bidirectional overrides and line breaks) always give a
/// well-formed Mermaid diagram, a DOT graph without control characters and a well-formed Markdown reference.
/// Graphviz renders every tenth DOT graph, where it is installed.
final class DiagramFuzzTests: XCTestCase {
    func testRandomSchemasGiveWellFormedDiagramsAndDocs() throws {
        let dot = ProcessRunner.executableInPath("dot")
        var drawn = 0
        for index in 0..<FuzzSettings.generatedSchemas {
            let seed = FuzzSettings.seed &+ UInt64(index)
            var generator = RandomSchemaGenerator(seed: seed)
            let input = generator.make()
            let loaded = DataModelGraph.load(
                schemas: [SourceFile(path: "fuzz.json", text: input.schemaText)],
                config: SourceFile(path: "parse-model-gen.json", text: input.configText)
            )
            // RandomSchemaFuzzTests holds the generator to valid schemas; here an invalid one is only not drawn.
            guard let graph = loaded.graph else { continue }
            drawn += 1
            let mermaid = MermaidDiagram.render(graph, fields: .all)
            XCTAssertEqual(MermaidSyntaxCheck.problems(mermaid), [], "seed \(seed):\n\(mermaid)")
            let docs = DataModelDocument.render(graph).text
            XCTAssertEqual(
                MarkdownStructureCheck.problems(docs, classNames: graph.classes.map(\.swiftTypeName)), [],
                "seed \(seed)")
            let graphText = DotDiagram.render(graph, fields: .all)
            XCTAssertFalse(
                graphText.unicodeScalars.contains { $0 != "\n" && GraphvizRenderingTests.isInvisible($0) },
                "seed \(seed)")
            if let dot, index % 10 == 0 {
                let rendered = try GraphvizRenderingTests.run(dot, ["-Tsvg"], input: graphText)
                XCTAssertEqual(rendered.status, 0, "seed \(seed): \(rendered.standardError)")
                XCTAssertEqual(rendered.standardError, "", "seed \(seed)")
            }
        }
        XCTAssertGreaterThan(drawn, FuzzSettings.generatedSchemas / 2, "most random schemas are valid and drawn")
    }
}
