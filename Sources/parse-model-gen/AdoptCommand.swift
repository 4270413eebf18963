import Foundation
import ParseModelGen

/// `parse-model-gen adopt <swift files or folders> <schema inputs> --config <file>`: the config that makes
/// generated models keep the hand-written models' API, and a report of what stays hand-written.
struct AdoptCommand: Equatable {
    var swiftPaths: [String]
    var schemaPaths: [String]
    var configPath: String

    static let spec = CommandSpec(
        name: "adopt",
        abstract: "Write the config that makes generated models keep your hand-written models' API.",
        usage: ["adopt <swift files or folders>... <schema files or folders>... --config <file>"],
        discussion: """
        Reads the hand-written models as check does, then writes (or adds to) the config so that generate
        keeps their type names, property names, wire keys (an old key becomes an alias), Swift types, enums
        (names, cases, raw values, order), nested structs, pointer style and access level. An existing
        config keeps what it says; only missing keys are added. Its comments are not kept: the file before
        is saved as <file>.before-adopt. Nothing is written when the config would not generate.
        Then prints, per model, what the generated model adds and what generation cannot carry (custom
        initializers, computed properties, methods, extra conformances, generic or nested models) with
        where each goes instead: an extension file beside the generated models, or a typealias.
        """,
        arguments: [
            ("<swift files or folders>", "The app's Swift sources (folders are searched for .swift files)."),
            ("<schema files or folders>", "The schema: files or folders of .json files, in any shape generate reads."),
        ],
        options: [OptionSpec("--config", value: "<file>", help: "The config file to write or add to.")],
        exitCodes: "0 written, 1 invalid input or a config that would not generate (nothing written), 64 usage error."
    )

    static func main(_ arguments: [String]) -> Int32 {
        spec.main(arguments, parse: parse, run: { $0.run() })
    }

    static func parse(_ scanned: ScannedArguments) throws -> AdoptCommand {
        let paths = scanned.positionalTexts
        let swift = paths.filter(SwiftModelInputs.isSwiftInput)
        let schemas = paths.filter { !SwiftModelInputs.isSwiftInput($0) }
        guard !swift.isEmpty else {
            throw UsageError(message: "adopt needs the app's Swift sources: name .swift files or folders holding them, then the schema")
        }
        guard !schemas.isEmpty else {
            throw UsageError(message: "adopt needs the schema the models are adopted for: name schema files or folders of .json files after the Swift sources")
        }
        guard let config = scanned.value("--config") else {
            throw UsageError(message: "adopt needs --config <file>: the config file to write or add to")
        }
        return AdoptCommand(swiftPaths: swift, schemaPaths: schemas, configPath: config)
    }

    func run() -> Int32 {
        let inputs = InputCollector.collect(paths: schemaPaths, configPath: nil)
        let readErrors = inputs.diagnostics.filter { $0.severity == .error }
        guard readErrors.isEmpty, !inputs.schemas.isEmpty else {
            readErrors.forEach { printError($0.formatted) }
            if readErrors.isEmpty { printError("error: no schema files (.json) found in \(schemaPaths.map(shown).joined(separator: ", "))") }
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
                printError(Diagnostic(.error, error.message, at: SourceLocation(file: configPath, position: error.position)).formatted)
                return ExitCode.invalidInput
            }
        }
        let models = SwiftModelReader.read(paths: swiftPaths)
        guard !models.diagnostics.containsErrors else {
            models.diagnostics.forEach { printError($0.formatted) }
            return ExitCode.invalidInput
        }
        guard !models.models.isEmpty else {
            printError("error: no models to adopt in \(swiftPaths.map(shown).joined(separator: ", ")): no struct conforms to ParseObject, ParseUser, ParseRole, ParseSession or ParseInstallation, and no class derives from PFObject")
            return ExitCode.invalidInput
        }
        let adoption = AdoptionPlanner.plan(models, classes: decoded.classes, stripPrefixes: existing?.config.stripPrefixes ?? [])
        let hasComments = existing.map { AdoptedConfig.hasComments($0.file.bytes) } ?? false
        let merged = AdoptedConfig.merge(adoption, into: existing?.root, path: configPath, hasComments: hasComments)
        // The config must generate before it replaces anything.
        let analysis = Generator.analyse(schemas: inputs.schemas, config: SourceFile(path: configPath, bytes: Array(merged.text.utf8)))
        let errors = analysis.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            errors.forEach { printError($0.formatted) }
            printError("error: the adopted config would not generate, so \(shown(configPath)) was not written")
            return ExitCode.invalidInput
        }
        // Through a link to the file it points at, keeping its permissions; a backup never replaces an earlier one.
        let written: InPlaceFileReplacement.Outcome
        switch InPlaceFileReplacement.replace(configPath, with: Array(merged.text.utf8), backupSuffix: hasComments ? ".before-adopt" : nil) {
        case .success(let outcome): written = outcome
        case .failure(let error):
            printError("error: cannot write \(shown(configPath)): \(shown(error.path)) \(TerminalText.printable(error.message))")
            return ExitCode.invalidInput
        }
        (adoption.diagnostics + merged.diagnostics).forEach { printError($0.formatted) }
        let through = written.writtenPath == configPath ? "" : " (the file the link \(shown(configPath)) points at)"
        print("wrote \(shown(written.writtenPath))\(through) for \(adoption.reports.count) model\(adoption.reports.count == 1 ? "" : "s")")
        if let backup = written.backupPath {
            print("saved the config as it was in \(shown(backup))")
        }
        print(AdoptionReportText.text(adoption.reports), terminator: "")
        return ExitCode.success
    }
}
