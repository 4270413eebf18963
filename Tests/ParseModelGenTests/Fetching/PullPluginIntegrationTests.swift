import Foundation
import XCTest

/// The `pull-parse-schema` command plugin in a client package that depends on this repository by path:
/// SwiftPM refuses it without the network permission and names the flag, and with the documented flags
/// it saves the server's schema into the target. Linux has no plugin sandbox, so this checks SwiftPM's
/// permission gate and the plugin's behaviour, not macOS's enforcement of the scope.
///
/// Set `PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1` to skip it in a quick local run; CI always runs it.
final class PullPluginIntegrationTests: XCTestCase {
    private static let applicationID = "bookstore"
    private static let masterKey = "pmg-plugin-key-3e9a61"

    func testThePluginPullsIntoTheTargetWithTheDocumentedFlags() throws {
        if ProcessInfo.processInfo.environment["PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS"] == "1" {
            throw XCTSkip("PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1")
        }
        let secrets = try TemporaryDirectory()
        defer { secrets.remove() }
        try secrets.write(Self.masterKey + "\n", to: "master.key")
        let keyFile = secrets.url.appendingPathComponent("master.key").path
        let server = try ParseSchemasServer(
            applicationID: Self.applicationID, masterKeyFile: URL(fileURLWithPath: keyFile),
            log: secrets.url.appendingPathComponent("requests.log")
        )
        defer { server.stop() }

        let client = try TemporaryDirectory()
        defer { client.remove() }
        try client.write(
            """
            // swift-tools-version:5.9
            import PackageDescription

            let package = Package(
                name: "Client",
                dependencies: [.package(path: \(literal(GoldenCase.repositoryDirectory.path)))],
                targets: [.target(name: "AppModels")]
            )

            """, to: "Package.swift")
        try client.write("public enum AppModels {}\n", to: "Sources/AppModels/AppModels.swift")
        let pullArguments = [
            "pull-parse-schema", "--target", "AppModels", "--server-url", server.url("/m/serve/app/parse"),
            "--app-id", Self.applicationID, "--master-key-file", keyFile,
        ]

        // Without the network permission SwiftPM refuses to run the plugin and says what to pass.
        let refused = try swiftPackage(["--allow-writing-to-package-directory"] + pullArguments, in: client.url)
        XCTAssertNotEqual(refused.status, 0, refused.output)
        XCTAssertTrue(refused.output.contains("Use `--allow-network-connections all` to allow this."), refused.output)
        XCTAssertEqual(server.requests(), [], "the plugin ran without the network permission")

        // A narrower scope than the declared one is not enough.
        let narrower = try swiftPackage(
            ["--allow-network-connections", "local", "--allow-writing-to-package-directory"] + pullArguments,
            in: client.url)
        XCTAssertNotEqual(narrower.status, 0, narrower.output)
        XCTAssertTrue(narrower.output.contains("Use `--allow-network-connections all` to allow this."), narrower.output)
        XCTAssertEqual(server.requests(), [], "the plugin ran with a narrower network permission")

        let pulled = try swiftPackage(
            ["--allow-network-connections", "all", "--allow-writing-to-package-directory"] + pullArguments,
            in: client.url)
        XCTAssertEqual(pulled.status, 0, pulled.output)
        let saved = client.url.appendingPathComponent("Sources/AppModels/Schemas/schema.json")
        let expected = try String(
            contentsOf: ParseSchemasServer.recordedDirectory.appendingPathComponent("app.normalized.json"),
            encoding: .utf8)
        XCTAssertEqual(try String(contentsOf: saved, encoding: .utf8), expected)
        XCTAssertEqual(server.requests(), ["/m/serve/app/parse/schemas app-id=ok master-key=ok"])
        XCTAssertFalse(pulled.output.contains(Self.masterKey), "the master key is in the output")

        // --help and -h answer once SwiftPM has granted the permissions, which it asks for first (the README says so).
        for flag in ["--help", "-h"] {
            let help = try swiftPackage(
                [
                    "--allow-network-connections", "all", "--allow-writing-to-package-directory", "pull-parse-schema",
                    flag,
                ], in: client.url)
            XCTAssertEqual(help.status, 0, help.output)
            XCTAssertTrue(
                help.output.contains(
                    "USAGE: swift package --allow-network-connections all --allow-writing-to-package-directory"),
                help.output)
            XCTAssertTrue(help.output.contains("  --master-key-file <path>"), help.output)
        }
        let unpermittedHelp = try swiftPackage(["pull-parse-schema", "--help"], in: client.url)
        XCTAssertNotEqual(unpermittedHelp.status, 0, unpermittedHelp.output)
        XCTAssertTrue(unpermittedHelp.output.contains("--allow-"), unpermittedHelp.output)

        // --check finds the target by its Schemas folder and passes; a stale file fails it.
        let check = try swiftPackage(
            [
                "--allow-network-connections", "all", "--allow-writing-to-package-directory", "pull-parse-schema",
                "--server-url", server.url("/m/shuffle/app/2/parse"), "--app-id", Self.applicationID,
                "--master-key-file", keyFile, "--check",
            ], in: client.url)
        XCTAssertEqual(check.status, 0, check.output)
        XCTAssertTrue(
            check.output.contains("Sources/AppModels/Schemas/schema.json matches the schema on"), check.output)
        try Data(#"{"results": []}"#.utf8).write(to: saved)
        let stale = try swiftPackage(
            [
                "--allow-network-connections", "all", "--allow-writing-to-package-directory", "pull-parse-schema",
                "--server-url", server.url("/m/serve/app/parse"), "--app-id", Self.applicationID, "--master-key-file",
                keyFile, "--check",
            ], in: client.url)
        XCTAssertNotEqual(stale.status, 0, stale.output)
        XCTAssertTrue(stale.output.contains("+ class Book"), stale.output)
        // Both ways out: pull to take the server's schema, push to send the file's.
        XCTAssertTrue(
            stale.output.contains(
                "run pull-parse-schema without --check to take the server's schema, or push-parse-schema to send the file's to the server"
            ), stale.output)
        // A server that cannot be read is told apart from drift (the tool's exit code 2).
        let unreachable = try swiftPackage(
            [
                "--allow-network-connections", "all", "--allow-writing-to-package-directory", "pull-parse-schema",
                "--server-url", "http://127.0.0.1:\(try ParseSchemasServer.closedPort())/parse", "--app-id",
                Self.applicationID, "--master-key-file", keyFile, "--check",
            ], in: client.url)
        XCTAssertNotEqual(unreachable.status, 0, unreachable.output)
        XCTAssertTrue(
            unreachable.output.contains(
                "pull-parse-schema: parse-model-gen pull could not compare the schema (exit code 2)"),
            unreachable.output)
        XCTAssertFalse(unreachable.output.contains("does not match the server's schema"), unreachable.output)
        XCTAssertEqual(try String(contentsOf: saved, encoding: .utf8), #"{"results": []}"#, "--check wrote the file")

        // The server named in the target's config: no --server-url, no --app-id, the key from a file.
        // A key file inside the package (kept out of git there), as a config may name one.
        try client.write(Self.masterKey + "\n", to: ".secrets/local.key")
        try client.write(
            """
            {"servers": {"local": {"url": "\(server.url("/m/serve/app/parse"))", "applicationId": "\(Self.applicationID)", "masterKey": {"file": "../../../.secrets/local.key"}}}}
            """, to: "Sources/AppModels/Schemas/parse-model-gen.json")
        let named = try swiftPackage(
            [
                "--allow-network-connections", "all", "--allow-writing-to-package-directory", "pull-parse-schema",
                "--server", "local",
            ], in: client.url)
        XCTAssertEqual(named.status, 0, named.output)
        XCTAssertEqual(try String(contentsOf: saved, encoding: .utf8), expected)
        XCTAssertFalse(named.output.contains(Self.masterKey), "the master key is in the output")
    }

    /// `swift package ...` with no proxy variables, so the request stays on loopback whatever the machine's settings.
    private func swiftPackage(_ arguments: [String], in directory: URL) throws -> ProcessRunner.Result {
        let unset = ["http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"].flatMap {
            ["-u", $0]
        }
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"), unset + ["swift", "package"] + arguments, in: directory, timeout: 1800
        )
        if result.status == ProcessRunner.timedOutStatus {
            XCTFail("swift package \(arguments.joined(separator: " ")) did not finish:\n\(result.output)")
        }
        return result
    }

    /// A Swift string literal holding `text`.
    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
