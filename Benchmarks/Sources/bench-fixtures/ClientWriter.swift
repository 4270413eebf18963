/// An ordinary client file with no use of the models: a few hundred unrelated `==` and `<` expressions on
/// Ints, Strings and literals, the kind of code whose type-check time an imported module could slow down
/// by adding operator overloads the type checker must consider.
enum ClientWriter {
    /// The file, importing `modules` after Foundation.
    static func file(expressions: Int, importing modules: [String], seed: UInt64) -> String {
        var random = SeededRandom(seed: seed)
        var out = "import Foundation\n" + modules.map { "import \($0)\n" }.joined() + "\n"
        out += "func clientChecks(a: Int, b: Int, c: Int, s: String, t: String) -> Int {\n    var hits = 0\n"
        let ints = ["a", "b", "c", "(a + 1)", "(b * 2)", "(c - a)"]
        let strings = ["s", "t", "(s + t)", "\"x\"", "(t + \"y\")"]
        for index in 0..<expressions {
            let literal = random.below(1000)
            switch random.below(4) {
            case 0:
                out += "    if \(random.pick(ints)) + \(literal) == \(random.pick(ints)) * 3 - \(index) { hits += 1 }\n"
            case 1: out += "    if \(random.pick(ints)) < \(literal) + \(random.pick(ints)) { hits += 1 }\n"
            case 2: out += "    if \(random.pick(strings)) == \(random.pick(strings)) + \"\(literal)\" { hits += 1 }\n"
            default:
                out +=
                    "    if \(random.pick(strings)) < \"k\(literal)\" && \(random.pick(ints)) != \(literal) { hits += 1 }\n"
            }
        }
        return out + "    return hits\n}\n"
    }
}
