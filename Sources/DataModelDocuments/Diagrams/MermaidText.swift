/// Makes text safe inside a Mermaid `erDiagram`.
///
/// Labels are written in double quotes with everything but plain ASCII letters, digits and a few harmless
/// punctuation marks replaced by Mermaid's entity codes (`#quot;`, `#35;`): Mermaid decodes them after
/// parsing, so the text shows as written and no character can end the quoted string, start a comment
/// (`%%`), a markdown label (a backtick), HTML, or a statement. Control and invisible formatting characters
/// (line breaks, bidirectional overrides, zero-width characters) show as U+FFFD. The output is pure ASCII,
/// and the word `direction` never appears as written (see `directionKeywordStarts`).
///
/// One cosmetic limit remains: before parsing, Mermaid drops the last `;` of a line that has `style`, then
/// `:`, then `#` (its handling of `style` statements), so such a line shows one entity code undecoded.
/// Validated class and field names never need an entity code, so generated diagrams do not meet it.
enum MermaidText {
    /// `text` in double quotes, escaped.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text) + "\""
    }

    /// `text` with every character that is not plainly safe replaced by an entity code.
    static func escaped(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let keywordStarts = directionKeywordStarts(scalars)
        var result = ""
        for (index, scalar) in scalars.enumerated() {
            if keywordStarts.contains(index) {
                result += "#\(scalar.value);"
                continue
            }
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", " ", "_", "-", ".", ",", "(", ")", "/", "?", "!", "=", "+", "*":
                result.unicodeScalars.append(scalar)
            case "\"":
                result += "#quot;"
            default:
                let shown = UnicodeText.isInvisible(scalar) ? 0xFFFD : scalar.value
                result += "#\(shown);"
            }
        }
        return result
    }

    /// Where the word `direction` starts, in any case. Mermaid's ER lexer tries `.*direction\s+(TB|BT|RL|LR)`
    /// before anything else on a line, across quotes, so such text inside a label would turn the whole line
    /// into a direction statement; its first letter is written as an entity code to keep it from matching.
    private static func directionKeywordStarts(_ scalars: [Unicode.Scalar]) -> Set<Int> {
        let keyword = Array("direction".unicodeScalars)
        guard scalars.count >= keyword.count else { return [] }
        var starts = Set<Int>()
        for start in 0...(scalars.count - keyword.count) {
            let matches = (0..<keyword.count).allSatisfy { offset in
                let scalar = scalars[start + offset]
                return scalar == keyword[offset]
                    || (scalar.isASCII && Character(scalar).lowercased() == String(keyword[offset]))
            }
            if matches { starts.insert(start) }
        }
        return starts
    }

    /// Whether `word` can stand bare as an attribute's type or name: ASCII letters, digits and underscores,
    /// starting with a letter, and none of the key words `PK`, `FK`, `UK`, which the lexer takes in any case.
    static func isBareWord(_ word: String) -> Bool {
        guard let first = word.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) else {
            return false
        }
        guard
            word.unicodeScalars.allSatisfy({
                ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_"
            })
        else {
            return false
        }
        return !["PK", "FK", "UK"].contains(word.uppercased())
    }

    /// A bare word standing for `word` when it cannot stand for itself: unsafe characters become `_`, a
    /// trailing `_` keeps it from being a key word, and a leading `f` from starting with something else
    /// than a letter. The caller shows the real name in the attribute's comment.
    static func bareWord(approximating word: String) -> String {
        var result = ""
        for scalar in word.unicodeScalars {
            let isWordCharacter =
                ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
                || scalar == "_"
            result.unicodeScalars.append(isWordCharacter ? scalar : "_")
        }
        if let first = result.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first) {
            return result + "_"
        }
        return "f" + result + "_"
    }
}
