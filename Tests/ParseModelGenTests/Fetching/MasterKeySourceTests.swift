import Foundation
import XCTest

/// Where a committed config may take the master key from (issue 40.8), against the stand-in Parse Server
/// on 127.0.0.1: only a variable named as a Parse key, a file inside the project or in
/// `~/.config/parse-model-gen`, or a prompt on a terminal; never plain http to another machine without
/// `--allow-insecure-http`; and a note naming the key's source and the host before anything is sent. Every
/// refusal is at the config's line and column, and sends nothing.
final class MasterKeySourceTests: XCTestCase {
    private static let applicationID = "bookstore"
    private static let masterKey = "pmg-source-key-5e0a77c1d2"
    /// A secret of another kind that a hostile config tries to send.
    private static let otherSecret = "ghp_other-secret-3b1f9a04c8e2"

    private var work: TemporaryDirectory!
    private var secrets: TemporaryDirectory!
    private var server: ParseSchemasServer!

    override func setUpWithError() throws {
        work = try TemporaryDirectory()
        secrets = try TemporaryDirectory()
        try secrets.write(Self.masterKey + "\n", to: "server-key")
        server = try ParseSchemasServer(
            applicationID: Self.applicationID, masterKeyFile: secrets.url.appendingPathComponent("server-key"),
            log: secrets.url.appendingPathComponent("requests.log"))
        // The project: a package with its config in a target's Schemas folder.
        try work.write("// swift-tools-version:5.9\n", to: "App/Package.swift")
    }

    override func tearDown() {
        server?.stop()
        work?.remove()
        secrets?.remove()
    }

    private let configPath = "App/Sources/AppModels/Schemas/parse-model-gen.json"
    private let output = ["--output", "App/Sources/AppModels/Schemas/schema.json"]

    /// Writes a config whose one server `dev` has `entry` (JSON members after its url).
    @discardableResult
    private func writeConfig(url: String? = nil, _ entry: String) throws -> String {
        let text = """
            {
              "servers": {
                "dev": {"url": "\(url ?? server.url("/m/serve/app/parse"))", "applicationId": "\(Self.applicationID)",
                        \(entry)}
              }
            }

            """
        try work.write(text, to: configPath)
        return text
    }

    /// `line:column` of the first `needle` in `text`, as diagnostics count them (from 1, in characters).
    private func position(of needle: String, in text: String) -> String {
        guard let range = text.range(of: needle) else { return "?" }
        let before = text[..<range.lowerBound]
        let line = before.filter { $0 == "\n" }.count + 1
        let column =
            before.count
            - (before.lastIndex(of: "\n").map { before.distance(from: before.startIndex, to: $0) + 1 } ?? 0) + 1
        return "\(line):\(column)"
    }

    /// The environment a CI job would have: both Parse variables, another secret, and nothing else that counts.
    private func environment(_ extra: [String: String] = [:]) -> [String: String] {
        var environment = [
            "PARSE_MASTER_KEY": Self.masterKey, "GITHUB_TOKEN": Self.otherSecret,
            "PARSE_DEV_MASTER_KEY": Self.masterKey,
            "HOME": work.url.appendingPathComponent("home").path,
        ]
        for name in ["PATH", "TMPDIR"] {
            environment[name] = ProcessInfo.processInfo.environment[name]
        }
        return environment.merging(extra) { $1 }
    }

    private func pull(
        _ arguments: [String] = [], _ extra: [String: String] = [:], file: StaticString = #filePath, line: UInt = #line
    ) throws -> CommandLineRunner.Result {
        let result = try CommandLineRunner.run(
            ["pull"] + output + arguments, in: work.url, environment: environment(extra))
        for secret in [Self.masterKey, Self.otherSecret] {
            XCTAssertFalse(result.standardOutput.contains(secret), "a secret is in the output", file: file, line: line)
            XCTAssertFalse(
                result.standardError.contains(secret), "a secret is in the error output", file: file, line: line)
        }
        return result
    }

    /// A refusal: the config's place and message on the first line, a non-zero exit, nothing sent.
    private func assertRefused(
        _ result: CommandLineRunner.Result, at place: String, _ message: String, status: Int32,
        file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertEqual(result.status, status, result.standardError, file: file, line: line)
        let first = result.standardError.split(separator: "\n").first.map(String.init) ?? ""
        XCTAssertTrue(
            first.hasPrefix("\(configPath):\(place): error: \(message)"), "got:\n\(result.standardError)", file: file,
            line: line)
        XCTAssertNil(result.sendingNote, "a refused run announced a request", file: file, line: line)
        XCTAssertEqual(server.requests(), [], "a refused run sent a request", file: file, line: line)
    }

    // MARK: Environment variables

    func testAConfigCannotNameAVariableThatIsNotAParseMasterKey() throws {
        let text = try writeConfig(#""masterKey": {"env": "GITHUB_TOKEN"}"#)
        assertRefused(
            try pull(), at: position(of: #""GITHUB_TOKEN""#, in: text),
            "'masterKey' of server 'dev' cannot come from the environment variable GITHUB_TOKEN: a config names only variables whose names start with PARSE_ and contain MASTER_KEY",
            status: 2)
        // PARSE_ alone is not enough: the name must say it is a master key.
        let prefixed = try writeConfig(#""masterKey": {"env": "PARSE_GITHUB_TOKEN"}"#)
        assertRefused(
            try pull(), at: position(of: #""PARSE_GITHUB_TOKEN""#, in: prefixed),
            "'masterKey' of server 'dev' cannot come from the environment variable PARSE_GITHUB_TOKEN", status: 2)
    }

    func testAConfigCannotSendAnotherSecretAsTheApplicationID() throws {
        let text = """
            {"servers": {"dev": {"url": "\(server.url("/m/serve/app/parse"))",
                                 "applicationId": {"env": "GITHUB_TOKEN"}}}}

            """
        try work.write(text, to: configPath)
        assertRefused(
            try pull(), at: position(of: #""GITHUB_TOKEN""#, in: text),
            "'applicationId' of server 'dev' cannot come from the environment variable GITHUB_TOKEN: a config names only variables whose names start with PARSE_ and contain APPLICATION_ID or APP_ID",
            status: 2)
    }

    func testAVariableNamedAsAParseKeyIsUsedAndAnnounced() throws {
        let text = try writeConfig(#""masterKey": {"env": "PARSE_DEV_MASTER_KEY"}"#)
        let result = try pull()
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            result.standardError,
            "note: sending the master key from the environment variable PARSE_DEV_MASTER_KEY (server 'dev', \(configPath):\(position(of: #""PARSE_DEV_MASTER_KEY""#, in: text))) to http://127.0.0.1:\(server.port) (the url of server 'dev', \(configPath):\(position(of: #""http://"#, in: text)))\n"
        )
        XCTAssertEqual(server.requests(), ["/m/serve/app/parse/schemas app-id=ok master-key=ok"])
    }

    // MARK: Key files

    func testAConfigCannotNameAFileOutsideTheProject() throws {
        try work.write(Self.masterKey + "\n", to: "outside.key")
        // An absolute path, the home folder outside ~/.config/parse-model-gen, .git: refused as written.
        let cases: [(String, String)] = [
            (
                "/etc/ssh/ssh_host_ed25519_key",
                "'masterKey' of server 'dev' cannot come from the file /etc/ssh/ssh_host_ed25519_key: an absolute path can name any file of the machine"
            ),
            (
                "~/.ssh/id_ed25519",
                "'masterKey' of server 'dev' cannot come from the file ~/.ssh/id_ed25519: of the home folder, a config may name only files in ~/.config/parse-model-gen/"
            ),
            (
                "../../../.git/config",
                "'masterKey' of server 'dev' cannot come from the file ../../../.git/config: files inside .git are never key files"
            ),
        ]
        for (path, message) in cases {
            let text = try writeConfig(#""masterKey": {"file": "\#(path)"}"#)
            assertRefused(try pull(), at: position(of: "\"\(path)\"", in: text), message, status: 2)
        }
        // A relative path that climbs out of the project (App/, which holds Package.swift): refused once resolved.
        let climbing = try writeConfig(#""masterKey": {"file": "../../../../outside.key"}"#)
        assertRefused(
            try pull(), at: position(of: #""../../../../outside.key""#, in: climbing),
            "the master key file ../../../../outside.key resolves to ", status: 2)
        XCTAssertTrue(try pull().standardError.contains("outside the project"))
    }

    func testACommittedSymbolicLinkCannotLeadOutOfTheProject() throws {
        try work.write(Self.masterKey + "\n", to: "home/.ssh/id_ed25519")
        let text = try writeConfig(#""masterKey": {"file": "dev.key"}"#)
        try FileManager.default.createSymbolicLink(
            atPath: work.url.appendingPathComponent("App/Sources/AppModels/Schemas/dev.key").path,
            withDestinationPath: work.url.appendingPathComponent("home/.ssh/id_ed25519").path)
        let result = try pull()
        assertRefused(
            result, at: position(of: #""dev.key""#, in: text), "the master key file dev.key resolves to ", status: 2)
        XCTAssertTrue(result.standardError.contains("home/.ssh/id_ed25519, outside the project"), result.standardError)
    }

    func testKeyFilesInsideTheProjectAndInTheUsersConfigFolderAreUsed() throws {
        try work.write(Self.masterKey + "\n", to: "App/.secrets/dev.key")
        let text = try writeConfig(#""masterKey": {"file": "../../../.secrets/dev.key"}"#)
        let inside = try pull()
        XCTAssertEqual(inside.status, 0, inside.standardError)
        XCTAssertEqual(
            inside.sendingNote,
            "note: sending the master key from the file ../../../.secrets/dev.key (server 'dev', \(configPath):\(position(of: #""../"#, in: text))) to http://127.0.0.1:\(server.port) (the url of server 'dev', \(configPath):\(position(of: #""http://"#, in: text)))"
        )

        try work.write(Self.masterKey + "\n", to: "home/.config/parse-model-gen/dev.key")
        try writeConfig(#""masterKey": {"file": "~/.config/parse-model-gen/dev.key"}"#)
        let home = try pull()
        XCTAssertEqual(home.status, 0, home.standardError)
        XCTAssertTrue(
            home.sendingNote?.hasPrefix("note: sending the master key from the file ~/.config/parse-model-gen/dev.key")
                == true, home.standardError)
        XCTAssertEqual(server.requests().count, 2)
    }

    // MARK: Plain http

    func testAConfigsPlainHTTPAddressOfAnotherMachineIsRefusedAtItsPlace() throws {
        let url = "http://parse.example.invalid/parse"
        let text = try writeConfig(url: url, #""masterKey": {"env": "PARSE_DEV_MASTER_KEY"}"#)
        let result = try pull()
        assertRefused(
            result, at: position(of: "\"\(url)\"", in: text),
            "refusing to send the master key unencrypted to \(url): plain http:// to a host other than this machine",
            status: 2)
        XCTAssertTrue(result.standardError.contains("pass --allow-insecure-http"), result.standardError)
        // The flag lets it through (the .invalid name then fails to resolve: nothing leaves the machine).
        let allowed = try pull(["--allow-insecure-http"])
        XCTAssertTrue(
            allowed.sendingNote?.hasSuffix(
                "to http://parse.example.invalid (the url of server 'dev', \(configPath):\(position(of: "\"\(url)\"", in: text)))"
            ) == true,
            allowed.standardError)
    }

    // MARK: The terminal

    func testTheKeyCanBeTypedOnATerminal() throws {
        #if os(Linux) || os(macOS)
        try writeConfig(#""masterKey": {"env": "PARSE_DEV_MASTER_KEY"}"#)
        // The tool runs on a pseudo-terminal; the driver types the key after the prompt.
        let driver = """
            import os, pty, sys, select
            key = sys.argv[1].encode()
            pid, fd = pty.fork()
            if pid == 0:
                os.execve(sys.argv[2], sys.argv[2:], dict(x.split("=", 1) for x in os.environ["PMG_ENV"].split("\\x1f")))
            seen, typed = b"", False
            while True:
                r, _, _ = select.select([fd], [], [], 20)
                if not r:
                    os.kill(pid, 9); break
                try: chunk = os.read(fd, 4096)
                except OSError: break
                if not chunk: break
                seen += chunk
                if not typed and b"is not shown): " in seen:
                    os.write(fd, key + b"\\n"); typed = True
            _, status = os.waitpid(pid, 0)
            sys.stdout.buffer.write(seen)
            sys.exit(os.WEXITSTATUS(status))
            """
        try work.write(driver, to: "pty_driver.py")
        var environment = self.environment()
        environment["PARSE_DEV_MASTER_KEY"] = nil
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            [
                "python3", work.url.appendingPathComponent("pty_driver.py").path, Self.masterKey,
                CommandLineRunner.executable.path, "pull",
            ]
            + output
        process.currentDirectoryURL = work.url
        process.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin",
            "PMG_ENV": environment.map { "\($0.key)=\($0.value)" }.joined(separator: "\u{1f}"),
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let transcript = String(decoding: data, as: UTF8.self)
        XCTAssertEqual(process.terminationStatus, 0, transcript)
        XCTAssertTrue(
            transcript.hasPrefix(
                "Master key for http://127.0.0.1:\(server.port) (PARSE_DEV_MASTER_KEY is not set; what you type is not shown): "
            ), transcript)
        XCTAssertFalse(transcript.contains(Self.masterKey), "the typed key was echoed:\n\(transcript)")
        XCTAssertTrue(
            transcript.contains(
                "note: sending the master key from the terminal (PARSE_DEV_MASTER_KEY is not set) to http://127.0.0.1:\(server.port)"
            ),
            transcript)
        XCTAssertEqual(server.requests(), ["/m/serve/app/parse/schemas app-id=ok master-key=ok"])
        #endif
    }
}
