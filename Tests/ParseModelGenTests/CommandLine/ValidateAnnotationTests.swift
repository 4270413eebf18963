import Foundation
import XCTest

/// `validate --format github` and `generate --format github` (issue 42.5): the diagnostics of the schema and
/// config as GitHub Actions annotations, through the formatter `check --format github` uses, so no name in
/// a schema can start a workflow command of its own.
final class ValidateAnnotationTests: XCTestCase {
    private var work: TemporaryDirectory!

    override func setUpWithError() throws {
        work = try TemporaryDirectory()
    }

    override func tearDown() {
        work?.remove()
    }

    func testSchemaDiagnosticsAreOneAnnotationEach() throws {
        try work.write(
            #"[{"className": "Odd\r\n::warning::forged", "fields": {"x%0A,y:": {"type": "Strin"}}}]"#,
            to: "Schemas,1/bad.json")
        let result = try CommandLineRunner.run(["validate", "Schemas,1", "--format", "github"], in: work.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(
            result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init),
            [
                #"::error file=Schemas%2C1/bad.json,line=1,col=16,title=parse-model-gen validate::invalid class name 'Odd\r\n::warning::forged'%0Aclass names start with a letter and contain only letters, digits and '_'"#,
                #"::error file=Schemas%2C1/bad.json,line=1,col=75,title=parse-model-gen validate::invalid field type 'Strin'%0Adid you mean 'String'?"#,
                "",
            ], result.standardOutput)

        try work.write(#"[{"className": "Book", "fields": {"title": {"type": "String"}}}]"#, to: "good.json")
        let valid = try CommandLineRunner.run(["validate", "good.json", "--format", "github"], in: work.url)
        XCTAssertEqual(valid.status, 0, valid.standardError)
        XCTAssertEqual(valid.standardOutput, "1 schema file is valid.\n")

        let missing = try CommandLineRunner.run(["validate", "missing.json", "--format", "github"], in: work.url)
        XCTAssertEqual(missing.status, 2, missing.standardError)
        XCTAssertEqual(
            missing.standardOutput,
            "::error title=parse-model-gen validate::missing.json: no such file or directory\n")

        let generated = try CommandLineRunner.run(
            ["generate", "Schemas,1", "--output", "Out", "--format", "github"], in: work.url)
        XCTAssertEqual(generated.status, 1, generated.standardError)
        XCTAssertTrue(
            generated.standardOutput.hasPrefix(
                "::error file=Schemas%2C1/bad.json,line=1,col=16,title=parse-model-gen generate::invalid class name"),
            generated.standardOutput)

        let json = try CommandLineRunner.run(["validate", "good.json", "--format", "json"], in: work.url)
        XCTAssertEqual(json.status, 64, json.standardError)
        XCTAssertTrue(json.standardError.contains("--format must be text or github"), json.standardError)
    }
}
