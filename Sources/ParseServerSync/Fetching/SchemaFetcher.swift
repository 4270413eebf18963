import Foundation
import ParseModelGenerator
import ParseSchema

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// What a pull sends: where, with which keys, within which limits.
package struct SchemaPullRequest: Sendable {
    /// The server.
    package var server: ParseServerAddress
    /// The application id (`X-Parse-Application-Id`).
    package var applicationID: String
    /// The master key (`X-Parse-Master-Key`), which `GET /schemas` requires.
    package var masterKey: MasterKey
    /// The longest wait for the whole answer, in seconds.
    package var timeout: Double
    /// The largest body accepted: the same limit as for input files.
    package var maximumBodySize: Int
    /// The command that reads the schema (`pull` or `push`), as the messages about it name it.
    package var command = "pull"

    /// Creates a request.
    package init(
        server: ParseServerAddress, applicationID: String, masterKey: MasterKey, timeout: Double = 30,
        maximumBodySize: Int = InputCollector.maximumFileSize
    ) {
        self.server = server
        self.applicationID = applicationID
        self.masterKey = masterKey
        self.timeout = timeout
        self.maximumBodySize = maximumBodySize
    }
}

/// Reads `GET <server>/schemas` and turns every way it can fail into one message that says what to do.
/// Network access is this folder's alone, and only the command line and the command plugin call it.
package enum SchemaFetcher {
    /// Fetches and normalises the server's schema.
    package static func fetch(_ request: SchemaPullRequest) -> Result<PulledSchema, SchemaPullError> {
        var urlRequest = URLRequest(url: request.server.schemasURL)
        urlRequest.httpMethod = "GET"
        urlRequest.setValue(request.applicationID, forHTTPHeaderField: "X-Parse-Application-Id")
        urlRequest.setValue(request.masterKey.value, forHTTPHeaderField: "X-Parse-Master-Key")
        urlRequest.setValue("application/json", forHTTPHeaderField: "Accept")
        urlRequest.setValue("parse-model-gen/\(GeneratorVersion.current)", forHTTPHeaderField: "User-Agent")
        switch HTTPGet.perform(urlRequest, timeout: request.timeout, maximumBodySize: request.maximumBodySize) {
        case .success(let response):
            return interpret(response, request: request)
        case .failure(let failure):
            return .failure(explain(failure, request: request))
        }
    }

    // MARK: Answers

    static func interpret(_ response: HTTPGet.Response, request: SchemaPullRequest) -> Result<
        PulledSchema, SchemaPullError
    > {
        let server = request.server.display
        let key = request.masterKey
        let status = response.status
        if (200...299).contains(status) {
            return PulledSchema.normalize(
                response.body, contentType: response.headers["content-type"], source: server, masterKey: key)
        }
        // Parse Server explains a refusal or a failure in an error body; its words help when present.
        let serverWords =
            (JSONReader.read(response.body).success.flatMap(ParseErrorBody.init))
            .map { ": " + $0.summary(redacting: key) } ?? ""
        switch status {
        case 300...399:
            return .failure(redirect(status: status, location: response.headers["location"], request: request))
        case 401, 403:
            let keyRequired = serverWords.contains("master key")
            return .failure(
                SchemaPullError(
                    .unauthorized, "\(server) refused the keys (HTTP \(status)\(serverWords))",
                    hint: keyRequired
                        ? "the master key is wrong or missing: check PARSE_MASTER_KEY or --master-key-file; if it is right, the server's masterKeyIps option may not allow this machine"
                        : "check the application id (--app-id or PARSE_APPLICATION_ID) and the master key (PARSE_MASTER_KEY or --master-key-file); /schemas needs both"
                ))
        case 404:
            let hasMountPath = !request.server.url.path.isEmpty && request.server.url.path != "/"
            return .failure(
                SchemaPullError(
                    .notFound,
                    "\(server) has no schemas route (HTTP 404 for \(request.server.schemasURL.absoluteString))",
                    hint: hasMountPath
                        ? "check the server's mount path (its mountPath option, usually /parse) and that this is the API server's address, not the dashboard's"
                        : "Parse Server is usually mounted under /parse: try --server-url \(server)/parse (Back4App answers at https://parseapi.back4app.com without it)"
                ))
        case 500...599:
            return .failure(
                SchemaPullError(
                    .serverError, "\(server) failed to answer (HTTP \(status)\(serverWords))",
                    hint:
                        "the server or a proxy in front of it has a problem: look at the server's logs and try again later"
                ))
        default:
            return .failure(
                SchemaPullError(
                    .unexpectedStatus, "\(server) answered HTTP \(status) instead of the schema\(serverWords)",
                    hint: "check that --server-url is your Parse Server's address with its mount path (such as /parse)"
                ))
        }
    }

    private static func redirect(status: Int, location: String?, request: SchemaPullRequest) -> SchemaPullError {
        let server = request.server.display
        guard let location else {
            return SchemaPullError(
                .redirect, "\(server) answered with a redirect (HTTP \(status)) without saying where to",
                hint: "use the address your Parse Server really answers at as --server-url"
            )
        }
        let shown = TerminalText.printable(request.masterKey.redacting(location))
        var hint =
            "redirects are not followed, so the keys only go to the address you name; use the address your Parse Server really answers at as --server-url"
        if let target = URL(string: location, relativeTo: request.server.schemasURL)?.absoluteURL,
            case .success(let suggested) = ParseServerAddress.parse(target.absoluteString)
        {
            hint =
                "redirects are not followed, so the keys only go to the address you name; if that address is your server's, pass --server-url \(TerminalText.printable(request.masterKey.redacting(suggested.display)))"
        }
        return SchemaPullError(.redirect, "\(server) redirects (HTTP \(status)) to \(shown)", hint: hint)
    }

    // MARK: Connection failures

    static func explain(_ failure: HTTPGet.Failure, request: SchemaPullRequest) -> SchemaPullError {
        let server = request.server.display
        let endpoint = request.server.hostAndPort
        switch failure {
        case .timedOut:
            return SchemaPullError(
                .timedOut, "no complete answer from \(server) within \(seconds(request.timeout))",
                hint:
                    "check that the address is right and the server is up; for a slow server or a very large schema, raise --timeout"
            )
        case .bodyTooLarge(let declared):
            let announced = declared.map { " (it announced \(megabytes($0)))" } ?? ""
            return SchemaPullError(
                .tooLarge,
                "the answer from \(server) is larger than the \(megabytes(request.maximumBodySize)) limit for inputs\(announced)",
                hint: "a schema export is far smaller: check that --server-url points at your Parse Server"
            )
        case .compressed(let encoding):
            return SchemaPullError(
                .compressed,
                "\(server) answered with a compressed body (Content-Encoding \(TerminalText.printable(request.masterKey.redacting(encoding), limit: 40))) although \(request.command) asks for none",
                hint:
                    "\(request.command) refuses compressed answers, whose size is only known once inflated: check that --server-url points at your Parse Server, and that no proxy in front of it compresses answers the client did not ask to be compressed"
            )
        case .interrupted(let received, let declared):
            let amount = declared.map { "\(received) of \($0) bytes" } ?? "\(received) bytes"
            return SchemaPullError(
                .cutShort, "the connection to \(endpoint) closed before the whole answer arrived (\(amount))",
                hint:
                    "try again; if it keeps happening, the server or a proxy in front of it drops the connection: look at its logs"
            )
        case .transport(let code, let description):
            let reason = TerminalText.printable(request.masterKey.redacting(description))
            switch code {
            case NSURLErrorCannotConnectToHost:
                return SchemaPullError(
                    .connectionRefused, "cannot connect to \(endpoint): \(reason)",
                    hint:
                        "check that Parse Server is running and listens at that address and port, and that no firewall is in the way"
                )
            case NSURLErrorCannotFindHost, NSURLErrorDNSLookupFailed:
                return SchemaPullError(
                    .hostNotFound, "cannot find the host \(request.server.url.host ?? server): \(reason)",
                    hint: "check the spelling of --server-url, and this machine's network and DNS"
                )
            case NSURLErrorNotConnectedToInternet, NSURLErrorInternationalRoamingOff, NSURLErrorDataNotAllowed:
                return SchemaPullError(
                    .noNetwork, "this machine has no network connection: \(reason)",
                    hint: "connect to a network, then \(request.command) again")
            case NSURLErrorClientCertificateRequired...NSURLErrorSecureConnectionFailed:
                // -1206...-1200: the handshake failed, or a certificate was refused on either side.
                return tlsFailure(reason, request: request)
            default:
                // Linux's URLSession reports TLS failures with a generic code and OpenSSL's words.
                if request.server.url.scheme == "https",
                    ["SSL", "TLS", "certificate"].contains(where: { description.contains($0) })
                {
                    return tlsFailure(reason, request: request)
                }
                return SchemaPullError(
                    .connectionFailed, "cannot reach \(server): \(reason)",
                    hint: "check the address and this machine's network, then \(request.command) again"
                )
            }
        }
    }

    private static func tlsFailure(_ reason: String, request: SchemaPullRequest) -> SchemaPullError {
        let host = request.server.url.host ?? request.server.display
        return SchemaPullError(
            .tls, "the secure (https) connection to \(request.server.hostAndPort) failed: \(reason)",
            hint:
                "check that the server speaks https on that port (a server on this machine or a private network often needs http://) and that its certificate is valid for \(host)"
        )
    }

    private static func seconds(_ value: Double) -> String {
        let whole = value.rounded()
        let number = whole == value ? String(Int(whole)) : String(value)
        return value == 1 ? "1 second" : "\(number) seconds"
    }

    private static func megabytes(_ bytes: Int) -> String {
        let mebibytes = Double(bytes) / 1_048_576
        return mebibytes.rounded() == mebibytes ? "\(Int(mebibytes)) MiB" : String(format: "%.1f MiB", mebibytes)
    }
}

extension Result {
    /// The success value, or nil.
    fileprivate var success: Success? {
        if case .success(let value) = self { return value }
        return nil
    }
}
