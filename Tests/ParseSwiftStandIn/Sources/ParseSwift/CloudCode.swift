import Foundation

// Cloud Code: calling functions and jobs (Protocols/ParseCloudable.swift and ParseCloudable+async.swift in
// 4.14.2 and the fork 6.1.0) and decoding a hook's parameters (Protocols/ParseHookParametable.swift). The
// differences: the fork's `ReturnType` is also `Sendable`, its `ParseHookParametable` refines `ParseTypeable`
// (4.14.2's: `Codable, Equatable`), its callback forms take a `@Sendable` completion and run the request in a
// `Task`, and it has no synchronous `runFunction`/`startJob`. Every form sends the call as the SDK does
// (CloudRequest.swift): POST `/functions/<functionJobName>` or `/jobs/<functionJobName>`, the body encoded by
// `ParseEncoder` without `functionJobName`, the answer's `result` decoded as `ReturnType`. The `async` forms wrap
// the callback forms with their default `callbackQueue`, `.main`, in both lines.

/// What a Cloud Code call's body is.
public protocol ParseCloudTypeable: ParseEncodable {}

#if PARSESWIFT_FORK
/// A Cloud function or job and its parameters.
public protocol ParseCloudable: ParseCloudTypeable, Hashable {
    /// What the function answers.
    associatedtype ReturnType: Decodable & Sendable
    /// The name of the function or job.
    var functionJobName: String { get set }
}

/// Parameters a hook function decodes from `ParseHookFunctionRequest`.
public protocol ParseHookParametable: ParseTypeable {}

extension ParseCloudable {
    /// Runs the function, then calls `completion` on `callbackQueue`.
    public func runFunction(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<ReturnType, ParseError>) -> Void
    ) {
        send(
            path: "/functions/\(functionJobName)", options: options, callbackQueue: callbackQueue,
            completion: completion)
    }

    /// Starts the job, then calls `completion` on `callbackQueue`.
    public func startJob(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<ReturnType, ParseError>) -> Void
    ) {
        send(path: "/jobs/\(functionJobName)", options: options, callbackQueue: callbackQueue, completion: completion)
    }

    /// The fork's `runFunctionCommand().execute(...)`, inside a `Task`.
    private func send(
        path: String, options: API.Options, callbackQueue: DispatchQueue,
        completion: @escaping @Sendable (Result<ReturnType, ParseError>) -> Void
    ) {
        Task {
            let request: CloudRequest
            do {
                request = try CloudRequest(self, path: path, options: options)
            } catch {
                let failure = error as? ParseError ?? ParseError(message: "\(error)")
                callbackQueue.async { completion(.failure(failure)) }
                return
            }
            request.send { (result: Result<ReturnType, ParseError>) in
                callbackQueue.async { completion(result) }
            }
        }
    }
}

extension ParseCloudable {
    /// Runs the function and returns its answer's `result`.
    public func runFunction(options: API.Options = []) async throws -> ReturnType {
        try await withCheckedThrowingContinuation { continuation in
            runFunction(options: options, completion: { continuation.resume(with: $0) })
        }
    }

    /// Starts the job and returns its answer's `result`.
    public func startJob(options: API.Options = []) async throws -> ReturnType {
        try await withCheckedThrowingContinuation { continuation in
            startJob(options: options, completion: { continuation.resume(with: $0) })
        }
    }
}
#else
/// A Cloud function or job and its parameters.
public protocol ParseCloudable: ParseCloudTypeable, Hashable {
    /// What the function answers.
    associatedtype ReturnType: Decodable
    /// The name of the function or job.
    var functionJobName: String { get set }
}

/// Parameters a hook function decodes from `ParseHookFunctionRequest`.
public protocol ParseHookParametable: Codable, Equatable {}

extension ParseCloudable {
    /// 4.14.2 only: runs the function and waits for its answer.
    public func runFunction(options: API.Options = []) throws -> ReturnType {
        try wait(path: "/functions/\(functionJobName)", options: options)
    }

    /// 4.14.2 only: starts the job and waits for the answer.
    public func startJob(options: API.Options = []) throws -> ReturnType {
        try wait(path: "/jobs/\(functionJobName)", options: options)
    }

    /// Runs the function, then calls `completion` on `callbackQueue`.
    public func runFunction(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping (Result<ReturnType, ParseError>) -> Void
    ) {
        send(
            path: "/functions/\(functionJobName)", options: options, callbackQueue: callbackQueue,
            completion: completion)
    }

    /// Starts the job, then calls `completion` on `callbackQueue`.
    public func startJob(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping (Result<ReturnType, ParseError>) -> Void
    ) {
        send(path: "/jobs/\(functionJobName)", options: options, callbackQueue: callbackQueue, completion: completion)
    }

    /// 4.14.2's `executeAsync`: the request, then `completion` on `callbackQueue`.
    private func send(
        path: String, options: API.Options, callbackQueue: DispatchQueue,
        completion: @escaping (Result<ReturnType, ParseError>) -> Void
    ) {
        let request: CloudRequest
        do {
            request = try CloudRequest(self, path: path, options: options)
        } catch {
            let failure = error as? ParseError ?? ParseError(message: "\(error)")
            let deliver = UncheckedTransfer(value: { completion(.failure(failure)) })
            callbackQueue.async { deliver.value() }
            return
        }
        request.send { (result: Result<ReturnType, ParseError>) in
            let deliver = UncheckedTransfer(value: { completion(result) })
            callbackQueue.async { deliver.value() }
        }
    }

    /// 4.14.2's `execute`: `executeAsync` on a queue of its own, waited for.
    private func wait(path: String, options: API.Options) throws -> ReturnType {
        let queue = DispatchQueue(label: "com.parse.Command.sync.\(UUID().uuidString)", attributes: .concurrent)
        let group = DispatchGroup()
        let box = ResultBox<ReturnType>()
        group.enter()
        send(path: path, options: options, callbackQueue: queue) { result in
            box.result = result
            group.leave()
        }
        group.wait()
        guard let result = box.result else {
            throw ParseError(message: "Could not unrwrap server response")
        }
        return try result.get()
    }
}

/// Where 4.14.2's synchronous calls keep the answer the callback brings.
private final class ResultBox<Value> {
    var result: Result<Value, ParseError>?
}

extension ParseCloudable {
    /// Runs the function and returns its answer's `result`.
    public func runFunction(options: API.Options = []) async throws -> ReturnType {
        let call = UncheckedTransfer(value: self)
        let answer: UncheckedTransfer<ReturnType> = try await withCheckedThrowingContinuation { continuation in
            call.value.runFunction(options: options) { result in
                continuation.resume(with: result.map { UncheckedTransfer(value: $0) })
            }
        }
        return answer.value
    }

    /// Starts the job and returns its answer's `result`.
    public func startJob(options: API.Options = []) async throws -> ReturnType {
        let call = UncheckedTransfer(value: self)
        let answer: UncheckedTransfer<ReturnType> = try await withCheckedThrowingContinuation { continuation in
            call.value.startJob(options: options) { result in
                continuation.resume(with: result.map { UncheckedTransfer(value: $0) })
            }
        }
        return answer.value
    }
}
#endif

// What a Swift server (ParseServerSwift) decodes a hook function's call with: Objects/ParseCloudUser.swift,
// Protocols/ParseHookRequestable.swift and Types/ParseHookFunctionRequest.swift in both lines. The fork
// renames `masterKey` to `primaryKey` (the wire key stays "master") and adds `functionName`. The SDK also
// decodes the internal `log` and `context` as any JSON; the stand-in leaves them out of its keys, which
// apps cannot see either way.

/// A user as a hook receives it, with the fields the server adds.
public protocol ParseCloudUser: ParseUser {
    /// The session token of the user who made the call.
    var sessionToken: String? { get set }
    /// The failed logins, as the server stores them.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var _failed_login_count: Int? { get }
    /// When the account's lockout ends, as the server stores it.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    var _account_lockout_expires_at: Date? { get }
}

/// A request a hook decodes.
public protocol ParseHookRequestable: ParseTypeable {
    /// The user type of the request.
    associatedtype UserType: ParseCloudUser
    #if PARSESWIFT_FORK
    /// Whether the call used the primary (master) key.
    var primaryKey: Bool? { get }
    #else
    /// Whether the call used the master key.
    var masterKey: Bool? { get }
    #endif
    /// The user who made the call, when a logged-in user did.
    var user: UserType? { get set }
    /// The installation that made the call.
    var installationId: String? { get }
    /// The caller's IP address.
    var ipAddress: String? { get }
    /// The call's HTTP headers.
    var headers: [String: String]? { get }
}

/// The body Parse Server posts to a hook function: the call's parameters and who made it.
public struct ParseHookFunctionRequest<U: ParseCloudUser, P: ParseHookParametable>: ParseHookRequestable {
    public typealias UsertType = U
    #if PARSESWIFT_FORK
    /// Whether the call used the primary (master) key.
    public var primaryKey: Bool?
    #else
    /// Whether the call used the master key.
    public var masterKey: Bool?
    #endif
    /// The user who made the call.
    public var user: U?
    /// The installation that made the call.
    public var installationId: String?
    /// The caller's IP address.
    public var ipAddress: String?
    /// The call's HTTP headers.
    public var headers: [String: String]?
    #if PARSESWIFT_FORK
    /// The function called.
    public var functionName: String?
    #endif
    /// The parameters passed to the function.
    public var parameters: P

    #if PARSESWIFT_FORK
    enum CodingKeys: String, CodingKey {
        case primaryKey = "master"
        case parameters = "params"
        case ipAddress = "ip"
        case user, installationId, functionName, headers
    }
    #else
    enum CodingKeys: String, CodingKey {
        case masterKey = "master"
        case parameters = "params"
        case ipAddress = "ip"
        case user, installationId, headers
    }
    #endif
}
