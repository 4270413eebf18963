import Foundation
import XCTest

/// The plugin's Xcode entry point sits under `#if canImport(XcodeProjectPlugin)`, which SwiftPM on Linux
/// never compiles. This test type-checks the plugin's sources with that branch enabled: against the real
/// `XcodeProjectPlugin` where the toolchain has it (Xcode), else against a stub module declaring the
/// members the plugin uses with the signatures Apple documents.
final class XcodePluginShapeTests: XCTestCase {
    private static let stub = """
        import PackagePlugin

        public struct XcodePluginContext {
            public var pluginWorkDirectory: Path { fatalError() }
            public func tool(named name: String) throws -> PluginContext.Tool { fatalError() }
        }

        public struct XcodeTarget {
            public var displayName: String { fatalError() }
            public var inputFiles: FileList { fatalError() }
        }

        public protocol XcodeBuildToolPlugin {
            func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command]
        }
        """

    func testXcodeEntryPointTypeChecks() throws {
        let swiftc = try CompileCheck.swiftc()
        let toolchain = swiftc.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
        let pluginAPI = toolchain.appendingPathComponent("lib/swift/pm/PluginAPI")
        guard FileManager.default.fileExists(atPath: pluginAPI.appendingPathComponent("PackagePlugin.swiftmodule").path)
        else {
            throw XCTSkip("no PackagePlugin module at \(pluginAPI.path)")
        }
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var includes = ["-I", pluginAPI.path]
        if !FileManager.default.fileExists(
            atPath: pluginAPI.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path)
        {
            try directory.write(Self.stub, to: "XcodeProjectPlugin.swift")
            let stub = try ProcessRunner.run(
                swiftc,
                [
                    "-emit-module", "-parse-as-library", "-module-name", "XcodeProjectPlugin", "-I", pluginAPI.path,
                    "-emit-module-path", directory.url.appendingPathComponent("XcodeProjectPlugin.swiftmodule").path,
                    directory.url.appendingPathComponent("XcodeProjectPlugin.swift").path,
                ], in: directory.url)
            XCTAssertEqual(stub.status, 0, stub.output)
            includes += ["-I", directory.url.path]
        }
        let plugin = GoldenCase.repositoryDirectory.appendingPathComponent("Plugins/ParseModelGenPlugin")
        // The plugin's own files and the library sources it compiles through linked folders (Reading).
        var sources: [String] = []
        for entry in try FileManager.default.contentsOfDirectory(atPath: plugin.path).sorted() {
            let url = plugin.appendingPathComponent(entry)
            if entry.hasSuffix(".swift") {
                sources.append(url.path)
            } else if (try? url.resolvingSymlinksInPath().resourceValues(forKeys: [.isDirectoryKey]).isDirectory)
                == true
            {
                sources += try FileManager.default.contentsOfDirectory(atPath: url.path).filter {
                    $0.hasSuffix(".swift")
                }.sorted()
                    .map { url.appendingPathComponent($0).path }
            }
        }
        XCTAssertTrue(sources.contains(plugin.appendingPathComponent("ParseModelGenPlugin.swift").path))
        let check = try ProcessRunner.run(
            swiftc,
            ["-typecheck", "-parse-as-library", "-module-name", "ParseModelGenPlugin"] + includes
                + sources, in: directory.url)
        XCTAssertEqual(check.status, 0, check.output)
    }
}
