import ParseSchema

/// Why a push request did not do what it was sent for: what happened, in one sentence, and what to do.
/// No message contains the master key (the server's words pass through ``MasterKey/redacting(_:)``).
package struct SchemaPushError: Error, Hashable, Sendable {
    /// What happened, with the server's `code` and `error` when it sent them.
    package var message: String
    /// What to do about it.
    package var hint: String
    /// The server's Parse error code, when it sent one.
    package var parseCode: Int?

    /// Creates an error.
    package init(_ message: String, hint: String, parseCode: Int? = nil) {
        self.message = message
        self.hint = hint
        self.parseCode = parseCode
    }

    /// The error as a diagnostic without a location, for the command line's usual format.
    package var diagnostic: Diagnostic {
        Diagnostic(.error, message, at: nil, hint: hint)
    }
}
