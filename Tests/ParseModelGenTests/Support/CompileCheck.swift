import Foundation
import XCTest

/// The ParseSwift line a compile check targets: the stand-in's sources compiled with or without
/// `PARSESWIFT_FORK`.
enum SDKFlavor: String, CaseIterable {
    /// parse-community ParseSwift 4.14: nothing is `Sendable`.
    case parseCommunity = "ParseSwift 4.14"
    /// netreconlab's fork 5.x/6.x: every SDK type is `Sendable`.
    case fork = "ParseSwift fork"

    var defines: [String] { self == .fork ? ["-D", "PARSESWIFT_FORK"] : [] }
}

/// The default isolation of the module that compiles generated code, as an app target sets it.
enum DefaultIsolation: String, CaseIterable {
    /// SwiftPM's default: declarations are nonisolated.
    case nonisolated = "nonisolated by default"
    /// `defaultIsolation(MainActor.self)` (Swift 6.2), the setting of new Xcode 26 app targets.
    case mainActor = "main actor by default"
    /// The main actor by default with the rest of Xcode 26's approachable concurrency: conformances inferred
    /// isolated, and nonisolated async functions running on their caller's actor.
    case approachable = "main actor by default, approachable concurrency"

    /// The compiler flags, and `MAIN_ACTOR_BY_DEFAULT` for client code that can tell (see the goldens' clients).
    var flags: [String] {
        switch self {
        case .nonisolated: return []
        case .mainActor: return ["-default-isolation", "MainActor", "-D", "MAIN_ACTOR_BY_DEFAULT"]
        case .approachable:
            return [
                "-default-isolation", "MainActor", "-D", "MAIN_ACTOR_BY_DEFAULT",
                "-enable-upcoming-feature", "InferIsolatedConformances", "-enable-upcoming-feature",
                "NonisolatedNonsendingByDefault",
            ]
        }
    }
}

/// Type-checks (and, for behaviour tests, builds and runs) generated code against the ParseSwift
/// stand-in in `Tests/ParseSwiftStandIn`, with warnings counted as failures.
enum CompileCheck {
    static let standInDirectory = GoldenCase.repositoryDirectory.appendingPathComponent(
        "Tests/ParseSwiftStandIn/Sources/ParseSwift")
    static let languageModes = ["5", "6"]

    private static let lock = NSLock()
    private static var builtStandIns: [SDKFlavor: URL] = [:]
    private static let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
        "parse-model-gen-standin-\(UUID().uuidString)")

    static func swiftc() throws -> URL {
        try XCTUnwrap(ProcessRunner.executableInPath("swiftc"), "swiftc is not on PATH")
    }

    /// The folder holding `ParseSwift.swiftmodule` and `libParseSwift.a` for `flavor`, built once per test run.
    static func standIn(_ flavor: SDKFlavor) throws -> URL {
        lock.lock()
        defer { lock.unlock() }
        if let built = builtStandIns[flavor] { return built }
        let directory = scratch.appendingPathComponent(flavor == .fork ? "fork" : "4.14")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let sources = try FileManager.default.contentsOfDirectory(atPath: standInDirectory.path)
            .filter { $0.hasSuffix(".swift") }.sorted().map { standInDirectory.appendingPathComponent($0).path }
        let result = try ProcessRunner.run(
            try swiftc(),
            [
                "-emit-library", "-static", "-parse-as-library", "-module-name", "ParseSwift", "-swift-version", "5",
                "-emit-module", "-emit-module-path", directory.appendingPathComponent("ParseSwift.swiftmodule").path,
                "-o", directory.appendingPathComponent("libParseSwift.a").path,
            ] + flavor.defines + sources, in: directory)
        guard result.status == 0 else {
            throw CompileCheckError(
                message: "the ParseSwift stand-in (\(flavor.rawValue)) does not build:\n\(result.output)")
        }
        builtStandIns[flavor] = directory
        return directory
    }

    /// Writes `sources` (file name -> text) into a fresh folder.
    static func write(_ sources: [String: String]) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        for (name, text) in sources {
            try directory.write(text, to: name)
        }
        return directory
    }

    /// Type-checks `sources` for one flavor, language mode and isolation setting (in a main-actor module it
    /// compiles them: the isolation of conformances is checked when SIL is built, after type-checking, and
    /// `-typecheck` passed code the fork 6.1.0 rejects there); returns the compiler's output when it reports
    /// an error or a warning, else nil. `importPaths` are folders of modules the sources import besides
    /// ParseSwift (see `emitModule`).
    static func typecheck(
        _ sources: [String: String], flavor: SDKFlavor, swiftVersion: String,
        isolation: DefaultIsolation = .nonisolated,
        importPaths: [URL] = []
    ) throws -> String? {
        let mode = isolation == .nonisolated ? ["-typecheck"] : wholeModuleCompile
        return try compile(
            sources, mode: mode, moduleName: "Models", flavor: flavor, swiftVersion: swiftVersion,
            isolation: isolation, importPaths: importPaths)
    }

    /// A real compile of the whole module, object code included, thrown away.
    private static let wholeModuleCompile = ["-wmo", "-c", "-o", "/dev/null"]

    /// Compiles `sources` into the module `moduleName`, writing `<moduleName>.swiftmodule` into `directory`
    /// so that code checked afterwards with `directory` among its `importPaths` can import it (an app with
    /// several model modules); returns the compiler's output when it reports an error or a warning, else nil.
    static func emitModule(
        _ sources: [String: String], named moduleName: String, into directory: URL, flavor: SDKFlavor,
        swiftVersion: String,
        importPaths: [URL] = []
    ) throws -> String? {
        let modulePath = directory.appendingPathComponent(moduleName + ".swiftmodule").path
        return try compile(
            sources, mode: ["-emit-module", "-emit-module-path", modulePath], moduleName: moduleName, flavor: flavor,
            swiftVersion: swiftVersion, isolation: .nonisolated, importPaths: importPaths)
    }

    private static func compile(
        _ sources: [String: String], mode: [String], moduleName: String, flavor: SDKFlavor, swiftVersion: String,
        isolation: DefaultIsolation, importPaths: [URL]
    ) throws -> String? {
        let directory = try write(sources)
        defer { directory.remove() }
        let module = try standIn(flavor)
        let files = sources.keys.sorted().map { directory.url.appendingPathComponent($0).path }
        let result = try ProcessRunner.run(
            try swiftc(),
            mode + [
                "-parse-as-library", "-module-name", moduleName, "-package-name", "Models", "-swift-version",
                swiftVersion, "-I", module.path,
            ] + importPaths.flatMap { ["-I", $0.path] } + flavor.defines + isolation.flags + files, in: directory.url)
        if result.status != 0 || result.output.contains("warning:") {
            return "\(flavor.rawValue), Swift \(swiftVersion) mode, \(isolation.rawValue):\n\(result.output)"
        }
        return nil
    }

    /// Compiles `sources` (`-wmo -c`) in every SDK flavor, language mode and isolation setting an app uses;
    /// one failure text per combination that fails.
    static func compileAllModes(sources: [String: String]) throws -> [String] {
        var failures: [String] = []
        for flavor in SDKFlavor.allCases {
            for mode in languageModes {
                for isolation in DefaultIsolation.allCases {
                    if let failure = try compile(
                        sources, mode: wholeModuleCompile, moduleName: "Models", flavor: flavor, swiftVersion: mode,
                        isolation: isolation, importPaths: [])
                    {
                        failures.append(failure)
                    }
                }
            }
        }
        return failures
    }

    /// Builds `sources` (one of them `main.swift`) into a program linked with the stand-in and runs it with
    /// `arguments`.
    static func buildAndRun(
        _ sources: [String: String], flavor: SDKFlavor = .fork, swiftVersion: String = "6", arguments: [String] = []
    ) throws -> ProcessRunner.Result {
        let directory = try write(sources)
        defer { directory.remove() }
        let module = try standIn(flavor)
        let files = sources.keys.sorted().map { directory.url.appendingPathComponent($0).path }
        let program = directory.url.appendingPathComponent("program")
        let build = try ProcessRunner.run(
            try swiftc(),
            [
                "-module-name", "Client", "-swift-version", swiftVersion, "-I", module.path, "-L", module.path,
                "-lParseSwift",
                "-o", program.path,
            ] + flavor.defines + files, in: directory.url)
        guard build.status == 0 else {
            throw CompileCheckError(message: "the program does not build:\n\(build.output)")
        }
        return try ProcessRunner.run(program, arguments, in: directory.url, timeout: 120)
    }
}

struct CompileCheckError: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}
