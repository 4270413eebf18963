import Foundation
import XCTest

/// A store of the stand-in server's `/m/state/<name>/...` routes: the file it reads before and writes after
/// every request, which a test writes to set the server up and reads to check what the server holds.
struct PushServerStore {
    let file: URL

    /// The columns every class lists.
    static let commonFields =
        #""objectId": {"type": "String"}, "createdAt": {"type": "Date"}, "updatedAt": {"type": "Date"}, "ACL": {"type": "ACL"}"#
    /// The permissions Parse Server gives a class created without any.
    static let defaultPermissions =
        #"{"find": {"*": true}, "count": {"*": true}, "get": {"*": true}, "create": {"*": true}, "update": {"*": true}, "delete": {"*": true}, "addField": {"*": true}, "protectedFields": {"*": []}}"#

    /// A class as `GET /schemas` lists it: the common columns, then `fields` (members of an object, as JSON text).
    static func listedClass(
        _ name: String, fields: String, permissions: String = defaultPermissions, indexes: String? = nil
    ) -> String {
        let columns = fields.isEmpty ? commonFields : commonFields + ", " + fields
        let indexMember = indexes.map { #", "indexes": \#($0)"# } ?? ""
        return
            #"{"className": "\#(name)", "fields": {\#(columns)}, "classLevelPermissions": \#(permissions)\#(indexMember)}"#
    }

    /// Writes the store: `classes` (JSON texts) and `objects` (JSON text of `{"<class>": [objects]}`).
    init(_ name: String, in directory: URL, classes: [String], objects: String = "{}") throws {
        file = directory.appendingPathComponent(name + ".json")
        let text = #"{"classes": [\#(classes.joined(separator: ",\n"))], "objects": \#(objects)}"#
        try Data(text.utf8).write(to: file)
    }

    /// The whole store.
    func contents(file: StaticString = #filePath, line: UInt = #line) throws -> [String: Any] {
        let data = try Data(contentsOf: self.file)
        return try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any], file: file, line: line)
    }

    /// The class named `name` as the server holds it, or nil.
    func schema(_ name: String) throws -> NSDictionary? {
        let classes = try contents()["classes"] as? [[String: Any]] ?? []
        return classes.first { $0["className"] as? String == name }.map { NSDictionary(dictionary: $0) }
    }

    /// The class names the server holds, sorted.
    func classNames() throws -> [String] {
        let classes = try contents()["classes"] as? [[String: Any]] ?? []
        return classes.compactMap { $0["className"] as? String }.sorted()
    }

    /// The field `field` of class `name`, or nil.
    func field(_ field: String, of name: String) throws -> NSDictionary? {
        (try schema(name)?["fields"] as? [String: Any])?[field].flatMap { $0 as? [String: Any] }.map {
            NSDictionary(dictionary: $0)
        }
    }

    /// The objects of class `name`.
    func objects(of name: String) throws -> [NSDictionary] {
        let objects = try contents()["objects"] as? [String: Any] ?? [:]
        return (objects[name] as? [[String: Any]] ?? []).map { NSDictionary(dictionary: $0) }
    }
}
