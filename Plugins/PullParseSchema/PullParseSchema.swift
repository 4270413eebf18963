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
    static let help = """
        OVERVIEW: Saves a Parse Server's schema (GET <server>/schemas with the master key) as JSON into a
        target's Schemas folder, where the build plugin ParseModelGenPlugin reads it.

        USAGE: swift package --allow-network-connections all --allow-writing-to-package-directory
               pull-parse-schema [--server <name> | --server-url <url>] [--target <name>] [--output <path>]
               [--app-id <id>] [--master-key-file <path>] [--timeout <seconds>] [--allow-insecure-http]
               [--check] [--quiet]

        OPTIONS:
          --server <name>            A server named in the target config's "servers" (default: its
                                     "defaultServer", or its only server).
          --server-url <url>         The server with its mount path, such as https://example.com/parse; wins
                                     over the config's.
          --target <name>            The target to save into; default: the one target with a Schemas/ folder
                                     or a parse-model-gen.json.
          --output <path>            The file inside the target (default: Schemas/schema.json).
          --app-id <id>              The application id (default: the config server's, else
                                     $PARSE_APPLICATION_ID).
          --master-key-file <path>   A file holding the master key, relative to the package (default: where
                                     the config's server says, else $PARSE_MASTER_KEY; never the command line).
          --allow-insecure-http      Send the master key over plain http:// to another machine (refused
                                     without it: anyone on the network could read the key).
          --timeout <seconds>        How long the whole answer may take (default: 30).
          --check                    Write nothing; print the drift and fail when the server's schema differs
                                     from the saved file (for CI).
          --quiet                    Print only warnings and errors.
          -h, --help                 Show this help.

        SwiftPM asks for both permissions (or a yes to each) before running the plugin, with --check and
        --help too: it grants permissions per plugin, before the plugin sees its arguments. The network flag
        must be exactly 'all', the scope the plugin declares: Parse Servers answer on any host and port.
        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            PluginOutput.say(Self.help)
            return
        }
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let output = extractor.extractOption(named: "output").last ?? "Schemas/schema.json"
        let serverURL = extractor.extractOption(named: "server-url").last
        let serverName = extractor.extractOption(named: "server").last
        let applicationID = extractor.extractOption(named: "app-id").last
        let keyFile = extractor.extractOption(named: "master-key-file").last
        let timeout = extractor.extractOption(named: "timeout").last
        let allowInsecureHTTP = extractor.extractFlag(named: "allow-insecure-http") > 0
        let check = extractor.extractFlag(named: "check") > 0
        let quiet = extractor.extractFlag(named: "quiet") > 0
        guard extractor.remainingArguments.isEmpty else {
            // The leftovers are not repeated: a mistyped option could carry the master key.
            PluginOutput.fail([
                "pull-parse-schema: unexpected arguments; it takes --server <name>, --server-url <url>, --target <name>, --output <path>, --app-id <id>, --master-key-file <path>, --timeout <seconds>, --allow-insecure-http, --check and --quiet (the master key comes from PARSE_MASTER_KEY or --master-key-file, never from the command line)"
            ])
        }
        guard !output.hasPrefix("/"), !output.split(separator: "/").contains(".."), output.hasSuffix(".json") else {
            PluginOutput.fail([
                "pull-parse-schema: --output must be a .json file inside the target, such as Schemas/schema.json"
            ])
        }
        let target = try chooseTarget(named: targetNames, in: context.package)
        let destination = target.directory.appending(subpath: output).string
        // The target's config names the servers, wherever the schema is saved.
        let config = [
            target.directory.string + "/Schemas/parse-model-gen.json",
            target.directory.string + "/parse-model-gen.json",
        ].first(where: exists)
        guard serverURL != nil || serverName != nil || config != nil else {
            PluginOutput.fail([
                "pull-parse-schema: name the server with --server-url, such as https://example.com/parse or https://parseapi.back4app.com, or list it under \"servers\" in the target's parse-model-gen.json"
            ])
        }

        var toolArguments = ["pull", "--output", destination]
        if let serverURL { toolArguments += ["--server-url", serverURL] }
        if let serverName { toolArguments += ["--server", serverName] }
        if let config { toolArguments += ["--config", config] }
        if let applicationID { toolArguments += ["--app-id", applicationID] }
        if let keyFile {
            // Relative to the package, wherever `swift package` was started.
            let path = keyFile.hasPrefix("/") ? keyFile : context.package.directory.appending(subpath: keyFile).string
            toolArguments += ["--master-key-file", path]
        }
        if let timeout { toolArguments += ["--timeout", timeout] }
        if allowInsecureHTTP { toolArguments.append("--allow-insecure-http") }
        if check { toolArguments.append("--check") }
        if quiet { toolArguments.append("--quiet") }

        let tool = try context.tool(named: "parse-model-gen")
        let status = try PluginOutput.run(tool.path.string, toolArguments)
        // parse-model-gen pull: 1 means the server's schema differs (with --check), 2 that the job could not
        // be done, 64 a wrong command line (Documentation/ExitCodes.md); each gets its own message.
        switch status {
        case 0:
            return
        case 1 where check:
            PluginOutput.fail([
                "pull-parse-schema: \(PrintableText.escaped(destination)) does not match the server's schema (the differences are above): run pull-parse-schema without --check to take the server's schema, or push-parse-schema to send the file's to the server"
            ])
        case 2:
            PluginOutput.fail([
                "pull-parse-schema: parse-model-gen pull could not \(check ? "compare the schema" : "pull the schema") (exit code 2): the config, the keys, the server or the file could not be used; its message is above"
            ])
        default:
            PluginOutput.fail([
                "pull-parse-schema: parse-model-gen pull failed (exit code \(status)); its message is above"
            ])
        }
    }

    /// The named target, or the only one with a `Schemas/` folder or a config.
    private func chooseTarget(named names: [String], in package: Package) throws -> SourceModuleTarget {
        if names.count > 1 {
            PluginOutput.fail(["pull-parse-schema: name one target; a schema is pulled into one target at a time"])
        }
        if let name = names.first {
            guard let target = (try? package.targets(named: [name]))?.first as? SourceModuleTarget else {
                if let hint = SkippedTarget.hint(for: name, packageDirectory: package.directory.string) {
                    PluginOutput.fail([
                        "pull-parse-schema: SwiftPM lists no target '\(PrintableText.escaped(name))'. \(PrintableText.escaped(hint))"
                    ])
                }
                PluginOutput.fail([
                    "pull-parse-schema: target '\(PrintableText.escaped(name))' is not a target of the package with sources to pull into"
                ])
            }
            return target
        }
        let candidates = package.targets.compactMap { $0 as? SourceModuleTarget }.filter { target in
            let directory = target.directory.string
            return exists(directory + "/Schemas") || exists(directory + "/parse-model-gen.json")
        }
        guard candidates.count == 1, let only = candidates.first else {
            let names = PrintableText.escaped(candidates.map(\.name).sorted().joined(separator: ", "))
            PluginOutput.fail([
                candidates.isEmpty
                    ? "pull-parse-schema: no target has a Schemas/ folder or a parse-model-gen.json yet; name the target to pull into with --target <name>"
                    : "pull-parse-schema: several targets have schemas (\(names)); name one with --target <name>"
            ])
        }
        return only
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: path)
    }
}
