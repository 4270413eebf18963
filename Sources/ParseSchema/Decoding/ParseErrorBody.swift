/// Parse Server's error answer, `{"code": 119, "error": "..."}` or `{"error": "unauthorized"}`: what a
/// request for `/schemas` without the right keys returns, and what `curl ... > schema.json` then saves.
package struct ParseErrorBody: Hashable, Sendable {
    /// The Parse error code, when the body has one.
    package var code: String?
    /// The server's message.
    var message: String

    /// Recognises an error body: an object with a string `error`, optionally a numeric `code`, and nothing
    /// else. A schema never has that shape, so nothing that could be a schema is taken for an error.
    package init?(_ node: JSONNode) {
        guard case .object(let members) = node.value, !members.isEmpty,
            members.allSatisfy({ $0.key == "error" || $0.key == "code" }),
            let errorMember = members["error"], case .string(let message) = errorMember.value.value
        else { return nil }
        if let codeMember = members["code"] {
            guard case .number(let number) = codeMember.value.value else { return nil }
            code = number.lexeme
        }
        self.message = message
    }

    /// `code 119, "unauthorized: master key is required"`, printable in a terminal.
    var summary: String { summary(redacting: nil) }

    /// The summary with `masterKey` removed from the server's words before they are shortened.
    package func summary(redacting masterKey: MasterKey?) -> String {
        let words = masterKey?.redacting(message) ?? message
        let quoted = "\"" + TerminalText.printable(words) + "\""
        return code.map { "code \(TerminalText.printable($0, limit: 20)), \(quoted)" } ?? quoted
    }
}
