import Foundation
import XCTest

/// `pull` and `push` with the config's named servers, against the stand-in Parse Server on 127.0.0.1: the
/// default server when none is named, `--server <name>`, the key from the variable or file the config
/// names, explicit options winning, and every mistake a usage error that names where to look, never the key.
final class ServerSelectionTests: XCTestCase {
    private static let applicationID = "bookstore"
    private static let masterKey = "pmg-servers-key-90c4e1"

    private var work: TemporaryDirectory!
    private var secrets: TemporaryDirectory!
    private var server: ParseSchemasServer!

    override func setUpWithError() throws {
        work = try TemporaryDirectory()
        secrets = try TemporaryDirectory()
        try secrets.write(Self.masterKey + "\n", to: "server-key")
        server = try ParseSchemasServer(
            applicationID: Self.applicationID, masterKeyFile: secrets.url.appendingPathComponent("server-key"),
            log: secrets.url.appendingPathComponent("requests.log")
        )
        // dev: the id written in the config, the key from a variable of its own; production: the id from a
        // variable, the key from a file beside the config; Back4App-like addresses on the stand-in.
        try work.write(
            """
            {
              "defaultServer": "dev",
              "servers": {
                "dev": {"url": "\(server.url("/m/serve/app/parse"))", "applicationId": "\(Self.applicationID)", "masterKey": {"env": "PARSE_DEV_MASTER_KEY"}},
                "production": {"url": "\(server.url("/m/shuffle/app/7/parse"))", "applicationId": {"env": "PARSE_PROD_APP_ID"}, "masterKey": {"file": "production.key"}}
              }
            }
            """, to: "Sources/AppModels/Schemas/parse-model-gen.json")
        try work.write(Self.masterKey + "\n", to: "Sources/AppModels/Schemas/production.key")
    }

    override func tearDown() {
        server?.stop()
        work?.remove()
        secrets?.remove()
    }

    /// Only the variables a test names, so that PARSE_MASTER_KEY or PARSE_APPLICATION_ID cannot stand in.
    private func environment(_ variables: [String: String]) -> [String: String] {
        var environment = variables
        for name in ["PATH", "HOME", "TMPDIR"] {
            environment[name] = ProcessInfo.processInfo.environment[name]
        }
        return environment
    }

    private func run(
        _ arguments: [String], _ variables: [String: String], file: StaticString = #filePath, line: UInt = #line
    ) throws -> CommandLineRunner.Result {
        let result = try CommandLineRunner.run(arguments, in: work.url, environment: environment(variables))
        XCTAssertFalse(
            result.standardOutput.contains(Self.masterKey), "the master key is in the output", file: file, line: line)
        XCTAssertFalse(
            result.standardError.contains(Self.masterKey), "the master key is in the error output", file: file,
            line: line)
        return result.withoutSendingNote
    }

    private let output = ["--output", "Sources/AppModels/Schemas/schema.json"]

    private func paths() -> [String] {
        server.requests().map { $0.components(separatedBy: " ")[0] }
    }

    func testTheDefaultServerIsUsedWhenNoneIsNamed() throws {
        let pulled = try run(["pull"] + output, ["PARSE_DEV_MASTER_KEY": Self.masterKey])
        XCTAssertEqual(pulled.status, 0, pulled.standardError)
        XCTAssertEqual(server.requests(), ["/m/serve/app/parse/schemas app-id=ok master-key=ok"])
        XCTAssertTrue(pulled.standardOutput.hasPrefix("Pulled "), pulled.standardOutput)
    }

    func testANamedServerTakesItsIdFromAVariableAndItsKeyFromAFileBesideTheConfig() throws {
        let pulled = try run(["pull", "--server", "production"] + output, ["PARSE_PROD_APP_ID": Self.applicationID])
        XCTAssertEqual(pulled.status, 0, pulled.standardError)
        XCTAssertEqual(server.requests(), ["/m/shuffle/app/7/parse/schemas app-id=ok master-key=ok"])

        // --check finds the same server; the drift message names it for push too.
        try Data(#"{"results": []}"#.utf8).write(
            to: work.url.appendingPathComponent("Sources/AppModels/Schemas/schema.json"))
        let check = try run(
            ["pull", "--server", "production", "--check"] + output, ["PARSE_PROD_APP_ID": Self.applicationID])
        XCTAssertEqual(check.status, 1, check.standardError)
        XCTAssertTrue(
            check.standardError.contains(
                "run 'parse-model-gen push Sources/AppModels/Schemas/schema.json --server production'"),
            check.standardError)
    }

    func testExplicitOptionsWinOverTheConfig() throws {
        // --server-url alone: the config's servers are not used, so the keys come from the usual variables.
        let other = server.url("/m/shuffle/app/3/parse")
        let explicit = try run(
            ["pull", "--server-url", other] + output,
            ["PARSE_APPLICATION_ID": Self.applicationID, "PARSE_MASTER_KEY": Self.masterKey])
        XCTAssertEqual(explicit.status, 0, explicit.standardError)
        // With --server too, the named server's keys go to the address given.
        let both = try run(
            ["pull", "--server", "dev", "--server-url", other] + output, ["PARSE_DEV_MASTER_KEY": Self.masterKey])
        XCTAssertEqual(both.status, 0, both.standardError)
        // --app-id wins over the config's id: a wrong one is refused by the server.
        let wrongID = try run(["pull", "--app-id", "someone-else"] + output, ["PARSE_DEV_MASTER_KEY": Self.masterKey])
        XCTAssertEqual(wrongID.status, 2, wrongID.standardError)
        XCTAssertEqual(
            server.requests(),
            [
                "/m/shuffle/app/3/parse/schemas app-id=ok master-key=ok",
                "/m/shuffle/app/3/parse/schemas app-id=ok master-key=ok",
                "/m/serve/app/parse/schemas app-id=wrong master-key=ok",
            ])
    }

    func testMistakesAreUsageErrorsThatSayWhereToLook() throws {
        let unknown = try run(["pull", "--server", "prodution"] + output, ["PARSE_DEV_MASTER_KEY": Self.masterKey])
        XCTAssertEqual(unknown.status, 64)
        XCTAssertEqual(
            unknown.standardError,
            """
            error: --server names no server of the config: did you mean 'production'? the servers of Sources/AppModels/Schemas/parse-model-gen.json are dev, production
            Run 'parse-model-gen pull --help' for its options.

            """)
        let unset = try run(
            ["pull"] + output, ["PARSE_MASTER_KEY": Self.masterKey, "PARSE_APPLICATION_ID": Self.applicationID])
        // Not a usage error: the command line was right, the environment lacks the key (exit 2).
        XCTAssertEqual(unset.status, 2)
        // The place is the config's line 4, at the variable (its column depends on the stand-in's port).
        XCTAssertTrue(
            unset.standardError.hasPrefix(
                "error: server 'dev' of the config takes the master key from the environment variable PARSE_DEV_MASTER_KEY (Sources/AppModels/Schemas/parse-model-gen.json:4:"
            ), unset.standardError)
        XCTAssertTrue(
            unset.standardError.hasSuffix(
                "), which is not set; set it, pass --master-key-file <path>, or run the command on a terminal to type the key (never the key itself on the command line)\n"
            ),
            unset.standardError)
        let noConfig = try run(["pull", "--output", "elsewhere/schema.json"], ["PARSE_MASTER_KEY": Self.masterKey])
        XCTAssertEqual(noConfig.status, 64)
        XCTAssertEqual(
            noConfig.standardError,
            """
            error: pull needs --server-url <url>, such as https://example.com/parse, or list the server under "servers" in the config
            Run 'parse-model-gen pull --help' for its options.

            """)
        let noConfigNamed = try run(
            ["pull", "--server", "dev", "--output", "elsewhere/schema.json"], ["PARSE_MASTER_KEY": Self.masterKey])
        XCTAssertEqual(noConfigNamed.status, 64)
        XCTAssertTrue(
            noConfigNamed.standardError.hasPrefix(
                "error: --server names no server of the config: no config was found (name it with --config <file>)\n"),
            noConfigNamed.standardError)

        // A config with an error is not used, and says so.
        try work.write(
            #"{"servers": {"dev": {"url": "https://example.com/parse", "masterKey": "\#(Self.masterKey)"}}}"#,
            to: "broken/parse-model-gen.json")
        let broken = try run(["pull", "--config", "broken/parse-model-gen.json"] + output, [:])
        XCTAssertEqual(broken.status, 2)
        XCTAssertTrue(
            broken.standardError.hasPrefix(
                "broken/parse-model-gen.json:1:71: error: 'masterKey' of server 'dev' must say where the key comes from, not hold it"
            ), broken.standardError)
        XCTAssertTrue(
            broken.standardError.hasSuffix(
                "error: cannot use the servers of broken/parse-model-gen.json while it has errors; fix them, or name the server with --server-url\n"
            ), broken.standardError)
        XCTAssertEqual(server.requests(), [])
    }

    func testPushFindsTheConfigBesideItsInputs() throws {
        try work.write(
            #"{"results": [{"className": "Review", "fields": {"rating": {"type": "Number"}}}]}"#,
            to: "Sources/AppModels/Schemas/schema.json")
        let planned = try run(["push", "Sources/AppModels/Schemas"], ["PARSE_DEV_MASTER_KEY": Self.masterKey])
        XCTAssertEqual(planned.status, 0, planned.standardError)
        XCTAssertTrue(planned.standardOutput.contains("+ class Review [adding]"), planned.standardOutput)
        XCTAssertEqual(paths().first, "/m/serve/app/parse/schemas")
    }
}
