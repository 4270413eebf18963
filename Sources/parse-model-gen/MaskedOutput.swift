import GenerateCommand
import ParseSchema
import ParseServerSync

/// Where a server command (`pull`, `push`) prints everything once the master key is known: the one place
/// that masks the key as `<master key>`, since a server can echo it back anywhere (a class or field name, a
/// default value, an error body) and from there into a report or a diagnostic. The key is masked where it
/// stands as a value, never inside a longer word (see ``MasterKey/redacting(_:)``), so a short key does not
/// garble the messages. Callers still pass paths and server-derived text through `shown(_:)`; this printer
/// only masks.
struct MaskedOutput {
    let masterKey: MasterKey
    var quiet = false

    /// A line on standard output, unless quiet.
    func say(_ text: String) {
        if !quiet {
            print(masterKey.redacting(text))
        }
    }

    /// Text on standard output as it is (a report ending in its own line break).
    func report(_ text: String) {
        print(masterKey.redacting(text), terminator: "")
    }

    /// A line on standard error.
    func error(_ text: String) {
        printError(masterKey.redacting(text))
    }
}
