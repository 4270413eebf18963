import Dispatch
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP request with a time limit and a limit on the answer's size, that follows no redirect and takes no
/// compressed answer: pull's `GET /schemas`, and every read and write of push (the request's method and body
/// are sent as they are, so a write's answer is held to the same limits).
///
/// A redirect is answered, not followed: URLSession would otherwise send the request's headers, the
/// master key among them, to whatever address the redirect names.
///
/// The size limit holds only for bytes counted as they arrive. URLSession inflates a compressed body by itself
/// (FoundationNetworking's does, through libcurl, even when the request asks for none) and may buffer what it
/// inflated before the delegate sees it, so 1 MB of gzip that inflates to 1 GiB could be in memory before any
/// limit counts. So the request asks for no compression (`Accept-Encoding: identity`), an answer that
/// declares one anyway is refused on its headers, and on Linux, where FoundationNetworking would still inflate
/// it first, the request goes through libcurl directly (``CurlHTTPGet``), which inflates nothing.
enum HTTPGet {
    /// What the server answered.
    struct Response {
        /// The HTTP status code.
        var status: Int
        /// The response headers, names lowercased.
        var headers: [String: String]
        /// The body, complete.
        var body: [UInt8]
    }

    /// Why there is no complete answer.
    enum Failure: Error, Equatable {
        /// No complete answer within the time limit.
        case timedOut
        /// The body is larger than the limit; `declared` is the announced Content-Length, if any.
        case bodyTooLarge(declared: Int?)
        /// The body is compressed (its Content-Encoding), although the request asked for none.
        case compressed(encoding: String)
        /// The connection ended after the response's headers and before the end of its body.
        case interrupted(received: Int, declared: Int?)
        /// The connection failed before any response: an `NSURLErrorDomain` code and the system's description.
        case transport(code: Int, description: String)
    }

    /// Sends the request and waits for the whole answer, at most `timeout` seconds in all.
    static func perform(_ request: URLRequest, timeout: TimeInterval, maximumBodySize: Int) -> Result<Response, Failure>
    {
        #if os(Linux)
        // FoundationNetworking inflates a compressed body whatever the request asks, faster than its delegate
        // can count it; libcurl, called directly, does not (see CurlHTTPGet).
        if let outcome = CurlHTTPGet.perform(request, timeout: timeout, maximumBodySize: maximumBodySize) {
            return outcome
        }
        #endif
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        configuration.timeoutIntervalForResource = timeout
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        let delegate = Delegate(maximumBodySize: maximumBodySize)
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        var request = request
        request.timeoutInterval = timeout
        request.setValue("identity", forHTTPHeaderField: "Accept-Encoding")
        let task = session.dataTask(with: request)
        task.resume()
        // URLSession's own limits end the task first; this wait is the guarantee that nothing hangs
        // even where a platform's URLSession does not apply them (the resource limit on some versions).
        if delegate.finished.wait(timeout: .now() + timeout + 1) == .timedOut {
            task.cancel()
            _ = delegate.finished.wait(timeout: .now() + 5)
            return .failure(.timedOut)
        }
        return delegate.outcome()
    }

    /// Collects the answer; URLSession calls it on its own queue, the caller reads it after `finished`.
    private final class Delegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
        let finished = DispatchSemaphore(value: 0)
        private let maximumBodySize: Int
        private let lock = NSLock()
        private var response: HTTPURLResponse?
        private var body: [UInt8] = []
        private var tooLarge: Failure?
        private var error: Error?

        init(maximumBodySize: Int) {
            self.maximumBodySize = maximumBodySize
        }

        func outcome() -> Result<Response, Failure> {
            lock.lock()
            defer { lock.unlock() }
            if let tooLarge { return .failure(tooLarge) }
            if let error {
                let nsError = error as NSError
                if nsError.domain == NSURLErrorDomain, nsError.code == NSURLErrorTimedOut {
                    return .failure(.timedOut)
                }
                if let response {
                    let declared = response.expectedContentLength
                    return .failure(
                        .interrupted(received: body.count, declared: declared >= 0 ? Int(clamping: declared) : nil))
                }
                return .failure(.transport(code: nsError.code, description: nsError.localizedDescription))
            }
            guard let response else {
                return .failure(
                    .transport(code: NSURLErrorBadServerResponse, description: "the server sent no HTTP response"))
            }
            var headers: [String: String] = [:]
            for (name, value) in response.allHeaderFields {
                if let name = name as? String, let value = value as? String {
                    headers[name.lowercased()] = value
                }
            }
            return .success(Response(status: response.statusCode, headers: headers, body: body))
        }

        func urlSession(
            _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
            completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
        ) {
            lock.lock()
            let httpResponse = response as? HTTPURLResponse
            self.response = httpResponse
            let declared = response.expectedContentLength
            var refused = false
            if let encoding = Self.contentEncoding(of: httpResponse) {
                // Refused before any of the body is read, since its inflated size is unknown until then.
                tooLarge = .compressed(encoding: encoding)
                refused = true
            } else if declared > Int64(maximumBodySize) {
                tooLarge = .bodyTooLarge(declared: Int(clamping: declared))
                refused = true
            }
            lock.unlock()
            completionHandler(refused ? .cancel : .allow)
            if refused {
                // Some URLSession versions keep reading after `.cancel` until the server closes.
                dataTask.cancel()
            }
        }

        /// The response's Content-Encoding when it names a compression, else nil (absent or `identity`).
        static func contentEncoding(of response: HTTPURLResponse?) -> String? {
            guard let response else { return nil }
            for (name, value) in response.allHeaderFields {
                guard let name = name as? String, name.lowercased() == "content-encoding", let value = value as? String
                else { continue }
                let codings = value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).lowercased() }
                if codings.contains(where: { !$0.isEmpty && $0 != "identity" }) {
                    return value.trimmingCharacters(in: .whitespaces)
                }
            }
            return nil
        }

        func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
            lock.lock()
            var cancel = false
            if tooLarge == nil {
                if body.count + data.count > maximumBodySize {
                    tooLarge = .bodyTooLarge(declared: nil)
                    body = []
                    cancel = true
                } else {
                    body.append(contentsOf: data)
                }
            }
            lock.unlock()
            if cancel {
                dataTask.cancel()
            }
        }

        func urlSession(
            _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
            newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
        ) {
            // nil: the redirect itself becomes the answer, and no request goes to the new address.
            completionHandler(nil)
        }

        func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: Error?) {
            lock.lock()
            if self.response == nil, let response = task.response as? HTTPURLResponse {
                self.response = response
            }
            self.error = error
            lock.unlock()
            finished.signal()
        }
    }
}
