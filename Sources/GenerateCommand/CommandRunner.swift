import ParseModelGenerator
import ParseSchema

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Runs a parsed command and returns the exit code.
struct CommandRunner {
    let options: CommandLineOptions

    func run() -> Int32 {
        let inputs = InputCollector.collect(paths: options.inputs, configPath: options.config)
        if options.verbose {
            reportInputs(inputs)
        }
        report(inputs.diagnostics)
        // validate follows the checking commands' convention (Documentation/ExitCodes.md): inputs it cannot
        // read stop the job (2); problems in what it read are its findings (1). generate keeps 1 for both.
        let unreadable = options.command == .validate ? ExitCode.error : ExitCode.invalidInput
        guard !inputs.diagnostics.containsErrors else { return unreadable }
        if inputs.schemas.isEmpty {
            report([
                Diagnostic(
                    .error, "no schema files (.json) found in \(options.inputs.joined(separator: ", "))", at: nil)
            ])
            return unreadable
        }
        // The process exits after this run, which reclaims the plan faster than freeing it would.
        let outcome = Generator.generate(
            schemas: inputs.schemas, config: inputs.config, accessLevel: options.accessLevel,
            warningsAsErrors: options.warningsAsErrors,
            workingMemory: .reclaimedAtExit
        )
        report(outcome.diagnostics)
        guard outcome.succeeded else { return ExitCode.invalidInput }
        guard options.command == .generate, let output = options.output else {
            let count = inputs.schemas.count
            // Warnings are not hidden behind "valid": the summary counts them.
            let warnings = (inputs.diagnostics + outcome.diagnostics).filter { $0.severity == .warning }.count
            let summary = "\(counted(count, "schema file")) \(count == 1 ? "is" : "are") valid"
            say(warnings == 0 ? summary + "." : summary + ", \(counted(warnings, "warning")).")
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
                printError(
                    "error: the build plugin declared other output files than parse-model-gen writes "
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
                    if options.diff {
                        printDiff(of: plan, files: files, in: output)
                    }
                    let verb = changes.count == 1 ? "is" : "are"
                    printError(
                        "error: \(counted(changes.count, "generated file")) \(verb) out of date; run '\(shown(regenerateCommand))' and commit the result"
                    )
                    return ExitCode.invalidInput
                }
                say("\(counted(files.count, "generated file")) \(files.count == 1 ? "is" : "are") up to date.")
                return ExitCode.success
            }
            let report = try OutputWriter.write(files, to: directory)
            var parts = ["wrote \(report.written.count)", "\(report.unchanged.count) up to date"]
            if !report.removed.isEmpty {
                parts.append("removed \(report.removed.count)")
            }
            say("Generated \(counted(files.count, "file")) in \(shown(output)): " + parts.joined(separator: ", ") + ".")
            return ExitCode.success
        } catch {
            printError("error: \(shown(String(describing: error)))")
            return ExitCode.invalidInput
        }
    }

    /// Prints, on standard output, the unified diff from the files on disk to the generated ones; labels
    /// are the files' paths (`/dev/null` for a file added or removed), so `patch -p0` applies it.
    private func printDiff(of plan: WriteReport, files: [GeneratedFile], in output: String) {
        let generated = Dictionary(files.map { ($0.name, $0.contents) }, uniquingKeysWith: { first, _ in first })
        for name in (plan.written + plan.removed).sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
            let path = "\(output)/\(name)"
            let existing = FileManager.default.contents(atPath: path).map { String(decoding: $0, as: UTF8.self) }
            let new = generated[name]
            // The labels are paths: escaped, so a folder or file name cannot print a line of its own.
            let text = UnifiedDiff.make(
                from: existing ?? "", to: new ?? "",
                oldLabel: existing == nil ? "/dev/null" : shown(path), newLabel: new == nil ? "/dev/null" : shown(path)
            )
            print(text, terminator: "")
        }
    }

    /// The command that brings the files up to date: the plugin's when it passed one, else this
    /// command without `--check`.
    private var regenerateCommand: String {
        if let command = options.regenerateCommand { return command }
        var words = ["parse-model-gen", "generate"] + options.inputs + ["--output", options.output ?? ""]
        if let config = options.config { words += ["--config", config] }
        if let level = options.accessLevel { words += ["--access-level", level.rawValue] }
        return words.map(ShellQuoting.quoted).joined(separator: " ")
    }

    /// `--verbose`: which config was used and how it was found, and the schema files, one a line.
    private func reportInputs(_ inputs: InputCollector.Inputs) {
        if let config = inputs.config {
            let how = options.config == nil ? "found beside the inputs" : "named by --config"
            print("Config: \(shown(config.path)) (\(how))")
        } else if options.config == nil {
            print("Config: none (no \(ConfigDecoder.defaultFileName) beside the inputs; --config <file> names one)")
        }
        for schema in inputs.schemas {
            print("Schema: \(shown(schema.path))")
        }
    }

    /// Prints diagnostics on standard error, or with `--format github` as annotations on standard output,
    /// where the runner reads workflow commands.
    private func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics where !(options.quiet && diagnostic.severity == .note) {
            if options.annotations {
                print(GitHubAnnotation.line(diagnostic, title: "parse-model-gen \(options.command.rawValue)"))
            } else {
                printError(diagnostic.formatted)
            }
        }
    }

    private func say(_ text: String) {
        if !options.quiet {
            print(text)
        }
    }

}
