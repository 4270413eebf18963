import Foundation
import GenerateCommand
import ParseSchema
import ParseServerSync

/// `parse-model-gen push <schemas...> --server-url <url>`: prints what would make the server's schema match
/// the files, and with `--apply` makes those changes through Parse Server's schema routes. The keys are
/// taken as `pull` takes them (`ServerKeys`).
struct PushCommand: Equatable {
    var inputs: [String]
    var server = ServerSelection.Options()
    var timeout: Double = 30
    var apply = false
    var allowDeletions = false
    var exitCode = false
    var format = OutputFormat.text
    /// `--plan-out`: where to save the plan instead of only showing it.
    var planOut: String?
    /// `--plan`: a saved plan to check against the server, and with `--apply` to apply.
    var planFile: String?

    static let spec = CommandSpec(
        name: "push",
        abstract: "Show, and with --apply make, the changes that make a Parse Server's schema match the files.",
        usage: [
            "push <schema>... [--server <name> | --server-url <url>] [--app-id <id>] [--master-key-file <path>]",
            "     [--config <file>] [--apply] [--allow-deletions] [--exit-code] [--timeout <seconds>]",
            "     [--allow-insecure-http] [--format text|json] [--plan-out <file>]",
            "push --plan <file> [--apply] [--server <name> --config <file> | --server-url <url>] [--app-id <id>]",
            "     [--master-key-file <path>] [--timeout <seconds>] [--allow-insecure-http]",
        ],
        discussion: """
            Reads GET <url>/schemas, compares it with the schema files and prints the plan in diff's format,
            each change marked [adding], [changing] or [destroying]. Nothing changes on the server without
            --apply. Removing a field, an index or a class, and changing a field's type (which Parse Server
            only does by deleting the field and adding it again), also need --allow-deletions; a class that
            holds objects is never dropped. Parse Server's internal classes (_PushStatus, _Hooks...) are never
            touched, and of _User, _Role, _Session and _Installation only custom fields, class-level
            permissions and indexes change. A class whose file has no classLevelPermissions or indexes keeps
            the server's. Each class is read again just before it is changed: one edited on the server since
            the plan was read is skipped, not overwritten. The first failed request ends the push; running it
            again continues from what the server has then. The server is --server-url, or one the config
            names under "servers" (--server, else its default server).
            --plan-out saves the plan with the state of the server it was made from; push --plan <file>
            --apply later sends exactly its requests, and refuses when the server's schema changed since.
            """,
        arguments: [
            ("<schema>", "Schema files or directories (every .json file in them), in any shape generate reads.")
        ],
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
                "--app-id", value: "<id>",
                help:
                    "The application id; default: the config server's, else the environment\nvariable PARSE_APPLICATION_ID."
            ),
            OptionSpec(
                "--master-key-file", value: "<path>",
                help:
                    "A file holding the master key; default: where the config server says,\nelse the environment variable PARSE_MASTER_KEY. Never a command-line value."
            ),
            OptionSpec(
                "--config", value: "<file>",
                help:
                    "The config that names the servers (default: parse-model-gen.json in or\nbeside the inputs, as generate finds it)."
            ),
            OptionSpec("--apply", help: "Make the changes (default: print the plan and change nothing)."),
            OptionSpec(
                "--allow-deletions",
                help:
                    "Also make the destroying changes: delete fields, indexes and empty\nclasses, and retype fields by deleting and adding them."
            ),
            OptionSpec(
                "--exit-code",
                help:
                    "Without --apply: exit 1 when the server differs from the files (default:\n0 once the plan is shown, as diff does)."
            ),
            OptionSpec(
                "--allow-insecure-http",
                help:
                    "Send the master key over plain http:// to a host other than this machine\n(refused without it: anyone on the network could read the key)."
            ),
            OptionSpec("--timeout", value: "<seconds>", help: "The longest wait for each answer (default 30)."),
            OutputFormat.option,
            OptionSpec(
                "--plan-out", value: "<file>",
                help:
                    "Save the plan (push --format json's document, with its requests and the\nserver's schema state) to apply later with --plan; changes nothing."
            ),
            OptionSpec(
                "--plan", value: "<file>",
                help:
                    "A plan saved with --plan-out: check that the server is as the plan saw\nit, and with --apply send exactly its requests (no schema files then)."
            ),
        ],
        exitCodes:
            "0 the plan was shown (with --exit-code: nothing to do), or with --apply every change was made;\n  1 with --exit-code: the server differs; with --apply: changes remain (held back or refused);\n  2 error: the files, the keys or the server could not be read, or a request failed or was skipped;\n  with --plan: the file is not a plan push wrote for this server, or its schema changed since;\n  64 usage error."
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
    static func parse(_ scanned: ScannedArguments) throws -> PushCommand {
        let planFile = scanned.value("--plan")
        guard !scanned.positionals.isEmpty || planFile != nil else {
            throw UsageError(message: "push needs the schema to push: name its files or directories, such as Schemas/")
        }
        var command = PushCommand(inputs: scanned.positionalTexts)
        command.planFile = planFile
        command.planOut = scanned.value("--plan-out")
        command.server = ServerSelection.Options(
            serverName: scanned.value("--server"), serverURL: scanned.value("--server-url"),
            applicationID: scanned.value("--app-id"),
            masterKeyFile: scanned.value("--master-key-file"), configPath: scanned.value("--config"),
            allowInsecureHTTP: scanned.flag("--allow-insecure-http")
        )
        if let seconds = try ServerKeys.timeout(scanned) {
            command.timeout = seconds
        }
        command.apply = scanned.flag("--apply")
        command.allowDeletions = scanned.flag("--allow-deletions")
        command.exitCode = scanned.flag("--exit-code")
        command.format = try OutputFormat.parse(scanned)
        if command.format == .json, command.apply {
            throw UsageError(message: "--format json prints the plan; it does not go with --apply")
        }
        if command.planOut != nil, command.apply {
            throw UsageError(
                message: "--plan-out saves the plan without applying it; apply it later with push --plan <file> --apply"
            )
        }
        if command.planFile != nil {
            // The saved plan is the whole job: nothing that would make or shape another plan goes with it.
            if !command.inputs.isEmpty {
                throw UsageError(
                    message:
                        "--plan applies the saved plan, not schema files: leave the schema out (the plan holds its requests)"
                )
            }
            let planning: [(String, Bool)] = [
                ("--plan-out", command.planOut != nil), ("--allow-deletions", command.allowDeletions),
                ("--exit-code", command.exitCode), ("--format", scanned.value("--format") != nil),
            ]
            if let option = planning.first(where: { $0.1 })?.0 {
                throw UsageError(
                    message: "--plan applies the saved plan as it was made; \(option) goes with making a plan")
            }
        }
        return command
    }

    /// Reads both sides, prints the plan, and applies it when asked. Everything printed once the keys are
    /// known goes through one `MaskedOutput`, and every path, address and server-derived text through
    /// `shown(_:)`: a hostile server can echo the key, or a line of its own, in any name it lists.
    func run(environment: [String: String]) -> Int32 {
        if let planFile {
            return runSavedPlan(planFile, environment: environment)
        }
        let collected = InputCollector.collect(paths: inputs, configPath: nil)
        let selection: ServerSelection
        switch ServerSelection.resolve(
            command: "push", options: server, configFile: { collected.config }, environment: environment,
            errorCode: ExitCode.error)
        {
        case .success(let resolved): selection = resolved
        // An unreadable key file is an error, not a difference.
        case .failure(let failure): return failure.exitCode == ExitCode.usage ? ExitCode.usage : ExitCode.error
        }
        let address = selection.address
        let keys = selection.keys
        let out = MaskedOutput(masterKey: keys.masterKey)
        let server = shown(address.display)
        guard let files = readFiles(collected, out) else { return ExitCode.error }
        // Before anything is sent: which key goes where, and who chose the host.
        out.error(selection.announcement)
        if address.sendsKeysInClear {
            out.error(
                "warning: the master key goes to \(server) unencrypted (http://), as --allow-insecure-http allows; use https:// unless the network is trusted"
            )
        }
        var connection = SchemaPullRequest(
            server: address, applicationID: keys.applicationID, masterKey: keys.masterKey, timeout: timeout)
        connection.command = "push"
        let pulled: PulledSchema
        switch SchemaFetcher.fetch(connection) {
        case .success(let schema): pulled = schema
        case .failure(let error):
            out.error(error.description)
            out.error("error: \(server) could not be read, so no plan was made; nothing was changed")
            return ExitCode.error
        }
        let (snapshot, diagnostics) = ServerSchemaSnapshot.read(pulled, source: address.schemasURL.absoluteString)
        let errors = diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            errors.forEach { out.error($0.formatted) }
            out.error(
                "error: cannot read the schema of \(server); push changes nothing on a server whose schema it cannot read"
            )
            return ExitCode.error
        }
        let client = SchemaServerClient(connection: connection)
        let plan: PushPlan
        switch PushPlanner.plan(
            server: snapshot, files: files, allowDeletions: allowDeletions,
            count: { SchemaPusher.count($0, client: client) })
        {
        case .success(let planned): plan = planned
        case .failure(let error):
            out.error(error.diagnostic.formatted)
            return ExitCode.error
        }
        if let planOut,
            let failure = save(
                plan, snapshot: snapshot, files: files, selection: selection, to: planOut, out: out)
        {
            return failure
        }
        if format == .json {
            let renderer = ChangeListJSON(
                command: "push", from: inputs.joined(separator: ", "), to: address.display,
                severity: exitCode ? "error" : "note")
            out.report(renderer.render(plan, files: ChangeListJSON.Side(classes: files, file: inputs.first)))
            return plan.isEmpty || !exitCode ? ExitCode.success : ExitCode.differs
        }
        out.report(plan.report(from: shownInputs, to: server))
        if plan.isEmpty {
            if let planOut {
                out.say("Saved the plan to \(shown(planOut)): it has nothing to send.")
            }
            return ExitCode.success
        }
        let requests = plan.operations.count
        // One convention with diff: a plan shown is a success; --exit-code makes "the server differs" 1.
        guard apply else {
            if let planOut {
                out.say(
                    requests > 0
                        ? "Saved the plan to \(shown(planOut)): nothing was changed. push --plan \(shown(planOut)) --apply sends its \(requests) \(requests == 1 ? "request" : "requests") while the server's schema stays as it is now."
                        : "Saved the plan to \(shown(planOut)): nothing was changed. Every change above is held back or refused, so it has no request to send."
                )
                return exitCode ? ExitCode.differs : ExitCode.success
            }
            out.say(
                requests > 0
                    ? "Dry run: nothing was changed. With --apply, push sends \(requests) \(requests == 1 ? "request" : "requests")."
                    : "Dry run: nothing was changed. Every change above is held back or refused, so --apply would send nothing."
            )
            return exitCode ? ExitCode.differs : ExitCode.success
        }
        guard requests > 0 else {
            out.error(
                "error: \(server) differs from the files, but nothing can be applied: every change above is held back or refused"
            )
            return ExitCode.differs
        }
        let result = SchemaPusher.apply(plan, client: client)
        out.report(result.report(server: server))
        if !result.allApplied {
            out.error(
                "error: not every change was applied (see above); fix the cause, then run push again: it plans from what the server has then"
            )
            return ExitCode.error
        }
        if plan.notMade > 0 {
            out.error(
                "error: \(server) still differs from the files: \(plan.notMade) \(plan.notMade == 1 ? "change was" : "changes were") held back or refused (see above)"
            )
            return ExitCode.differs
        }
        return ExitCode.success
    }

    /// The inputs as the plan and the errors name them, each through the escaper.
    private var shownInputs: String {
        inputs.map(shown).joined(separator: ", ")
    }

    /// The merged classes of the inputs; nil (after printing why) when they cannot be read.
    private func readFiles(_ collected: InputCollector.Inputs, _ out: MaskedOutput) -> [ParseClass]? {
        let readErrors = collected.diagnostics.filter { $0.severity == .error }
        guard readErrors.isEmpty else {
            readErrors.forEach { out.error($0.formatted) }
            return nil
        }
        guard !collected.schemas.isEmpty else {
            out.error("error: no schema files (.json) found in \(shownInputs)")
            return nil
        }
        let decoded = SchemaDiff.classes(in: collected.schemas)
        let errors = decoded.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            errors.forEach { out.error($0.formatted) }
            return nil
        }
        return decoded.classes
    }
}
