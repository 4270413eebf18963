// Standard library only: the plugins compile this file and the Reading folder through symbolic links,
// so the build plugin's output listing reads JSON with the generator's own reader.

/// A line and column in a source text, both 1-based. Columns count UTF-8 bytes, as compilers do.
public struct SourcePosition: Hashable, Sendable, Comparable {
    /// The 1-based line.
    public var line: Int
    /// The 1-based column, in UTF-8 bytes from the start of the line.
    public var column: Int

    /// Creates a position.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders positions by line, then column.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }
}
