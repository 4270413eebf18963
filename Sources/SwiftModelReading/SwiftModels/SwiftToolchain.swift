import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The Swift toolchain the reader asks to parse and type-check the app's sources: `swiftc` (its
/// frontend dumps the checked syntax tree as JSON) and `swift-demangle` (which spells the dump's
/// mangled type names as Swift writes them).
///
/// The JSON dump (`-dump-ast-format json`) first shipped with Swift 6.1, so older toolchains are refused
/// with a message that says so rather than a confusing failure later.
package struct SwiftToolchain: Sendable {
    /// The `swiftc` used.
    package var swiftc: String
    /// The `swift-demangle` beside it.
    package var demangler: String

    /// The oldest compiler whose AST dump the reader understands.
    package static let minimumVersion = (major: 6, minor: 1)

    /// The environment variable that names the `swiftc` to use instead of the one on `PATH`.
    package static let environmentVariable = "PARSE_MODEL_GEN_SWIFTC"

    /// The toolchain named by `PARSE_MODEL_GEN_SWIFTC`, else the `swiftc` on `PATH`; an error saying what
    /// is missing otherwise.
    package static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<
        SwiftToolchain, ToolchainError
    > {
        let compiler: String
        if let named = environment[environmentVariable], !named.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: named) else {
                return .failure(
                    ToolchainError("\(environmentVariable) names \(named), which is not an executable file"))
            }
            compiler = named
        } else if let onPath = executable(named: "swiftc", path: environment["PATH"] ?? "") {
            compiler = onPath
        } else {
            return .failure(
                ToolchainError(
                    "reading Swift models needs a Swift toolchain (6.1 or later): no swiftc on PATH; install one or name it with \(environmentVariable)"
                ))
        }
        // The demangler ships in the same bin folder; `swiftc` on PATH is often a link into it.
        let resolved = URL(fileURLWithPath: compiler).resolvingSymlinksInPath()
        let candidates = [
            URL(fileURLWithPath: compiler).deletingLastPathComponent().appendingPathComponent("swift-demangle").path,
            resolved.deletingLastPathComponent().appendingPathComponent("swift-demangle").path,
        ]
        guard let demangler = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0) }) else {
            return .failure(
                ToolchainError(
                    "the Swift toolchain of \(compiler) has no swift-demangle beside swiftc; reading Swift models needs a complete toolchain (6.1 or later)"
                ))
        }
        return .success(SwiftToolchain(swiftc: compiler, demangler: demangler))
    }

    private static func executable(named name: String, path: String) -> String? {
        for folder in path.split(separator: ":") where !folder.isEmpty {
            let candidate = "\(folder)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Whether the compiler version a dump names is one the reader understands.
    package static func isSupported(major: Int, minor: Int) -> Bool {
        (major, minor) >= minimumVersion
    }
}

/// The toolchain cannot be used: none found, or one too old.
package struct ToolchainError: Error, Hashable, Sendable {
    /// What is wrong, in one sentence.
    package var message: String

    /// Creates an error.
    package init(_ message: String) {
        self.message = message
    }
}

/// Runs a tool with its output going to files, so that a chatty tool never blocks on a full pipe.
///
/// Started with posix_spawn rather than Foundation's `Process`, which on Linux starts tools with every signal
/// blocked and the tool's ignored signals kept, so that a forwarded SIGTERM never reached the compiler. Here
/// each tool runs in a process group of its own (a terminal's Ctrl-C reaches the tool, which forwards it, see
/// ``InterruptCleanup``), with no signal blocked and the default action for the signals that end it.
enum ToolRun {
    struct Output {
        var status: Int32
        var standardOutput: [UInt8]
        var standardError: String
        /// Whether the tool was stopped at the time limit.
        var timedOut = false
    }

    /// How long a tool may run: type-checking a large app takes seconds to minutes; a compiler that is
    /// still busy after this is stopped rather than left to hang the command.
    static let timeLimit: TimeInterval = 900

    /// Runs `executable` with `arguments`, `input` on its standard input, its output in files in `directory`;
    /// nil when it cannot be started.
    static func run(
        _ executable: String, _ arguments: [String], input: [UInt8] = [], in directory: URL,
        timeLimit: TimeInterval = timeLimit
    ) -> Output? {
        let stem = directory.appendingPathComponent("tool-\(UUID().uuidString)").path
        let paths = (input: stem + ".in", output: stem + ".out", errors: stem + ".err")
        defer {
            for path in [paths.input, paths.output, paths.errors] { unlink(path) }
        }
        guard PrivateFile.store(input, at: paths.input),
            let inFD = PrivateFile.descriptor(paths.input, creating: false)
        else { return nil }
        defer { close(inFD) }
        guard let outFD = PrivateFile.descriptor(paths.output, creating: true) else { return nil }
        defer { close(outFD) }
        guard let errFD = PrivateFile.descriptor(paths.errors, creating: true) else { return nil }
        defer { close(errFD) }

        guard
            let child = InterruptCleanup.startRegistered({
                spawn(executable, arguments, standardInput: inFD, standardOutput: outFD, standardError: errFD)
            })
        else { return nil }
        // Waited for on another thread, so that the caller can stop waiting at the time limit.
        let finished = DispatchSemaphore(value: 0)
        let status = ExitStatus()
        DispatchQueue.global().async {
            var raw: Int32 = 0
            while waitpid(child, &raw, 0) < 0 && errno == EINTR {}
            status.value = raw
            InterruptCleanup.unregister(child: child)
            finished.signal()
        }
        if finished.wait(timeout: .now() + timeLimit) == .timedOut {
            _ = kill(-child, SIGTERM)
            if finished.wait(timeout: .now() + 30) == .timedOut {
                _ = kill(-child, SIGKILL)
                finished.wait()
            }
            InterruptCleanup.parkIfInterrupted()
            return Output(
                status: -1, standardOutput: [], standardError: "stopped after \(Int(timeLimit)) seconds", timedOut: true
            )
        }
        // A tool ended by an interruption: the handler ends the process once it has cleaned up.
        InterruptCleanup.parkIfInterrupted()
        let output = FileManager.default.contents(atPath: paths.output).map { [UInt8]($0) } ?? []
        let errors =
            FileManager.default.contents(atPath: paths.errors).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return Output(status: status.exitCode, standardOutput: output, standardError: errors)
    }

    /// The raw wait status, set by the waiting thread before it signals.
    private final class ExitStatus: @unchecked Sendable {
        var value: Int32 = 0

        /// The exit code, or 128 plus the signal that ended the tool, as a shell reports it.
        var exitCode: Int32 {
            let signal = value & 0x7F
            return signal == 0 ? (value >> 8) & 0xFF : 128 + signal
        }
    }

    /// Starts the tool in its own process group; nil when it cannot be started. It runs in the tool's own
    /// working directory (posix_spawn has no portable way to change it): every path it is given is absolute.
    private static func spawn(
        _ executable: String, _ arguments: [String],
        standardInput: Int32, standardOutput: Int32, standardError: Int32
    ) -> pid_t? {
        #if canImport(Darwin)
        var actions: posix_spawn_file_actions_t?
        var attributes: posix_spawnattr_t?
        #else
        var actions = posix_spawn_file_actions_t()
        var attributes = posix_spawnattr_t()
        #endif
        guard posix_spawn_file_actions_init(&actions) == 0 else { return nil }
        defer { posix_spawn_file_actions_destroy(&actions) }
        guard posix_spawnattr_init(&attributes) == 0 else { return nil }
        defer { posix_spawnattr_destroy(&attributes) }
        posix_spawn_file_actions_adddup2(&actions, standardInput, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput, 1)
        posix_spawn_file_actions_adddup2(&actions, standardError, 2)
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for number in InterruptCleanup.handledSignals + [SIGPIPE, SIGQUIT] {
            sigaddset(&defaults, number)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setpgroup(&attributes, 0)
        posix_spawnattr_setflags(
            &attributes, Int16(POSIX_SPAWN_SETPGROUP | POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let argv: [UnsafeMutablePointer<CChar>?] = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        // The environment as Foundation sees it: `environ` is not declared alike on every platform.
        let environment: [UnsafeMutablePointer<CChar>?] =
            ProcessInfo.processInfo.environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { environment.forEach { free($0) } }
        var child: pid_t = 0
        guard posix_spawn(&child, executable, &actions, &attributes, argv, environment) == 0 else { return nil }
        return child
    }
}

/// Files readable by the user only: the copies of the app's sources and what the compiler says about them
/// (issue 33.3). Created exclusively, so that nothing planted under the name is written to.
enum PrivateFile {
    /// Creates `path` with `bytes`, mode 0600; false when it exists or cannot be written.
    static func store(_ bytes: [UInt8], at path: String) -> Bool {
        guard let fd = descriptor(path, creating: true) else { return false }
        defer { close(fd) }
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                return false
            }
            offset += count
        }
        return true
    }

    /// Opens `path` for reading and writing, creating it (mode 0600, not following a link, failing when it
    /// exists) when `creating`; the descriptor closes on exec (a tool gets it only through dup2).
    static func descriptor(_ path: String, creating: Bool) -> Int32? {
        let flags = creating ? O_RDWR | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC : O_RDONLY | O_CLOEXEC
        let fd = open(path, flags, 0o600)
        return fd >= 0 ? fd : nil
    }

    /// Creates the folder `path`, mode 0700; false when it exists or cannot be created.
    static func makeFolder(_ path: String) -> Bool {
        mkdir(path, 0o700) == 0
    }

    /// A new folder in the temporary directory named `prefix` and six random characters, mode 0700
    /// (mkdtemp), or nil.
    static func makeTemporaryFolder(prefix: String) -> URL? {
        let template = FileManager.default.temporaryDirectory.appendingPathComponent(prefix + "XXXXXX").path
        var bytes = Array(template.utf8CString)
        guard bytes.withUnsafeMutableBufferPointer({ $0.baseAddress.flatMap { mkdtemp($0) } }) != nil else {
            return nil
        }
        return URL(fileURLWithPath: String(cString: bytes), isDirectory: true)
    }
}
