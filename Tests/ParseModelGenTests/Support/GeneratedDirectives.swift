/// The conditional-compilation lines the generator writes itself, all in the support file: the SDK's
/// aliases and calls, with module selectors under Swift 6.3 and later (`#if compiler(>=6.3)` unindented),
/// and the typed `distinct`, `@concurrent` under Swift 6.2 and later (`#if compiler(>=6.2)` indented four
/// spaces). Every other compiler directive in an output file can only have come from input text.
enum GeneratedDirectives {
    /// The 1-based numbers of the lines of `text` that hold a compiler directive the generator does not
    /// write: anything starting with `#` after indentation, except one of the two sequences above: its
    /// `#if`, then `#else`, then `#endif`, each at the sequence's indentation and in that order.
    static func foreignDirectiveLines(in text: String) -> [Int] {
        var foreign: [Int] = []
        var open: [String]?
        for (index, part) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = String(part)
            if let sequence = open, line == sequence.first {
                open = sequence.count > 1 ? Array(sequence.dropFirst()) : nil
            } else if open == nil, let sequence = sequences.first(where: { $0.first == line }) {
                open = Array(sequence.dropFirst())
            } else if line.drop(while: { $0 == " " }).hasPrefix("#") {
                foreign.append(index + 1)
            }
        }
        return foreign
    }

    private static let sequences = [
        ["#if compiler(>=6.3)", "#else", "#endif"],
        ["    #if compiler(>=6.2)", "    #else", "    #endif"],
    ]
}
