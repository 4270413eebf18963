import Foundation
import GenerateCommand
import ParseSchema
import ParseServerSync
import SwiftModelReading

/// `parse-model-gen check <swift files or folders> <schema inputs>`: hand-written models against the schema.
struct CheckCommand: Equatable {
    var swiftPaths: [String]
    var schemaPaths: [String]
    var format = OutputFormat.text

    static let spec = CommandSpec(
        name: "check",
        abstract: "Check hand-written ParseSwift models (or PFObject subclasses) against a schema.",
        usage: ["check <swift files or folders>... <schema files or folders>... [--format text|json|github]"],
        discussion: """
            Reads the app's models with the Swift compiler (Swift 6.1 or later; PARSE_MODEL_GEN_SWIFTC names
            another swiftc): structs and classes conforming to ParseObject, ParseUser, ParseRole, ParseSession
            or ParseInstallation (directly or through the app's own protocols), and PFObject subclasses with
            @NSManaged properties; files with top-level code (main.swift, playground pages) included. Reports, at each Swift
            declaration, a class or field the schema does not have, a wire key that differs, a type that cannot
            hold the field's values and a required field the model lacks (errors); a non-optional property or a
            missing originalData (warnings); a field the model leaves out (a note).
            Paths ending in .swift, and folders holding .swift files, are Swift; the others are schemas, read
            as generate reads them.
            """,
        arguments: [
            ("<swift files or folders>", "The app's Swift sources (folders are searched for .swift files)."),
            ("<schema files or folders>", "The schema: files or folders of .json files, in any shape generate reads."),
        ],
        options: [OutputFormat.diagnosticsOption],
        exitCodes:
            "0 the models agree with the schema (warnings and notes allowed), 1 a disagreement,\n  2 error: the schema or the Swift sources could not be read, 64 usage error (Documentation/ExitCodes.md)."
    )

    /// Parses, runs and returns the exit code.
    static func main(_ arguments: [String]) -> Int32 {
        spec.main(arguments, parse: parse, run: { $0.run() })
    }

    /// Builds the command from the scanned arguments.
    static func parse(_ scanned: ScannedArguments) throws -> CheckCommand {
        let paths = scanned.positionalTexts
        let swift = paths.filter(SwiftModelInputs.isSwiftInput)
        let schemas = paths.filter { !SwiftModelInputs.isSwiftInput($0) }
        guard !swift.isEmpty else {
            throw UsageError(
                message:
                    "check needs the app's Swift sources: name .swift files or folders holding them, then the schema")
        }
        guard !schemas.isEmpty else {
            throw UsageError(
                message:
                    "check needs a schema to compare with: name schema files or folders of .json files after the Swift sources"
            )
        }
        return CheckCommand(
            swiftPaths: swift, schemaPaths: schemas,
            format: try OutputFormat.parse(scanned, allowing: [.text, .json, .github]))
    }

    /// Runs the check and prints its outcome in `format`; the exit code follows Documentation/ExitCodes.md.
    func run() -> Int32 {
        let printer = CheckPrinter(format: format, swiftPaths: swiftPaths, schemaPaths: schemaPaths)
        let inputs = InputCollector.collect(paths: schemaPaths, configPath: nil)
        let readErrors = inputs.diagnostics.filter { $0.severity == .error }
        guard readErrors.isEmpty else {
            return printer.couldNotRun(readErrors)
        }
        guard !inputs.schemas.isEmpty else {
            return printer.couldNotRun([
                Diagnostic(
                    .error, "no schema files (.json) found in \(schemaPaths.joined(separator: ", "))", at: nil)
            ])
        }
        let decoded = SchemaDiff.classes(in: inputs.schemas)
        let schemaErrors = decoded.diagnostics.filter { $0.severity == .error }
        guard schemaErrors.isEmpty else {
            return printer.couldNotRun(schemaErrors)
        }
        let models = SwiftModelReader.read(paths: swiftPaths)
        guard !models.diagnostics.containsErrors else {
            return printer.couldNotRun(models.diagnostics)
        }
        var diagnostics = models.diagnostics
        let findings = ModelCheck.findings(models, against: decoded.classes)
        if models.models.isEmpty, !models.generatedFiles.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .note,
                    "no hand-written models in \(swiftPaths.joined(separator: ", ")): the \(models.generatedFiles.count) generated file\(models.generatedFiles.count == 1 ? "" : "s") (recognised by their header) are generate's to keep in step with the schema",
                    at: nil))
        } else if models.models.isEmpty {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "no models in \(swiftPaths.joined(separator: ", ")): no struct or class conforms to ParseObject, ParseUser, ParseRole, ParseSession or ParseInstallation, and no class derives from PFObject",
                    at: nil
                ))
        }
        let counts = ModelCheckJSON.Counts(
            models: models.models.count, swiftFiles: models.files.count, classes: decoded.classes.count)
        return printer.finished(diagnostics: diagnostics, findings: findings, counts: counts)
    }
}
