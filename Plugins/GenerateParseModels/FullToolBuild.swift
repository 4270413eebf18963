import PackagePlugin

/// The full `parse-model-gen`, for `--docs` only. The plugin declares the lean `parse-model-gen-build` alone,
/// because SwiftPM builds every tool a plugin declares before it runs the plugin: declaring the full tool
/// made every first `init` and `generate-parse-models` build the server, Swift-reading and document modules
/// too (issue 42). The data-model reference needs the document modules, which the lean tool leaves out to
/// keep the build plugin's clean build small, so a run with `--docs` asks SwiftPM to build the full tool
/// here; later runs find it up to date.
enum FullToolBuild {
    /// The product that writes the reference, `parse-model-gen docs`.
    static let productName = "parse-model-gen"

    /// Builds the full tool and returns its path, or ends the run with a message saying why it could not.
    /// `quiet` leaves SwiftPM's build log out of the output unless the build fails.
    static func path(using packageManager: PackageManager, quiet: Bool) -> String {
        if !quiet {
            PluginOutput.say(
                "--docs: building \(productName) where it is not up to date (the models need only the lean parse-model-gen-build; the data-model reference needs the full tool)"
            )
        }
        let result: PackageManager.BuildResult
        do {
            result = try packageManager.build(
                .product(productName), parameters: .init(configuration: .debug, logging: .concise, echoLogs: !quiet))
        } catch {
            PluginOutput.fail([
                "generate-parse-models: --docs needs \(productName), which SwiftPM could not build from this plugin (\(PrintableText.escaped(String(describing: error)))); without --docs the models need only the lean tool, and 'parse-model-gen docs' writes the reference from the command line (Scripts/install-cli)"
            ])
        }
        guard result.succeeded else {
            if quiet { PluginOutput.say(result.logText) }
            PluginOutput.fail([
                "generate-parse-models: --docs needs \(productName), and SwiftPM's build of it failed; its messages are above"
            ])
        }
        guard
            let tool = result.builtArtifacts.first(where: {
                $0.kind == .executable && $0.path.lastComponent == productName
            })
        else {
            PluginOutput.fail([
                "generate-parse-models: SwiftPM built \(productName) for --docs but did not say where the executable is"
            ])
        }
        return tool.path.string
    }
}
