import Foundation
import ParseModelGenerator
import ParseSchema

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Sends push's requests to a Parse Server (`/schemas/<class>` reads and writes, object counts) with the
/// application id and the master key, and turns every answer into a JSON value or one explained error.
package struct SchemaServerClient: Sendable {
    /// The server, the keys and the time limit, as for a pull.
    package var connection: SchemaPullRequest

    /// The largest answer accepted: a class's schema or a count is far smaller.
    static let maximumAnswerSize = 8 * 1024 * 1024

    /// Creates a client.
    package init(connection: SchemaPullRequest) {
        self.connection = connection
    }

    /// A request's method.
    package enum Method: String, Hashable, Sendable {
        case get = "GET"
        case post = "POST"
        case put = "PUT"
        case delete = "DELETE"
    }

    /// What the server answered: the HTTP status and the body read as JSON (nil when it is not JSON).
    struct Reply {
        var status: Int
        var json: JSONNode?
        var isSuccess: Bool { (200...299).contains(status) }
    }

    /// `<server>/<segments...>` with each segment percent-encoded, then `query`.
    func url(_ segments: [String], query: [URLQueryItem] = []) -> URL? {
        var allowed = CharacterSet.urlPathAllowed
        allowed.remove(charactersIn: "/;?#%")
        var text = connection.server.url.absoluteString
        for segment in segments {
            guard let encoded = segment.addingPercentEncoding(withAllowedCharacters: allowed) else { return nil }
            text += "/" + encoded
        }
        guard var components = URLComponents(string: text) else { return nil }
        if !query.isEmpty { components.queryItems = query }
        // URLComponents leaves `+` alone in queries, where servers read it as a space.
        components.percentEncodedQuery = components.percentEncodedQuery?.replacingOccurrences(of: "+", with: "%2B")
        return components.url
    }

    /// Sends one request; `body` is JSON text. A failure to get any answer is an error; an answer of any
    /// status is a reply.
    func send(_ method: Method, _ segments: [String], query: [URLQueryItem] = [], body: String? = nil) -> Result<
        Reply, SchemaPushError
    > {
        guard let url = url(segments, query: query) else {
            return .failure(
                SchemaPushError(
                    "cannot build the address of \(TerminalText.printable(segments.joined(separator: "/")))",
                    hint: "check the class and field names"))
        }
        var request = URLRequest(url: url)
        request.httpMethod = method.rawValue
        request.setValue(connection.applicationID, forHTTPHeaderField: "X-Parse-Application-Id")
        request.setValue(connection.masterKey.value, forHTTPHeaderField: "X-Parse-Master-Key")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.setValue("parse-model-gen/\(GeneratorVersion.current)", forHTTPHeaderField: "User-Agent")
        if let body {
            request.setValue("application/json; charset=utf-8", forHTTPHeaderField: "Content-Type")
            request.httpBody = Data(body.utf8)
        }
        let isWrite = method != .get
        // The same transfer as pull's download: no compression asked, a compressed answer refused on its
        // headers, the body counted as it arrives (through libcurl on Linux), no redirect followed.
        switch HTTPGet.perform(request, timeout: connection.timeout, maximumBodySize: Self.maximumAnswerSize) {
        case .success(let response):
            let json: JSONNode?
            if case .success(let node) = JSONReader.read(response.body) { json = node } else { json = nil }
            return .success(Reply(status: response.status, json: json))
        case .failure(let failure):
            return .failure(explain(failure, isWrite: isWrite))
        }
    }

    /// The error for a reply that is not a success: the server's `code` and `error` when it sent them.
    /// `request` (`GET /classes/Player`) names the route that failed, for requests whose route the message
    /// would not show otherwise; without it the message names the server.
    func refusal(_ reply: Reply, request: (method: Method, route: String)? = nil) -> SchemaPushError {
        let server =
            request.map { "\($0.method.rawValue) \(PrintableText.escaped(connection.server.display + $0.route))" }
            ?? PrintableText.escaped(connection.server.display)
        let key = connection.masterKey
        let body = reply.json.flatMap(ParseErrorBody.init)
        let words = body.map { ", " + $0.summary(redacting: key) } ?? ""
        let code = body?.code.flatMap { Int($0) }
        switch reply.status {
        case 300...399:
            return SchemaPushError(
                "\(server) answered with a redirect (HTTP \(reply.status)), which push does not follow",
                hint: "use the address your Parse Server really answers at as --server-url"
            )
        case 401, 403:
            return SchemaPushError(
                "\(server) refused the keys (HTTP \(reply.status)\(words))",
                hint:
                    "check the application id (--app-id or PARSE_APPLICATION_ID) and the master key (PARSE_MASTER_KEY or --master-key-file); schema changes need both",
                parseCode: code
            )
        case 500...599:
            return SchemaPushError(
                "\(server) failed (HTTP \(reply.status)\(words))",
                hint: "look at the server's logs; then run push again, which plans from what the server has now",
                parseCode: code
            )
        default:
            return SchemaPushError(
                "\(server) refused (HTTP \(reply.status)\(words))",
                hint: "fix the schema file or the server as the message says, then run push again",
                parseCode: code
            )
        }
    }

    private func explain(_ failure: HTTPGet.Failure, isWrite: Bool) -> SchemaPushError {
        let server = PrintableText.escaped(connection.server.display)
        let key = connection.masterKey
        let unknown =
            isWrite
            ? "the change may or may not have been applied: run push again, which plans from what the server has now"
            : "check that the server is up, then run push again"
        let closed = SchemaPushError(
            "the connection to \(PrintableText.escaped(connection.server.hostAndPort)) closed before a complete answer",
            hint: unknown)
        switch failure {
        case .timedOut:
            return SchemaPushError(
                "no complete answer from \(server) within \(Int(connection.timeout.rounded())) seconds", hint: unknown)
        case .bodyTooLarge:
            return SchemaPushError(
                "the answer from \(server) is larger than \(Self.maximumAnswerSize / 1_048_576) MiB",
                hint: "check that --server-url points at your Parse Server")
        case .compressed(let encoding):
            return SchemaPushError(
                "\(server) answered with a compressed body (Content-Encoding \(TerminalText.printable(key.redacting(encoding), limit: 40))) although push asks for none",
                hint: isWrite
                    ? "push refuses compressed answers, whose size is only known once inflated; \(unknown)"
                    : "push refuses compressed answers, whose size is only known once inflated: check that no proxy in front of the server compresses answers the client did not ask to be compressed"
            )
        case .interrupted:
            return closed
        case .transport(let code, let description):
            // A connection closed before any answer: the server may have acted on the request.
            if code == NSURLErrorNetworkConnectionLost || code == NSURLErrorBadServerResponse {
                return closed
            }
            let reason = TerminalText.printable(key.redacting(description))
            return SchemaPushError(
                "cannot reach \(server): \(reason)",
                hint: isWrite ? unknown : "check the address and this machine's network, then run push again")
        }
    }
}
