import XCTest

/// Regression: a generated `init(from:)` (written for renamed fields and system-class placeholders) has a
/// parameter `decoder` and a local `container`; fields named like them were assigned to the local and the
/// output did not compile.
final class DecodingInitializerNameTests: XCTestCase {
    func testFieldsNamedLikeTheInitializersLocalsCompile() throws {
        let schema = """
            [
              {"className": "Box", "fields": {
                "container": {"type": "String"}, "decoder": {"type": "Number"}, "legacyContainer": {"type": "String"},
                "key": {"type": "String"}, "value": {"type": "String"}, "contents": {"type": "Object"}
              }},
              {"className": "_Session", "fields": {"container": {"type": "String", "aliases": ["box"]}}}
            ]
            """
        let config = """
            {"classes": {"Box": {"fields": {
              "container": {"aliases": ["c"]},
              "contents": {"struct": {"name": "Contents", "fields": {
                "container": {"type": "String", "aliases": ["old"]}, "decoder": {"type": "String"}
              }}}
            }}}}
            """
        let files = generatedFiles(schema, config: config)
        XCTAssertTrue(
            files["Box.parse.swift"]?.contains(
                "self.container = try container.parseModelGenValue(.container, orLegacyKeys: [\"c\"], in: decoder)")
                ?? false,
            files["Box.parse.swift"] ?? "no Box.parse.swift")
        XCTAssertEqual(try CompileCheck.compileAllModes(sources: files), [])
    }
}
