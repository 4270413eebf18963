import Foundation

/// The Swift toolchain the reader asks to parse and type-check the app's sources: `swiftc` (its
/// frontend dumps the checked syntax tree as JSON) and `swift-demangle` (which spells the dump's
/// mangled type names as Swift writes them).
///
/// The JSON dump (`-dump-ast-format json`) first shipped with Swift 6.1, so older toolchains are refused
/// with a message that says so rather than a confusing failure later.
public struct SwiftToolchain: Sendable {
    /// The `swiftc` used.
    public var swiftc: String
    /// The `swift-demangle` beside it.
    public var demangler: String

    /// The oldest compiler whose AST dump the reader understands.
    public static let minimumVersion = (major: 6, minor: 1)

    /// The environment variable that names the `swiftc` to use instead of the one on `PATH`.
    public static let environmentVariable = "PARSE_MODEL_GEN_SWIFTC"

    /// The toolchain named by `PARSE_MODEL_GEN_SWIFTC`, else the `swiftc` on `PATH`; an error saying what
    /// is missing otherwise.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> Result<SwiftToolchain, ToolchainError> {
        let compiler: String
        if let named = environment[environmentVariable], !named.isEmpty {
            guard FileManager.default.isExecutableFile(atPath: named) else {
                return .failure(ToolchainError("\(environmentVariable) names \(named), which is not an executable file"))
            }
            compiler = named
        } else if let onPath = executable(named: "swiftc", path: environment["PATH"] ?? "") {
            compiler = onPath
        } else {
            return .failure(ToolchainError(
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
            return .failure(ToolchainError("the Swift toolchain of \(compiler) has no swift-demangle beside swiftc; reading Swift models needs a complete toolchain (6.1 or later)"))
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
    public static func isSupported(major: Int, minor: Int) -> Bool {
        (major, minor) >= minimumVersion
    }
}

/// The toolchain cannot be used: none found, or one too old.
public struct ToolchainError: Error, Hashable, Sendable {
    /// What is wrong, in one sentence.
    public var message: String

    /// Creates an error.
    public init(_ message: String) {
        self.message = message
    }
}

/// Runs a tool with its output going to files, so that a chatty tool never blocks on a full pipe.
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

    /// Runs `executable` with `arguments`, `input` on its standard input; nil when it cannot be started.
    static func run(_ executable: String, _ arguments: [String], input: [UInt8] = [], in directory: URL, timeLimit: TimeInterval = timeLimit) -> Output? {
        let fileManager = FileManager.default
        let outPath = directory.appendingPathComponent("tool-\(UUID().uuidString).out").path
        let errPath = directory.appendingPathComponent("tool-\(UUID().uuidString).err").path
        let inPath = directory.appendingPathComponent("tool-\(UUID().uuidString).in").path
        guard fileManager.createFile(atPath: outPath, contents: nil),
              fileManager.createFile(atPath: errPath, contents: nil),
              fileManager.createFile(atPath: inPath, contents: Data(input)),
              let outHandle = FileHandle(forWritingAtPath: outPath),
              let errHandle = FileHandle(forWritingAtPath: errPath),
              let inHandle = FileHandle(forReadingAtPath: inPath)
        else { return nil }
        defer {
            try? outHandle.close()
            try? errHandle.close()
            try? inHandle.close()
            try? fileManager.removeItem(atPath: outPath)
            try? fileManager.removeItem(atPath: errPath)
            try? fileManager.removeItem(atPath: inPath)
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.standardOutput = outHandle
        process.standardError = errHandle
        process.standardInput = inHandle
        let finished = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in finished.signal() }
        do {
            try process.run()
        } catch {
            return nil
        }
        if finished.wait(timeout: .now() + timeLimit) == .timedOut {
            process.terminate()
            _ = finished.wait(timeout: .now() + 30)
            return Output(status: -1, standardOutput: [], standardError: "stopped after \(Int(timeLimit)) seconds", timedOut: true)
        }
        let output = fileManager.contents(atPath: outPath).map { [UInt8]($0) } ?? []
        let errors = fileManager.contents(atPath: errPath).map { String(decoding: $0, as: UTF8.self) } ?? ""
        return Output(status: process.terminationStatus, standardOutput: output, standardError: errors)
    }
}
