import Foundation
import XCTest

/// `parse-model-gen pull` against a stand-in Parse Server on 127.0.0.1: the saved file, `--check`, and
/// every way a pull can fail, each with its exit code, its message, and the existing file untouched.
/// After every run, the master key must appear in no output and no file.
final class PullCommandTests: XCTestCase {
    private static let applicationID = "bookstore"
    private static let masterKey = "pmg-master-7c41e9d2b5"

    /// The tool's working folder: everything in it is searched for the key after each run.
    private var work: TemporaryDirectory!
    /// The server's key file and request log, outside `work`.
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
    }

    override func tearDown() {
        server?.stop()
        work?.remove()
        secrets?.remove()
    }

    // MARK: Helpers

    /// The environment of a CI job that set both variables, and nothing that could reroute the request.
    private var environment: [String: String] {
        var environment = ["PARSE_APPLICATION_ID": Self.applicationID, "PARSE_MASTER_KEY": Self.masterKey]
        for name in ["PATH", "HOME", "TMPDIR"] {
            environment[name] = ProcessInfo.processInfo.environment[name]
        }
        return environment
    }

    private var schemaFile: URL { work.url.appendingPathComponent("Schemas/schema.json") }

    private var expectedFile: String {
        get throws {
            try String(
                contentsOf: ParseSchemasServer.recordedDirectory.appendingPathComponent("app.normalized.json"),
                encoding: .utf8)
        }
    }

    private func pull(
        _ arguments: [String], environment: [String: String]? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws -> CommandLineRunner.Result {
        let result = try CommandLineRunner.run(
            ["pull"] + arguments, in: work.url, environment: environment ?? self.environment)
        try assertNoKey(in: result, file: file, line: line)
        return result.withoutSendingNote
    }

    /// The key is in neither output nor any file the run could have written.
    private func assertNoKey(in result: CommandLineRunner.Result, file: StaticString = #filePath, line: UInt = #line)
        throws
    {
        XCTAssertFalse(
            result.standardOutput.contains(Self.masterKey), "the master key is in the output", file: file, line: line)
        XCTAssertFalse(
            result.standardError.contains(Self.masterKey), "the master key is in the error output", file: file,
            line: line)
        let key = Data(Self.masterKey.utf8)
        let enumerator = FileManager.default.enumerator(at: work.url, includingPropertiesForKeys: [.isRegularFileKey])
        while let url = enumerator?.nextObject() as? URL {
            guard (try url.resourceValues(forKeys: [.isRegularFileKey])).isRegularFile == true else { continue }
            if url.lastPathComponent == "key.txt" { continue }  // the user's own key file
            XCTAssertNil(
                try Data(contentsOf: url).range(of: key), "the master key is in \(url.path)", file: file, line: line)
        }
    }

    /// Runs a pull that must fail with `message` (the whole first line, or its start when the system's
    /// words follow) and `hint`, and must leave the existing schema file exactly as it was.
    private func assertFailure(
        _ arguments: [String], message: String, hint: String, exact: Bool = true, status: Int32 = 2,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let previous = "{\"results\": []} previous pull, must survive\n"
        try work.write(previous, to: "Schemas/schema.json")
        let result = try pull(arguments, file: file, line: line)
        XCTAssertEqual(result.status, status, result.standardError, file: file, line: line)
        XCTAssertEqual(result.standardOutput, "", file: file, line: line)
        let lines = result.standardError.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        XCTAssertEqual(
            lines.count, 3, "expected one error and one note:\n\(result.standardError)", file: file, line: line)
        if exact {
            XCTAssertEqual(lines.first, "error: " + message, file: file, line: line)
        } else {
            XCTAssertTrue(
                lines.first?.hasPrefix("error: " + message) == true,
                "expected 'error: \(message)...', got:\n\(result.standardError)", file: file, line: line)
        }
        XCTAssertEqual(lines.dropFirst().first, "note: " + hint, file: file, line: line)
        XCTAssertEqual(
            try String(contentsOf: schemaFile, encoding: .utf8), previous, "the existing file changed", file: file,
            line: line)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: schemaFile.deletingLastPathComponent().path),
            ["schema.json"],
            "a failed pull left files behind", file: file, line: line)
    }

    // MARK: Saving

    func testPullSavesTheNormalisedSchemaAndRewritesNothingWhenUnchanged() throws {
        let url = server.url("/m/serve/app/parse")
        let first = try pull(["--server-url", url, "--output", "Schemas/schema.json"])
        XCTAssertEqual(first.status, 0, first.standardError)
        XCTAssertEqual(first.standardOutput, "Pulled 14 classes from \(url) into Schemas/schema.json: written.\n")
        XCTAssertEqual(first.standardError, "")
        XCTAssertEqual(try String(contentsOf: schemaFile, encoding: .utf8), try expectedFile)
        XCTAssertEqual(server.requests(), ["/m/serve/app/parse/schemas app-id=ok master-key=ok"])

        let old = Date(timeIntervalSince1970: 1_000_000_000)
        try FileManager.default.setAttributes(
            [.modificationDate: old, .posixPermissions: 0o640], ofItemAtPath: schemaFile.path)
        let second = try pull(["--server-url", url + "/", "-o", "Schemas/schema.json"])
        XCTAssertEqual(second.status, 0, second.standardError)
        XCTAssertEqual(second.standardOutput, "Pulled 14 classes from \(url) into Schemas/schema.json: up to date.\n")
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: schemaFile.path)[.modificationDate] as? Date, old)

        // A changed file is replaced, keeping its permissions.
        try work.write("{}\n", to: "Schemas/schema.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: schemaFile.path)
        let third = try pull(["--server-url", url, "-o", "Schemas/schema.json", "--quiet"])
        XCTAssertEqual(third.status, 0, third.standardError)
        XCTAssertEqual(third.standardOutput, "")
        XCTAssertEqual(try String(contentsOf: schemaFile, encoding: .utf8), try expectedFile)
        XCTAssertEqual(
            try FileManager.default.attributesOfItem(atPath: schemaFile.path)[.posixPermissions] as? Int, 0o640)
    }

    func testThePulledFileDependsOnlyOnTheSchemaNotOnTheServersKeyOrder() throws {
        let expected = try expectedFile
        for seed in 1...6 {
            let output = "shuffled-\(seed).json"
            let result = try pull(["--server-url", server.url("/m/shuffle/app/\(seed)/parse"), "--output", output])
            XCTAssertEqual(result.status, 0, result.standardError)
            let text = try String(contentsOf: work.url.appendingPathComponent(output), encoding: .utf8)
            XCTAssertEqual(text, expected, "seed \(seed): \(firstDifference(text, expected))")
        }
    }

    func testTheMasterKeyCanComeFromAFile() throws {
        try work.write("  " + Self.masterKey + "\n", to: "key.txt")
        var environment = self.environment
        environment["PARSE_MASTER_KEY"] = nil
        environment["PARSE_APPLICATION_ID"] = nil
        let result = try pull(
            [
                "--server-url", server.url("/m/serve/app/parse"), "--app-id", Self.applicationID, "--master-key-file",
                "key.txt", "-o", "schema.json",
            ],
            environment: environment
        )
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            try String(contentsOf: work.url.appendingPathComponent("schema.json"), encoding: .utf8), try expectedFile)
    }

    func testTheSchemasEndpointItselfIsAcceptedAsTheServerURL() throws {
        let result = try pull(["--server-url", server.url("/m/serve/app/parse/schemas"), "-o", "schema.json"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(server.requests(), ["/m/serve/app/parse/schemas app-id=ok master-key=ok"])
    }

    // MARK: --check

    func testCheckPassesWhenTheFileHasTheServersSchema() throws {
        let url = server.url("/m/serve/app/parse")
        XCTAssertEqual(try pull(["--server-url", url, "-o", "Schemas/schema.json"]).status, 0)
        let check = try pull([
            "--server-url", server.url("/m/shuffle/app/3/parse"), "-o", "Schemas/schema.json", "--check",
        ])
        XCTAssertEqual(check.status, 0, check.standardError)
        XCTAssertEqual(
            check.standardOutput,
            "Schemas/schema.json matches the schema on \(server.url("/m/shuffle/app/3/parse")) (14 classes).\n")

        // Only the schema counts, not the bytes: the server's own compact answer matches too.
        try work.write(
            try String(
                contentsOf: ParseSchemasServer.recordedDirectory.appendingPathComponent("app.json"), encoding: .utf8),
            to: "raw.json")
        let raw = try pull(["--server-url", url, "-o", "raw.json", "--check", "-q"])
        XCTAssertEqual(raw.status, 0, raw.standardError)
        XCTAssertEqual(raw.standardOutput, "")
    }

    func testCheckReportsDriftAndWritesNothing() throws {
        let url = server.url("/m/serve/app/parse")
        var committed = try expectedFile
        // The committed file predates three server changes: Book.subtitle removed on the server...
        committed = committed.replacingOccurrences(
            of: """
                        "publishingYear": {
                          "type": "Number"
                        },
                """,
            with: """
                        "publishingYear": {
                          "type": "Number"
                        },
                        "subtitle": {
                          "type": "String"
                        },
                """)
        // ...Genre.name no longer required there, and Author new there.
        committed = committed.replacingOccurrences(
            of: """
                        "name": {
                          "required": true,
                          "type": "String"
                        },
                """,
            with: """
                        "name": {
                          "type": "String"
                        },
                """)
        let authorName = try XCTUnwrap(committed.range(of: "\"className\": \"Author\""))
        let authorStart = try XCTUnwrap(
            committed.range(of: "\n    {", options: .backwards, range: committed.startIndex..<authorName.lowerBound))
        let nextClass = try XCTUnwrap(committed.range(of: "\n    {", range: authorName.upperBound..<committed.endIndex))
        committed.removeSubrange(authorStart.upperBound..<nextClass.upperBound)
        XCTAssertNotEqual(committed, try expectedFile, "the test's edits did not apply")
        try work.write(committed, to: "Schemas/schema.json")

        let result = try pull(["--server-url", url, "-o", "Schemas/schema.json", "--check"])
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(
            result.standardOutput,
            """
            Schema changes from Schemas/schema.json to \(url):
            + class Author
                + born: Date
                + name: String
                + user: Pointer<_User>
            ~ class Book
                - subtitle: String
            ~ class Genre
                ~ name: required false -> true
            3 classes differ: 1 added, 2 changed.

            """)
        XCTAssertEqual(
            result.standardError,
            "error: Schemas/schema.json differs from the schema on \(url); to take the server's schema, run the same command without --check, review and commit the file, then generate the models again; to send the file's schema to the server instead, run 'parse-model-gen push Schemas/schema.json --server-url \(url)' (it shows the plan; --apply makes it)\n"
        )
        XCTAssertEqual(try String(contentsOf: schemaFile, encoding: .utf8), committed, "--check must not write")
    }

    func testCheckWithoutTheFileSaysHowToCreateIt() throws {
        let result = try pull([
            "--server-url", server.url("/m/serve/app/parse"), "-o", "Schemas/schema.json", "--check",
        ])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.standardError,
            "error: Schemas/schema.json does not exist; run the same command without --check to create it\n")
        XCTAssertFalse(FileManager.default.fileExists(atPath: schemaFile.path))
    }

    // MARK: Failures, each with the existing file untouched

    func testConnectionRefused() throws {
        let port = try ParseSchemasServer.closedPort()
        try assertFailure(
            ["--server-url", "http://127.0.0.1:\(port)/parse", "-o", "Schemas/schema.json"],
            message: "cannot connect to 127.0.0.1:\(port): ",
            hint:
                "check that Parse Server is running and listens at that address and port, and that no firewall is in the way",
            exact: false
        )
    }

    func testUnknownHost() throws {
        // `.invalid` never resolves (RFC 6761), so no request leaves the machine.
        try assertFailure(
            ["--server-url", "https://parse-model-gen-test.invalid/parse", "-o", "Schemas/schema.json"],
            message: "cannot find the host parse-model-gen-test.invalid: ",
            hint: "check the spelling of --server-url, and this machine's network and DNS",
            exact: false
        )
    }

    func testTLSFailure() throws {
        try assertFailure(
            ["--server-url", "https://127.0.0.1:\(server.port)/m/serve/app/parse", "-o", "Schemas/schema.json"],
            message: "the secure (https) connection to 127.0.0.1:\(server.port) failed: ",
            hint:
                "check that the server speaks https on that port (a server on this machine or a private network often needs http://) and that its certificate is valid for 127.0.0.1",
            exact: false
        )
    }

    func testTimeout() throws {
        try assertFailure(
            ["--server-url", server.url("/m/slow/parse"), "-o", "Schemas/schema.json", "--timeout", "1"],
            message: "no complete answer from \(server.url("/m/slow/parse")) within 1 second",
            hint:
                "check that the address is right and the server is up; for a slow server or a very large schema, raise --timeout"
        )
    }

    func testWrongApplicationID() throws {
        var arguments = [
            "--server-url", server.url("/m/serve/app/parse"), "-o", "Schemas/schema.json", "--app-id", "another-app",
        ]
        try assertFailure(
            arguments, message: "\(server.url("/m/serve/app/parse")) refused the keys (HTTP 403: \"unauthorized\")",
            hint:
                "check the application id (--app-id or PARSE_APPLICATION_ID) and the master key (PARSE_MASTER_KEY or --master-key-file); /schemas needs both"
        )
        XCTAssertEqual(server.requests(), ["/m/serve/app/parse/schemas app-id=wrong master-key=ok"])
        arguments.removeLast(2)
        XCTAssertEqual(try pull(arguments).status, 0, "the right id from the environment works")
    }

    /// A short key draws a warning naming its length, and masking it leaves words that contain its text
    /// whole: "check" stays "check" with the key "chec" (issue 33.8).
    func testAShortKeyIsWarnedAboutAndDoesNotGarbleMessages() throws {
        var environment = self.environment
        environment["PARSE_MASTER_KEY"] = "chec"
        let result = try CommandLineRunner.run(
            ["pull", "--server-url", server.url("/m/serve/app/parse"), "-o", "Schemas/schema.json"], in: work.url,
            environment: environment
        )
        XCTAssertEqual(result.status, 2, result.standardError)
        let lines = result.standardError.split(separator: "\n").map(String.init)
        XCTAssertEqual(
            lines.first,
            "warning: the environment variable PARSE_MASTER_KEY holds a key of 4 characters; a Parse master key should be a long random string (16 characters or more): a short one is guessable, and where it stands alone in what this command prints it is shown as <master key>"
        )
        XCTAssertTrue(
            lines.contains(
                "note: the master key is wrong or missing: check PARSE_MASTER_KEY or --master-key-file; if it is right, the server's masterKeyIps option may not allow this machine"
            ), result.standardError)
        XCTAssertFalse(result.standardError.contains("chec<master key>"), result.standardError)
        XCTAssertEqual(server.requests(), ["/m/serve/app/parse/schemas app-id=ok master-key=wrong"])
    }

    func testWrongMasterKey() throws {
        try work.write("not-the-key-of-this-server\n", to: "key.txt")
        try assertFailure(
            [
                "--server-url", server.url("/m/serve/app/parse"), "-o", "Schemas/schema.json", "--master-key-file",
                "key.txt",
            ],
            message:
                "\(server.url("/m/serve/app/parse")) refused the keys (HTTP 403: code 119, \"unauthorized: master key is required\")",
            hint:
                "the master key is wrong or missing: check PARSE_MASTER_KEY or --master-key-file; if it is right, the server's masterKeyIps option may not allow this machine"
        )
        XCTAssertEqual(server.requests(), ["/m/serve/app/parse/schemas app-id=ok master-key=wrong"])
    }

    func testUnauthorized401() throws {
        try assertFailure(
            ["--server-url", server.url("/m/status/401/parse"), "-o", "Schemas/schema.json"],
            message: "\(server.url("/m/status/401/parse")) refused the keys (HTTP 401: code 119, \"unauthorized\")",
            hint:
                "check the application id (--app-id or PARSE_APPLICATION_ID) and the master key (PARSE_MASTER_KEY or --master-key-file); /schemas needs both"
        )
    }

    func testMissingMountPathSuggestsParse() throws {
        try assertFailure(
            ["--server-url", server.url(""), "-o", "Schemas/schema.json"],
            message: "\(server.url("")) has no schemas route (HTTP 404 for \(server.url("/schemas")))",
            hint:
                "Parse Server is usually mounted under /parse: try --server-url \(server.url(""))/parse (Back4App answers at https://parseapi.back4app.com without it)"
        )
    }

    func testWrongMountPath() throws {
        try assertFailure(
            ["--server-url", server.url("/api"), "-o", "Schemas/schema.json"],
            message: "\(server.url("/api")) has no schemas route (HTTP 404 for \(server.url("/api/schemas")))",
            hint:
                "check the server's mount path (its mountPath option, usually /parse) and that this is the API server's address, not the dashboard's"
        )
    }

    func testServerErrors() throws {
        try assertFailure(
            ["--server-url", server.url("/m/status/500/parse"), "-o", "Schemas/schema.json"],
            message:
                "\(server.url("/m/status/500/parse")) failed to answer (HTTP 500: code 1, \"Internal server error.\")",
            hint: "the server or a proxy in front of it has a problem: look at the server's logs and try again later"
        )
        try assertFailure(
            ["--server-url", server.url("/m/status/503/parse"), "-o", "Schemas/schema.json"],
            message: "\(server.url("/m/status/503/parse")) failed to answer (HTTP 503)",
            hint: "the server or a proxy in front of it has a problem: look at the server's logs and try again later"
        )
    }

    func testOtherStatus() throws {
        try assertFailure(
            ["--server-url", server.url("/m/status/400/parse"), "-o", "Schemas/schema.json"],
            message:
                "\(server.url("/m/status/400/parse")) answered HTTP 400 instead of the schema: code 141, \"something failed\"",
            hint: "check that --server-url is your Parse Server's address with its mount path (such as /parse)"
        )
    }

    func testRedirectIsNotFollowed() throws {
        try assertFailure(
            ["--server-url", server.url("/m/redirect/parse"), "-o", "Schemas/schema.json"],
            message:
                "\(server.url("/m/redirect/parse")) redirects (HTTP 301) to \(server.url("/m/serve/app/parse/schemas"))",
            hint:
                "redirects are not followed, so the keys only go to the address you name; if that address is your server's, pass --server-url \(server.url("/m/serve/app/parse"))"
        )
        XCTAssertEqual(
            server.requests(), ["/m/redirect/parse/schemas app-id=ok master-key=ok"], "the redirect was followed")
    }

    func testBodyThatIsNotJSON() throws {
        try assertFailure(
            ["--server-url", server.url("/m/html/parse"), "-o", "Schemas/schema.json"],
            message:
                "\(server.url("/m/html/parse")) answered with something that is not JSON (Content-Type text/html): text that starts \"<!DOCTYPE html>\\n<html><head><title>Sign in</title></head><bo…\"",
            hint:
                "check that --server-url is your Parse Server's address with its mount path (such as /parse), not a web page, the dashboard or a login page in front of the server"
        )
    }

    func testJSONThatIsNotASchema() throws {
        try assertFailure(
            ["--server-url", server.url("/m/not-schema/parse"), "-o", "Schemas/schema.json"],
            message:
                "\(server.url("/m/not-schema/parse")) answered with JSON that is not a schema list: expected {\"results\": [...]}, found an object with the keys status, version",
            hint:
                "check that --server-url is your Parse Server's address with its mount path (such as /parse), not the dashboard's or another service's"
        )
    }

    func testBodyCutShort() throws {
        let size = try Data(contentsOf: ParseSchemasServer.recordedDirectory.appendingPathComponent("app.json")).count
        try assertFailure(
            ["--server-url", server.url("/m/truncated/parse"), "-o", "Schemas/schema.json"],
            message:
                "the connection to 127.0.0.1:\(server.port) closed before the whole answer arrived (\(size / 2) of \(size) bytes)",
            hint:
                "try again; if it keeps happening, the server or a proxy in front of it drops the connection: look at its logs"
        )
    }

    func testBodyOverTheInputSizeLimit() throws {
        try assertFailure(
            ["--server-url", server.url("/m/huge-declared/parse"), "-o", "Schemas/schema.json"],
            message:
                "the answer from \(server.url("/m/huge-declared/parse")) is larger than the 64 MiB limit for inputs (it announced 80 MiB)",
            hint: "a schema export is far smaller: check that --server-url points at your Parse Server"
        )
        // Without a Content-Length the download stops at the limit.
        try assertFailure(
            ["--server-url", server.url("/m/huge-streamed/parse"), "-o", "Schemas/schema.json"],
            message:
                "the answer from \(server.url("/m/huge-streamed/parse")) is larger than the 64 MiB limit for inputs",
            hint: "a schema export is far smaller: check that --server-url points at your Parse Server"
        )
    }

    func testGzipBombIsRefusedOnItsHeadersWithoutInflatingIt() throws {
        let url = server.url("/m/gzip-bomb/parse")
        try assertFailure(
            ["--server-url", url, "-o", "Schemas/schema.json"],
            message: "\(url) answered with a compressed body (Content-Encoding gzip) although pull asks for none",
            hint:
                "pull refuses compressed answers, whose size is only known once inflated: check that --server-url points at your Parse Server, and that no proxy in front of it compresses answers the client did not ask to be compressed"
        )
        #if os(Linux)
        // About 1 MiB on the wire inflates to 1 GiB: the process must stay far below that, near its 64 MiB limit.
        let run = try PeakMemoryRun.run(
            CommandLineRunner.executable.path,
            ["pull", "--server-url", url, "-o", work.url.appendingPathComponent("bomb.json").path],
            environment: environment
        )
        XCTAssertEqual(run.status, 2, run.standardError)
        XCTAssertTrue(
            run.standardError.hasPrefix(
                "note: sending the master key from the environment variable PARSE_MASTER_KEY to http://127.0.0.1:\(server.port) (--server-url)\nerror: \(url) answered with a compressed body"
            ), run.standardError)
        XCTAssertLessThan(
            run.peakResidentBytes, 256 * 1024 * 1024, "peak memory \(run.peakResidentBytes / 1_048_576) MiB")
        #endif
    }

    func testAMasterKeyEchoedInTheSchemaIsMaskedInTheDriftReport() throws {
        // The server repeats the key as a field name and inside a default value; the committed file has neither.
        try work.write(
            #"{"results": [{"className": "Book", "fields": {"objectId": {"type": "String"}}}]}"#,
            to: "Schemas/schema.json")
        let url = server.url("/m/echo-key/parse")
        let result = try pull(["--server-url", url, "-o", "Schemas/schema.json", "--check"])
        XCTAssertEqual(result.status, 1, result.standardError)
        XCTAssertTrue(result.standardOutput.contains("<master key>"), result.standardOutput)
        XCTAssertTrue(result.standardOutput.contains("\"the key is <master key>\""), result.standardOutput)
    }

    func testAPullWhoseSchemaHoldsTheMasterKeyWritesNoFileAndSaysWhere() throws {
        // Issue 40.9: the file is committed, so the key must never reach it; pull refuses, exit 2, and the
        // existing file stays as it was (assertFailure also searches every file for the key).
        let url = server.url("/m/echo-key/parse")
        try assertFailure(
            ["--server-url", url, "-o", "Schemas/schema.json"],
            message:
                "the schema on \(url) holds the master key (shown here as <master key>) at Book.fields.<master key> (a name), Book.fields.note.defaultValue; Schemas/schema.json was not written, since a schema file is committed and the key would be in every clone",
            hint:
                "remove the key from the schema on the server (rename the field, change the default value), then pull again; and consider changing the master key: a default value is copied into new objects, which clients may read",
            status: 2)
        // No file before: none after.
        let fresh = try pull(["--server-url", url, "-o", "fresh/schema.json"])
        XCTAssertEqual(fresh.status, 2, fresh.standardError)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: work.url.appendingPathComponent("fresh/schema.json").path))
    }

    // MARK: Keys and usage

    func testTheMasterKeyIsNeverACommandLineValue() throws {
        for arguments in [
            ["--master-key", Self.masterKey], ["--master-key=\(Self.masterKey)"], ["--masterKey", Self.masterKey],
        ] {
            let result = try pull(["--server-url", server.url("/m/serve/app/parse"), "-o", "schema.json"] + arguments)
            XCTAssertEqual(result.status, 64, result.standardError)
            XCTAssertEqual(
                result.standardError,
                """
                error: the master key is never taken as a command-line value, which process lists and shell history show; set the environment variable PARSE_MASTER_KEY or pass --master-key-file <path>
                Run 'parse-model-gen pull --help' for its options.

                """)
        }
        // A stray value is not repeated either.
        let stray = try pull(["--server-url", server.url("/m/serve/app/parse"), "-o", "schema.json", Self.masterKey])
        XCTAssertEqual(stray.status, 64)
        XCTAssertTrue(
            stray.standardError.hasPrefix("error: pull takes only options; argument 5 is not one"), stray.standardError)
        XCTAssertEqual(server.requests(), [], "nothing may be sent after a usage error")
    }

    func testMissingOrUnusableKeysAreErrorsNotUsageErrors() throws {
        var environment = self.environment
        environment["PARSE_MASTER_KEY"] = nil
        let noKey = try pull(
            ["--server-url", server.url("/m/serve/app/parse"), "-o", "schema.json"], environment: environment)
        // The command line was right: exit 2, and no pointer to --help (Documentation/ExitCodes.md).
        XCTAssertEqual(noKey.status, 2)
        XCTAssertFalse(noKey.standardError.contains("--help"), noKey.standardError)
        XCTAssertTrue(
            noKey.standardError.hasPrefix(
                "error: pull needs the master key: the environment variable PARSE_MASTER_KEY is not set; set it, pass --master-key-file <path>, or run the command on a terminal to type the key"
            ), noKey.standardError)

        environment = self.environment
        environment["PARSE_APPLICATION_ID"] = nil
        let noID = try pull(
            ["--server-url", server.url("/m/serve/app/parse"), "-o", "schema.json"], environment: environment)
        XCTAssertEqual(noID.status, 2)
        XCTAssertTrue(
            noID.standardError.hasPrefix(
                "error: pull needs the application id: pass --app-id <id> or set the environment variable PARSE_APPLICATION_ID"
            ), noID.standardError)

        let missingFile = try pull([
            "--server-url", server.url("/m/serve/app/parse"), "-o", "schema.json", "--master-key-file", "missing.txt",
        ])
        XCTAssertEqual(missingFile.status, 2)
        XCTAssertEqual(
            missingFile.standardError,
            "error: missing.txt: no such file\nerror: cannot read the file missing.txt (--master-key-file)\n")

        try work.write("first-line\nsecond-line\n", to: "key.txt")
        let twoLines = try pull([
            "--server-url", server.url("/m/serve/app/parse"), "-o", "schema.json", "--master-key-file", "key.txt",
        ])
        XCTAssertEqual(twoLines.status, 2)
        XCTAssertTrue(
            twoLines.standardError.hasPrefix("error: the file key.txt (--master-key-file) holds a line break"),
            twoLines.standardError)
        XCTAssertFalse(twoLines.standardError.contains("first-line"))
        XCTAssertEqual(server.requests(), [])
    }

    func testServerURLsThatCannotBeUsed() throws {
        let cases: [(String, String)] = [
            (
                "ftp://example.com/parse",
                "error: the server URL must start with https:// or http://, such as https://example.com/parse or https://parseapi.back4app.com"
            ),
            (
                "https://admin:secret@example.com/parse",
                "error: the server URL must not contain a user name or password; pass the keys with --app-id and PARSE_MASTER_KEY or --master-key-file"
            ),
            (
                "https://example.com/parse?x=1",
                "error: the server URL must not have a query (?...) or a fragment (#...); give the server's address, such as https://example.com/parse or https://parseapi.back4app.com"
            ),
        ]
        for (url, message) in cases {
            let result = try pull(["--server-url", url, "-o", "schema.json"])
            XCTAssertEqual(result.status, 64, url)
            XCTAssertEqual(
                result.standardError, message + "\nRun 'parse-model-gen pull --help' for its options.\n", url)
        }
    }

    func testPlainHTTPToAnotherHostIsRefusedUnlessAllowed() throws {
        // Refused before the key is read or a name is looked up, exit 2, the existing file untouched.
        try assertFailure(
            ["--server-url", "http://parse-model-gen-test.invalid/parse", "-o", "Schemas/schema.json"],
            message:
                "refusing to send the master key unencrypted to http://parse-model-gen-test.invalid/parse: plain http:// to a host other than this machine",
            hint:
                "use the server's https:// address; if the network between you and the server is trusted (a private network, a VPN), pass --allow-insecure-http",
            status: 2)
        // A DNS name that starts with 127. is another machine, not this one.
        let lookalike = try pull([
            "--server-url", "http://127.0.0.1.parse-model-gen-test.invalid/parse", "-o", "x.json",
        ])
        XCTAssertEqual(lookalike.status, 2, lookalike.standardError)
        XCTAssertTrue(
            lookalike.standardError.hasPrefix("error: refusing to send the master key"), lookalike.standardError)
        XCTAssertNil(lookalike.sendingNote)

        // With the flag the request is made (the unresolvable host keeps it on this machine), after a warning.
        let allowed = try CommandLineRunner.run(
            [
                "pull", "--server-url", "http://parse-model-gen-test.invalid/parse", "-o", "schema.json",
                "--allow-insecure-http",
            ], in: work.url, environment: environment)
        XCTAssertEqual(
            allowed.standardError.split(separator: "\n").prefix(2).map(String.init),
            [
                "note: sending the master key from the environment variable PARSE_MASTER_KEY to http://parse-model-gen-test.invalid (--server-url)",
                "warning: the master key goes to http://parse-model-gen-test.invalid/parse unencrypted (http://), as --allow-insecure-http allows; use https:// unless the network is trusted",
            ], allowed.standardError)
        XCTAssertTrue(allowed.standardError.contains("error: cannot find the host"), allowed.standardError)
    }
}
