import Foundation
import GenerateCommand
import ParseSchema
import ParseServerSync

/// Saved plans: `push <schema> --plan-out <file>` writes the plan it shows, with the state of the server it
/// was made from; `push --plan <file>` checks that the server is still in that state, and with `--apply`
/// sends exactly the plan's requests (Documentation/Push.md, "Saved plans").
extension PushCommand {
    /// Writes the plan to `path`; nil once written, else the exit code after printing why.
    func save(
        _ plan: PushPlan, snapshot: ServerSchemaSnapshot, files: [ParseClass], selection: ServerSelection,
        to path: String, out: MaskedOutput
    ) -> Int32? {
        let saved = SavedPushPlan(
            server: selection.address.display, applicationID: selection.keys.applicationID,
            allowDeletions: allowDeletions, schemaStates: snapshot.managedStates, requests: plan.operations,
            notMade: plan.heldBack + plan.objectsUnknown + plan.refused)
        let renderer = ChangeListJSON(
            command: "push", from: inputs.joined(separator: ", "), to: selection.address.display,
            severity: exitCode ? "error" : "note")
        let side = ChangeListJSON.Side(classes: files, file: inputs.first)
        guard
            let text = saved.render(
                signedWith: selection.keys.masterKey, { renderer.render(plan, files: side, extra: $0) })
        else {
            out.error("error: the plan could not be written as JSON that reads back; nothing was written")
            return ExitCode.error
        }
        // A hostile server can echo the key into a name the plan repeats; a plan file must never hold it.
        guard selection.keys.masterKey.redacting(text) == text else {
            out.error(
                "error: the plan would hold the master key (the server's schema or the files contain it), so it was not written to \(shown(path))"
            )
            return ExitCode.error
        }
        do {
            try SavedPlanFileWriter.write(text, to: path)
        } catch {
            out.error("error: \(shown(String(describing: error)))")
            return ExitCode.error
        }
        return nil
    }

    /// `push --plan <file>`: reads the plan, checks the server against it, and with `--apply` applies it.
    func runSavedPlan(_ path: String, environment: [String: String]) -> Int32 {
        let (read, readErrors) = InputCollector.readFile(path)
        guard let file = read else {
            readErrors.forEach { printError($0.formatted) }
            return ExitCode.error
        }
        let (saved, problems) = SavedPushPlanReader.read(file)
        guard let plan = saved else {
            problems.forEach { printError($0.formatted) }
            printError("error: \(shown(path)) is not a plan push can apply; nothing was sent")
            return ExitCode.error
        }
        let selection: ServerSelection
        switch ServerSelection.resolve(
            command: "push", options: server, configFile: { nil }, environment: environment, errorCode: ExitCode.error)
        {
        case .success(let resolved): selection = resolved
        case .failure(let failure): return failure.exitCode == ExitCode.usage ? ExitCode.usage : ExitCode.error
        }
        let address = selection.address
        let out = MaskedOutput(masterKey: selection.keys.masterKey)
        let serverName = shown(address.display)
        // The plan names its server, but never chooses it: a plan file changed in a pull request must not
        // send the key anywhere. It must name the server this push was pointed at.
        guard plan.server == address.display, plan.applicationID == selection.keys.applicationID else {
            out.error(
                "error: the plan in \(shown(path)) was made for \(shown(plan.server)) (application id \(shown(plan.applicationID))), not for \(serverName) (application id \(shown(selection.keys.applicationID))); nothing was sent"
            )
            out.error(
                "note: name the server the plan was made for with --server-url or --server, or make a plan for this one with push <schema> --plan-out <file>"
            )
            return ExitCode.error
        }
        if let problem = plan.signatureProblem(key: selection.keys.masterKey) {
            out.error(problem.formatted)
            out.error("error: \(shown(path)) is not a plan push can apply; nothing was sent")
            return ExitCode.error
        }
        out.error(selection.announcement)
        if address.sendsKeysInClear {
            out.error(
                "warning: the master key goes to \(serverName) unencrypted (http://), as --allow-insecure-http allows; use https:// unless the network is trusted"
            )
        }
        var connection = SchemaPullRequest(
            server: address, applicationID: selection.keys.applicationID, masterKey: selection.keys.masterKey,
            timeout: timeout)
        connection.command = "push"
        let pulled: PulledSchema
        switch SchemaFetcher.fetch(connection) {
        case .success(let schema): pulled = schema
        case .failure(let error):
            out.error(error.description)
            out.error("error: \(serverName) could not be read, so the plan was not checked; nothing was sent")
            return ExitCode.error
        }
        let (snapshot, _) = ServerSchemaSnapshot.read(pulled, source: address.schemasURL.absoluteString)
        let changes = SchemaStateChanges.between(recorded: plan.schemaStates, current: snapshot.managedStates)
        guard changes.isEmpty else {
            out.error(
                "error: the schema of \(serverName) changed since the plan in \(shown(path)) was made: \(changes.description); nothing was sent"
            )
            out.error(
                "note: make a new plan from what the server has now (push <schema> --plan-out \(shown(path))), review it, and apply that"
            )
            return ExitCode.error
        }
        let requests = plan.requests.count
        guard apply else {
            out.say(
                "The plan in \(shown(path)) still applies: the schema of \(serverName) is as the plan saw it. With --apply, push sends \(requests) \(requests == 1 ? "request" : "requests")."
            )
            return ExitCode.success
        }
        guard requests > 0 else {
            if plan.notMade > 0 {
                out.error(
                    "error: the plan in \(shown(path)) has no request to send: its \(plan.notMade) \(plan.notMade == 1 ? "change is" : "changes are") held back or refused"
                )
                return ExitCode.differs
            }
            out.say("Nothing to apply: the plan in \(shown(path)) found \(serverName) matching the files.")
            return ExitCode.success
        }
        out.say(
            "Applying the plan in \(shown(path)) to \(serverName): \(requests) \(requests == 1 ? "request" : "requests")."
        )
        let result = SchemaPusher.apply(plan, client: SchemaServerClient(connection: connection))
        out.report(result.report(server: serverName))
        if !result.allApplied {
            out.error(
                "error: not every request of the plan was applied (see above); nothing after the first failure was sent: make a new plan from what the server has now"
            )
            return ExitCode.error
        }
        if plan.notMade > 0 {
            out.error(
                "error: \(serverName) still differs from the files: \(plan.notMade) \(plan.notMade == 1 ? "change of the plan was" : "changes of the plan were") held back or refused"
            )
            return ExitCode.differs
        }
        return ExitCode.success
    }
}
