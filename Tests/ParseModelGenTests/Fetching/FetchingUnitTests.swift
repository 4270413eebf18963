import Foundation
import XCTest

@testable import ParseSchema
@testable import ParseServerSync

/// The fetching stage's parts without a server: the key's secrecy, addresses, normalisation, how answers
/// and connection failures are explained, and the schema file writer.
final class FetchingUnitTests: XCTestCase {
    private let secret = "pmg-unit-key-51d0"

    private func key() throws -> MasterKey {
        try MasterKey.make(secret).get()
    }

    // MARK: The master key

    func testTheKeyIsFoundInASchemaWhereverAStringGoesAndAShortKeyOnlyAsAWholeWord() throws {
        let schema = #"""
            {"results": [
              {"className": "Book", "fields": {"device": {"type": "String", "defaultValue": "dev"}, "n": {"type": "Number", "defaultValue": 31337}},
               "classLevelPermissions": {"find": {"dev": true}}},
              {"className": "dev", "fields": {}}
            ]}
            """#
        let short = try MasterKey.make("dev").get()
        XCTAssertEqual(
            MasterKeyEcho.places(of: short, in: Array(schema.utf8)),
            [
                "Book.fields.device.defaultValue", "Book.classLevelPermissions.find.<master key> (a name)",
                "<master key>.className",
            ])
        let number = try MasterKey.make("31337").get()
        XCTAssertEqual(MasterKeyEcho.places(of: number, in: Array(schema.utf8)), ["Book.fields.n.defaultValue"])
        XCTAssertEqual(MasterKeyEcho.places(of: try key(), in: Array(schema.utf8)), [])
    }

    func testTheKeyPrintsAsAPlaceholderEverywhere() throws {
        let key = try key()
        var dumped = ""
        dump(key, to: &dumped)
        for text in ["\(key)", String(describing: key), String(reflecting: key), dumped, "\([key])"] {
            XCTAssertFalse(text.contains(secret), text)
        }
        XCTAssertEqual("\(key)", "<master key>")
        XCTAssertEqual(key.redacting("bad key \(secret)!"), "bad key <master key>!")
    }

    /// The key is masked where it stands as a value, not inside words (issue 33.8).
    func testTheKeyIsMaskedWhereItStandsAsAValueOnly() throws {
        let short = try MasterKey.make("chec").get()
        XCTAssertEqual(short.redacting("check the key; checked"), "check the key; checked")
        XCTAssertEqual(short.redacting("X-Parse-Master-Key: chec\r\n"), "X-Parse-Master-Key: <master key>\r\n")
        XCTAssertEqual(short.redacting("https://h/p?masterKey=chec&x=1"), "https://h/p?masterKey=<master key>&x=1")
        XCTAssertEqual(
            short.redacting(#"{"masterKey":"chec","n":"chec"}"#), #"{"masterKey":"<master key>","n":"<master key>"}"#)
        XCTAssertEqual(short.redacting("chec"), "<master key>")
        XCTAssertEqual(short.redacting("échec chec_ _chec"), "échec chec_ _chec")
        // A key that begins or ends with a separator is masked whatever stands next to it there.
        let dashed = try MasterKey.make("-k3y-").get()
        XCTAssertEqual(dashed.redacting("a-k3y-b"), "a<master key>b")
        XCTAssertEqual(try key().redacting("key=\(secret)"), "key=<master key>")
        // A key of the recommended length is masked glued to other text too: no word holds it by chance.
        XCTAssertEqual(try key().redacting("x\(secret)y"), "x<master key>y")
        XCTAssertTrue(short.isShorterThanRecommended)
        XCTAssertEqual(short.length, 4)
        XCTAssertFalse(try key().isShorterThanRecommended)
    }

    func testKeysAreTrimmedAndMustFitInAHeader() throws {
        XCTAssertEqual(try MasterKey.make("  \(secret)\n").get().value, secret)
        XCTAssertEqual(MasterKey.make(" \n").failure, .empty)
        XCTAssertEqual(MasterKey.make("a\nb").failure, .notHeaderSafe)
        XCTAssertEqual(MasterKey.make("clé").failure, .notHeaderSafe)
        XCTAssertNil(ApplicationID.problem("my app"))
        XCTAssertNotNil(ApplicationID.problem("app\r\nX-Injected: 1"))
        XCTAssertNotNil(ApplicationID.problem(""))
    }

    // MARK: Addresses

    func testServerAddresses() throws {
        let cases: [(String, String, String)] = [
            ("https://parseapi.back4app.com", "https://parseapi.back4app.com", "https://parseapi.back4app.com/schemas"),
            (
                "https://parseapi.back4app.com/", "https://parseapi.back4app.com",
                "https://parseapi.back4app.com/schemas"
            ),
            ("https://example.com/parse//", "https://example.com/parse", "https://example.com/parse/schemas"),
            ("HTTPS://example.com/parse/schemas/", "https://example.com/parse", "https://example.com/parse/schemas"),
            ("http://localhost:1337/parse", "http://localhost:1337/parse", "http://localhost:1337/parse/schemas"),
        ]
        for (text, display, schemas) in cases {
            let address = try ParseServerAddress.parse(text).get()
            XCTAssertEqual(address.display, display, text)
            XCTAssertEqual(address.schemasURL.absoluteString, schemas, text)
        }
        XCTAssertFalse(try ParseServerAddress.parse("http://localhost:1337/parse").get().sendsKeysInClear)
        XCTAssertFalse(try ParseServerAddress.parse("http://127.0.0.1:1337/parse").get().sendsKeysInClear)
        XCTAssertFalse(try ParseServerAddress.parse("https://example.com/parse").get().sendsKeysInClear)
        XCTAssertTrue(try ParseServerAddress.parse("http://example.com/parse").get().sendsKeysInClear)
        XCTAssertNotNil(ParseServerAddress.parse("example.com/parse").failure)
        XCTAssertNotNil(ParseServerAddress.parse("https:///parse").failure)
    }

    // MARK: Normalisation

    func testNormalisationSortsAndEscapes() throws {
        let body =
            #"{"results":[{"fields":{"b":{"type":"String","defaultValue":"tab\there \u0001"},"a":{"type":"Number","defaultValue":1.50e1}},"className":"Zed"},{"className":"Alpha","fields":{},"fields":{"dropped":{"type":"String"}}}]}"#
        let pulled = try PulledSchema.normalize(Array(body.utf8), contentType: nil, source: "s", masterKey: nil).get()
        XCTAssertEqual(pulled.classNames, ["Alpha", "Zed"])
        XCTAssertEqual(
            String(decoding: pulled.bytes, as: UTF8.self),
            """
            {
              "results": [
                {
                  "className": "Alpha",
                  "fields": {}
                },
                {
                  "className": "Zed",
                  "fields": {
                    "a": {
                      "defaultValue": 1.50e1,
                      "type": "Number"
                    },
                    "b": {
                      "defaultValue": "tab\\there \\u0001",
                      "type": "String"
                    }
                  }
                }
              ]
            }

            """)
    }

    func testAnswersThatAreNotSchemas() throws {
        func failure(_ body: String, contentType: String? = nil) throws -> SchemaPullError {
            try XCTUnwrap(
                PulledSchema.normalize(Array(body.utf8), contentType: contentType, source: "S", masterKey: try key())
                    .failure)
        }
        let errorBody = try failure(#"{"code": 119, "error": "no access for \#(secret)"}"#)
        XCTAssertEqual(errorBody.kind, .parseError)
        XCTAssertEqual(
            errorBody.message,
            "S answered with a Parse error instead of the schema: code 119, \"no access for <master key>\"")
        let element = try failure(#"{"results": [{"className": "A", "fields": {}}, {"className": 3}]}"#)
        XCTAssertEqual(element.kind, .notASchema)
        XCTAssertTrue(element.message.contains("element 2 is not a class schema"), element.message)
        let broken = try failure(#"{"results": [{"className": "A""#)
        XCTAssertEqual(broken.kind, .notJSON)
        XCTAssertTrue(broken.message.hasPrefix("S answered with broken JSON: "), broken.message)
        let empty = try failure("", contentType: "text/plain")
        XCTAssertEqual(
            empty.message, "S answered with something that is not JSON (Content-Type text/plain): an empty body")
        // The key is removed before the quoted start of a body is shortened, so no part of it shows.
        let echoed = try failure(String(repeating: "x", count: 55) + secret)
        XCTAssertFalse(echoed.message.contains(String(secret.prefix(4))), echoed.message)
    }

    // MARK: Explaining failures

    private func request() throws -> SchemaPullRequest {
        SchemaPullRequest(
            server: try ParseServerAddress.parse("https://example.com/parse").get(), applicationID: "app",
            masterKey: try key(), timeout: 2.5)
    }

    func testServerWordsAreQuotedWithoutTheKey() throws {
        let response = HTTPGet.Response(
            status: 403, headers: [:], body: Array(#"{"error": "key \#(secret) refused \u001b[2J"}"#.utf8))
        let error = try XCTUnwrap(SchemaFetcher.interpret(response, request: try request()).failure)
        XCTAssertEqual(error.kind, .unauthorized)
        XCTAssertEqual(
            error.message,
            "https://example.com/parse refused the keys (HTTP 403: \"key <master key> refused \\u{1B}[2J\")")
    }

    func testRedirectsWithoutALocationOrToAnotherSite() throws {
        let bare = try XCTUnwrap(
            SchemaFetcher.interpret(HTTPGet.Response(status: 302, headers: [:], body: []), request: try request())
                .failure)
        XCTAssertEqual(
            bare.message, "https://example.com/parse answered with a redirect (HTTP 302) without saying where to")
        let relative = try XCTUnwrap(
            SchemaFetcher.interpret(
                HTTPGet.Response(status: 308, headers: ["location": "/v2/parse/schemas"], body: []),
                request: try request()
            ).failure)
        XCTAssertEqual(relative.message, "https://example.com/parse redirects (HTTP 308) to /v2/parse/schemas")
        XCTAssertTrue(relative.hint.hasSuffix("pass --server-url https://example.com/v2/parse"), relative.hint)
    }

    func testConnectionFailuresByCode() throws {
        let request = try request()
        XCTAssertEqual(
            SchemaFetcher.explain(
                .transport(code: NSURLErrorSecureConnectionFailed, description: "handshake"), request: request
            ).kind, .tls)
        XCTAssertEqual(
            SchemaFetcher.explain(
                .transport(code: NSURLErrorServerCertificateUntrusted, description: "untrusted"), request: request
            ).kind, .tls)
        XCTAssertEqual(
            SchemaFetcher.explain(
                .transport(code: -1, description: "OpenSSL: SSL routines::wrong version number"), request: request
            ).kind, .tls)
        XCTAssertEqual(
            SchemaFetcher.explain(
                .transport(code: NSURLErrorNotConnectedToInternet, description: "offline"), request: request
            ).kind, .noNetwork)
        XCTAssertEqual(
            SchemaFetcher.explain(.transport(code: NSURLErrorDNSLookupFailed, description: "dns"), request: request)
                .kind, .hostNotFound)
        XCTAssertEqual(
            SchemaFetcher.explain(.transport(code: -1, description: "something else"), request: request).kind,
            .connectionFailed)
        XCTAssertEqual(
            SchemaFetcher.explain(.timedOut, request: request).message,
            "no complete answer from https://example.com/parse within 2.5 seconds")
        XCTAssertEqual(
            SchemaFetcher.explain(.interrupted(received: 10, declared: nil), request: request).message,
            "the connection to example.com closed before the whole answer arrived (10 bytes)")
    }

    // MARK: Writing

    func testTheWriterRefusesLinksAndDirectoriesAndCreatesFolders() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let nested = directory.url.appendingPathComponent("a/b/schema.json").path
        XCTAssertEqual(try SchemaFileWriter.write(Array("one\n".utf8), to: nested), .written)
        XCTAssertEqual(try SchemaFileWriter.write(Array("one\n".utf8), to: nested), .unchanged)
        XCTAssertEqual(
            try SchemaFileWriter.write(Array("one".utf8), to: nested), .written, "a shorter text differs too")
        XCTAssertEqual(try String(contentsOfFile: nested, encoding: .utf8), "one")

        try directory.write("target\n", to: "target.json")
        let link = directory.url.appendingPathComponent("link.json").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "target.json")
        XCTAssertThrowsError(try SchemaFileWriter.write(Array("new\n".utf8), to: link)) { error in
            XCTAssertEqual(
                "\(error)",
                "\(link): is a symbolic link; pull replaces files, never writes through links: name the link's target with --output"
            )
        }
        XCTAssertEqual(
            try String(contentsOf: directory.url.appendingPathComponent("target.json"), encoding: .utf8), "target\n")
        let folder = directory.url.appendingPathComponent("a").path
        XCTAssertThrowsError(try SchemaFileWriter.write(Array("new\n".utf8), to: folder)) { error in
            XCTAssertEqual(
                "\(error)", "\(folder): is a directory; name the file inside it, such as \(folder)/schema.json")
        }
    }
}

extension Result {
    /// The failure, or nil.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
