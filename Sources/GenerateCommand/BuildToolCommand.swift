import ParseModelGenerator
import ParseSchema

/// The command line of `parse-model-gen-build`, the lean tool of the build plugin and of the command plugin
/// `generate-parse-models`: `generate`, `validate` and `init` with the arguments and behaviour of
/// `parse-model-gen`'s, `--version` and `--help`. Anything else is a usage error that points to the full
/// tool, since the plugins never pass it.
package enum BuildToolCommand {
    /// Runs `arguments` (without the program name) and returns the exit code.
    package static func main(_ arguments: [String]) -> Int32 {
        switch arguments.first {
        case "generate":
            return CommandLineOptions.main(.generate, Array(arguments.dropFirst()))
        case "validate":
            return CommandLineOptions.main(.validate, Array(arguments.dropFirst()))
        case "init":
            return InitCommand.main(Array(arguments.dropFirst()))
        case "--version" where arguments.count == 1:
            print(GeneratorVersion.current)
            return ExitCode.success
        case "--help" where arguments.count == 1, "-h" where arguments.count == 1:
            print(
                """
                OVERVIEW: The plugins' lean tool: parse-model-gen's generate, validate and init commands, with their
                arguments, output and diagnostics, in an executable without the server, Swift-reading and document
                commands.

                USAGE: parse-model-gen-build generate <inputs>... --output <directory> [options]
                       parse-model-gen-build validate <inputs>... [options]
                       parse-model-gen-build init [--target <directory>] [options]

                  'parse-model-gen help <command>' lists a command's options.
                """)
            return ExitCode.success
        default:
            printError(
                "error: parse-model-gen-build runs 'generate', 'validate' and 'init' for the plugins; every other command is parse-model-gen's"
            )
            return ExitCode.usage
        }
    }
}
