import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

// The one request the stand-in sends: a Cloud Code call, as the SDK sends it, to a server the test starts on the
// loopback. Mirrored from both lines (4.14.2 and the fork 6.1.0):
// - `initialize(applicationId:clientKey:primaryKey:serverURL:)` (Parse.swift; `masterKey:` in 4.14.2, and the
//   fork's is `async throws`), of which the stand-in takes the keys and the server URL, and which, as the SDK
//   does on first launch, makes an installation id;
// - the headers (API/API.swift, `getHeaders`): application id, `Content-Type: application/json`, the client key
//   when set, the installation id, the client version (`swift<version>`), a fresh request id, and the master
//   key with `usePrimaryKey` (`useMasterKey` in 4.14.2); the stand-in has no logged-in user, so no session token;
// - the request (API/API+Command.swift, `prepareURLRequest`): POST to `serverURL` + `/functions/<name>` or
//   `/jobs/<name>`, the body from `ParseEncoder().encode(call, skipKeys: .cloud)`;
// - the answer (Extensions/URLSession.swift, `makeResult`): a body that decodes as `ParseError` (`{"code": 141,
//   "error": "..."}`) fails with it whatever the status, else the body's `result` decoded as `ReturnType`
//   (`AnyResultResponse`, with the SDK's date decoding), else a decoding failure with code -1.
// Left out: the SDK sends through a URLSession of its own (the stand-in through `URLSession.shared`), retries a status 429, 503, 408, 425, 500 or 504 up to `maxConnectionAttempts` times, keeps
// responses in its URL cache, and (the fork) waits up to five seconds for `initialize` before failing.

/// What `initialize` keeps (the SDK's `ParseConfiguration`, of which Cloud Code calls read these).
struct CloudConfiguration: Sendable {
    let applicationId: String
    let clientKey: String?
    let primaryKey: String?
    let serverURL: URL
    let installationId: String
}

/// The configuration `initialize` set, behind a lock as the SDK keeps `Parse.configuration`.
final class CloudConfigurationStore: @unchecked Sendable {
    static let shared = CloudConfigurationStore()
    private let lock = NSLock()
    private var stored: CloudConfiguration?

    var configuration: CloudConfiguration? {
        get {
            lock.lock()
            defer { lock.unlock() }
            return stored
        }
        set {
            lock.lock()
            defer { lock.unlock() }
            stored = newValue
        }
    }
}

/// The SDK's version in the `X-Parse-Client-Version` header (ParseConstants.swift).
#if PARSESWIFT_FORK
let standInClientVersion = "swift6.1.0"
#else
let standInClientVersion = "swift4.14.2"
#endif

#if PARSESWIFT_FORK
/// Configures the SDK: the application's id and keys and the server's URL (the fork's parameters after
/// `serverURL`, all defaulted, are not declared).
public func initialize(
    applicationId: String,
    clientKey: String? = nil,
    primaryKey: String? = nil,
    maintenanceKey: String? = nil,
    serverURL: URL
) async throws {
    CloudConfigurationStore.shared.configuration = CloudConfiguration(
        applicationId: applicationId, clientKey: clientKey, primaryKey: primaryKey, serverURL: serverURL,
        installationId: UUID().uuidString.lowercased())
}
#else
/// Configures the SDK: the application's id and keys and the server's URL (4.14.2's parameters after
/// `serverURL`, all defaulted, are not declared).
public func initialize(
    applicationId: String,
    clientKey: String? = nil,
    masterKey: String? = nil,
    serverURL: URL
) {
    CloudConfigurationStore.shared.configuration = CloudConfiguration(
        applicationId: applicationId, clientKey: clientKey, primaryKey: masterKey, serverURL: serverURL,
        installationId: UUID().uuidString.lowercased())
}
#endif

/// One Cloud Code call: its request, sending it, and reading the answer.
struct CloudRequest: Sendable {
    let request: URLRequest

    /// The request for `call` at `path` (`/functions/<name>` or `/jobs/<name>`).
    init<Call: ParseCloudable>(_ call: Call, path: String, options: API.Options) throws {
        guard let configuration = CloudConfigurationStore.shared.configuration else {
            throw ParseError(message: "The SDK needs to be initialized")
        }
        var headers = [
            "X-Parse-Application-Id": configuration.applicationId,
            "Content-Type": "application/json",
            "X-Parse-Installation-Id": configuration.installationId,
            "X-Parse-Client-Version": standInClientVersion,
            "X-Parse-Request-Id": UUID().uuidString.lowercased(),
        ]
        if let clientKey = configuration.clientKey {
            headers["X-Parse-Client-Key"] = clientKey
        }
        for option in options {
            switch option {
            #if PARSESWIFT_FORK
            case .usePrimaryKey: headers["X-Parse-Master-Key"] = configuration.primaryKey
            #else
            case .useMasterKey: headers["X-Parse-Master-Key"] = configuration.primaryKey
            #endif
            }
        }
        let body: Data
        do {
            body = try ParseEncoder().encode(call, skipKeys: .cloud)
        } catch {
            throw error as? ParseError ?? ParseError(message: "Could not encode body \(call)")
        }
        var request = URLRequest(url: configuration.serverURL.appendingPathComponent(path))
        request.allHTTPHeaderFields = headers
        request.httpBody = body
        request.httpMethod = "POST"
        self.request = request
    }

    /// Sends the request; `completion` gets the answer's `result` or the error, on a URLSession queue.
    func send<ReturnType: Decodable>(completion: @escaping (Result<ReturnType, ParseError>) -> Void) {
        // Made here, so that the session's `@Sendable` closure captures no generic type: in 4.14.2's shape neither
        // `ReturnType` nor the completion is `Sendable` (the SDK is Swift 5 code and hands them over unchecked).
        let handle = UncheckedTransfer(value: { (data: Data?, response: URLResponse?, error: (any Error)?) in
            completion(Self.result(data: data, response: response, error: error) as Result<ReturnType, ParseError>)
        })
        URLSession.shared.dataTask(with: request) { data, response, error in
            handle.value(data, response, error)
        }.resume()
    }

    /// What the SDK makes of an answer (`makeResult`).
    static func result<ReturnType: Decodable>(data: Data?, response: URLResponse?, error: (any Error)?)
        -> Result<ReturnType, ParseError>
    {
        if let error {
            return .failure(
                error as? ParseError ?? ParseError(message: "Unable to connect with parse-server: \(error)"))
        }
        guard let response, let data else {
            return .failure(ParseError(message: "No response from server"))
        }
        let decoder = ParseCoding.jsonDecoder()
        if let parseError = try? decoder.decode(ParseError.self, from: data) {
            return .failure(parseError)
        }
        do {
            return .success(try decoder.decode(AnyResultResponse<ReturnType>.self, from: data).result)
        } catch {
            if let parseError = error as? ParseError {
                return .failure(parseError)
            }
            let status = (response as? HTTPURLResponse)?.statusCode ?? 0
            return .failure(
                ParseError(message: "Error decoding parse-server response: status \(status) with error: \(error)"))
        }
    }
}

/// The SDK's wrapper of a Cloud Code answer (API/Responses.swift): `{"result": ...}`.
struct AnyResultResponse<U: Decodable>: Decodable {
    let result: U
}

/// Carries a value the 4.14.2 shape hands between queues unchecked, as that Swift 5 SDK does: its completions,
/// calls and results are not `Sendable`.
struct UncheckedTransfer<Value>: @unchecked Sendable {
    let value: Value
}
