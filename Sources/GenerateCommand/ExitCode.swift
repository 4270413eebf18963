#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

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
