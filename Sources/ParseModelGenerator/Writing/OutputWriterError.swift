#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Why the writer refused or failed: the path concerned and a sentence saying what happened and what to do.
package struct OutputWriterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or directory concerned, as a path the user can look at.
    package var path: String
    /// What failed and what to do about it.
    package var message: String

    /// Creates an error about `path`.
    package init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, ready for a terminal.
    package var description: String {
        "\(path): \(message)"
    }

    /// The words for what made a file operation fail: the system's for an underlying POSIX error
    /// ("Permission denied"), else the error's description. Not `localizedDescription`, which
    /// FoundationEssentials (all the generator's files import) does not have. `init` words its failures with it too.
    package static func reason(_ error: Error) -> String {
        if let cocoa = error as? CocoaError, let posix = cocoa.underlying as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        if let posix = error as? POSIXError {
            return String(cString: strerror(posix.code.rawValue))
        }
        return String(describing: error)
    }
}
