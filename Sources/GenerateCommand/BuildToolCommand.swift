import ParseModelGenerator
import ParseSchema

/// The command line of `parse-model-gen-build`, the build plugin's tool: `generate` with the arguments and
/// behaviour of `parse-model-gen generate`, `--version` and `--help`. Anything else is a usage error that
/// points to the full tool, since the plugin never passes it.
package enum BuildToolCommand {
    /// Runs `arguments` (without the program name) and returns the exit code.
    package static func main(_ arguments: [String]) -> Int32 {
        switch arguments.first {
        case "generate":
            return CommandLineOptions.main(.generate, Array(arguments.dropFirst()))
        case "--version" where arguments.count == 1:
            print(GeneratorVersion.current)
            return ExitCode.success
        case "--help" where arguments.count == 1, "-h" where arguments.count == 1:
            print(
                """
                OVERVIEW: The build plugin's tool: parse-model-gen's generate command, with its arguments, output and
                diagnostics, in an executable without the server, Swift-reading and document commands.

                USAGE: parse-model-gen-build generate <inputs>... --output <directory> [options]

                  'parse-model-gen help generate' lists the options.
                """)
            return ExitCode.success
        default:
            printError(
                "error: parse-model-gen-build runs 'generate' for the build plugin; every other command is parse-model-gen's"
            )
            return ExitCode.usage
        }
    }
}
