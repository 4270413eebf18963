import ParseModelGenerator
import ParseSchema

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `parse-model-gen init [--target <dir>]`: creates `<dir>/Schemas/` and a starter
/// `<dir>/Schemas/parse-model-gen.json` whose `$schema` points at ParseModelGen's JSON Schema. Never
/// overwrites: an existing config (in `Schemas/` or at the folder's root, where the plugins also look)
/// stops it with exit code 1. In this module, with `generate` and `validate`, so that the lean
/// `parse-model-gen-build` runs it for the command plugin `generate-parse-models init` too.
package struct InitCommand: Equatable {
    /// The folder to set up: a target's source folder (`Sources/AppModels`) or, for the command line, any folder.
    package var target = "."
    /// The JSON Schema to reference; found from the package when nil.
    package var jsonSchema: String?
    package var accessLevel: AccessLevel = .internal
    package var quiet = false

    package static let spec = CommandSpec(
        name: "init",
        abstract: "Create a Schemas folder and a starter parse-model-gen.json.",
        usage: ["init [--target <directory>] [--access-level <level>] [--json-schema <path>]"],
        discussion: """
            Creates <directory>/Schemas/ and <directory>/Schemas/parse-model-gen.json with the access level, an
            example refinement (as a comment) and "$schema" pointing at ParseModelGen's parse-model-gen.schema.json,
            as a path relative to the new file, for completion in editors. The JSON Schema is looked up in the
            package that holds <directory>: ParseModelGen itself, a URL dependency in .build/checkouts, or a path
            dependency (once the package is resolved); otherwise the path a URL dependency's checkout will have.
            An existing parse-model-gen.json is never overwritten.
            """,
        options: [
            OptionSpec(
                "--target", value: "<directory>",
                help: "The folder to set up, such as Sources/AppModels (default: the current folder)."),
            OptionSpec("--access-level", value: "<level>", help: "internal (default), package or public."),
            OptionSpec(
                "--json-schema", value: "<path>",
                help: "The parse-model-gen.schema.json to point \"$schema\" at\n(default: found in the package)."),
            OptionSpec("--quiet", short: "-q", help: "Print only warnings and errors."),
        ],
        exitCodes:
            "0 created, 1 a config exists already (nothing written) or a file could not be written, 64 usage error."
    )

    /// Parses, runs and returns the exit code.
    package static func main(_ arguments: [String]) -> Int32 {
        spec.main(arguments, parse: parse, run: { $0.run() })
    }

    package static func parse(_ scanned: ScannedArguments) throws -> InitCommand {
        guard scanned.positionals.isEmpty else {
            throw UsageError(
                message: "init takes no arguments besides its options; name the folder with --target <directory>")
        }
        var command = InitCommand()
        command.target = scanned.value("--target") ?? "."
        command.jsonSchema = scanned.value("--json-schema")
        command.quiet = scanned.flag("--quiet")
        if let text = scanned.value("--access-level") {
            guard let level = AccessLevel(rawValue: text) else {
                let suggestion =
                    NameSuggestion.closest(to: text, among: AccessLevel.allCases.map(\.rawValue)).map {
                        "; did you mean '\($0)'?"
                    } ?? ""
                throw UsageError(
                    message:
                        "--access-level must be internal, package or public, not '\(TerminalText.printable(text))'\(suggestion)"
                )
            }
            command.accessLevel = level
        }
        return command
    }

    package func run() -> Int32 {
        let fileManager = FileManager.default
        if PathQueries.isDirectory(target) == false {
            printError(
                "error: \(shown(target)): not a folder; --target names the folder to set up, such as Sources/AppModels")
            return ExitCode.invalidInput
        }
        let schemas = join(target, "Schemas")
        let config = join(schemas, ConfigDecoder.defaultFileName)
        // The plugins also read a config at the target's root; a second one there would make them stop.
        for existing in [config, join(target, ConfigDecoder.defaultFileName)]
        where fileManager.fileExists(atPath: existing) {
            printError(
                "error: \(shown(existing)) exists already; init never overwrites a config (delete it first to start over)"
            )
            return ExitCode.invalidInput
        }
        do {
            try fileManager.createDirectory(atPath: schemas, withIntermediateDirectories: true)
        } catch {
            printError("error: \(shown(schemas)): cannot create the folder (\(shown(OutputWriterError.reason(error))))")
            return ExitCode.invalidInput
        }
        let location: ConfigJSONSchemaLocator.Location
        if let jsonSchema {
            let path = ConfigJSONSchemaLocator.standardized(jsonSchema)
            location = .init(path: path, exists: fileManager.fileExists(atPath: path), source: "--json-schema")
        } else if let root = ConfigJSONSchemaLocator.packageRoot(containing: schemas) {
            location = ConfigJSONSchemaLocator.locate(packageRoot: root)
        } else {
            let here = ConfigJSONSchemaLocator.standardized(".")
            location = .init(
                path: join(here, StarterConfig.urlDependencyJSONSchemaPath), exists: false,
                source: "where a URL dependency's checkout puts it (no Package.swift above \(target))")
        }
        let reference = StarterConfig.relativePath(
            from: ConfigJSONSchemaLocator.standardized(schemas), to: location.path)
        let text = StarterConfig.text(schemaReference: reference, accessLevel: accessLevel)
        do {
            // .withoutOverwriting: a config that appeared since the check above is still never replaced.
            try Data(text.utf8).write(to: URL(fileURLWithPath: config), options: .withoutOverwriting)
        } catch {
            if fileManager.fileExists(atPath: config) {
                printError(
                    "error: \(shown(config)) exists already; init never overwrites a config (delete it first to start over)"
                )
            } else {
                printError("error: \(shown(config)): cannot write the file (\(shown(OutputWriterError.reason(error))))")
            }
            return ExitCode.invalidInput
        }
        if !location.exists {
            printError(
                "warning: \(shown(location.path)) does not exist yet; \"$schema\" points at it anyway (\(shown(location.source)))"
            )
            printError(
                "note: editors complete the config once the package is resolved ('swift package resolve'); with a path dependency or in Xcode, see ParseModelGen's Documentation/Configuring.md"
            )
        }
        if !quiet {
            print("Created \(shown(config)) (\"$schema\": \(shown(reference)), from \(shown(location.source))).")
            print(
                "Next: put your schema JSON in \(shown(schemas))/ (parse-model-gen pull --output \(shown(join(schemas, "schema.json"))), or a dashboard export),"
            )
            print(
                "then build with the ParseModelGenPlugin build plugin on the target, or run 'parse-model-gen generate \(shown(schemas)) --output <folder>'."
            )
        }
        return ExitCode.success
    }

    private func join(_ directory: String, _ name: String) -> String {
        directory == "." ? name : (directory.hasSuffix("/") ? directory + name : directory + "/" + name)
    }
}
