import Foundation
import ParseSchema
import XCTest

/// The config's `servers` and `defaultServer`: what decodes, and every mistake reported at its position,
/// never repeating a master key written where only its source belongs.
final class ServerEnvironmentsTests: XCTestCase {
    private func decode(_ text: String) throws -> (ServerEnvironments, [String]) {
        let root = try JSONReader.read(Array(text.utf8)).get()
        let decoded = ConfigDecoder.decode(root, path: "c.json")
        return (decoded.config.servers, decoded.diagnostics.map(\.formatted))
    }

    func testServersDecodeWithTheirSourcesAndTheDefault() throws {
        let (servers, diagnostics) = try decode(
            """
            {
              "defaultServer": "dev",
              "servers": {
                "dev": {"url": "http://localhost:1337/parse", "applicationId": "shop-dev", "masterKey": {"env": "PARSE_DEV_MASTER_KEY"}},
                "production": {"url": "https://parseapi.back4app.com", "applicationId": {"env": "PARSE_PROD_APP_ID"}, "masterKey": {"file": "../keys/production.key"}}
              }
            }
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertEqual(servers.names, ["dev", "production"])
        XCTAssertEqual(servers.defaultServer?.name, "dev")
        let dev = try XCTUnwrap(servers.server(named: "dev"))
        XCTAssertEqual(dev.url.value, "http://localhost:1337/parse")
        XCTAssertEqual(dev.applicationID?.value, .value("shop-dev"))
        XCTAssertEqual(dev.masterKey?.value, .environment("PARSE_DEV_MASTER_KEY"))
        XCTAssertEqual(dev.masterKey?.location, SourceLocation(file: "c.json", line: 4, column: 101))
        let production = try XCTUnwrap(servers.server(named: "production"))
        XCTAssertEqual(production.applicationID?.value, .environment("PARSE_PROD_APP_ID"))
        XCTAssertEqual(production.masterKey?.value, .file("../keys/production.key"))
    }

    func testOneServerIsTheDefaultAndSeveralNeedOne() throws {
        let (one, _) = try decode(#"{"servers": {"staging": {"url": "https://example.com/parse"}}}"#)
        XCTAssertEqual(one.defaultServer?.name, "staging")
        let (two, diagnostics) = try decode(
            #"{"servers": {"a": {"url": "https://a.example/parse"}, "b": {"url": "https://b.example/parse"}}}"#)
        XCTAssertEqual(diagnostics, [])
        XCTAssertNil(two.defaultServer)
    }

    func testMistakesAreErrorsAtTheirPositions() throws {
        let (_, diagnostics) = try decode(
            """
            {
              "defaultServer": "prod",
              "servers": {
                "dev": {"url": "localhost:1337", "masterkey": {"env": "X"}},
                "staging": {"applicationId": 3},
                "bad name": {"url": "https://example.com/parse"},
                "production": {"url": "https://example.com/parse", "applicationId": {"env": "1X"}, "masterKey": {"env": "A", "file": "k"}},
                "qa": {"url": "https://qa.example/parse", "masterKey": {"vault": "x"}}
              }
            }
            """)
        XCTAssertEqual(
            diagnostics,
            [
                "c.json:4:38: error: unknown key 'masterkey' in server 'dev'\nc.json:4:38: note: did you mean 'masterKey'?",
                "c.json:4:20: error: the server URL must start with https:// or http://, such as https://example.com/parse or https://parseapi.back4app.com",
                "c.json:5:5: error: server 'staging' has no 'url'\nc.json:5:5: note: add the server's address with its mount path, such as \"url\": \"https://example.com/parse\"",
                "c.json:6:5: error: 'bad name' in 'servers' is not a usable server name\nc.json:6:5: note: use letters, digits, '-', '_' and '.', such as \"dev\" or \"production\"; it is what --server takes",
                "c.json:7:81: error: '1X' is not an environment variable name\nc.json:7:81: note: write the variable's name, such as \"PARSE_DEV_MASTER_KEY\" (letters, digits and '_', not starting with a digit)",
                "c.json:7:101: error: 'masterKey' of server 'production' must have exactly one of 'env', 'file'\nc.json:7:101: note: write {\"env\": ...} or {\"file\": ...}",
                "c.json:8:61: error: unknown key 'vault' in 'masterKey' of server 'qa'\nc.json:8:61: note: known keys: env, file",
                "c.json:8:60: error: 'masterKey' of server 'qa' must have exactly one of 'env', 'file'\nc.json:8:60: note: write {\"env\": ...} or {\"file\": ...}",
                "c.json:2:20: error: 'defaultServer' names the server 'prod', which 'servers' does not list\nc.json:2:20: note: the servers are production, qa",
            ])
    }

    /// A key written in the file is refused without being repeated: the file is committed, and so are CI logs.
    func testAMasterKeyWrittenInTheConfigIsRefusedWithoutRepeatingIt() throws {
        let secret = "pmg-config-secret-51f0"
        let (servers, diagnostics) = try decode(
            #"{"servers": {"dev": {"url": "https://example.com/parse", "masterKey": "\#(secret)"}}}"#)
        XCTAssertEqual(
            diagnostics,
            [
                "c.json:1:71: error: 'masterKey' of server 'dev' must say where the key comes from, not hold it: the config is committed, and the key would be in every clone\nc.json:1:71: note: write {\"env\": \"PARSE_DEV_MASTER_KEY\"} (an environment variable) or {\"file\": \"<path relative to the config>\"}"
            ])
        XCTAssertFalse(diagnostics.joined().contains(secret))
        XCTAssertNil(servers.server(named: "dev")?.masterKey)
    }

    func testADefaultServerWithoutServersSaysHowToAddOne() throws {
        let (_, diagnostics) = try decode(#"{"defaultServer": "dev", "serverz": {}}"#)
        XCTAssertEqual(
            diagnostics,
            [
                "c.json:1:26: error: unknown key 'serverz' in the config\nc.json:1:26: note: did you mean 'servers'?",
                "c.json:1:19: error: 'defaultServer' names the server 'dev', which 'servers' does not list\nc.json:1:19: note: add the server under \"servers\", such as \"servers\": {\"dev\": {\"url\": \"https://example.com/parse\"}}",
            ])
    }

    /// A config of servers only, saved under another name among the schemas, is recognised as a config.
    func testAServersFileAmongTheSchemasIsRecognisedAsAConfig() {
        let found = diagnostics(#"{"defaultServer": "dev", "servers": {"dev": {"url": "https://example.com/parse"}}}"#)
        XCTAssertTrue(
            found.first?.hasPrefix("s.json:1:1: error: this file looks like a parse-model-gen config, not a schema")
                == true, "\(found)")
    }
}
