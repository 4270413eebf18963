import Foundation
import GenerateCommand
import ParseSchema
import ParseServerSync

/// The application id and the master key of the commands that talk to a server (`pull`, `push`), taken
/// the same way for both: the id from `--app-id`, the config's server or `PARSE_APPLICATION_ID`, the key from
/// `--master-key-file`, the config's server (a `PARSE_..._MASTER_KEY` variable or a key file in the project or
/// `~/.config/parse-model-gen`), `PARSE_MASTER_KEY`, or a prompt on the terminal; never from the command line.
/// Problems are printed here, never with the key.
struct ServerKeys {
    var applicationID: String
    var masterKey: MasterKey
    /// Where the key came from, as the note before the first request names it.
    var keySource: String

    /// The exit code after a problem was printed.
    struct Failure: Error {
        var exitCode: Int32
    }

    /// Resolves both keys for `command`, printing what is wrong. `server` is the address the key goes to,
    /// for the prompt.
    static func resolve(
        command: String, applicationID: String?, keySource: MasterKeySource, server: ParseServerAddress,
        environment: [String: String]
    ) -> Result<ServerKeys, Failure> {
        guard
            let applicationID = applicationID ?? environment["PARSE_APPLICATION_ID"].flatMap({ $0.isEmpty ? nil : $0 })
        else {
            return .failure(
                keyError(
                    "\(command) needs the application id: pass --app-id <id> or set the environment variable PARSE_APPLICATION_ID"
                ))
        }
        if let problem = ApplicationID.problem(applicationID) {
            return .failure(keyError(problem))
        }
        return masterKey(command: command, source: keySource, server: server, environment: environment)
            .map { ServerKeys(applicationID: applicationID, masterKey: $0.key, keySource: $0.origin) }
    }

    /// The key from `source`; from the terminal when the source is an environment variable that is not set
    /// and a person is at a terminal to type it.
    private static func masterKey(
        command: String, source: MasterKeySource, server: ParseServerAddress, environment: [String: String]
    ) -> Result<(key: MasterKey, origin: String), Failure> {
        let origin = source.description
        let path: String
        switch source {
        case .commandLineFile(let file):
            path = file
        case .configFile(let written, let config, _, let location):
            switch MasterKeyFileCheck.resolve(
                written: written, configPath: config, location: location, environment: environment)
            {
            case .success(let resolved): path = resolved
            case .failure(let refusal):
                printError(refusal.diagnostic.formatted)
                return .failure(Failure(exitCode: ExitCode.error))
            }
        case .environment(let variable, let serverName, let location):
            if let value = environment[variable], !value.isEmpty {
                return checked(value, origin: origin)
            }
            let missing =
                serverName.flatMap { name in
                    location.map {
                        "server '\(shown(name))' of the config takes the master key from the environment variable \(variable) (\(place($0))), which is not set"
                    }
                } ?? "\(command) needs the master key: the environment variable \(variable) is not set"
            if let typed = TerminalPrompt.readSecret(
                "Master key for \(shownHost(server)) (\(variable) is not set; what you type is not shown): ")
            {
                return checked(typed, origin: "the terminal (\(variable) is not set)")
            }
            return .failure(
                keyError(
                    "\(missing); set it, pass --master-key-file <path>, or run the command on a terminal to type the key (never the key itself on the command line)"
                ))
        }
        let (file, diagnostics) = InputCollector.readFile(path)
        guard let file else {
            // Read diagnostics name the path and the reason, never the content.
            diagnostics.forEach { printError($0.formatted) }
            printError("error: cannot read \(origin)")
            return .failure(Failure(exitCode: ExitCode.error))
        }
        guard let decoded = String(bytes: file.bytes, encoding: .utf8) else {
            printError("error: \(origin) is not UTF-8 text")
            return .failure(Failure(exitCode: ExitCode.error))
        }
        return checked(decoded, origin: origin)
    }

    private static func shownHost(_ server: ParseServerAddress) -> String {
        "\(server.url.scheme ?? "https")://\(shown(server.hostAndPort))"
    }

    /// `text` as a key, or the reason it is not one (never the text).
    private static func checked(_ text: String, origin: String) -> Result<(key: MasterKey, origin: String), Failure> {
        switch MasterKey.make(text) {
        case .success(let key):
            if key.isShorterThanRecommended {
                // A warning, not a refusal: development servers run with short keys; the length alone is shown.
                printError(
                    "warning: \(origin) holds a key of \(key.length) characters; a Parse master key should be a long random string (\(MasterKey.recommendedMinimumLength) characters or more): a short one is guessable, and where it stands alone in what this command prints it is shown as <master key>"
                )
            }
            return .success((key, origin))
        case .failure(.empty):
            printError("error: \(origin) is empty; put the server's master key there")
        case .failure(.notHeaderSafe):
            printError(
                "error: \(origin) holds a line break, another control character or a non-ASCII character inside the key, which an HTTP header cannot carry; check that it holds only the master key"
            )
        }
        return .failure(Failure(exitCode: ExitCode.error))
    }

    /// An option that looks like it carries the master key gets its own explanation, never repeating it.
    static func masterKeyOption(_ name: String) -> UsageError? {
        let lowered = name.lowercased()
        guard lowered.hasPrefix("--master-key") || lowered.hasPrefix("--masterkey") || lowered.hasPrefix("--master_key")
        else { return nil }
        return UsageError(
            message:
                "the master key is never taken as a command-line value, which process lists and shell history show; set the environment variable PARSE_MASTER_KEY or pass --master-key-file <path>"
        )
    }

    /// Reads `--timeout`: seconds between 0 and 3600.
    static func timeout(_ scanned: ScannedArguments) throws -> Double? {
        guard let text = scanned.value("--timeout") else { return nil }
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= 3600 else {
            throw UsageError(message: "--timeout must be a number of seconds between 0 and 3600")
        }
        return seconds
    }

    /// A key that is missing or unusable: the command line was right, the job cannot be done (exit 2).
    static func keyError(_ message: String) -> Failure {
        printError("error: \(message)")
        return Failure(exitCode: ExitCode.error)
    }

    static func usageError(_ command: String, _ message: String) -> Failure {
        printError("error: \(message)")
        printError("Run 'parse-model-gen \(command) --help' for its options.")
        return Failure(exitCode: ExitCode.usage)
    }
}
