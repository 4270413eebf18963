import Foundation
import XCTest

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Generated Cloud functions and jobs called for real: an app's `main.swift` calls the `cloud-code` golden's
/// functions and job through the ParseSwift stand-in, which sends what ParseSwift sends (its `ParseEncoder`,
/// headers and answer decoding, read from both SDK lines), to the local stand-in Parse Server
/// (`parse_schemas_server.py --cloud`), which answers as Parse Server's FunctionsRouter does and records each
/// request. Checked: the body holds the parameters only, under their wire names, with Parse dates and pointers
/// and without `functionJobName`; the headers; the paths; the results the app decoded (it prints them) against the
/// canned ones; a job's start; a function the server does not know failing with ParseError 141 in the app.
///
/// One test builds the app through the build plugin (`swift build`, the description and schema in `Schemas/`)
/// in Swift 5, Swift 6 and Swift 6 with the main actor as default isolation; the other compiles the golden's
/// generated files with the program against both SDK shapes of the stand-in, 4.14.2's synchronous form included;
/// a third checks the server's refusals (application id, client key, master key, unknown job).
/// Set `PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1` to skip the plugin build in a quick local run; CI always runs it.
final class CloudCallPluginRunTests: XCTestCase {
    private static let applicationID = "cloud-app"
    private static let clientKey = "cloud-client-key"
    private static let masterKey = "cloud-master-key"

    /// The app: initializes the SDK with the server's URL (its first argument), calls, prints what it decoded.
    private static let program = #"""
        import Foundation
        import ParseSwift

        func iso(_ date: Date?) -> String {
            guard let date else { return "nil" }
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            return formatter.string(from: date)
        }

        func failure(_ error: any Error) -> String {
            guard let error = error as? ParseError else { return "not a ParseError: \(error)" }
            return "ParseError \(error.code.rawValue) \(error.message)"
        }

        // In an `async` function, so that 4.14.2's shape calls its `async` forms rather than its synchronous ones.
        func callEverything(serverURL: URL) async throws {
            #if PARSESWIFT_FORK
            try await ParseSwift.initialize(
                applicationId: "cloud-app", clientKey: "cloud-client-key", primaryKey: "cloud-master-key",
                serverURL: serverURL)
            let masterKey: API.Options = [.usePrimaryKey]
            #else
            ParseSwift.initialize(
                applicationId: "cloud-app", clientKey: "cloud-client-key", masterKey: "cloud-master-key",
                serverURL: serverURL)
            let masterKey: API.Options = [.useMasterKey]
            #endif
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = [.withInternetDateTime, .withFractionalSeconds]
            let since = formatter.date(from: "2024-03-01T10:00:00.123Z") ?? Date()
            let call = AverageStars(
                movie: "The Matrix", sortOrder: .byDate, limit: 20, since: since, movieRef: Movie(objectId: "m1"),
                tags: ["classic"], mood: .happy)
            let stars: Double = try await call.runFunction()
            print("averageStars: \(stars)")
            let top: [Movie] = try await TopMovies().runFunction()
            let movies = top.map { "\($0.objectId ?? "nil")|\($0.title ?? "nil")|\($0.stars ?? -1)|\(iso($0.createdAt))" }
            print("topMovies: " + movies.joined(separator: ", "))
            let user: User = try await WhoAmI().runFunction(options: masterKey)
            print("whoAmI: \(user.objectId ?? "nil")|\(user.username ?? "nil")|\(user.nickname ?? "nil")")
            do {
                _ = try await Cleanup(days: 7).startJob(options: masterKey)
                print("cleanup: started")
            } catch {
                print("cleanup: \(failure(error))")
            }
            do {
                _ = try await Ping().runFunction()
                print("ping: answered")
            } catch {
                print("ping: \(failure(error))")
            }
        }

        #if !PARSESWIFT_FORK
        /// 4.14.2's synchronous form, which the fork does not have.
        func callSynchronously() throws -> Double {
            try AverageStars(movie: "Heat", mood: .sad).runFunction()
        }
        #endif

        guard CommandLine.arguments.count == 2, let serverURL = URL(string: CommandLine.arguments[1]) else {
            print("usage: CloudApp <server URL>")
            exit(2)
        }
        try await callEverything(serverURL: serverURL)
        #if !PARSESWIFT_FORK
        print("averageStars, synchronously: \(try callSynchronously())")
        #endif
        """#

    /// What the server answers: `ping` is described but not registered on the server.
    private static let answers = #"""
        {
          "functions": {
            "averageStars": 4.5,
            "topMovies": [
              {"__type": "Object", "className": "Movie", "objectId": "m1", "title": "Heat", "stars": 4,
               "createdAt": "2024-01-01T00:00:00.000Z", "updatedAt": "2024-01-02T00:00:00.000Z"},
              {"__type": "Object", "className": "Movie", "objectId": "m2", "title": "Alien", "stars": 5,
               "createdAt": "2024-02-01T08:30:00.250Z", "updatedAt": "2024-02-01T08:30:00.250Z"}
            ],
            "whoAmI": {"__type": "Object", "className": "_User", "objectId": "u1", "username": "ada", "nickname": "Ace",
                       "createdAt": "2024-01-01T00:00:00.000Z", "updatedAt": "2024-01-01T00:00:00.000Z"}
          },
          "jobs": ["cleanup"],
          "clientKey": "cloud-client-key"
        }
        """#

    /// The lines the app prints from the canned answers.
    private static let decodedLines = [
        "averageStars: 4.5",
        "topMovies: m1|Heat|4.0|2024-01-01T00:00:00.000Z, m2|Alien|5.0|2024-02-01T08:30:00.250Z",
        "whoAmI: u1|ada|Ace",
    ]

    func testGeneratedCallsReachTheServerThroughThePluginInEveryMode() throws {
        if ProcessInfo.processInfo.environment["PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS"] == "1" {
            throw XCTSkip("PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1")
        }
        let repository = GoldenCase.repositoryDirectory
        let app = try TemporaryDirectory()
        defer { app.remove() }
        let input = GoldenCase.goldensDirectory.appendingPathComponent("cloud-code/input")
        for name in ["schema.json", "cloud-functions.json"] {
            try app.write(
                try String(contentsOf: input.appendingPathComponent(name), encoding: .utf8),
                to: "Sources/CloudApp/Schemas/\(name)")
        }
        try app.write(Self.program, to: "Sources/CloudApp/main.swift")
        let server = try startServer()
        defer { server.stop() }
        var seen = 0
        for mode in AppBuildMode.all {
            try app.write(manifest(mode, repository: repository), to: "Package.swift")
            let build = try SwiftPM.run(["build"], in: app.url, timeout: 1800)
            XCTAssertEqual(build.status, 0, "\(mode.name): the app did not build:\n\(build.output)")
            let warnings = build.output.split(separator: "\n").filter { $0.contains("warning:") }
            XCTAssertTrue(warnings.isEmpty, "\(mode.name):\n\(warnings.joined(separator: "\n"))")
            guard build.status == 0 else { continue }
            let run = try ProcessRunner.run(
                app.url.appendingPathComponent(".build/debug/CloudApp"), [server.url("/parse")], in: app.url,
                timeout: 120)
            let requests = try server.cloudRequests()
            check(run, requests: Array(requests.dropFirst(seen)), synchronousCall: false, in: mode.name)
            seen = requests.count
        }
    }

    func testGeneratedCallsReachTheServerInBothSDKShapes() throws {
        let outcome = GoldenCase.named("cloud-code").generate()
        XCTAssertTrue(outcome.succeeded, GoldenCase.diagnosticsText(outcome.diagnostics))
        var sources = Dictionary(uniqueKeysWithValues: outcome.files.map { ($0.name, $0.contents) })
        sources["main.swift"] = Self.program
        let server = try startServer()
        defer { server.stop() }
        var seen = 0
        for flavor in SDKFlavor.allCases {
            let run = try CompileCheck.buildAndRun(
                sources, flavor: flavor, swiftVersion: "6", arguments: [server.url("/parse")])
            let requests = try server.cloudRequests()
            check(
                run, requests: Array(requests.dropFirst(seen)), synchronousCall: flavor == .parseCommunity,
                in: flavor.rawValue)
            seen = requests.count
        }
    }

    /// The stand-in server refuses as Parse Server does (middlewares' `handleParseHeaders` and
    /// `promiseEnforceMasterKeyAccess`, FunctionsRouter's `handleCloudJob`), and never records the master key.
    func testTheServerRefusesCallsAsParseServerDoes() throws {
        let server = try startServer()
        defer { server.stop() }
        let app = ["X-Parse-Application-Id": Self.applicationID, "X-Parse-Client-Key": Self.clientKey]
        let master = app.merging(["X-Parse-Master-Key": Self.masterKey]) { $1 }
        let cases: [(path: String, headers: [String: String], status: Int, body: String)] = [
            ("/parse/functions/averageStars", ["X-Parse-Application-Id": "other"], 403, #"{"error":"unauthorized"}"#),
            (
                "/parse/functions/averageStars", ["X-Parse-Application-Id": Self.applicationID], 403,
                #"{"error":"unauthorized"}"#
            ),
            ("/parse/functions/averageStars", app, 200, #"{"result": 4.5}"#),
            ("/parse/jobs/cleanup", app, 403, #"{"error":"unauthorized: master key is required"}"#),
            ("/parse/jobs/compact", master, 400, #"{"code":141,"error":"Invalid job."}"#),
            ("/parse/jobs/cleanup", master, 200, "{}"),
        ]
        for (path, headers, status, body) in cases {
            let (answer, response) = try post(server.url(path), headers: headers)
            XCTAssertEqual(response.statusCode, status, path)
            XCTAssertEqual(String(decoding: answer, as: UTF8.self), body, path)
            if status == 200 && path.hasPrefix("/parse/jobs/") {
                XCTAssertNotNil(response.value(forHTTPHeaderField: "X-Parse-Job-Status-Id"), path)
            }
        }
        let recorded = try server.cloudRequests()
        XCTAssertEqual(recorded.count, cases.count)
        XCTAssertEqual(recorded.last?.headers.first { $0.key.lowercased() == "x-parse-master-key" }?.value, "ok")
        XCTAssertFalse(recorded.contains { $0.headers.values.contains(Self.masterKey) })
    }

    /// POSTs `{}` to `url` and waits for the answer.
    private func post(_ url: String, headers: [String: String]) throws -> (Data, HTTPURLResponse) {
        var request = URLRequest(url: try XCTUnwrap(URL(string: url)))
        request.httpMethod = "POST"
        request.allHTTPHeaderFields = headers.merging(["Content-Type": "application/json"]) { $1 }
        request.httpBody = Data("{}".utf8)
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var answer: (Data?, URLResponse?)
        URLSession.shared.dataTask(with: request) { data, response, _ in
            answer = (data, response)
            done.signal()
        }.resume()
        XCTAssertEqual(done.wait(timeout: .now() + 30), .success, url)
        return (answer.0 ?? Data(), try XCTUnwrap(answer.1 as? HTTPURLResponse, url))
    }

    /// The stand-in server with the canned answers, in a folder removed when the test ends.
    private func startServer() throws -> ParseSchemasServer {
        let folder = try TemporaryDirectory()
        addTeardownBlock { folder.remove() }
        try folder.write(Self.masterKey, to: "master-key")
        try folder.write(Self.answers, to: "answers.json")
        return try ParseSchemasServer(
            applicationID: Self.applicationID, masterKeyFile: folder.url.appendingPathComponent("master-key"),
            log: folder.url.appendingPathComponent("requests.log"),
            cloud: .init(
                answers: folder.url.appendingPathComponent("answers.json"),
                log: folder.url.appendingPathComponent("cloud.jsonl")))
    }

    /// Checks one run of the app: what it printed and the requests the server received from it.
    private func check(
        _ run: ProcessRunner.Result, requests: [ParseSchemasServer.CloudRequest], synchronousCall: Bool,
        in setting: String
    ) {
        XCTAssertEqual(run.status, 0, "\(setting): the app failed:\n\(run.output)")
        let lines = run.output.split(separator: "\n").map(String.init)
        XCTAssertEqual(Array(lines.prefix(3)), Self.decodedLines, "\(setting): decoded results\n\(run.output)")
        // Parse Server answers a job's start with {} (the status id is in a header): ParseSwift decodes
        // `result` whatever the ReturnType and fails (Documentation/CloudCode.md).
        XCTAssertTrue(
            lines.count > 3 && lines[3].hasPrefix("cleanup: ParseError -1 Error decoding parse-server response")
                && lines[3].contains("result"), "\(setting): the job's answer\n\(run.output)")
        XCTAssertEqual(
            lines.count > 4 ? lines[4] : nil, #"ping: ParseError 141 Invalid function: "ping""#,
            "\(setting): an unknown function\n\(run.output)")
        if synchronousCall {
            XCTAssertEqual(lines.count > 5 ? lines[5] : nil, "averageStars, synchronously: 4.5", run.output)
        }

        let expectedPaths =
            [
                "/parse/functions/averageStars", "/parse/functions/topMovies", "/parse/functions/whoAmI",
                "/parse/jobs/cleanup", "/parse/functions/ping",
            ] + (synchronousCall ? ["/parse/functions/averageStars"] : [])
        XCTAssertEqual(requests.map(\.path), expectedPaths, setting)
        guard requests.count == expectedPaths.count else { return }

        // The body: parameters only, under their wire names; a Parse date, a pointer, the default, the raw option.
        let body = requests[0].body as? [String: Any] ?? [:]
        XCTAssertEqual(
            Set(body.keys), ["movie", "minimum", "sort_order", "limit", "since", "movieRef", "tags", "mood"],
            "\(setting): \(body)")
        XCTAssertEqual(body["movie"] as? String, "The Matrix", setting)
        XCTAssertEqual(body["minimum"] as? Double, 0, setting)
        XCTAssertEqual(body["sort_order"] as? String, "by-date", setting)
        XCTAssertEqual(body["limit"] as? Double, 20, setting)
        XCTAssertEqual(
            body["since"] as? [String: String], ["__type": "Date", "iso": "2024-03-01T10:00:00.123Z"], setting)
        XCTAssertEqual(
            body["movieRef"] as? [String: String], ["__type": "Pointer", "className": "Movie", "objectId": "m1"],
            setting)
        XCTAssertEqual(body["tags"] as? [String], ["classic"], setting)
        XCTAssertEqual(body["mood"] as? String, "happy", setting)
        for request in requests[1...2] {
            XCTAssertEqual(
                (request.body as? [String: Any])?.isEmpty, true, "\(setting): \(request.path) \(request.body)")
        }
        XCTAssertEqual((requests[3].body as? [String: Any])?["days"] as? Double, 7, setting)
        XCTAssertEqual((requests[3].body as? [String: Any])?.count, 1, "\(setting): \(requests[3].body)")

        // The headers ParseSwift sends; the master key only where the app asked for it.
        let installations = Set(requests.compactMap { header("X-Parse-Installation-Id", in: $0) })
        XCTAssertEqual(installations.count, 1, "\(setting): one installation id, \(installations)")
        let requestIDs = Set(requests.compactMap { header("X-Parse-Request-Id", in: $0) })
        XCTAssertEqual(requestIDs.count, requests.count, "\(setting): a request id each, \(requestIDs)")
        for (index, request) in requests.enumerated() {
            XCTAssertEqual(header("X-Parse-Application-Id", in: request), Self.applicationID, setting)
            XCTAssertEqual(header("X-Parse-Client-Key", in: request), Self.clientKey, setting)
            XCTAssertEqual(header("Content-Type", in: request), "application/json", setting)
            XCTAssertEqual(header("X-Parse-Client-Version", in: request)?.hasPrefix("swift"), true, setting)
            let usesMasterKey = index == 2 || index == 3
            XCTAssertEqual(
                header("X-Parse-Master-Key", in: request), usesMasterKey ? "ok" : nil, "\(setting): \(request.path)")
        }
    }

    /// A header's value, whatever the case of its name.
    private func header(_ name: String, in request: ParseSchemasServer.CloudRequest) -> String? {
        request.headers.first { $0.key.lowercased() == name.lowercased() }?.value
    }

    /// The app's manifest in `mode`: one executable with the build plugin, on the ParseSwift stand-in.
    private func manifest(_ mode: AppBuildMode, repository: URL) -> String {
        """
        // swift-tools-version:\(mode.toolsVersion)
        import PackageDescription

        let package = Package(
            name: "CloudApp",
            platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
            dependencies: [
                .package(path: \(AppBuildMode.literal(repository.path))),
                .package(path: \(AppBuildMode.literal(repository.appendingPathComponent("Tests/ParseSwiftStandIn").path))),
            ],
            targets: [
                .executableTarget(
                    name: "CloudApp",
                    dependencies: [.product(name: "ParseSwift", package: "ParseSwiftStandIn")],
                    exclude: ["Schemas"],
                    \(mode.targetSettings)
                    plugins: [.plugin(name: "ParseModelGenPlugin", package: \(AppBuildMode.literal(repository.lastPathComponent)))]
                ),
            ]\(mode.packageSettings)
        )

        """
    }
}
