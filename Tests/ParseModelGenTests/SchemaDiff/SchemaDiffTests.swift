import ParseSchema
import ParseServerSync
import XCTest

/// The schema diff on constructed before/after pairs: every kind of change, asserted as the exact report.
final class SchemaDiffTests: XCTestCase {
    private func classes(_ files: [(String, String)], file: StaticString = #filePath, line: UInt = #line)
        -> [ParseClass]
    {
        let loaded = SchemaDiff.classes(in: files.map { SourceFile(path: $0.0, text: $0.1) })
        XCTAssertEqual(loaded.diagnostics.filter { $0.severity == .error }.map(\.formatted), [], file: file, line: line)
        return loaded.classes
    }

    private func report(_ old: String, _ new: String, file: StaticString = #filePath, line: UInt = #line) -> String {
        let before = classes([("old.json", old)], file: file, line: line)
        let after = classes([("new.json", new)], file: file, line: line)
        return SchemaDiff.between(before, after).report(from: "old.json", to: "new.json", classCount: after.count)
    }

    private let old = """
        {"results": [
          {"className": "Book", "fields": {
            "objectId": {"type": "String"},
            "title": {"type": "String"},
            "year": {"type": "Number"},
            "genre": {"type": "Pointer", "targetClass": "Genre"},
            "authors": {"type": "Relation", "targetClass": "Author"},
            "isbn13": {"type": "String", "required": true},
            "pages": {"type": "Number", "defaultValue": 100},
            "inPrint": {"type": "Boolean", "defaultValue": true},
            "format": {"type": "String"},
            "owner": {"type": "Pointer", "targetClass": "_User"},
            "shelf": {"type": "String", "required": false}
          },
          "classLevelPermissions": {"find": {"*": true}, "update": {"*": true}, "addField": {"*": true}, "get": {"*": true}},
          "indexes": {"_id_": {"_id": 1}, "year_1": {"year": 1}, "title_1": {"title": 1}}},
          {"className": "Legacy", "fields": {"note": {"type": "String"}}},
          {"className": "_JobStatus", "fields": {"jobName": {"type": "String"}}},
          {"className": "_User", "fields": {"nickname": {"type": "String"}}},
          {"className": "Same", "fields": {"x": {"type": "Number", "defaultValue": {"b": 1, "a": [1, 2]}}},
           "classLevelPermissions": {"get": {"*": true}, "find": {"requiresAuthentication": true}}}
        ]}
        """

    private let new = """
        [
          {"className": "Same", "fields": {"x": {"type": "Number", "defaultValue": {"a": [1, 2], "b": 1}}},
           "classLevelPermissions": {"find": {"requiresAuthentication": true}, "get": {"*": true}}},
          {"className": "_User", "fields": {
            "objectId": {"type": "String"}, "username": {"type": "String"}, "email": {"type": "String"},
            "nickname": {"type": "String"}
          }},
          {"className": "_PushStatus", "fields": {"status": {"type": "String"}}},
          {"className": "Review", "fields": {
            "text": {"type": "String"},
            "rating": {"type": "Number", "required": true, "defaultValue": 3},
            "book": {"type": "Pointer", "targetClass": "Book"},
            "createdAt": {"type": "Date"}
          }},
          {"className": "Book", "fields": {
            "title": {"type": "String", "required": true},
            "year": {"type": "String", "required": true},
            "genre": {"type": "Pointer", "targetClass": "Category"},
            "authors": {"type": "Relation", "targetClass": "Writer"},
            "subtitle": {"type": "String", "defaultValue": "n/a"},
            "pages": {"type": "Number", "defaultValue": 200},
            "inPrint": {"type": "Boolean"},
            "format": {"type": "String", "defaultValue": "paperback"},
            "owner": {"type": "Relation", "targetClass": "_User"},
            "shelf": {"type": "String"}
          },
          "classLevelPermissions": {"get": {"*": true}, "find": {"requiresAuthentication": true}, "update": {"*": true}, "protectedFields": {"*": []}},
          "indexes": {"title_1": {"title": -1}, "_id_": {"_id": 1}, "subtitle_1": {"subtitle": 1}}}
        ]
        """

    func testEveryKindOfChange() {
        XCTAssertEqual(
            report(old, new),
            """
            Schema changes from old.json to new.json:
            + class Review
                + book: Pointer<Book>
                + rating: Number, required, default 3
                + text: String
            + class _PushStatus (Parse Server internal: not generated)
            - class Legacy
            - class _JobStatus (Parse Server internal: not generated)
            ~ class Book
                ~ authors: Relation target Author -> Writer
                ~ format: default none -> "paperback"
                ~ genre: Pointer target Genre -> Category
                ~ inPrint: default true -> none
                - isbn13: String
                ~ owner: type Pointer<_User> -> Relation<_User>
                ~ pages: default 100 -> 200
                + subtitle: String, default "n/a"
                ~ title: required false -> true
                ~ year: type Number -> String
                ~ year: required false -> true
                ~ class-level permissions: added protectedFields; removed addField; changed find
                ~ indexes: added subtitle_1; removed year_1; changed title_1
            5 classes differ: 2 added, 2 removed, 1 changed.

            """)
    }

    func testTheReverseDiffMirrorsIt() {
        XCTAssertEqual(
            report(new, old),
            """
            Schema changes from old.json to new.json:
            + class Legacy
                + note: String
            + class _JobStatus (Parse Server internal: not generated)
            - class Review
            - class _PushStatus (Parse Server internal: not generated)
            ~ class Book
                ~ authors: Relation target Writer -> Author
                ~ format: default "paperback" -> none
                ~ genre: Pointer target Category -> Genre
                ~ inPrint: default none -> true
                + isbn13: String, required
                ~ owner: type Relation<_User> -> Pointer<_User>
                ~ pages: default 200 -> 100
                - subtitle: String
                ~ title: required true -> false
                ~ year: type String -> Number
                ~ year: required true -> false
                ~ class-level permissions: added addField; removed protectedFields; changed find
                ~ indexes: added year_1; removed subtitle_1; changed title_1
            5 classes differ: 2 added, 2 removed, 1 changed.

            """)
    }

    func testTheChangesAsValues() {
        let diff = SchemaDiff.between(classes([("old.json", old)]), classes([("new.json", new)]))
        XCTAssertEqual(diff.addedClasses.map(\.name), ["Review", "_PushStatus"])
        XCTAssertEqual(diff.removedClasses.map(\.name), ["Legacy", "_JobStatus"])
        XCTAssertEqual(diff.changedClasses.map(\.name), ["Book"])
        let book = diff.changedClasses[0]
        XCTAssertEqual(
            book.fields.first,
            .targetChanged(
                field: "authors", from: .relation(targetClass: "Author"), to: .relation(targetClass: "Writer")))
        XCTAssertTrue(book.fields.contains(.defaultChanged(field: "format", from: nil, to: "\"paperback\"")))
        XCTAssertEqual(
            book.permissions,
            SchemaDiff.KeyChanges(added: ["protectedFields"], removed: ["addField"], changed: ["find"]))
        XCTAssertEqual(
            book.indexes, SchemaDiff.KeyChanges(added: ["subtitle_1"], removed: ["year_1"], changed: ["title_1"]))
    }

    func testTheSameSchemaInEveryShapeHasNoChanges() {
        let rest = """
            {"results": [
              {"className": "Book", "fields": {"objectId": {"type": "String"}, "createdAt": {"type": "Date"}, "updatedAt": {"type": "Date"}, "ACL": {"type": "ACL"},
                "title": {"type": "String", "required": false}, "genre": {"type": "Pointer", "targetClass": "Genre"}}},
              {"className": "Genre", "fields": {"name": {"type": "String", "required": true}}}
            ]}
            """
        let before = classes([("rest.json", rest)])
        let dashboard = classes([
            (
                "export.json",
                """
                [{"className": "Genre", "fields": {"name": {"type": "String", "required": true}}},
                 {"className": "Book", "fields": {"genre": {"type": "Pointer", "targetClass": "Genre"}, "title": {"type": "String"}}}]
                """
            )
        ])
        let perClassFiles = classes([
            (
                "Schemas/Book.json",
                #"{"fields": {"title": {"type": "String"}, "genre": {"type": "Pointer", "targetClass": "Genre"}}}"#
            ),
            ("Schemas/Genre.json", #"{"fields": {"name": {"type": "String", "required": true}}}"#),
        ])
        let storage = classes([
            (
                "_SCHEMA.json",
                """
                [{"_id": "Book", "title": "string", "genre": "*Genre", "createdAt": "date"},
                 {"_id": "Genre", "name": "string", "_metadata": {"fields_options": {"name": {"required": true}}}}]
                """
            )
        ])
        for (label, after) in [("dashboard", dashboard), ("per-class files", perClassFiles), ("_SCHEMA", storage)] {
            let diff = SchemaDiff.between(before, after)
            XCTAssertTrue(diff.isEmpty, "\(label): \(diff.report(from: "a", to: "b", classCount: after.count))")
            XCTAssertEqual(
                diff.report(from: "rest.json", to: label, classCount: after.count),
                "No schema changes from rest.json to \(label) (2 classes).\n")
        }
    }

    func testClassLevelPermissionsAndIndexesAppearingOrGoing() {
        let bare = #"[{"className": "Book", "fields": {"title": {"type": "String"}}}]"#
        let full = """
            [{"className": "Book", "fields": {"title": {"type": "String"}},
              "classLevelPermissions": {"get": {"*": true}, "find": {}}, "indexes": {"_id_": {"_id": 1}, "title_1": {"title": 1}}}]
            """
        XCTAssertEqual(
            report(bare, full),
            """
            Schema changes from old.json to new.json:
            ~ class Book
                ~ class-level permissions: added get
                ~ indexes: added title_1
            1 class differs: 1 changed.

            """)
    }

    /// Parse Server lists every permission a class's stored set lacks as `{}`; a file that leaves them out
    /// says the same.
    func testPermissionsTheServerListsAsEmptyAreNoDifference() {
        let written =
            #"[{"className": "Book", "fields": {"title": {"type": "String"}}, "classLevelPermissions": {"find": {"*": true}}}]"#
        let listed = """
            [{"className": "Book", "fields": {"title": {"type": "String"}}, "classLevelPermissions": {"find": {"*": true},
              "count": {}, "get": {}, "create": {}, "update": {}, "delete": {}, "addField": {}, "protectedFields": {}}}]
            """
        XCTAssertEqual(report(written, listed), "No schema changes from old.json to new.json (1 class).\n")
        let opened =
            #"[{"className": "Book", "fields": {"title": {"type": "String"}}, "classLevelPermissions": {"find": {"*": true}, "get": {"*": true}}}]"#
        XCTAssertEqual(
            report(listed, opened),
            """
            Schema changes from old.json to new.json:
            ~ class Book
                ~ class-level permissions: added get
            1 class differs: 1 changed.

            """)
    }

    /// Parse Server lists `_id_` (MongoDB's own index) for every class with an index; a schema written by
    /// hand does not, and neither side can add or drop it, so it is no difference.
    func testTheIdIndexTheServerAlwaysListsIsNoDifference() {
        let written =
            #"[{"className": "Book", "fields": {"title": {"type": "String"}}, "indexes": {"title_1": {"title": 1}}}]"#
        let pulled =
            #"[{"className": "Book", "fields": {"title": {"type": "String"}}, "indexes": {"_id_": {"_id": 1}, "title_1": {"title": 1}}}]"#
        let bare = #"[{"className": "Book", "fields": {"title": {"type": "String"}}}]"#
        let onlyID =
            #"[{"className": "Book", "fields": {"title": {"type": "String"}}, "indexes": {"_id_": {"_id": 1}}}]"#
        XCTAssertEqual(report(written, pulled), "No schema changes from old.json to new.json (1 class).\n")
        XCTAssertEqual(report(pulled, written), "No schema changes from old.json to new.json (1 class).\n")
        XCTAssertEqual(report(bare, onlyID), "No schema changes from old.json to new.json (1 class).\n")
    }

    func testNamesAndValuesFromTheSchemasCannotControlTheTerminal() {
        let before = #"[{"className": "Book", "fields": {"title": {"type": "String"}}}]"#
        let after =
            #"[{"className": "Book", "fields": {"title": {"type": "String", "defaultValue": "\u001b[31mred\u202e"}, "na\u202eme": {"type": "String"}}}]"#
        XCTAssertEqual(
            report(before, after),
            #"""
            Schema changes from old.json to new.json:
            ~ class Book
                + na\u{202E}me: String
                ~ title: default none -> "\u001b[31mred\u{202E}"
            1 class differs: 1 changed.

            """#)
    }

    func testLongDefaultValuesAreShortened() {
        let long = String(repeating: "x", count: 100)
        let before = #"[{"className": "Book", "fields": {"title": {"type": "String"}}}]"#
        let after =
            "[{\"className\": \"Book\", \"fields\": {\"title\": {\"type\": \"String\", \"defaultValue\": \"\(long)\"}}}]"
        XCTAssertEqual(
            report(before, after),
            """
            Schema changes from old.json to new.json:
            ~ class Book
                ~ title: default none -> "\(String(repeating: "x", count: 59))…
            1 class differs: 1 changed.

            """)
    }
}
