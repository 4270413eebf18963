import Foundation
import ParseModelGenerator
import XCTest

/// The README's install route: `Scripts/install-cli --prefix <dir>` builds the command in release and puts
/// it in `<dir>/bin`, from where it runs by name; `--lean` adds the lean `parse-model-gen-build`. Run in a copy of the repository, with a temporary prefix.
///
/// It builds the tool in release from scratch (minutes), so `PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1` skips it
/// with the SwiftPM builds of the plugin tests; CI always runs it.
final class InstallScriptTests: XCTestCase {
    func testInstallIntoATemporaryPrefixRunsFromPath() throws {
        if ProcessInfo.processInfo.environment["PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS"] == "1" {
            throw XCTSkip("PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1")
        }
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        let copy = scratch.url.appendingPathComponent("ParseModelGen")
        try TreeCopy.copy(GoldenCase.repositoryDirectory, to: copy)
        let prefix = scratch.url.appendingPathComponent("prefix with space")

        let usage = try ProcessRunner.run(copy.appendingPathComponent("Scripts/install-cli"), ["--prefix"], in: copy)
        XCTAssertEqual(usage.status, 64, usage.output)
        for jobs in [["-j"], ["-j", "0"], ["-j", "two"], ["--jobs=-1"]] {
            let badJobs = try ProcessRunner.run(
                copy.appendingPathComponent("Scripts/install-cli"), ["--prefix", "unused"] + jobs, in: copy)
            XCTAssertEqual(badJobs.status, 64, "\(jobs): \(badJobs.output)")
            XCTAssertTrue(
                badJobs.output.contains("error: -j") || badJobs.output.contains("error: --jobs")
                    || badJobs.output.contains("needs a number of jobs"), badJobs.output)
        }

        let install = try ProcessRunner.run(
            copy.appendingPathComponent("Scripts/install-cli"), ["--prefix", prefix.path], in: scratch.url,
            timeout: 2400)
        XCTAssertEqual(install.status, 0, install.output)
        XCTAssertTrue(
            install.output.contains("Installed \(prefix.path)/bin/parse-model-gen \(GeneratorVersion.current)\n"),
            install.output)
        XCTAssertTrue(install.output.contains("note: \(prefix.path)/bin is not on PATH"), install.output)

        // By name, from PATH, in a folder unrelated to the checkout: the README's bare commands work.
        let work = scratch.url.appendingPathComponent("app")
        try FileManager.default.createDirectory(
            at: work.appendingPathComponent("Schemas"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: copy.appendingPathComponent("Schemas/books.json"), to: work.appendingPathComponent("Schemas/books.json")
        )
        let path =
            prefix.appendingPathComponent("bin").path + ":"
            + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let env = URL(fileURLWithPath: "/usr/bin/env")
        let version = try ProcessRunner.run(env, ["PATH=\(path)", "parse-model-gen", "--version"], in: work)
        XCTAssertEqual(version.status, 0, version.output)
        XCTAssertEqual(version.output, GeneratorVersion.current + "\n")
        let generate = try ProcessRunner.run(
            env, ["PATH=\(path)", "parse-model-gen", "generate", "Schemas", "--output", "Generated"], in: work)
        XCTAssertEqual(generate.status, 0, generate.output)
        XCTAssertTrue(
            FileManager.default.fileExists(atPath: work.appendingPathComponent("Generated/Book.parse.swift").path))
        let initialized = try ProcessRunner.run(
            env, ["PATH=\(path)", "parse-model-gen", "init", "--target", "Sources/AppModels"], in: work)
        XCTAssertEqual(initialized.status, 0, initialized.output)

        // Installing again replaces the file in place; -j limits the build's jobs on a shared machine.
        let again = try ProcessRunner.run(
            copy.appendingPathComponent("Scripts/install-cli"), ["--prefix=\(prefix.path)", "-j", "1"], in: copy,
            timeout: 1200)
        XCTAssertEqual(again.status, 0, again.output)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: prefix.appendingPathComponent("bin").path),
            ["parse-model-gen"])

        // --lean installs the plugins' lean tool beside it, under its own name: generate, validate and init.
        let lean = try ProcessRunner.run(
            copy.appendingPathComponent("Scripts/install-cli"), ["--lean", "--prefix", prefix.path], in: copy,
            timeout: 1200)
        XCTAssertEqual(lean.status, 0, lean.output)
        XCTAssertTrue(
            lean.output.contains("Installed \(prefix.path)/bin/parse-model-gen-build \(GeneratorVersion.current)\n"),
            lean.output)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: prefix.appendingPathComponent("bin").path).sorted(),
            ["parse-model-gen", "parse-model-gen-build"])
        let leanGenerate = try ProcessRunner.run(
            env, ["PATH=\(path)", "parse-model-gen-build", "generate", "Schemas", "--output", "Lean"], in: work)
        XCTAssertEqual(leanGenerate.status, 0, leanGenerate.output)
        XCTAssertEqual(
            try Data(contentsOf: work.appendingPathComponent("Lean/Book.parse.swift")),
            try Data(contentsOf: work.appendingPathComponent("Generated/Book.parse.swift")))
        let leanPull = try ProcessRunner.run(env, ["PATH=\(path)", "parse-model-gen-build", "pull"], in: work)
        XCTAssertEqual(leanPull.status, 64, leanPull.output)
        XCTAssertTrue(leanPull.output.contains("every other command is parse-model-gen's"), leanPull.output)
    }
}
