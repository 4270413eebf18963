import Foundation
import ParseModelGenerator
import ParseSchema
import XCTest

/// One golden case: inputs in `Goldens/<name>/input/` (or the repo's `Schemas/`), expected
/// files and diagnostics in `Goldens/<name>/expected/`.
struct GoldenCase {
    let name: String
    let inputDirectory: URL
    let displayPrefix: String

    static let testsDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    static let goldensDirectory = testsDirectory.appendingPathComponent("Goldens")
    static let repositoryDirectory = testsDirectory.deletingLastPathComponent().deletingLastPathComponent()

    /// Whether this run records goldens instead of comparing (`RECORD_GOLDENS=1 swift test`).
    static var isRecording: Bool { ProcessInfo.processInfo.environment["RECORD_GOLDENS"] == "1" }

    var expectedDirectory: URL { Self.goldensDirectory.appendingPathComponent(name).appendingPathComponent("expected") }

    static func named(_ name: String) -> GoldenCase {
        GoldenCase(
            name: name, inputDirectory: goldensDirectory.appendingPathComponent(name).appendingPathComponent("input"),
            displayPrefix: "\(name)/")
    }

    /// The example apps: the repository's own `Schemas/` folder.
    static let examples = GoldenCase(
        name: "examples", inputDirectory: repositoryDirectory.appendingPathComponent("Schemas"),
        displayPrefix: "Schemas/")

    /// Runs the generator on the case's inputs, with paths shown relative to the case.
    func generate() -> Generator.Outcome {
        let inputs = InputCollector.collect(paths: [inputDirectory.path], configPath: nil)
        let root = inputDirectory.path + "/"
        func display(_ file: SourceFile) -> SourceFile {
            SourceFile(path: displayPrefix + file.path.replacingOccurrences(of: root, with: ""), bytes: file.bytes)
        }
        var outcome = Generator.generate(schemas: inputs.schemas.map(display), config: inputs.config.map(display))
        outcome.diagnostics = inputs.diagnostics + outcome.diagnostics
        return outcome
    }

    /// The expected text of each file, by name, and the expected diagnostics.
    func expected() throws -> (files: [String: String], diagnostics: String) {
        var files: [String: String] = [:]
        let names = try FileManager.default.contentsOfDirectory(atPath: expectedDirectory.path)
        for name in names where name.hasSuffix(".swift") {
            files[name] = try String(contentsOf: expectedDirectory.appendingPathComponent(name), encoding: .utf8)
        }
        let diagnostics =
            (try? String(contentsOf: expectedDirectory.appendingPathComponent("diagnostics.txt"), encoding: .utf8))
            ?? ""
        return (files, diagnostics)
    }

    /// Hand-written sources compiled with the expected files (types the config refers to), by name.
    func clientSources() throws -> [String: String] {
        let directory = Self.goldensDirectory.appendingPathComponent(name).appendingPathComponent("client")
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [:] }
        var sources: [String: String] = [:]
        for name in names where name.hasSuffix(".swift") {
            sources["client-" + name] = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        }
        return sources
    }

    /// Replaces the expected folder with `outcome`.
    func record(_ outcome: Generator.Outcome) throws {
        try? FileManager.default.removeItem(at: expectedDirectory)
        try FileManager.default.createDirectory(at: expectedDirectory, withIntermediateDirectories: true)
        for file in outcome.files {
            try Data(file.contents.utf8).write(to: expectedDirectory.appendingPathComponent(file.name))
        }
        try Data(Self.diagnosticsText(outcome.diagnostics).utf8).write(
            to: expectedDirectory.appendingPathComponent("diagnostics.txt"))
    }

    static func diagnosticsText(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map { $0.formatted + "\n" }.joined()
    }
}

/// Where two texts first differ, for a readable failure.
func firstDifference(_ actual: String, _ expected: String) -> String {
    let actualLines = actual.components(separatedBy: "\n")
    let expectedLines = expected.components(separatedBy: "\n")
    for index in 0..<max(actualLines.count, expectedLines.count) {
        let a = index < actualLines.count ? actualLines[index] : "<end of file>"
        let e = index < expectedLines.count ? expectedLines[index] : "<end of file>"
        if a != e {
            return "line \(index + 1):\n  expected: \(e)\n  actual:   \(a)"
        }
    }
    return "no difference"
}
