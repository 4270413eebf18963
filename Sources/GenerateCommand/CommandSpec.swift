// The command-line conventions every command shares, in one place: each command describes itself with a
// `CommandSpec` (its options and help text) in its own file, and `CommandSpec.main` scans the arguments
// (`--option value`, `--option=value`, `-o value`, `--`), answers `--help`, and reports usage mistakes
// with a "did you mean" and exit code 64.

/// One option of a command.
package struct OptionSpec {
    /// The long name with its dashes: `--output`.
    var long: String
    /// The one-letter name with its dash: `-o`.
    var short: String?
    /// The value's placeholder (`<directory>`); nil for a flag.
    var value: String?
    /// One line of help; a `\n` continues it on the next line, aligned.
    var help: String
    /// Hidden options (passed by the plugins) are accepted but neither listed nor suggested.
    var hidden = false

    package init(_ long: String, short: String? = nil, value: String? = nil, help: String, hidden: Bool = false) {
        self.long = long
        self.short = short
        self.value = value
        self.help = help
        self.hidden = hidden
    }

    var takesValue: Bool { value != nil }

    /// The option as the help lists it: `-o, --output <directory>`.
    var label: String {
        (short.map { "\($0), " } ?? "") + long + (value.map { " \($0)" } ?? "")
    }

    static let help = OptionSpec("--help", short: "-h", help: "Show this help.")
}

/// What a command accepts and how its help reads.
package struct CommandSpec {
    /// The command's name: `generate`.
    package var name: String
    /// One sentence, for `parse-model-gen --help`'s list of commands and the help's overview.
    package var abstract: String
    /// The forms of the command after `parse-model-gen `, one per line.
    var usage: [String]
    /// Paragraphs after the usage; may be empty.
    var discussion = ""
    /// The positional arguments and their help.
    var arguments: [(name: String, help: String)] = []
    /// The options; `-h, --help` is added.
    var options: [OptionSpec]
    /// The exit codes, in words.
    var exitCodes = "0 success, 1 invalid input, 64 usage error."

    package init(
        name: String, abstract: String, usage: [String], discussion: String = "",
        arguments: [(name: String, help: String)] = [],
        options: [OptionSpec], exitCodes: String = "0 success, 1 invalid input, 64 usage error."
    ) {
        self.name = name
        self.abstract = abstract
        self.usage = usage
        self.discussion = discussion
        self.arguments = arguments
        self.options = options
        self.exitCodes = exitCodes
    }

    /// Every option the command accepts, `--help` included.
    var allOptions: [OptionSpec] { options + [.help] }

    /// The command's help: overview, usage, arguments, options and exit codes.
    package var helpText: String {
        var text = "OVERVIEW: \(abstract)\n\n"
        text +=
            usage.enumerated().map { index, line in
                (index == 0 ? "USAGE: " : "       ") + "parse-model-gen \(line)"
            }.joined(separator: "\n") + "\n"
        if !discussion.isEmpty {
            text += "\n\(discussion)\n"
        }
        let visible = allOptions.filter { !$0.hidden }
        let width = max(24, (arguments.map(\.name.count) + visible.map(\.label.count)).max().map { $0 + 2 } ?? 0)
        if !arguments.isEmpty {
            text += "\nARGUMENTS:\n" + arguments.map { Self.row($0.name, $0.help, width: width) }.joined()
        }
        text += "\nOPTIONS:\n" + visible.map { Self.row($0.label, $0.help, width: width) }.joined()
        text += "\nEXIT CODES:\n  \(exitCodes)\n"
        return text
    }

    private static func row(_ label: String, _ help: String, width: Int) -> String {
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
        let padding = String(repeating: " ", count: width - label.count)
        var text = "  \(label)\(padding)\(lines.first ?? "")\n"
        for line in lines.dropFirst() {
            text += String(repeating: " ", count: width + 2) + line + "\n"
        }
        return text
    }

    /// Scans `arguments` (those after the command's name), then parses and runs the command: `--help`
    /// prints the help (exit 0); a usage mistake prints the error and where to find the help (exit 64).
    ///
    /// This is the one call a command's entry point makes; `parse` turns the scanned arguments into the
    /// command's own options and throws `UsageError` for combinations it refuses.
    package func main<Command>(
        _ arguments: [String],
        unknownOption: (String) -> UsageError? = { _ in nil },
        parse: (ScannedArguments) throws -> Command,
        run: (Command) -> Int32
    ) -> Int32 {
        let command: Command
        do {
            let scanned = try ArgumentScanner.scan(arguments, for: self, unknownOption: unknownOption)
            if scanned.helpRequested {
                print(helpText, terminator: "")
                return ExitCode.success
            }
            command = try parse(scanned)
        } catch let error as UsageError {
            printError("error: \(error.message)")
            printError("Run 'parse-model-gen \(name) --help' for its options.")
            return ExitCode.usage
        } catch {
            printError("error: \(error)")
            return ExitCode.usage
        }
        return run(command)
    }
}

/// A usage mistake, reported with exit code 64.
package struct UsageError: Error, Equatable {
    package var message: String

    package init(message: String) {
        self.message = message
    }
}

/// "1 file", "2 files".
func counted(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
}
