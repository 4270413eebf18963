import Foundation
import PackagePlugin

/// Generates ParseSwift models from the schema JSON in a target's `Schemas/` folder at build time.
///
/// One build command per target: its inputs are the schema files, the config and the generator
/// itself; its outputs are exactly the files the generator writes, so SwiftPM runs it only when an
/// input changed and compiles the generated files as part of the target.
@main
struct ParseModelGenPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard target is SourceModuleTarget else { return [] }
        guard let inputs = try ParseModelGenInputs.find(inTarget: target.directory.string, schemasInsideTarget: true) else {
            Diagnostics.warning("ParseModelGenPlugin: target '\(PrintableText.escaped(target.name))' has no \(ParseModelGenInputs.schemasFolderName)/ folder with schema JSON and no parse-model-gen.json; nothing to generate")
            return []
        }
        let tool = try context.tool(named: "parse-model-gen")
        return [try ParseModelGenBuildCommand.make(
            inputs: inputs, targetName: target.name, toolPath: tool.path, workDirectory: context.pluginWorkDirectory
        )]
    }
}

/// The build command, shared by the SwiftPM and Xcode entry points.
enum ParseModelGenBuildCommand {
    static func make(inputs: ParseModelGenInputs, targetName: String, toolPath: Path, workDirectory: Path) throws -> Command {
        let outputDirectory = workDirectory.appending("GeneratedModels")
        let outputNames = try inputs.outputFileNames()
        // `--expected-outputs` makes the tool refuse (exit 1, nothing written) when the files it would write are
        // not exactly the ones declared here, so a disagreement can never leave undeclared files behind.
        let arguments = inputs.generateArguments(
            output: outputDirectory.string,
            extra: ["--quiet", "--expected-outputs", outputNames.joined(separator: ",")]
        )
        return .buildCommand(
            displayName: "Generating Parse models for \(targetName)",
            executable: toolPath,
            arguments: arguments,
            inputFiles: inputs.files.map { Path($0) } + [toolPath],
            outputFiles: outputNames.map { outputDirectory.appending($0) }
        )
    }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension ParseModelGenPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        let files = target.inputFiles.map { $0.path.string }
        guard let inputs = try ParseModelGenInputs.find(amongFiles: files) else {
            Diagnostics.warning("ParseModelGenPlugin: target '\(PrintableText.escaped(target.displayName))' has no schema JSON in a \(ParseModelGenInputs.schemasFolderName) folder and no parse-model-gen.json; nothing to generate")
            return []
        }
        let tool = try context.tool(named: "parse-model-gen")
        return [try ParseModelGenBuildCommand.make(
            inputs: inputs, targetName: target.displayName, toolPath: tool.path, workDirectory: context.pluginWorkDirectory
        )]
    }
}
#endif
