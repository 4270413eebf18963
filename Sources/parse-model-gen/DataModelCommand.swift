import DataModelDocuments
import Foundation
import GenerateCommand
import ParseSchema

/// Runs `diagram` and `docs`: reads the inputs through the generator's own stages, then prints or writes
/// the diagram or the Markdown reference.
struct DataModelCommand {
    let options: DataModelCommandOptions

    /// Parses the arguments after the command's name, runs, and returns the exit code.
    static func main(_ command: DataModelCommandOptions.Command, _ arguments: [String]) -> Int32 {
        DataModelCommandOptions.spec(command).main(
            arguments, parse: { try DataModelCommandOptions.parse(command, $0) },
            run: { DataModelCommand(options: $0).run() }
        )
    }

    func run() -> Int32 {
        let inputs = InputCollector.collect(paths: options.inputs, configPath: options.config)
        report(inputs.diagnostics)
        guard !inputs.diagnostics.containsErrors else { return ExitCode.invalidInput }
        if inputs.schemas.isEmpty {
            printError("error: no schema files (.json) found in \(shown(options.inputs.joined(separator: ", ")))")
            return ExitCode.invalidInput
        }
        let loaded = DataModelGraph.load(schemas: inputs.schemas, config: inputs.config)
        report(loaded.diagnostics)
        guard let graph = loaded.graph else { return ExitCode.invalidInput }
        let text: String
        switch options.command {
        case .diagram:
            switch options.format {
            case .mermaid: text = MermaidDiagram.render(graph, fields: options.fields)
            case .dot: text = DotDiagram.render(graph, fields: options.fields)
            }
        case .docs:
            let document = DataModelDocument.render(graph)
            report(document.diagnostics)
            text = document.text
        }
        guard let output = options.output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return ExitCode.success
        }
        let shownOutput = shown(output)
        do {
            if options.check {
                guard try DocumentWriter.isUpToDate(text, at: output) else {
                    printError("\(shownOutput): out of date")
                    printError(
                        "error: \(shownOutput) is out of date; run 'parse-model-gen \(options.command.rawValue)' and commit the result"
                    )
                    return ExitCode.invalidInput
                }
                say("\(shownOutput) is up to date.")
                return ExitCode.success
            }
            switch try DocumentWriter.write(text, to: output) {
            case .written: say("Wrote \(shownOutput).")
            case .unchanged: say("\(shownOutput) is up to date.")
            }
            return ExitCode.success
        } catch {
            printError("error: \(shown(String(describing: error)))")
            return ExitCode.invalidInput
        }
    }

    private func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics where !(options.quiet && diagnostic.severity == .note) {
            printError(diagnostic.formatted)
        }
    }

    private func say(_ text: String) {
        if !options.quiet {
            print(text)
        }
    }

}
