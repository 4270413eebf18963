import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Inputs at and past the limits, through the command line as a build runs it: each ends in a
/// diagnostic naming the file and a non-zero exit, within a time limit (a hang fails the test).
final class InputLimitsTests: XCTestCase {
    private var directory: TemporaryDirectory!
    /// Far above what any of these runs needs; only a hang reaches it.
    private let timeLimit: TimeInterval = 120

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
    }

    private func path(_ name: String) -> String {
        directory.url.appendingPathComponent(name).path
    }

    private func write(_ bytes: [UInt8], to name: String) throws {
        let url = directory.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    /// Runs `parse-model-gen generate <inputs> --output Out`, expecting exit 1 and every message in the output.
    private func expectFailure(
        _ inputs: [String], _ messages: [String], file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let result = try ProcessRunner.run(
            CommandLineRunner.executable, ["generate"] + inputs + ["--output", "Out"], in: directory.url,
            timeout: timeLimit)
        XCTAssertEqual(result.status, 1, result.output, file: file, line: line)
        for message in messages {
            XCTAssertTrue(
                result.output.contains(message), "missing '\(message)' in:\n\(result.output.prefix(2_000))", file: file,
                line: line)
        }
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: path("Out")), "output was written", file: file, line: line)
    }

    func testDeeplyNestedJSON() throws {
        try write(Array(String(repeating: "[{\"a\":", count: 200_000).utf8), to: "deep.json")
        try expectFailure(["deep.json"], ["deep.json:1:769: error: nesting is deeper than 256 levels"])
    }

    func testMultiMegabyteFileIsReadAndItsErrorPositioned() throws {
        // 8 MB of description, then a schema error on the last line.
        let big =
            "[{\"className\": \"Big\", \"description\": \"" + String(repeating: "é🙂 long text ", count: 500_000)
            + "\",\n \"fields\": {\"x\": {\"type\": \"Strng\"}}}]"
        XCTAssertGreaterThan(big.utf8.count, 8_000_000)
        try write(Array(big.utf8), to: "big.json")
        try expectFailure(["big.json"], ["big.json:2:27: error: invalid field type 'Strng'"])
    }

    func testFileOverTheSizeLimitIsRefusedWithoutReadingIt() throws {
        // Sparse: the size is over the limit without writing 64 MiB.
        let url = directory.url.appendingPathComponent("huge.json")
        XCTAssertTrue(FileManager.default.createFile(atPath: url.path, contents: nil))
        let handle = try FileHandle(forWritingTo: url)
        try handle.truncate(atOffset: 65 * 1_048_576)
        try handle.close()
        try expectFailure(
            ["huge.json"], ["huge.json:1:1: error: the file is 65 MiB; inputs larger than 64 MiB are refused"])
    }

    func testFilesThatAreNotUTF8() throws {
        try write(
            [
                0x5B, 0x7B, 0x22, 0x63, 0x6C, 0x61, 0x73, 0x73, 0x4E, 0x61, 0x6D, 0x65, 0x22, 0x3A, 0x20, 0x22, 0x43,
                0xE9, 0x22, 0x7D, 0x5D,
            ], to: "latin1.json")
        // UTF-16 with a byte order mark, as some Windows editors save.
        try write([0xFF, 0xFE] + Array("{}".utf8).flatMap { [$0, 0] }, to: "utf16.json")
        try write([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x10, 0x4A, 0x46, 0x49, 0x46], to: "photo.json")
        let result = try ProcessRunner.run(
            CommandLineRunner.executable, ["validate", "latin1.json", "utf16.json", "photo.json"], in: directory.url,
            timeout: timeLimit)
        XCTAssertEqual(result.status, 1, result.output)
        for name in ["latin1.json:1:18: error:", "utf16.json:1:1: error:", "photo.json:1:1: error:"] {
            XCTAssertTrue(result.output.contains(name), "missing '\(name)' in:\n\(result.output)")
        }
    }

    func testDirectoryWithThousandsOfFiles() throws {
        let count = 2_000
        for index in 0..<count {
            try write(
                Array(#"{"className": "C\#(index)", "fields": {"x": {"type": "Strng"}}}"#.utf8),
                to: "Schemas/\(index / 100)/c\(index).json")
        }
        let result = try ProcessRunner.run(
            CommandLineRunner.executable, ["generate", "Schemas", "--output", "Out"], in: directory.url,
            timeout: timeLimit)
        XCTAssertEqual(result.status, 1)
        let errors = result.output.components(separatedBy: "\n").filter {
            $0.contains(": error: invalid field type 'Strng'")
        }
        XCTAssertEqual(errors.count, count)
        XCTAssertTrue(
            result.output.contains("Schemas/19/c1999.json:1:49: error: invalid field type 'Strng'"),
            String(result.output.prefix(500)))
        XCTAssertFalse(FileManager.default.fileExists(atPath: path("Out")))
    }

    func testSymbolicLinkLoops() throws {
        try write(Array(#"{"className": "Ok", "fields": {}}"#.utf8), to: "Schemas/ok.json")
        // A folder linking to its parent, and two files linking to each other.
        try FileManager.default.createSymbolicLink(atPath: path("Schemas/again"), withDestinationPath: path("Schemas"))
        try FileManager.default.createSymbolicLink(atPath: path("Schemas/a.json"), withDestinationPath: "b.json")
        try FileManager.default.createSymbolicLink(atPath: path("Schemas/b.json"), withDestinationPath: "a.json")
        let loop = ": a symbolic link to nothing readable (a missing file or a loop of links)"
        try expectFailure(["Schemas"], ["error: Schemas/a.json" + loop, "error: Schemas/b.json" + loop])
        try expectFailure(["Schemas/a.json"], ["error: Schemas/a.json" + loop])
    }

    func testEntriesThatCannotBeReadAsFiles() throws {
        try write(Array(#"{"className": "Ok", "fields": {}}"#.utf8), to: "Schemas/ok.json")
        // Permissions cannot make a file unreadable for root, which runs these tests in CI; a FIFO
        // (opening it would wait for a writer forever) and a dangling link are unreadable for anyone.
        XCTAssertEqual(mkfifo(path("Schemas/pipe.json"), 0o644), 0)
        XCTAssertEqual(mkfifo(path("fifo.json"), 0o644), 0)
        try FileManager.default.createSymbolicLink(
            atPath: path("Schemas/linked-pipe.json"), withDestinationPath: path("fifo.json"))
        try FileManager.default.createSymbolicLink(
            atPath: path("Schemas/dangling.json"), withDestinationPath: path("nowhere.json"))
        try expectFailure(
            ["Schemas"],
            [
                "error: Schemas/dangling.json: a symbolic link to nothing readable",
                "Schemas/linked-pipe.json:1:1: error:", "Schemas/pipe.json:1:1: error:",
            ])
        try expectFailure(["fifo.json"], ["fifo.json:1:1: error:"])
        try expectFailure(["Schemas/ok.json", "--config", "fifo.json"], ["fifo.json:1:1: error:"])
    }
}
