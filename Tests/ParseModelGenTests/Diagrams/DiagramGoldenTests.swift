import Foundation
import ParseSchema
import XCTest

/// The Mermaid diagram, the DOT graph and the Markdown docs of every golden input, byte for byte.
/// `RECORD_GOLDENS=1 swift test --filter DiagramGoldenTests` rewrites them and fails on purpose.
final class DiagramGoldenTests: XCTestCase {
    func testExamples() throws { try check("examples") }
    func testAllTypes() throws { try check("all-types") }
    func testSystemClasses() throws { try check("system-classes") }
    func testInputShapes() throws { try check("input-shapes") }
    func testNaming() throws { try check("naming") }
    func testRefinements() throws { try check("refinements") }
    func testAccessPublic() throws { try check("access-public") }
    func testAccessPackage() throws { try check("access-package") }
    func testLandmines() throws { try check("landmines") }
    func testHostileDescriptions() throws { try check("hostile-descriptions") }
    func testNestedScopes() throws { try check("nested-scopes") }
    func testShop() throws { try check("shop") }
    func testSharedTypes() throws { try check("shared-types") }
    func testAppSwitch() throws { try check("app-switch") }
    func testLocalNames() throws { try check("local-names") }
    func testCloudCode() throws { try check("cloud-code") }
    func testCloudCodePublic() throws { try check("cloud-code-public") }

    /// The cases the methods above check.
    static let checkedNames = [
        "examples", "all-types", "system-classes", "input-shapes", "naming", "refinements", "access-public",
        "access-package",
        "landmines", "hostile-descriptions", "nested-scopes", "shop", "shared-types", "app-switch", "local-names",
        "cloud-code", "cloud-code-public",
    ]

    /// Every generator golden case and every case of its own has a test above and a folder of expected files,
    /// and no folder is left over.
    func testEveryCaseIsChecked() throws {
        XCTAssertEqual(Set(Self.checkedNames), Set(DiagramGoldenCase.all.map(\.name)))
        let folders = try FileManager.default.contentsOfDirectory(atPath: DiagramGoldenCase.directory.path).filter {
            !$0.hasPrefix(".")
        }
        XCTAssertEqual(Set(folders), Set(DiagramGoldenCase.all.map(\.name)))
    }

    private func check(_ name: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let golden = try XCTUnwrap(DiagramGoldenCase.all.first { $0.name == name }, file: file, line: line)
        let outputs = try golden.outputs(file: file, line: line)
        if GoldenCase.isRecording {
            try golden.record(outputs)
            XCTFail(
                "recorded diagram goldens for '\(name)'; review `git diff`, then run the tests without RECORD_GOLDENS",
                file: file, line: line)
            return
        }
        for (fileName, text) in outputs.sorted(by: { $0.key < $1.key }) {
            let expected = try golden.expected(fileName)
            if text != expected {
                XCTFail("\(name)/\(fileName) differs at \(firstDifference(text, expected))", file: file, line: line)
            }
        }
    }
}
