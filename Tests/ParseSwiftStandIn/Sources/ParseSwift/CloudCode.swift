import Foundation

// Cloud Code: calling functions and jobs (Protocols/ParseCloudable.swift and ParseCloudable+async.swift in
// 4.14.2 and the fork 6.1.0) and decoding a hook's parameters (Protocols/ParseHookParametable.swift). The
// differences: the fork's `ReturnType` is also `Sendable`, its `ParseHookParametable` refines `ParseTypeable`
// (4.14.2's: `Codable, Equatable`), its callback forms take a `@Sendable` completion, and it has no
// synchronous `runFunction`/`startJob`. The SDK sends the value with ParseEncoder, leaving out
// `functionJobName` (`SkipKeys.cloud`), and decodes the answer's `result`; the stand-in sends nothing.

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
    /// Runs the function, then calls `completion`.
    public func runFunction(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<ReturnType, ParseError>) -> Void
    ) {}

    /// Starts the job, then calls `completion`.
    public func startJob(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<ReturnType, ParseError>) -> Void
    ) {}
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
        throw ParseError(message: "the stand-in calls no server")
    }

    /// 4.14.2 only: starts the job and waits for the answer.
    public func startJob(options: API.Options = []) throws -> ReturnType {
        throw ParseError(message: "the stand-in calls no server")
    }

    /// Runs the function, then calls `completion`.
    public func runFunction(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping (Result<ReturnType, ParseError>) -> Void
    ) {}

    /// Starts the job, then calls `completion`.
    public func startJob(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping (Result<ReturnType, ParseError>) -> Void
    ) {}
}
#endif

extension ParseCloudable {
    /// Runs the function and returns its answer's `result`.
    public func runFunction(options: API.Options = []) async throws -> ReturnType {
        throw ParseError(message: "the stand-in calls no server")
    }

    /// Starts the job and returns its answer's `result`.
    public func startJob(options: API.Options = []) async throws -> ReturnType {
        throw ParseError(message: "the stand-in calls no server")
    }
}
