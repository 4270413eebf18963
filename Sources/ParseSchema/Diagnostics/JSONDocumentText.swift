/// The pieces of the JSON documents the commands print for CI and review tools (`diff`, `pull --check`,
/// `push` and `check` with `--format json`): one writer, so every document escapes and indents alike.
package enum JSONDocumentText {
    /// `text` as a JSON string (every control escaped, so no line break survives), or `null`.
    package static func quoted(_ text: String?) -> String {
        guard let text else { return "null" }
        var result = ""
        JSONText.appendQuoted(text, to: &result, shortControlEscapes: true)
        return result
    }

    /// An object of already-rendered values, one member a line at `indent` (two spaces each), or on one line.
    package static func object(_ members: [(String, String)], indent: Int, inline: Bool = false) -> String {
        let body = members.map { "\(quoted($0.0)): \($0.1)" }
        if inline { return "{" + body.joined(separator: ", ") + "}" }
        let pad = String(repeating: "  ", count: indent)
        return pad + "{\n" + body.map { pad + "  " + $0 }.joined(separator: ",\n") + "\n" + pad + "}"
    }
}
