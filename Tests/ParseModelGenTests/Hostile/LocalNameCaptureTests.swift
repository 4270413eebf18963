import XCTest

@testable import ParseSchema

/// Names a schema or config can bring that are also names the generated code uses inside its own bodies
/// (issue 33): the code must still compile without warnings and do what it says. The `local-names` golden
/// compiles every such name in every mode; this test runs the two that compiled with only a warning and
/// misbehaved: a required field `missing` (hidden by `missingRequiredKeys`'s list, so never reported) and an
/// enum default case `none` (read as `Optional.none`, so the default became nil).
final class LocalNameCaptureTests: XCTestCase {
    private static let schema = """
        [{"className": "Invoice", "fields": {
          "missing": {"type": "String", "required": true},
          "total": {"type": "Number", "required": true},
          "discount": {"type": "String", "defaultValue": "none"},
          "plan": {"type": "String", "defaultValue": "some"},
          "level": {"type": "Number", "defaultValue": 2}
        }}]
        """

    private static let config = """
        {"classes": {"Invoice": {"fields": {
          "discount": {"enum": {"name": "Discount", "cases": ["none", "some", "all"]}},
          "plan": {"enum": {"cases": ["some", "none"]}},
          "level": {"enum": {"name": "Level", "cases": {"Int": 1, "none": 2}}}
        }}}}
        """

    private static let program = """
        import Foundation
        import ParseSwift

        var problems: [String] = []
        let invoice = Invoice(total: nil)  // the memberwise initializer, with every default
        if invoice.discount != Invoice.Discount.none { problems.append("discount defaults to \\(String(describing: invoice.discount))") }
        if invoice.plan != Invoice.Plan.some { problems.append("plan defaults to \\(String(describing: invoice.plan))") }
        if invoice.level != Invoice.Level.none { problems.append("level defaults to \\(String(describing: invoice.level))") }
        if invoice.missingRequiredKeys != ["missing", "total"] { problems.append("missing keys: \\(invoice.missingRequiredKeys)") }
        let filled = Invoice(missing: "here", total: 1)
        if !filled.missingRequiredKeys.isEmpty { problems.append("filled lacks \\(filled.missingRequiredKeys)") }
        let decoded = try JSONDecoder().decode(Invoice.Level.self, from: Data("1".utf8))
        if decoded != .Int { problems.append("decoded level \\(decoded)") }
        print(problems.isEmpty ? "behaviour: ok" : "behaviour:\\n" + problems.joined(separator: "\\n"))

        """

    func testLocalNamesAndOptionalCasesKeepTheirMeaning() throws {
        var sources = generatedFiles(Self.schema, config: Self.config)
        let invoice = try XCTUnwrap(sources["Invoice.parse.swift"])
        XCTAssertTrue(invoice.contains("discount: Discount? = Discount.none,"), invoice)
        XCTAssertTrue(invoice.contains("if self.missing == nil { missing.append(\"missing\") }"), invoice)
        XCTAssertEqual(try CompileCheck.typecheck(sources, flavor: .fork, swiftVersion: "6"), nil)
        sources["main.swift"] = Self.program
        let result = try CompileCheck.buildAndRun(sources, flavor: .parseCommunity, swiftVersion: "5")
        XCTAssertEqual(result.status, 0, result.output)
        XCTAssertTrue(result.output.hasPrefix("behaviour: ok\n"), result.output)
    }
}
