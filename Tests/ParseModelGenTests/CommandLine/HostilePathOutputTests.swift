import Foundation
import XCTest

@testable import GenerateCommand
@testable import ParseSchema

/// Every command the tool lists, on its success and its failure paths, with input and output paths that
/// carry ESC, CR, LF and a line of their own (`fake.json:1:1: error: forged`): nothing printed on standard
/// output or standard error holds a control character but the line ends, and no printed line is the forged
/// one, which Xcode and SwiftPM would read as a diagnostic. Each run must print the path, escaped, so a
/// command that stopped naming the path cannot pass by printing nothing.
final class HostilePathOutputTests: XCTestCase {
    /// A path component that would print a line of its own and recolour the terminal if printed raw.
    private static let hostile = "\u{1B}[31m\r\nfake.json:1:1: error: forged\r"
    private static let forgedLine = "fake.json:1:1: error: forged"
    private static let applicationID = "bookstore"
    private static let masterKey = "pmg-master-hostile-5f0c2a"

    private var work: TemporaryDirectory!
    private var secrets: TemporaryDirectory!
    private var server: ParseSchemasServer?

    override func setUpWithError() throws {
        work = try TemporaryDirectory()
        secrets = try TemporaryDirectory()
    }

    override func tearDown() {
        server?.stop()
        work?.remove()
        secrets?.remove()
    }

    private static let schema = #"[{"className": "Book", "fields": {"title": {"type": "String"}}}]"#
    private static let changedSchema =
        #"[{"className": "Book", "fields": {"title": {"type": "String"}, "year": {"type": "Number"}}}]"#

    private let input = "in" + hostile
    private let changedInput = "changed" + hostile
    private let emptyInput = "empty" + hostile
    private let brokenInput = "broken" + hostile
    private let output = "out" + hostile
    private let missing = "missing" + hostile

    /// What the runs of one command printed, kept to check that the walk covered every command.
    private var covered: Set<String> = []

    /// Runs the tool and checks both streams; `expectedStatus` keeps each case on the path it is meant to take.
    @discardableResult
    private func run(
        _ arguments: [String], status expectedStatus: Int32, environment: [String: String]? = nil,
        namesPath: Bool = true,
        file: StaticString = #filePath, line: UInt = #line
    ) throws -> CommandLineRunner.Result {
        covered.insert(arguments[0])
        let result = try CommandLineRunner.run(arguments, in: work.url, environment: environment)
        let shown =
            "\(arguments.map(\.debugDescription).joined(separator: " ")):\nstdout: \(result.standardOutput.debugDescription)\nstderr: \(result.standardError.debugDescription)"
        XCTAssertEqual(result.status, expectedStatus, shown, file: file, line: line)
        for (name, text) in [("standard output", result.standardOutput), ("standard error", result.standardError)] {
            if let scalar = text.unicodeScalars.first(where: { $0 != "\n" && PrintableText.isUnprintable($0) }) {
                XCTFail(
                    "\(name) holds U+\(String(scalar.value, radix: 16, uppercase: true)) raw: \(shown)", file: file,
                    line: line)
            }
            for printed in text.split(separator: "\n") where printed.hasPrefix(Self.forgedLine) {
                XCTFail("\(name) holds the forged line '\(printed)': \(shown)", file: file, line: line)
            }
        }
        XCTAssertTrue(
            !namesPath
                || (result.standardOutput + result.standardError).contains(
                    #"\u{1B}[31m\r\nfake.json:1:1: error: forged\r"#),
            "the hostile path is not printed, escaped: \(shown)", file: file, line: line)
        return result
    }

    private func writeInputs() throws {
        try work.write(Self.schema, to: input + "/app.json")
        try work.write(Self.changedSchema, to: changedInput + "/app.json")
        try FileManager.default.createDirectory(
            at: work.url.appendingPathComponent(emptyInput), withIntermediateDirectories: true)
        try work.write("{\"results\": [", to: brokenInput + "/" + Self.hostile + ".json")
    }

    // MARK: The walk

    func testEveryCommandEscapesHostilePathsOnEveryPath() throws {
        try writeInputs()
        try walkGenerate()
        try walkValidate()
        try walkDiff()
        try walkDataModel("diagram", file: output + ".mmd")
        try walkDataModel("docs", file: output + ".md")
        try walkPull()
        try walkPush()
        try walkInit()
        try writeModels()
        try walkCheck()
        try walkAdopt()
        // Unknown commands and help requests name what was typed.
        try run([Self.hostile], status: 64)
        covered.remove(Self.hostile)
        try run(["help", Self.hostile], status: 64)

        // The walk covers every command the tool lists, so a new command cannot skip it.
        let help = try CommandLineRunner.run(["--help"])
        let listed =
            help.standardOutput
            .components(separatedBy: "COMMANDS:\n").dropFirst().first?
            .components(separatedBy: "\n\n").first?
            .split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) } ?? []
        XCTAssertFalse(listed.isEmpty, help.standardOutput)
        XCTAssertEqual(Set(listed).subtracting(covered), [], "commands the walk does not run")
    }

    private func walkGenerate() throws {
        try run(["generate", input, "--output", output], status: 0)
        try run(["generate", input, "--output", output, "--check"], status: 0, namesPath: false)
        // Out of date: the file names, the error and the diff's ---/+++ headers all carry the output folder.
        let book = work.url.appendingPathComponent(output).appendingPathComponent("Book.parse.swift")
        try (try String(contentsOf: book, encoding: .utf8) + "// edited\n").write(
            to: book, atomically: true, encoding: .utf8)
        let diff = try run(["generate", input, "--output", output, "--check", "--diff"], status: 1)
        XCTAssertTrue(
            diff.standardOutput.hasPrefix(#"--- out\u{1B}[31m\r\nfake.json:1:1: error: forged\r/Book.parse.swift"#),
            diff.standardOutput)
        try run(["generate", missing, "--output", output], status: 1)
        try run(["generate", emptyInput, "--output", output], status: 1)
        try run(["generate", brokenInput, "--output", output], status: 1)
        // The output folder is a file: writing fails, naming it.
        try work.write("not a folder", to: "file" + Self.hostile)
        try run(["generate", input, "--output", "file" + Self.hostile], status: 1)
    }

    private func walkValidate() throws {
        try run(["validate", input], status: 0, namesPath: false)
        try run(["validate", missing], status: 2)
        try run(["validate", emptyInput], status: 2)
        try run(["validate", brokenInput], status: 1)
    }

    private func walkDiff() throws {
        try run(["diff", input, input], status: 0)
        try run(["diff", input, changedInput, "--exit-code"], status: 1)
        try run(["diff", input, missing], status: 2)
        try run(["diff", emptyInput, input], status: 2)
        try run(["diff", brokenInput, input], status: 2)
    }

    private func walkDataModel(_ command: String, file: String) throws {
        try run([command, input, "--output", file], status: 0)
        try run([command, input, "--output", file], status: 0)
        try run([command, input, "--output", file, "--check"], status: 0)
        try run([command, changedInput, "--output", file, "--check"], status: 1)
        try run([command, missing, "--output", file], status: 1)
        try run([command, emptyInput, "--output", file], status: 1)
        try run([command, brokenInput, "--output", file], status: 1)
        // The output's folder is a file: writing fails, naming it.
        try run([command, input, "--output", "file" + Self.hostile + "/" + file], status: 1)
        if command == "diagram" {
            try run([command, input, "--format", Self.hostile], status: 64)
            try run([command, input, "--fields", Self.hostile], status: 64)
        }
    }

    /// The stand-in server, started on first use, with its schema stores in `secrets/state`.
    private func standIn() throws -> ParseSchemasServer {
        if let server { return server }
        try secrets.write(Self.masterKey + "\n", to: "server-key")
        let state = secrets.url.appendingPathComponent("state")
        try FileManager.default.createDirectory(at: state, withIntermediateDirectories: true)
        let server = try ParseSchemasServer(
            applicationID: Self.applicationID, masterKeyFile: secrets.url.appendingPathComponent("server-key"),
            log: secrets.url.appendingPathComponent("requests.log"), state: state
        )
        self.server = server
        return server
    }

    private var serverEnvironment: [String: String] {
        var environment = ["PARSE_APPLICATION_ID": Self.applicationID, "PARSE_MASTER_KEY": Self.masterKey]
        for name in ["PATH", "HOME", "TMPDIR"] {
            environment[name] = ProcessInfo.processInfo.environment[name]
        }
        return environment
    }

    private func walkPull() throws {
        let server = try standIn()
        let environment = serverEnvironment
        let url = server.url("/m/serve/app/parse")
        let saved = output + ".json"
        try run(["pull", "--server-url", url, "--output", saved, "--check"], status: 2, environment: environment)
        try run(["pull", "--server-url", url, "--output", saved], status: 0, environment: environment)
        try run(["pull", "--server-url", url, "--output", saved], status: 0, environment: environment)
        try run(["pull", "--server-url", url, "--output", saved, "--check"], status: 0, environment: environment)
        // Drift: the report's header and the error name the file.
        try work.write(#"{"results": []}"#, to: saved)
        try run(["pull", "--server-url", url, "--output", saved, "--check"], status: 1, environment: environment)
        // A file that is no schema cannot be compared.
        try work.write("{", to: saved)
        try run(["pull", "--server-url", url, "--output", saved, "--check"], status: 2, environment: environment)
        // The folder to write into is a file.
        try run(
            ["pull", "--server-url", url, "--output", "file" + Self.hostile + "/schema.json"], status: 2,
            environment: environment)
        // The master key file cannot be read, or is not text.
        try run(
            ["pull", "--server-url", url, "--output", saved, "--master-key-file", missing], status: 2,
            environment: environment)
        try Data([0xFF, 0xFE, 0x00]).write(to: work.url.appendingPathComponent("key" + Self.hostile))
        try run(
            ["pull", "--server-url", url, "--output", saved, "--master-key-file", "key" + Self.hostile], status: 2,
            environment: environment)
        try run(
            ["pull", "--server-url", "https://" + Self.hostile, "--output", saved], status: 64, environment: environment
        )
    }

    private func walkPush() throws {
        let server = try standIn()
        let environment = serverEnvironment
        let state = secrets.url.appendingPathComponent("state")
        let book = PushServerStore.listedClass("Book", fields: #""title": {"type": "String"}"#)
        // Nothing to do, a dry run, then the apply: the plan's header names the input.
        _ = try PushServerStore("same", in: state, classes: [book])
        try run(
            ["push", input, "--server-url", server.url("/m/state/same/parse")], status: 0, environment: environment)
        _ = try PushServerStore("empty", in: state, classes: [])
        let empty = server.url("/m/state/empty/parse")
        try run(["push", input, "--server-url", empty], status: 0, environment: environment)
        try run(["push", input, "--server-url", empty, "--apply"], status: 0, environment: environment)
        // A write the server refuses: the report and the error follow the plan.
        _ = try PushServerStore("refusing", in: state, classes: [])
        try run(
            ["push", input, "--server-url", server.url("/m/state/refusing/fail/1/error/parse"), "--apply"], status: 2,
            environment: environment)
        // Inputs that cannot be read.
        try run(["push", missing, "--server-url", empty], status: 2, environment: environment)
        try run(["push", emptyInput, "--server-url", empty], status: 2, environment: environment)
        try run(["push", brokenInput, "--server-url", empty], status: 2, environment: environment)
        // A class name from the server that would forge a line: planned for dropping, then dropped or refused.
        _ = try PushServerStore(
            "hostile-class", in: state,
            classes: [book, PushServerStore.listedClass(#"\u001b[31m\r\nfake.json:1:1: error: forged\r"#, fields: "")])
        let hostileClass = server.url("/m/state/hostile-class/parse")
        let planned = try run(["push", input, "--server-url", hostileClass], status: 0, environment: environment)
        XCTAssertTrue(
            (planned.standardOutput + planned.standardError).contains(#"\u{1B}"#),
            planned.standardOutput + planned.standardError)
        try run(
            ["push", input, "--server-url", hostileClass, "--apply", "--allow-deletions"], status: 2,
            environment: environment)
        // The master key file cannot be read, or is not text; the address is not one.
        try run(
            ["push", input, "--server-url", empty, "--master-key-file", missing], status: 2, environment: environment)
        try run(
            ["push", input, "--server-url", empty, "--master-key-file", "key" + Self.hostile], status: 2,
            environment: environment)
        try run(["push", input, "--server-url", "https://" + Self.hostile], status: 64, environment: environment)
    }

    private func walkInit() throws {
        // Created, then refused: the folder already holds the config; the "$schema" warning names the path too.
        let target = "target" + Self.hostile
        try run(["init", "--target", target], status: 0)
        try run(["init", "--target", target], status: 1)
        // A config at the folder's root, where the plugins also look, stops it as well.
        try work.write("{}", to: "root" + Self.hostile + "/parse-model-gen.json")
        try run(["init", "--target", "root" + Self.hostile], status: 1)
        // The folder is a file; the folder to create is under a file.
        try work.write("not a folder", to: "initfile" + Self.hostile)
        try run(["init", "--target", "initfile" + Self.hostile], status: 1)
        try run(["init", "--target", "initfile" + Self.hostile + "/App"], status: 1)
        // A JSON Schema that does not exist: the warning names it.
        try run(["init", "--target", "schema-named" + Self.hostile, "--json-schema", missing], status: 0)
        try run(["init", "--access-level", Self.hostile], status: 64)
    }

    /// Hand-written models (a fixture's), in a folder and a file with the hostile name; the schema they
    /// agree with and one they do not, also under hostile names; a Swift file that does not parse.
    private let models = "models" + hostile
    private let modelSchema = "model-schema" + hostile + ".json"
    private let driftedSchema = "drifted" + hostile + ".json"
    private let brokenSwift = "broken" + hostile + ".swift"
    private let notSwift = "notes" + hostile + ".txt"

    private func writeModels() throws {
        let app = ModelCheckTests.fixtures.appendingPathComponent("BookApp")
        try work.write(
            try String(contentsOf: app.appendingPathComponent("Sources/Book.swift"), encoding: .utf8),
            to: models + "/" + Self.hostile + ".swift")
        try work.write(
            try String(contentsOf: app.appendingPathComponent("schema.json"), encoding: .utf8), to: modelSchema)
        try work.write(
            try String(contentsOf: app.appendingPathComponent("drifted.json"), encoding: .utf8), to: driftedSchema)
        // The compiler's messages name the file, and it echoes the lines in error, one of them the hostile text.
        try work.write(
            "import ParseSwift\n\nstruct Broken: ParseObject {\n    var title: = 1\n}\n" + Self.hostile + "\n",
            to: brokenSwift)
        try work.write("Book has a title.\n", to: notSwift)
        try FileManager.default.createDirectory(
            at: work.url.appendingPathComponent("no-models" + Self.hostile), withIntermediateDirectories: true)
        try work.write("struct Plain {}\n", to: "no-models" + Self.hostile + "/Plain.swift")
    }

    private func walkCheck() throws {
        // The models agree, then disagree: the diagnostics stand at the hostile Swift file's lines.
        try run(["check", models, modelSchema], status: 0)
        try run(["check", models + "/" + Self.hostile + ".swift", driftedSchema], status: 1)
        try run(["check", brokenSwift, modelSchema], status: 2)
        try run(["check", "missing" + Self.hostile + ".swift", modelSchema], status: 2)
        // Schemas that cannot be read: missing, no .json files, not JSON, not a schema.
        try run(["check", models, missing], status: 2)
        try run(["check", models, emptyInput], status: 2)
        try run(["check", models, notSwift], status: 2)
        try run(["check", models, brokenInput], status: 2)
        // No models in the Swift files: a warning, and the summary.
        try run(["check", "no-models" + Self.hostile, modelSchema], status: 0)
    }

    private func walkAdopt() throws {
        let config = "config" + Self.hostile + ".json"
        // Written, then added to: the report names the hostile Swift file at each model.
        try run(["adopt", models, modelSchema, "--config", config], status: 0)
        try run(["adopt", models, modelSchema, "--config", config], status: 0)
        // A config with comments is saved beside itself before it is rewritten.
        let commented = "commented" + Self.hostile + ".json"
        try work.write("{\n  // the app's models\n  \"accessLevel\": \"internal\"\n}\n", to: commented)
        try run(["adopt", models, modelSchema, "--config", commented], status: 0)
        // Configs that cannot be read or would not generate, and one that cannot be written.
        try work.write("{", to: "broken-config" + Self.hostile + ".json")
        try run(["adopt", models, modelSchema, "--config", "broken-config" + Self.hostile + ".json"], status: 1)
        try work.write(#"{"accessLevel": "everywhere"}"#, to: "wrong-config" + Self.hostile + ".json")
        try run(["adopt", models, modelSchema, "--config", "wrong-config" + Self.hostile + ".json"], status: 1)
        try run(["adopt", models, modelSchema, "--config", "initfile" + Self.hostile + "/config.json"], status: 1)
        // Swift that cannot be read, or holds no models.
        try run(["adopt", brokenSwift, modelSchema, "--config", config], status: 1)
        try run(["adopt", "missing" + Self.hostile + ".swift", modelSchema, "--config", config], status: 1)
        try run(["adopt", "no-models" + Self.hostile, modelSchema, "--config", config], status: 1)
        // Schemas that cannot be read.
        try run(["adopt", models, missing, "--config", config], status: 1)
        try run(["adopt", models, emptyInput, "--config", config], status: 1)
        try run(["adopt", models, notSwift, "--config", config], status: 1)
        try run(["adopt", models, brokenInput, "--config", config], status: 1)
        try run(["adopt", models, driftedSchema, "--config", "drifted-config" + Self.hostile + ".json"], status: 0)
    }
}
