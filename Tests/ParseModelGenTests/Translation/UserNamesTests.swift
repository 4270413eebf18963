import Foundation
import XCTest

@testable import ParseModelGenerator
@testable import ParseSchema

/// Names belong to the user (issue 23, item 3): a name is changed only where keeping it is proven to
/// break generated or app code, an explicit `swiftName` is honoured whenever it compiles and refused at
/// its position when it cannot, and a name that hides a standard type is kept with a warning.
final class UserNamesTests: XCTestCase {
    private func firstLines(_ lines: [String]) -> [String] {
        lines.map { $0.components(separatedBy: "\n")[0] }
    }

    func testShopClassesKeepTheirNames() {
        let schema = """
            [{"className": "Order", "fields": {"n": {"type": "Number"}}}, {"className": "Option", "fields": {"n": {"type": "Number"}}},
             {"className": "Character", "fields": {"n": {"type": "Number"}}}, {"className": "Thread", "fields": {"n": {"type": "Number"}}},
             {"className": "Bundle", "fields": {"n": {"type": "Number"}}}]
            """
        let files = generatedFiles(schema)
        for name in ["Order", "Option", "Character", "Thread", "Bundle"] {
            XCTAssertNotNil(files[GeneratedFileNames.file(forType: name)], name)
        }
        XCTAssertFalse(
            diagnostics(schema).contains { $0.contains("Order") }, "Order hides no standard type: no warning")
    }

    func testExplicitTaskIsHonouredWithAWarningThatSaysWhatAppCodeWrites() {
        let schema = #"[{"className": "Job", "fields": {"n": {"type": "Number"}}}]"#
        let config = #"{"classes": {"Job": {"swiftName": "Task"}}}"#
        XCTAssertNotNil(generatedFiles(schema, config: config)["Task.parse.swift"])
        XCTAssertEqual(
            firstLines(diagnostics(schema, config: config)),
            [
                "parse-model-gen.json:1:35: warning: class 'Job' is named 'Task', which hides _Concurrency's 'Task' in this module: app code there names the standard type '_Concurrency.Task' (e.g. '_Concurrency.Task { ... }')"
            ])
    }

    func testExplicitNameThatCannotCompileIsAnErrorAtItsPosition() {
        let schema =
            #"[{"className": "Job", "fields": {"n": {"type": "Number"}}}, {"className": "Slot", "fields": {"n": {"type": "Number"}}}]"#
        let config = #"{"classes": {"Job": {"swiftName": "Date"}, "Slot": {"swiftName": "ID"}}}"#
        let found = firstLines(diagnostics(schema, config: config)).filter { $0.contains("error:") }
        XCTAssertEqual(
            found,
            [
                "parse-model-gen.json:1:35: error: model type name 'Date' cannot compile: the generated code names the standard type 'Date', which the model would hide in the module",
                "parse-model-gen.json:1:66: error: model type name 'ID' cannot compile: inside every model 'ID' is Identifiable's associated type (String), so a pointer to this model from another model would be typed String",
            ])
    }

    func testFieldDescriptionKeepsItsNameAndCanBeChosen() {
        let schema =
            #"[{"className": "Item", "fields": {"description": {"type": "String"}, "summary": {"type": "String"}}}]"#
        let config = #"{"classes": {"Item": {"fields": {"summary": {"swiftName": "debugDescription"}}}}}"#
        let model = generatedFiles(schema, config: config)["Item.parse.swift"] ?? ""
        XCTAssertTrue(model.contains("var description: String?"), model)
        XCTAssertTrue(model.contains("var debugDescription: String?"), model)
        XCTAssertEqual(diagnostics(schema, config: config), [])
    }

    func testExplicitFieldNameThatCannotCompileIsAnErrorAtItsPosition() {
        let schema = #"[{"className": "Item", "fields": {"summary": {"type": "String"}}}]"#
        let config = #"{"classes": {"Item": {"fields": {"summary": {"swiftName": "hashValue"}}}}}"#
        XCTAssertEqual(
            firstLines(diagnostics(schema, config: config)),
            [
                "parse-model-gen.json:1:59: error: property name 'hashValue' for field 'summary' cannot compile: Hashable's 'hashValue' is the model's own, so the model would declare it twice"
            ])
    }

    /// Each reserved member type is on the list for a reason the compiler shows: a model of that name
    /// pointed to from another model does not compile. Standard types the generated code does not name
    /// compile as model names (the shop golden compiles `Order`, `Notification`, `Progress` and `Task`).
    func testReservedMemberTypeNamesBreakAndStandardTypeNamesDoNot() throws {
        let schema = """
            [{"className": "Owner", "fields": {"n": {"type": "Number"}}},
             {"className": "Holder", "fields": {"owner": {"type": "Pointer", "targetClass": "Owner"}}}]
            """
        let files = generatedFiles(schema)
        func renamed(to name: String) -> [String: String] {
            var result: [String: String] = [:]
            for (file, text) in files {
                let pattern = try! NSRegularExpression(pattern: #"\bOwner\b"#)
                let replaced = pattern.stringByReplacingMatches(
                    in: text, range: NSRange(text.startIndex..., in: text), withTemplate: name)
                result[file == "Owner.parse.swift" ? "\(name)Model.parse.swift" : file] = replaced
            }
            return result
        }
        // `ID` is inherited by every model; CodingKeys and Key are declared by every model, and RoleUser and
        // SessionUser by the role and session models, so those clash by construction.
        for name in ["ID"] {
            let failure = try CompileCheck.typecheck(renamed(to: name), flavor: .fork, swiftVersion: "6")
            XCTAssertNotNil(failure, "a model named '\(name)' compiles: it need not be reserved")
        }
        for name in ["Order", "Options", "Notification", "Task", "Array", "Optional", "Error", "URL"] {
            XCTAssertFalse(ReservedTypeNames.all.contains(name), name)
            XCTAssertNil(try CompileCheck.typecheck(renamed(to: name), flavor: .fork, swiftVersion: "6"), name)
        }
    }

    /// The field names kept and the ones renamed, each as the compiler shows it: fields generated under
    /// placeholder names are renamed in the output, then compiled beside a client that reads them.
    func testReservedFieldNamesBreakAndTheSDKsOtherMemberNamesDoNot() throws {
        let kept = [
            "description", "debugDescription", "hash", "className", "mergeable", "query", "save", "fetch", "delete",
            "relation", "operation", "encode",
        ]
        func model(_ names: [String], type: String) -> [String: String] {
            let fields = names.indices.map { #""zz\#($0)zz": {"type": "\#(type)"}"# }.joined(separator: ", ")
            var files = generatedFiles(#"[{"className": "Item", "fields": {\#(fields)}}]"#)
            var client = "func readItem(_ item: Item) {\n"
            for (index, name) in names.enumerated() {
                for (file, text) in files {
                    files[file] = text.replacingOccurrences(of: "zz\(index)zz", with: name)
                }
                client += "    _ = item.\(name)\n    _ = Item.Key.\(name)\n"
            }
            files["Client.swift"] = client + "    print(item, item.id)\n}\n"
            return files
        }
        // Kept: they compile in a plain module and in one isolated to the main actor by default.
        XCTAssertNil(try CompileCheck.typecheck(model(kept, type: "String"), flavor: .fork, swiftVersion: "6"))
        XCTAssertNil(
            try CompileCheck.typecheck(
                model(kept, type: "Object"), flavor: .fork, swiftVersion: "6", isolation: .mainActor))
        XCTAssertNil(
            try CompileCheck.typecheck(model(kept, type: "Number"), flavor: .parseCommunity, swiftVersion: "5"))
        for name in kept {
            XCTAssertFalse(ReservedNames.objectMembers.contains(name), name)
        }
        // Renamed, each for the reason its warning gives; the same model with an ordinary name compiles.
        XCTAssertNil(
            try CompileCheck.typecheck(
                model(["title"], type: "Object"), flavor: .fork, swiftVersion: "6", isolation: .mainActor))
        XCTAssertNotNil(
            try CompileCheck.typecheck(model(["hashValue"], type: "String"), flavor: .fork, swiftVersion: "6"),
            "hashValue")
        XCTAssertNotNil(
            try CompileCheck.typecheck(model(["originalData"], type: "String"), flavor: .fork, swiftVersion: "6"),
            "originalData")
        XCTAssertNotNil(
            try CompileCheck.typecheck(
                model(["id"], type: "Object"), flavor: .fork, swiftVersion: "6", isolation: .mainActor), "id")
        for name in ["hashValue", "originalData", "id"] {
            XCTAssertTrue(ReservedNames.objectMembers.contains(name), name)
        }
    }
}
