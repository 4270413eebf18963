import Foundation
import XCTest

/// One version everywhere a user reads it: `parse-model-gen --version`, the newest release in CHANGELOG.md,
/// and the git tag; the README depends on a version only when its tag exists, and on the branch otherwise.
/// `Scripts/check-release-version` checks all of it; these tests run it and show that it catches each
/// disagreement.
final class VersionAgreementTests: XCTestCase {
    func testVersionChangelogAndReadmeAgree() throws {
        let result = try CommandLineRunner.run(["--version"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let version = result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertFalse(version.contains("\n"), "--version prints one line")

        let repository = GoldenCase.repositoryDirectory
        let changelog = try String(contentsOf: repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let released = changelog.components(separatedBy: "\n").filter {
            $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]")
        }
        let newest = try XCTUnwrap(released.first, "CHANGELOG.md lists no release")
        XCTAssertTrue(
            newest.hasPrefix("## [\(version)]"), "the newest CHANGELOG entry is '\(newest)', the tool says \(version)")

        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let dependency = try XCTUnwrap(
            readme.components(separatedBy: "\n").first { $0.contains("/ParseModelGen\", ") },
            "the README shows no dependency on ParseModelGen")
        if dependency.contains("from: \"") {
            XCTAssertTrue(
                dependency.contains("from: \"\(version)\""),
                "the README depends on '\(dependency)', the tool says \(version)")
        } else {
            XCTAssertTrue(
                dependency.contains("branch: \"main\""),
                "without a release tag, the README depends on the branch: \(dependency)")
        }

        let check = try ProcessRunner.run(
            repository.appendingPathComponent("Scripts/check-release-version"), [version], in: repository)
        XCTAssertEqual(check.status, 0, check.output)
        XCTAssertTrue(
            check.output.hasPrefix("Version \(version): the code and CHANGELOG.md agree; tag \(version): "),
            check.output)
    }

    /// In a copy without git (so without tags): each disagreement is an error line and exit status 1.
    func testTheScriptCatchesEachDisagreement() throws {
        let repository = GoldenCase.repositoryDirectory
        let copy = try TemporaryDirectory()
        defer { copy.remove() }
        let versionFile = "Sources/ParseModelGenerator/Pipeline/GeneratorVersion.swift"
        for path in ["Scripts/check-release-version", versionFile, "CHANGELOG.md", "README.md"] {
            try copy.write(try String(contentsOf: repository.appendingPathComponent(path), encoding: .utf8), to: path)
        }
        let script = copy.url.appendingPathComponent("Scripts/check-release-version")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
        func run(_ arguments: [String] = []) throws -> ProcessRunner.Result {
            try ProcessRunner.run(script, arguments, in: copy.url)
        }
        func edit(_ path: String, _ change: (String) -> String) throws {
            let url = copy.url.appendingPathComponent(path)
            let text = try String(contentsOf: url, encoding: .utf8)
            let changed = change(text)
            XCTAssertNotEqual(changed, text, "the edit of \(path) changed nothing")
            try Data(changed.utf8).write(to: url)
        }
        let agreed = try run()
        XCTAssertEqual(agreed.status, 0, agreed.output)
        XCTAssertTrue(agreed.output.contains("not created yet"), agreed.output)
        let version = try XCTUnwrap(agreed.output.split(separator: " ").dropFirst().first.map { String($0.dropLast()) })

        let wrongArgument = try run(["9.9.9"])
        XCTAssertEqual(wrongArgument.status, 1, wrongArgument.output)
        XCTAssertTrue(wrongArgument.output.contains("error: the code says \(version), not 9.9.9"), wrongArgument.output)
        XCTAssertEqual(try run(["--bogus"]).status, 64)

        // The README may not claim a tag that does not exist.
        try edit("README.md") {
            $0.replacingOccurrences(
                of: "branch: \"main\"),\n        .package(url: \"https://github.com/netreconlab",
                with: "from: \"\(version)\"),\n        .package(url: \"https://github.com/netreconlab")
        }
        let claimed = try run()
        XCTAssertEqual(claimed.status, 1, claimed.output)
        XCTAssertTrue(
            claimed.output.contains("error: README.md depends on from: \"\(version)\", but there is no tag \(version)"),
            claimed.output)

        // The code and the CHANGELOG must agree.
        try edit(versionFile) { $0.replacingOccurrences(of: "\"\(version)\"", with: "\"9.9.9\"") }
        let disagreed = try run()
        XCTAssertEqual(disagreed.status, 1, disagreed.output)
        XCTAssertTrue(
            disagreed.output.contains(
                "error: the code says 9.9.9 (\(versionFile)), the newest CHANGELOG.md release is \(version)"),
            disagreed.output)
    }
}
