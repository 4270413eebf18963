import Foundation
import GenerateCommand
import ParseSchema

/// Where the master key of a `pull` or `push` comes from, as chosen by the command line or the config. Kept
/// with where the choice is written, so that the note printed before any request, and every refusal, can
/// say who chose it.
enum MasterKeySource {
    /// `--master-key-file`: the user's own choice on the command line, read as given.
    case commandLineFile(String)
    /// `"masterKey": {"file": ...}` of a config server, as written; `config` is the config's path.
    case configFile(written: String, config: String, server: String, location: SourceLocation)
    /// An environment variable: `PARSE_MASTER_KEY`, or the one a config server names (`server`, `location`).
    case environment(String, server: String?, location: SourceLocation?)

    /// The source as the note and the messages name it.
    var description: String {
        switch self {
        case .commandLineFile(let path):
            return "the file \(shown(path)) (--master-key-file)"
        case .configFile(let written, _, let server, let location):
            return "the file \(shown(written)) (server '\(shown(server))', \(place(location)))"
        case .environment(let variable, let server, let location):
            guard let server, let location else { return "the environment variable \(variable)" }
            return "the environment variable \(variable) (server '\(shown(server))', \(place(location)))"
        }
    }
}

/// `file:line:column` of a place in the config.
func place(_ location: SourceLocation) -> String {
    "\(shown(location.file)):\(location.position.line):\(location.position.column)"
}

/// Finds the file a config's `"masterKey": {"file": ...}` names on the disk and refuses it unless it is inside
/// the project or the user's `~/.config/parse-model-gen` (``MasterKeyFilePlace``), once symbolic links are
/// resolved: a committed link `dev.key -> ~/.ssh/id_ed25519` is as easy to slip into a pull request as a path.
enum MasterKeyFileCheck {
    /// Why the file is not read, at the config's place.
    struct Refusal: Error {
        var diagnostic: Diagnostic
    }

    /// The resolved path to read, or the diagnostic at the config's place.
    static func resolve(
        written: String, configPath: String, location: SourceLocation, environment: [String: String]
    ) -> Result<String, Refusal> {
        let what = "the master key file \(shown(written))"
        let configDirectory = (configPath as NSString).deletingLastPathComponent
        let root: String
        let path: String
        let rootName: String
        if written.hasPrefix(MasterKeyFilePlace.userPrefix) {
            guard let home = environment["HOME"] ?? ProcessInfo.processInfo.environment["HOME"], home.hasPrefix("/")
            else {
                return refused(
                    Diagnostic(
                        .error, "\(what) is in the home folder, but HOME is not set", at: location,
                        hint: MasterKeyFilePlace.hint))
            }
            let folder = (home as NSString).appendingPathComponent(MasterKeyFilePlace.userFolder)
            guard let resolved = realPath(folder) else {
                return refused(
                    Diagnostic(
                        .error, "\(what) cannot be read: \(shown(folder)) does not exist", at: location,
                        hint: "create the folder and put the key file there (chmod 600)"))
            }
            root = resolved
            rootName = "your ~/.config/parse-model-gen folder"
            path = (folder as NSString).appendingPathComponent(
                String(written.dropFirst(MasterKeyFilePlace.userPrefix.count)))
        } else {
            let directory = configDirectory.isEmpty ? "." : configDirectory
            guard let resolvedDirectory = realPath(directory) else {
                return refused(
                    Diagnostic(.error, "\(what) cannot be read: the config's folder cannot be resolved", at: location))
            }
            root = projectRoot(from: resolvedDirectory)
            rootName = "the project \(shown(root))"
            path = (directory as NSString).appendingPathComponent(written)
        }
        guard let resolved = realPath(path) else {
            return refused(
                Diagnostic(
                    .error, "\(what) does not exist (looked for \(shown(path)))", at: location,
                    hint: "put the master key in that file (kept out of git), or name another source"))
        }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        guard resolved.hasPrefix(prefix) else {
            return refused(
                Diagnostic(
                    .error,
                    "\(what) resolves to \(shown(resolved)), outside \(rootName); a config may name only key files inside the project or in ~/.config/parse-model-gen",
                    at: location, hint: MasterKeyFilePlace.hint))
        }
        let inside = resolved.dropFirst(prefix.count).split(separator: "/")
        if inside.contains(".git") {
            return refused(
                Diagnostic(
                    .error,
                    "\(what) resolves to \(shown(resolved)), inside .git, where CI checkouts keep their access token; it is never a key file",
                    at: location, hint: MasterKeyFilePlace.hint))
        }
        return .success(resolved)
    }

    private static func refused(_ diagnostic: Diagnostic) -> Result<String, Refusal> {
        .failure(Refusal(diagnostic: diagnostic))
    }

    /// The nearest folder at or above `directory` that holds `Package.swift`, `.git`, an `.xcodeproj` or an
    /// `.xcworkspace`; `directory` itself when there is none (a config outside any project keeps its key
    /// files beside it).
    static func projectRoot(from directory: String) -> String {
        let manager = FileManager.default
        var current = directory
        while true {
            if manager.fileExists(atPath: current + "/Package.swift") || manager.fileExists(atPath: current + "/.git") {
                return current
            }
            if let names = try? manager.contentsOfDirectory(atPath: current),
                names.contains(where: { $0.hasSuffix(".xcodeproj") || $0.hasSuffix(".xcworkspace") })
            {
                return current
            }
            let parent = (current as NSString).deletingLastPathComponent
            if parent == current || parent.isEmpty { return directory }
            current = parent
        }
    }

    /// `path` with every symbolic link, `.` and `..` resolved, or nil when it does not exist.
    static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
