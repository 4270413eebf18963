#if os(Linux)
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Runs a program as a child process and reads its peak resident memory from `wait4`, which Foundation's
/// `Process` does not report. Output goes to files, so a chatty child never blocks on a pipe.
enum PeakMemoryRun {
    struct Result {
        var status: Int32
        var peakResidentBytes: Int
        var standardOutput: String
        var standardError: String
    }

    static func run(_ executable: String, _ arguments: [String], environment: [String: String]) throws -> Result {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "parse-model-gen-peak-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputPath = scratch.appendingPathComponent("stdout").path
        let errorPath = scratch.appendingPathComponent("stderr").path

        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 1, outputPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        posix_spawn_file_actions_addopen(&actions, 2, errorPath, O_WRONLY | O_CREAT | O_TRUNC, 0o600)

        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer {
            argv.forEach { free($0) }
            envp.forEach { free($0) }
        }
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, envp)
        guard spawned == 0 else { throw ServerError(message: "posix_spawn failed: \(spawned)") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw ServerError(message: "wait4 failed: \(errno)") }
        }
        // The exit code when the child exited, else 128 + the signal, as shells show it.
        let exited = (status & 0x7F) == 0
        return Result(
            status: exited ? (status >> 8) & 0xFF : 128 + (status & 0x7F),
            peakResidentBytes: Int(usage.ru_maxrss) * 1024,  // kilobytes on Linux
            standardOutput: (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? "",
            standardError: (try? String(contentsOfFile: errorPath, encoding: .utf8)) ?? ""
        )
    }
}
#endif
