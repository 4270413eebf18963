import Foundation
import XCTest

/// Runs a program with output (stdout and stderr together) captured through a file, so a chatty
/// process can never block on a full pipe, and with a time limit.
enum ProcessRunner {
    struct Result {
        var status: Int32
        var output: String
    }

    /// The status of a run that was stopped at its time limit.
    static let timedOutStatus: Int32 = -1

    static func run(_ executable: URL, _ arguments: [String], in directory: URL, timeout: TimeInterval = 600) throws
        -> Result
    {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent(
            "parse-model-gen-process-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let handle = try FileHandle(forWritingTo: log)
        defer { try? handle.close() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = handle
        process.standardError = handle
        process.standardInput = FileHandle.nullDevice
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        try process.run()
        if finished.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 30)
            let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
            return Result(status: timedOutStatus, output: "timed out after \(Int(timeout)) s:\n" + output)
        }
        return Result(status: process.terminationStatus, output: (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }

    /// The first executable called `name` on PATH.
    static func executableInPath(_ name: String) -> URL? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? ""
        for folder in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }
}
