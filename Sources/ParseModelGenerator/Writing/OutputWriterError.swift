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
}
