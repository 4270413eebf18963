import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Permission failures cannot be staged for root, who reads and writes whatever the permissions say, and
/// CI runs as root. There `OutputWriterTests` cannot fail a write, so these tests run the CLI as the
/// unprivileged user `nobody` (through `setpriv`) and check the same properties end to end. As any other
/// user, the in-process tests in `OutputWriterTests` check them and these are not needed.
final class UnprivilegedOutputTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        try XCTSkipUnless(geteuid() == 0, "not root: OutputWriterTests stages these failures in-process")
        directory = try TemporaryDirectory()
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: directory.url.path)
        try directory.write(#"{"className": "Book", "fields": {"title": {"type": "String"}}}"#, to: "Schemas/Book.json")
    }

    override func tearDown() {
        if let directory {
            try? FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: directory.url.appendingPathComponent("Out").path)
            directory.remove()
        }
    }

    private var output: URL { directory.url.appendingPathComponent("Out") }

    /// Runs the CLI as `nobody`; fails the test when that is impossible here.
    private func runAsNobody(_ arguments: [String]) throws -> ProcessRunner.Result {
        let setpriv = try XCTUnwrap(
            ProcessRunner.executableInPath("setpriv"), "setpriv (util-linux) is needed to run the CLI as nobody")
        let tool = CommandLineRunner.executable
        let probe = try ProcessRunner.run(
            setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups", tool.path, "--version"], in: directory.url)
        guard probe.status == 0 else {
            throw XCTSkip("nobody cannot run \(tool.path) here (a folder above it is private): \(probe.output)")
        }
        return try ProcessRunner.run(
            setpriv, ["--reuid=65534", "--regid=65534", "--clear-groups", tool.path] + arguments, in: directory.url)
    }

    func testUnreadableExistingOutputIsAnErrorAndStaysUntouched() throws {
        let first = try CommandLineRunner.run(["generate", "Schemas", "--output", "Out"], in: directory.url)
        XCTAssertEqual(first.status, 0, first.standardError)
        try FileManager.default.setAttributes([.posixPermissions: 0o777], ofItemAtPath: output.path)
        let book = output.appendingPathComponent("Book.parse.swift")
        let before = try Data(contentsOf: book)
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: book.path)
        try directory.write(
            #"{"className": "Book", "fields": {"title": {"type": "String"}, "year": {"type": "Number"}}}"#,
            to: "Schemas/Book.json")

        let result = try runAsNobody(["generate", "Schemas", "--output", "Out"])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("Book.parse.swift"), result.output)
        XCTAssertEqual(try Data(contentsOf: book), before)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted(),
            ["Book.parse.swift", "ParseModelGenSupport.parse.swift"])
    }

    func testFailedWriteLeavesTheOldFilesAndNoTemporaryFile() throws {
        let first = try CommandLineRunner.run(["generate", "Schemas", "--output", "Out"], in: directory.url)
        XCTAssertEqual(first.status, 0, first.standardError)
        let book = output.appendingPathComponent("Book.parse.swift")
        let before = try Data(contentsOf: book)
        try FileManager.default.setAttributes([.posixPermissions: 0o555], ofItemAtPath: output.path)
        try directory.write(
            #"{"className": "Book", "fields": {"title": {"type": "String"}, "year": {"type": "Number"}}}"#,
            to: "Schemas/Book.json")

        let result = try runAsNobody(["generate", "Schemas", "--output", "Out"])
        XCTAssertEqual(result.status, 1, result.output)
        XCTAssertTrue(result.output.contains("Book.parse.swift"), result.output)
        XCTAssertEqual(try Data(contentsOf: book), before)
        XCTAssertEqual(
            try FileManager.default.contentsOfDirectory(atPath: output.path).sorted(),
            ["Book.parse.swift", "ParseModelGenSupport.parse.swift"])
    }
}
