import Foundation
import XCTest

/// Every command the README and the pages under Documentation/ show in a shell block is one the tools
/// accept: a `parse-model-gen` command exists and has each option used; a plugin command uses options its
/// `--help` lists and carries the permission flags SwiftPM asks for; the scripts take the options shown.
/// A schema pulled in an example goes where the plugins read it (`Sources/<Target>/Schemas/`).
final class DocumentationCommandTests: XCTestCase {
    private var helpTexts: [String: String] = [:]

    func testEveryDocumentedCommandIsAccepted() throws {
        let repository = GoldenCase.repositoryDirectory
        let generateHelp = try pluginHelp("Plugins/GenerateParseModels/GenerateParseModels.swift")
        let pullHelp = try pluginHelp("Plugins/PullParseSchema/PullParseSchema.swift")
        let pushHelp = try pluginHelp("Plugins/PushParseSchema/PushParseSchema.swift")
        var checked = 0
        for file in ReadmeSnippetTests.documentationFiles {
            let text = try String(contentsOf: repository.appendingPathComponent(file), encoding: .utf8)
            for (command, line) in Self.shellCommands(in: text) {
                let place = "\(file):\(line): \(command)"
                let words = command.split(separator: " ").map(String.init)
                if let start = words.firstIndex(of: "parse-model-gen"),
                    words.first == "parse-model-gen" || words.prefix(2) == ["swift", "run"]
                {
                    checked += 1
                    try checkTool(Array(words[(start + 1)...]), place: place)
                } else if let verb = words.firstIndex(where: {
                    $0 == "generate-parse-models" || $0 == "pull-parse-schema"
                }), words.contains("package") {
                    checked += 1
                    let isPull = words[verb] == "pull-parse-schema"
                    XCTAssertTrue(
                        words[..<verb].contains("--allow-writing-to-package-directory"),
                        "\(place): SwiftPM asks for the write permission")
                    if isPull {
                        XCTAssertTrue(
                            command.contains("--allow-network-connections all "),
                            "\(place): SwiftPM asks for the network permission, scope all")
                    }
                    let help = isPull ? pullHelp : generateHelp
                    for option in Self.options(in: Array(words[(verb + 1)...])) {
                        XCTAssertTrue(
                            help.contains(option), "\(place): \(option) is not among \(words[verb])'s options")
                    }
                    if isPull, let output = Self.value(of: "--output", in: words) {
                        XCTAssertTrue(
                            output.hasPrefix("Schemas/"),
                            "\(place): the plugin's --output is inside the target, in its Schemas folder")
                    }
                } else if let verb = words.firstIndex(of: "push-parse-schema"), words.contains("package") {
                    // It writes nothing into the package, so it asks only for the network.
                    checked += 1
                    XCTAssertTrue(
                        command.contains("--allow-network-connections all "),
                        "\(place): SwiftPM asks for the network permission, scope all")
                    for option in Self.options(in: Array(words[(verb + 1)...])) {
                        XCTAssertTrue(
                            pushHelp.contains(option), "\(place): \(option) is not among push-parse-schema's options")
                    }
                } else if let script = words.first, script.hasPrefix("Scripts/") {
                    checked += 1
                    let usage = try ProcessRunner.run(
                        repository.appendingPathComponent(script), ["--help"], in: repository)
                    XCTAssertEqual(usage.status, 0, "\(place): \(usage.output)")
                    for option in Self.options(in: Array(words.dropFirst())) {
                        XCTAssertTrue(
                            usage.output.contains(option), "\(place): \(option) is not among \(script)'s options")
                    }
                }
            }
        }
        XCTAssertGreaterThan(checked, 25, "the documentation shows commands")
    }

    /// A `parse-model-gen` command line: the command exists, its options are in its help, and a pulled
    /// schema lands in a target's Schemas folder.
    private func checkTool(_ words: [String], place: String) throws {
        guard let command = words.first else { return XCTFail("\(place): no command") }
        let help: String
        if ["--help", "-h", "--version", "help"].contains(command) {
            help = try toolHelp([])
        } else {
            help = try toolHelp([command])
            XCTAssertTrue(
                help.hasPrefix("OVERVIEW: "), "\(place): '\(command)' is not a parse-model-gen command:\n\(help)")
        }
        for option in Self.options(in: Array(words.dropFirst()))
        where !(command == "help" && ["--help", "--version"].contains(option)) {
            XCTAssertTrue(help.contains(option), "\(place): \(option) is not an option of \(command)")
        }
        if command == "pull", let output = Self.value(of: "--output", in: words), !output.hasPrefix("<") {
            let parts = output.split(separator: "/")
            XCTAssertTrue(
                parts.count == 4 && parts[0] == "Sources" && parts[2] == "Schemas",
                "\(place): a pulled schema goes into Sources/<Target>/Schemas/, where the plugins read it")
        }
    }

    private func toolHelp(_ command: [String]) throws -> String {
        let key = command.joined(separator: " ")
        if let known = helpTexts[key] { return known }
        let result = try CommandLineRunner.run(command + ["--help"])
        helpTexts[key] = result.standardOutput + result.standardError
        return helpTexts[key] ?? ""
    }

    /// The text of a plugin's `static let help`.
    private func pluginHelp(_ path: String) throws -> String {
        let source = try String(
            contentsOf: GoldenCase.repositoryDirectory.appendingPathComponent(path), encoding: .utf8)
        let start = try XCTUnwrap(source.range(of: "static let help = \"\"\""), "\(path) has no help text")
        let end = try XCTUnwrap(source.range(of: "\"\"\"", range: start.upperBound..<source.endIndex))
        return String(source[start.upperBound..<end.lowerBound])
    }

    /// The option names among `words`: `--name`, `--name=value` and `-x`, brackets and bars of a usage line dropped.
    static func options(in words: [String]) -> [String] {
        words.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "[]|")) }
            .filter { $0.hasPrefix("-") && $0.count > 1 && $0 != "--" }
            .map { String($0.split(separator: "=", maxSplits: 1)[0]) }
    }

    static func value(of option: String, in words: [String]) -> String? {
        guard let index = words.firstIndex(of: option), index + 1 < words.count else { return nil }
        return words[index + 1]
    }

    /// The commands in fenced blocks without a language (or a shell's): `$ ` prompts dropped, lines ending in
    /// `\` joined, `# comments` and environment assignments before the command removed.
    static func shellCommands(in text: String) -> [(command: String, line: Int)] {
        var result: [(String, Int)] = []
        var inShell = false
        var inFence = false
        var pending = ""
        var pendingLine = 0
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                if !inFence {
                    let language = trimmed.dropFirst(3)
                    inShell = ["", "sh", "bash", "shell", "console"].contains(String(language))
                }
                inFence.toggle()
                continue
            }
            guard inFence, inShell else { continue }
            var line = trimmed
            if line.hasPrefix("$ ") { line.removeFirst(2) }
            if let comment = line.range(of: " #") {
                line = String(line[..<comment.lowerBound]).trimmingCharacters(in: .whitespaces)
            }
            if pending.isEmpty { pendingLine = index + 1 }
            if line.hasSuffix("\\") {
                pending += line.dropLast() + " "
                continue
            }
            var command = (pending + line).split(separator: " ").map(String.init)
            pending = ""
            while let first = command.first, first.contains("="), !first.hasPrefix("-") { command.removeFirst() }
            if !command.isEmpty { result.append((command.joined(separator: " "), pendingLine)) }
        }
        return result
    }
}
