import Foundation

// How the command plugins print, shared (through a symbolic link) by GenerateParseModels and PullParseSchema.
//
// SwiftPM prints a plugin's diagnostics (a thrown error, `Diagnostics.error`) as soon as it gets them, but
// when its output is not a terminal (CI, `| tee`) it holds the plugin's own output back and prints it after
// them: a closing error thrown after the tool's report came out before the report it refers to. So the
// plugins write every line themselves, into the output stream the tool they run also writes to, and end a
// failed run with exit status 1 instead of a thrown error; SwiftPM then adds only "Plugin ended with exit
// code 1".
enum PluginOutput {
    /// Prints `text` on standard output and flushes it, so that it comes before anything the tool prints next.
    static func say(_ text: String) {
        print(text, terminator: text.hasSuffix("\n") ? "" : "\n")
        fflush(stdout)
    }

    /// Prints one `error: <line>` per line on standard error and ends the plugin with exit status 1.
    static func fail(_ lines: [String]) -> Never {
        fflush(stdout)
        let text = lines.map { "error: \($0)\n" }.joined()
        FileHandle.standardError.write(Data(text.utf8))
        exit(1)
    }

    /// Prints a `warning: <text>` line on standard error.
    static func warning(_ text: String) {
        fflush(stdout)
        FileHandle.standardError.write(Data("warning: \(text)\n".utf8))
    }

    /// Prints a `note: <text>` line on standard error.
    static func note(_ text: String) {
        fflush(stdout)
        FileHandle.standardError.write(Data("note: \(text)\n".utf8))
    }

    /// Runs `executable` with the plugin's own standard output and error, and returns its exit status.
    static func run(_ executable: String, _ arguments: [String]) throws -> Int32 {
        fflush(stdout)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
