import Foundation
import GenerateCommand
import ParseModelGenerator
import ParseSchema
import ParseServerSync
import SwiftModelReading

/// `parse-model-gen adopt <swift files or folders> <schema inputs> --config <file>`: the config that makes
/// generated models keep the hand-written models' API, and a report of what stays hand-written.
struct AdoptCommand: Equatable {
    var swiftPaths: [String]
    var schemaPaths: [String]
    var configPath: String
    /// `--rewrite`: also turn the hand-written models into extensions of the generated ones.
    var rewrite = false

    static let spec = CommandSpec(
        name: "adopt",
        abstract: "Write the config that makes generated models keep your hand-written models' API.",
        usage: ["adopt <swift files or folders>... <schema files or folders>... --config <file> [--rewrite]"],
        discussion: """
            Reads the hand-written models as check does, then writes (or adds to) the config so that generate
            keeps their type names, property names, wire keys (an old key becomes an alias), Swift types, enums
            (names, cases, raw values, order), nested structs, pointer style and access level. An existing
            config keeps what it says; only missing keys are added. Its comments are not kept: the file before
            is saved as <file>.before-adopt. Nothing is written when the config would not generate.
            Then prints, per model, what the generated model adds and what generation cannot carry (custom
            initializers, computed properties, methods, extra conformances, generic or nested models) with
            where each goes instead: an extension file beside the generated models, or a typealias.
            With --rewrite it also makes the switch in the app's files: each model declaration becomes an
            extension of the generated model holding only what stays hand-written (the SDK requirements it
            implements in a nonisolated extension). Without it, those changes are printed as a unified diff.
            A model it cannot rewrite safely is named with the reason, and then nothing is written.
            """,
        arguments: [
            ("<swift files or folders>", "The app's Swift sources (folders are searched for .swift files)."),
            ("<schema files or folders>", "The schema: files or folders of .json files, in any shape generate reads."),
        ],
        options: [
            OptionSpec("--config", value: "<file>", help: "The config file to write or add to."),
            OptionSpec(
                "--rewrite", help: "Also rewrite the model declarations in the Swift files (else: print the diff)."),
        ],
        exitCodes:
            "0 written, 1 invalid input, a config that would not generate or a model --rewrite cannot rewrite (nothing written), 64 usage error."
    )

    static func main(_ arguments: [String]) -> Int32 {
        spec.main(arguments, parse: parse, run: { $0.run() })
    }

    static func parse(_ scanned: ScannedArguments) throws -> AdoptCommand {
        let paths = scanned.positionalTexts
        let swift = paths.filter(SwiftModelInputs.isSwiftInput)
        let schemas = paths.filter { !SwiftModelInputs.isSwiftInput($0) }
        guard !swift.isEmpty else {
            throw UsageError(
                message:
                    "adopt needs the app's Swift sources: name .swift files or folders holding them, then the schema")
        }
        guard !schemas.isEmpty else {
            throw UsageError(
                message:
                    "adopt needs the schema the models are adopted for: name schema files or folders of .json files after the Swift sources"
            )
        }
        guard let config = scanned.value("--config") else {
            throw UsageError(message: "adopt needs --config <file>: the config file to write or add to")
        }
        return AdoptCommand(
            swiftPaths: swift, schemaPaths: schemas, configPath: config, rewrite: scanned.flag("--rewrite"))
    }

    func run() -> Int32 {
        let inputs = InputCollector.collect(paths: schemaPaths, configPath: nil)
        let readErrors = inputs.diagnostics.filter { $0.severity == .error }
        guard readErrors.isEmpty, !inputs.schemas.isEmpty else {
            readErrors.forEach { printError($0.formatted) }
            if readErrors.isEmpty {
                printError("error: no schema files (.json) found in \(schemaPaths.map(shown).joined(separator: ", "))")
            }
            return ExitCode.invalidInput
        }
        let decoded = SchemaDiff.classes(in: inputs.schemas)
        guard !decoded.diagnostics.containsErrors else {
            decoded.diagnostics.filter { $0.severity == .error }.forEach { printError($0.formatted) }
            return ExitCode.invalidInput
        }
        // The existing config, read as generate reads it.
        var existing: (file: SourceFile, root: JSONNode, config: GeneratorConfig)?
        if FileManager.default.fileExists(atPath: configPath) {
            let read = InputCollector.readFile(configPath)
            guard let file = read.file else {
                read.diagnostics.forEach { printError($0.formatted) }
                return ExitCode.invalidInput
            }
            switch JSONReader.read(file.bytes) {
            case .success(let root):
                let config = ConfigDecoder.decode(root, path: configPath)
                guard !config.diagnostics.containsErrors else {
                    config.diagnostics.filter { $0.severity == .error }.forEach { printError($0.formatted) }
                    return ExitCode.invalidInput
                }
                existing = (file, root, config.config)
            case .failure(let error):
                printError(
                    Diagnostic(.error, error.message, at: SourceLocation(file: configPath, position: error.position))
                        .formatted)
                return ExitCode.invalidInput
            }
        }
        let models = SwiftModelReader.read(paths: swiftPaths)
        guard !models.diagnostics.containsErrors else {
            models.diagnostics.forEach { printError($0.formatted) }
            return ExitCode.invalidInput
        }
        guard !models.models.isEmpty else {
            printError(
                "error: no models to adopt in \(swiftPaths.map(shown).joined(separator: ", ")): no struct or class conforms to ParseObject, ParseUser, ParseRole, ParseSession or ParseInstallation (directly or through the app's own protocols), and no class derives from PFObject"
            )
            return ExitCode.invalidInput
        }
        let adoption = AdoptionPlanner.plan(
            models, classes: decoded.classes, stripPrefixes: existing?.config.stripPrefixes ?? [],
            excluded: Set(existing?.config.excludeClasses.map(\.value) ?? [])
        )
        let hasComments = existing.map { AdoptedConfig.hasComments($0.file.bytes) } ?? false
        let merged = AdoptedConfig.merge(adoption, into: existing?.root, path: configPath, hasComments: hasComments)
        // The config must generate before it replaces anything.
        let analysis = Generator.analyse(
            schemas: inputs.schemas, config: SourceFile(path: configPath, bytes: Array(merged.text.utf8)))
        let errors = analysis.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            errors.forEach { printError($0.formatted) }
            printError("error: the adopted config would not generate, so \(shown(configPath)) was not written")
            return ExitCode.invalidInput
        }
        let sources = AdoptedSources.plan(adoption.rewrites, sources: models.sources)
        if rewrite, !sources.refusals.isEmpty {
            adoption.diagnostics.forEach { printError($0.formatted) }
            sources.refusals.forEach {
                printError(Diagnostic(.error, "cannot rewrite: " + $0.value, at: $0.location).formatted)
            }
            printError(
                "error: --rewrite changed nothing (neither \(shown(configPath)) nor the Swift files); fix what is listed, or run adopt without --rewrite"
            )
            return ExitCode.invalidInput
        }
        // Through a link to the file it points at, keeping its permissions; a backup never replaces an earlier one.
        let written: InPlaceFileReplacement.Outcome
        switch InPlaceFileReplacement.replace(
            configPath, with: Array(merged.text.utf8), backupSuffix: hasComments ? ".before-adopt" : nil)
        {
        case .success(let outcome): written = outcome
        case .failure(let error):
            printError(
                "error: cannot write \(shown(configPath)): \(shown(error.path)) \(TerminalText.printable(error.message))"
            )
            return ExitCode.invalidInput
        }
        (adoption.diagnostics + merged.diagnostics).forEach { printError($0.formatted) }
        let through = written.writtenPath == configPath ? "" : " (the file the link \(shown(configPath)) points at)"
        print(
            "wrote \(shown(written.writtenPath))\(through) for \(adoption.reports.count) model\(adoption.reports.count == 1 ? "" : "s")"
        )
        if let backup = written.backupPath {
            print("saved the config as it was in \(shown(backup))")
        }
        print(AdoptionReportText.text(adoption.reports), terminator: "")
        guard rewrite else {
            sources.refusals.forEach {
                printError(
                    Diagnostic(.note, "--rewrite would leave this model alone: " + $0.value, at: $0.location).formatted)
            }
            if !sources.files.isEmpty {
                print("adopt --rewrite would make these changes (nothing was changed in the Swift files):")
                for file in sources.files {
                    print(
                        UnifiedDiff.make(
                            from: file.old, to: file.new, oldLabel: shown(file.path), newLabel: shown(file.path)),
                        terminator: "")
                }
            }
            return ExitCode.success
        }
        // Each file as the config: through a link to the file it points at, keeping its permissions.
        for file in sources.files {
            switch InPlaceFileReplacement.replace(file.path, with: Array(file.new.utf8), backupSuffix: nil) {
            case .success(let outcome):
                let through =
                    outcome.writtenPath == file.path ? "" : " (the file the link \(shown(file.path)) points at)"
                print("rewrote \(shown(outcome.writtenPath))\(through)")
            case .failure(let error):
                printError(
                    "error: cannot write \(shown(file.path)): \(shown(error.path)) \(TerminalText.printable(error.message))"
                )
                return ExitCode.invalidInput
            }
        }
        return ExitCode.success
    }
}
