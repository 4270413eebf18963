extension Array where Element == String {
    /// Whether the list holds `text`: `contains` by an index loop. The generator asks short constant lists
    /// like this for every field and key; in the debug build the build plugin runs, `contains` stepped a
    /// generic iterator and compared through a witness table, thousands of instructions a question.
    @inlinable package func holds(_ text: String) -> Bool {
        var index = 0
        while index < count {
            if self[index] == text { return true }
            index += 1
        }
        return false
    }
}

extension Array where Element == Int {
    /// `0, 1, ..., count - 1`: `Array(indices)` without the generic initializer from a sequence, which the
    /// debug build the build plugin runs called unspecialised (about 24,000 instructions for a class's fields).
    @inlinable package init(upTo count: Int) {
        self.init()
        reserveCapacity(count)
        var index = 0
        while index < count {
            append(index)
            index += 1
        }
    }
}
