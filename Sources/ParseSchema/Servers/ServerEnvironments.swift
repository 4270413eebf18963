/// The config's named Parse Servers (`"servers"`) and the one used when none is named (`"defaultServer"`),
/// so that `pull` and `push` need no `--server-url` and application id on every run:
///
/// ```
/// "defaultServer": "dev",
/// "servers": {
///   "dev": {"url": "http://localhost:1337/parse", "applicationId": "shop-dev",
///           "masterKey": {"env": "PARSE_DEV_MASTER_KEY"}},
///   "production": {"url": "https://parseapi.back4app.com", "applicationId": {"env": "PARSE_PROD_APP_ID"},
///                  "masterKey": {"file": "~/.config/parse-model-gen/production.key"}}
/// }
/// ```
///
/// The master key itself never goes in the file, which is committed: only where it comes from (an
/// environment variable, or a key file relative to the config). The whole section lives here, apart from
/// the generation options, which it does not affect.
package struct ServerEnvironments: Hashable, Sendable {
    /// The servers in the order written.
    package var servers: [ServerEnvironment] = []
    /// `defaultServer`, when written.
    package var defaultName: Located<String>?

    /// Creates an empty section.
    package init() {}

    /// The server named `name`.
    package func server(named name: String) -> ServerEnvironment? {
        servers.first { $0.name == name }
    }

    /// The server used when none is named: `defaultServer`, else the only server there is.
    package var defaultServer: ServerEnvironment? {
        if let defaultName { return server(named: defaultName.value) }
        return servers.count == 1 ? servers.first : nil
    }

    /// The servers' names, for messages.
    package var names: [String] { servers.map(\.name) }

    /// Reads the servers of the config in `file`, with the diagnostics of the whole config: a config
    /// that does not decode is not used for anything, so a mistake elsewhere in it is reported too.
    package static func read(configFile file: SourceFile) -> (servers: ServerEnvironments, diagnostics: [Diagnostic]) {
        switch JSONReader.read(file.bytes) {
        case .success(let root):
            let decoded = ConfigDecoder.decode(root, path: file.path)
            return (decoded.config.servers, decoded.diagnostics)
        case .failure(let error):
            return (ServerEnvironments(), [Diagnostic.syntaxError(error, in: file.path)])
        }
    }
}

/// One named server of the config.
package struct ServerEnvironment: Hashable, Sendable {
    /// Where a value comes from: written in the config, or an environment variable it names.
    package enum Source: Hashable, Sendable {
        /// The value itself (an application id; never a master key).
        case value(String)
        /// The environment variable holding it.
        case environment(String)
        /// A file holding it, as written (relative to the config's folder unless absolute).
        case file(String)
    }

    /// The name the CLI and plugins select it by (`--server dev`).
    package var name: String
    /// The server's address with its mount path, checked as `--server-url` is.
    package var url: Located<String>
    /// Where the application id comes from; nil: `--app-id` or `PARSE_APPLICATION_ID`.
    package var applicationID: Located<Source>?
    /// Where the master key comes from (an environment variable or a file, never the key); nil:
    /// `--master-key-file` or `PARSE_MASTER_KEY`.
    package var masterKey: Located<Source>?
    /// Where the entry's name is written.
    package var location: SourceLocation
}

extension ConfigKeys {
    /// Keys of one entry of `servers`.
    package static let server = ["url", "applicationId", "masterKey"]
    /// Keys of an `applicationId` written as an object: where the id comes from.
    package static let applicationIDSource = ["env"]
    /// Keys of `masterKey`: where the key comes from; exactly one of them.
    package static let masterKeySource = ["env", "file"]
}

extension ConfigDecoder {
    /// Decodes `servers` into `config.servers`.
    static func decodeServers(_ node: JSONNode, into config: inout GeneratorConfig, context: inout DecodingContext) {
        for entry in context.members(of: node, what: "'servers'") ?? [] {
            guard isServerName(entry.key) else {
                context.error(
                    "'\(entry.key)' in 'servers' is not a usable server name", at: entry.keyPosition,
                    hint:
                        "use letters, digits, '-', '_' and '.', such as \"dev\" or \"production\"; it is what --server takes"
                )
                continue
            }
            if let server = serverEnvironment(entry, context: &context) {
                config.servers.servers.append(server)
            }
        }
    }

    /// Decodes `defaultServer`; whether it names a server is checked once the whole config is read.
    static func decodeDefaultServer(
        _ node: JSONNode, into config: inout GeneratorConfig, context: inout DecodingContext
    ) {
        if let name = context.string(node, what: "'defaultServer'") {
            config.servers.defaultName = Located(name, at: context.location(node.position))
        }
    }

    /// Reports a `defaultServer` that names no server of `servers`, at the name.
    static func checkDefaultServer(_ config: GeneratorConfig, context: inout DecodingContext) {
        guard let name = config.servers.defaultName, config.servers.server(named: name.value) == nil else { return }
        let names = config.servers.names
        let hint: String
        if names.isEmpty {
            hint =
                "add the server under \"servers\", such as \"servers\": {\"\(name.value)\": {\"url\": \"https://example.com/parse\"}}"
        } else {
            hint =
                (NameSuggestion.closest(to: name.value, among: names).map { "did you mean '\($0)'? " } ?? "")
                + "the servers are " + names.joined(separator: ", ")
        }
        context.diagnostics.append(
            Diagnostic(
                .error, "'defaultServer' names the server '\(name.value)', which 'servers' does not list",
                at: name.location, hint: hint))
    }

    private static func serverEnvironment(_ entry: JSONMember, context: inout DecodingContext) -> ServerEnvironment? {
        let what = "server '\(entry.key)'"
        guard let members = context.members(of: entry.value, what: what) else { return nil }
        context.rejectUnknownKeys(members, allowed: ConfigKeys.server, in: what)
        guard let urlMember = members["url"] else {
            context.error(
                "\(what) has no 'url'", at: entry.keyPosition,
                hint: "add the server's address with its mount path, such as \"url\": \"https://example.com/parse\"")
            return nil
        }
        guard let url = context.string(urlMember.value, what: "'url' of \(what)") else { return nil }
        if case .failure(let problem) = ParseServerAddress.parse(url) {
            context.error(problem.message, at: urlMember.value.position)
            return nil
        }
        var server = ServerEnvironment(
            name: entry.key, url: Located(url, at: context.location(urlMember.value.position)),
            applicationID: nil, masterKey: nil, location: context.location(entry.keyPosition)
        )
        if let member = members["applicationId"] {
            switch member.value.value {
            case .string(let id):
                if let problem = ApplicationID.problem(id) {
                    context.error(problem, at: member.value.position)
                } else {
                    server.applicationID = Located(.value(id), at: context.location(member.value.position))
                }
            default:
                server.applicationID = source(
                    member.value, allowed: ConfigKeys.applicationIDSource, what: "'applicationId' of \(what)",
                    variableRule: .applicationID, context: &context)
            }
        }
        if let member = members["masterKey"] {
            if case .object = member.value.value {
                server.masterKey = source(
                    member.value, allowed: ConfigKeys.masterKeySource, what: "'masterKey' of \(what)",
                    variableRule: .masterKey, context: &context)
            } else {
                // Never repeated: it may be the key itself.
                context.error(
                    "'masterKey' of \(what) must say where the key comes from, not hold it: the config is committed, and the key would be in every clone",
                    at: member.value.position,
                    hint:
                        "write {\"env\": \"PARSE_\(entry.key.uppercased().map { $0.isLetter || $0.isNumber ? $0 : "_" }.map(String.init).joined())_MASTER_KEY\"} (an environment variable) or {\"file\": \"<path relative to the config>\"}"
                )
            }
        }
        return server
    }

    /// `{"env": "NAME"}` or `{"file": "path"}`, one key, among `allowed`.
    private static func source(
        _ node: JSONNode, allowed: [String], what: String, variableRule: SecretVariableRule,
        context: inout DecodingContext
    ) -> Located<ServerEnvironment.Source>? {
        let written = allowed.map { "{\"\($0)\": ...}" }.joined(separator: " or ")
        guard case .object = node.value else {
            context.error(
                "expected a string or \(written) for \(what), found \(node.value.kindName)", at: node.position)
            return nil
        }
        guard let members = context.members(of: node, what: what) else { return nil }
        context.rejectUnknownKeys(members, allowed: allowed, in: what)
        let known = members.filter { allowed.contains($0.key) }
        guard known.count == 1, let member = known.first else {
            context.error(
                "\(what) must have exactly one of \(allowed.map { "'\($0)'" }.joined(separator: ", "))",
                at: node.position, hint: "write \(written)")
            return nil
        }
        guard let text = context.string(member.value, what: "'\(member.key)' of \(what)") else { return nil }
        let location = context.location(member.value.position)
        switch member.key {
        case "env":
            guard isEnvironmentVariableName(text) else {
                context.error(
                    "'\(text)' is not an environment variable name", at: member.value.position,
                    hint:
                        "write the variable's name, such as \"PARSE_DEV_MASTER_KEY\" (letters, digits and '_', not starting with a digit)"
                )
                return nil
            }
            guard variableRule.allows(text) else {
                // The config is committed and may come from someone else's pull request: a variable of any
                // name would let it send a CI token or a cloud key to the server it names (issue 40.8).
                context.error(
                    "\(what) cannot come from the environment variable \(text): \(variableRule.rule)",
                    at: member.value.position,
                    hint:
                        "name a variable that holds only this value, such as \"\(variableRule.example)\"; a variable of another name may hold another secret (a CI token, a cloud key), which would be sent to the server the config names"
                )
                return nil
            }
            return Located(.environment(text), at: location)
        default:
            guard !text.isEmpty else {
                context.error(
                    "'file' of \(what) is empty", at: member.value.position,
                    hint: "write the key file's path, relative to the config")
                return nil
            }
            if let problem = MasterKeyFilePlace.writtenProblem(text) {
                context.error(
                    "\(what) cannot come from the file \(TerminalText.printable(text)): \(problem)",
                    at: member.value.position,
                    hint: MasterKeyFilePlace.hint)
                return nil
            }
            return Located(.file(text), at: location)
        }
    }

    private static func isServerName(_ name: String) -> Bool {
        !name.isEmpty && !name.hasPrefix("-")
            && name.unicodeScalars.allSatisfy {
                ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)))
                    || "-_.".unicodeScalars.contains($0)
            }
    }

    private static func isEnvironmentVariableName(_ name: String) -> Bool {
        guard let first = name.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
        return name.unicodeScalars.allSatisfy {
            ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) || $0 == "_"
        }
    }
}
