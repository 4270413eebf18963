import Foundation
import XCTest

/// The `push-parse-schema` command plugin in a client package that depends on this repository by path:
/// SwiftPM refuses it without the network permission and names the flag; with it, the plugin prints the
/// plan of the target's `Schemas/` folder and changes nothing, and with `--apply` it changes the server.
///
/// Set `PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1` to skip it in a quick local run; CI always runs it.
final class PushPluginIntegrationTests: XCTestCase {
    private static let applicationID = "bookstore"
    private static let masterKey = "pmg-push-plugin-key-0b7c"

    func testThePluginPushesTheTargetsSchemaWithTheDocumentedFlags() throws {
        if ProcessInfo.processInfo.environment["PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS"] == "1" {
            throw XCTSkip("PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1")
        }
        let secrets = try TemporaryDirectory()
        defer { secrets.remove() }
        try secrets.write(Self.masterKey + "\n", to: "master.key")
        let keyFile = secrets.url.appendingPathComponent("master.key").path
        let state = try TemporaryDirectory()
        defer { state.remove() }
        let store = try PushServerStore("plugin", in: state.url, classes: [])
        let server = try ParseSchemasServer(
            applicationID: Self.applicationID, masterKeyFile: URL(fileURLWithPath: keyFile),
            log: secrets.url.appendingPathComponent("requests.log"), state: state.url
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
        try client.write(
            #"{"results": [{"className": "Review", "fields": {"rating": {"type": "Number"}}}]}"#,
            to: "Sources/AppModels/Schemas/schema.json")
        let url = server.url("/m/state/plugin/parse")
        let pushArguments = [
            "push-parse-schema", "--server-url", url, "--app-id", Self.applicationID, "--master-key-file", keyFile,
        ]

        let refused = try swiftPackage(pushArguments, in: client.url)
        XCTAssertNotEqual(refused.status, 0, refused.output)
        XCTAssertTrue(refused.output.contains("Use `--allow-network-connections all` to allow this."), refused.output)
        XCTAssertEqual(server.requests(), [], "the plugin ran without the network permission")

        // --help and -h answer like the other verbs, once SwiftPM has granted the permission.
        for flag in ["--help", "-h"] {
            let help = try swiftPackage(
                ["--allow-network-connections", "all", "push-parse-schema", flag], in: client.url)
            XCTAssertEqual(help.status, 0, help.output)
            XCTAssertTrue(
                help.output.contains("USAGE: swift package --allow-network-connections all push-parse-schema"),
                help.output)
            XCTAssertTrue(help.output.contains("  --exit-code"), help.output)
        }

        // A dry run that shows the plan passes, as diff does; --exit-code fails it while the server differs.
        let planned = try swiftPackage(["--allow-network-connections", "all"] + pushArguments, in: client.url)
        XCTAssertEqual(planned.status, 0, planned.output)
        XCTAssertTrue(planned.output.contains("+ class Review [adding]"), planned.output)
        XCTAssertTrue(planned.output.contains("Dry run: nothing was changed."), planned.output)
        let differs = try swiftPackage(
            ["--allow-network-connections", "all"] + pushArguments + ["--exit-code"], in: client.url)
        XCTAssertNotEqual(differs.status, 0, differs.output)
        XCTAssertTrue(
            differs.output.contains(
                "push-parse-schema: the server differs from Schemas (the plan is above; nothing was changed)"),
            differs.output)
        XCTAssertFalse(differs.output.contains("could not be read"), differs.output)
        let unreadable = try swiftPackage(
            [
                "--allow-network-connections", "all", "push-parse-schema", "--server-url",
                server.url("/m/status/404/parse"),
                "--app-id", Self.applicationID, "--master-key-file", keyFile,
            ], in: client.url)
        XCTAssertNotEqual(unreadable.status, 0, unreadable.output)
        XCTAssertTrue(unreadable.output.contains("the schema or the server could not be read"), unreadable.output)
        XCTAssertEqual(try store.classNames(), [])

        // The server named in the target's config, as the default: no --server-url, no --app-id.
        // A key file inside the package (kept out of git there), as a config may name one.
        try client.write(Self.masterKey + "\n", to: ".secrets/local.key")
        try client.write(
            """
            {"servers": {"local": {"url": "\(url)", "applicationId": "\(Self.applicationID)", "masterKey": {"file": "../../../.secrets/local.key"}}}}
            """, to: "Sources/AppModels/Schemas/parse-model-gen.json")
        let named = try swiftPackage(
            ["--allow-network-connections", "all", "push-parse-schema", "--server", "local"], in: client.url)
        XCTAssertEqual(named.status, 0, named.output)
        XCTAssertTrue(named.output.contains("Push plan from "), named.output)

        let applied = try swiftPackage(
            ["--allow-network-connections", "all"] + pushArguments + ["--apply"], in: client.url)
        XCTAssertEqual(applied.status, 0, applied.output)
        XCTAssertTrue(
            applied.output.contains("applied: POST /schemas/Review (create class Review with 1 field)"), applied.output)
        XCTAssertEqual(try store.field("rating", of: "Review"), ["type": "Number"])
        XCTAssertFalse(
            (refused.output + planned.output + differs.output + named.output + applied.output).contains(Self.masterKey),
            "the master key is in the output")
    }

    /// `swift package ...` with no proxy variables, so the requests stay on loopback whatever the machine's settings.
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

    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
