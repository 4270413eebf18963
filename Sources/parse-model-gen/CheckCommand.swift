import Foundation
import GenerateCommand
import ParseSchema
import ParseServerSync
import SwiftModelReading

/// `parse-model-gen check <swift files or folders> <schema inputs>`: hand-written models against the schema.
struct CheckCommand: Equatable {
    var swiftPaths: [String]
    var schemaPaths: [String]

    static let spec = CommandSpec(
        name: "check",
        abstract: "Check hand-written ParseSwift models (or PFObject subclasses) against a schema.",
        usage: ["check <swift files or folders>... <schema files or folders>..."],
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
        options: [],
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
        return CheckCommand(swiftPaths: swift, schemaPaths: schemas)
    }

    func run() -> Int32 {
        let inputs = InputCollector.collect(paths: schemaPaths, configPath: nil)
        let readErrors = inputs.diagnostics.filter { $0.severity == .error }
        guard readErrors.isEmpty else {
            readErrors.forEach { printError($0.formatted) }
            return ExitCode.error
        }
        guard !inputs.schemas.isEmpty else {
            printError("error: no schema files (.json) found in \(schemaPaths.map(shown).joined(separator: ", "))")
            return ExitCode.error
        }
        let decoded = SchemaDiff.classes(in: inputs.schemas)
        let schemaErrors = decoded.diagnostics.filter { $0.severity == .error }
        guard schemaErrors.isEmpty else {
            schemaErrors.forEach { printError($0.formatted) }
            return ExitCode.error
        }
        let models = SwiftModelReader.read(paths: swiftPaths)
        guard !models.diagnostics.containsErrors else {
            models.diagnostics.forEach { printError($0.formatted) }
            return ExitCode.error
        }
        var diagnostics = models.diagnostics + ModelCheck.check(models, against: decoded.classes)
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
        diagnostics.forEach { printError($0.formatted) }
        let count = { (severity: Diagnostic.Severity) in diagnostics.filter { $0.severity == severity }.count }
        print(
            "checked \(models.models.count) model\(models.models.count == 1 ? "" : "s") in \(models.files.count) Swift file\(models.files.count == 1 ? "" : "s") against \(decoded.classes.count) class\(decoded.classes.count == 1 ? "" : "es"): \(count(.error)) error\(count(.error) == 1 ? "" : "s"), \(count(.warning)) warning\(count(.warning) == 1 ? "" : "s"), \(count(.note)) note\(count(.note) == 1 ? "" : "s")"
        )
        // 1 only for what the check found; everything above that stopped it is 2 (Documentation/ExitCodes.md).
        return diagnostics.containsErrors ? ExitCode.differs : ExitCode.success
    }
}
