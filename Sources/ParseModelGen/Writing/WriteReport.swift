/// What a write did, or what a plan says it would do, by file name; each list is sorted.
public struct WriteReport: Hashable, Sendable {
    /// Files created or changed.
    public var written: [String]
    /// Files whose bytes were already identical; they were not touched and keep their modification date.
    public var unchanged: [String]
    /// Stale generated files deleted: they carry the marker but are no longer among the outputs.
    public var removed: [String]

    /// Creates a report; the lists are sorted.
    public init(written: [String] = [], unchanged: [String] = [], removed: [String] = []) {
        self.written = written.sorted()
        self.unchanged = unchanged.sorted()
        self.removed = removed.sorted()
    }

    /// Whether the output directory already matched the files: nothing written and nothing removed.
    public var isUpToDate: Bool {
        written.isEmpty && removed.isEmpty
    }
}
