/// Why the writer refused or failed: the path concerned and a sentence saying what happened and what to do.
public struct OutputWriterError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The file or directory concerned, as a path the user can look at.
    public var path: String
    /// What failed and what to do about it.
    public var message: String

    /// Creates an error about `path`.
    public init(path: String, message: String) {
        self.path = path
        self.message = message
    }

    /// `path: message`, ready for a terminal.
    public var description: String {
        "\(path): \(message)"
    }
}
