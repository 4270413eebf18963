// bench-measure --runs N [--before 'shell command'] -- command [arguments...]
//
// Runs the command N times (the `--before` shell command, untimed, before each run) and prints one line:
// `median_ms min_ms max_ms peak_rss_kb median_cpu_ms` (the command's own output is discarded). The CPU
// time (user + system, of the command and the children it waited for) is steadier than wall time on a
// machine shared with other work, so compile-time comparisons use it. Wall times are in milliseconds, the
// memory is the median of each run's peak resident set (from wait4's rusage). If a run fails, exits with
// that command's exit code (1 if it had none, or was killed).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// One finished run of the command.
struct Run {
    /// Wall time from spawn to exit, in milliseconds.
    var milliseconds: Double
    /// The child's peak resident set, in kilobytes.
    var peakKilobytes: Int
    /// User plus system CPU time of the command and its waited-for children, in milliseconds.
    var cpuMilliseconds: Double
    /// The wait status; 0 when the command succeeded.
    var status: Int32
}

func milliseconds(_ time: timeval) -> Double {
    Double(time.tv_sec) * 1000 + Double(time.tv_usec) / 1000
}

func monotonicMilliseconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) * 1000 + Double(time.tv_nsec) / 1_000_000
}

/// Spawns `arguments` (searched in PATH) and waits for it.
func spawnAndWait(_ arguments: [String]) -> Run {
    var cArguments: [UnsafeMutablePointer<CChar>?] = arguments.map { strdup($0) }
    cArguments.append(nil)
    defer { cArguments.forEach { free($0) } }
    var pid: pid_t = 0
    // The command's standard output goes to /dev/null, so only this tool's result line reaches stdout.
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    defer { posix_spawn_file_actions_destroy(&actions) }
    let start = monotonicMilliseconds()
    let spawned = posix_spawnp(&pid, arguments[0], &actions, nil, cArguments, environ)
    guard spawned == 0 else {
        fputs("bench-measure: cannot run \(arguments[0]): \(String(cString: strerror(spawned)))\n", stderr)
        exit(1)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let elapsed = monotonicMilliseconds() - start
    let cpu = milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
    return Run(milliseconds: elapsed, peakKilobytes: Int(usage.ru_maxrss), cpuMilliseconds: cpu, status: status)
}

func median<T: Comparable>(_ values: [T]) -> T {
    values.sorted()[values.count / 2]
}

var arguments = Array(CommandLine.arguments.dropFirst())
var runs = 5
var before: String?
while let first = arguments.first, first != "--" {
    arguments.removeFirst()
    guard let value = arguments.first else { break }
    switch first {
    case "--runs": runs = max(1, Int(value) ?? 5)
    case "--before": before = value
    default:
        fputs("bench-measure: unknown option \(first)\n", stderr)
        exit(64)
    }
    arguments.removeFirst()
}
arguments = Array(arguments.dropFirst())
guard !arguments.isEmpty else {
    fputs("usage: bench-measure --runs N [--before 'shell command'] -- command [arguments...]\n", stderr)
    exit(64)
}

var results: [Run] = []
for _ in 0..<runs {
    if let before, spawnAndWait(["/bin/sh", "-c", before]).status != 0 {
        fputs("bench-measure: the --before command failed: \(before)\n", stderr)
        exit(1)
    }
    let run = spawnAndWait(arguments)
    guard run.status == 0 else {
        fputs("bench-measure: \(arguments.joined(separator: " ")) failed (wait status \(run.status))\n", stderr)
        // The command's own exit code when it exited, so a caller can tell `timeout`'s 124 from a failure.
        let exited = run.status & 0x7f == 0
        exit(exited && (run.status >> 8) & 0xff != 0 ? (run.status >> 8) & 0xff : 1)
    }
    results.append(run)
}
/// Milliseconds with one decimal.
func format(_ milliseconds: Double) -> String {
    let tenths = Int((milliseconds * 10).rounded())
    return "\(tenths / 10).\(tenths % 10)"
}

let times = results.map(\.milliseconds)
let fields: [String] = [format(median(times)), format(times.min() ?? 0), format(times.max() ?? 0)]
let memory = String(median(results.map(\.peakKilobytes)))
print((fields + [memory, format(median(results.map(\.cpuMilliseconds)))]).joined(separator: " "))
