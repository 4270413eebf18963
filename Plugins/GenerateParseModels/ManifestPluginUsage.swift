// Which targets of a package apply the build plugin ParseModelGenPlugin, read from the manifest's text.
//
// SwiftPM tells a command plugin a target's files and dependencies, not the plugins applied to it, and
// `generate-parse-models` without `--target` must not write committed models into a target whose models
// the build plugin generates (the next build would fail with "multiple producers" or redeclared types).
// The manifest is scanned, not run: comments and string literals are told apart from code, each
// `.target(...)`, `.executableTarget(...)` and `.testTarget(...)` call is delimited by its parentheses, and
// a call whose text holds the string "ParseModelGenPlugin" applies it. A mention of the plugin anywhere
// else (a variable holding the plugin usage, say) cannot be attributed, which `undetermined` reports.

/// What a manifest says about the build plugin.
struct ManifestPluginUsage: Equatable {
    /// The names of the targets whose declaration applies the build plugin.
    var targets: Set<String> = []
    /// Whether the manifest names the plugin outside any target's declaration (and outside the declaration
    /// of the plugin itself), so that some target may apply it in a way the scan cannot see.
    var undetermined = false

    static let pluginName = "ParseModelGenPlugin"
    private static let targetKinds: Set<String> = ["target", "executableTarget", "testTarget"]

    private enum Token: Equatable {
        case word(String)
        case string(String)
        case punctuation(Character)
    }

    /// Scans one manifest's text.
    static func scan(_ text: String) -> ManifestPluginUsage {
        let tokens = tokenize(text)
        var usage = ManifestPluginUsage()
        var attributed = Set<Int>()
        var index = 0
        while index + 2 < tokens.count {
            guard tokens[index] == .punctuation("."), case .word(let kind) = tokens[index + 1],
                tokens[index + 2] == .punctuation("(")
            else {
                index += 1
                continue
            }
            let end = closingParenthesis(in: tokens, from: index + 2)
            let range = (index + 3)..<end
            if targetKinds.contains(kind) {
                let name = firstName(in: tokens, range: range)
                for position in range where tokens[position] == .string(pluginName) {
                    attributed.insert(position)
                    if let name { usage.targets.insert(name) } else { usage.undetermined = true }
                }
            } else if kind == "plugin",
                range.contains(where: { tokens[$0] == .word("capability") || tokens[$0] == .word("targets") })
            {
                // The plugin's own declaration (a plugin target or product), in ParseModelGen's manifest.
                for position in range { attributed.insert(position) }
            }
            index += 1
        }
        if tokens.indices.contains(where: { tokens[$0] == .string(pluginName) && !attributed.contains($0) }) {
            usage.undetermined = true
        }
        return usage
    }

    /// The index of the `)` that closes the `(` at `open`, or the end of the tokens.
    private static func closingParenthesis(in tokens: [Token], from open: Int) -> Int {
        var depth = 0
        for position in open..<tokens.count {
            if tokens[position] == .punctuation("(") { depth += 1 }
            if tokens[position] == .punctuation(")") {
                depth -= 1
                if depth == 0 { return position }
            }
        }
        return tokens.count
    }

    /// The string after the first `name:` at the call's own level.
    private static func firstName(in tokens: [Token], range: Range<Int>) -> String? {
        var depth = 0
        for position in range {
            switch tokens[position] {
            case .punctuation("("), .punctuation("["): depth += 1
            case .punctuation(")"), .punctuation("]"): depth -= 1
            case .word("name") where depth == 0 && position + 2 < range.upperBound:
                if tokens[position + 1] == .punctuation(":"), case .string(let name) = tokens[position + 2] {
                    return name
                }
            default: break
            }
        }
        return nil
    }

    /// Words, string literals (their text, escapes kept as written) and punctuation; comments dropped.
    private static func tokenize(_ text: String) -> [Token] {
        let characters = Array(text)
        var tokens: [Token] = []
        var index = 0
        func at(_ offset: Int) -> Character? {
            index + offset < characters.count ? characters[index + offset] : nil
        }
        while index < characters.count {
            let character = characters[index]
            if character == "/", at(1) == "/" {
                while index < characters.count, characters[index] != "\n" { index += 1 }
            } else if character == "/", at(1) == "*" {
                // Swift's block comments nest.
                var depth = 0
                repeat {
                    if characters[index] == "/", at(1) == "*" {
                        depth += 1
                        index += 2
                        continue
                    }
                    if characters[index] == "*", at(1) == "/" {
                        depth -= 1
                        index += 2
                        continue
                    }
                    index += 1
                } while depth > 0 && index < characters.count
            } else if character == "\"" {
                let delimiter = at(1) == "\"" && at(2) == "\"" ? 3 : 1
                index += delimiter
                var literal = ""
                while index < characters.count {
                    if characters[index] == "\\", index + 1 < characters.count {
                        literal.append(characters[index])
                        literal.append(characters[index + 1])
                        index += 2
                        continue
                    }
                    if characters[index] == "\"", delimiter == 1 || (at(1) == "\"" && at(2) == "\"") {
                        index += delimiter
                        break
                    }
                    literal.append(characters[index])
                    index += 1
                }
                tokens.append(.string(literal))
            } else if character.isLetter || character == "_" {
                var word = ""
                while index < characters.count,
                    characters[index].isLetter || characters[index].isNumber || characters[index] == "_"
                {
                    word.append(characters[index])
                    index += 1
                }
                tokens.append(.word(word))
            } else {
                if !character.isWhitespace { tokens.append(.punctuation(character)) }
                index += 1
            }
        }
        return tokens
    }
}
