import Foundation
import XCTest

/// `parse-model-gen push` against the stand-in Parse Server, whose schema write routes follow Parse
/// Server's rules: every case through the command line, with its exit code, its printed plan or report,
/// and what the server holds afterwards (its store file) and was sent (its request log).
final class PushCommandTests: XCTestCase {
    private static let applicationID = "bookstore"
    private static let masterKey = "pmg-push-key-5d82a1f0"

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
            log: secrets.url.appendingPathComponent("requests.log"), state: state.url
        )
    }

    override func tearDown() {
        server?.stop()
        work?.remove()
        secrets?.remove()
        state?.remove()
    }

    // MARK: Helpers

    private var environment: [String: String] {
        var environment = ["PARSE_APPLICATION_ID": Self.applicationID, "PARSE_MASTER_KEY": Self.masterKey]
        for name in ["PATH", "HOME", "TMPDIR"] {
            environment[name] = ProcessInfo.processInfo.environment[name]
        }
        return environment
    }

    /// The server address of `store`, with faults placed before `/parse`.
    private func address(_ store: String, _ faults: String = "") -> String {
        server.url("/m/state/\(store)\(faults)/parse")
    }

    private func run(
        _ arguments: [String], environment: [String: String]? = nil, file: StaticString = #filePath, line: UInt = #line
    ) throws -> CommandLineRunner.Result {
        let result = try CommandLineRunner.run(arguments, in: work.url, environment: environment ?? self.environment)
        XCTAssertFalse(
            result.standardOutput.contains(Self.masterKey), "the master key is in the output", file: file, line: line)
        XCTAssertFalse(
            result.standardError.contains(Self.masterKey), "the master key is in the error output", file: file,
            line: line)
        return result.withoutSendingNote
    }

    private func push(
        _ schema: String, to url: String, _ options: [String] = [], file: StaticString = #filePath, line: UInt = #line
    ) throws -> CommandLineRunner.Result {
        try run(["push", schema, "--server-url", url] + options, file: file, line: line)
    }

    /// The write requests the server received (POST, PUT, DELETE).
    private func writes() -> [String] {
        server.requests().filter { $0.hasPrefix("POST ") || $0.hasPrefix("PUT ") || $0.hasPrefix("DELETE ") }
    }

    /// A library server: Book (3 objects, 2 with a year), an empty Legacy, Orders with 2 objects, _User
    /// with a custom field, and the internal _Hooks.
    private func libraryStore(_ name: String) throws -> PushServerStore {
        try PushServerStore(
            name, in: state.url,
            classes: [
                PushServerStore.listedClass(
                    "Book",
                    fields:
                        #""title": {"type": "String"}, "year": {"type": "Number"}, "genre": {"type": "Pointer", "targetClass": "Genre"}"#,
                    indexes: #"{"_id_": {"_id": 1}, "title_1": {"title": 1}}"#),
                PushServerStore.listedClass("Legacy", fields: #""note": {"type": "String"}"#),
                PushServerStore.listedClass("Orders", fields: #""total": {"type": "Number"}"#),
                PushServerStore.listedClass(
                    "_User",
                    fields:
                        #""username": {"type": "String"}, "password": {"type": "String"}, "email": {"type": "String"}, "emailVerified": {"type": "Boolean"}, "authData": {"type": "Object"}, "nickname": {"type": "String"}"#
                ),
                #"{"className": "_Hooks", "fields": {"functionName": {"type": "String"}, "className": {"type": "String"}, "triggerName": {"type": "String"}, "url": {"type": "String"}}, "classLevelPermissions": {}}"#,
            ],
            objects: #"""
                {"Book": [{"objectId": "b1", "title": "Dune", "year": 1965}, {"objectId": "b2", "title": "Emma", "year": 1815}, {"objectId": "b3", "title": "Untitled"}],
                 "Orders": [{"objectId": "o1", "total": 3}, {"objectId": "o2", "total": 5}]}
                """#)
    }

    /// The library's schema file: Book retyped, widened and with new permissions and an index; a new
    /// Review; a new _User field; Legacy and Orders left out; the internal _PushStatus listed.
    private func writeLibrarySchema() throws {
        try work.write(
            #"""
            {"results": [
             {"className": "Book", "fields": {"title": {"type": "String"}, "year": {"type": "String"}, "genre": {"type": "Pointer", "targetClass": "Genre"}, "pages": {"type": "Number"}},
              "classLevelPermissions": {"find": {"*": true}, "count": {"*": true}, "get": {"*": true}, "create": {"requiresAuthentication": true}, "update": {"requiresAuthentication": true}, "delete": {}, "addField": {}, "protectedFields": {"*": []}},
              "indexes": {"_id_": {"_id": 1}, "title_1": {"title": 1}, "pages_1": {"pages": 1}}},
             {"className": "Review", "fields": {"rating": {"type": "Number", "required": true, "defaultValue": 3}, "book": {"type": "Pointer", "targetClass": "Book"}},
              "classLevelPermissions": {"find": {"*": true}, "get": {"*": true}, "create": {"requiresAuthentication": true}}},
             {"className": "_User", "fields": {"nickname": {"type": "String"}, "avatar": {"type": "File"}}},
             {"className": "_PushStatus", "fields": {}}
            ]}
            """#, to: "schema.json")
    }

    private func libraryPlan(_ url: String, allowed: Bool) -> String {
        let needs = allowed ? "destroying" : "destroying, needs --allow-deletions"
        return """
            Push plan from schema.json to \(url):
            + class Review [adding]
                + book: Pointer<Book>
                + rating: Number, required, default 3
                + class-level permissions: create, find, get
            ~ class Book
                + pages: Number [adding]
                ~ year: type Number -> String [\(needs): deleted and added again, so its values in 2 objects are lost]
                ~ class-level permissions: removed addField, delete; changed create, update [changing]
                ~ indexes: added pages_1 [adding]
            ~ class _User
                + avatar: File [adding]
            - class Legacy [\(needs): the class is empty; its fields, permissions and indexes go]
            - class Orders [refused: it holds 2 objects, and Parse Server never drops a class that holds objects]
            5 classes differ: 1 added, 2 removed, 2 changed.
            Left alone: _PushStatus (Parse Server's internal class, which push never changes).

            """
    }

    // MARK: The plan

    func testTheDryRunPrintsTheMarkedPlanAndSendsNoWrite() throws {
        let store = try libraryStore("dry")
        let before = try Data(contentsOf: store.file)
        try writeLibrarySchema()
        let url = address("dry")
        // A plan shown is a success, as for diff; --exit-code makes "the server differs" exit 1.
        let result = try push("schema.json", to: url)
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            result.standardOutput,
            libraryPlan(url, allowed: false) + """
                2 destroying changes are held back: review what they lose, then pass --allow-deletions to make them.
                Dry run: nothing was changed. With --apply, push sends 3 requests.

                """)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(writes(), [])
        XCTAssertEqual(try Data(contentsOf: store.file), before, "a dry run changed the server")
        // It read the schema and counted what the destroying changes would lose, nothing else.
        XCTAssertEqual(
            server.requests().map { $0.components(separatedBy: " app-id=")[0] },
            [
                "/m/state/dry/parse/schemas",
                #"/m/state/dry/parse/classes/Book?limit=0&count=1&where=%7B%22year%22:%7B%22$exists%22:true%7D%7D"#,
                "/m/state/dry/parse/classes/Legacy?limit=0&count=1",
                "/m/state/dry/parse/classes/Orders?limit=0&count=1",
            ])

        let differs = try push("schema.json", to: url, ["--exit-code"])
        XCTAssertEqual(differs.status, 1, differs.standardError)
        XCTAssertEqual(differs.standardOutput, result.standardOutput)
        XCTAssertEqual(differs.standardError, "")

        let allowed = try push("schema.json", to: url, ["--allow-deletions"])
        XCTAssertEqual(allowed.status, 0, allowed.standardError)
        XCTAssertEqual(
            allowed.standardOutput,
            libraryPlan(url, allowed: true) + "Dry run: nothing was changed. With --apply, push sends 5 requests.\n")
        XCTAssertEqual(writes(), [])
        XCTAssertEqual(try Data(contentsOf: store.file), before)
    }

    /// `--format json` (issue 42.5): the plan as one document, each change at its place in the file, with
    /// its status, the loss or reason, and the objects the server counted.
    func testThePlanAsJSONNamesEachChangesStatusAndObjects() throws {
        _ = try libraryStore("json")
        try writeLibrarySchema()
        let url = address("json")
        let result = try push("schema.json", to: url, ["--format", "json", "--exit-code"])
        XCTAssertEqual(result.status, 1, result.standardError)
        let json = try XCTUnwrap(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        XCTAssertEqual(json["command"] as? String, "push")
        let changes = try XCTUnwrap(json["changes"] as? [[String: Any]])
        func brief(_ change: [String: Any]) -> String {
            ["class", "field", "change", "status", "objects", "line", "column", "severity"].map { key in
                change[key].map { $0 is NSNull ? "null" : "\($0)" } ?? "missing"
            }.joined(separator: " ")
        }
        XCTAssertEqual(
            changes.map(brief),
            [
                "Review null class-added adding null 5 16 error",
                "Review book field-added adding null 5 104 error",
                "Review rating field-added adding null 5 37 error",
                "Book pages field-added adding null 2 146 error",
                "Book year type-changed needs --allow-deletions 2 2 64 error",
                "Book null permissions-changed changing null 2 16 error",
                "Book null indexes-changed adding null 2 16 error",
                "_User avatar field-added adding null 7 68 error",
                "Legacy null class-removed needs --allow-deletions 0 null null error",
                "Orders null class-removed refused 2 null null error",
            ], result.standardOutput)
        let year = changes.first { $0["field"] as? String == "year" }
        XCTAssertEqual(year?["from"] as? String, "Number")
        XCTAssertEqual(year?["to"] as? String, "String")
        XCTAssertEqual(
            year?["reason"] as? String, "deleted and added again, so its values in 2 objects are lost")
        XCTAssertEqual(
            changes.first { $0["class"] as? String == "Orders" }?["reason"] as? String,
            "it holds 2 objects, and Parse Server never drops a class that holds objects")
        XCTAssertEqual(
            json["summary"] as? [String: Int],
            ["classes": 3, "added": 1, "removed": 2, "changed": 2, "requests": 3, "heldBack": 2, "refused": 1])
        XCTAssertEqual(writes(), [], "a plan changed the server")
        try assertFollowsTheChangesSchema(result.standardOutput)
        let apply = try push("schema.json", to: url, ["--format", "json", "--apply"])
        XCTAssertEqual(apply.status, 64, apply.standardError)
    }

    /// Checks `document` against Documentation/changes.schema.json with Python's jsonschema, where it is
    /// installed (ChangeListJSONTests checks diff's documents the same way).
    private func assertFollowsTheChangesSchema(
        _ document: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import jsonschema"]
        probe.standardError = FileHandle.nullDevice
        try probe.run()
        probe.waitUntilExit()
        guard probe.terminationStatus == 0 else { return }
        let schema = GoldenCase.repositoryDirectory.appendingPathComponent("Documentation/changes.schema.json")
        try work.write(document, to: "plan.json")
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = [
            "python3", "-c",
            "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))",
            schema.path, work.url.appendingPathComponent("plan.json").path,
        ]
        try check.run()
        check.waitUntilExit()
        XCTAssertEqual(
            check.terminationStatus, 0, "the plan does not follow changes.schema.json", file: file, line: line)
    }

    /// A count the server does not answer (HTTP 404 here) holds back only the change it was for, marked
    /// "objects unknown" with the reason, even with --allow-deletions; the rest of the plan is shown and applied.
    func testAnUnansweredCountHoldsBackOnlyItsChange() throws {
        let store = try libraryStore("nocount")
        try writeLibrarySchema()
        let url = address("nocount", "/nocount/Legacy")
        let result = try push("schema.json", to: url, ["--allow-deletions"])
        XCTAssertEqual(result.status, 0, result.standardError)
        // The message names the route that failed, not the server (issue 42.6).
        let refusal = "GET \(url)/classes/Legacy refused (HTTP 404)"
        XCTAssertEqual(
            result.standardOutput,
            """
            Push plan from schema.json to \(url):
            + class Review [adding]
                + book: Pointer<Book>
                + rating: Number, required, default 3
                + class-level permissions: create, find, get
            ~ class Book
                + pages: Number [adding]
                ~ year: type Number -> String [destroying: deleted and added again, so its values in 2 objects are lost]
                ~ class-level permissions: removed addField, delete; changed create, update [changing]
                ~ indexes: added pages_1 [adding]
            ~ class _User
                + avatar: File [adding]
            - class Legacy [held back, objects unknown: \(refusal)]
            - class Orders [refused: it holds 2 objects, and Parse Server never drops a class that holds objects]
            5 classes differ: 1 added, 2 removed, 2 changed.
            Left alone: _PushStatus (Parse Server's internal class, which push never changes).
            1 destroying change is held back because the server did not answer how many objects it destroys (GET /classes/<class>?count=1); run push again once it does.
            Dry run: nothing was changed. With --apply, push sends 4 requests.

            """)
        XCTAssertEqual(result.standardError, "")

        let applied = try push("schema.json", to: url, ["--apply", "--allow-deletions"])
        XCTAssertEqual(applied.status, 1, applied.standardError)
        XCTAssertTrue(applied.standardOutput.contains("Applied 4 of 4 requests to \(url)."), applied.standardOutput)
        XCTAssertEqual(
            applied.standardError,
            "error: \(url) still differs from the files: 2 changes were held back or refused (see above)\n")
        XCTAssertEqual(
            try store.classNames(), ["Book", "Legacy", "Orders", "Review", "_Hooks", "_User"],
            "a class whose objects were not counted was dropped")
        XCTAssertEqual(try store.field("year", of: "Book"), ["type": "String"])
    }

    func testApplyMakesTheSafeChangesThenTheDestroyingOnesOnlyWhenAllowed() throws {
        let store = try libraryStore("apply")
        let hooks = try store.schema("_Hooks")
        let orders = try store.schema("Orders")
        try writeLibrarySchema()
        let url = address("apply")

        let safe = try push("schema.json", to: url, ["--apply"])
        XCTAssertEqual(safe.status, 1, safe.standardError)
        XCTAssertEqual(
            safe.standardOutput,
            libraryPlan(url, allowed: false) + """
                2 destroying changes are held back: review what they lose, then pass --allow-deletions to make them.
                applied: POST /schemas/Review (create class Review with 2 fields, class-level permissions)
                applied: PUT /schemas/Book (add field pages; set the class-level permissions; add index pages_1)
                applied: PUT /schemas/_User (add field avatar)
                Applied 3 of 3 requests to \(url).

                """)
        XCTAssertEqual(
            safe.standardError,
            "error: \(url) still differs from the files: 3 changes were held back or refused (see above)\n")
        XCTAssertEqual(try store.classNames(), ["Book", "Legacy", "Orders", "Review", "_Hooks", "_User"])
        XCTAssertEqual(
            try store.field("rating", of: "Review"), ["type": "Number", "required": true, "defaultValue": 3])
        XCTAssertEqual(try store.field("book", of: "Review"), ["type": "Pointer", "targetClass": "Book"])
        XCTAssertEqual(
            try store.schema("Review")?["classLevelPermissions"] as? NSDictionary,
            [
                "find": ["*": true], "get": ["*": true], "create": ["requiresAuthentication": true],
                "count": [:], "update": [:], "delete": [:], "addField": [:], "protectedFields": [:],
            ])
        XCTAssertEqual(try store.field("pages", of: "Book"), ["type": "Number"])
        XCTAssertEqual(try store.field("year", of: "Book"), ["type": "Number"], "a held-back retype was applied")
        XCTAssertEqual(
            (try store.schema("Book")?["classLevelPermissions"] as? NSDictionary)?["create"] as? NSDictionary,
            ["requiresAuthentication": true])
        XCTAssertEqual(
            try store.schema("Book")?["indexes"] as? NSDictionary,
            ["_id_": ["_id": 1], "title_1": ["title": 1], "pages_1": ["pages": 1]])
        XCTAssertEqual(try store.field("avatar", of: "_User"), ["type": "File"])
        XCTAssertEqual(try store.objects(of: "Book").compactMap { $0["year"] as? Int }, [1965, 1815])

        let destroying = try push("schema.json", to: url, ["--apply", "--allow-deletions"])
        XCTAssertEqual(destroying.status, 1, destroying.standardError)
        XCTAssertEqual(
            destroying.standardOutput,
            """
            Push plan from schema.json to \(url):
            ~ class Book
                ~ year: type Number -> String [destroying: deleted and added again, so its values in 2 objects are lost]
            - class Legacy [destroying: the class is empty; its fields, permissions and indexes go]
            - class Orders [refused: it holds 2 objects, and Parse Server never drops a class that holds objects]
            3 classes differ: 2 removed, 1 changed.
            Left alone: _PushStatus (Parse Server's internal class, which push never changes).
            applied: PUT /schemas/Book (delete field year)
            applied: PUT /schemas/Book (add field year)
            applied: DELETE /schemas/Legacy (drop class Legacy)
            Applied 3 of 3 requests to \(url).

            """)
        XCTAssertEqual(
            destroying.standardError,
            "error: \(url) still differs from the files: 1 change was held back or refused (see above)\n")
        XCTAssertEqual(try store.classNames(), ["Book", "Orders", "Review", "_Hooks", "_User"])
        XCTAssertEqual(try store.field("year", of: "Book"), ["type": "String"])
        XCTAssertEqual(try store.objects(of: "Book").compactMap { $0["year"] }.count, 0)
        XCTAssertEqual(try store.schema("Orders"), orders)
        XCTAssertEqual(try store.schema("_Hooks"), hooks, "push changed a Parse Server internal class")
        XCTAssertNil(try store.schema("_PushStatus"))

        // Only the class that holds objects is left, and nothing can change that.
        let writesBefore = writes()
        let last = try push("schema.json", to: url, ["--apply", "--allow-deletions"])
        XCTAssertEqual(last.status, 1)
        XCTAssertEqual(
            last.standardOutput,
            """
            Push plan from schema.json to \(url):
            - class Orders [refused: it holds 2 objects, and Parse Server never drops a class that holds objects]
            1 class differs: 1 removed.
            Left alone: _PushStatus (Parse Server's internal class, which push never changes).

            """)
        XCTAssertEqual(
            last.standardError,
            "error: \(url) differs from the files, but nothing can be applied: every change above is held back or refused\n"
        )
        XCTAssertEqual(writes(), writesBefore)
    }

    /// `required` and `defaultValue` change in place; a pointer's new target, removed fields and replaced
    /// indexes go through deletion, in a request of their own before the additions.
    func testOptionsChangeInPlaceAndTargetsFieldsAndIndexesAreReplacedWhenAllowed() throws {
        let store = try PushServerStore(
            "fields", in: state.url,
            classes: [
                PushServerStore.listedClass(
                    "Card",
                    fields: #"""
                        "title": {"type": "String"}, "count": {"type": "Number", "defaultValue": 1}, "owner": {"type": "Pointer", "targetClass": "_User"},
                        "links": {"type": "Relation", "targetClass": "Card"}, "old": {"type": "String"}
                        """#, indexes: #"{"_id_": {"_id": 1}, "title_1": {"title": 1}, "old_1": {"old": 1}}"#)
            ], objects: #"{"Card": [{"objectId": "c1", "title": "x", "old": "kept until now"}, {"objectId": "c2"}]}"#)
        try work.write(
            #"""
            {"results": [{"className": "Card", "fields": {"title": {"type": "String", "required": true}, "count": {"type": "Number", "defaultValue": 5},
              "owner": {"type": "Pointer", "targetClass": "Author"}}, "indexes": {"title_1": {"title": -1}}}]}
            """#, to: "schema.json")
        let url = address("fields")
        let result = try push("schema.json", to: url, ["--apply", "--allow-deletions"])
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(
            result.standardOutput,
            """
            Push plan from schema.json to \(url):
            ~ class Card
                ~ count: default 1 -> 5 [changing]
                - links: Relation<Card> [destroying: every link it holds is lost]
                - old: String [destroying: its value in 1 object is lost]
                ~ owner: Pointer target _User -> Author [destroying: deleted and added again, so no object has a value in it]
                ~ title: required false -> true [changing]
                ~ indexes: removed old_1 [destroying: no data is lost; queries that used it may get slower]
                ~ indexes: changed title_1 [destroying: dropped and built again; no data is lost]
            1 class differs: 1 changed.
            applied: PUT /schemas/Card (delete fields links, old, owner; drop indexes old_1, title_1)
            applied: PUT /schemas/Card (add field owner; change the options of count, title; add index title_1)
            Applied 2 of 2 requests to \(url).

            """)
        XCTAssertEqual(result.standardError, "")
        XCTAssertEqual(try store.field("count", of: "Card"), ["type": "Number", "defaultValue": 5])
        XCTAssertEqual(try store.field("title", of: "Card"), ["type": "String", "required": true])
        XCTAssertEqual(try store.field("owner", of: "Card"), ["type": "Pointer", "targetClass": "Author"])
        XCTAssertNil(try store.field("links", of: "Card"))
        XCTAssertNil(try store.field("old", of: "Card"))
        XCTAssertEqual(
            try store.schema("Card")?["indexes"] as? NSDictionary, ["_id_": ["_id": 1], "title_1": ["title": -1]])
        XCTAssertEqual(try store.objects(of: "Card"), [["objectId": "c1", "title": "x"], ["objectId": "c2"]])

        let again = try push("schema.json", to: url)
        XCTAssertEqual(again.status, 0, again.standardOutput)
        XCTAssertEqual(again.standardOutput, "Nothing to push: \(url) matches schema.json (1 class).\n")
    }

    // MARK: Round trip

    func testASchemaPushedToAnEmptyServerComesBackUnchanged() throws {
        _ = try PushServerStore("empty", in: state.url, classes: [])
        try work.write(
            #"""
            {"results": [
             {"className": "Book", "fields": {"title": {"type": "String", "required": true}, "year": {"type": "Number", "defaultValue": 2000},
               "owner": {"type": "Pointer", "targetClass": "_User"}, "readers": {"type": "Array"}, "genre": {"type": "Relation", "targetClass": "Genre"}},
              "classLevelPermissions": {"find": {"*": true}, "get": {"requiresAuthentication": true}, "update": {"pointerFields": ["owner"]},
                "protectedFields": {"*": ["year"]}, "readUserFields": ["readers"], "writeUserFields": ["owner"]},
              "indexes": {"_id_": {"_id": 1}, "title_1": {"title": 1}}},
             {"className": "Genre", "fields": {"name": {"type": "String"}}, "classLevelPermissions": {"find": {"*": true}, "get": {"*": true}}},
             {"className": "_User", "fields": {"username": {"type": "String"}, "nickname": {"type": "String"}}, "classLevelPermissions": {"get": {"*": true}}}
            ]}
            """#, to: "schema.json")
        let url = address("empty")
        let first = try push("schema.json", to: url, ["--apply"])
        XCTAssertEqual(first.status, 0, first.standardError)
        XCTAssertTrue(
            first.standardOutput.hasSuffix(
                """
                applied: POST /schemas/Book (create class Book with 5 fields, class-level permissions, 1 index)
                applied: POST /schemas/Genre (create class Genre with 1 field, class-level permissions)
                applied: POST /schemas/_User (create class _User with 1 field, class-level permissions)
                Applied 3 of 3 requests to \(url).

                """), first.standardOutput)

        let pulled = try run(["pull", "--server-url", url, "--output", "pulled.json"])
        XCTAssertEqual(pulled.status, 0, pulled.standardError)
        let diff = try run(["diff", "schema.json", "pulled.json", "--exit-code"])
        XCTAssertEqual(diff.status, 0, diff.standardOutput)
        XCTAssertEqual(diff.standardOutput, "No schema changes from schema.json to pulled.json (3 classes).\n")
        let check = try run(["pull", "--server-url", url, "--output", "schema.json", "--check"])
        XCTAssertEqual(check.status, 0, check.standardOutput + check.standardError)

        let writesBefore = writes()
        let again = try push("schema.json", to: url, ["--apply"])
        XCTAssertEqual(again.status, 0, again.standardError)
        XCTAssertEqual(again.standardOutput, "Nothing to push: \(url) matches schema.json (3 classes).\n")
        XCTAssertEqual(writes(), writesBefore)
    }

    // MARK: Faults

    /// Five requests (three classes created, two changed); the third fails in each way a server can fail.
    func testAFailureOnTheThirdOfFiveRequestsStopsThereAndARerunConverges() throws {
        try work.write(
            #"""
            {"results": [
             {"className": "A", "fields": {"x": {"type": "String"}, "y": {"type": "Number"}}},
             {"className": "B", "fields": {"x": {"type": "String"}, "y": {"type": "Number"}}},
             {"className": "C1", "fields": {"z": {"type": "Date"}}},
             {"className": "C2", "fields": {"z": {"type": "Date"}}},
             {"className": "C3", "fields": {"z": {"type": "Date"}}},
             {"className": "Keep", "fields": {"k": {"type": "Boolean"}}}
            ]}
            """#, to: "schema.json")
        let port = server.port
        let failures = [
            (
                "error", "refused (HTTP 400, code 1, \"injected failure\")",
                "fix the schema file or the server as the message says, then run push again"
            ),
            (
                "500", "failed (HTTP 500, code 1, \"Internal server error.\")",
                "look at the server's logs; then run push again, which plans from what the server has now"
            ),
            (
                "close", "",
                "the change may or may not have been applied: run push again, which plans from what the server has now"
            ),
        ]
        for (kind, words, hint) in failures {
            let name = "fault-\(kind)"
            let store = try PushServerStore(
                name, in: state.url,
                classes: [
                    PushServerStore.listedClass("A", fields: #""x": {"type": "String"}"#),
                    PushServerStore.listedClass("B", fields: #""x": {"type": "String"}"#),
                    PushServerStore.listedClass("Keep", fields: #""k": {"type": "Boolean"}"#),
                ], objects: #"{"Keep": [{"objectId": "k1", "k": true}]}"#)
            let keep = try store.schema("Keep")
            let faulty = address(name, "/fail/3/\(kind)")
            let message =
                kind == "close"
                ? "the connection to 127.0.0.1:\(port) closed before a complete answer" : "\(faulty) \(words)"
            let result = try push("schema.json", to: faulty, ["--apply"])
            XCTAssertEqual(result.status, 2, kind)
            XCTAssertTrue(
                result.standardOutput.hasSuffix(
                    """
                    applied: POST /schemas/C1 (create class C1 with 1 field)
                    applied: POST /schemas/C2 (create class C2 with 1 field)
                    failed: POST /schemas/C3 (create class C3 with 1 field): \(message)
                      note: \(hint)
                    not attempted: PUT /schemas/A (add field y)
                    not attempted: PUT /schemas/B (add field y)
                    Applied 2 of 5 requests to \(faulty): 1 failed, 2 not attempted.

                    """), "\(kind):\n\(result.standardOutput)")
            XCTAssertEqual(
                result.standardError,
                "error: not every change was applied (see above); fix the cause, then run push again: it plans from what the server has then\n"
            )
            XCTAssertEqual(try store.classNames(), ["A", "B", "C1", "C2", "Keep"], kind)
            XCTAssertNil(try store.field("y", of: "A"), kind)

            let healthy = address(name)
            let rerun = try push("schema.json", to: healthy, ["--apply"])
            XCTAssertEqual(rerun.status, 0, "\(kind): \(rerun.standardOutput) \(rerun.standardError)")
            XCTAssertTrue(
                rerun.standardOutput.hasSuffix(
                    """
                    applied: POST /schemas/C3 (create class C3 with 1 field)
                    applied: PUT /schemas/A (add field y)
                    applied: PUT /schemas/B (add field y)
                    Applied 3 of 3 requests to \(healthy).

                    """), "\(kind):\n\(rerun.standardOutput)")
            let settled = try push("schema.json", to: healthy)
            XCTAssertEqual(settled.status, 0, kind)
            XCTAssertEqual(settled.standardOutput, "Nothing to push: \(healthy) matches schema.json (6 classes).\n")
            XCTAssertEqual(try store.classNames(), ["A", "B", "C1", "C2", "C3", "Keep"], kind)
            XCTAssertEqual(try store.schema("Keep"), keep, "\(kind): a class outside the plan changed")
            XCTAssertEqual(try store.objects(of: "Keep").count, 1, kind)
        }
    }

    func testAClassEditedOnTheServerAfterThePlanIsSkippedNotOverwritten() throws {
        let store = try PushServerStore(
            "drift", in: state.url,
            classes: [
                PushServerStore.listedClass("A", fields: #""x": {"type": "String"}"#),
                PushServerStore.listedClass("B", fields: #""x": {"type": "String"}"#),
            ])
        try work.write(
            #"""
            {"results": [
             {"className": "A", "fields": {"x": {"type": "String"}, "y": {"type": "Number"}}},
             {"className": "B", "fields": {"x": {"type": "String"}, "y": {"type": "Number"}}}
            ]}
            """#, to: "schema.json")
        // The stand-in adds a field to A right after answering GET /schemas, as a dashboard edit would.
        let editing = address("drift", "/drift/A")
        let result = try push("schema.json", to: editing, ["--apply"])
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(
            result.standardOutput.hasSuffix(
                """
                skipped: PUT /schemas/A (add field y): the class changed on the server after the plan was read; it was not overwritten
                applied: PUT /schemas/B (add field y)
                Applied 1 of 2 requests to \(editing): 1 skipped.

                """), result.standardOutput)
        XCTAssertEqual(try store.field("editedInDashboard", of: "A"), ["type": "String"])
        XCTAssertNil(try store.field("y", of: "A"))
        XCTAssertEqual(try store.field("y", of: "B"), ["type": "Number"])

        let url = address("drift")
        let next = try push("schema.json", to: url)
        XCTAssertEqual(next.status, 0)
        XCTAssertEqual(
            next.standardOutput,
            """
            Push plan from schema.json to \(url):
            ~ class A
                - editedInDashboard: String [destroying, needs --allow-deletions: no object has a value in it]
                + y: Number [adding]
            1 class differs: 1 changed.
            1 destroying change is held back: review what it loses, then pass --allow-deletions to make it.
            Dry run: nothing was changed. With --apply, push sends 1 request.

            """)
    }

    /// Someone adds the field with another type right after push checked the class: the server's rule
    /// (code 255) refuses to change its type, and the next plan shows the change as what it is.
    func testAFieldAddedWithAnotherTypeAfterTheCheckIsRefusedByTheServer() throws {
        let store = try PushServerStore(
            "race", in: state.url, classes: [PushServerStore.listedClass("A", fields: #""x": {"type": "String"}"#)])
        try work.write(
            #"{"results": [{"className": "A", "fields": {"x": {"type": "String"}, "y": {"type": "Number"}}}]}"#,
            to: "schema.json")
        let racing = address("race", "/race/A/y/String")
        let result = try push("schema.json", to: racing, ["--apply"])
        XCTAssertEqual(result.status, 2)
        XCTAssertTrue(
            result.standardOutput.hasSuffix(
                """
                failed: PUT /schemas/A (add field y): \(racing) refused (HTTP 400, code 255, "Field y exists, cannot update.")
                  note: fix the schema file or the server as the message says, then run push again
                Applied 0 of 1 request to \(racing): 1 failed.

                """), result.standardOutput)
        XCTAssertEqual(try store.field("y", of: "A"), ["type": "String"])

        let next = try push("schema.json", to: address("race"))
        XCTAssertEqual(next.status, 0)
        XCTAssertTrue(
            next.standardOutput.contains(
                "    ~ y: type String -> Number [destroying, needs --allow-deletions: deleted and added again, so no object has a value in it]\n"
            ), next.standardOutput)
    }

    // MARK: The server's rules

    func testAChangeTheServerRefusesIsReportedWithItsCodeAndNothingAfterItIsSent() throws {
        let store = try PushServerStore("rules", in: state.url, classes: [])
        try work.write(
            #"""
            {"results": [
             {"className": "Bad-Name", "fields": {"title": {"type": "String"}}},
             {"className": "Zebra", "fields": {"stripes": {"type": "Number"}}}
            ]}
            """#, to: "names.json")
        let url = address("rules")
        let badName = try push("names.json", to: url, ["--apply"])
        XCTAssertEqual(badName.status, 2)
        XCTAssertTrue(
            badName.standardOutput.hasSuffix(
                """
                failed: POST /schemas/Bad-Name (create class Bad-Name with 1 field): \(url) refused (HTTP 400, code 103, "Invalid classname: Bad-Name, classnames can only have alphanumeric characters and _, and must start with an alpha character ")
                  note: fix the schema file or the server as the message says, then run push again
                not attempted: POST /schemas/Zebra (create class Zebra with 1 field)
                Applied 0 of 2 requests to \(url): 1 failed, 1 not attempted.

                """), badName.standardOutput)
        XCTAssertEqual(try store.classNames(), [])

        try work.write(
            #"""
            {"results": [{"className": "Shelf", "fields": {"label": {"type": "String"}}, "classLevelPermissions": {"find": {"*": "yes"}}}]}
            """#, to: "permissions.json")
        let badPermissions = try push("permissions.json", to: url, ["--apply"])
        XCTAssertEqual(badPermissions.status, 2)
        XCTAssertTrue(
            badPermissions.standardOutput.contains(
                #"failed: POST /schemas/Shelf (create class Shelf with 1 field, class-level permissions): \#(url) refused (HTTP 400, code 107, "'yes' is not a valid value for class level permissions find:*:yes")"#
            ), badPermissions.standardOutput)

        try work.write(
            #"""
            {"results": [{"className": "Shelf", "fields": {"label": {"type": "String"}}, "classLevelPermissions": {"update": {"pointerFields": ["label"]}}}]}
            """#, to: "pointers.json")
        let badPointer = try push("pointers.json", to: url, ["--apply"])
        XCTAssertEqual(badPointer.status, 2)
        XCTAssertTrue(
            badPointer.standardOutput.contains(
                #"code 107, "'label' is not a valid column for class level pointer permissions"#),
            badPointer.standardOutput)
        XCTAssertEqual(try store.classNames(), [])

        // A name that would drive the terminal is printed escaped, in the plan and in the server's words.
        try work.write(
            #"{"results": [{"className": "Evil\u001b[2J\u202e", "fields": {"x": {"type": "String"}}}]}"#,
            to: "hostile.json")
        let hostile = try push("hostile.json", to: url, ["--apply"])
        XCTAssertEqual(hostile.status, 2)
        XCTAssertTrue(
            hostile.standardOutput.contains(#"+ class Evil\u{1B}[2J\u{202E} [adding]"#), hostile.standardOutput)
        XCTAssertTrue(
            hostile.standardOutput.contains(#"code 103, "Invalid classname: Evil\u{1B}[2J\u{202E}, classnames"#),
            hostile.standardOutput)
        XCTAssertFalse(
            (hostile.standardOutput + hostile.standardError).unicodeScalars.contains {
                $0.value == 0x1B || $0.value == 0x202E
            })
        XCTAssertEqual(try store.classNames(), [])
    }

    /// The plan counted no object in Legacy; an app saves one before the drop, which changes no schema,
    /// so only the server's own rule (code 255) keeps the class.
    func testAClassThatGainsAnObjectBeforeItsDropIsKeptByTheServer() throws {
        let store = try PushServerStore(
            "race", in: state.url,
            classes: [
                PushServerStore.listedClass("Legacy", fields: #""note": {"type": "String"}"#),
                PushServerStore.listedClass("Shelf", fields: #""label": {"type": "String"}"#),
            ])
        try work.write(
            #"{"results": [{"className": "Shelf", "fields": {"label": {"type": "String"}, "size": {"type": "Number"}}}]}"#,
            to: "schema.json")
        let url = address("race", "/insert/Legacy")
        let result = try push("schema.json", to: url, ["--apply", "--allow-deletions"])
        XCTAssertEqual(result.status, 2)
        XCTAssertEqual(
            result.standardOutput,
            """
            Push plan from schema.json to \(url):
            ~ class Shelf
                + size: Number [adding]
            - class Legacy [destroying: the class is empty; its fields, permissions and indexes go]
            2 classes differ: 1 removed, 1 changed.
            applied: PUT /schemas/Shelf (add field size)
            failed: DELETE /schemas/Legacy (drop class Legacy): \(url) refused (HTTP 400, code 255, "Class Legacy is not empty, contains 1 objects, cannot drop schema.")
              note: fix the schema file or the server as the message says, then run push again
            Applied 1 of 2 requests to \(url): 1 failed.

            """)
        XCTAssertEqual(try store.classNames(), ["Legacy", "Shelf"])
        XCTAssertEqual(try store.objects(of: "Legacy").count, 1)

        let next = try push("schema.json", to: address("race"), ["--apply", "--allow-deletions"])
        XCTAssertEqual(next.status, 1)
        XCTAssertTrue(
            next.standardOutput.contains(
                "- class Legacy [refused: it holds 1 object, and Parse Server never drops a class that holds objects]"),
            next.standardOutput)
    }

    func testTheKeysComeOnlyFromTheEnvironmentOrAFileAndAreChecked() throws {
        _ = try PushServerStore("keys", in: state.url, classes: [])
        try work.write(#"{"results": [{"className": "A", "fields": {"x": {"type": "String"}}}]}"#, to: "schema.json")
        let url = address("keys")
        let onCommandLine = try run(["push", "schema.json", "--server-url", url, "--master-key", Self.masterKey])
        XCTAssertEqual(onCommandLine.status, 64)
        XCTAssertTrue(
            onCommandLine.standardError.hasPrefix("error: the master key is never taken as a command-line value"),
            onCommandLine.standardError)

        var noKey = environment
        noKey["PARSE_MASTER_KEY"] = nil
        let missing = try run(["push", "schema.json", "--server-url", url, "--apply"], environment: noKey)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(
            missing.standardError,
            """
            error: push needs the master key: the environment variable PARSE_MASTER_KEY is not set; set it, pass --master-key-file <path>, or run the command on a terminal to type the key (never the key itself on the command line)

            """)

        var wrongKey = environment
        wrongKey["PARSE_MASTER_KEY"] = "not-the-key-of-this-server"
        let refused = try run(["push", "schema.json", "--server-url", url, "--apply"], environment: wrongKey)
        XCTAssertEqual(refused.status, 2)
        XCTAssertTrue(
            refused.standardError.hasPrefix("error: \(url) refused the keys (HTTP 403"), refused.standardError)

        try work.write(Self.masterKey + "\n", to: "key.txt")
        let fromFile = try run(
            ["push", "schema.json", "--server-url", url, "--master-key-file", "key.txt", "--apply"], environment: noKey)
        XCTAssertEqual(fromFile.status, 0, fromFile.standardError)
        XCTAssertEqual(writes().count, 1)

        let usage = try run(["push", "--server-url", url])
        XCTAssertEqual(usage.status, 64)
        XCTAssertTrue(usage.standardError.hasPrefix("error: push needs the schema to push"), usage.standardError)
    }

    // MARK: Hostile servers

    func testAMasterKeyTheServerEchoesIsMaskedInThePlanTheReportAndTheErrors() throws {
        let key = Self.masterKey
        try work.write(
            #"{"results": [{"className": "Book", "fields": {"title": {"type": "String"}}}]}"#, to: "schema.json")
        // The key as a field name and inside a default value: the plan lists the field as held back.
        _ = try PushServerStore(
            "echo-field", in: state.url,
            classes: [
                PushServerStore.listedClass(
                    "Book",
                    fields:
                        #""title": {"type": "String"}, "\#(key)": {"type": "String", "defaultValue": "the key is \#(key)"}"#
                )
            ])
        let field = try push("schema.json", to: address("echo-field"))
        XCTAssertEqual(field.status, 0, field.standardError)
        XCTAssertTrue(field.standardOutput.contains("- <master key>: String"), field.standardOutput)
        // The key as a class name: the plan drops it, and the server's refusal to drop it names it too.
        _ = try PushServerStore(
            "echo-class", in: state.url,
            classes: [
                PushServerStore.listedClass("Book", fields: #""title": {"type": "String"}"#),
                PushServerStore.listedClass(key, fields: ""),
            ])
        let named = try push("schema.json", to: address("echo-class"), ["--apply", "--allow-deletions"])
        XCTAssertEqual(named.status, 2, named.standardError)
        XCTAssertTrue(
            named.standardOutput.contains("- class <master key> [destroying: the class is empty"), named.standardOutput)
        // The key in the error body of a refused write.
        _ = try PushServerStore("echo-error", in: state.url, classes: [])
        let refused = try push("schema.json", to: address("echo-error", "/fail/1/echo-key"), ["--apply"])
        XCTAssertEqual(refused.status, 2, refused.standardError)
        XCTAssertTrue(
            refused.standardOutput.contains(#"code 1, "refused for the key <master key>""#), refused.standardOutput)
    }

    func testACompressedAnswerToAWriteIsRefusedOnItsHeadersWithoutInflatingIt() throws {
        try work.write(
            #"{"results": [{"className": "Book", "fields": {"title": {"type": "String"}}}]}"#, to: "schema.json")
        _ = try PushServerStore("bomb", in: state.url, classes: [])
        let url = address("bomb", "/fail/1/gzip")
        let result = try push("schema.json", to: url, ["--apply"])
        XCTAssertEqual(result.status, 2, result.standardError)
        XCTAssertTrue(
            result.standardOutput.contains(
                "failed: POST /schemas/Book (create class Book with 1 field): \(url) answered with a compressed body (Content-Encoding gzip) although push asks for none"
            ), result.standardOutput)
        // The same for the schema push reads first, in push's words.
        let read = try push("schema.json", to: server.url("/m/gzip-bomb/parse"))
        XCTAssertEqual(read.status, 2, read.standardOutput)
        XCTAssertTrue(
            read.standardError.hasPrefix(
                "error: \(server.url("/m/gzip-bomb/parse")) answered with a compressed body (Content-Encoding gzip) although push asks for none\n"
            ), read.standardError)
        #if os(Linux)
        // About 1 MiB on the wire inflates to 1 GiB: the process must stay far below that.
        _ = try PushServerStore("bomb", in: state.url, classes: [])
        let run = try PeakMemoryRun.run(
            CommandLineRunner.executable.path,
            [
                "push", work.url.appendingPathComponent("schema.json").path, "--server-url",
                address("bomb", "/fail/2/gzip"), "--apply",
            ],
            environment: environment
        )
        XCTAssertEqual(run.status, 2, run.standardError)
        XCTAssertTrue(run.standardOutput.contains("answered with a compressed body"), run.standardOutput)
        XCTAssertLessThan(
            run.peakResidentBytes, 256 * 1024 * 1024, "peak memory \(run.peakResidentBytes / 1_048_576) MiB")
        #endif
    }
}
