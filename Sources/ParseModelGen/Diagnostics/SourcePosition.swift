// Standard library only: the plugins compile this file and the Reading folder through symbolic links,
// so the build plugin's output listing reads JSON with the generator's own reader.

/// A line and column in a source text, both 1-based. Columns count UTF-8 bytes, as compilers do.
///
/// Stored in 32 bits each: every JSON value and key carries a position, and the reader refuses inputs
/// over 64 MiB, far below 2^32 lines or columns. Half the size made a 5000-class schema's JSON tree and
/// decoded classes take less memory, which the kernel would otherwise fault in page by page.
/// A value outside that range (a caller's own, beyond the reader) is clamped: to `UInt32.max`, or to 0.
public struct SourcePosition: Hashable, Sendable, Comparable {
    private var storedLine: UInt32
    private var storedColumn: UInt32

    /// The 1-based line.
    public var line: Int {
        get { Int(storedLine) }
        set { storedLine = UInt32(clamping: newValue) }
    }

    /// The 1-based column, in UTF-8 bytes from the start of the line.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = UInt32(clamping: newValue) }
    }

    /// Creates a position.
    public init(line: Int, column: Int) {
        storedLine = UInt32(clamping: line)
        storedColumn = UInt32(clamping: column)
    }

    /// Orders positions by line, then column.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}
