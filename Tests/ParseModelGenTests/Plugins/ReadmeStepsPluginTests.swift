import Foundation
import XCTest

/// The README's "Use it in your app" on a new, empty package, in the order written: its `Package.swift`
/// (with this checkout and the ParseSwift stand-in in place of the two URL dependencies), then every
/// command of its shell blocks (the Swift file, `init`, the pull from the stand-in Parse Server), then
/// `swift build` (step 3). A step that only works after a later one fails here.
///
/// Set `PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1` to skip it in a quick local run; CI always runs it.
final class ReadmeStepsPluginTests: XCTestCase {
    private static let applicationID = "bookstore"
    private static let masterKey = "pmg-readme-steps-key-7f21"

    func testTheReadmeStepsWorkInTheOrderWritten() throws {
        if ProcessInfo.processInfo.environment["PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS"] == "1" {
            throw XCTSkip("PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1")
        }
        let repository = GoldenCase.repositoryDirectory
        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let section = try XCTUnwrap(
            Self.section(of: readme, titled: "## Use it in your app"), "the README has no 'Use it in your app' section")
        let blocks = Self.codeBlocks(in: section)

        let secrets = try TemporaryDirectory()
        defer { secrets.remove() }
        try secrets.write(Self.masterKey + "\n", to: "server-key")
        let server = try ParseSchemasServer(
            applicationID: Self.applicationID, masterKeyFile: secrets.url.appendingPathComponent("server-key"),
            log: secrets.url.appendingPathComponent("requests.log")
        )
        defer { server.stop() }

        let app = try TemporaryDirectory()
        defer { app.remove() }
        // Step 1's manifest, with local packages for the two URL dependencies (SwiftPM names a path
        // dependency after its folder).
        let manifest = try XCTUnwrap(
            blocks.first { $0.language == "swift" && $0.text.hasPrefix("// swift-tools-version") },
            "step 1 shows no Package.swift"
        ).text
        let adapted =
            manifest
            .replacingOccurrences(
                of: #".package(url: "https://github.com/<owner>/ParseModelGen", branch: "main")"#,
                with: ".package(path: \(literal(repository.path)))"
            )
            .replacingOccurrences(
                of: #".package(url: "https://github.com/netreconlab/Parse-Swift", from: "6.1.0")"#,
                with: ".package(path: \(literal(repository.appendingPathComponent("Tests/ParseSwiftStandIn").path)))"
            )
            .replacingOccurrences(
                of: #"package: "ParseModelGen""#, with: "package: \(literal(repository.lastPathComponent))"
            )
            .replacingOccurrences(of: #"package: "Parse-Swift""#, with: #"package: "ParseSwiftStandIn""#)
        XCTAssertFalse(
            adapted.contains("https://"),
            "the README's manifest has a dependency this test does not replace:\n\(adapted)")
        try app.write(adapted, to: "Package.swift")

        // Run before step 1's Swift file exists, init says why SwiftPM lists no such target.
        let early = try SwiftPM.run(
            [
                "package", "--allow-writing-to-package-directory", "generate-parse-models", "init", "--target",
                "AppModels",
            ], in: app.url, timeout: 1800)
        XCTAssertNotEqual(early.status, 0, early.output)
        XCTAssertTrue(
            early.output.contains(
                "SwiftPM lists no target 'AppModels'. Package.swift declares it, but SwiftPM leaves out a target whose folder is missing or has no Swift file: create Sources/AppModels/AppModels.swift"
            ), early.output)

        // Every shell command of the section, in order, with the stand-in server for Back4App's address.
        let commands = blocks.filter { $0.language.isEmpty }.flatMap { Self.commands(in: $0.text) }
        XCTAssertTrue(commands.contains { $0.contains("generate-parse-models init") }, "the README's steps run init")
        XCTAssertTrue(commands.contains { $0.contains("pull-parse-schema") }, "the README's steps pull the schema")
        let serverURL = server.url("/m/serve/app/parse")
        var outputs: [String] = []
        for command in commands {
            let line =
                command
                .replacingOccurrences(of: "<application id>", with: Self.applicationID)
                .replacingOccurrences(of: "<master key>", with: Self.masterKey)
                .replacingOccurrences(of: "https://parseapi.back4app.com", with: serverURL)
            let result = try shell(line, in: app.url)
            XCTAssertEqual(result.status, 0, "\(command)\n\(result.output)")
            XCTAssertFalse(result.output.contains(Self.masterKey), "the master key is in the output of \(command)")
            // A new user on the documented path sees no warning (issue 42): no excluded folder missing, no
            // build plugin asking for the schema that the running command is about to write.
            XCTAssertFalse(result.output.contains("warning:"), "\(command)\n\(result.output)")
            outputs.append(result.output)
            guard result.status == 0 else { return }
        }
        XCTAssertEqual(server.requests(), ["/m/serve/app/parse/schemas app-id=ok master-key=ok"])
        // While pulling, the build plugin does not ask for the pull it is part of.
        let pulled = try XCTUnwrap(outputs.last)
        XCTAssertFalse(pulled.contains("holds no schema JSON yet"), pulled)
        XCTAssertTrue(
            FileManager.default.fileExists(
                atPath: app.url.appendingPathComponent("Sources/AppModels/Schemas/schema.json").path))

        // Step 3.
        let build = try SwiftPM.run(["build"], in: app.url, timeout: 1800)
        XCTAssertEqual(build.status, 0, build.output)
        XCTAssertTrue(build.output.contains("Generating Parse models for AppModels"), build.output)
        XCTAssertFalse(build.output.contains("warning:"), build.output)
    }

    // MARK: Reading the README

    /// The text from the heading `title` to the next heading of the same level.
    static func section(of text: String, titled title: String) -> String? {
        let lines = text.components(separatedBy: "\n")
        guard let start = lines.firstIndex(of: title) else { return nil }
        let end = lines[(start + 1)...].firstIndex { $0.hasPrefix("## ") } ?? lines.endIndex
        return lines[start..<end].joined(separator: "\n")
    }

    /// The fenced code blocks of `text`, with their language (empty for a plain block).
    static func codeBlocks(in text: String) -> [(language: String, text: String)] {
        var blocks: [(language: String, text: String)] = []
        var current: (language: String, lines: [String])?
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append((open.language, open.lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else if current != nil {
                current?.lines.append(line)
            }
        }
        return blocks
    }

    /// The commands of a plain block, continuation lines joined; a block that is not commands (a file
    /// tree, a build's output) gives none.
    static func commands(in block: String) -> [String] {
        var commands: [String] = []
        var pending = ""
        for line in block.components(separatedBy: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasSuffix("\\") {
                pending += trimmed.dropLast() + " "
                continue
            }
            commands.append(pending + trimmed)
            pending = ""
        }
        let starts = ["swift ", "mkdir ", "echo ", "printf ", "PARSE_"]
        return commands.allSatisfy { command in starts.contains { command.hasPrefix($0) } } ? commands : []
    }

    // MARK: Running

    /// Runs `command` with `sh`, without proxy variables, so the pull stays on loopback.
    private func shell(_ command: String, in directory: URL) throws -> ProcessRunner.Result {
        let unset = ["http_proxy", "HTTP_PROXY", "https_proxy", "HTTPS_PROXY", "all_proxy", "ALL_PROXY"].flatMap {
            ["-u", $0]
        }
        let result = try ProcessRunner.run(
            URL(fileURLWithPath: "/usr/bin/env"), unset + ["sh", "-c", command], in: directory, timeout: 1800)
        if result.status == ProcessRunner.timedOutStatus {
            XCTFail("\(command) did not finish:\n\(result.output)")
        }
        return result
    }

    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
