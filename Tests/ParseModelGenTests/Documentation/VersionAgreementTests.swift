import Foundation
import XCTest

/// One version everywhere a user reads it: `parse-model-gen --version`, the newest release in
/// CHANGELOG.md, and the tag the README tells users to depend on.
final class VersionAgreementTests: XCTestCase {
    func testVersionChangelogAndReadmeAgree() throws {
        let result = try CommandLineRunner.run(["--version"])
        XCTAssertEqual(result.status, 0, result.standardError)
        let version = result.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        XCTAssertFalse(version.contains("\n"), "--version prints one line")

        let repository = GoldenCase.repositoryDirectory
        let changelog = try String(contentsOf: repository.appendingPathComponent("CHANGELOG.md"), encoding: .utf8)
        let released = changelog.components(separatedBy: "\n").filter { $0.hasPrefix("## [") && !$0.hasPrefix("## [Unreleased]") }
        let newest = try XCTUnwrap(released.first, "CHANGELOG.md lists no release")
        XCTAssertTrue(newest.hasPrefix("## [\(version)]"), "the newest CHANGELOG entry is '\(newest)', the tool says \(version)")

        let readme = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8)
        let dependency = try XCTUnwrap(readme.components(separatedBy: "\n").first { $0.contains("/ParseModelGen\", from: \"") },
                                       "the README shows no dependency on a ParseModelGen tag")
        XCTAssertTrue(dependency.contains("from: \"\(version)\""), "the README depends on '\(dependency)', the tool says \(version)")
        XCTAssertTrue(readme.contains("git tag `\(version)`") || readme.contains("tag `\(version)`"), "the README names the tag \(version)")
    }
}
