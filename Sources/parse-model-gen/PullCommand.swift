import Foundation
import GenerateCommand
import ParseSchema
import ParseServerSync

/// `parse-model-gen pull`: saves a server's `GET /schemas` answer, normalised, or with `--check` compares it
/// with the saved file. The master key comes only from `PARSE_MASTER_KEY` or `--master-key-file`: a value
/// on the command line would show in process lists and shell history.
struct PullCommand: Equatable {
    var server = ServerSelection.Options()
    var output: String
    var timeout: Double = 30
    var check = false
    var quiet = false
    var format = OutputFormat.text

    static let spec = CommandSpec(
        name: "pull",
        abstract: "Save a Parse Server's schema (GET /schemas) as a JSON file, or compare it with one.",
        usage: [
            "pull [--server <name> | --server-url <url>] --output <file> [--app-id <id>]",
            "     [--master-key-file <path>] [--config <file>] [--timeout <seconds>] [--check] [--quiet]",
            "     [--allow-insecure-http] [--format text|json]",
        ],
        discussion: """
            Reads GET <url>/schemas with the application id and the master key and saves it as
            {"results": [...]}, classes sorted by name and keys sorted, so the file changes only when the
            schema does. The file is rewritten only when its content changed, atomically. The server is
            --server-url, or one the config names under "servers" (--server, else its default server).
            """,
        options: [
            OptionSpec(
                "--server", value: "<name>",
                help:
                    "A server of the config's \"servers\" (default: its \"defaultServer\", or\nits only server): its url, application id and where its master key comes from."
            ),
            OptionSpec(
                "--server-url", value: "<url>",
                help:
                    "The Parse Server address with its mount path, such as\nhttps://example.com/parse or https://parseapi.back4app.com; wins over the config's."
            ),
            OptionSpec(
                "--output", short: "-o", value: "<file>",
                help: "The schema file to write (with --check: to compare with)."),
            OptionSpec(
                "--app-id", value: "<id>",
                help: "The application id; default: the environment variable PARSE_APPLICATION_ID."),
            OptionSpec(
                "--master-key-file", value: "<path>",
                help:
                    "A file holding the master key; default: the environment variable\nPARSE_MASTER_KEY. The key is never taken as a command-line value."
            ),
            OptionSpec(
                "--config", value: "<file>",
                help: "The config that names the servers (default: parse-model-gen.json beside\nthe --output file)."),
            OptionSpec(
                "--allow-insecure-http",
                help:
                    "Send the master key over plain http:// to a host other than this machine\n(refused without it: anyone on the network could read the key)."
            ),
            OptionSpec("--timeout", value: "<seconds>", help: "The longest wait for the whole answer (default 30)."),
            OptionSpec(
                "--check",
                help:
                    "Write nothing; print the differences and exit 1 when the server's\nschema differs from the file (2 when either cannot be read)."
            ),
            OptionSpec("--quiet", short: "-q", help: "Print only warnings and errors."),
            OutputFormat.option,
        ],
        exitCodes:
            "0 saved or up to date (with --check: no differences), 1 with --check: the server's schema differs,\n  2 error: the config, the keys, the server or the file could not be used, 64 usage error\n  (Documentation/ExitCodes.md)."
    )

    /// Parses, runs and returns the exit code.
    static func main(_ arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment)
        -> Int32
    {
        spec.main(
            arguments, unknownOption: ServerKeys.masterKeyOption, parse: parse,
            run: { $0.run(environment: environment) })
    }

    /// Builds the command from the scanned arguments. Errors never repeat a value the user typed, since a
    /// mistyped option could carry the master key.
    static func parse(_ scanned: ScannedArguments) throws -> PullCommand {
        if let first = scanned.positionals.first {
            throw UsageError(
                message:
                    "pull takes only options; argument \(first.place) is not one (the schema file goes after --output)")
        }
        guard let output = scanned.value("--output") else {
            throw UsageError(message: "pull needs --output <file>, such as Schemas/schema.json")
        }
        var command = PullCommand(output: output)
        command.server = ServerSelection.Options(
            serverName: scanned.value("--server"), serverURL: scanned.value("--server-url"),
            applicationID: scanned.value("--app-id"),
            masterKeyFile: scanned.value("--master-key-file"), configPath: scanned.value("--config"),
            allowInsecureHTTP: scanned.flag("--allow-insecure-http")
        )
        if let seconds = try ServerKeys.timeout(scanned) {
            command.timeout = seconds
        }
        command.check = scanned.flag("--check")
        command.quiet = scanned.flag("--quiet")
        command.format = try OutputFormat.parse(scanned)
        if command.format == .json, !command.check {
            throw UsageError(
                message:
                    "--format json goes with --check: pull without it writes the schema file and reports no changes")
        }
        return command
    }

    /// Fetches the schema, then saves or compares it.
    func run(environment: [String: String]) -> Int32 {
        let selection: ServerSelection
        switch ServerSelection.resolve(
            command: "pull", options: server, configFile: besideOutput, environment: environment,
            errorCode: ExitCode.error)
        {
        case .success(let resolved): selection = resolved
        case .failure(let failure): return failure.exitCode
        }
        let address = selection.address
        let keys = selection.keys
        let out = MaskedOutput(masterKey: keys.masterKey, quiet: quiet)
        // Before anything is sent, and even with --quiet: which key goes where, and who chose the host.
        out.error(selection.announcement)
        if address.sendsKeysInClear {
            out.error(
                "warning: the master key goes to \(shown(address.display)) unencrypted (http://), as --allow-insecure-http allows; use https:// unless the network is trusted"
            )
        }
        let request = SchemaPullRequest(
            server: address, applicationID: keys.applicationID, masterKey: keys.masterKey, timeout: timeout)
        let pulled: PulledSchema
        switch SchemaFetcher.fetch(request) {
        case .success(let schema): pulled = schema
        case .failure(let error):
            out.error(error.description)
            return ExitCode.error
        }
        return check ? compare(pulled, from: selection, out) : save(pulled, from: address, out)
    }

    /// The config beside the schema file, where `init` puts it and the build plugin reads it.
    private func besideOutput() -> SourceFile? {
        let path = ((output as NSString).deletingLastPathComponent as NSString).appendingPathComponent(
            ConfigDecoder.defaultFileName)
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        return InputCollector.readFile(path).file
    }

    private func save(_ pulled: PulledSchema, from address: ParseServerAddress, _ out: MaskedOutput) -> Int32 {
        // The schema file is committed: a server that holds the master key in its schema (a field named after
        // it, a default value) must not put it in every clone. Refused rather than masked, since a masked
        // file would no longer say what the server has, and pushing it back would change the server.
        let echoes = MasterKeyEcho.places(of: out.masterKey, in: pulled.bytes)
        if !echoes.isEmpty {
            let listed =
                echoes.prefix(5).joined(separator: ", ") + (echoes.count > 5 ? " and \(echoes.count - 5) more" : "")
            out.error(
                "error: the schema on \(shown(address.display)) holds the master key (shown here as <master key>) at \(listed); \(shown(output)) was not written, since a schema file is committed and the key would be in every clone"
            )
            out.error(
                out.masterKey.isShorterThanRecommended
                    ? "note: your master key is only \(out.masterKey.length) characters, so the schema may hold it by chance as a word; change it on the server to a long random key (or remove that value), then pull again"
                    : "note: remove the key from the schema on the server (rename the field, change the default value), then pull again; and consider changing the master key: a default value is copied into new objects, which clients may read"
            )
            return ExitCode.error
        }
        let outcome: SchemaFileWriter.Outcome
        do {
            outcome = try SchemaFileWriter.write(pulled.bytes, to: output)
        } catch {
            out.error("error: \(shown(String(describing: error)))")
            return ExitCode.error
        }
        let count = pulled.classNames.count
        out.say(
            "Pulled \(count) \(count == 1 ? "class" : "classes") from \(shown(address.display)) into \(shown(output)): \(outcome == .written ? "written" : "up to date")."
        )
        return ExitCode.success
    }

    private func compare(_ pulled: PulledSchema, from selection: ServerSelection, _ out: MaskedOutput) -> Int32 {
        let address = selection.address
        guard FileManager.default.fileExists(atPath: output) else {
            out.error("error: \(shown(output)) does not exist; run the same command without --check to create it")
            return ExitCode.error
        }
        let (file, readDiagnostics) = InputCollector.readFile(output)
        guard let file else {
            readDiagnostics.forEach { out.error($0.formatted) }
            return ExitCode.error
        }
        let saved = SchemaDiff.classes(in: [file])
        let live = SchemaDiff.classes(in: [SourceFile(path: address.schemasURL.absoluteString, bytes: pulled.bytes)])
        let errors = (saved.diagnostics + live.diagnostics).filter { $0.severity == .error }
        guard errors.isEmpty else {
            errors.forEach { out.error($0.formatted) }
            out.error(
                "error: cannot compare \(shown(output)) with the server's schema; fix the errors above, or run the same command without --check to replace the file"
            )
            return ExitCode.error
        }
        let diff = SchemaDiff.between(saved.classes, live.classes)
        if format == .json {
            let renderer = ChangeListJSON(command: "pull --check", from: output, to: address.display, severity: "error")
            out.report(
                renderer.render(
                    diff, old: ChangeListJSON.Side(classes: saved.classes, file: output),
                    new: ChangeListJSON.Side(classes: live.classes, file: nil)))
            if diff.isEmpty { return ExitCode.success }
        } else if diff.isEmpty {
            let count = live.classes.count
            out.say(
                "\(shown(output)) matches the schema on \(shown(address.display)) (\(count) \(count == 1 ? "class" : "classes"))."
            )
            return ExitCode.success
        }
        if format == .text {
            out.report(diff.report(from: output, to: address.display, classCount: live.classes.count))
        }
        // Both ways out: a file ahead of the server (the push workflow) must not be overwritten by habit.
        out.error(
            "error: \(shown(output)) differs from the schema on \(shown(address.display)); to take the server's schema, run the same command without --check, review and commit the file, then generate the models again; to send the file's schema to the server instead, run 'parse-model-gen push \(shown(output)) \(shown(selection.commandLine))' (it shows the plan; --apply makes it)"
        )
        return ExitCode.differs
    }
}
