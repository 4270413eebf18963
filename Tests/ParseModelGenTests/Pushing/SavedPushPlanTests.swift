import Foundation
import XCTest

@testable import ParseSchema
@testable import ParseServerSync

/// Saved push plans (issue 42.5): `push --plan-out` writes the plan with the server's schema state and
/// changes nothing; `push --plan <file> --apply` sends exactly the plan's requests, and only while the
/// server's schema is as the plan saw it. Against the stand-in Parse Server on 127.0.0.1.
final class SavedPushPlanTests: XCTestCase {
    private static let applicationID = "bookstore"
    private static let masterKey = "pmg-saved-plan-key-93e1c4"

    private var work: TemporaryDirectory!
    private var secrets: TemporaryDirectory!
    private var state: TemporaryDirectory!
    private var server: ParseSchemasServer!

    override func setUpWithError() throws {
        work = try TemporaryDirectory()
        secrets = try TemporaryDirectory()
        state = try TemporaryDirectory()
        try secrets.write(Self.masterKey + "\n", to: "server-key")
        server = try ParseSchemasServer(
            applicationID: Self.applicationID, masterKeyFile: secrets.url.appendingPathComponent("server-key"),
            log: secrets.url.appendingPathComponent("requests.log"), state: state.url)
    }

    override func tearDown() {
        server?.stop()
        work?.remove()
        secrets?.remove()
        state?.remove()
    }

    private var environment: [String: String] {
        var environment = ["PARSE_APPLICATION_ID": Self.applicationID, "PARSE_MASTER_KEY": Self.masterKey]
        for name in ["PATH", "HOME", "TMPDIR"] {
            environment[name] = ProcessInfo.processInfo.environment[name]
        }
        return environment
    }

    private func run(_ arguments: [String], file: StaticString = #filePath, line: UInt = #line) throws
        -> CommandLineRunner.Result
    {
        let result = try CommandLineRunner.run(arguments, in: work.url, environment: environment)
        XCTAssertFalse(
            result.standardOutput.contains(Self.masterKey), "the key is in the output", file: file, line: line)
        XCTAssertFalse(
            result.standardError.contains(Self.masterKey), "the key is in the errors", file: file, line: line)
        return result.withoutSendingNote
    }

    private func writes() -> [String] {
        server.requests().filter { $0.hasPrefix("POST ") || $0.hasPrefix("PUT ") || $0.hasPrefix("DELETE ") }
            .map { $0.components(separatedBy: " app-id=")[0] }
    }

    /// A server with Book (title, year; 2 objects) and an empty Legacy; the internal _Hooks.
    private func store(_ name: String, bookFields: String = #""title": {"type": "String"}, "year": {"type": "Number"}"#)
        throws -> PushServerStore
    {
        try PushServerStore(
            name, in: state.url,
            classes: [
                PushServerStore.listedClass("Book", fields: bookFields),
                PushServerStore.listedClass("Legacy", fields: #""note": {"type": "String"}"#),
                #"{"className": "_Hooks", "fields": {"functionName": {"type": "String"}}, "classLevelPermissions": {}}"#,
            ],
            objects:
                #"{"Book": [{"objectId": "b1", "title": "Dune", "year": 1965}, {"objectId": "b2", "title": "Emma"}]}"#)
    }

    /// The files: Book gains pages, a new Review; Legacy left out (a deletion, held back without --allow-deletions).
    private func writeSchema() throws {
        try work.write(
            #"""
            [{"className": "Book", "fields": {"title": {"type": "String"}, "year": {"type": "Number"}, "pages": {"type": "Number"}}},
             {"className": "Review", "fields": {"rating": {"type": "Number", "required": true, "defaultValue": 3}}}]
            """#, to: "Schemas/schema.json")
    }

    private func plan(_ url: String, _ options: [String] = [], file: StaticString = #filePath, line: UInt = #line)
        throws -> String
    {
        let result = try run(
            ["push", "Schemas", "--server-url", url, "--plan-out", "plan.json"] + options, file: file, line: line)
        XCTAssertEqual(result.status, 0, result.standardError, file: file, line: line)
        return try String(contentsOf: work.url.appendingPathComponent("plan.json"), encoding: .utf8)
    }

    /// Writes `text` changed by `change`; signed with `key` (as push signs with the master key) when given.
    private func edit(_ text: String, _ change: (String) -> String, signedWith key: String?) throws {
        var edited = change(text)
        if let key {
            // Signs the edit as push would, so that what is refused is the edit itself, not the checksum.
            guard case .success(let masterKey) = MasterKey.make(key),
                case .success(let root) = JSONReader.read(Array(edited.utf8)),
                let signed = SavedPushPlan.signedText(of: root),
                let range = edited.range(of: #""checksum": "[0-9a-f]{64}""#, options: .regularExpression)
            else { return XCTFail("the edited plan does not read") }
            let checksum = SavedPushPlan.checksum(of: signed, key: masterKey)
            edited.replaceSubrange(range, with: #""checksum": "\#(checksum)""#)
        }
        try work.write(edited, to: "plan.json")
    }

    func testAPlanAppliesExactlyAsSavedAndNeverReDiffsTheFiles() throws {
        let store = try store("apply")
        try writeSchema()
        let url = server.url("/m/state/apply/parse")
        let before = try Data(contentsOf: store.file)
        let text = try plan(url)
        XCTAssertEqual(writes(), [], "--plan-out changed the server")
        XCTAssertEqual(try Data(contentsOf: store.file), before)
        XCTAssertFalse(text.contains(Self.masterKey))
        // The file is push --format json's document plus "plan", so one schema describes both.
        try JSONSchemaValidator.requireValidator()
        XCTAssertNil(try JSONSchemaValidator.problems(of: text, schema: "changes.schema.json"), text)
        let document = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let saved = try XCTUnwrap(document["plan"] as? [String: Any])
        XCTAssertEqual(saved["server"] as? String, url)
        XCTAssertEqual(saved["applicationId"] as? String, Self.applicationID)
        let states = try XCTUnwrap((saved["schema"] as? [String: Any])?["classes"] as? [String: String])
        XCTAssertEqual(states.keys.sorted(), ["Book", "Legacy"], "internal classes are no part of the state")
        XCTAssertEqual(
            (saved["requests"] as? [[String: Any]])?.map { "\($0["method"] ?? "") \($0["class"] ?? "")" },
            ["POST Review", "PUT Book"])

        // Checking the plan reads the server and sends nothing.
        let checked = try run(["push", "--plan", "plan.json", "--server-url", url])
        XCTAssertEqual(checked.status, 0, checked.standardError)
        XCTAssertEqual(
            checked.standardOutput,
            "The plan in plan.json still applies: the schema of \(url) is as the plan saw it. With --apply, push sends 2 requests.\n"
        )
        XCTAssertEqual(writes(), [])

        // The files change after the plan was reviewed: the plan, not the files, is applied.
        try work.write(#"[{"className": "Other", "fields": {}}]"#, to: "Schemas/schema.json")
        let applied = try run(["push", "--plan", "plan.json", "--server-url", url, "--apply"])
        // Legacy's removal was held back when the plan was made: the server still differs (1).
        XCTAssertEqual(applied.status, 1, applied.standardError)
        XCTAssertEqual(
            applied.standardOutput,
            """
            Applying the plan in plan.json to \(url): 2 requests.
            applied: POST /schemas/Review (create class Review with 1 field)
            applied: PUT /schemas/Book (add field pages)
            Applied 2 of 2 requests to \(url).

            """)
        XCTAssertEqual(
            applied.standardError,
            "error: \(url) still differs from the files: 1 change of the plan was held back or refused\n")
        XCTAssertEqual(writes(), ["POST /m/state/apply/parse/schemas/Review", "PUT /m/state/apply/parse/schemas/Book"])
        XCTAssertEqual(try store.classNames(), ["Book", "Legacy", "Review", "_Hooks"])
        XCTAssertEqual(try store.field("pages", of: "Book"), ["type": "Number"])
        XCTAssertEqual(
            try store.field("rating", of: "Review"), ["type": "Number", "required": true, "defaultValue": 3])

        // Applied once, the plan no longer matches the server it changed.
        let again = try run(["push", "--plan", "plan.json", "--server-url", url, "--apply"])
        XCTAssertEqual(again.status, 2, again.standardError)
        XCTAssertEqual(writes().count, 2)
    }

    /// With --format json the plan shown is the document without `plan`; the file is the same document with it.
    func testTheSavedPlanIsTheShownDocumentPlusItsRequests() throws {
        _ = try store("json")
        try writeSchema()
        let url = server.url("/m/state/json/parse")
        let shown = try run(["push", "Schemas", "--server-url", url, "--plan-out", "plan.json", "--format", "json"])
        XCTAssertEqual(shown.status, 0, shown.standardError)
        let text = try String(contentsOf: work.url.appendingPathComponent("plan.json"), encoding: .utf8)
        var saved = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let printed = try XCTUnwrap(
            JSONSerialization.jsonObject(with: Data(shown.standardOutput.utf8)) as? [String: Any])
        XCTAssertNil(printed["plan"])
        XCTAssertNotNil(saved.removeValue(forKey: "plan"))
        XCTAssertEqual(NSDictionary(dictionary: saved), NSDictionary(dictionary: printed))
        XCTAssertEqual(writes(), [])
    }

    func testAPlanWithEverythingAllowedExitsZero() throws {
        let store = try store("all")
        try writeSchema()
        let url = server.url("/m/state/all/parse")
        _ = try plan(url, ["--allow-deletions"])
        let applied = try run(["push", "--plan", "plan.json", "--server-url", url, "--apply"])
        XCTAssertEqual(applied.status, 0, applied.standardError)
        XCTAssertEqual(try store.classNames(), ["Book", "Review", "_Hooks"])
        XCTAssertEqual(
            writes(),
            [
                "POST /m/state/all/parse/schemas/Review", "PUT /m/state/all/parse/schemas/Book",
                "DELETE /m/state/all/parse/schemas/Legacy",
            ])
    }

    func testAPlanMadeBeforeTheServerChangedIsRefusedAndNothingIsSent() throws {
        _ = try store("drift")
        try writeSchema()
        let url = server.url("/m/state/drift/parse")
        _ = try plan(url)
        // Someone edits Book in the dashboard and adds a class; an internal class changing is no drift.
        _ = try PushServerStore(
            "drift", in: state.url,
            classes: [
                PushServerStore.listedClass(
                    "Book",
                    fields: #""title": {"type": "String"}, "year": {"type": "Number"}, "isbn": {"type": "String"}"#),
                PushServerStore.listedClass("Legacy", fields: #""note": {"type": "String"}"#),
                PushServerStore.listedClass("Extra", fields: ""),
                #"{"className": "_Hooks", "fields": {"functionName": {"type": "String"}, "url": {"type": "String"}}, "classLevelPermissions": {}}"#,
            ])
        let refused = try run(["push", "--plan", "plan.json", "--server-url", url, "--apply"])
        XCTAssertEqual(refused.status, 2, refused.standardError)
        XCTAssertEqual(refused.standardOutput, "")
        XCTAssertEqual(
            refused.standardError,
            """
            error: the schema of \(url) changed since the plan in plan.json was made: class Book changed; class Extra added; nothing was sent
            note: make a new plan from what the server has now (push <schema> --plan-out plan.json), review it, and apply that

            """)
        XCTAssertEqual(writes(), [])
        let checked = try run(["push", "--plan", "plan.json", "--server-url", url])
        XCTAssertEqual(checked.status, 2, checked.standardError)
    }

    func testAPlanGoesOnlyToTheServerItWasMadeFor() throws {
        _ = try store("one")
        _ = try store("two")
        try writeSchema()
        let one = server.url("/m/state/one/parse")
        let two = server.url("/m/state/two/parse")
        _ = try plan(one)
        let elsewhere = try run(["push", "--plan", "plan.json", "--server-url", two, "--apply"])
        XCTAssertEqual(elsewhere.status, 2, elsewhere.standardError)
        XCTAssertTrue(
            elsewhere.standardError.hasPrefix(
                "error: the plan in plan.json was made for \(one) (application id bookstore), not for \(two) (application id bookstore); nothing was sent\n"
            ), elsewhere.standardError)
        XCTAssertFalse(server.requests().contains { $0.contains("/two/") }, "the other server was asked")
        XCTAssertEqual(writes(), [])
    }

    func testMalformedAndEditedPlansAreRefusedAtTheirPlace() throws {
        _ = try store("bad")
        try writeSchema()
        let url = server.url("/m/state/bad/parse")
        let text = try plan(url)
        func apply() throws -> CommandLineRunner.Result {
            try run(["push", "--plan", "plan.json", "--server-url", url, "--apply"])
        }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        func line(of fragment: String) -> Int {
            (lines.firstIndex { $0.contains(fragment) } ?? -1) + 1
        }
        let key: String? = Self.masterKey
        let cases: [(String, (String) -> String, String?, String)] = [
            (
                "cut short", { String($0.prefix($0.count / 2)) }, nil, "plan.json:"
            ),
            (
                "a body edited",
                { $0.replacingOccurrences(of: #""pages":{"type":"Number"}"#, with: #""pages":{"type":"String"}"#) },
                nil,
                "plan.json:\(line(of: "\"checksum\"")):17: error: the plan's checksum does not match its contents"
            ),
            (
                "a field deleted and signed without the master key",
                { $0.replacingOccurrences(of: #""pages":{"type":"Number"}"#, with: #""year":{"__op":"Delete"}"#) },
                "not-the-master-key-0123456789",
                "plan.json:\(line(of: "\"checksum\"")):17: error: the plan's checksum does not match its contents"
            ),
            (
                "an internal class, signed",
                { $0.replacingOccurrences(of: #""class": "Book""#, with: #""class": "_Hooks""#) },
                key, "plan.json:\(line(of: "\"method\": \"PUT\"")):7: error: push never changes class _Hooks"
            ),
            (
                "a class created twice, signed",
                { $0.replacingOccurrences(of: #""method": "PUT""#, with: #""method": "POST""#) }, key,
                "plan.json:\(line(of: "\"method\": \"PUT\"")):7: error: POST creates class Book, which the server already had"
            ),
            (
                "a body member push never sends, signed",
                {
                    $0.replacingOccurrences(of: #""body": {"className""#, with: #""body": {"objects": {}, "className""#)
                },
                key, "plan.json:\(line(of: "\"method\": \"POST\"")):"
            ),
            (
                "no plan", { $0.replacingOccurrences(of: #""plan": {"#, with: #""notPlan": {"#) }, nil,
                "plan.json:1:1: error: the file has no \"plan\": it is not a saved push plan"
            ),
        ]
        let asked = server.requests().count
        for (name, change, signer, expected) in cases {
            try edit(text, change, signedWith: signer)
            XCTAssertNotEqual(
                try String(contentsOf: work.url.appendingPathComponent("plan.json"), encoding: .utf8), text, name)
            let result = try apply()
            XCTAssertEqual(result.status, 2, "\(name): \(result.standardError)")
            XCTAssertTrue(result.standardError.hasPrefix(expected), "\(name): \(result.standardError)")
            XCTAssertTrue(
                result.standardError.hasSuffix("error: plan.json is not a plan push can apply; nothing was sent\n"),
                "\(name): \(result.standardError)")
            XCTAssertEqual(server.requests().count, asked, "\(name): the server was asked before the plan was read")
        }
    }

    /// A server that echoes the master key as a class name would put the key into the plan: nothing is written.
    func testAPlanThatWouldHoldTheMasterKeyIsNotWritten() throws {
        _ = try PushServerStore(
            "echo", in: state.url,
            classes: [
                PushServerStore.listedClass("Book", fields: #""title": {"type": "String"}"#),
                PushServerStore.listedClass(Self.masterKey, fields: ""),
            ])
        try writeSchema()
        let key = Self.masterKey
        let result = try CommandLineRunner.run(
            ["push", "Schemas", "--server-url", server.url("/m/state/echo/parse"), "--plan-out", "plan.json"],
            in: work.url, environment: environment)
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertFalse(result.standardOutput.contains(key) || result.standardError.contains(key))
        XCTAssertTrue(
            result.standardError.contains("error: the plan would hold the master key"), result.standardError)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work.url.appendingPathComponent("plan.json").path))
    }

    func testTheCommandLineKeepsPlanningAndApplyingApart() throws {
        let url = server.url("/m/state/none/parse")
        for arguments in [
            ["push", "Schemas", "--server-url", url, "--plan-out", "plan.json", "--apply"],
            ["push", "Schemas", "--plan", "plan.json", "--server-url", url],
            ["push", "--plan", "plan.json", "--server-url", url, "--allow-deletions"],
            ["push", "--plan", "plan.json", "--server-url", url, "--format", "json"],
            ["push", "--plan", "plan.json", "--server-url", url, "--plan-out", "other.json"],
        ] {
            let result = try run(arguments)
            XCTAssertEqual(result.status, 64, "\(arguments): \(result.standardError)")
        }
    }

    /// RFC 4231's test cases 1, 2 and 6 (a key longer than a block).
    func testHMACSHA256() {
        XCTAssertEqual(
            SHA256.hmacHex(key: [UInt8](repeating: 0x0b, count: 20), message: Array("Hi There".utf8)),
            "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        XCTAssertEqual(
            SHA256.hmacHex(key: Array("Jefe".utf8), message: Array("what do ya want for nothing?".utf8)),
            "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        XCTAssertEqual(
            SHA256.hmacHex(
                key: [UInt8](repeating: 0xaa, count: 131),
                message: Array("Test Using Larger Than Block-Size Key - Hash Key First".utf8)),
            "60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54")
    }

    /// FIPS 180-4's examples, and every length around the padding's block boundaries against Python's hashlib.
    func testSHA256() throws {
        XCTAssertEqual(SHA256.hex(""), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        XCTAssertEqual(SHA256.hex("abc"), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        XCTAssertEqual(
            SHA256.hex("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"),
            "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
        XCTAssertEqual(
            SHA256.hex([UInt8](repeating: 0x61, count: 1_000_000)),
            "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
        let python = Process()
        python.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        python.arguments = [
            "python3", "-c",
            "import hashlib\nfor n in range(0, 200): print(hashlib.sha256(bytes((i * 7 + n) % 256 for i in range(n))).hexdigest())",
        ]
        let output = Pipe()
        python.standardOutput = output
        try python.run()
        let expected = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        python.waitUntilExit()
        XCTAssertEqual(expected.count, 200)
        for (length, digest) in expected.enumerated() {
            let bytes = (0..<length).map { UInt8((($0 * 7) + length) % 256) }
            XCTAssertEqual(SHA256.hex(bytes), digest, "length \(length)")
        }
    }
}
