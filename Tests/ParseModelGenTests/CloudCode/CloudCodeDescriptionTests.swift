import Foundation
import ParseModelGenerator
import ParseSchema
import XCTest

/// The Cloud Code description: its keys match the shipped JSON Schema, and every mistake in it is an error at
/// its line and column (with a did-you-mean where one fits) rather than code that does not compile.
final class CloudCodeDescriptionTests: XCTestCase {
    private let schema = """
        [{"className": "Movie", "fields": {"title": {"type": "String"}}},
         {"className": "Review", "fields": {"stars": {"type": "Number"}}}]
        """

    /// The diagnostics of generating `schema` with the description `text` (in `cloud-functions.json`).
    private func findings(_ text: String, extra: [(String, String)] = []) -> [String] {
        let files =
            [SourceFile(path: "s.json", text: schema), SourceFile(path: "cloud-functions.json", text: text)]
            + extra.map { SourceFile(path: $0.0, text: $0.1) }
        return Generator.generate(schemas: files, config: nil).diagnostics.map(\.formatted)
    }

    private func assertFinding(
        _ text: String, _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) {
        let found = findings(text)
        XCTAssertTrue(
            found.contains { $0.contains(expected) }, "expected \(expected) among:\n" + found.joined(separator: "\n"),
            file: file, line: line)
    }

    func testTheKeysMatchTheJSONSchema() throws {
        let url = GoldenCase.repositoryDirectory.appendingPathComponent("cloud-functions.schema.json")
        let root = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        func keys(_ object: Any?) -> Set<String> {
            Set(((object as? [String: Any])?["properties"] as? [String: Any])?.keys.map { $0 } ?? [])
        }
        let definitions = try XCTUnwrap(root["definitions"] as? [String: Any])
        XCTAssertEqual(keys(root), Set(CloudCodeKeys.topLevel))
        XCTAssertEqual(keys(definitions["entry"]), Set(CloudCodeKeys.entry))
        XCTAssertEqual(keys(definitions["field"]), Set(CloudCodeKeys.field))
        let objectForm = ((definitions["valueType"] as? [String: Any])?["oneOf"] as? [Any])?.last
        XCTAssertEqual(keys(objectForm), Set(CloudCodeKeys.valueType))
        let typeNames = (definitions["typeName"] as? [String: Any])?["enum"] as? [String]
        XCTAssertEqual(typeNames, CloudCodeKeys.typeNames)
        let fieldProperties = (definitions["field"] as? [String: Any])?["properties"] as? [String: Any]
        let numberTypes = (fieldProperties?["swiftType"] as? [String: Any])?["enum"] as? [String]
        XCTAssertEqual(numberTypes, CloudCodeKeys.numberTypes)
    }

    /// A Number parameter's `swiftType` is honoured when its values are literals of the type, and refused at
    /// its position otherwise: on another Parse type, an unknown name, a fraction or a value out of range.
    func testANumberParameterTakesTheSwiftTypeItsValuesFit() throws {
        let good =
            #"{"functions": {"page": {"fields": {"n": {"type": "Number", "swiftType": "UInt8", "default": 255, "options": [0, 255]}, "x": {"type": "Number", "swiftType": "Float", "default": 0.5}}}}}"#
        XCTAssertEqual(findings(good), [])
        let files = [SourceFile(path: "s.json", text: schema), SourceFile(path: "cloud-functions.json", text: good)]
        let generated = try XCTUnwrap(
            Generator.generate(schemas: files, config: nil).files.first { $0.name == "CloudFunctions.parse.swift" })
        XCTAssertTrue(generated.contents.contains("n: UInt8 = 255,"), generated.contents)
        XCTAssertTrue(generated.contents.contains("x: Float = 0.5"), generated.contents)
        XCTAssertTrue(generated.contents.contains("if ![0, 255].contains(n) {"), generated.contents)
        assertFinding(
            #"{"functions": {"f": {"fields": {"s": {"type": "String", "swiftType": "Int"}}}}}"#,
            "cloud-functions.json:1:70: error: 'swiftType' applies to a Number parameter, not to parameter 's' of function 'f' (a String)"
        )
        assertFinding(
            #"{"functions": {"f": {"fields": {"n": {"type": "Number", "swiftType": "Integer"}}}}}"#,
            "cloud-functions.json:1:70: error: 'Integer' is not a number type a Number parameter can have, in parameter 'n' of function 'f'"
        )
        XCTAssertTrue(
            findings(#"{"functions": {"f": {"fields": {"n": {"type": "Number", "swiftType": "Unit8"}}}}}"#)
                .contains { $0.contains("did you mean 'UInt8'?") })
        assertFinding(
            #"{"functions": {"f": {"fields": {"n": {"type": "Number", "swiftType": "Int", "default": 2.5}}}}}"#,
            "cloud-functions.json:1:88: error: 2.5 in parameter 'n' of function 'f' is not a whole number, so Int cannot hold it"
        )
        assertFinding(
            #"{"functions": {"f": {"fields": {"n": {"type": "Number", "swiftType": "UInt8", "options": [1, 256]}}}}}"#,
            "error: 256 in parameter 'n' of function 'f' is above UInt8's range, so UInt8 cannot hold it")
        assertFinding(
            #"{"functions": {"f": {"fields": {"n": {"type": "Number", "swiftType": "UInt", "default": -1}}}}}"#,
            "error: -1 in parameter 'n' of function 'f' is below UInt's range, so UInt cannot hold it")
    }

    func testUnknownKeysAndTypesGetADidYouMeanAtTheirPosition() {
        assertFinding(
            """
            {"functions": {"hello": {"feilds": {}}}}
            """,
            "cloud-functions.json:1:26: error: unknown key 'feilds' in function 'hello'")
        XCTAssertTrue(
            findings(#"{"functions": {"hello": {"feilds": {}}}}"#).contains { $0.contains("did you mean 'fields'?") })
        assertFinding(
            """
            {"functions": {"hello": {"fields": {"name": {"type": "Strng", "requierd": true}}}}}
            """,
            "cloud-functions.json:1:54: error: unknown Parse type 'Strng'")
        assertFinding(
            #"{"functions": {"hello": {"fields": {"name": {"type": "String", "requierd": true}}}}}"#,
            "unknown key 'requierd' in parameter 'name' of function 'hello'")
        assertFinding(#"{"function": {}}"#, "unknown key 'function' in the Cloud Code description")
        assertFinding(
            #"{"functions": {"a": {"fields": {"l": {"type": "Array", "items": {"type": "String", "requried": true}}}}}}"#,
            "unknown key 'requried' in 'items' of parameter 'l' of function 'a'")
        assertFinding(#"{"functions": {"a": {"returns": {"type": "Numbr"}}}}"#, "did you mean 'Number'?")
    }

    func testNamesThatCannotBeSwiftOrClashAreRefused() {
        // A name that is not an identifier, and one that becomes the keyword `Self`.
        assertFinding(#"{"functions": {"hello world": {}}}"#, "cannot be a Cloud function's name")
        assertFinding(#"{"functions": {"3d-view": {}}}"#, "which is not a type name")
        assertFinding(#"{"functions": {"self": {}}}"#, "would be the Swift type 'Self', which is not a type name")
        // Clashes with a generated model, an SDK type, a type the generated code uses, and another function.
        assertFinding(#"{"functions": {"movie": {}}}"#, "the name of a generated model")
        assertFinding(#"{"functions": {"query": {}}}"#, "the name of a type the generated code uses")
        assertFinding(#"{"functions": {"string": {}}}"#, "the name of a type the generated code uses")
        assertFinding(
            #"{"functions": {"topMovies": {}, "top_movies": {}}}"#, "the name of another Cloud function's or job's type"
        )
        assertFinding(
            #"{"functions": {"a": {"swiftName": "ParseCloudable"}}}"#, "the name of a type the generated code uses")
    }

    func testParametersThatCannotBeSentOrDeclaredAreRefused() {
        assertFinding(
            #"{"functions": {"a": {"fields": {"functionJobName": {"type": "String"}}}}}"#,
            "a parameter cannot be named 'functionJobName'")
        assertFinding(
            #"{"functions": {"a": {"fields": {"description": {"type": "String"}}}}}"#,
            "a name the type already uses")
        assertFinding(
            #"{"functions": {"a": {"fields": {"first_name": {"type": "String"}, "firstName": {"type": "String"}}}}}"#,
            "parameter 'firstName' would be the Swift property 'firstName', a name the type already uses")
        assertFinding(
            #"{"functions": {"a": {"fields": {"self": {"type": "String"}}}}}"#, "which is not a usable name")
        assertFinding(
            #"{"functions": {"a": {"fields": {"movie": {"type": "Pointer", "targetClass": "Movei"}}}}}"#,
            "did you mean 'Movie'?")
        assertFinding(#"{"functions": {"a": {"fields": {"movie": {"type": "Pointer"}}}}}"#, "needs its 'targetClass'")
        assertFinding(
            #"{"functions": {"a": {"fields": {"n": {"type": "Number", "default": "3"}}}}}"#,
            "'default' of parameter 'n' of function 'a' must be a Number, found a string")
        assertFinding(
            #"{"functions": {"a": {"fields": {"s": {"type": "String", "options": ["x"], "default": "y"}}}}}"#,
            "is not one of its 'options'")
        assertFinding(
            #"{"functions": {"a": {"fields": {"s": {"type": "String", "options": ["a-b", "a_b"]}}}}}"#,
            "would make the case 'aB' twice")
        assertFinding(
            #"{"functions": {"a": {"fields": {"s": {"type": "String", "options": ["!!"]}}}}}"#,
            "cannot be an enum case")
        assertFinding(
            #"{"functions": {"a": {"fields": {"d": {"type": "Date", "default": "2020"}}}}}"#,
            "'default' is supported for String, Number and Boolean parameters")
        assertFinding(#"{"jobs": {"a": {"returns": "Number"}}}"#, "a job has no result")
    }

    func testAFunctionDescribedTwiceAcrossFilesIsAnError() {
        let found = findings(
            #"{"functions": {"hello": {}}}"#, extra: [("more.cloud-functions.json", #"{"functions": {"hello": {}}}"#)])
        XCTAssertTrue(
            found.contains { $0.contains("the Cloud function 'hello' is described twice") },
            found.joined(separator: "\n"))
    }

    func testAFunctionAndAJobMayShareANameButNotATypeName() {
        let found = findings(#"{"functions": {"sync": {}}, "jobs": {"sync": {"swiftName": "SyncJob"}}}"#)
        XCTAssertEqual(found, [])
    }

    /// A huge description generates every type. Its time is measured, not asserted (the project's rule):
    /// `Benchmarks/cloud-code 100 8000` against `Benchmarks/cloud-code 100 1000` shows the growth.
    func testAHugeDescriptionGeneratesEveryType() throws {
        let entries = (0..<8000).map { index in
            #""f\#(index)": {"fields": {"a": {"type": "String", "required": true}, "b": {"type": "Number", "options": [1, 2]}, "c": {"type": "String", "options": ["x", "y"]}}, "returns": {"type": "Array", "items": {"type": "Object", "targetClass": "Movie"}}}"#
        }
        let files = [
            SourceFile(path: "s.json", text: schema),
            SourceFile(path: "cloud-functions.json", text: #"{"functions": {"# + entries.joined(separator: ",") + "}}"),
        ]
        let outcome = Generator.generate(schemas: files, config: nil)
        XCTAssertTrue(outcome.succeeded, GoldenCase.diagnosticsText(outcome.diagnostics))
        let file = try XCTUnwrap(outcome.files.first { $0.name == "CloudFunctions.parse.swift" })
        XCTAssertEqual(file.contents.components(separatedBy: ": ParseCloudCall, @unchecked Sendable {").count - 1, 8000)
        XCTAssertTrue(file.contents.contains("struct F7999: ParseCloudCall"))
    }
}
