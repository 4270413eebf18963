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
        set { storedLine = Self.clamped(newValue) }
    }

    /// The 1-based column, in UTF-8 bytes from the start of the line.
    public var column: Int {
        get { Int(storedColumn) }
        set { storedColumn = Self.clamped(newValue) }
    }

    /// Creates a position.
    public init(line: Int, column: Int) {
        storedLine = Self.clamped(line)
        storedColumn = Self.clamped(column)
    }

    /// `UInt32(clamping:)` spelled out: that initializer is generic, and the debug build the build plugin
    /// runs called it unspecialised for each of the 136,000 positions the reader records at 1000 classes,
    /// about 1,000 instructions each (comparisons and `truncatingIfNeeded` compile to plain instructions).
    private static func clamped(_ value: Int) -> UInt32 {
        if value < 0 { return 0 }
        if UInt(bitPattern: value) > UInt(UInt32.max) { return UInt32.max }
        return UInt32(truncatingIfNeeded: value)
    }

    /// Orders positions by line, then column.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.storedLine, lhs.storedColumn) < (rhs.storedLine, rhs.storedColumn)
    }
}
