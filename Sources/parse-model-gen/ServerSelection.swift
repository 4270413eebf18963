import Foundation
import GenerateCommand
import ParseSchema
import ParseServerSync

/// Which server `pull` and `push` talk to, and with which keys: `--server-url`, `--app-id` and
/// `--master-key-file` when given, else the config's server named by `--server` (or its default server),
/// else `PARSE_APPLICATION_ID` and `PARSE_MASTER_KEY`. The config is read only when no `--server-url` is
/// given or `--server` names a server, so a mistake in it never stops a command that does not use it.
struct ServerSelection {
    /// The options that name the server, as the command got them.
    struct Options: Equatable {
        var serverName: String?
        var serverURL: String?
        var applicationID: String?
        var masterKeyFile: String?
        /// `--config`, when given.
        var configPath: String?
        /// `--allow-insecure-http`: the user accepts sending the key over plain http to another machine.
        var allowInsecureHTTP = false
    }

    var address: ParseServerAddress
    var keys: ServerKeys
    /// How to name this server on the command line, for the messages that suggest another command.
    var commandLine: String
    /// The line printed before the first request: where the key comes from and which host it goes to, and
    /// who chose that host, so that a changed config cannot send the key anywhere unnoticed.
    var announcement: String

    /// Resolves the server of `command`, printing what is wrong. `configFile` is the config the command
    /// found itself when `--config` was not given; `errorCode` is the command's exit code for a config it
    /// cannot use.
    static func resolve(
        command: String, options: Options, configFile: () -> SourceFile?, environment: [String: String],
        errorCode: Int32
    ) -> Result<ServerSelection, ServerKeys.Failure> {
        var server: ServerEnvironment?
        var configPath = ""
        if options.serverName != nil || options.serverURL == nil {
            let file: SourceFile?
            if let path = options.configPath {
                let (read, diagnostics) = InputCollector.readFile(path)
                guard let read else {
                    diagnostics.forEach { printError($0.formatted) }
                    return .failure(ServerKeys.Failure(exitCode: errorCode))
                }
                file = read
            } else {
                file = configFile()
            }
            let environments: ServerEnvironments
            if let file {
                let (servers, diagnostics) = ServerEnvironments.read(configFile: file)
                let errors = diagnostics.filter { $0.severity == .error }
                guard errors.isEmpty else {
                    errors.forEach { printError($0.formatted) }
                    printError(
                        "error: cannot use the servers of \(shown(file.path)) while it has errors; fix them, or name the server with --server-url"
                    )
                    return .failure(ServerKeys.Failure(exitCode: errorCode))
                }
                environments = servers
                configPath = file.path
            } else {
                environments = ServerEnvironments()
            }
            let configName = file.map { shown($0.path) } ?? ConfigDecoder.defaultFileName
            if let name = options.serverName {
                guard let named = environments.server(named: name) else {
                    let names = environments.names
                    let known =
                        names.isEmpty
                        ? (file == nil
                            ? "no config was found (name it with --config <file>)"
                            : "\(configName) lists no \"servers\"")
                        : (NameSuggestion.closest(to: name, among: names).map { "did you mean '\($0)'? " } ?? "")
                            + "the servers of \(configName) are " + names.joined(separator: ", ")
                    return .failure(ServerKeys.usageError(command, "--server names no server of the config: \(known)"))
                }
                server = named
            } else if options.serverURL == nil {
                guard let fallback = environments.defaultServer else {
                    let more =
                        environments.servers.count > 1
                        ? "; \(configName) lists several servers (\(environments.names.joined(separator: ", "))): name one with --server <name>, or set \"defaultServer\""
                        : ", or list the server under \"servers\" in the config"
                    return .failure(
                        ServerKeys.usageError(
                            command, "\(command) needs --server-url <url>, such as https://example.com/parse\(more)"))
                }
                server = fallback
            }
        }

        let urlText = options.serverURL ?? server?.url.value ?? ""
        let address: ParseServerAddress
        switch ParseServerAddress.parse(urlText) {
        case .success(let parsed): address = parsed
        case .failure(let problem): return .failure(ServerKeys.usageError(command, problem.message))
        }
        // Who chose the address: the command line, or the config (which may come from someone else's change).
        let urlOrigin =
            options.serverURL == nil
            ? server.map { "the url of server '\(shown($0.name))', \(place($0.url.location))" } ?? "--server-url"
            : "--server-url"
        if address.sendsKeysInClear, !options.allowInsecureHTTP {
            // Refused before any key is read or any connection made: on plain http the key crosses the
            // network readable by anyone on the way, and the config that chose the address is committed.
            let message =
                "refusing to send the master key unencrypted to \(shown(address.display)): plain http:// to a host other than this machine"
            let hint =
                "use the server's https:// address; if the network between you and the server is trusted (a private network, a VPN), pass --allow-insecure-http"
            if options.serverURL == nil, let server {
                printError(Diagnostic(.error, message, at: server.url.location, hint: hint).formatted)
            } else {
                printError("error: \(message)")
                printError("note: \(hint)")
            }
            return .failure(ServerKeys.Failure(exitCode: ExitCode.error))
        }

        var applicationID = options.applicationID
        var keySource = MasterKeySource.environment("PARSE_MASTER_KEY", server: nil, location: nil)
        if let path = options.masterKeyFile {
            keySource = .commandLineFile(path)
        }
        if let server {
            let origin = "server '\(shown(server.name))' of the config"
            if applicationID == nil, let source = server.applicationID {
                switch source.value {
                case .value(let id): applicationID = id
                case .environment(let variable):
                    guard let id = environment[variable], !id.isEmpty else {
                        return .failure(
                            ServerKeys.keyError(
                                "\(origin) takes the application id from the environment variable \(variable) (\(place(source.location))), which is not set"
                            ))
                    }
                    applicationID = id
                case .file: break
                }
            }
            if options.masterKeyFile == nil, let source = server.masterKey {
                switch source.value {
                case .environment(let variable):
                    keySource = .environment(variable, server: server.name, location: source.location)
                case .file(let path):
                    keySource = .configFile(
                        written: path, config: configPath, server: server.name, location: source.location)
                case .value: break
                }
            }
        }
        switch ServerKeys.resolve(
            command: command, applicationID: applicationID, keySource: keySource, server: address,
            environment: environment)
        {
        case .success(let keys):
            var parts: [String] = []
            if let server { parts.append("--server \(server.name)") }
            if options.serverURL != nil { parts.append("--server-url \(address.display)") }
            if server != nil, let config = options.configPath { parts.append("--config \(config)") }
            if options.allowInsecureHTTP { parts.append("--allow-insecure-http") }
            let commandLine = parts.joined(separator: " ")
            let announcement =
                "note: sending the master key from \(keys.keySource) to \(address.url.scheme ?? "https")://\(shown(address.hostAndPort)) (\(urlOrigin))"
            return .success(
                ServerSelection(address: address, keys: keys, commandLine: commandLine, announcement: announcement))
        case .failure(let failure):
            return .failure(failure)
        }
    }
}
