import XCTest

@testable import ParseSchema

/// Schema `defaultValue`s as the memberwise initializer's default arguments, and `missingRequiredKeys`.
final class DefaultArgumentTests: XCTestCase {
    private let schema = #"""
        [{
          "className": "Purchase",
          "fields": {
            "note": {"type": "String", "defaultValue": "say \"hi\"\n\\ done"},
            "count": {"type": "Number", "defaultValue": 3},
            "weight": {"type": "Number", "defaultValue": -0.5e1},
            "huge": {"type": "Number", "defaultValue": 1e300},
            "small": {"type": "Number", "defaultValue": 4294967296},
            "size": {"type": "Number", "defaultValue": 2},
            "status": {"type": "String", "defaultValue": "in-progress"},
            "paid": {"type": "Boolean", "defaultValue": false},
            "placedOn": {"type": "Date", "defaultValue": {"__type": "Date", "iso": "2020-01-01T00:00:00.000Z"}},
            "customer": {"type": "String", "required": true},
            "channel": {"type": "String", "required": true, "defaultValue": "web"},
            "table": {"type": "Number", "required": true}
          }
        }]
        """#
    private let config = """
        {"classes": {"Purchase": {"fields": {
          "count": {"swiftType": "Int"},
          "huge": {"swiftType": "Float"},
          "small": {"swiftType": "Int32"},
          "size": {"enum": {"name": "Size", "cases": {"small": 1, "large": 2}}},
          "status": {"enum": {"name": "Status", "cases": {"open": "open", "inProgress": "in-progress"}}}
        }}}}
        """

    func testDefaultsAreTheInitializersDefaultArguments() throws {
        let files = generatedFiles(schema, config: config)
        let order = try XCTUnwrap(files["Purchase.parse.swift"])
        let initializer = order.components(separatedBy: "    init(\n").dropFirst().first?.components(
            separatedBy: "    ) {"
        ).first
        XCTAssertEqual(
            initializer?.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) },
            [
                "originalData: Data? = nil,", "objectId: String? = nil,", "createdAt: Date? = nil,",
                "updatedAt: Date? = nil,", "ACL: ParseModelGenSDK.ParseACL? = nil,",
                "channel: String? = \"web\",",
                "count: Int? = 3,",
                "customer: String? = nil,",
                "huge: Float? = nil,",
                #"note: String? = "say \"hi\"\n\\ done","#,
                "paid: Bool? = false,",
                "placedOn: Date? = nil,",
                "size: Size? = Size.large,",
                "small: Int32? = nil,",
                "status: Status? = Status.inProgress,",
                "table: Double? = nil,",
                "weight: Double? = -0.5e1",
            ])
        XCTAssertTrue(
            order.contains(
                """
                    var missingRequiredKeys: [String] {
                        var missing: [String] = []
                        if self.customer == nil { missing.append("customer") }
                        if self.table == nil { missing.append("table") }
                        return missing
                    }
                """), order)
        // init() stays empty: a partial update must not send defaults.
        XCTAssertTrue(order.contains("    init() {}"), order)
        var sources = files
        sources["main.swift"] = """
            let order = Purchase(customer: "Ada")
            print(order.count ?? 0, order.paid ?? true, order.status == .inProgress, order.size == .large, order.missingRequiredKeys)
            print(Purchase().count == nil, Purchase().missingRequiredKeys)

            """
        let run = try CompileCheck.buildAndRun(sources)
        XCTAssertEqual(run.status, 0, run.output)
        XCTAssertEqual(run.output, "3 false true true [\"table\"]\ntrue [\"customer\", \"table\"]\n")
    }

    func testAFieldNamedLikeTheCheckIsRenamed() {
        let messages = diagnostics(#"[{"className": "A", "fields": {"missingRequiredKeys": {"type": "String"}}}]"#)
        XCTAssertEqual(messages.count, 1)
        XCTAssertTrue(messages.first?.contains("would be named 'missingRequiredKeys'") == true, "\(messages)")
    }
}
