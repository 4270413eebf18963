import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-parse-models [--target <name>]... [--check]
/// [--output <folder>] [--access-level <level>] [--docs <file.md> [--docs-only]]`
///
/// Writes the generated models into each target's source folder (`<target>/Generated/` unless `--output`
/// names another folder inside the target), for projects that commit generated code. `--check` writes
/// nothing, prints a unified diff and fails when a committed file is out of date. Without `--target`, every target with a
/// `Schemas/` folder or a `parse-model-gen.json` is generated.
///
/// `--docs <file.md>` also writes the data-model reference (`parse-model-gen docs`) to that path, relative
/// to the package's root (outside the targets, whose sources SwiftPM would otherwise warn about); it needs
/// exactly one target. `--docs-only` writes the reference and leaves the models alone, for packages whose
/// models come from the build plugin. `--check` checks the reference too.
@main
struct GenerateParseModels: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let help = """
    OVERVIEW: Writes ParseSwift models generated from a target's schema JSON into the target's sources,
    for packages that commit the generated code (instead of applying the build plugin ParseModelGenPlugin).

    USAGE: swift package --allow-writing-to-package-directory generate-parse-models [--target <name>]...
           [--output <folder>] [--access-level <level>] [--docs <file.md> [--docs-only]] [--check] [--quiet]

    OPTIONS:
      --target <name>         A target to generate (repeatable); default: every target with a Schemas/
                              folder or a parse-model-gen.json.
      --output <folder>       The folder inside the target to write into (default: Generated).
      --access-level <level>  internal (default), package or public; overrides the config.
      --docs <file.md>        Also write the data-model reference there, relative to the package's root
                              (one target only).
      --docs-only             Write only the reference (for targets that use the build plugin).
      --check                 Write nothing; print a unified diff of what would change and fail when a
                              committed file (or the reference) is out of date (for CI).
      --quiet                 Print only warnings and errors.
      -h, --help              Show this help.

    SwiftPM asks for --allow-writing-to-package-directory (or a yes) before running the plugin, with
    --check too: it grants permissions per plugin, before the plugin sees its arguments.
    """

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        if arguments.contains("--help") || arguments.contains("-h") {
            print(Self.help, terminator: "")
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
        guard extractor.remainingArguments.isEmpty else {
            throw Failure(description: "generate-parse-models: unknown arguments \(PrintableText.escaped(extractor.remainingArguments.joined(separator: " "))); it takes --target <name>, --check, --output <folder>, --access-level <level>, --docs <file.md>, --docs-only and --quiet (see generate-parse-models --help)")
        }
        guard !outputFolder.hasPrefix("/"), !outputFolder.split(separator: "/").contains("..") else {
            throw Failure(description: "generate-parse-models: --output must be a folder inside the target, such as Generated")
        }
        if let docs, docs.hasPrefix("/") || docs.split(separator: "/").contains("..") || !docs.hasSuffix(".md") {
            throw Failure(description: "generate-parse-models: --docs must name a .md file inside the package, relative to its root, such as Docs/DataModel.md")
        }
        if docsOnly, docs == nil {
            throw Failure(description: "generate-parse-models: --docs-only needs --docs <file.md>")
        }
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let tool = try context.tool(named: "parse-model-gen")
        var generated = 0
        var failures: [String] = []
        var documented: [String] = []
        for target in targets {
            guard target is SourceModuleTarget else {
                if !targetNames.isEmpty { failures.append("target '\(target.name)' has no sources to generate into") }
                continue
            }
            guard let inputs = try ParseModelGenInputs.find(inTarget: target.directory.string) else {
                if !targetNames.isEmpty {
                    failures.append("target '\(target.name)' has no \(ParseModelGenInputs.schemasFolderName)/ folder and no parse-model-gen.json")
                }
                continue
            }
            // The exact command that brings this target's files up to date, with the options given here.
            var regenerate = "swift package --allow-writing-to-package-directory generate-parse-models --target \(target.name)"
            if outputFolder != "Generated" { regenerate += " --output \(outputFolder)" }
            if let level = accessLevels.last { regenerate += " --access-level \(level)" }
            var extra: [String] = []
            if let level = accessLevels.last { extra += ["--access-level", level] }
            if check { extra += ["--check", "--diff", "--regenerate-command", regenerate] }
            if quiet { extra.append("--quiet") }
            generated += 1
            if !docsOnly {
                let output = target.directory.appending(subpath: outputFolder).string
                let status = try run(tool.path.string, inputs.generateArguments(output: output, extra: extra))
                if status != 0 {
                    failures.append(check
                        ? "target '\(target.name)': the generated files in \(output) are out of date or the schemas are invalid; run '\(regenerate)'"
                        : "target '\(target.name)': parse-model-gen failed (exit code \(status))")
                }
            }
            if let docs {
                documented.append(target.name)
                guard documented.count == 1 else { continue }
                let path = context.package.directory.appending(subpath: docs).string
                var arguments = ["docs"] + inputs.schemas + ["--output", path]
                if let config = inputs.config { arguments += ["--config", config] }
                if check { arguments.append("--check") }
                if quiet { arguments.append("--quiet") }
                let status = try run(tool.path.string, arguments)
                if status != 0 {
                    failures.append(check
                        ? "target '\(target.name)': \(docs) is out of date or the schemas are invalid; run 'swift package --allow-writing-to-package-directory generate-parse-models --target \(target.name) --docs \(docs)'"
                        : "target '\(target.name)': parse-model-gen docs failed (exit code \(status))")
                }
            }
        }
        if documented.count > 1 {
            failures.append("--docs writes one file, but targets \(documented.joined(separator: ", ")) have schemas; name one with --target (only '\(documented[0])' was documented)")
        }
        if generated == 0 && failures.isEmpty {
            failures.append("no target has a \(ParseModelGenInputs.schemasFolderName)/ folder or a parse-model-gen.json; name one with --target")
        }
        if !failures.isEmpty {
            // Target names and folders are printed escaped, one failure a line: none can add a line of its own.
            throw Failure(description: failures.map(PrintableText.escaped).joined(separator: "\n"))
        }
    }

    /// Runs the tool with its output passed through; returns its exit status.
    private func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
