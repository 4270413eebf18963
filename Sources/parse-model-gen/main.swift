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

// Every command is listed in CommandTable.swift and parses its own arguments with the shared scanner.
exit(CommandTable.main(Array(CommandLine.arguments.dropFirst())))
