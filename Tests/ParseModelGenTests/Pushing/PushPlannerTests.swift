import GenerateCommand
import ParseSchema
import ParseServerSync
import XCTest

/// The push planner without a server: which classes and parts of classes it leaves alone, and that it
/// counts objects only for destroying changes.
final class PushPlannerTests: XCTestCase {
    private func snapshot(_ listed: String, file: StaticString = #filePath, line: UInt = #line) throws
        -> ServerSchemaSnapshot
    {
        let pulled = try PulledSchema.normalize(
            Array(listed.utf8), contentType: "application/json", source: "server", masterKey: nil
        ).get()
        let read = ServerSchemaSnapshot.read(pulled, source: "server")
        XCTAssertEqual(read.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], file: file, line: line)
        return read.snapshot
    }

    private func classes(_ text: String, file: StaticString = #filePath, line: UInt = #line) -> [ParseClass] {
        let loaded = SchemaDiff.classes(in: [SourceFile(path: "schema.json", text: text)])
        XCTAssertEqual(loaded.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], file: file, line: line)
        return loaded.classes
    }

    private let server = """
        {"results": [
          {"className": "Book", "fields": {"title": {"type": "String"}}, "classLevelPermissions": {"find": {"role:staff": true}},
           "indexes": {"_id_": {"_id": 1}, "title_1": {"title": 1}}},
          {"className": "_Role", "fields": {"name": {"type": "String"}, "rank": {"type": "Number"}}},
          {"className": "_Hooks", "fields": {"functionName": {"type": "String"}}},
          {"className": "_ExportProgress", "fields": {"id": {"type": "String"}}},
          {"className": "_Join:users:_Role", "fields": {"relatedId": {"type": "String"}}}
        ]}
        """

    func testWhatTheFilesLeaveOutStaysAsItIsAndNothingIsCounted() throws {
        var counted: [PushPlanner.CountQuery] = []
        // No permissions, no indexes, no _Role, no internal class: none of them is the files' to change.
        let files = classes(
            #"{"results": [{"className": "Book", "fields": {"title": {"type": "String"}}}, {"className": "_Hooks", "fields": {}}]}"#
        )
        let plan = try PushPlanner.plan(server: try snapshot(server), files: files, allowDeletions: true) { query in
            counted.append(query)
            return .success(0)
        }.get()
        XCTAssertTrue(plan.isEmpty, plan.report(from: "schema.json", to: "server"))
        XCTAssertEqual(plan.operations, [])
        XCTAssertEqual(plan.ignoredClasses, ["_Hooks"])
        XCTAssertEqual(counted, [])
        XCTAssertEqual(
            plan.report(from: "schema.json", to: "server"),
            """
            Nothing to push: server matches schema.json (1 class).
            Left alone: _Hooks (Parse Server's internal class, which push never changes).

            """)
    }

    func testASystemClassChangesOnlyInItsCustomFieldsAndAFailedCountHoldsBackOnlyItsChange() throws {
        let files = classes(
            #"""
            {"results": [{"className": "Book", "fields": {"title": {"type": "String"}}},
                         {"className": "_Role", "fields": {"name": {"type": "Number"}, "level": {"type": "Number"}}}]}
            """#)
        let plan = try PushPlanner.plan(server: try snapshot(server), files: files, allowDeletions: false) { _ in
            .success(4)
        }.get()
        // `name` is a built-in column of _Role: its type in a file is never compared or sent.
        XCTAssertEqual(
            plan.report(from: "schema.json", to: "server"),
            """
            Push plan from schema.json to server:
            ~ class _Role
                + level: Number [adding]
                - rank: Number [destroying, needs --allow-deletions: its values in 4 objects are lost]
            1 class differs: 1 changed.
            1 destroying change is held back: review what it loses, then pass --allow-deletions to make it.

            """)
        XCTAssertEqual(plan.operations.map(\.display), ["PUT /schemas/_Role (add field level)"])
        XCTAssertEqual(plan.operations.first?.body, #"{"className":"_Role","fields":{"level":{"type":"Number"}}}"#)

        // A count that fails holds back only its change, whatever --allow-deletions says; the rest is planned.
        let failure = SchemaPushError("the count failed", hint: "try again")
        let failed = try PushPlanner.plan(server: try snapshot(server), files: files, allowDeletions: true) { _ in
            .failure(failure)
        }.get()
        XCTAssertEqual(
            failed.report(from: "schema.json", to: "server"),
            """
            Push plan from schema.json to server:
            ~ class _Role
                + level: Number [adding]
                - rank: Number [held back, objects unknown: the count failed]
            1 class differs: 1 changed.
            1 destroying change is held back because the server did not answer how many objects it destroys (GET /classes/<class>?count=1); run push again once it does.

            """)
        XCTAssertEqual(failed.operations.map(\.display), ["PUT /schemas/_Role (add field level)"])
        XCTAssertEqual(failed.objectsUnknown, 1)
    }
}
