import Foundation

/// Exit codes, following BSD sysexits where one fits.
package enum ExitCode {
    package static let success: Int32 = 0
    package static let invalidInput: Int32 = 1
    /// `diff --exit-code` and `push`: the two sides differ.
    package static let differs: Int32 = 1
    /// `diff` and `push`: the inputs or the server could not be read, or a request failed; kept apart from
    /// 1, which there means "they differ" (with `--exit-code`), so a CI job can tell drift from a fault.
    package static let error: Int32 = 2
    package static let usage: Int32 = 64
}

package func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
