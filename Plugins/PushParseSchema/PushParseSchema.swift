import Foundation
import PackagePlugin

/// `swift package --allow-network-connections all push-parse-schema --server-url <url> [--target <name>]
/// [--schema <path>] [--app-id <id>] [--master-key-file <path>] [--apply] [--allow-deletions] [--timeout <seconds>]`
///
/// Runs `parse-model-gen push` on a target's schema, by default its `Schemas/` folder (where the build
/// plugin reads it and `pull-parse-schema` saves it): it prints the plan, and with `--apply` changes the
/// server. It writes nothing into the package, so it asks only for the network. The master key comes from
/// the environment variable `PARSE_MASTER_KEY` or `--master-key-file`, never from the command line.
/// Without `--target`, the one target with a `Schemas/` folder is used.
@main
struct PushParseSchema: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let schema = extractor.extractOption(named: "schema").last ?? "Schemas"
        let serverURL = extractor.extractOption(named: "server-url").last
        let applicationID = extractor.extractOption(named: "app-id").last
        let keyFile = extractor.extractOption(named: "master-key-file").last
        let timeout = extractor.extractOption(named: "timeout").last
        let apply = extractor.extractFlag(named: "apply") > 0
        let allowDeletions = extractor.extractFlag(named: "allow-deletions") > 0
        guard extractor.remainingArguments.isEmpty else {
            // The leftovers are not repeated: a mistyped option could carry the master key.
            throw Failure(description: "push-parse-schema: unexpected arguments; it takes --server-url <url>, --target <name>, --schema <path>, --app-id <id>, --master-key-file <path>, --apply, --allow-deletions and --timeout <seconds> (the master key comes from PARSE_MASTER_KEY or --master-key-file, never from the command line)")
        }
        guard let serverURL else {
            throw Failure(description: "push-parse-schema: name the server with --server-url, such as https://example.com/parse or https://parseapi.back4app.com")
        }
        guard !schema.hasPrefix("/"), !schema.split(separator: "/").contains("..") else {
            throw Failure(description: "push-parse-schema: --schema must be a file or folder inside the target, such as Schemas or Schemas/schema.json")
        }
        let target = try chooseTarget(named: targetNames, in: context.package)
        let source = target.directory.appending(subpath: schema).string
        guard FileManager.default.fileExists(atPath: source) else {
            throw Failure(description: "push-parse-schema: target '\(target.name)' has no \(schema); pull the schema first (swift package pull-parse-schema) or name it with --schema <path>")
        }

        var toolArguments = ["push", source, "--server-url", serverURL]
        if let applicationID { toolArguments += ["--app-id", applicationID] }
        if let keyFile {
            // Relative to the package, wherever `swift package` was started.
            let path = keyFile.hasPrefix("/") ? keyFile : context.package.directory.appending(subpath: keyFile).string
            toolArguments += ["--master-key-file", path]
        }
        if let timeout { toolArguments += ["--timeout", timeout] }
        if apply { toolArguments.append("--apply") }
        if allowDeletions { toolArguments.append("--allow-deletions") }

        let tool = try context.tool(named: "parse-model-gen")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool.path.string)
        process.arguments = toolArguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failure(description: apply
                ? "push-parse-schema: not every change was applied, or the server could not be read (see above)"
                : "push-parse-schema: the server differs from \(schema) (the plan is above; nothing was changed), or it could not be read")
        }
    }

    /// The named target, or the only one with a `Schemas/` folder.
    private func chooseTarget(named names: [String], in package: Package) throws -> SourceModuleTarget {
        if names.count > 1 {
            throw Failure(description: "push-parse-schema: name one target; one target's schema is pushed at a time")
        }
        if let name = names.first {
            guard let target = try package.targets(named: [name]).first as? SourceModuleTarget else {
                throw Failure(description: "push-parse-schema: target '\(name)' has no sources and no schema")
            }
            return target
        }
        let candidates = package.targets.compactMap { $0 as? SourceModuleTarget }.filter {
            FileManager.default.fileExists(atPath: $0.directory.string + "/Schemas")
        }
        guard candidates.count == 1, let only = candidates.first else {
            let names = candidates.map(\.name).sorted().joined(separator: ", ")
            throw Failure(description: candidates.isEmpty
                ? "push-parse-schema: no target has a Schemas/ folder; name the target with --target <name>"
                : "push-parse-schema: several targets have schemas (\(names)); name one with --target <name>")
        }
        return only
    }
}
