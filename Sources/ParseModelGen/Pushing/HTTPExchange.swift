import Dispatch
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP request of any method, with a body, a time limit and a limit on the answer's size, that
/// follows no redirect: push's own path to the server, beside pull's download.
///
/// A redirect is answered, not followed, so the master key only ever goes to the address the user named.
enum HTTPExchange {
    /// What the server answered.
    struct Response: Equatable {
        /// The HTTP status code.
        var status: Int
        /// The body, complete.
        var body: [UInt8]
    }

    /// Why there is no complete answer. For a write, every case but `transport` before a connection
    /// leaves it unknown whether the server applied the change.
    enum Failure: Error, Equatable {
        /// No complete answer within the time limit.
        case timedOut
        /// The answer is larger than the limit.
        case tooLarge
        /// The connection ended before a complete answer; `answered` tells whether a status line arrived.
        case interrupted(answered: Bool)
        /// The connection failed: an `NSURLErrorDomain` code and the system's description.
        case transport(code: Int, description: String)
    }

    /// Sends `request` and waits for the whole answer, at most `timeout` seconds in all.
    static func send(_ request: URLRequest, timeout: TimeInterval, maximumBodySize: Int) -> Result<Response, Failure> {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        let collector = Collector(maximumBodySize: maximumBodySize)
        let session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        var request = request
        request.timeoutInterval = timeout
        let task = session.dataTask(with: request)
        task.resume()
        // The semaphore's own limit is the guarantee against a platform whose URLSession misses its limits.
        if collector.done.wait(timeout: .now() + timeout + 1) == .timedOut {
            task.cancel()
            _ = collector.done.wait(timeout: .now() + 5)
            return .failure(.timedOut)
        }
        return collector.result()
    }

    /// Gathers the answer on URLSession's queue; read only after `done`.
    private final class Collector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        let done = DispatchSemaphore(value: 0)
        private let maximumBodySize: Int
        private let lock = NSLock()
        private var status: Int?
        private var body: [UInt8] = []
        private var overflowed = false
        private var error: Error?

        init(maximumBodySize: Int) {
            self.maximumBodySize = maximumBodySize
        }

        func result() -> Result<Response, Failure> {
            lock.lock()
            defer { lock.unlock() }
            if overflowed { return .failure(.tooLarge) }
            if let error {
                let nsError = error as NSError
                if nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorTimedOut { return .failure(.timedOut) }
                if status != nil || nsError.code == NSURLErrorNetworkConnectionLost || nsError.code == NSURLErrorBadServerResponse {
                    return .failure(.interrupted(answered: status != nil))
                }
                return .failure(.transport(code: nsError.code, description: nsError.localizedDescription))
            }
            guard let status else { return .failure(.interrupted(answered: false)) }
            return .success(Response(status: status, body: body))
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
        ) {
            lock.lock()
            status = (response as? HTTPURLResponse)?.statusCode
            lock.unlock()
            completionHandler(.allow)
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            lock.lock()
            let cancel = !overflowed && body.count + data.count > maximumBodySize
            if cancel {
                overflowed = true
                body = []
            } else if !overflowed {
                body.append(contentsOf: data)
            }
            lock.unlock()
            if cancel { dataTask.cancel() }
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
        ) {
            // nil: the redirect becomes the answer and nothing is sent to the new address.
            completionHandler(nil)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
            lock.lock()
            if status == nil, let response = task.response as? HTTPURLResponse {
                status = response.statusCode
            }
            self.error = error
            lock.unlock()
            done.signal()
        }
    }
}
