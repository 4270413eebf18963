import Foundation
import XCTest

/// "did you mean" for the commonest schema and config mistakes, as `parse-model-gen validate` prints them:
/// exact messages, severities and positions.
final class SuggestionDiagnosticTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
    }

    private func validate(_ arguments: String...) throws -> CommandLineRunner.Result {
        try CommandLineRunner.run(["validate"] + arguments, in: directory.url)
    }

    func testTargetClassNearMissIsAWarningWithTheParseName() throws {
        try directory.write(
            """
            [
            {"className": "_User", "fields": {}},
            {"className": "Room", "fields": {"name": {"type": "String"}}},
            {"className": "Message", "fields": {
              "author": {"type": "Pointer", "targetClass": "User"},
              "room": {"type": "Pointer", "targetClass": "Rooms"},
              "reader": {"type": "Relation", "targetClass": "user"},
              "elsewhere": {"type": "Pointer", "targetClass": "Invoice"}
            }}
            ]
            """, to: "s.json")
        let result = try validate("s.json")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            result.standardError,
            """
            s.json:5:22: warning: targetClass 'User' of field 'author' is not declared in any input; the field is typed with the generic ParsePointerValue
            s.json:5:22: note: did you mean '_User'? 'User' is its Swift type name; targetClass takes the Parse class name
            s.json:6:20: warning: targetClass 'Rooms' of field 'room' is not declared in any input; the field is typed with the generic ParsePointerValue
            s.json:6:20: note: did you mean 'Room'?
            s.json:7:22: warning: targetClass 'user' of field 'reader' is not declared in any input; the field is typed with the generic ParsePointerValue
            s.json:7:22: note: did you mean '_User'? 'User' is its Swift type name; targetClass takes the Parse class name
            s.json:8:25: warning: targetClass 'Invoice' of field 'elsewhere' is not declared in any input; the field is typed with the generic ParsePointerValue
            s.json:8:25: note: add the class's schema to the inputs, or map it to your own Swift type under "targetTypes" in the config

            """)
    }

    func testPointerToUserSuggestsTheUserClassEvenWhenNoInputDeclaresIt() throws {
        try directory.write(
            #"[{"className": "Post", "fields": {"owner": {"type": "Pointer", "targetClass": "User"}}}]"#, to: "s.json")
        let result = try validate("s.json")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(
            result.standardError,
            """
            s.json:1:53: warning: targetClass 'User' of field 'owner' is not declared in any input; the field is typed with the generic ParsePointerValue
            s.json:1:53: note: did you mean '_User'? 'User' is its Swift type name; targetClass takes the Parse class name

            """)
    }

    func testUnlikeTargetStaysAWarning() throws {
        try directory.write(
            #"[{"className": "Post", "fields": {"bill": {"type": "Pointer", "targetClass": "Invoice"}}}]"#, to: "s.json"
        )
        let result = try validate("s.json")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(
            result.standardError.hasPrefix(
                "s.json:1:52: warning: targetClass 'Invoice' of field 'bill' is not declared in any input"),
            result.standardError)
    }

    func testFieldTypeTypo() throws {
        try directory.write(
            #"[{"className": "Post", "fields": {"size": {"type": "Numbr"}, "flag": {"type": "boolean"}}}]"#,
            to: "s.json")
        let result = try validate("s.json")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardError,
            """
            s.json:1:52: error: invalid field type 'Numbr'
            s.json:1:52: note: did you mean 'Number'?
            s.json:1:79: error: invalid field type 'boolean'
            s.json:1:79: note: type names are case-sensitive: did you mean 'Boolean'?

            """)
    }

    func testConfigClassNamesIncludeAndExclude() throws {
        try directory.write(
            """
            [{"className": "_User", "fields": {}}, {"className": "Room", "fields": {}}, {"className": "Message", "fields": {}}]
            """, to: "s.json")
        try directory.write(
            """
            {
              "include": ["Message", "Rom", "User"],
              "exclude": ["Mesage"],
              "classes": {
                "Mesage": {"doc": "typo"},
                "Invoice": {"doc": "far from every class"}
              }
            }
            """, to: "c.json")
        let result = try validate("s.json", "--config", "c.json")
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertEqual(
            result.standardError,
            """
            c.json:2:26: warning: the config names class 'Rom', which no input declares
            c.json:2:26: note: did you mean 'Room'?
            c.json:2:33: warning: the config names class 'User', which no input declares
            c.json:2:33: note: did you mean '_User'? 'User' is its Swift type name; the config names classes by their Parse name
            c.json:3:15: warning: the config names class 'Mesage', which no input declares
            c.json:3:15: note: did you mean 'Message'?
            c.json:6:5: error: the config refines class 'Invoice', which no input declares; the refinement would not apply
            c.json:6:5: note: refinements name classes by their Parse name, as the schema spells it

            """)
    }

    func testConfigFieldNamesAndTypeReferences() throws {
        try directory.write(
            """
            [
            {"className": "Room", "fields": {"name": {"type": "String"}}},
            {"className": "Message", "fields": {
              "edit_count": {"type": "Number"},
              "status": {"type": "String"},
              "tags": {"type": "Array"},
              "rooms": {"type": "Array"}
            }}
            ]
            """, to: "s.json")
        try directory.write(
            """
            {
              "classes": {
                "Message": {
                  "fields": {
                    "editCount": {"swiftType": "Int"},
                    "stauts": {"doc": "typo"},
                    "status": {"enum": {"name": "Status", "cases": ["sent", "read"]}, "swiftType": "Statsu"},
                    "tags": {"swiftType": "[Strig]"},
                    "rooms": {"swiftType": "[Pointer<Rooom>]"}
                  }
                }
              }
            }
            """, to: "c.json")
        let result = try validate("s.json", "--config", "c.json")
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardError,
            """
            c.json:5:9: error: the config refines field 'editCount', which class 'Message' does not have; the refinement would not apply
            c.json:5:9: note: did you mean 'edit_count'? 'editCount' is its Swift name; the config names fields by their Parse name
            c.json:6:9: error: the config refines field 'stauts', which class 'Message' does not have; the refinement would not apply
            c.json:6:9: note: did you mean 'status'?
            c.json:7:88: error: swiftType 'Statsu' does not fit field 'status' of type String
            c.json:7:88: note: did you mean 'Status'? (a String field takes String or an enum)
            c.json:8:31: error: unknown type 'Strig' in swiftType
            c.json:8:31: note: did you mean 'String'?
            c.json:9:32: error: 'Rooom' in Pointer<Rooom> is not a generated model or a targetTypes type
            c.json:9:32: note: did you mean 'Room'?

            """)
    }

    /// A wide class (more fields times refined names than the per-name scan takes) is checked through a set:
    /// the known refined field passes, the unknown one is warned about once, as in a narrow class.
    func testUnknownRefinedFieldOfAWideClass() throws {
        let fields = (0..<300).map { "\"field_\($0)\": {\"type\": \"String\"}" }.joined(separator: ", ")
        try directory.write("[{\"className\": \"Wide\", \"fields\": {\(fields)}}]", to: "s.json")
        try directory.write(
            """
            {"classes": {"Wide": {"fields": {"field_7": {"doc": "known"}, "fieldd_7": {"doc": "typo"}}}}}
            """, to: "c.json")
        let result = try validate("s.json", "--config", "c.json")
        let warnings = result.standardError.split(separator: "\n").filter { $0.contains("does not have") }
        XCTAssertEqual(
            warnings,
            [
                "c.json:1:63: error: the config refines field 'fieldd_7', which class 'Wide' does not have; the refinement would not apply"
            ])
    }

    func testConfigKeyTypo() throws {
        try directory.write(#"[{"className": "Room", "fields": {}}]"#, to: "s.json")
        try directory.write(#"{"acessLevel": "public"}"#, to: "c.json")
        let result = try validate("s.json", "--config", "c.json")
        XCTAssertEqual(result.status, 1)
        XCTAssertTrue(
            result.standardError.hasPrefix(
                """
                c.json:1:2: error: unknown key 'acessLevel' in the config
                c.json:1:2: note: did you mean 'accessLevel'?
                """), result.standardError)
    }
}
