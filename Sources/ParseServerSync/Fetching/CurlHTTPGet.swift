#if os(Linux)
import Foundation
import FoundationNetworking
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// ``HTTPGet`` on Linux, through the system's libcurl, the library FoundationNetworking itself runs on. It
/// sends the request's method and body as they are (push's `POST`, `PUT` and `DELETE` go this way too).
///
/// FoundationNetworking turns on libcurl's automatic decompression for every request and offers no way
/// to turn it off; libcurl then inflates all the compressed bytes one socket read brings, and
/// FoundationNetworking queues every inflated chunk for the delegate without waiting for it. A gzip bomb of
/// 1 MB is 1 GiB in memory before the delegate can count a byte or cancel. Here libcurl decodes nothing
/// (no `CURLOPT_ACCEPT_ENCODING`, content decoding off), refuses a compressed answer on its headers, and
/// the body is counted as it arrives, the transfer ending as soon as it passes the limit.
///
/// libcurl is opened at run time (`dlopen`), so the package keeps no dependency of its own; where it
/// cannot be opened, ``HTTPGet`` falls back to URLSession.
enum CurlHTTPGet {
    /// The libcurl functions used, or nil when libcurl cannot be opened.
    private struct Library {
        typealias EasyInit = @convention(c) () -> OpaquePointer?
        typealias EasyCleanup = @convention(c) (OpaquePointer?) -> Void
        typealias EasyPerform = @convention(c) (OpaquePointer?) -> Int32
        typealias EasyStrerror = @convention(c) (Int32) -> UnsafePointer<CChar>?
        // curl_easy_setopt is variadic; its one variadic argument is passed where a third named argument
        // of the same class goes (an integer register) by the x86-64 and AArch64 Linux calling conventions.
        typealias SetLong = @convention(c) (OpaquePointer?, Int32, Int) -> Int32
        typealias SetPointer = @convention(c) (OpaquePointer?, Int32, UnsafeRawPointer?) -> Int32
        typealias Callback = @convention(c) (UnsafeMutablePointer<CChar>?, Int, Int, UnsafeMutableRawPointer?) -> Int
        typealias SetCallback = @convention(c) (OpaquePointer?, Int32, Callback?) -> Int32
        typealias SlistAppend = @convention(c) (OpaquePointer?, UnsafePointer<CChar>?) -> OpaquePointer?
        typealias SlistFreeAll = @convention(c) (OpaquePointer?) -> Void

        let easyInit: EasyInit
        let easyCleanup: EasyCleanup
        let easyPerform: EasyPerform
        let easyStrerror: EasyStrerror
        let setLong: SetLong
        let setPointer: SetPointer
        let setCallback: SetCallback
        let slistAppend: SlistAppend
        let slistFreeAll: SlistFreeAll

        static let shared: Library? = {
            guard
                let handle = dlopen("libcurl.so.4", RTLD_NOW | RTLD_LOCAL)
                    ?? dlopen("libcurl.so", RTLD_NOW | RTLD_LOCAL)
            else { return nil }
            func symbol<T>(_ name: String, _ type: T.Type) -> T? {
                dlsym(handle, name).map { unsafeBitCast($0, to: type) }
            }
            guard let easyInit = symbol("curl_easy_init", EasyInit.self),
                let easyCleanup = symbol("curl_easy_cleanup", EasyCleanup.self),
                let easyPerform = symbol("curl_easy_perform", EasyPerform.self),
                let easyStrerror = symbol("curl_easy_strerror", EasyStrerror.self),
                let setLong = symbol("curl_easy_setopt", SetLong.self),
                let setPointer = symbol("curl_easy_setopt", SetPointer.self),
                let setCallback = symbol("curl_easy_setopt", SetCallback.self),
                let slistAppend = symbol("curl_slist_append", SlistAppend.self),
                let slistFreeAll = symbol("curl_slist_free_all", SlistFreeAll.self)
            else { return nil }
            return Library(
                easyInit: easyInit, easyCleanup: easyCleanup, easyPerform: easyPerform, easyStrerror: easyStrerror,
                setLong: setLong, setPointer: setPointer, setCallback: setCallback, slistAppend: slistAppend,
                slistFreeAll: slistFreeAll
            )
        }()
    }

    // Option and result numbers from curl.h, which are part of libcurl's stable ABI.
    private enum Option {
        static let writeData: Int32 = 10001
        static let url: Int32 = 10002
        static let errorBuffer: Int32 = 10010
        static let postFields: Int32 = 10015
        static let httpHeader: Int32 = 10023
        static let headerData: Int32 = 10029
        static let customRequest: Int32 = 10036
        static let postFieldSize: Int32 = 60
        static let followLocation: Int32 = 52
        static let noSignal: Int32 = 99
        static let timeoutMilliseconds: Int32 = 155
        static let connectTimeoutMilliseconds: Int32 = 156
        static let httpContentDecoding: Int32 = 158
        static let protocols: Int32 = 181
        static let redirectProtocols: Int32 = 182
        static let writeFunction: Int32 = 20011
        static let headerFunction: Int32 = 20079
    }

    private enum Code {
        static let ok: Int32 = 0
        static let unsupportedProtocol: Int32 = 1
        static let couldNotResolveProxy: Int32 = 5
        static let couldNotResolveHost: Int32 = 6
        static let couldNotConnect: Int32 = 7
        static let partialFile: Int32 = 18
        static let writeError: Int32 = 23
        static let timedOut: Int32 = 28
        static let sslConnectError: Int32 = 35
        static let peerFailedVerification: Int32 = 60
        static let tlsCodes: Set<Int32> = [35, 51, 53, 54, 58, 59, 60, 64, 66, 77, 80, 82, 83, 90, 91, 98]
    }

    /// What the callbacks collect, on the thread that runs the transfer.
    private final class Transfer {
        let maximumBodySize: Int
        var status = 0
        var headers: [String: String] = [:]
        var headersComplete = false
        var body: [UInt8] = []
        var failure: HTTPGet.Failure?

        init(maximumBodySize: Int) {
            self.maximumBodySize = maximumBodySize
        }

        /// One header line; false ends the transfer (a compressed body, or a declared size over the limit).
        func header(_ line: String) -> Bool {
            let text = line.trimmingCharacters(in: .whitespacesAndNewlines)
            if text.hasPrefix("HTTP/") {
                // A new response (after an interim 1xx): its own status and headers.
                let parts = text.split(separator: " ", maxSplits: 2)
                status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
                headers = [:]
                headersComplete = false
                return true
            }
            if text.isEmpty {
                guard status >= 200 else { return true }
                headersComplete = true
                return checkHeaders()
            }
            guard let colon = text.firstIndex(of: ":") else { return true }
            let name = text[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
            let value = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            headers[name] = headers[name].map { $0 + ", " + value } ?? value
            return true
        }

        private func checkHeaders() -> Bool {
            if let encoding = headers["content-encoding"],
                encoding.split(separator: ",").contains(where: {
                    !$0.trimmingCharacters(in: .whitespaces).isEmpty
                        && $0.trimmingCharacters(in: .whitespaces).lowercased() != "identity"
                })
            {
                failure = .compressed(encoding: encoding)
                return false
            }
            if let declared = declaredLength, declared > maximumBodySize {
                failure = .bodyTooLarge(declared: declared)
                return false
            }
            return true
        }

        var declaredLength: Int? {
            headers["content-length"].flatMap { Int($0) }
        }

        /// A piece of the body; false ends the transfer past the limit.
        func receive(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
            guard body.count + bytes.count <= maximumBodySize else {
                failure = .bodyTooLarge(declared: nil)
                body = []
                return false
            }
            body.append(contentsOf: bytes)
            return true
        }
    }

    /// The outcome of the request, or nil when libcurl cannot be used here (URLSession then answers).
    static func perform(_ request: URLRequest, timeout: TimeInterval, maximumBodySize: Int) -> Result<
        HTTPGet.Response, HTTPGet.Failure
    >? {
        guard let curl = Library.shared, let url = request.url, let handle = curl.easyInit() else { return nil }
        defer { curl.easyCleanup(handle) }
        let transfer = Transfer(maximumBodySize: maximumBodySize)
        let context = Unmanaged.passUnretained(transfer).toOpaque()

        var headerList: OpaquePointer?
        defer { curl.slistFreeAll(headerList) }
        var fields = request.allHTTPHeaderFields ?? [:]
        fields["Accept-Encoding"] = "identity"
        // A body is sent at once, without waiting for a `100 Continue` that some servers never send.
        let body = request.httpBody.map { [UInt8]($0) }
        if body != nil { fields["Expect"] = "" }
        for (name, value) in fields.sorted(by: { $0.key < $1.key }) {
            // `Name:` with nothing after it tells libcurl to send no such header.
            headerList = (value.isEmpty ? "\(name):" : "\(name): \(value)").withCString {
                curl.slistAppend(headerList, $0)
            }
        }
        let method = request.httpMethod ?? "GET"
        let methodText = method == "GET" ? nil : strdup(method)
        defer { free(methodText) }
        // libcurl reads the body during the transfer without copying it.
        let bodyBuffer = UnsafeMutablePointer<UInt8>.allocate(capacity: max(body?.count ?? 0, 1))
        defer { bodyBuffer.deallocate() }
        if let body { bodyBuffer.initialize(from: body, count: body.count) }
        // Kept alive until the transfer ends: libcurl reads the URL and writes the error buffer during it.
        let urlText = strdup(url.absoluteString)
        defer { free(urlText) }
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: 256)
        errorBuffer.initialize(repeating: 0, count: 256)
        defer { errorBuffer.deallocate() }

        let milliseconds = Int(min(max(timeout, 0.001), 86_400) * 1000)
        var setUp = curl.setPointer(handle, Option.url, urlText) == Code.ok
        setUp = setUp && curl.setPointer(handle, Option.errorBuffer, errorBuffer) == Code.ok
        setUp = setUp && curl.setPointer(handle, Option.httpHeader, headerList.map { UnsafeRawPointer($0) }) == Code.ok
        setUp = setUp && curl.setLong(handle, Option.followLocation, 0) == Code.ok
        if let body {
            // The size first, so that libcurl does not look for a terminating NUL in the body.
            setUp = setUp && curl.setLong(handle, Option.postFieldSize, body.count) == Code.ok
            setUp = setUp && curl.setPointer(handle, Option.postFields, bodyBuffer) == Code.ok
        }
        if let methodText {
            setUp = setUp && curl.setPointer(handle, Option.customRequest, methodText) == Code.ok
        }
        setUp = setUp && curl.setLong(handle, Option.noSignal, 1) == Code.ok
        setUp = setUp && curl.setLong(handle, Option.timeoutMilliseconds, milliseconds) == Code.ok
        setUp = setUp && curl.setLong(handle, Option.connectTimeoutMilliseconds, milliseconds) == Code.ok
        // Content decoding off: a compressed body would be counted compressed, and is refused anyway.
        setUp = setUp && curl.setLong(handle, Option.httpContentDecoding, 0) == Code.ok
        // http and https only, for the request and for any redirect (which is not followed in any case).
        setUp = setUp && curl.setLong(handle, Option.protocols, 3) == Code.ok
        setUp = setUp && curl.setLong(handle, Option.redirectProtocols, 3) == Code.ok
        setUp = setUp && curl.setPointer(handle, Option.writeData, context) == Code.ok
        setUp = setUp && curl.setPointer(handle, Option.headerData, context) == Code.ok
        setUp =
            setUp
            && curl.setCallback(
                handle, Option.writeFunction,
                { data, size, count, context in
                    guard let context else { return 0 }
                    let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
                    let length = size * count
                    guard length > 0, let data else { return length }
                    let accepted = data.withMemoryRebound(to: UInt8.self, capacity: length) {
                        transfer.receive(UnsafeBufferPointer(start: $0, count: length))
                    }
                    // Any other count than the one given ends the transfer.
                    return accepted ? length : 0
                }) == Code.ok
        setUp =
            setUp
            && curl.setCallback(
                handle, Option.headerFunction,
                { data, size, count, context in
                    guard let context else { return 0 }
                    let transfer = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
                    let length = size * count
                    guard length > 0, let data else { return length }
                    let line = data.withMemoryRebound(to: UInt8.self, capacity: length) {
                        String(decoding: UnsafeBufferPointer(start: $0, count: length), as: UTF8.self)
                    }
                    return transfer.header(line) ? length : 0
                }) == Code.ok
        // An option this libcurl does not know: URLSession answers instead.
        guard setUp else { return nil }

        let code = withExtendedLifetime(transfer) { curl.easyPerform(handle) }
        if let failure = transfer.failure { return .failure(failure) }
        let reason =
            errorBuffer.pointee != 0
            ? String(cString: errorBuffer)
            : curl.easyStrerror(code).map { String(cString: $0) } ?? "libcurl error \(code)"
        switch code {
        case Code.ok:
            return .success(HTTPGet.Response(status: transfer.status, headers: transfer.headers, body: transfer.body))
        case Code.timedOut:
            return .failure(.timedOut)
        case Code.couldNotResolveHost, Code.couldNotResolveProxy:
            return .failure(.transport(code: NSURLErrorCannotFindHost, description: reason))
        case Code.couldNotConnect:
            return .failure(.transport(code: NSURLErrorCannotConnectToHost, description: reason))
        case Code.peerFailedVerification:
            return .failure(.transport(code: NSURLErrorServerCertificateUntrusted, description: reason))
        case _ where Code.tlsCodes.contains(code):
            return .failure(.transport(code: NSURLErrorSecureConnectionFailed, description: reason))
        case Code.unsupportedProtocol:
            return .failure(.transport(code: NSURLErrorUnsupportedURL, description: reason))
        default:
            if transfer.headersComplete {
                // The answer began and did not end: as much of the body as arrived.
                return .failure(.interrupted(received: transfer.body.count, declared: transfer.declaredLength))
            }
            if code == Code.partialFile || code == Code.writeError {
                return .failure(.interrupted(received: transfer.body.count, declared: transfer.declaredLength))
            }
            return .failure(.transport(code: NSURLErrorNetworkConnectionLost, description: reason))
        }
    }
}
#endif
