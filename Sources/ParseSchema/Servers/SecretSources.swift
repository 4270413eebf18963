/// Which environment variables a committed config may name for a server's keys. The config is committed and
/// can change in anyone's pull request, so a name it writes must say that the variable holds a Parse key:
/// otherwise `{"env": "GITHUB_TOKEN"}` with someone else's URL would send a CI token as a Parse header.
package enum SecretVariableRule: Sendable {
    /// `masterKey`: the name starts with `PARSE_` and contains `MASTER_KEY` (`PARSE_MASTER_KEY`,
    /// `PARSE_DEV_MASTER_KEY`, `PARSE_MASTER_KEY_PRODUCTION`).
    case masterKey
    /// `applicationId`: the name starts with `PARSE_` and contains `APPLICATION_ID` or `APP_ID`; the id is
    /// sent in a header too, so the same reasoning holds.
    case applicationID

    /// Whether a config may name the variable `name`.
    package func allows(_ name: String) -> Bool {
        guard name.hasPrefix("PARSE_") else { return false }
        switch self {
        case .masterKey: return name.contains("MASTER_KEY")
        case .applicationID: return name.contains("APPLICATION_ID") || name.contains("APP_ID")
        }
    }

    /// The rule, for the diagnostic.
    package var rule: String {
        switch self {
        case .masterKey:
            return "a config names only variables whose names start with PARSE_ and contain MASTER_KEY"
        case .applicationID:
            return "a config names only variables whose names start with PARSE_ and contain APPLICATION_ID or APP_ID"
        }
    }

    /// A name that follows the rule.
    package var example: String {
        switch self {
        case .masterKey: return "PARSE_DEV_MASTER_KEY"
        case .applicationID: return "PARSE_DEV_APPLICATION_ID"
        }
    }
}

/// Where a committed config may say a master key file is: inside the project (a path relative to the
/// config, checked again once symbolic links are resolved, since a link is committed as easily as a path),
/// or in the user's own config folder, written `~/.config/parse-model-gen/<name>`. Never an absolute path,
/// another place in the home folder, or inside `.git` (where CI checkouts keep their access token).
package enum MasterKeyFilePlace {
    /// The user's own folder for key files, under the home folder.
    package static let userFolder = ".config/parse-model-gen"
    /// How the config writes a file in ``userFolder``.
    package static let userPrefix = "~/" + userFolder + "/"

    /// What the diagnostics suggest instead.
    package static let hint =
        "write a path relative to the config that stays inside the project (such as \"../.secrets/dev.key\", kept out of git), or \"~/.config/parse-model-gen/<name>\" for a key kept in your own config folder"

    /// Why the path `written` in a config cannot be a key file, judged on its text alone (nil: the place is
    /// checked on the disk when the key is read).
    package static func writtenProblem(_ written: String) -> String? {
        if written.hasPrefix("~") {
            guard written.hasPrefix(userPrefix), written.count > userPrefix.count else {
                return "of the home folder, a config may name only files in ~/.config/parse-model-gen/"
            }
        } else if written.hasPrefix("/") {
            return "an absolute path can name any file of the machine, such as an SSH key"
        }
        if written.split(separator: "/").contains(".git") {
            return "files inside .git are never key files (CI checkouts keep their access token there)"
        }
        return nil
    }
}
