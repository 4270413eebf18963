import Foundation
import XCTest

/// `check` and `adopt` interrupted while the compiler runs (issue 33.3): the compiler and what it started
/// end, the scratch folder with the copies of the app's sources is gone, the tool ends by the signal, and
/// while it existed the folder was the user's alone (0700, copies 0600). The compiler is a script named by
/// `PARSE_MODEL_GEN_SWIFTC` that records itself and a grandchild and sleeps; the temporary directory is
/// private to the test.
final class InterruptTests: XCTestCase {
    private static let fakeCompiler = """
        #!/bin/sh
        # Records the scratch folder's permissions, a grandchild and itself, then waits for ever.
        for argument in "$@"; do case $argument in @*) response=${argument#@} ;; esac; done
        scratch=$(dirname "$response")
        stat -c '%a %n' "$scratch" "$scratch"/f0/* > "$MARKS/modes.tmp" && mv "$MARKS/modes.tmp" "$MARKS/modes"
        sleep 300 &
        echo $! > "$MARKS/grandchild"
        echo $$ > "$MARKS/child.tmp" && mv "$MARKS/child.tmp" "$MARKS/child"
        wait

        """

    func testSIGTERMDuringCheckStopsTheCompilerAndRemovesTheScratchFolder() throws {
        try interrupt(["check", "app", "schema.json"], with: SIGTERM)
    }

    func testSIGINTDuringAdoptStopsTheCompilerAndRemovesTheScratchFolder() throws {
        try interrupt(["adopt", "app", "schema.json", "--config", "parse-model-gen.json"], with: SIGINT)
    }

    private func interrupt(
        _ arguments: [String], with signalNumber: Int32, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        #if os(Linux)
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write(Self.fakeCompiler, to: "bin/swiftc")
        try work.write("#!/bin/sh\ncat\n", to: "bin/swift-demangle")
        for tool in ["swiftc", "swift-demangle"] {
            try FileManager.default.setAttributes(
                [.posixPermissions: 0o755], ofItemAtPath: work.url.appendingPathComponent("bin/\(tool)").path)
        }
        try work.write("import ParseSwift\nstruct Book: ParseObject { var title: String? }\n", to: "app/Book.swift")
        try work.write(#"[{"className": "Book", "fields": {"title": {"type": "String"}}}]"#, to: "schema.json")
        let temporary = work.url.appendingPathComponent("tmp")
        let marks = work.url.appendingPathComponent("marks")
        try FileManager.default.createDirectory(at: temporary, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: marks, withIntermediateDirectories: true)

        let process = Process()
        process.executableURL = CommandLineRunner.executable
        process.arguments = arguments
        process.currentDirectoryURL = work.url
        process.environment = [
            "PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin", "TMPDIR": temporary.path,
            "MARKS": marks.path,
            "PARSE_MODEL_GEN_SWIFTC": work.url.appendingPathComponent("bin/swiftc").path,
        ]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }

        let childFile = marks.appendingPathComponent("child").path
        XCTAssertTrue(
            poll(seconds: 60) { FileManager.default.fileExists(atPath: childFile) }, "the compiler never started",
            file: file, line: line)
        let modes = try String(contentsOf: marks.appendingPathComponent("modes"), encoding: .utf8).split(
            separator: "\n")
        XCTAssertEqual(
            modes.first?.hasPrefix("700 \(temporary.path)/parse-model-gen-swift-"), true, "\(modes)", file: file,
            line: line)
        XCTAssertEqual(modes.dropFirst().map { $0.prefix(4) }, ["600 "], "\(modes)", file: file, line: line)
        let pids = try ["child", "grandchild"].map { name in
            try XCTUnwrap(
                pid_t(
                    String(contentsOf: marks.appendingPathComponent(name), encoding: .utf8).trimmingCharacters(
                        in: .whitespacesAndNewlines)))
        }

        kill(process.processIdentifier, signalNumber)
        XCTAssertTrue(poll(seconds: 30) { !process.isRunning }, "the tool did not end", file: file, line: line)
        process.waitUntilExit()
        XCTAssertEqual(process.terminationReason, .uncaughtSignal, file: file, line: line)
        XCTAssertEqual(process.terminationStatus, signalNumber, file: file, line: line)
        for pid in pids {
            XCTAssertTrue(poll(seconds: 10) { !Self.isAlive(pid) }, "process \(pid) survived", file: file, line: line)
        }
        let left = try FileManager.default.contentsOfDirectory(atPath: temporary.path)
        XCTAssertEqual(left, [], "left in the temporary directory", file: file, line: line)
        #else
        throw XCTSkip("the fake compiler uses GNU stat")
        #endif
    }

    /// Whether `pid` runs (a zombie waiting for a parent that does not reap it counts as ended).
    private static func isAlive(_ pid: pid_t) -> Bool {
        guard kill(pid, 0) == 0 else { return false }
        guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
            let close = stat.lastIndex(of: ")")
        else { return true }
        return stat[stat.index(after: close)...].trimmingCharacters(in: .whitespaces).first != "Z"
    }

    private func poll(seconds: TimeInterval, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(seconds)
        while Date() < deadline {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }
}
