import Foundation
import GenerateCommand
import ParseSchema
import ParseServerSync

/// `parse-model-gen diff <old> <new>`: the schema changes between two inputs of any supported shape.
struct DiffCommand: Equatable {
    var old: String
    var new: String
    var exitCode = false
    var quiet = false
    var format = OutputFormat.text

    static let spec = CommandSpec(
        name: "diff",
        abstract: "Print the schema changes between two schemas.",
        usage: ["diff <old> <new> [--exit-code] [--quiet] [--format text|json]"],
        discussion: """
            Prints the schema changes from <old> to <new>: classes added or removed, fields added, removed
            or retyped, pointer and relation targets, required and default values, and one line each for
            class-level permission and index changes. Each side is a schema file or a directory whose
            .json files are all read, in any shape generate reads.
            """,
        arguments: [("<old>", "The schema before (a file or a directory)."), ("<new>", "The schema after.")],
        options: [
            OptionSpec("--exit-code", help: "Exit 1 when the schemas differ (default: 0 either way)."),
            OptionSpec("--quiet", short: "-q", help: "Print nothing when the schemas agree."),
            OutputFormat.option,
        ],
        exitCodes:
            "0 compared (with --exit-code: no differences), 1 with --exit-code: the schemas differ,\n  2 error: a side could not be read, 64 usage error."
    )

    /// Parses, runs and returns the exit code.
    static func main(_ arguments: [String]) -> Int32 {
        spec.main(arguments, parse: parse, run: { $0.run() })
    }

    /// Builds the command from the scanned arguments.
    static func parse(_ scanned: ScannedArguments) throws -> DiffCommand {
        let paths = scanned.positionalTexts
        guard paths.count == 2 else {
            throw UsageError(
                message:
                    "diff compares two schemas: name the old one and the new one (files or directories), not \(paths.count)"
            )
        }
        return DiffCommand(
            old: paths[0], new: paths[1], exitCode: scanned.flag("--exit-code"), quiet: scanned.flag("--quiet"),
            format: try OutputFormat.parse(scanned))
    }

    func run() -> Int32 {
        guard let before = classes(in: old), let after = classes(in: new) else {
            printError("error: the schemas could not be compared, since one of them could not be read (see above)")
            return ExitCode.error
        }
        let diff = SchemaDiff.between(before, after)
        if format == .json {
            // The document even when nothing differs: a reader needs no second case.
            let renderer = ChangeListJSON(
                command: "diff", from: old, to: new, severity: exitCode ? "error" : "note")
            print(
                renderer.render(
                    diff, old: ChangeListJSON.Side(classes: before, file: old),
                    new: ChangeListJSON.Side(classes: after, file: new)), terminator: "")
            return diff.isEmpty || !exitCode ? ExitCode.success : ExitCode.differs
        }
        if diff.isEmpty {
            if !quiet {
                print(diff.report(from: old, to: new, classCount: after.count), terminator: "")
            }
            return ExitCode.success
        }
        print(diff.report(from: old, to: new, classCount: after.count), terminator: "")
        return exitCode ? ExitCode.differs : ExitCode.success
    }

    /// The merged classes of one side; nil (after printing why) when it cannot be read.
    private func classes(in path: String) -> [ParseClass]? {
        let inputs = InputCollector.collect(paths: [path], configPath: nil)
        let readErrors = inputs.diagnostics.filter { $0.severity == .error }
        guard readErrors.isEmpty else {
            readErrors.forEach { printError($0.formatted) }
            return nil
        }
        guard !inputs.schemas.isEmpty else {
            printError("error: no schema files (.json) found in \(PrintableText.escaped(path))")
            return nil
        }
        let decoded = SchemaDiff.classes(in: inputs.schemas)
        let errors = decoded.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            errors.forEach { printError($0.formatted) }
            return nil
        }
        return decoded.classes
    }
}
