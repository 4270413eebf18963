import Foundation
import ParseModelGen

/// Runs a parsed command and returns the exit code.
struct CommandRunner {
    let options: CommandLineOptions

    func run() -> Int32 {
        switch options.command {
        case .help:
            print(CommandLineOptions.usage)
            return ExitCode.success
        case .version:
            print(GeneratorVersion.current)
            return ExitCode.success
        case .validate, .generate:
            return runPipeline()
        }
    }

    private func runPipeline() -> Int32 {
        let inputs = InputCollector.collect(paths: options.inputs, configPath: options.config)
        report(inputs.diagnostics)
        guard !inputs.diagnostics.containsErrors else { return ExitCode.invalidInput }
        if inputs.schemas.isEmpty {
            printError("error: no schema files (.json) found in \(shown(options.inputs.joined(separator: ", ")))")
            return ExitCode.invalidInput
        }
        let outcome = Generator.generate(schemas: inputs.schemas, config: inputs.config, accessLevel: options.accessLevel)
        report(outcome.diagnostics)
        guard outcome.succeeded else { return ExitCode.invalidInput }
        guard options.command == .generate, let output = options.output else {
            say("\(inputs.schemas.count) schema file(s) are valid.")
            return ExitCode.success
        }
        return write(outcome.files, to: output)
    }

    private func write(_ files: [GeneratedFile], to output: String) -> Int32 {
        if let expected = options.expectedOutputs {
            let actual = files.map(\.name)
            guard Set(actual) == Set(expected) else {
                let missing = actual.filter { !expected.contains($0) }.sorted().map(shown)
                let extra = expected.filter { !actual.contains($0) }.sorted().map(shown)
                printError("error: the build plugin declared other output files than parse-model-gen writes "
                    + "(not declared: \(missing.isEmpty ? "none" : missing.joined(separator: ", ")); "
                    + "declared but not generated: \(extra.isEmpty ? "none" : extra.joined(separator: ", "))); "
                    + "nothing was written. This is a bug in ParseModelGen, please report it with your schema; "
                    + "until it is fixed, generate with 'swift package generate-parse-models' instead")
                return ExitCode.invalidInput
            }
        }
        let directory = URL(fileURLWithPath: output, isDirectory: true)
        do {
            if options.check {
                let plan = try OutputWriter.plan(files, in: directory)
                let changes = plan.written + plan.removed
                guard changes.isEmpty else {
                    for name in plan.written { printError("\(shown(output))/\(shown(name)): out of date") }
                    for name in plan.removed { printError("\(shown(output))/\(shown(name)): would be removed") }
                    printError("error: \(changes.count) generated file(s) are out of date; run 'parse-model-gen generate' and commit the result")
                    return ExitCode.invalidInput
                }
                say("\(files.count) generated file(s) are up to date.")
                return ExitCode.success
            }
            let report = try OutputWriter.write(files, to: directory)
            var parts = ["wrote \(report.written.count)", "\(report.unchanged.count) up to date"]
            if !report.removed.isEmpty {
                parts.append("removed \(report.removed.count)")
            }
            say("Generated \(files.count) file(s) in \(shown(output)): " + parts.joined(separator: ", ") + ".")
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

    /// Input-derived text (paths, file names, error descriptions naming them) as it may be printed.
    private func shown(_ text: String) -> String {
        PrintableText.escaped(text)
    }
}
