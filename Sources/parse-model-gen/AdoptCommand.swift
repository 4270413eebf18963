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
            A model it cannot rewrite safely is named with the reason and stays as it is, its class excluded from
            generation; the others are rewritten. When no model can be rewritten, nothing is written. The config
            and the Swift files are written all or nothing: each must be unchanged since adopt read it.
            Hand-written ParseCloudable types become entries of the Cloud Code description (cloud-functions.json
            among the schema inputs, or a new one in the first schema folder): a type the app calls startJob() on
            is a job, the others functions. With --rewrite, each type the generated one replaces exactly is removed;
            any other stays as it is and out of the description.
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
            "0 written (models --rewrite cannot rewrite are named and left as they are), 1 invalid input, a config that would not generate, no model --rewrite can rewrite, or a file changed or not writable (nothing written), 64 usage error."
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
        if models.models.isEmpty, models.cloudables.isEmpty, !models.generatedFiles.isEmpty {
            // A target already switched: its generated files are never adopted.
            print(
                "nothing to adopt in \(swiftPaths.map(shown).joined(separator: ", ")): the models there are generated (\(models.generatedFiles.count) file\(models.generatedFiles.count == 1 ? "" : "s") recognised by their header); \(shown(configPath)) was not changed"
            )
            return ExitCode.success
        }
        let adoptsModels = !models.models.isEmpty
        guard adoptsModels || !models.cloudables.isEmpty else {
            printError(
                "error: no models to adopt in \(swiftPaths.map(shown).joined(separator: ", ")): no struct or class conforms to ParseObject, ParseUser, ParseRole, ParseSession, ParseInstallation or ParseCloudable (directly or through the app's own protocols), and no class derives from PFObject"
            )
            return ExitCode.invalidInput
        }
        let excluded = Set(existing?.config.excludeClasses.map(\.value) ?? [])
        // A model --rewrite cannot rewrite stays as it is with its class excluded from generation, and the rest
        // are planned again without it (a pointer to its class changes with it), until no model is refused.
        var refused: [(name: String, className: String)] = []
        var refusals: [Located<String>] = []
        var adoption: AdoptionPlanner.Adoption
        var sources: AdoptedSources.Plan
        repeat {
            adoption = AdoptionPlanner.plan(
                models, classes: decoded.classes, stripPrefixes: existing?.config.stripPrefixes ?? [],
                excluded: excluded, existing: existing?.root, refused: Set(refused.map(\.className)))
            sources = AdoptedSources.plan(adoption.rewrites, sources: models.sources)
            guard rewrite, !sources.refusedModels.isEmpty else { break }
            refused += sources.refusedModels
            refusals += sources.refusals
        } while true
        if rewrite, !refused.isEmpty, adoption.reports.isEmpty, models.cloudables.isEmpty {
            adoption.diagnostics.forEach { printError($0.formatted) }
            refusals.forEach {
                printError(Diagnostic(.error, "cannot rewrite: " + $0.value, at: $0.location).formatted)
            }
            printError(
                "error: --rewrite changed nothing (neither \(shown(configPath)) nor the Swift files); fix what is listed, or run adopt without --rewrite"
            )
            return ExitCode.invalidInput
        }
        if rewrite {
            // A removed property's comment is not lost: it documents the generated property.
            AdoptedSources.carryComments(
                of: adoption.rewrites, sources: models.sources, into: &adoption, existing: existing?.root)
        }
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
        // The app's ParseCloudable types: into the Cloud Code description, checked against the generated types;
        // the Swift files' plan then holds the models' rewrites and the Cloud types' together.
        var cloud: CloudAdoption.Outcome?
        let modelRefusals = sources.refusals
        if !models.cloudables.isEmpty {
            let outcome = CloudAdoption.plan(
                models, schemas: inputs.schemas, schemaPaths: schemaPaths,
                config: adoptsModels ? SourceFile(path: configPath, bytes: Array(merged.text.utf8)) : existing?.file,
                modelRewrites: adoption.rewrites, rewrite: rewrite)
            guard !outcome.diagnostics.containsErrors else {
                outcome.diagnostics.forEach { printError($0.formatted) }
                printError("error: nothing was written (neither the description, nor the config, nor the Swift files)")
                return ExitCode.invalidInput
            }
            if rewrite, !adoptsModels || adoption.reports.isEmpty, !outcome.entries.contains(where: \.replaced) {
                (outcome.diagnostics + adoption.diagnostics).forEach { printError($0.formatted) }
                (refusals + outcome.refusals).forEach {
                    printError(Diagnostic(.error, "cannot rewrite: " + $0.value, at: $0.location).formatted)
                }
                printError(
                    "error: --rewrite changed nothing (neither the description, the config nor the Swift files); fix what is listed, or run adopt without --rewrite"
                )
                return ExitCode.invalidInput
            }
            sources = outcome.sources
            cloud = outcome
        }
        // The config, the description and every Swift file at once: each unchanged since read and writable, or
        // nothing is written.
        var changes: [AdoptionFileWriter.Change] = []
        if adoptsModels {
            changes.append(
                AdoptionFileWriter.Change(
                    path: configPath, expected: existing?.file.bytes, new: Array(merged.text.utf8),
                    backupSuffix: hasComments ? ".before-adopt" : nil))
        }
        if let cloud, let text = cloud.text {
            changes.append(
                AdoptionFileWriter.Change(
                    path: cloud.path, expected: cloud.expected, new: Array(text.utf8),
                    backupSuffix: cloud.hasComments ? ".before-adopt" : nil))
        }
        let fixedChanges = changes.count
        if rewrite {
            changes += sources.files.map {
                AdoptionFileWriter.Change(
                    path: $0.path, expected: models.sources[$0.path], new: $0.isRemoved ? nil : Array($0.new.utf8))
            }
        }
        let outcomes: [InPlaceFileReplacement.Outcome]
        switch AdoptionFileWriter.write(changes) {
        case .success(let written): outcomes = written
        case .failure(let failure):
            printError("error: \(shown(failure.path)): \(TerminalText.printable(failure.message))")
            return ExitCode.invalidInput
        }
        // Without models the config is not written, so nothing is said about merging it.
        (adoption.diagnostics + (adoptsModels ? merged.diagnostics : [])).forEach { printError($0.formatted) }
        refusals.forEach {
            printError(Diagnostic(.warning, "cannot rewrite: " + $0.value, at: $0.location).formatted)
        }
        for model in refused {
            printError(
                "warning: model \(model.name) stays as it is, and its class '\(model.className)' is excluded from generation (\"exclude\" in \(shown(configPath)))"
            )
        }
        if adoptsModels {
            let written = outcomes[0]
            let through = written.writtenPath == configPath ? "" : " (the file the link \(shown(configPath)) points at)"
            print(
                "wrote \(shown(written.writtenPath))\(through) for \(adoption.reports.count) model\(adoption.reports.count == 1 ? "" : "s")"
            )
            if let backup = written.backupPath {
                print("saved the config as it was in \(shown(backup))")
            }
            print(
                AdoptionReportText.text(adoption.reports, rewritten: rewrite ? Set(sources.files.map(\.path)) : []),
                terminator: "")
        }
        if let cloud {
            cloud.diagnostics.forEach { printError($0.formatted) }
            for refusal in cloud.refusals {
                printError(
                    Diagnostic(
                        rewrite ? .warning : .note,
                        (rewrite ? "cannot rewrite: " : "--rewrite would leave this Cloud Code call alone: ")
                            + refusal.value, at: refusal.location
                    ).formatted)
            }
            for name in cloud.leftOut {
                printError(
                    "warning: \(name) stays as it is, and is left out of the description (\(shown(cloud.path)))")
            }
            let written = cloud.text == nil ? nil : outcomes[adoptsModels ? 1 : 0]
            print(
                CloudAdoptionReportText.text(
                    cloud, written: written.map { shown($0.writtenPath) }, backup: written?.backupPath.map(shown),
                    rewrite: rewrite), terminator: "")
        }
        guard rewrite else {
            modelRefusals.forEach {
                printError(
                    Diagnostic(.note, "--rewrite would leave this model alone: " + $0.value, at: $0.location).formatted)
            }
            if !sources.files.isEmpty {
                print("adopt --rewrite would make these changes (nothing was changed in the Swift files):")
                for file in sources.files {
                    if file.isRemoved {
                        print(
                            "adopt --rewrite would remove \(shown(file.path)): it would hold only imports and comments")
                    }
                    print(
                        UnifiedDiff.make(
                            from: file.old, to: file.new, oldLabel: shown(file.path), newLabel: shown(file.path)),
                        terminator: "")
                }
            }
            return ExitCode.success
        }
        for (file, outcome) in zip(sources.files, outcomes.dropFirst(fixedChanges)) {
            if file.isRemoved {
                print(
                    "removed \(shown(file.path)): it held only imports and comments once its models became the generated ones"
                )
                continue
            }
            let through = outcome.writtenPath == file.path ? "" : " (the file the link \(shown(file.path)) points at)"
            print("rewrote \(shown(outcome.writtenPath))\(through)")
        }
        return ExitCode.success
    }
}
