import Foundation
import PackagePlugin

/// `swift package --allow-network-connections all push-parse-schema [--server <name> | --server-url <url>]
/// [--target <name>] [--schema <path>] [--app-id <id>] [--master-key-file <path>] [--apply] [--allow-deletions]
/// [--exit-code] [--timeout <seconds>]`
///
/// Runs `parse-model-gen push` on a target's schema, by default its `Schemas/` folder (where the build
/// plugin reads it and `pull-parse-schema` saves it): it prints the plan, and with `--apply` changes the
/// server. It writes nothing into the package, so it asks only for the network. The master key comes from
/// the environment variable `PARSE_MASTER_KEY`, `--master-key-file` or the config's server entry, never from
/// the command line. Without `--target`, the one target with a `Schemas/` folder is used.
@main
struct PushParseSchema: CommandPlugin {
    static let help = """
        OVERVIEW: Shows, and with --apply makes, the changes that make a Parse Server's schema match the schema
        JSON in a target's Schemas folder (parse-model-gen push). A dry run by default; nothing is written into
        the package.

        USAGE: swift package --allow-network-connections all push-parse-schema [--server <name> | --server-url <url>]
               [--target <name>] [--schema <path>] [--app-id <id>] [--master-key-file <path>] [--apply]
               [--allow-deletions] [--exit-code] [--allow-insecure-http] [--timeout <seconds>]

        OPTIONS:
          --server <name>            A server named in the config's "servers" (default: its "defaultServer").
          --server-url <url>         The server with its mount path, such as https://example.com/parse; wins
                                     over the config's.
          --target <name>            The target whose schema is pushed; default: the one target with a
                                     Schemas/ folder.
          --schema <path>            The file or folder inside the target to push (default: Schemas).
          --app-id <id>              The application id (default: the server's in the config, else
                                     $PARSE_APPLICATION_ID).
          --master-key-file <path>   A file holding the master key, relative to the package (default: where the
                                     config's server says, else $PARSE_MASTER_KEY; never the command line).
          --apply                    Make the changes (default: print the plan and change nothing).
          --allow-deletions          Also make the destroying changes (deleted fields, indexes, empty classes,
                                     retyped fields).
          --exit-code                Without --apply: fail when the server differs (default: a plan shown
                                     succeeds, as for diff).
          --allow-insecure-http      Send the master key over plain http:// to another machine (refused
                                     without it: anyone on the network could read the key).
          --timeout <seconds>        The longest wait for each answer (default: 30).
          -h, --help                 Show this help.

        SwiftPM asks for the network permission (or a yes) before running the plugin, with --help too: it grants
        permissions per plugin, before the plugin sees its arguments. The flag must be exactly 'all', the scope
        the plugin declares: Parse Servers answer on any host and port.
        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            PluginOutput.say(Self.help)
            return
        }
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let schema = extractor.extractOption(named: "schema").last ?? "Schemas"
        let serverName = extractor.extractOption(named: "server").last
        let serverURL = extractor.extractOption(named: "server-url").last
        let applicationID = extractor.extractOption(named: "app-id").last
        let keyFile = extractor.extractOption(named: "master-key-file").last
        let timeout = extractor.extractOption(named: "timeout").last
        let allowInsecureHTTP = extractor.extractFlag(named: "allow-insecure-http") > 0
        let apply = extractor.extractFlag(named: "apply") > 0
        let allowDeletions = extractor.extractFlag(named: "allow-deletions") > 0
        let exitCode = extractor.extractFlag(named: "exit-code") > 0
        guard extractor.remainingArguments.isEmpty else {
            // The leftovers are not repeated: a mistyped option could carry the master key.
            PluginOutput.fail([
                "push-parse-schema: unexpected arguments; it takes --server <name>, --server-url <url>, --target <name>, --schema <path>, --app-id <id>, --master-key-file <path>, --apply, --allow-deletions, --exit-code, --allow-insecure-http and --timeout <seconds> (the master key comes from PARSE_MASTER_KEY, --master-key-file or the config's server, never from the command line); push-parse-schema --help describes them"
            ])
        }
        guard !schema.hasPrefix("/"), !schema.split(separator: "/").contains("..") else {
            PluginOutput.fail([
                "push-parse-schema: --schema must be a file or folder inside the target, such as Schemas or Schemas/schema.json"
            ])
        }
        let target = chooseTarget(named: targetNames, in: context.package)
        let source = target.directory.appending(subpath: schema).string
        guard FileManager.default.fileExists(atPath: source) else {
            PluginOutput.fail([
                "push-parse-schema: target '\(PrintableText.escaped(target.name))' has no \(PrintableText.escaped(schema)); pull the schema first (swift package pull-parse-schema) or name it with --schema <path>"
            ])
        }
        let config = Self.config(inTarget: target.directory.string)
        guard serverURL != nil || serverName != nil || config != nil else {
            PluginOutput.fail([
                "push-parse-schema: name the server with --server-url, such as https://example.com/parse or https://parseapi.back4app.com, or list it under \"servers\" in the target's parse-model-gen.json"
            ])
        }

        var toolArguments = ["push", source]
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
        if apply { toolArguments.append("--apply") }
        if allowDeletions { toolArguments.append("--allow-deletions") }
        if exitCode { toolArguments.append("--exit-code") }

        let tool = try context.tool(named: "parse-model-gen")
        let status = try PluginOutput.run(tool.path.string, toolArguments)
        // parse-model-gen push: 1 means the server differs (with --exit-code, or changes remain after --apply),
        // 2 an error; the two are told apart here too.
        switch status {
        case 0:
            return
        case 1:
            PluginOutput.fail([
                apply
                    ? "push-parse-schema: the server still differs from \(PrintableText.escaped(schema)): some changes were held back or refused (see above)"
                    : "push-parse-schema: the server differs from \(PrintableText.escaped(schema)) (the plan is above; nothing was changed)"
            ])
        default:
            PluginOutput.fail([
                apply
                    ? "push-parse-schema: parse-model-gen push failed (exit code \(status)): the schema or the server could not be read, or a request failed (see above)"
                    : "push-parse-schema: parse-model-gen push failed (exit code \(status)): the schema or the server could not be read (see above); nothing was changed"
            ])
        }
    }

    /// The target's config, at its root or in its `Schemas/` folder, where the other plugins find it.
    static func config(inTarget directory: String) -> String? {
        [directory + "/Schemas/parse-model-gen.json", directory + "/parse-model-gen.json"]
            .first { FileManager.default.fileExists(atPath: $0) }
    }

    /// The named target, or the only one with a `Schemas/` folder.
    private func chooseTarget(named names: [String], in package: Package) -> SourceModuleTarget {
        if names.count > 1 {
            PluginOutput.fail(["push-parse-schema: name one target; one target's schema is pushed at a time"])
        }
        if let name = names.first {
            guard let target = (try? package.targets(named: [name]))?.first as? SourceModuleTarget else {
                if let hint = SkippedTarget.hint(for: name, packageDirectory: package.directory.string) {
                    PluginOutput.fail([
                        "push-parse-schema: SwiftPM lists no target '\(PrintableText.escaped(name))'. \(PrintableText.escaped(hint))"
                    ])
                }
                PluginOutput.fail([
                    "push-parse-schema: target '\(PrintableText.escaped(name))' has no sources and no schema"
                ])
            }
            return target
        }
        let candidates = package.targets.compactMap { $0 as? SourceModuleTarget }.filter {
            FileManager.default.fileExists(atPath: $0.directory.string + "/Schemas")
        }
        guard candidates.count == 1, let only = candidates.first else {
            let names = PrintableText.escaped(candidates.map(\.name).sorted().joined(separator: ", "))
            PluginOutput.fail([
                candidates.isEmpty
                    ? "push-parse-schema: no target has a Schemas/ folder; name the target with --target <name>"
                    : "push-parse-schema: several targets have schemas (\(names)); name one with --target <name>"
            ])
        }
        return only
    }
}
