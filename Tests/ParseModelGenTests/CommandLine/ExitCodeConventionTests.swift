import Foundation
import XCTest

/// One exit convention for every command that checks something (issue 42.2, Documentation/ExitCodes.md):
/// 0 nothing to report, 1 differences found, 2 the job could not be done, 64 a wrong command line. Each
/// command is run once per outcome; the servers are the stand-in Parse Server on 127.0.0.1.
final class ExitCodeConventionTests: XCTestCase {
    private static let applicationID = "bookstore"
    private static let masterKey = "pmg-exit-codes-key-7d2c91"

    private var work: TemporaryDirectory!
    private var secrets: TemporaryDirectory!

    override func setUpWithError() throws {
        work = try TemporaryDirectory()
        secrets = try TemporaryDirectory()
        try secrets.write(Self.masterKey + "\n", to: "server-key")
    }

    override func tearDown() {
        work?.remove()
        secrets?.remove()
    }

    private func environment(_ variables: [String: String]? = nil) -> [String: String] {
        var environment =
            variables ?? ["PARSE_APPLICATION_ID": Self.applicationID, "PARSE_MASTER_KEY": Self.masterKey]
        for name in ["PATH", "HOME", "TMPDIR", "PARSE_MODEL_GEN_SWIFTC"] {
            environment[name] = ProcessInfo.processInfo.environment[name]
        }
        return environment
    }

    /// Runs the tool and checks its exit code, showing standard error when it differs.
    private func expect(
        _ status: Int32, _ arguments: [String], environment: [String: String]? = nil, file: StaticString = #filePath,
        line: UInt = #line
    ) throws {
        let result = try CommandLineRunner.run(arguments, in: work.url, environment: environment ?? self.environment())
        XCTAssertEqual(
            result.status, status, "\(arguments.joined(separator: " ")):\n\(result.standardError)", file: file,
            line: line)
    }

    private func standIn() throws -> ParseSchemasServer {
        try ParseSchemasServer(
            applicationID: Self.applicationID, masterKeyFile: secrets.url.appendingPathComponent("server-key"),
            log: secrets.url.appendingPathComponent("requests-\(UUID().uuidString).log"))
    }

    private let book = #"[{"className": "Book", "fields": {"title": {"type": "String"}}}]"#
    private let drifted = #"[{"className": "Book", "fields": {"title": {"type": "Number"}}}]"#

    func testCheck() throws {
        try work.write(
            """
            import Foundation
            import ParseSwift

            struct Book: ParseObject {
                var objectId: String?
                var createdAt: Date?
                var updatedAt: Date?
                var ACL: ParseACL?
                var originalData: Data?
                var title: String?
            }

            """, to: "Models/Book.swift")
        try work.write(book, to: "book.json")
        try work.write(drifted, to: "drifted.json")
        try expect(0, ["check", "Models", "book.json"])
        try expect(1, ["check", "Models", "drifted.json"])
        try expect(2, ["check", "Models", "missing.json"])
        try expect(2, ["check", "Missing.swift", "book.json"])
        try expect(64, ["check", "Models"])
        // The same codes in every --format.
        for format in ["json", "github"] {
            try expect(0, ["check", "Models", "book.json", "--format", format])
            try expect(1, ["check", "Models", "drifted.json", "--format", format])
            try expect(2, ["check", "Models", "missing.json", "--format", format])
        }
        try expect(64, ["check", "Models", "book.json", "--format", "yaml"])
    }

    func testPullCheck() throws {
        let server = try standIn()
        defer { server.stop() }
        let url = server.url("/m/serve/app/parse")
        try expect(0, ["pull", "--server-url", url, "-o", "schema.json"])
        try expect(0, ["pull", "--server-url", url, "-o", "schema.json", "--check"])
        try work.write(#"{"results": []}"#, to: "schema.json")
        try expect(1, ["pull", "--server-url", url, "-o", "schema.json", "--check"])
        // The server cannot be reached, refuses the key, or the key is not set: 2, not 1 and not 64.
        let closed = try ParseSchemasServer.closedPort()
        try expect(2, ["pull", "--server-url", "http://127.0.0.1:\(closed)/parse", "-o", "schema.json", "--check"])
        try expect(
            2, ["pull", "--server-url", url, "-o", "schema.json", "--check"],
            environment: environment([
                "PARSE_APPLICATION_ID": Self.applicationID, "PARSE_MASTER_KEY": "wrong-key-0123456789",
            ]))
        try expect(
            2, ["pull", "--server-url", url, "-o", "schema.json", "--check"],
            environment: environment(["PARSE_APPLICATION_ID": Self.applicationID]))
        try expect(2, ["pull", "--server-url", url, "-o", "absent.json", "--check"])
        try expect(64, ["pull", "--server-url", url, "--check"])
        try expect(64, ["pull", "--server-url", url, "-o", "schema.json", "--chek"])
    }

    func testDiffExitCode() throws {
        try work.write(book, to: "book.json")
        try work.write(drifted, to: "drifted.json")
        try expect(0, ["diff", "book.json", "book.json", "--exit-code"])
        try expect(1, ["diff", "book.json", "drifted.json", "--exit-code"])
        try expect(2, ["diff", "book.json", "missing.json", "--exit-code"])
        try expect(64, ["diff", "book.json", "--exit-code"])
    }

    func testPushExitCode() throws {
        let server = try standIn()
        defer { server.stop() }
        let url = server.url("/m/serve/app/parse")
        try expect(0, ["pull", "--server-url", url, "-o", "Schemas/schema.json"])
        try expect(0, ["push", "Schemas", "--server-url", url, "--exit-code"])
        try work.write(
            #"{"results": [{"className": "Review", "fields": {"rating": {"type": "Number"}}}]}"#,
            to: "Schemas/review.json")
        try expect(1, ["push", "Schemas", "--server-url", url, "--exit-code"])
        let closed = try ParseSchemasServer.closedPort()
        try expect(2, ["push", "Schemas", "--server-url", "http://127.0.0.1:\(closed)/parse", "--exit-code"])
        try expect(
            2, ["push", "Schemas", "--server-url", url, "--exit-code"],
            environment: environment(["PARSE_APPLICATION_ID": Self.applicationID]))
        try expect(64, ["push", "--server-url", url, "--exit-code"])
    }

    /// Saved plans (issue 42.5): 0 written or applied, 1 applied with changes held back, 2 a plan the server
    /// moved on from or a file that is no plan, 64 planning and applying options mixed.
    func testPushSavedPlan() throws {
        let server = try standIn()
        defer { server.stop() }
        let url = server.url("/m/serve/app/parse")
        let other = server.url("/m/serve/other/parse")
        try expect(0, ["pull", "--server-url", url, "-o", "Schemas/schema.json"])
        try expect(0, ["push", "Schemas", "--server-url", url, "--plan-out", "same.json"])
        try expect(0, ["push", "--plan", "same.json", "--server-url", url])
        try expect(0, ["push", "--plan", "same.json", "--server-url", url, "--apply"])
        try work.write(
            #"{"results": [{"className": "Review", "fields": {"rating": {"type": "Number"}}}]}"#,
            to: "Schemas/review.json")
        try expect(1, ["push", "Schemas", "--server-url", url, "--plan-out", "differs.json", "--exit-code"])
        try expect(2, ["push", "--plan", "differs.json", "--server-url", other, "--apply"])
        try work.write("{", to: "broken.json")
        try expect(2, ["push", "--plan", "broken.json", "--server-url", url, "--apply"])
        try expect(2, ["push", "--plan", "missing.json", "--server-url", url, "--apply"])
        try expect(64, ["push", "Schemas", "--server-url", url, "--plan-out", "p.json", "--apply"])
        try expect(64, ["push", "Schemas", "--plan", "same.json", "--server-url", url])
    }

    func testValidate() throws {
        try work.write(book, to: "book.json")
        try work.write(#"[{"className": "Book", "fields": {"title": {"type": "Strin"}}}]"#, to: "Broken/book.json")
        try expect(0, ["validate", "book.json"])
        try expect(1, ["validate", "Broken"])
        try expect(2, ["validate", "missing.json"])
        try expect(2, ["validate", "book.json", "--config", "missing-config.json"])
        try expect(64, ["validate", "book.json", "--bogus"])
        try expect(0, ["validate", "book.json", "--format", "github"])
        try expect(1, ["validate", "Broken", "--format", "github"])
        try expect(2, ["validate", "missing.json", "--format", "github"])
        try expect(64, ["validate", "book.json", "--format", "json"])
    }
}
