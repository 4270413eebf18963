/// What a write did, or what a plan says it would do, by file name; each list is sorted.
package struct WriteReport: Hashable, Sendable {
    /// Files created or changed.
    package var written: [String]
    /// Files whose bytes were already identical; they were not touched and keep their modification date.
    package var unchanged: [String]
    /// Stale generated files deleted: they carry the marker but are no longer among the outputs.
    package var removed: [String]

    /// Creates a report; the lists are sorted.
    package init(written: [String] = [], unchanged: [String] = [], removed: [String] = []) {
        self.written = written.sorted()
        self.unchanged = unchanged.sorted()
        self.removed = removed.sorted()
    }

    /// Whether the output directory already matched the files: nothing written and nothing removed.
    package var isUpToDate: Bool {
        written.isEmpty && removed.isEmpty
    }
}
