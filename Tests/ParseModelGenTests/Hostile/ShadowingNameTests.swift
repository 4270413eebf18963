import XCTest

/// Regression (found by the fuzz test): chosen names that would shadow a type inside generated
/// code (a property `ParseACL`, a model `hash`, a nested type `debugDescription`, a model `book`
/// beside a property `book`) produced code that did not compile. They are errors at the name now.
final class ShadowingNameTests: XCTestCase {
    private let schema = """
        [
          {"className": "Shelf", "fields": {"book": {"type": "Pointer", "targetClass": "Book"}, "place": {"type": "GeoPoint"},
                                            "extra": {"type": "Object"}, "size": {"type": "Number", "swiftName": "Double"}}},
          {"className": "Book", "fields": {"title": {"type": "String"}}},
          {"className": "_Session", "fields": {}}
        ]
        """

    func testChosenNamesOfTheWrongCaseAreErrorsAtTheName() {
        let config = """
            {"classes": {
              "Book": {"swiftName": "book"},
              "_Session": {"swiftName": "hash"},
              "Shelf": {"fields": {
                "place": {"swiftName": "ParseACL"},
                "extra": {"struct": {"name": "debugDescription", "fields": {"kind": {"type": "String", "enum": {"name": "kind", "cases": ["a"]}}}}}
              }}
            }}
            """
        let errors = diagnostics(schema, config: config).compactMap { $0.split(separator: "\n").first.map(String.init) }
            .filter { $0.contains("error:") }
        XCTAssertEqual(
            errors.sorted(),
            [
                "parse-model-gen.json:2:25: error: model type name 'book' does not start with a capital letter; it could be hidden by a property or member of the same name",
                "parse-model-gen.json:3:29: error: model type name 'hash' does not start with a capital letter; it could be hidden by a property or member of the same name",
                "parse-model-gen.json:5:28: error: property name 'ParseACL' is the name of a type the generated code uses; it would hide that type",
                "parse-model-gen.json:6:109: error: enum name 'kind' does not start with a capital letter; it could be hidden by a property or member of the same name",
                "parse-model-gen.json:6:34: error: struct name 'debugDescription' does not start with a capital letter; it could be hidden by a property or member of the same name",
                "s.json:3:106: error: property name 'Double' is the name of a type the generated code uses; it would hide that type",
            ])
    }

    func testConventionalChosenNamesCompile() throws {
        let config = """
            {"classes": {
              "Book": {"swiftName": "Volume"},
              "_Session": {"swiftName": "Login"},
              "Shelf": {"fields": {
                "place": {"swiftName": "parseACL"},
                "extra": {"struct": {"name": "DebugDescription", "fields": {"kind": {"type": "String", "enum": {"name": "Kind", "cases": ["a"]}}}}}
              }}
            }}
            """
        let fixed = schema.replacingOccurrences(of: "\"Double\"", with: "\"double\"")
        let files = generatedFiles(fixed, config: config)
        XCTAssertEqual(try CompileCheck.compileAllModes(sources: files), [])
    }
}
