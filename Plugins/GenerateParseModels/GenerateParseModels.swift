import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-parse-models [--target <name>]... [--check]
/// [--output <folder>] [--access-level <level>] [--docs <file.md> [--docs-only]]`, and
/// `... generate-parse-models init --target <name> [--access-level <level>]`
///
/// Writes the generated models into each target's source folder (`<target>/Generated/` unless `--output`
/// names another folder inside the target), for projects that commit generated code. `--check` writes
/// nothing, prints a unified diff and fails when a committed file is out of date. Without `--target`, every target with a
/// `Schemas/` folder or a `parse-model-gen.json` is generated, except the targets that apply the build plugin
/// (their models are generated at build time; see ManifestPluginUsage.swift).
///
/// `init` runs `init` on a target: a `Schemas/` folder and a starter config whose `$schema` points at this
/// package's JSON Schema, wherever SwiftPM put the package.
///
/// `--docs <file.md>` also writes the data-model reference (`parse-model-gen docs`) to that path, relative
/// to the package's root (outside the targets, whose sources SwiftPM would otherwise warn about); it needs
/// exactly one target. `--docs-only` writes the reference and leaves the models alone, for packages whose
/// models come from the build plugin. `--check` checks the reference too.
///
/// Generating and `init` run the lean `parse-model-gen-build`, the build plugin's tool and the only tool
/// this plugin declares, so that a new app's first run builds the schema side and the generator only, and
/// the build plugin then finds its tool built. `--docs` builds the full `parse-model-gen` when it runs
/// (FullToolBuild.swift).
@main
struct GenerateParseModels: CommandPlugin {
    static let help = """
        OVERVIEW: Writes ParseSwift models generated from a target's schema JSON into the target's sources,
        for packages that commit the generated code (instead of applying the build plugin ParseModelGenPlugin).

        USAGE: swift package --allow-writing-to-package-directory generate-parse-models [--target <name>]...
               [--output <folder>] [--access-level <level>] [--docs <file.md> [--docs-only]] [--check] [--quiet]
               [--allow-build-plugin-target]
               swift package --allow-writing-to-package-directory generate-parse-models init --target <name>
               [--access-level <level>]

        OPTIONS:
          --target <name>         A target to generate (repeatable); default: every target with a Schemas/
                                  folder or a parse-model-gen.json, except those that apply ParseModelGenPlugin.
          --output <folder>       The folder inside the target to write into (default: Generated).
          --access-level <level>  internal (default), package or public; overrides the config.
          --docs <file.md>        Also write the data-model reference there, relative to the package's root
                                  (one target only; builds the full parse-model-gen, the first time slowly).
          --docs-only             Write only the reference (for targets that use the build plugin).
          --check                 Write nothing; print a unified diff of what would change and fail when a
                                  committed file (or the reference) is out of date (for CI).
          --allow-build-plugin-target
                                  Write into a --target that applies ParseModelGenPlugin anyway (refused
                                  otherwise: its builds would then fail with the types declared twice).
          --quiet                 Print only warnings and errors.
          -h, --help              Show this help.

        INIT:
          init --target <name>    Create the target's Schemas/ folder and a starter Schemas/parse-model-gen.json
                                  whose "$schema" points at ParseModelGen's JSON Schema; never overwrites.

        SwiftPM asks for --allow-writing-to-package-directory (or a yes) before running the plugin, with
        --check and --help too: it grants permissions per plugin, before the plugin sees its arguments.
        """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            PluginOutput.say(Self.help)
            return
        }
        if arguments.first == "init" {
            try initialize(context: context, arguments: Array(arguments.dropFirst()))
            return
        }
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let outputFolder = extractor.extractOption(named: "output").last ?? "Generated"
        let accessLevels = extractor.extractOption(named: "access-level")
        let check = extractor.extractFlag(named: "check") > 0
        let quiet = extractor.extractFlag(named: "quiet") > 0
        let docs = extractor.extractOption(named: "docs").last
        let docsOnly = extractor.extractFlag(named: "docs-only") > 0
        let allowBuildPluginTarget = extractor.extractFlag(named: "allow-build-plugin-target") > 0
        guard extractor.remainingArguments.isEmpty else {
            PluginOutput.fail([
                "generate-parse-models: unknown arguments \(PrintableText.escaped(extractor.remainingArguments.joined(separator: " "))); it takes --target <name>, --check, --output <folder>, --access-level <level>, --docs <file.md>, --docs-only, --quiet and --allow-build-plugin-target, or init --target <name> (see generate-parse-models --help)"
            ])
        }
        guard !outputFolder.hasPrefix("/"), !outputFolder.split(separator: "/").contains("..") else {
            PluginOutput.fail(["generate-parse-models: --output must be a folder inside the target, such as Generated"])
        }
        if let docs, docs.hasPrefix("/") || docs.split(separator: "/").contains("..") || !docs.hasSuffix(".md") {
            PluginOutput.fail([
                "generate-parse-models: --docs must name a .md file inside the package, relative to its root, such as Docs/DataModel.md"
            ])
        }
        if docsOnly, docs == nil {
            PluginOutput.fail(["generate-parse-models: --docs-only needs --docs <file.md>"])
        }
        let targets: [Target]
        do {
            targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        } catch {
            for name in targetNames where !context.package.targets.contains(where: { $0.name == name }) {
                if let hint = SkippedTarget.hint(for: name, packageDirectory: context.package.directory.string) {
                    PluginOutput.fail([
                        "generate-parse-models: SwiftPM lists no target '\(PrintableText.escaped(name))'. \(PrintableText.escaped(hint))"
                    ])
                }
            }
            PluginOutput.fail(["generate-parse-models: \(PrintableText.escaped(String(describing: error)))"])
        }
        // Without --target, the targets whose models the build plugin generates are left to it; --docs-only
        // writes no model, so it may document them.
        let buildPluginTargets =
            targetNames.isEmpty && !docsOnly ? try buildPluginUsage(in: context.package.directory.string) : nil
        // A named target that applies the build plugin is refused before anything is written: its models in
        // its sources would be declared a second time by every build (the build plugin's own refusal comes
        // only after the damage). --allow-build-plugin-target does it on purpose.
        if !targetNames.isEmpty && !docsOnly && !allowBuildPluginTarget {
            let applying = try buildPluginUsage(in: context.package.directory.string, strict: false)
            let refused = targetNames.filter(applying.contains)
            if !refused.isEmpty {
                PluginOutput.fail(
                    refused.map { name in
                        "generate-parse-models: target '\(PrintableText.escaped(name))' applies the build plugin ParseModelGenPlugin, which generates its models at build time; written into its sources too, the same types would be declared twice and every build would fail. Use one of the two plugins on a target: to commit the models, remove ParseModelGenPlugin from the target's plugins in Package.swift, then run this command again; to write them anyway, add --allow-build-plugin-target. Nothing was written."
                    })
            }
        }
        let tool = try context.tool(named: "parse-model-gen-build")
        // Built before anything is written, so that a failed build leaves the models as they were.
        let docsTool = docs == nil ? nil : FullToolBuild.path(using: packageManager, quiet: quiet)
        var generated = 0
        var failures: [String] = []
        var documented: [String] = []
        var skipped: [String] = []
        var awaitingSchemas = 0
        for target in targets {
            guard target is SourceModuleTarget else {
                if !targetNames.isEmpty { failures.append("target '\(target.name)' has no sources to generate into") }
                continue
            }
            let inputs: ParseModelGenInputs?
            do {
                inputs = try ParseModelGenInputs.find(inTarget: target.directory.string)
            } catch {
                failures.append("target '\(target.name)': \(error)")
                continue
            }
            guard let inputs else {
                if !targetNames.isEmpty {
                    failures.append(
                        "target '\(target.name)' has no \(ParseModelGenInputs.schemasFolderName)/ folder and no parse-model-gen.json"
                    )
                }
                continue
            }
            for nearMiss in inputs.nearMissConfigs {
                PluginOutput.warning(PrintableText.escaped(ConfigFileNames.nearMissMessage(nearMiss)))
            }
            if let buildPluginTargets, buildPluginTargets.contains(target.name) {
                skipped.append(target.name)
                continue
            }
            if inputs.schemas.isEmpty {
                let message =
                    "target '\(target.name)': \(ParseModelGenInputs.noSchemasMessage(targetDirectory: target.directory.string))"
                if targetNames.isEmpty {
                    awaitingSchemas += 1
                    PluginOutput.note(PrintableText.escaped("skipped " + message))
                } else {
                    failures.append(message)
                }
                continue
            }
            // The exact command that brings this target's files up to date, with the options given here.
            var regenerate =
                "swift package --allow-writing-to-package-directory generate-parse-models --target \(target.name)"
            if outputFolder != "Generated" { regenerate += " --output \(outputFolder)" }
            if let level = accessLevels.last { regenerate += " --access-level \(level)" }
            var extra: [String] = []
            if let level = accessLevels.last { extra += ["--access-level", level] }
            if check { extra += ["--check", "--diff", "--regenerate-command", regenerate] }
            if quiet { extra.append("--quiet") }
            generated += 1
            if !docsOnly {
                let output = target.directory.appending(subpath: outputFolder).string
                let sources = (target as? SourceModuleTarget)?.sourceFiles(withSuffix: "swift").map(\.path.string) ?? []
                let clashes = SourceFileClash.find(
                    sources: sources, generatedNames: try inputs.outputFileNames(), outputFolder: output + "/",
                    plugin: "generate-parse-models")
                if !clashes.isEmpty {
                    failures += clashes.map { "target '\(target.name)': \($0.message)" }
                    continue
                }
                let status = try PluginOutput.run(
                    tool.path.string, inputs.generateArguments(output: output, extra: extra))
                if status != 0 {
                    failures.append(
                        check
                            ? "target '\(target.name)': the generated files in \(output) are out of date or the schemas are invalid; run '\(regenerate)'"
                            : "target '\(target.name)': parse-model-gen failed (exit code \(status)); its messages are above"
                    )
                }
            }
            if let docs, let docsTool {
                documented.append(target.name)
                guard documented.count == 1 else { continue }
                let path = context.package.directory.appending(subpath: docs).string
                var arguments = ["docs"] + inputs.schemas + ["--output", path]
                if let config = inputs.config { arguments += ["--config", config] }
                if check { arguments.append("--check") }
                if quiet { arguments.append("--quiet") }
                let status = try PluginOutput.run(docsTool, arguments)
                if status != 0 {
                    failures.append(
                        check
                            ? "target '\(target.name)': \(docs) is out of date or the schemas are invalid; run 'swift package --allow-writing-to-package-directory generate-parse-models --target \(target.name) --docs \(docs)'"
                            : "target '\(target.name)': parse-model-gen docs failed (exit code \(status)); its messages are above"
                    )
                }
            }
        }
        if !skipped.isEmpty {
            let names = skipped.map { "'\($0)'" }.joined(separator: ", ")
            PluginOutput.note(
                PrintableText.escaped(
                    "skipped \(skipped.count == 1 ? "target" : "targets") \(names): \(skipped.count == 1 ? "it applies" : "they apply") the build plugin ParseModelGenPlugin, which generates \(skipped.count == 1 ? "its" : "their") models at build time; to commit a target's models instead, remove ParseModelGenPlugin from its plugins in Package.swift"
                ))
        }
        if documented.count > 1 {
            failures.append(
                "--docs writes one file, but targets \(documented.joined(separator: ", ")) have schemas; name one with --target (only '\(documented[0])' was documented)"
            )
        }
        if generated == 0 && failures.isEmpty && awaitingSchemas == 0 {
            failures.append(
                skipped.isEmpty
                    ? "no target has a \(ParseModelGenInputs.schemasFolderName)/ folder or a parse-model-gen.json; name one with --target, or create one with 'generate-parse-models init --target <name>'"
                    : "nothing to generate: every target with schemas applies the build plugin; to commit a target's models instead, remove ParseModelGenPlugin from its plugins in Package.swift"
            )
        }
        if !failures.isEmpty {
            // Target names and folders are printed escaped, one failure a line: none can add a line of its own.
            PluginOutput.fail(failures.map(PrintableText.escaped))
        }
    }

    /// The targets the package's manifests apply the build plugin to. When `strict`, stops when a manifest
    /// names the plugin in a way the scan cannot attribute, rather than risk writing models a build would
    /// generate again; otherwise (targets named with --target) returns the targets it could attribute.
    private func buildPluginUsage(in packageDirectory: String, strict: Bool = true) throws -> Set<String> {
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: packageDirectory)) ?? [])
            .filter { $0 == "Package.swift" || ($0.hasPrefix("Package@swift-") && $0.hasSuffix(".swift")) }
        var targets = Set<String>()
        for name in names.sorted() {
            guard let data = FileManager.default.contents(atPath: ParseModelGenInputs.join(packageDirectory, name))
            else { continue }
            let usage = ManifestPluginUsage.scan(String(decoding: data, as: UTF8.self))
            if usage.undetermined && strict {
                PluginOutput.fail([
                    "generate-parse-models: \(name) applies the build plugin ParseModelGenPlugin in a way this command cannot attribute to a target (through a variable, say); name the targets to generate with --target, so that no target gets its models twice"
                ])
            }
            targets.formUnion(usage.targets)
        }
        return targets
    }

    /// `init --target <name> [--access-level <level>]`: runs the lean tool's `init` (parse-model-gen's) on the
    /// target's folder, with the path of this package's JSON Schema, wherever SwiftPM put the package.
    private func initialize(context: PluginContext, arguments: [String]) throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let accessLevels = extractor.extractOption(named: "access-level")
        guard extractor.remainingArguments.isEmpty else {
            PluginOutput.fail([
                "generate-parse-models init: unknown arguments \(PrintableText.escaped(extractor.remainingArguments.joined(separator: " "))); it takes --target <name> and --access-level <level>"
            ])
        }
        let sourceTargets = context.package.targets.compactMap { $0 as? SourceModuleTarget }.filter { $0.kind != .test }
        let target: SourceModuleTarget
        if let name = targetNames.last {
            guard let named = context.package.targets.first(where: { $0.name == name }) else {
                if let hint = SkippedTarget.hint(for: name, packageDirectory: context.package.directory.string) {
                    PluginOutput.fail([
                        "generate-parse-models init: SwiftPM lists no target '\(PrintableText.escaped(name))'. \(PrintableText.escaped(hint))"
                    ])
                }
                let known =
                    sourceTargets.isEmpty
                    ? "the package has no target with sources yet"
                    : "the targets are \(sourceTargets.map(\.name).joined(separator: ", "))"
                PluginOutput.fail([
                    "generate-parse-models init: no target named '\(PrintableText.escaped(name))'; \(PrintableText.escaped(known))"
                ])
            }
            guard let source = named as? SourceModuleTarget else {
                PluginOutput.fail([
                    "generate-parse-models init: target '\(PrintableText.escaped(name))' has no sources to hold the schemas"
                ])
            }
            target = source
        } else if sourceTargets.count == 1, let only = sourceTargets.first {
            target = only
        } else {
            PluginOutput.fail([
                "generate-parse-models init: name the target that will hold the models with --target <name> (the targets are \(sourceTargets.map(\.name).joined(separator: ", ")))"
            ])
        }
        var toolArguments = ["init", "--target", target.directory.string]
        if let directory = Self.parseModelGenDirectory(in: context.package) {
            toolArguments += ["--json-schema", ParseModelGenInputs.join(directory, "parse-model-gen.schema.json")]
        }
        if let level = accessLevels.last { toolArguments += ["--access-level", level] }
        let tool = try context.tool(named: "parse-model-gen-build")
        let status = try PluginOutput.run(tool.path.string, toolArguments)
        if status != 0 {
            PluginOutput.fail([
                "generate-parse-models init: parse-model-gen init failed (exit code \(status)); its message is above"
            ])
        }
    }

    /// The folder of the package that declares this plugin: the package itself or one of its dependencies,
    /// found by the product the plugin runs. SwiftPM puts a URL dependency in .build/checkouts, and leaves a
    /// path dependency where it is.
    static func parseModelGenDirectory(in package: Package) -> String? {
        var pending = [package]
        var seen = Set<String>()
        while let current = pending.popLast() {
            guard seen.insert(current.directory.string).inserted else { continue }
            if current.products.contains(where: { $0.name == "GenerateParseModels" }) {
                return current.directory.string
            }
            pending += current.dependencies.map(\.package)
        }
        return nil
    }
}
