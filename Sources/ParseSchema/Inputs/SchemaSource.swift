/// One input file's bytes and the path diagnostics name it by.
package struct SourceFile: Hashable, Sendable {
    /// The path as the user would recognise it (relative when the user gave a relative path).
    package var path: String
    /// The file's bytes.
    package var bytes: [UInt8]

    /// Creates an input.
    package init(path: String, bytes: [UInt8]) {
        self.path = path
        self.bytes = bytes
    }

    /// Creates an input from text.
    package init(path: String, text: String) {
        self.init(path: path, bytes: Array(text.utf8))
    }
}
