import ParseSchema

/// Why a schema could not be pulled from a server: what happened, in one sentence, and what to do.
/// No message contains the master key (server words pass through ``MasterKey/redacting(_:)``).
package struct SchemaPullError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The kind of failure, for callers that react to one kind.
    package enum Kind: String, Hashable, Sendable {
        /// Nothing listens at the address (connection refused).
        case connectionRefused
        /// The host name does not resolve.
        case hostNotFound
        /// The TLS handshake failed (not https on that port, or an invalid certificate).
        case tls
        /// This machine has no network.
        case noNetwork
        /// No complete answer within the time limit.
        case timedOut
        /// HTTP 401 or 403: the application id or the master key is wrong.
        case unauthorized
        /// HTTP 404: no schemas route at that address (usually a missing mount path such as `/parse`).
        case notFound
        /// HTTP 5xx.
        case serverError
        /// HTTP 3xx: the server redirects elsewhere; redirects are not followed.
        case redirect
        /// Any other HTTP status that is not success.
        case unexpectedStatus
        /// The body is not JSON.
        case notJSON
        /// The body is a Parse error answer, `{"code": ..., "error": ...}`.
        case parseError
        /// The body is JSON but not a list of class schemas.
        case notASchema
        /// The connection ended before the whole body arrived.
        case cutShort
        /// The body is larger than the input size limit.
        case tooLarge
        /// The body is compressed although the request asked for none; its inflated size is unknown until inflated.
        case compressed
        /// Another connection failure.
        case connectionFailed
    }

    /// The kind of failure.
    package var kind: Kind
    /// What happened.
    package var message: String
    /// What to do about it.
    package var hint: String

    /// Creates an error.
    package init(_ kind: Kind, _ message: String, hint: String) {
        self.kind = kind
        self.message = message
        self.hint = hint
    }

    /// The error as a diagnostic without a location, for the command line's usual format.
    package var diagnostic: Diagnostic {
        Diagnostic(.error, message, at: nil, hint: hint)
    }

    /// `error: <message>` and `note: <hint>` lines.
    package var description: String { diagnostic.formatted }
}
