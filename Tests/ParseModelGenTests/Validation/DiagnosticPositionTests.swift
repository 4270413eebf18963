import ParseSchema
import XCTest

/// Every diagnostic points at the offending key or value: exact line and column.
final class DiagnosticPositionTests: XCTestCase {
    func testMalformedJSONIsReportedWhereItBreaks() {
        let schema = """
            {"className": "Book",
              "fields": {
                "title": {"type": "String"}
                "year": {"type": "Number"}
              }
            }
            """
        XCTAssertEqual(diagnostics(schema).first, "s.json:4:5: error: expected ',' or '}' after an object member")
    }

    func testInvalidTypeSuggestsTheRightCase() {
        let schema = """
            {"className": "Book", "fields": {
              "where": {"type": "Geopoint"}
            }}
            """
        XCTAssertEqual(
            diagnostics(schema),
            [
                "s.json:2:21: error: invalid field type 'Geopoint'\ns.json:2:21: note: type names are case-sensitive: did you mean 'GeoPoint'?"
            ])
    }

    func testPointerAndRelationNeedATarget() {
        let schema = """
            {"className": "Book", "fields": {
              "genre": {"type": "Pointer"},
              "authors": {"type": "Relation"}
            }}
            """
        let found = diagnostics(schema)
        XCTAssertEqual(found.count, 2)
        XCTAssertTrue(found[0].hasPrefix("s.json:2:21: error: a Pointer field needs a 'targetClass'"), found[0])
        XCTAssertTrue(found[1].hasPrefix("s.json:3:23: error: a Relation field needs a 'targetClass'"), found[1])
    }

    func testParseServerRules() {
        let schema = """
            [
              {"className": "_Secret", "fields": {}},
              {"className": "Place", "fields": {
                "here": {"type": "GeoPoint"},
                "there": {"type": "GeoPoint"},
                "perms": {"type": "ACL"},
                "fans": {"type": "Relation", "targetClass": "Place", "required": true},
                "links": {"type": "Relation", "targetClass": "Place", "defaultValue": 1},
                "count": {"type": "Number", "defaultValue": "three"},
                "length": {"type": "String"},
                "2fast": {"type": "String"},
                "createdAt": {"type": "String"}
              }}
            ]
            """
        let found = diagnostics(schema).map { $0.components(separatedBy: "\n")[0] }
        XCTAssertEqual(
            found,
            [
                "s.json:2:17: error: invalid class name '_Secret': only Parse's system classes start with '_'",
                "s.json:5:23: error: class 'Place' has a second GeoPoint field 'there'; Parse allows one per class (the first is 'here')",
                "s.json:6:23: error: field 'perms' has type ACL; only the built-in 'ACL' field can",
                "s.json:7:22: error: Relation field 'fans' cannot be required",
                "s.json:8:75: error: Relation field 'links' cannot have a default value",
                "s.json:9:49: error: default value of field 'count' is not a Number",
                "s.json:10:5: error: 'length' is reserved by Parse and cannot name a field",
                "s.json:11:5: error: invalid field name '2fast'",
                "s.json:12:27: error: 'createdAt' is a built-in field of Place with type Date; it cannot be redefined as String",
            ])
    }

    func testConflictingDefinitionsNameBothPlaces() {
        let found = diagnostics(schemas: [
            ("a.json", #"{"className": "Book", "fields": {"year": {"type": "Number"}}}"#),
            ("b.json", #"{"className": "Book", "fields": {"year": {"type": "String"}}}"#),
        ])
        XCTAssertEqual(
            found.first?.components(separatedBy: "\n")[0],
            "b.json:1:51: error: field 'year' of class 'Book' is String here but Number at a.json:1:51")
    }

    func testAgreeingDefinitionsMerge() {
        let found = diagnostics(schemas: [
            ("a.json", #"{"className": "Book", "fields": {"year": {"type": "Number"}}}"#),
            ("b.json", #"{"className": "Book", "fields": {"year": {"type": "Number"}, "title": {"type": "String"}}}"#),
        ])
        XCTAssertEqual(found, [])
    }

    func testDanglingTargetIsAWarningAtTheType() {
        let found = diagnostics(
            #"{"className": "Book", "fields": {"shelf": {"type": "Pointer", "targetClass": "Shelf"}}}"#)
        XCTAssertEqual(found.count, 1)
        XCTAssertTrue(
            found[0].hasPrefix(
                "s.json:1:52: warning: targetClass 'Shelf' of field 'shelf' is not declared in any input"), found[0])
    }

    func testDuplicateKeysAreErrors() {
        let found = diagnostics(#"{"className": "Book", "fields": {"a": {"type": "String"}, "a": {"type": "Number"}}}"#)
        XCTAssertEqual(found, ["s.json:1:59: error: duplicate key 'a' in 'fields' of class 'Book'"])
    }

    func testUnknownConfigKeysAreErrorsWithAHint() {
        let config = """
            {
              "accesLevel": "public",
              "classes": {"Book": {"fields": {"title": {"swiftname": "heading"}}}}
            }
            """
        let found = diagnostics(#"{"className": "Book", "fields": {"title": {"type": "String"}}}"#, config: config)
        XCTAssertEqual(
            found,
            [
                "parse-model-gen.json:2:3: error: unknown key 'accesLevel' in the config\nparse-model-gen.json:2:3: note: did you mean 'accessLevel'?",
                "parse-model-gen.json:3:45: error: unknown key 'swiftname' in field 'title' of class 'Book'\nparse-model-gen.json:3:45: note: did you mean 'swiftName'?",
            ])
    }

    func testRefinementsThatDoNotFitTheFieldAreErrors() {
        let schema =
            #"{"className": "Todo", "fields": {"title": {"type": "String"}, "count": {"type": "Number"}, "done": {"type": "Boolean"}}}"#
        let config = """
            {"classes": {"Todo": {"fields": {
              "title": {"swiftType": "Int"},
              "count": {"enum": {"cases": ["a", "b"]}},
              "done": {"enum": {"cases": ["yes"]}}
            }}}}
            """
        XCTAssertEqual(
            diagnostics(schema, config: config).map { $0.components(separatedBy: "\n")[0] },
            [
                "parse-model-gen.json:2:26: error: swiftType 'Int' does not fit field 'title' of type String",
                "parse-model-gen.json:3:32: error: enum value 'a' is not an integer like the field's values",
                "parse-model-gen.json:4:12: error: an enum refines only String, Number or Array fields; 'done' is Boolean",
            ])
    }

    func testNotASchemaFile() {
        XCTAssertEqual(
            diagnostics(#"{"name": "x"}"#).first?.components(separatedBy: "\n")[0],
            "s.json:1:1: error: this file is not a Parse schema")
    }

    func testTargetTypesMustBeTypeNames() {
        let schema = #"{"className": "Book", "fields": {"shelf": {"type": "Pointer", "targetClass": "Shelf"}}}"#
        let found = diagnostics(schema, config: #"{"targetTypes": {"Shelf": "Shelf; func evil()"}}"#)
        XCTAssertEqual(
            found.first?.components(separatedBy: "\n")[0],
            "parse-model-gen.json:1:27: error: 'Shelf; func evil()' for targetClass 'Shelf' is not a Swift type name")
    }

    func testNestedStructFieldNamesFollowParseRules() {
        let schema = #"{"className": "Book", "fields": {"meta": {"type": "Object"}}}"#
        let config =
            #"{"classes": {"Book": {"fields": {"meta": {"struct": {"name": "Meta", "fields": {"a\"b": {"type": "String"}}}}}}}}"#
        XCTAssertEqual(
            diagnostics(schema, config: config).first?.components(separatedBy: "\n")[0],
            "parse-model-gen.json:1:81: error: invalid field name 'a\"b'")
    }
}
