import XCTest

@testable import ParseSchema

/// The shapes chosen for the compiler's sake (issue 28) must behave as the ones they replaced: the
/// memberwise initializer filling a local copy, the written-out `init(from:)`, and `merge(with:)` through
/// `ParseModelGenSDK.restore(_:from:)` instead of `shouldRestoreKey`. A program built against the stand-in
/// runs each and prints what differs from what the SDK's own merge and Swift's synthesized decoder give.
final class GeneratedBehaviourTests: XCTestCase {
    private static let schema = """
        [
          {"className": "Note", "fields": {
            "title": {"type": "String"}, "count": {"type": "Number"}, "object": {"type": "String"},
            "status": {"type": "String"}, "address": {"type": "Object"}, "tags": {"type": "Array"},
            "owner": {"type": "Pointer", "targetClass": "_User"}
          }}
        ]
        """

    private static let config = """
        {"classes": {"Note": {"fields": {
          "count": {"swiftType": "Int"}, "tags": {"swiftType": "[String]"},
          "status": {"enum": {"name": "Status", "cases": ["open", "done"]}},
          "address": {"struct": {"name": "Address", "fields": {
            "street": {"type": "String"},
            "geo": {"type": "Object", "struct": {"name": "Geo", "fields": {"zone": {"type": "String"}}}}
          }}}
        }}}}
        """

    private static let program = """
        import Foundation
        import ParseSwift

        var problems: [String] = []
        func expect(_ condition: Bool, _ what: String) {
            if !condition { problems.append(what) }
        }

        // The memberwise initializer: a field named like its local copy lands in the right property.
        let made = Note(objectId: "n1", count: 3, object: "thing", title: "Title")
        expect(made.objectId == "n1" && made.count == 3 && made.object == "thing" && made.title == "Title", "memberwise: \\(made)")
        expect(made.status == nil && made.address == nil && made.createdAt == nil, "memberwise defaults: \\(made)")
        let nested = Note.Address(geo: Note.Address.Geo(zone: "z"), street: "Main")
        expect(nested.street == "Main" && nested.geo?.zone == "z", "nested memberwise: \\(nested)")

        // Decoding: a missing key and a null leave the property nil; an unknown enum value is kept.
        let json = #"{"objectId": "n2", "title": null, "count": 7, "status": "archived", "address": {"street": "High", "geo": {"zone": "q"}}, "tags": ["a"]}"#
        let decoded = try JSONDecoder().decode(Note.self, from: Data(json.utf8))
        expect(decoded.objectId == "n2" && decoded.title == nil && decoded.count == 7 && decoded.object == nil, "decoded: \\(decoded)")
        expect(decoded.status == .unknown("archived") && decoded.address?.geo?.zone == "q" && decoded.tags == ["a"], "decoded values: \\(decoded)")
        let again = try JSONDecoder().decode(Note.self, from: try JSONEncoder().encode(decoded))
        expect(again == decoded, "round trip: \\(again) vs \\(decoded)")

        // Merging: what the response leaves out comes from the original, what it carries stays.
        var original = Note(objectId: "n3", count: 1, object: "kept", status: .open, title: "Old")
        original.tags = ["x"]
        var response = Note(objectId: "n3")
        response.title = "New"
        response.count = nil
        let merged = try response.merge(with: original)
        expect(merged.title == "New", "merge keeps the response's value: \\(merged)")
        expect(merged.count == 1 && merged.object == "kept" && merged.status == .open && merged.tags == ["x"], "merge restores: \\(merged)")
        expect(merged.address == nil && merged.owner == nil, "merge leaves fields nil in both: \\(merged)")
        do {
            _ = try Note(objectId: "other").merge(with: original)
            problems.append("merge of different objects did not throw")
        } catch {}

        print(problems.isEmpty ? "behaviour: ok" : "behaviour:\\n" + problems.joined(separator: "\\n"))

        """

    func testInitializersDecodingAndMergeBehaveAsBefore() throws {
        var sources = generatedFiles(Self.schema, config: Self.config)
        let note = try XCTUnwrap(sources["Note.parse.swift"])
        // The shapes under test, so that this test fails if they change without it.
        XCTAssertTrue(note.contains("var object_ = Self()"), note)
        XCTAssertTrue(note.contains("ParseModelGenSDK.restore(&updated.count, from: object.count)"), note)
        XCTAssertTrue(note.contains("nonisolated extension Note.Address {"), note)
        XCTAssertTrue(note.contains("init(from decoder: any Decoder) throws"), note)
        sources["main.swift"] = Self.program
        for flavor in SDKFlavor.allCases {
            let result = try CompileCheck.buildAndRun(sources, flavor: flavor, swiftVersion: "5")
            XCTAssertEqual(result.status, 0, "\(flavor.rawValue):\n\(result.output)")
            XCTAssertTrue(result.output.hasPrefix("behaviour: ok\n"), "\(flavor.rawValue):\n\(result.output)")
        }
    }
}
