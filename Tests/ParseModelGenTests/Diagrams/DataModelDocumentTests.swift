import DataModelDocuments
import Foundation
import XCTest

/// The docs' diagram stays within what Mermaid renders.
final class DataModelDocumentTests: XCTestCase {
    /// `count` classes named `C0`, `C1`..., each with `fields` String fields and a pointer to the next class.
    private func graph(classes count: Int, fields: Int) -> DataModelGraph {
        var classes: [DataModelClass] = []
        var links: [DataModelLink] = []
        for index in 0..<count {
            let name = "C\(index)"
            let target = "C\((index + 1) % count)"
            var rows = [
                DataModelField(
                    parseName: "next", swiftName: "next", parseType: .pointer(targetClass: target),
                    swiftType: target + "?",
                    isBuiltIn: false, isRequired: false, defaultValue: nil, description: nil)
            ]
            for field in 0..<fields {
                rows.append(
                    DataModelField(
                        parseName: "field\(field)", swiftName: "field\(field)", parseType: .string,
                        swiftType: "String?",
                        isBuiltIn: false, isRequired: false, defaultValue: nil, description: nil))
            }
            classes.append(
                DataModelClass(
                    parseName: name, swiftTypeName: name, protocolName: "ParseObject", isSystem: false,
                    isDeclared: true,
                    description: nil, fields: rows, classLevelPermissions: nil))
            links.append(
                DataModelLink(
                    kind: .pointer, from: name, field: "next", swiftProperty: "next", to: .model(target),
                    isRequired: false))
        }
        return DataModelGraph(classes: classes, placeholders: [], links: links, sourceFiles: ["big.json"])
    }

    private func mermaidBlock(_ text: String) -> String? {
        guard let start = text.range(of: "```mermaid\n"),
            let end = text.range(of: "\n```\n", range: start.upperBound..<text.endIndex)
        else { return nil }
        return String(text[start.upperBound..<end.lowerBound])
    }

    func testSmallModelsShowKeys() throws {
        let text = DataModelDocument.render(graph(classes: 3, fields: 2)).text
        let block = try XCTUnwrap(mermaidBlock(text))
        XCTAssertTrue(block.contains("Pointer next FK"))
        XCTAssertFalse(block.contains("field0"), "the docs' diagram lists keys only; the tables list every field")
    }

    func testLargeModelsDropTheFieldsThenTheDiagram() throws {
        // Keys alone are over the limit at this size, names and lines are not.
        let medium = graph(classes: 900, fields: 0)
        XCTAssertGreaterThan(
            MermaidDiagram.render(medium, fields: .keys, header: false).utf8.count, DataModelDocument.mermaidTextLimit)
        let mediumText = DataModelDocument.render(medium).text
        let block = try XCTUnwrap(mermaidBlock(mediumText))
        XCTAssertLessThanOrEqual(block.utf8.count + 1, DataModelDocument.mermaidTextLimit)
        XCTAssertFalse(block.contains("{"), "no attribute blocks")
        XCTAssertTrue(mediumText.contains("The diagram shows no fields"))

        let large = graph(classes: 2_000, fields: 0)
        let largeText = DataModelDocument.render(large).text
        XCTAssertNil(mermaidBlock(largeText))
        XCTAssertTrue(largeText.contains("The diagram is left out"))
        XCTAssertEqual(MarkdownStructureCheck.problems(largeText, classNames: large.classes.map(\.swiftTypeName)), [])
    }
}
