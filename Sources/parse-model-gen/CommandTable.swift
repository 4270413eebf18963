import GenerateCommand
import ParseModelGenerator
import ParseSchema

/// A command the tool offers: its description and its entry point (the arguments after its name).
struct CommandEntry {
    var spec: CommandSpec
    var main: ([String]) -> Int32
}

/// The tool's commands and the top level: `--help`, `--version`, `help <command>`, and a "did you mean"
/// for an unknown command. A new command adds one entry to `all`; its file declares its `CommandSpec`
/// and calls `CommandSpec.main` from its entry point.
enum CommandTable {
    static let all: [CommandEntry] = [
        CommandEntry(spec: CommandLineOptions.generateSpec, main: { CommandLineOptions.main(.generate, $0) }),
        CommandEntry(spec: CommandLineOptions.validateSpec, main: { CommandLineOptions.main(.validate, $0) }),
        CommandEntry(spec: PullCommand.spec, main: { PullCommand.main($0) }),
        CommandEntry(spec: PushCommand.spec, main: { PushCommand.main($0) }),
        CommandEntry(spec: DiffCommand.spec, main: { DiffCommand.main($0) }),
        CommandEntry(spec: CheckCommand.spec, main: { CheckCommand.main($0) }),
        CommandEntry(spec: AdoptCommand.spec, main: { AdoptCommand.main($0) }),
        CommandEntry(spec: DataModelCommandOptions.spec(.diagram), main: { DataModelCommand.main(.diagram, $0) }),
        CommandEntry(spec: DataModelCommandOptions.spec(.docs), main: { DataModelCommand.main(.docs, $0) }),
        CommandEntry(spec: InitCommand.spec, main: { InitCommand.main($0) }),
    ]

    static let overview = """
        Generates ParseSwift model structs from Parse Server schema JSON (REST /schemas, dashboard exports,
        schema-as-code, per-class files, _SCHEMA documents), and reads, saves and compares those schemas.
        """

    /// The help of the tool as a whole.
    static var helpText: String {
        let commands =
            all.map { ($0.spec.name, $0.spec.abstract) } + [
                ("help", "Show the help of a command: parse-model-gen help <command>.")
            ]
        let options = [("-h, --help", "Show this help."), ("--version", "Show the version.")]
        let width = ((commands + options).map(\.0.count).max() ?? 0) + 3
        func row(_ item: (String, String)) -> String {
            "  \(item.0)\(String(repeating: " ", count: width - item.0.count))\(item.1)\n"
        }
        return "OVERVIEW: \(overview)\n\nUSAGE: parse-model-gen <command> [options]\n\nCOMMANDS:\n"
            + commands.map(row).joined()
            + "\n  'parse-model-gen <command> --help' shows a command's options too.\n"
            + "\nOPTIONS:\n" + options.map(row).joined()
    }

    /// Runs the command `arguments` name and returns the exit code.
    static func main(_ arguments: [String]) -> Int32 {
        guard let first = arguments.first else {
            return usageError("no command given; the commands are \(commandList)")
        }
        switch first {
        case "--help", "-h":
            print(helpText, terminator: "")
            return ExitCode.success
        case "--version":
            guard arguments.count == 1 else { return usageError("--version takes no arguments") }
            print(GeneratorVersion.current)
            return ExitCode.success
        case "help":
            let rest = Array(arguments.dropFirst())
            guard let name = rest.first else {
                print(helpText, terminator: "")
                return ExitCode.success
            }
            guard rest.count == 1 else {
                return usageError("help takes one command name, such as 'parse-model-gen help generate'")
            }
            guard let entry = entry(named: name) else { return usageError(unknownCommandMessage(name)) }
            print(entry.spec.helpText, terminator: "")
            return ExitCode.success
        default:
            if let entry = entry(named: first) {
                return entry.main(Array(arguments.dropFirst()))
            }
            if first.hasPrefix("-") {
                let name = String(first.split(separator: "=", maxSplits: 1).first ?? "")
                let suggestion =
                    NameSuggestion.closest(to: name, among: ["--help", "--version"]).map { "; did you mean '\($0)'?" }
                    ?? "; options go after the command: parse-model-gen <command> [options]"
                return usageError("unknown option '\(TerminalText.printable(name))'\(suggestion)")
            }
            return usageError(unknownCommandMessage(first))
        }
    }

    private static func entry(named name: String) -> CommandEntry? {
        all.first { $0.spec.name == name }
    }

    private static var commandList: String {
        all.map(\.spec.name).joined(separator: ", ")
    }

    /// "unknown command 'genrate'; did you mean 'generate'?"
    static func unknownCommandMessage(_ name: String) -> String {
        let names = all.map(\.spec.name) + ["help"]
        let suggestion =
            NameSuggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" }
            ?? "; the commands are \(commandList)"
        return "unknown command '\(TerminalText.printable(name))'\(suggestion)"
    }

    private static func usageError(_ message: String) -> Int32 {
        printError("error: \(message)")
        printError("Run 'parse-model-gen --help' for the commands.")
        return ExitCode.usage
    }
}
