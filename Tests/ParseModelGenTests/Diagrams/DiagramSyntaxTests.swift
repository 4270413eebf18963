import Foundation
import XCTest

@testable import DataModelDocuments
@testable import GenerateCommand
@testable import ParseSchema

/// The Mermaid text and the Markdown document keep their structure on every golden input and on names
/// and descriptions built to break them.
final class DiagramSyntaxTests: XCTestCase {
    func testMermaidOfEveryGoldenInputIsWellFormed() throws {
        for golden in DiagramGoldenCase.all {
            let graph = try golden.graph()
            for fields in DiagramFields.allCases {
                let text = MermaidDiagram.render(graph, fields: fields)
                XCTAssertEqual(MermaidSyntaxCheck.problems(text), [], "\(golden.name) --fields \(fields.rawValue)")
                checkEdges(text, of: graph, name: golden.name)
            }
        }
    }

    func testMermaidOfHostileNamesIsWellFormed() {
        let graph = HostileGraph.graph()
        for fields in DiagramFields.allCases {
            let text = MermaidDiagram.render(graph, fields: fields)
            XCTAssertEqual(MermaidSyntaxCheck.problems(text), [], "--fields \(fields.rawValue):\n\(text)")
            checkEdges(text, of: graph, name: "hostile")
        }
    }

    func testDocsOfEveryGoldenInputKeepTheirStructure() throws {
        for golden in DiagramGoldenCase.all {
            let graph = try golden.graph()
            let text = DataModelDocument.render(graph).text
            XCTAssertEqual(
                MarkdownStructureCheck.problems(text, classNames: graph.classes.map(\.swiftTypeName)), [], golden.name)
            XCTAssertEqual(
                text.components(separatedBy: "\n## ").count - 1,
                graph.classes.count + 1 + (graph.placeholders.isEmpty ? 0 : 1) + (graph.sharedTypes.isEmpty ? 0 : 1),
                "\(golden.name): a section per class, the index, the shared types, and the classes not generated")
        }
    }

    func testDocsOfHostileNamesKeepTheirStructure() {
        let graph = HostileGraph.graph()
        let rendered = DataModelDocument.render(graph)
        // Headings show escaped names; the check compares them unescaped, as a reader sees them.
        let names = graph.classes.map { MarkdownUnescape.shown($0.swiftTypeName) }
        let unescapedHeadings = rendered.text.components(separatedBy: "\n").filter { $0.hasPrefix("## ") }.map {
            MarkdownUnescape.text(String($0.dropFirst(3)))
        }
        for name in names {
            XCTAssertTrue(unescapedHeadings.contains(name), "no heading shows \(name)")
        }
        let problems = MarkdownStructureCheck.problems(rendered.text, classNames: [])
        // Hostile headings are not among the names the check knows; everything else must pass.
        XCTAssertEqual(
            problems.filter { !$0.contains("a heading the writer does not make") && !$0.contains("a link to #") }, [])
        let anchors = Set(names.map(MarkdownStructureCheck.anchor))
        for link in rendered.text.components(separatedBy: "](#").dropFirst().compactMap({
            $0.split(separator: ")").first.map(String.init)
        }) {
            XCTAssertTrue(anchors.contains(link) || link == "not-generated", "a link to #\(link), which no heading has")
        }
    }

    /// The documentation's rendered example (Documentation/Diagrams.md) is what
    /// `parse-model-gen diagram Schemas/books.json --fields keys` prints after its header line.
    func testReadmeExampleIsTheCurrentOutput() throws {
        let readme = try String(
            contentsOf: GoldenCase.repositoryDirectory.appendingPathComponent("Documentation/Diagrams.md"),
            encoding: .utf8)
        let start = try XCTUnwrap(readme.range(of: "```mermaid\n"), "Documentation/Diagrams.md has no Mermaid block")
        let end = try XCTUnwrap(readme.range(of: "\n```\n", range: start.upperBound..<readme.endIndex))
        let block = String(readme[start.upperBound..<end.lowerBound]) + "\n"
        let books = GoldenCase.repositoryDirectory.appendingPathComponent("Schemas/books.json")
        let inputs = InputCollector.collect(paths: [books.path], configPath: nil)
        let graph = try XCTUnwrap(DataModelGraph.load(schemas: inputs.schemas, config: inputs.config).graph)
        XCTAssertEqual(block, MermaidDiagram.render(graph, fields: .keys, header: false))
        XCTAssertEqual(MermaidSyntaxCheck.problems(block), [])
    }

    /// The check itself rejects what Mermaid would misread.
    func testMermaidCheckRejectsBrokenDiagrams() {
        let broken = [
            "graph TD\n",
            "erDiagram\n    Book\n",
            "erDiagram\n    \"Bo\"ok\"\n",
            "erDiagram\n    \"Book %% x\"\n",
            "erDiagram\n    \"direction TB\"\n",
            "erDiagram\n    \"Book\" {\n        String pk\n    }\n",
            "erDiagram\n    \"Book\" {\n        String title \"a\"b\"\n    }\n",
            "erDiagram\n    \"Book\" {\n        String title\n",
            "erDiagram\n    \"Book\"\n    \"Book\" }o--o| \"Author\" : \"author\"\n",
            "erDiagram\n    \"Book\"\n    \"Book\" }o->o| \"Book\" : \"x\"\n",
            "erDiagram\n    \"Book\"\n    \"Book\" }o--o| \"Book\" : x\n",
            "erDiagram\n    \"B\u{00FC}cher\"\n",
        ]
        for text in broken {
            XCTAssertNotEqual(MermaidSyntaxCheck.problems(text), [], text)
        }
        XCTAssertEqual(
            MermaidSyntaxCheck.problems("erDiagram\n    \"Book\"\n    \"Book\" }o--o| \"Book\" : \"x\"\n"), [])
    }

    func testEscapedMermaidLabelsStayInsideTheirQuotes() throws {
        let pattern = try NSRegularExpression(pattern: #"^"\#(MermaidSyntaxCheck.label)"$"#)
        for text in HostileGraph.texts + ["", "\"", "#", "%%", "`", "~T~"] {
            let quoted = MermaidText.quoted(text)
            if text.isEmpty {
                XCTAssertEqual(quoted, "\"\"")
                continue
            }
            XCTAssertNotNil(pattern.firstMatch(in: quoted, range: NSRange(quoted.startIndex..., in: quoted)), quoted)
        }
        XCTAssertEqual(MermaidText.quoted(#"a"b#c"#), #""a#quot;b#35;c""#)
        XCTAssertEqual(MermaidText.quoted("x\u{202E}y"), #""x#65533;y""#)
        XCTAssertEqual(MermaidText.quoted("\u{00DC}"), ##""#220;""##)
        XCTAssertEqual(MermaidText.quoted("a Direction LR"), #""a #68;irection LR""#)
        XCTAssertFalse(MermaidText.isBareWord("pk"))
        XCTAssertFalse(MermaidText.isBareWord("Fk"))
        XCTAssertTrue(MermaidText.isBareWord("pkey"))
        XCTAssertEqual(MermaidText.bareWord(approximating: "uk"), "uk_")
        XCTAssertEqual(MermaidText.bareWord(approximating: "1 x"), "f1_x_")
    }

    func testEscapedDotStringsStayInsideTheirQuotes() {
        for text in HostileGraph.texts {
            for inRecord in [false, true] {
                let escaped = DotText.escaped(text, inRecord: inRecord)
                XCTAssertFalse(escaped.unicodeScalars.contains(where: GraphvizRenderingTests.isInvisible), escaped)
                var backslashes = 0
                for character in escaped {
                    if character == "\"" || (inRecord && "{}|<>".contains(character)) {
                        XCTAssertEqual(backslashes % 2, 1, "an unescaped \(character) in \(escaped)")
                    }
                    backslashes = character == "\\" ? backslashes + 1 : 0
                }
                XCTAssertEqual(backslashes % 2, 0, "a trailing backslash would escape the closing quote: \(escaped)")
            }
        }
        XCTAssertEqual(DotText.quoted(#"a"b\N&c"#), #""a\"b\\N&amp;c""#)
        XCTAssertEqual(DotText.escaped("{a|b}", inRecord: true), #"\{a\|b\}"#)
    }

    func testEscapedMarkdownCannotOpenAnything() {
        for text in HostileGraph.texts + ["|", "\\|", "`", "a\\", "<br>"] {
            let inline = MarkdownText.inline(text)
            XCTAssertFalse(inline.contains("\n") || inline.contains("\r"), inline)
            XCTAssertEqual(inline.replacingOccurrences(of: "<br>", with: "").contains("<"), false, inline)
            var backslashes = 0
            for character in inline {
                if "|`*_[]~#$!".contains(character) {
                    XCTAssertEqual(backslashes % 2, 1, "an unescaped \(character) in \(inline)")
                }
                backslashes = character == "\\" ? backslashes + 1 : 0
            }
            let code = MarkdownText.code(text)
            guard !code.isEmpty else { continue }
            let fence = code.prefix { $0 == "`" }
            XCTAssertTrue(code.hasSuffix(fence), code)
            let inside = code.dropFirst(fence.count).dropLast(fence.count)
            XCTAssertFalse(inside.contains(fence) || inside.contains("\n"), code)
            XCTAssertFalse(inside.replacingOccurrences(of: "\\|", with: "").contains("|"), code)
        }
        XCTAssertEqual(MarkdownText.paragraph("- item"), "\\- item")
        XCTAssertEqual(MarkdownText.paragraph("   12) item"), "12\\) item")
        XCTAssertEqual(MarkdownText.paragraph("2024 was"), "2024 was")
        XCTAssertEqual(MarkdownText.code("a`b"), "``a`b``")
        XCTAssertEqual(MarkdownText.code("`x`"), "`` `x` ``")
        XCTAssertEqual(MarkdownText.inline("a\r\nb\nc"), "a<br>b<br>c")
    }

    /// Every link of the graph is one relationship line with the field as its label, and its line and
    /// ends say what it is.
    private func checkEdges(
        _ text: String, of graph: DataModelGraph, name: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let relationships = MermaidSyntaxCheck.relationships(text)
        XCTAssertEqual(relationships.count, graph.links.count, "\(name): relationship lines", file: file, line: line)
        for (link, relationship) in zip(graph.links, relationships) {
            XCTAssertEqual(relationship.label, MermaidText.escaped(link.field), name, file: file, line: line)
            if case .placeholder = link.to {
                XCTAssertEqual(
                    relationship.line, "..", "\(name): a line to a placeholder is dashed", file: file, line: line)
            } else {
                XCTAssertEqual(relationship.line, "--", name, file: file, line: line)
            }
            let end = link.kind == .relation ? "o{" : (link.isRequired ? "||" : "o|")
            XCTAssertEqual(relationship.end, end, "\(name): \(link.field)", file: file, line: line)
        }
    }
}

/// Undoes the Markdown escaping as a renderer would, for comparing what a reader sees.
enum MarkdownUnescape {
    static func text(_ markdown: String) -> String {
        var result = ""
        var iterator = markdown.replacingOccurrences(of: "<br>", with: "\n").makeIterator()
        while let character = iterator.next() {
            if character == "\\", let next = iterator.next() {
                if next.isASCII && (next.isPunctuation || next.isSymbol) {
                    result.append(next)
                } else {
                    result += "\\" + String(next)
                }
            } else {
                result.append(character)
            }
        }
        return result.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
            .replacingOccurrences(of: "&amp;", with: "&")
    }

    /// `text` as the document shows it: every line break as one, tabs as spaces, invisible characters as U+FFFD.
    static func shown(_ text: String) -> String {
        var result = ""
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n": if !previousWasCarriageReturn { result += "\n" }
            case "\r", "\u{2028}", "\u{2029}": result += "\n"
            case "\t": result += " "
            default: result += GraphvizRenderingTests.shown(String(scalar))
            }
        }
        return result
    }
}
