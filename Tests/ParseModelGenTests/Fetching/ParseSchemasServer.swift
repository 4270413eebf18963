import Foundation
import XCTest

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// `parse_schemas_server.py` (beside this file) on 127.0.0.1 at a port the system picks: a stand-in for
/// Parse Server's schemas route with fault modes. Started by a test and stopped by it; it also stops by
/// itself when its standard input closes, so a crashed test run leaves no server behind.
final class ParseSchemasServer {
    static let fetchingDirectory = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let recordedDirectory = fetchingDirectory.appendingPathComponent("Recorded")
    private static let script = fetchingDirectory.appendingPathComponent("parse_schemas_server.py")

    let port: Int
    private let process: Process
    private let input: Pipe
    private let log: URL
    private let cloudLog: URL?

    /// The Cloud Code a test has the server answer: `answers` is `{"functions": {"<name>": <result>}, "jobs":
    /// ["<name>"], "clientKey": "<key>"}` (see the script), and each call is appended to `log`.
    struct CloudAnswers {
        var answers: URL
        var log: URL
    }

    /// One Cloud Code call as the server received it.
    struct CloudRequest {
        /// `/parse/functions/<name>` or `/parse/jobs/<name>`.
        var path: String
        /// The headers, as sent but for the master key's value: `ok` or `wrong`.
        var headers: [String: String]
        /// The body, parsed (`JSONSerialization`), or its text when it is not JSON.
        var body: Any
    }

    /// Starts the server, which accepts `applicationID` and the key in `masterKeyFile`; its request log goes
    /// to `log`. With `state`, the folder of the stores that `/m/state/<store>/...` reads and changes. With
    /// `cloud`, the Cloud functions and jobs it answers at `/parse/functions/<name>` and `/parse/jobs/<name>`,
    /// each request recorded for `cloudRequests()`.
    init(applicationID: String, masterKeyFile: URL, log: URL, state: URL? = nil, cloud: CloudAnswers? = nil) throws {
        let python = try XCTUnwrap(ProcessRunner.executableInPath("python3"), "python3 is not on PATH")
        self.log = log
        process = Process()
        process.executableURL = python
        process.arguments =
            [
                Self.script.path, "--app-id", applicationID, "--master-key-file", masterKeyFile.path,
                "--bodies", Self.recordedDirectory.path, "--log", log.path,
            ] + (state.map { ["--state", $0.path] } ?? [])
            + (cloud.map { ["--cloud", $0.answers.path, "--cloud-log", $0.log.path] } ?? [])
        cloudLog = cloud?.log
        input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        // The first line is the port; reading blocks until the server listens.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), let first = byte.first,
            first != UInt8(ascii: "\n")
        {
            line.append(first)
        }
        guard let port = Int(String(decoding: line, as: UTF8.self)) else {
            process.terminate()
            throw ServerError(
                message: "the test server did not start (python3 printed '\(String(decoding: line, as: UTF8.self))')")
        }
        self.port = port
    }

    /// `http://127.0.0.1:<port>` followed by `path`.
    func url(_ path: String) -> String {
        "http://127.0.0.1:\(port)\(path)"
    }

    /// The requests seen so far, one line each: `<path> app-id=<ok|wrong|missing> master-key=<ok|wrong|missing>`,
    /// the method first when it is not GET.
    func requests() -> [String] {
        ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }

    /// The Cloud Code calls received so far, in order.
    func cloudRequests() throws -> [CloudRequest] {
        guard let cloudLog, let text = try? String(contentsOf: cloudLog, encoding: .utf8) else { return [] }
        return try text.split(separator: "\n").map { line in
            let record = try XCTUnwrap(
                try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any], "a log line: \(line)")
            return CloudRequest(
                path: try XCTUnwrap(record["path"] as? String),
                headers: try XCTUnwrap(record["headers"] as? [String: String]),
                body: record["body"] ?? NSNull())
        }
    }

    /// Stops the server and waits for it.
    func stop() {
        try? input.fileHandleForWriting.close()
        if process.isRunning {
            process.terminate()
        }
        process.waitUntilExit()
    }

    deinit {
        stop()
    }

    /// A loopback port with nothing listening: bound by the system, then released.
    static func closedPort() throws -> Int {
        #if canImport(Glibc)
        let streamType = Int32(SOCK_STREAM.rawValue)
        #else
        let streamType = SOCK_STREAM
        #endif
        let descriptor = socket(AF_INET, streamType, 0)
        guard descriptor >= 0 else { throw ServerError(message: "cannot open a socket") }
        defer { close(descriptor) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) { generic in
                bind(descriptor, generic, length) == 0 && getsockname(descriptor, generic, &length) == 0
            }
        }
        guard bound else { throw ServerError(message: "cannot bind a loopback socket") }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

struct ServerError: Error, CustomStringConvertible {
    var message: String
    var description: String { message }
}
