/// One input file's bytes and the path diagnostics name it by.
public struct SourceFile: Hashable, Sendable {
    /// The path as the user would recognise it (relative when the user gave a relative path).
    public var path: String
    /// The file's bytes.
    public var bytes: [UInt8]

    /// Creates an input.
    public init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates an input from text.
    public init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
