import ParseSchema

/// A `GET /schemas` answer, checked and normalised for saving: `{"results": [...]}` with the classes
/// sorted by name, every object's keys sorted, two-space indentation and a final newline, so the bytes
/// depend only on the schema and not on the server's key order.
package struct PulledSchema: Hashable, Sendable {
    /// The normalised document.
    package var bytes: [UInt8]
    /// The class names, sorted.
    package var classNames: [String]

    /// Checks `body` and normalises it. `contentType` and `source` only improve the messages; `masterKey`
    /// is removed from any part of the body that a message quotes.
    package static func normalize(_ body: [UInt8], contentType: String?, source: String, masterKey: MasterKey?)
        -> Result<PulledSchema, SchemaPullError>
    {
        let root: JSONNode
        switch JSONReader.read(body) {
        case .success(let node):
            root = node
        case .failure(let error):
            return .failure(notJSON(body, error: error, contentType: contentType, source: source, masterKey: masterKey))
        }
        if let errorBody = ParseErrorBody(root) {
            return .failure(
                SchemaPullError(
                    .parseError,
                    "\(source) answered with a Parse error instead of the schema: \(errorBody.summary(redacting: masterKey))",
                    hint:
                        "check the application id and the master key, and that the server's masterKeyIps option allows this machine"
                ))
        }
        guard case .object(let members) = root.value, let results = members["results"],
            case .array(let elements) = results.value.value
        else {
            return .failure(
                SchemaPullError(
                    .notASchema,
                    "\(source) answered with JSON that is not a schema list: expected {\"results\": [...]}, found \(shape(of: root, masterKey: masterKey))",
                    hint:
                        "check that --server-url is your Parse Server's address with its mount path (such as /parse), not the dashboard's or another service's"
                ))
        }
        var classes: [(name: String, node: JSONNode)] = []
        for (index, element) in elements.enumerated() {
            guard case .object(let classMembers) = element.value, let nameMember = classMembers["className"],
                case .string(let name) = nameMember.value.value,
                let fields = classMembers["fields"], case .object = fields.value.value
            else {
                return .failure(
                    SchemaPullError(
                        .notASchema,
                        "\(source) answered with a schema list whose element \(index + 1) is not a class schema (an object with a string \"className\" and an object \"fields\")",
                        hint:
                            "check that --server-url is your Parse Server's address; if it is, the server's answer is damaged: look at its logs"
                    ))
            }
            classes.append((name, element))
        }
        classes.sort { $0.name.utf8Precedes($1.name) }
        let document = JSONValue.object([
            JSONMember(
                key: "results", keyPosition: results.keyPosition,
                value: JSONNode(.array(classes.map(\.node)), at: results.value.position))
        ])
        let text = CanonicalJSON.pretty(document) + "\n"
        return .success(PulledSchema(bytes: Array(text.utf8), classNames: classes.map(\.name)))
    }

    private static func notJSON(
        _ body: [UInt8], error: JSONSyntaxError, contentType: String?, source: String, masterKey: MasterKey?
    ) -> SchemaPullError {
        let firstByte = body.first { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        let type =
            contentType.map { " (Content-Type \(TerminalText.printable(redact($0, masterKey), limit: 80)))" } ?? ""
        if firstByte == UInt8(ascii: "{") || firstByte == UInt8(ascii: "[") {
            return SchemaPullError(
                .notJSON,
                "\(source) answered with broken JSON\(type): \(error.message) at line \(error.position.line), column \(error.position.column)",
                hint:
                    "if the answer ends early, a proxy or the server cut it off: try again; otherwise look at the server's logs"
            )
        }
        // Redacted before it is shortened, so no part of a key can remain at the cut.
        let start = redact(String(decoding: body.prefix(4096), as: UTF8.self), masterKey)
        let quoted = body.isEmpty ? "an empty body" : "text that starts \"\(TerminalText.printable(start, limit: 60))\""
        return SchemaPullError(
            .notJSON, "\(source) answered with something that is not JSON\(type): \(quoted)",
            hint:
                "check that --server-url is your Parse Server's address with its mount path (such as /parse), not a web page, the dashboard or a login page in front of the server"
        )
    }

    /// A few words on what a JSON value is, for "found ..." messages.
    private static func shape(of node: JSONNode, masterKey: MasterKey?) -> String {
        guard case .object(let members) = node.value else { return node.value.kindName }
        let keys = members.prefix(6).map { TerminalText.printable(redact($0.key, masterKey), limit: 40) }
        if keys.isEmpty { return "an empty object" }
        return "an object with the keys " + keys.joined(separator: ", ") + (members.count > 6 ? ", ..." : "")
    }

    private static func redact(_ text: String, _ masterKey: MasterKey?) -> String {
        masterKey?.redacting(text) ?? text
    }
}
