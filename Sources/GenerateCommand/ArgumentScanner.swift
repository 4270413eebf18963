import ParseSchema

/// The arguments of one command, sorted into options and positional arguments.
package struct ScannedArguments {
    /// Positional arguments with their 1-based place among the command's arguments.
    package var positionals: [(place: Int, text: String)] = []
    /// Values by the option's long name, in the order given.
    var values: [String: [String]] = [:]
    /// Flags given, by long name.
    var flags: Set<String> = []
    /// Whether `-h` or `--help` was given.
    var helpRequested = false

    /// The positional arguments' texts.
    package var positionalTexts: [String] { positionals.map(\.text) }

    /// The last value of a value option (a repeated option takes its last value, as most tools do).
    package func value(_ long: String) -> String? { values[long]?.last }

    /// Whether a flag was given.
    package func flag(_ long: String) -> Bool { flags.contains(long) }

    /// Whether an option was given at all.
    func has(_ long: String) -> Bool { values[long] != nil || flags.contains(long) }
}

/// Sorts a command's arguments by its `CommandSpec`:
/// - `--name value`, `--name=value`, `-o value` and `-o=value` give a value; a value that starts with `-`
///   must be attached with `=`, so a forgotten value is not mistaken for the next option;
/// - `--` ends the options, and `-` alone is a positional argument;
/// - `-h`/`--help` (before any `--`) asks for the help, whatever else is there;
/// - an unknown option is an error naming it (never its value, which could be a secret) with a
///   "did you mean" among the command's options.
enum ArgumentScanner {
    static func scan(
        _ arguments: [String], for spec: CommandSpec, unknownOption: (String) -> UsageError? = { _ in nil }
    ) throws -> ScannedArguments {
        var scanned = ScannedArguments()
        // Help wins over every mistake beside it, so `generate --bogus -h` still shows the options.
        if arguments.prefix(while: { $0 != "--" }).contains(where: { $0 == "-h" || $0 == "--help" }) {
            scanned.helpRequested = true
            return scanned
        }
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                scanned.positionals.append((index, argument))
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            let parts = argument.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = String(parts[0])
            let attached = parts.count == 2 ? String(parts[1]) : nil
            guard let option = spec.allOptions.first(where: { $0.long == name || $0.short == name }) else {
                if let special = unknownOption(name) { throw special }
                throw UsageError(message: unknownOptionMessage(name, for: spec))
            }
            guard option.takesValue else {
                guard attached == nil else { throw UsageError(message: "\(name) takes no value") }
                scanned.flags.insert(option.long)
                continue
            }
            let value: String
            if let attached {
                guard !attached.isEmpty else {
                    throw UsageError(message: "\(name) needs a value: \(option.long) \(option.value ?? "")")
                }
                value = attached
            } else {
                guard index < arguments.count else {
                    throw UsageError(message: "\(name) needs a value: \(option.long) \(option.value ?? "")")
                }
                guard !arguments[index].hasPrefix("-") || arguments[index] == "-" else {
                    throw UsageError(
                        message:
                            "\(name) needs a value: \(option.long) \(option.value ?? ""); write \(option.long)=<value> for a value that starts with '-'"
                    )
                }
                value = arguments[index]
                index += 1
            }
            scanned.values[option.long, default: []].append(value)
        }
        return scanned
    }

    /// "unknown option '--acces-level' for generate; did you mean '--access-level'?"
    static func unknownOptionMessage(_ name: String, for spec: CommandSpec) -> String {
        let names = spec.allOptions.filter { !$0.hidden }.flatMap { [$0.long] + ($0.short.map { [$0] } ?? []) }
        let suggestion = NameSuggestion.closest(to: name, among: names).map { "; did you mean '\($0)'?" } ?? ""
        return "unknown option '\(TerminalText.printable(name))' for \(spec.name)\(suggestion)"
    }
}
