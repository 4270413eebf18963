import Foundation

// The account API apps call on their user type, declaration by declaration from the two lines' sources
// (4.14.2: Objects/ParseUser.swift and ParseUser+async.swift; the fork 6.1.0: the same files). 4.14.2 has
// synchronous, callback and `async` forms and a `current` property; the fork has callback and `async`
// forms only, `@Sendable` completions, and `current()` as an `async throws` function, since its keychain
// sits behind an actor. Login takes an email or auth data too in the fork. The stand-in does nothing.

extension ParseUser {
    #if PARSESWIFT_FORK
    /// The fork: the logged-in user; throws when there is none.
    public static func current() async throws -> Self { throw ParseError(message: "the stand-in has no current user") }

    /// The fork: logs in with a username or an email (or auth data) and a password.
    public static func login(
        username: String? = nil,
        email: String? = nil,
        password: String,
        authData: [String: [String: String]?]? = nil,
        options: API.Options = [],
        callbackQueue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<Self, ParseError>) -> Void
    ) {}

    /// The fork: logs in with a username or an email (or auth data) and a password.
    @discardableResult
    public static func login(
        username: String? = nil,
        email: String? = nil,
        password: String,
        authData: [String: [String: String]?]? = nil,
        options: API.Options = []
    ) async throws -> Self { throw ParseError(message: "the stand-in logs nobody in") }

    /// The fork: signs up a new user with a username and a password.
    public static func signup(
        username: String, password: String, options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<Self, ParseError>) -> Void
    ) {}

    /// The fork: signs this user up.
    public func signup(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<Self, ParseError>) -> Void
    ) {}

    /// The fork: logs the current user out.
    public static func logout(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<Void, ParseError>) -> Void
    ) {}

    /// The fork: asks the server to email a password reset link.
    public static func passwordReset(
        email: String, options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping @Sendable (Result<Void, ParseError>) -> Void
    ) {}
    #else
    /// 4.14.2: the logged-in user, nil when there is none (set by the SDK only).
    public internal(set) static var current: Self? {
        get { nil }
        set {}
    }

    /// 4.14.2 only: logs in synchronously.
    public static func login(username: String, password: String, options: API.Options = []) throws -> Self {
        throw ParseError(message: "the stand-in logs nobody in")
    }

    /// 4.14.2: logs in with a username and a password.
    public static func login(
        username: String,
        password: String,
        options: API.Options = [],
        callbackQueue: DispatchQueue = .main,
        completion: @escaping (Result<Self, ParseError>) -> Void
    ) {}

    /// 4.14.2: logs in with a username and a password.
    @discardableResult
    public static func login(username: String, password: String, options: API.Options = []) async throws -> Self {
        throw ParseError(message: "the stand-in logs nobody in")
    }

    /// 4.14.2 only: signs up synchronously.
    public static func signup(username: String, password: String, options: API.Options = []) throws -> Self {
        throw ParseError(message: "the stand-in signs nobody up")
    }

    /// 4.14.2 only: signs this user up synchronously.
    public func signup(options: API.Options = []) throws -> Self { self }

    /// 4.14.2: signs up a new user with a username and a password.
    public static func signup(
        username: String,
        password: String,
        options: API.Options = [],
        callbackQueue: DispatchQueue = .main,
        completion: @escaping (Result<Self, ParseError>) -> Void
    ) {}

    /// 4.14.2: signs this user up.
    public func signup(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping (Result<Self, ParseError>) -> Void
    ) {}

    /// 4.14.2 only: logs out synchronously.
    public static func logout(options: API.Options = []) throws {}

    /// 4.14.2: logs the current user out.
    public static func logout(
        options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping (Result<Void, ParseError>) -> Void
    ) {}

    /// 4.14.2 only: asks synchronously for a password reset email.
    public static func passwordReset(email: String, options: API.Options = []) throws {}

    /// 4.14.2: asks the server to email a password reset link.
    public static func passwordReset(
        email: String, options: API.Options = [], callbackQueue: DispatchQueue = .main,
        completion: @escaping (Result<Void, ParseError>) -> Void
    ) {}
    #endif

    /// Signs up a new user with a username and a password.
    @discardableResult
    public static func signup(username: String, password: String, options: API.Options = []) async throws -> Self {
        throw ParseError(message: "the stand-in signs nobody up")
    }

    /// Signs this user up.
    @discardableResult
    public func signup(options: API.Options = []) async throws -> Self { self }

    /// Logs the current user out.
    public static func logout(options: API.Options = []) async throws {}

    /// Asks the server to email a password reset link.
    public static func passwordReset(email: String, options: API.Options = []) async throws {}
}
