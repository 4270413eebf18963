import Foundation
import PackagePlugin

/// `swift package --allow-network-connections all --allow-writing-to-package-directory pull-parse-schema
/// --server-url <url> [--target <name>] [--output <path>] [--app-id <id>] [--master-key-file <path>]
/// [--timeout <seconds>] [--check] [--quiet]`
///
/// Runs `parse-model-gen pull` to save a Parse Server's schema into a target, by default as
/// `Schemas/schema.json` (where the build plugin reads it). The master key comes from the environment
/// variable `PARSE_MASTER_KEY` (which SwiftPM passes on to the plugin and the tool) or `--master-key-file`,
/// never from the command line. Without `--target`, the one target with a `Schemas/` folder or a
/// `parse-model-gen.json` is used.
@main
struct PullParseSchema: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let output = extractor.extractOption(named: "output").last ?? "Schemas/schema.json"
        let serverURL = extractor.extractOption(named: "server-url").last
        let applicationID = extractor.extractOption(named: "app-id").last
        let keyFile = extractor.extractOption(named: "master-key-file").last
        let timeout = extractor.extractOption(named: "timeout").last
        let check = extractor.extractFlag(named: "check") > 0
        let quiet = extractor.extractFlag(named: "quiet") > 0
        guard extractor.remainingArguments.isEmpty else {
            // The leftovers are not repeated: a mistyped option could carry the master key.
            throw Failure(description: "pull-parse-schema: unexpected arguments; it takes --server-url <url>, --target <name>, --output <path>, --app-id <id>, --master-key-file <path>, --timeout <seconds>, --check and --quiet (the master key comes from PARSE_MASTER_KEY or --master-key-file, never from the command line)")
        }
        guard let serverURL else {
            throw Failure(description: "pull-parse-schema: name the server with --server-url, such as https://example.com/parse or https://parseapi.back4app.com")
        }
        guard !output.hasPrefix("/"), !output.split(separator: "/").contains(".."), output.hasSuffix(".json") else {
            throw Failure(description: "pull-parse-schema: --output must be a .json file inside the target, such as Schemas/schema.json")
        }
        let target = try chooseTarget(named: targetNames, in: context.package)
        let destination = target.directory.appending(subpath: output).string

        var toolArguments = ["pull", "--server-url", serverURL, "--output", destination]
        if let applicationID { toolArguments += ["--app-id", applicationID] }
        if let keyFile {
            // Relative to the package, wherever `swift package` was started.
            let path = keyFile.hasPrefix("/") ? keyFile : context.package.directory.appending(subpath: keyFile).string
            toolArguments += ["--master-key-file", path]
        }
        if let timeout { toolArguments += ["--timeout", timeout] }
        if check { toolArguments.append("--check") }
        if quiet { toolArguments.append("--quiet") }

        let tool = try context.tool(named: "parse-model-gen")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.path.string)
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: check
                ? "pull-parse-schema: \(destination) does not match the server's schema, or the server could not be read (see above)"
                : "pull-parse-schema: parse-model-gen pull failed (exit code \(process.terminationStatus)); its message is above")
        }
    }

    /// The named target, or the only one with a `Schemas/` folder or a config.
    private func chooseTarget(named names: [String], in package: Package) throws -> SourceModuleTarget {
        if names.count > 1 {
            throw Failure(description: "pull-parse-schema: name one target; a schema is pulled into one target at a time")
        }
        if let name = names.first {
            guard let target = try package.targets(named: [name]).first as? SourceModuleTarget else {
                throw Failure(description: "pull-parse-schema: target '\(name)' has no sources to pull into")
            }
            return target
        }
        let candidates = package.targets.compactMap { $0 as? SourceModuleTarget }.filter { target in
            let directory = target.directory.string
            return exists(directory + "/Schemas") || exists(directory + "/parse-model-gen.json")
        }
        guard candidates.count == 1, let only = candidates.first else {
            let names = candidates.map(\.name).sorted().joined(separator: ", ")
            throw Failure(description: candidates.isEmpty
                ? "pull-parse-schema: no target has a Schemas/ folder or a parse-model-gen.json yet; name the target to pull into with --target <name>"
                : "pull-parse-schema: several targets have schemas (\(names)); name one with --target <name>")
        }
        return only
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}
