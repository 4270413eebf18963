import Foundation
import ParseSchema
import XCTest

/// The shipped JSON Schema for `parse-model-gen.json` lists exactly the keys the decoder accepts.
final class ConfigSchemaSyncTests: XCTestCase {
    private func schema() throws -> [String: Any] {
        let url = GoldenCase.repositoryDirectory.appendingPathComponent("parse-model-gen.schema.json")
        return try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
    }

    private func keys(_ object: [String: Any]?) -> Set<String> {
        Set((object?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
    }

    func testEveryLevelListsTheDecodersKeys() throws {
        let schema = try schema()
        let definitions = try XCTUnwrap(schema["definitions"] as? [String: [String: Any]])
        XCTAssertEqual(keys(schema), Set(ConfigKeys.topLevel))
        XCTAssertEqual(keys(definitions["classEntry"]), Set(ConfigKeys.classEntry))
        XCTAssertEqual(keys(definitions["field"]), Set(ConfigKeys.field))
        XCTAssertEqual(keys(definitions["enum"]), Set(ConfigKeys.enumeration))
        XCTAssertEqual(keys(definitions["struct"]), Set(ConfigKeys.structure))
        XCTAssertEqual(keys(definitions["structField"]), Set(ConfigKeys.structField))
        XCTAssertEqual(keys(definitions["sharedType"]), Set(ConfigKeys.sharedType))
        XCTAssertEqual(keys(definitions["sharedStruct"]), Set(ConfigKeys.sharedStructure))
        XCTAssertEqual(keys(definitions["sharedEnum"]), Set(ConfigKeys.sharedEnumeration))
        XCTAssertEqual(keys(definitions["localProperty"]), Set(ConfigKeys.localProperty))
        XCTAssertEqual(keys(definitions["server"]), Set(ConfigKeys.server))
    }

    func testEnumeratedValuesMatch() throws {
        let properties = try XCTUnwrap(try schema()["properties"] as? [String: [String: Any]])
        XCTAssertEqual(
            Set(properties["accessLevel"]?["enum"] as? [String] ?? []), Set(AccessLevel.allCases.map(\.rawValue)))
        XCTAssertEqual(
            Set(properties["pointerStyle"]?["enum"] as? [String] ?? []), Set(PointerStyle.allCases.map(\.rawValue)))
    }

    func testTheExampleConfigDecodesWithoutDiagnostics() throws {
        let url = GoldenCase.repositoryDirectory.appendingPathComponent("Schemas/parse-model-gen.json")
        let root = try JSONReader.read(Array(try Data(contentsOf: url))).get()
        XCTAssertEqual(ConfigDecoder.decode(root, path: "c.json").diagnostics, [])
    }
}
