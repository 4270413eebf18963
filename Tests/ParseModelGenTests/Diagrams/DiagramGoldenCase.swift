import DataModelDocuments
import Foundation
import ParseSchema
import XCTest

/// One diagram golden case: the inputs of a generator golden case (or a case of its own under
/// `DiagramGoldens/<name>/input/`), and the expected diagrams and docs in `DiagramGoldens/<name>/`.
struct DiagramGoldenCase {
    let name: String
    let inputDirectory: URL
    let displayPrefix: String

    static let directory = GoldenCase.testsDirectory.appendingPathComponent("DiagramGoldens")

    /// The expected files, by name.
    static let mermaidFile = "diagram.mmd"
    static let dotFile = "diagram.dot"
    static let docsFile = "DataModel.md"
    static let diagnosticsFile = "docs-diagnostics.txt"

    /// Every case: each generator golden case, and the cases with inputs of their own.
    static let all: [DiagramGoldenCase] =
        [DiagramGoldenCase(GoldenCase.examples)]
        + GoldenTests.caseNames.map { DiagramGoldenCase(GoldenCase.named($0)) }
        + ownCaseNames.map { own($0) }

    /// Cases whose inputs live beside their expected files.
    static let ownCaseNames = ["hostile-descriptions"]

    init(_ golden: GoldenCase) {
        name = golden.name
        inputDirectory = golden.inputDirectory
        displayPrefix = golden.displayPrefix
    }

    private init(name: String, inputDirectory: URL) {
        self.name = name
        self.inputDirectory = inputDirectory
        displayPrefix = "\(name)/"
    }

    static func own(_ name: String) -> DiagramGoldenCase {
        DiagramGoldenCase(
            name: name, inputDirectory: directory.appendingPathComponent(name).appendingPathComponent("input"))
    }

    var expectedDirectory: URL { Self.directory.appendingPathComponent(name) }

    /// The graph of the case's inputs, with paths shown relative to the case as the generator goldens show them.
    func graph(file: StaticString = #filePath, line: UInt = #line) throws -> DataModelGraph {
        let inputs = InputCollector.collect(paths: [inputDirectory.path], configPath: nil)
        XCTAssertFalse(inputs.diagnostics.containsErrors, "\(name): \(inputs.diagnostics)", file: file, line: line)
        let root = inputDirectory.path + "/"
        func display(_ source: SourceFile) -> SourceFile {
            SourceFile(path: displayPrefix + source.path.replacingOccurrences(of: root, with: ""), bytes: source.bytes)
        }
        let loaded = DataModelGraph.load(schemas: inputs.schemas.map(display), config: inputs.config.map(display))
        return try XCTUnwrap(
            loaded.graph, "\(name) has errors:\n" + GoldenCase.diagnosticsText(loaded.diagnostics), file: file,
            line: line)
    }

    /// The three outputs and the docs' warnings, by expected file name.
    func outputs(file: StaticString = #filePath, line: UInt = #line) throws -> [String: String] {
        let graph = try graph(file: file, line: line)
        let docs = DataModelDocument.render(graph)
        return [
            Self.mermaidFile: MermaidDiagram.render(graph, fields: .all),
            Self.dotFile: DotDiagram.render(graph, fields: .all),
            Self.docsFile: docs.text,
            Self.diagnosticsFile: GoldenCase.diagnosticsText(docs.diagnostics),
        ]
    }

    func expected(_ fileName: String) throws -> String {
        try String(contentsOf: expectedDirectory.appendingPathComponent(fileName), encoding: .utf8)
    }

    /// Writes `outputs` as the expected files; the input folder of an own case is left alone.
    func record(_ outputs: [String: String]) throws {
        try FileManager.default.createDirectory(at: expectedDirectory, withIntermediateDirectories: true)
        for (fileName, text) in outputs {
            try Data(text.utf8).write(to: expectedDirectory.appendingPathComponent(fileName))
        }
    }
}
