import Foundation
import ParseModelGen

/// Exit codes, following BSD sysexits where one fits.
enum ExitCode {
    static let success: Int32 = 0
    static let invalidInput: Int32 = 1
    static let usage: Int32 = 64
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}

let arguments = Array(CommandLine.arguments.dropFirst())
// The schema tools parse their own arguments (PullCommand.swift, DiffCommand.swift, DataModelCommand.swift).
switch arguments.first {
case "pull": exit(PullCommand.main(Array(arguments.dropFirst())))
case "diff": exit(DiffCommand.main(Array(arguments.dropFirst())))
default: break
}
if let status = DataModelCommand.main(arguments) {
    exit(status)
}
let options: CommandLineOptions
do {
    options = try CommandLineOptions.parse(arguments)
} catch let error as UsageError {
    printError("error: \(PrintableText.escaped(error.message))")
    printError("Run 'parse-model-gen --help' for usage.")
    exit(ExitCode.usage)
} catch {
    printError("error: \(PrintableText.escaped(String(describing: error)))")
    exit(ExitCode.usage)
}
exit(CommandRunner(options: options).run())
