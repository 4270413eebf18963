/// The conditional-compilation lines the generator writes itself: the `Hashable` conformances of nested
/// structs and `ParsePointerValue`, declared `nonisolated` under Swift 6.2 and later. Every other compiler
/// directive in an output file can only have come from input text.
enum GeneratedDirectives {
    /// The 1-based numbers of the lines of `text` that hold a compiler directive the generator does not
    /// write: anything starting with `#` after indentation, except `#if compiler(>=6.2)`, then `#else`, then
    /// `#endif`, each unindented and in that order.
    static func foreignDirectiveLines(in text: String) -> [Int] {
        var foreign: [Int] = []
        var expected = "#if compiler(>=6.2)"
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line == expected {
                expected = next[expected] ?? "#if compiler(>=6.2)"
            } else if line.drop(while: { $0 == " " }).hasPrefix("#") {
                foreign.append(index + 1)
            }
        }
        return foreign
    }

    private static let next = ["#if compiler(>=6.2)": "#else", "#else": "#endif", "#endif": "#if compiler(>=6.2)"]
}
