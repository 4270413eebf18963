import Foundation
import XCTest

@testable import ParseModelGenerator
@testable import ParseSchema

/// What Parse Server accepts generates (issue 23, item 4), and config mistakes are errors (item 5);
/// hostile names from issue 24 (items 2 to 4) are refused at their position or resolved like other members.
final class AcceptedSchemaTests: XCTestCase {
    private func firstLines(_ lines: [String]) -> [String] {
        lines.map { $0.components(separatedBy: "\n")[0] }
    }

    func testPointerToUserBesideSystemUserIsAGenericPointerWithAWarning() {
        let schema =
            #"[{"className": "_User", "fields": {}}, {"className": "Order", "fields": {"customer": {"type": "Pointer", "targetClass": "User"}}}]"#
        let found = diagnostics(schema)
        XCTAssertFalse(found.contains { $0.contains("error:") }, found.joined(separator: "\n"))
        XCTAssertEqual(
            firstLines(found).filter { $0.contains("warning:") },
            [
                "s.json:1:95: warning: targetClass 'User' of field 'customer' is not declared in any input; the field is typed with the generic ParsePointerValue"
            ])
        XCTAssertTrue(found.joined().contains("did you mean '_User'?"))
        XCTAssertTrue((generatedFiles(schema)["Order.parse.swift"] ?? "").contains("var customer: ParsePointerValue?"))
    }

    func testFieldOriginalDataIsReadableUnderAnotherNameWithItsKey() {
        let schema = #"[{"className": "Doc", "fields": {"originalData": {"type": "String"}}}]"#
        let model = generatedFiles(schema)["Doc.parse.swift"] ?? ""
        XCTAssertTrue(model.contains("var originalDataValue: String?"), model)
        XCTAssertTrue(model.contains(#"case originalDataValue = "originalData""#), model)
        XCTAssertFalse(
            model.contains("case originalData\n"), "the SDK's own originalData is left out of the coding keys")
        XCTAssertTrue(
            diagnostics(schema).contains { $0.contains("warning: field 'originalData' would be named 'originalData'") })
    }

    func testRefiningAnUndeclaredClassOrFieldIsAnErrorWithASuggestion() {
        let schema = #"[{"className": "Product", "fields": {"rating": {"type": "Number"}}}]"#
        let config =
            #"{"exclude": ["Legacy"], "classes": {"Prodcut": {"doc": "x"}, "Legacy": {"doc": "y"}, "Product": {"fields": {"ratng": {"swiftType": "Int"}}}}}"#
        XCTAssertEqual(
            firstLines(diagnostics(schema, config: config)),
            [
                "parse-model-gen.json:1:14: warning: the config names class 'Legacy', which no input declares",
                "parse-model-gen.json:1:37: error: the config refines class 'Prodcut', which no input declares; the refinement would not apply",
                "parse-model-gen.json:1:109: error: the config refines field 'ratng', which class 'Product' does not have; the refinement would not apply",
            ])
        let all = diagnostics(schema, config: config).joined(separator: "\n")
        XCTAssertTrue(all.contains("did you mean 'Product'?"), all)
        XCTAssertTrue(all.contains("did you mean 'rating'?"), all)
    }

    func testTargetTypesRefuseSDKAndSupportTypes() {
        let schema = #"[{"className": "Order", "fields": {"a": {"type": "Pointer", "targetClass": "A"}}}]"#
        for typeName in [
            "ParsePointerValue", "Pointer", "ParseFieldKey", "Query", "ParseSwift", "ParseSwift.Query", "Swift.String",
            "String",
        ] {
            let config = #"{"targetTypes": {"A": "\#(typeName)"}}"#
            let errors = firstLines(diagnostics(schema, config: config)).filter { $0.contains("error:") }
            XCTAssertEqual(errors.count, 1, typeName)
            XCTAssertTrue(
                errors.first?.hasPrefix(
                    "parse-model-gen.json:1:23: error: '\(typeName)' for targetClass 'A' cannot be a pointer target")
                    ?? false, "\(typeName): \(errors)")
        }
    }

    func testTextSearchScoreTakesPartInNaming() {
        let schema = #"[{"className": "Post", "fields": {"Score": {"type": "Number"}, "rank": {"type": "Number"}}}]"#
        let model =
            generatedFiles(schema, config: #"{"classes": {"Post": {"textSearch": true}}}"#)["Post.parse.swift"] ?? ""
        XCTAssertTrue(model.contains("var scoreValue: Double?"), model)
        XCTAssertEqual(model.components(separatedBy: "var score:").count, 2, "score is declared once")
        let renamed = #"{"classes": {"Post": {"textSearch": true, "fields": {"rank": {"swiftName": "score"}}}}}"#
        XCTAssertEqual(
            firstLines(diagnostics(schema, config: renamed)).filter { $0.contains("error:") },
            [
                #"parse-model-gen.json:1:76: error: property name 'score' for field 'rank' cannot compile: "textSearch" gives the model ParseQueryScorable's 'score' property"#
            ])
    }

    func testSessionRestrictedWithTheWrongTypeIsRefused() {
        let schema = #"[{"className": "_Session", "fields": {"restricted": {"type": "GeoPoint"}}}]"#
        XCTAssertEqual(
            firstLines(diagnostics(schema)).filter { $0.contains("error:") },
            [
                "s.json:1:62: error: 'restricted' is a built-in field of _Session with type Boolean; it cannot be redefined as GeoPoint"
            ])
    }

    /// Every column the SDK's protocols declare for a system class is a built-in column with a known type,
    /// so none of them can be redeclared with another type unnoticed.
    func testEveryColumnTheSDKDeclaresHasABuiltInType() {
        for (className, protocolName) in [
            ("_User", "ParseUser"), ("_Role", "ParseRole"), ("_Session", "ParseSession"),
            ("_Installation", "ParseInstallation"),
        ] {
            for key in SystemModelShapes.coveredWireKeys(protocolName) where key != "originalData" {
                XCTAssertNotNil(SystemClasses.builtInType(key, of: className), "\(className).\(key)")
            }
        }
    }

    func testSwiftTypeBesideAnEnumIsAnErrorAtTheLaterOne() {
        let schema = #"[{"className": "Item", "fields": {"state": {"type": "String"}}}]"#
        let config =
            #"{"classes": {"Item": {"fields": {"state": {"enum": {"name": "State", "cases": ["a"]}, "swiftType": "String"}}}}}"#
        XCTAssertEqual(
            firstLines(diagnostics(schema, config: config)).filter { $0.contains("error:") },
            [
                #"parse-model-gen.json:1:100: error: field 'state' has both "enum" and "swiftType", which give it different types; one would be dropped"#
            ])
        let naming =
            #"{"classes": {"Item": {"fields": {"state": {"enum": {"name": "State", "cases": ["a"]}, "swiftType": "State"}}}}}"#
        XCTAssertEqual(diagnostics(schema, config: naming).filter { $0.contains("error:") }, [])
    }
}
