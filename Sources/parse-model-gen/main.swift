import Foundation
import GenerateCommand
import SwiftModelReading

// Standard output is line-buffered even when it is a pipe (CI, the command plugins, `| tee`): the messages
// on standard error are written at once, so a buffered report would otherwise come after the errors that
// follow it, such as --check's closing error after its diff.
setvbuf(stdout, nil, _IOLBF, 0)

// Ctrl-C or a CI's SIGTERM while check or adopt runs the Swift compiler: the compiler is stopped, the
// scratch folder with copies of the app's sources removed, and the tool ends by that signal. The other
// commands start no tools and keep the default actions (no extra thread in the build plugin's runs).
if let command = CommandLine.arguments.dropFirst().first, command == "check" || command == "adopt" {
    InterruptCleanup.installSignalHandlers()
}

// Every command is listed in CommandTable.swift and parses its own arguments with the shared scanner.
exit(CommandTable.main(Array(CommandLine.arguments.dropFirst())))
