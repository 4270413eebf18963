import Foundation
import XCTest

/// Runs the built `parse-model-gen` executable (or `parse-model-gen-build`, the build plugin's).
struct CommandLineRunner {
    struct Result {
        var status: Int32
        var standardOutput: String
        var standardError: String

        /// The line `pull` and `push` print on standard error before their first request (which master key
        /// goes to which host), or nil when the run sent nothing.
        var sendingNote: String? {
            standardError.split(separator: "\n").first { $0.hasPrefix(Self.sendingNotePrefix) }.map(String.init)
        }

        static let sendingNotePrefix = "note: sending the master key from "

        /// The result with that line taken out, for tests about the rest of standard error.
        var withoutSendingNote: Result {
            var result = self
            guard let note = sendingNote, let range = standardError.range(of: note + "\n") else { return self }
            result.standardError.removeSubrange(range)
            return result
        }
    }

    /// The folder holding the built products (the test bundle's folder).
    static var productsDirectory: URL {
        #if os(macOS)
        if let bundle = Bundle.allBundles.first(where: { $0.bundlePath.hasSuffix(".xctest") }) {
            return bundle.bundleURL.deletingLastPathComponent()
        }
        #endif
        return Bundle.main.bundleURL
    }

    /// The built `parse-model-gen`.
    static var executable: URL { productsDirectory.appendingPathComponent("parse-model-gen") }

    /// Runs the tool (`tool` names another built executable); `environment` replaces the test process's
    /// environment when given.
    static func run(
        _ arguments: [String], in directory: URL? = nil, environment: [String: String]? = nil,
        tool: String = "parse-model-gen"
    ) throws -> Result {
        let process = Process()
        process.executableURL = productsDirectory.appendingPathComponent(tool)
        process.arguments = arguments
        if let directory {
            process.currentDirectoryURL = directory
        }
        if let environment {
            process.environment = environment
        }
        // Output goes to files, so a chatty run can never block on a full pipe.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent(
            "parse-model-gen-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? output.close()
            try? error.close()
        }
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        let outputData = try Data(contentsOf: outputURL)
        let errorData = try Data(contentsOf: errorURL)
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData, as: UTF8.self)
        )
    }
}

/// A fresh temporary directory, removed by `remove()`.
struct TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "parse-model-gen-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func write(_ text: String, to name: String) throws {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: file)
    }

    func remove() {
        try? FileManager.default.removeItem(at: url)
    }
}
