import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory generate-parse-models [--target <name>]... [--check]
/// [--output <folder>] [--access-level <level>]`
///
/// Writes the generated models into each target's source folder (`<target>/Generated/` unless `--output`
/// names another folder inside the target), for projects that commit generated code. `--check` writes
/// nothing, prints a unified diff and fails when a committed file is out of date. Without `--target`, every target with a
/// `Schemas/` folder or a `parse-model-gen.json` is generated.
@main
struct GenerateParseModels: CommandPlugin {
    struct Failure: Error, CustomStringConvertible {
        var description: String
    }

    static let help = """
    OVERVIEW: Writes ParseSwift models generated from a target's schema JSON into the target's sources,
    for packages that commit the generated code (instead of applying the build plugin ParseModelGenPlugin).

    USAGE: swift package --allow-writing-to-package-directory generate-parse-models [--target <name>]...
           [--output <folder>] [--access-level <level>] [--check] [--quiet]

    OPTIONS:
      --target <name>         A target to generate (repeatable); default: every target with a Schemas/
                              folder or a parse-model-gen.json.
      --output <folder>       The folder inside the target to write into (default: Generated).
      --access-level <level>  internal (default), package or public; overrides the config.
      --check                 Write nothing; print a unified diff of what would change and fail when a
                              committed file is out of date (for CI).
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
        guard extractor.remainingArguments.isEmpty else {
            throw Failure(description: "generate-parse-models: unknown arguments \(extractor.remainingArguments.joined(separator: " ")); it takes --target <name>, --check, --output <folder>, --access-level <level> and --quiet (see generate-parse-models --help)")
        }
        guard !outputFolder.hasPrefix("/"), !outputFolder.split(separator: "/").contains("..") else {
            throw Failure(description: "generate-parse-models: --output must be a folder inside the target, such as Generated")
        }
        let targets = targetNames.isEmpty ? context.package.targets : try context.package.targets(named: targetNames)
        let tool = try context.tool(named: "parse-model-gen")
        var generated = 0
        var failures: [String] = []
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
            let output = target.directory.appending(subpath: outputFolder).string
            let status = try run(tool.path.string, inputs.generateArguments(output: output, extra: extra))
            generated += 1
            if status != 0 {
                failures.append(check
                    ? "target '\(target.name)': the generated files in \(output) are out of date or the schemas are invalid; run '\(regenerate)'"
                    : "target '\(target.name)': parse-model-gen failed (exit code \(status))")
            }
        }
        if generated == 0 && failures.isEmpty {
            failures.append("no target has a \(ParseModelGenInputs.schemasFolderName)/ folder or a parse-model-gen.json; name one with --target")
        }
        if !failures.isEmpty {
            throw Failure(description: failures.joined(separator: "\n"))
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
