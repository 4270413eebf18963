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
    }

    var address: ParseServerAddress
    var keys: ServerKeys
    /// How to name this server on the command line, for the messages that suggest another command.
    var commandLine: String

    /// Resolves the server of `command`, printing what is wrong. `configFile` is the config the command
    /// found itself when `--config` was not given; `errorCode` is the command's exit code for a config it
    /// cannot use.
    static func resolve(
        command: String, options: Options, configFile: () -> SourceFile?, environment: [String: String],
        errorCode: Int32
    ) -> Result<ServerSelection, ServerKeys.Failure> {
        var server: ServerEnvironment?
        var configDirectory = ""
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
                configDirectory = (file.path as NSString).deletingLastPathComponent
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

        var applicationID = options.applicationID
        var keyFile = options.masterKeyFile
        var keyVariable = "PARSE_MASTER_KEY"
        if let server {
            let origin = "server '\(shown(server.name))' of the config"
            if applicationID == nil, let source = server.applicationID {
                switch source.value {
                case .value(let id): applicationID = id
                case .environment(let variable):
                    guard let id = environment[variable], !id.isEmpty else {
                        return .failure(
                            ServerKeys.usageError(
                                command,
                                "\(origin) takes the application id from the environment variable \(variable) (\(place(source.location))), which is not set"
                            ))
                    }
                    applicationID = id
                case .file: break
                }
            }
            if keyFile == nil, let source = server.masterKey {
                switch source.value {
                case .environment(let variable):
                    guard let value = environment[variable], !value.isEmpty else {
                        return .failure(
                            ServerKeys.usageError(
                                command,
                                "\(origin) takes the master key from the environment variable \(variable) (\(place(source.location))), which is not set"
                            ))
                    }
                    keyVariable = variable
                case .file(let path):
                    // Relative to the config, which is where it is written.
                    keyFile =
                        path.hasPrefix("/") || configDirectory.isEmpty
                        ? path : (configDirectory as NSString).appendingPathComponent(path)
                case .value: break
                }
            }
        }
        switch ServerKeys.resolve(
            command: command, applicationID: applicationID, masterKeyFile: keyFile, environment: environment,
            masterKeyVariable: keyVariable)
        {
        case .success(let keys):
            var parts: [String] = []
            if let server { parts.append("--server \(server.name)") }
            if options.serverURL != nil { parts.append("--server-url \(address.display)") }
            if server != nil, let config = options.configPath { parts.append("--config \(config)") }
            let commandLine = parts.joined(separator: " ")
            return .success(ServerSelection(address: address, keys: keys, commandLine: commandLine))
        case .failure(let failure):
            return .failure(failure)
        }
    }

    private static func place(_ location: SourceLocation) -> String {
        "\(shown(location.file)):\(location.position.line):\(location.position.column)"
    }
}
