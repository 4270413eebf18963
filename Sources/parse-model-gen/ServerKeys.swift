import Foundation
import GenerateCommand
import ParseSchema
import ParseServerSync

/// The application id and the master key of the commands that talk to a server (`pull`, `push`), taken
/// the same way for both: the id from `--app-id` or `PARSE_APPLICATION_ID`, the key from
/// `--master-key-file` or `PARSE_MASTER_KEY`, never from the command line. Problems are printed here,
/// never with the key.
struct ServerKeys {
    var applicationID: String
    var masterKey: MasterKey

    /// The exit code after a problem was printed.
    struct Failure: Error {
        var exitCode: Int32
    }

    /// Resolves both keys for `command`, printing what is wrong.
    static func resolve(
        command: String, applicationID: String?, masterKeyFile: String?, environment: [String: String],
        masterKeyVariable: String = "PARSE_MASTER_KEY"
    ) -> Result<ServerKeys, Failure> {
        guard
            let applicationID = applicationID ?? environment["PARSE_APPLICATION_ID"].flatMap({ $0.isEmpty ? nil : $0 })
        else {
            return .failure(
                usageError(
                    command,
                    "\(command) needs the application id: pass --app-id <id> or set the environment variable PARSE_APPLICATION_ID"
                ))
        }
        if let problem = ApplicationID.problem(applicationID) {
            return .failure(usageError(command, problem))
        }
        return masterKey(command: command, file: masterKeyFile, variable: masterKeyVariable, environment: environment)
            .map { ServerKeys(applicationID: applicationID, masterKey: $0) }
    }

    /// The key from `file`, else from the environment variable `variable` (`PARSE_MASTER_KEY` unless the
    /// config's server names another).
    private static func masterKey(command: String, file path: String?, variable: String, environment: [String: String])
        -> Result<MasterKey, Failure>
    {
        let text: String
        let origin: String
        if let path {
            let (file, diagnostics) = InputCollector.readFile(path)
            guard let file else {
                // Read diagnostics name the path and the reason, never the content.
                diagnostics.forEach { printError($0.formatted) }
                printError("error: cannot read the master key file \(shown(path))")
                return .failure(Failure(exitCode: ExitCode.invalidInput))
            }
            guard let decoded = String(bytes: file.bytes, encoding: .utf8) else {
                printError("error: the master key file \(shown(path)) is not UTF-8 text")
                return .failure(Failure(exitCode: ExitCode.invalidInput))
            }
            text = decoded
            origin = "the master key file \(shown(path))"
        } else {
            guard let value = environment[variable], !value.isEmpty else {
                return .failure(
                    usageError(
                        command,
                        "\(command) needs the master key: set the environment variable \(variable) or pass --master-key-file <path> (never the key itself on the command line)"
                    ))
            }
            text = value
            origin = variable
        }
        switch MasterKey.make(text) {
        case .success(let key):
            if key.isShorterThanRecommended {
                // A warning, not a refusal: development servers run with short keys; the length alone is shown.
                printError(
                    "warning: \(origin) holds a key of \(key.length) characters; a Parse master key should be a long random string (\(MasterKey.recommendedMinimumLength) characters or more): a short one is guessable, and where it stands alone in what this command prints it is shown as <master key>"
                )
            }
            return .success(key)
        case .failure(.empty):
            printError("error: \(origin) is empty; put the server's master key there")
        case .failure(.notHeaderSafe):
            printError(
                "error: \(origin) holds a line break, another control character or a non-ASCII character inside the key, which an HTTP header cannot carry; check that it holds only the master key"
            )
        }
        return .failure(Failure(exitCode: ExitCode.invalidInput))
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

    static func usageError(_ command: String, _ message: String) -> Failure {
        printError("error: \(message)")
        printError("Run 'parse-model-gen \(command) --help' for its options.")
        return Failure(exitCode: ExitCode.usage)
    }
}
