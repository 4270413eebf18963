#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Exit codes. Every command that checks something (`check`, `pull --check`, `diff --exit-code`,
/// `push --exit-code`, `validate`) follows one convention (Documentation/ExitCodes.md): 0 nothing to
/// report, 1 differences or problems found, 2 the job could not be done, 64 a wrong command line (BSD
/// sysexits' EX_USAGE), so a CI job can tell drift from a fault.
package enum ExitCode {
    package static let success: Int32 = 0
    /// `generate`: the inputs have errors, or `--check` found changes.
    package static let invalidInput: Int32 = 1
    /// A checking command found differences or problems to report.
    package static let differs: Int32 = 1
    /// A checking command (or `push --apply`) could not do its job: an input, a key, the config or the server
    /// could not be read or used, or a request failed.
    package static let error: Int32 = 2
    /// A wrong command line, and only that: a missing key or an unreadable file is 2.
    package static let usage: Int32 = 64
}

/// Writes `text` and a line break to standard error at once (unbuffered, as `FileHandle.standardError`
/// wrote it; by hand, so the generator's tool needs no more of Foundation than FoundationEssentials).
package func printError(_ text: String) {
    var bytes = Array((text + "\n").utf8)
    bytes.withUnsafeMutableBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(2, buffer.baseAddress! + offset, buffer.count - offset)
            if written > 0 {
                offset += written
            } else if written < 0, errno == EINTR {
                continue
            } else {
                return
            }
        }
    }
}
