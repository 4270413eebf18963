import Foundation
import ParseSchema
import XCTest

/// The README and the pages under Documentation/ cannot drift from the code: every fenced Swift block
/// marked `<!-- compiled -->` on the line above it is type-checked against the models generated from `Schemas/` (the books and recipes
/// apps), in both SDK shapes and language modes. A block of statements is wrapped in an async throwing
/// function; a block that declares things (`import`, `func`, `struct`, `extension`) compiles as it is.
final class ReadmeSnippetTests: XCTestCase {
    static let marker = "<!-- compiled -->"

    /// The README and every page under Documentation/, as paths relative to the repository.
    static var documentationFiles: [String] {
        let folder = GoldenCase.repositoryDirectory.appendingPathComponent("Documentation")
        let pages = ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { $0.hasSuffix(".md") }.sorted().map { "Documentation/" + $0 }
        return ["README.md"] + pages
    }

    func testMarkedSnippetsCompileAgainstTheExampleModels() throws {
        var snippets: [(file: String, code: String, line: Int)] = []
        for file in Self.documentationFiles {
            let text = try String(
                contentsOf: GoldenCase.repositoryDirectory.appendingPathComponent(file), encoding: .utf8)
            snippets += Self.markedSwiftBlocks(in: text).map { (file, $0.code, $0.line) }
        }
        XCTAssertGreaterThanOrEqual(
            snippets.filter { $0.file == "README.md" }.count, 3,
            "the README shows its API (models, typed queries, helpers) in compiled snippets")
        let outcome = GoldenCase.examples.generate()
        XCTAssertTrue(outcome.succeeded, GoldenCase.diagnosticsText(outcome.diagnostics))
        var sources = Dictionary(uniqueKeysWithValues: outcome.files.map { ($0.name, $0.contents) })
        for (index, snippet) in snippets.enumerated() {
            sources["ReadmeSnippet\(index + 1).swift"] = Self.compilable(
                snippet.code, number: index + 1, line: snippet.line, file: snippet.file)
        }
        XCTAssertEqual(try CompileCheck.compileAllModes(sources: sources), [])
    }

    /// Each marked block's code and the README line it starts on.
    static func markedSwiftBlocks(in text: String) -> [(code: String, line: Int)] {
        let lines = text.components(separatedBy: "\n")
        var blocks: [(String, Int)] = []
        var index = 0
        while index < lines.count {
            if lines[index].trimmingCharacters(in: .whitespaces) == marker, index + 1 < lines.count,
                lines[index + 1].trimmingCharacters(in: .whitespaces) == "```swift"
            {
                var body: [String] = []
                var cursor = index + 2
                while cursor < lines.count, lines[cursor].trimmingCharacters(in: .whitespaces) != "```" {
                    body.append(lines[cursor])
                    cursor += 1
                }
                blocks.append((body.joined(separator: "\n"), index + 3))
                index = cursor
            }
            index += 1
        }
        return blocks
    }

    /// The snippet as a file of its own: imports added, statements wrapped in a function.
    static func compilable(_ code: String, number: Int, line: Int, file: String = "README.md") -> String {
        let declares = code.components(separatedBy: "\n").contains { line in
            ["import ", "func ", "struct ", "extension ", "enum "].contains { line.hasPrefix($0) }
        }
        let header = "// \(file), the snippet starting on line \(line)\nimport Foundation\nimport ParseSwift\n\n"
        if declares {
            return header
                + code.components(separatedBy: "\n").filter { !$0.hasPrefix("import ") }.joined(separator: "\n") + "\n"
        }
        let body = code.components(separatedBy: "\n").map { $0.isEmpty ? "" : "    " + $0 }.joined(separator: "\n")
        return header + "func readmeSnippet\(number)() async throws {\n\(body)\n}\n"
    }
}
