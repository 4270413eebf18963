import Foundation
import XCTest

@testable import ParseSchema

/// `check --format json` and `check --format github` (issue 42.5): the findings as one JSON document that
/// follows Documentation/check.schema.json in every outcome, and as GitHub Actions annotations that no
/// schema, path or Swift text can add a line to.
final class CheckOutputFormatTests: XCTestCase {
    private static let fixtures = ModelCheckTests.fixtures

    private var work: TemporaryDirectory!

    override func setUpWithError() throws {
        work = try TemporaryDirectory()
    }

    override func tearDown() {
        work?.remove()
    }

    private func document(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
        return try XCTUnwrap(object as? [String: Any], text, file: file, line: line)
    }

    private func findings(_ document: [String: Any]) -> [[String: Any]] {
        (document["findings"] as? [[String: Any]]) ?? []
    }

    /// `kind class field model severity file:line:column`, `null` for null members.
    private func brief(_ finding: [String: Any]) -> String {
        func text(_ key: String) -> String {
            finding[key].map { $0 is NSNull ? "null" : "\($0)" } ?? "missing"
        }
        return
            "\(text("kind")) \(text("class")) \(text("field")) \(text("model")) \(text("severity")) \(text("file")):\(text("line")):\(text("column"))"
    }

    private func assertFollowsTheSchema(_ text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        try JSONSchemaValidator.requireValidator()
        let problems = try JSONSchemaValidator.problems(of: text, schema: "check.schema.json")
        XCTAssertNil(problems, text, file: file, line: line)
    }

    func testEachOutcomeIsOneDocumentThatFollowsTheSchema() throws {
        let clean = try CommandLineRunner.run(
            ["check", "RecipeApp/Sources", "RecipeApp/schema.json", "--format", "json"], in: Self.fixtures)
        XCTAssertEqual(clean.status, 0, clean.standardError)
        XCTAssertEqual(clean.standardError, "")
        let agrees = try document(clean.standardOutput)
        XCTAssertEqual(agrees["format"] as? String, "parse-model-gen/check")
        XCTAssertEqual(agrees["outcome"] as? String, "agrees")
        XCTAssertEqual(findings(agrees).count, 0)
        XCTAssertEqual(
            agrees["summary"] as? [String: Int],
            ["models": 3, "swiftFiles": 3, "classes": 3, "errors": 0, "warnings": 0, "notes": 0])
        try assertFollowsTheSchema(clean.standardOutput)

        let drifted = try CommandLineRunner.run(
            ["check", "RecipeApp/Sources", "RecipeApp/drifted.json", "--format", "json"], in: Self.fixtures)
        XCTAssertEqual(drifted.status, 1, drifted.standardError)
        XCTAssertEqual(drifted.standardError, "")
        let disagrees = try document(drifted.standardOutput)
        XCTAssertEqual(disagrees["outcome"] as? String, "disagrees")
        let briefs = findings(disagrees).map(brief)
        XCTAssertEqual(
            Array(briefs.prefix(4)),
            [
                "missing-required-field Recipe cuisine Recipe error RecipeApp/Sources/Recipe.swift:4:1",
                "missing-field Recipe rating Recipe note RecipeApp/Sources/Recipe.swift:4:1",
                "type-mismatch Recipe servings Recipe error RecipeApp/Sources/Recipe.swift:12:9",
                "unknown-field Recipe isAvailable Recipe error RecipeApp/Sources/Recipe.swift:14:9",
            ], drifted.standardOutput)
        // The same findings, in the same order, as the text output's lines.
        let text = try CommandLineRunner.run(
            ["check", "RecipeApp/Sources", "RecipeApp/drifted.json"], in: Self.fixtures)
        let messages = findings(disagrees).map {
            "\($0["file"] ?? ""):\($0["line"] ?? ""):\($0["column"] ?? ""): \($0["severity"] ?? ""): \($0["message"] ?? "")"
        }
        XCTAssertEqual(messages, text.standardError.split(separator: "\n").map(String.init))
        let summary = try XCTUnwrap(disagrees["summary"] as? [String: Any])
        XCTAssertEqual(summary["errors"] as? Int, messages.filter { $0.contains(": error: ") }.count)
        try assertFollowsTheSchema(drifted.standardOutput)

        // Could not run: a schema that does not parse is reported where it is, exit 2, still one document.
        try work.write(#"[{"className": "Book", "fields": {"title": {"type": "String"}},]"#, to: "broken.json")
        let broken = try CommandLineRunner.run(
            [
                "check", Self.fixtures.appendingPathComponent("RecipeApp/Sources").path, "broken.json", "--format",
                "json",
            ], in: work.url)
        XCTAssertEqual(broken.status, 2, broken.standardError)
        let notRun = try document(broken.standardOutput)
        XCTAssertEqual(notRun["outcome"] as? String, "could-not-run")
        XCTAssertEqual(findings(notRun).map(brief).first?.hasPrefix("null null null null error broken.json:1:"), true)
        XCTAssertTrue(notRun["summary"].flatMap { ($0 as? [String: Any])?["models"] } is NSNull)
        try assertFollowsTheSchema(broken.standardOutput)

        let missing = try CommandLineRunner.run(
            ["check", "RecipeApp/Sources", "missing.json", "--format", "json"], in: Self.fixtures)
        XCTAssertEqual(missing.status, 2, missing.standardError)
        XCTAssertEqual(try document(missing.standardOutput)["outcome"] as? String, "could-not-run")
        try assertFollowsTheSchema(missing.standardOutput)

        let wrong = try CommandLineRunner.run(
            ["check", "RecipeApp/Sources", "RecipeApp/schema.json", "--format", "xml"], in: Self.fixtures)
        XCTAssertEqual(wrong.status, 64)
        XCTAssertTrue(wrong.standardError.contains("--format must be text, json or github"), wrong.standardError)
    }

    func testGitHubAnnotationsSayWhatTheTextSays() throws {
        let result = try CommandLineRunner.run(
            ["check", "RecipeApp/Sources", "RecipeApp/drifted.json", "--format", "github"], in: Self.fixtures)
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertEqual(result.standardError, "")
        let lines = result.standardOutput.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.first,
            "::error file=RecipeApp/Sources/Recipe.swift,line=4,col=1,title=parse-model-gen check::model Recipe has no property for the required String field 'cuisine' of class 'Recipe' (schema: RecipeApp/drifted.json:14:7); saving a new object fails with Parse error 142"
        )
        // Each text diagnostic `file:line:column: severity: message` is one annotation, in the same order.
        let text = try CommandLineRunner.run(
            ["check", "RecipeApp/Sources", "RecipeApp/drifted.json"], in: Self.fixtures)
        let expected = text.standardError.split(separator: "\n").map { line -> String in
            let parts = line.split(separator: ":", maxSplits: 4).map { $0.trimmingCharacters(in: .whitespaces) }
            let command = ["error": "error", "warning": "warning", "note": "notice"][parts[3]] ?? "?"
            return
                "::\(command) file=\(parts[0]),line=\(parts[1]),col=\(parts[2]),title=parse-model-gen check::\(parts[4])"
        }
        XCTAssertEqual(Array(lines.dropLast()), expected)
        XCTAssertEqual(lines.count, 9)
        XCTAssertEqual(lines.last, text.standardOutput.trimmingCharacters(in: .newlines))
    }

    /// Names from the schema and the Swift sources, and the paths, carry line breaks, `%`, `:` and `,`: each
    /// finding is still exactly one workflow command, and its properties read back as the original text.
    func testHostileTextCannotForgeAnAnnotation() throws {
        let forged = "\n::error file=forged.swift,line=1::forged"
        try work.write(
            """
            import Foundation
            import ParseSwift

            struct Odd: ParseObject {
                static var className: String { "Odd\\r\\n::warning::forged" }
                var objectId: String?
                var createdAt: Date?
                var updatedAt: Date?
                var ACL: ParseACL?
                var originalData: Data?
            }

            """, to: "App,1:2%/Odd.swift")
        var key = ""
        JSONText.appendQuoted("title%0A" + forged, to: &key)
        try work.write(
            #"[{"className": "Odd\r\n::warning::forged", "fields": {\#(key): {"type": "String", "required": true}}}]"#,
            to: "schema.json")
        let result = try CommandLineRunner.run(
            ["check", "App,1:2%", "schema.json", "--format", "github"], in: work.url)
        XCTAssertEqual(result.status, 1, result.standardError + result.standardOutput)
        let lines = result.standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let commands = lines.filter { $0.hasPrefix("::") }
        XCTAssertEqual(lines.filter { !$0.isEmpty && !$0.hasPrefix("::") && !$0.hasPrefix("checked ") }, [])
        XCTAssertFalse(commands.isEmpty, result.standardOutput)
        for command in commands {
            XCTAssertFalse(command.contains("\r"), command)
            XCTAssertTrue(
                command.hasPrefix("::error file=App%2C1%3A2%25/Odd.swift,line=")
                    || command.hasPrefix("::warning file=App%2C1%3A2%25/Odd.swift,line=")
                    || command.hasPrefix("::notice file=App%2C1%3A2%25/Odd.swift,line="), command)
            // One `::` opens the properties and one ends them; the rest of the line is the message.
            let afterCommand = command.dropFirst(2)
            let properties = try XCTUnwrap(afterCommand.range(of: "::"))
            let list = afterCommand[afterCommand.startIndex..<properties.lowerBound].split(separator: " ", maxSplits: 1)
            XCTAssertEqual(list.count, 2)
            XCTAssertEqual(list[1].split(separator: ",").count, 4, command)
            XCTAssertFalse(list[1].contains("forged"), command)
        }
        XCTAssertTrue(
            commands.contains { $0.contains("title%250A\\n::error file=forged.swift,line=1::forged") },
            result.standardOutput)
    }

    func testTheEscapesAreGitHubsOwn() {
        XCTAssertEqual(GitHubAnnotation.escapedData("100% a\r\nb:c,d"), "100%25 a%0D%0Ab:c,d")
        XCTAssertEqual(GitHubAnnotation.escapedProperty("100% a\r\nb:c,d"), "100%25 a%0D%0Ab%3Ac%2Cd")
        XCTAssertEqual(GitHubAnnotation.escapedProperty("%0A"), "%250A", "an escape in the input stays text")
        let diagnostic = Diagnostic(
            .warning, "line one\nline two %0A", at: SourceLocation(file: "a,b:c.swift", line: 3, column: 4),
            hint: "fix\rit")
        XCTAssertEqual(
            GitHubAnnotation.line(diagnostic, title: "t:1,2"),
            #"::warning file=a%2Cb%3Ac.swift,line=3,col=4,title=t%3A1%2C2::line one\nline two %250A%0Afix\rit"#)
        XCTAssertEqual(
            GitHubAnnotation.line(Diagnostic(.note, "no place", at: nil), title: "t"), "::notice title=t::no place")
    }
}
