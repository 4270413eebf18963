import XCTest

/// Regressions from an adversarial run: schemas that generated without an error and then did not
/// compile, or that compiled but broke the app code beside them. Each is now correct output or an
/// error at its position.
final class AdversarialNameTests: XCTestCase {
    /// Classes named like a type the generated code uses are renamed with a warning that says what would
    /// break; classes named like a standard type the generated code does not use (`Task`, `Result`) keep
    /// their names with a warning that says how app code reaches the standard type, and that app code compiles.
    func testClassesNamedLikeSwiftTypesAreRenamedOnlyWhereGeneratedCodeBreaks() throws {
        let schema = """
            [
              {"className": "Comparable", "fields": {"rank": {"type": "Number"}}},
              {"className": "RawRepresentable", "fields": {"kind": {"type": "String"}}},
              {"className": "Task", "fields": {"title": {"type": "String"}, "owner": {"type": "Pointer", "targetClass": "Result"}}},
              {"className": "Result", "fields": {"score2": {"type": "Number"}}},
              {"className": "Any", "fields": {"note": {"type": "String"}}}
            ]
            """
        let config = """
            {"classes": {"RawRepresentable": {"fields": {"kind": {"enum": {"name": "RawRepresentable", "cases": ["a", "b"]}}}}}}
            """
        let warnings = diagnostics(schema, config: config).map { $0.components(separatedBy: "\n")[0] }.filter {
            $0.contains("warning:")
        }
        XCTAssertEqual(
            warnings,
            [
                "s.json:2:17: warning: class 'Comparable' would be named 'Comparable', which would not compile: the generated code names the standard type 'Comparable', which the model would hide in the module; it is named 'ComparableObject'",
                "s.json:3:17: warning: class 'RawRepresentable' would be named 'RawRepresentable', which would not compile: the generated code names the standard type 'RawRepresentable', which the model would hide in the module; it is named 'RawRepresentableObject'",
                "s.json:4:17: warning: class 'Task' is named 'Task', which hides _Concurrency's 'Task' in this module: app code there names the standard type '_Concurrency.Task' (e.g. '_Concurrency.Task { ... }')",
                "s.json:5:17: warning: class 'Result' is named 'Result', which hides Swift's 'Result' in this module: app code there names the standard type 'Swift.Result' (e.g. 'Swift.Result<Value, Error>')",
                "s.json:6:17: warning: class 'Any' would be named 'Any', which would not compile: it is a Swift keyword; it is named 'AnyModel'",
                "parse-model-gen.json:1:72: warning: nested type 'RawRepresentable' would hide a type the generated code uses; it is named 'RawRepresentableValue'",
            ])
        var files = generatedFiles(schema, config: config)
        files["App.swift"] = """
            import Foundation
            import ParseSwift

            func appCode(owner: Result) -> Swift.Result<Task, Error> {
                _Concurrency.Task { print("the Concurrency task, qualified") }
                let kinds = RawRepresentableObject.RawRepresentableValue.allCases
                return .success(Task(owner: owner, title: "\\(kinds.count)"))
            }
            """
        XCTAssertEqual(try CompileCheck.compileAllModes(sources: files), [])
    }

    /// Inverse helpers are checked against every member of the type they extend: its fields, its own
    /// relation helpers, and the helpers other models add.
    func testInverseHelpersThatWouldClashAreLeftOutWithAWarning() throws {
        let schema = """
            [
              {"className": "Genre", "fields": {"queryBooksByGenre": {"type": "String"}}},
              {"className": "Book", "fields": {"genre": {"type": "Pointer", "targetClass": "Genre"}, "byGenre": {"type": "Pointer", "targetClass": "Genre"}}},
              {"className": "BookBy", "fields": {"genre": {"type": "Pointer", "targetClass": "Genre"}}},
              {"className": "Comment", "fields": {"parent": {"type": "Pointer", "targetClass": "Comment"}, "queryCommentsByParent": {"type": "String"}}}
            ]
            """
        let warnings = diagnostics(schema).map { $0.components(separatedBy: "\n")[0] }.filter {
            $0.contains("warning:")
        }
        XCTAssertEqual(
            warnings.filter { $0.contains("helper") },
            [
                "s.json:3:17: warning: helper 'queryBooksByGenre()' for field 'genre' of Book is not generated: Genre already has a member of that name",
                "s.json:5:17: warning: helper 'queryCommentsByParent()' for field 'parent' of Comment is not generated: Comment already has a member of that name",
            ])
        let files = generatedFiles(schema)
        XCTAssertTrue(files["Book.parse.swift"]?.contains("func queryBooksByByGenre()") == true)
        XCTAssertTrue(files["BookBy.parse.swift"]?.contains("func queryBookBiesByGenre()") == true)
        XCTAssertEqual(try CompileCheck.compileAllModes(sources: files), [])
    }

    /// Two models whose helpers on one target get the same name: the first by type name keeps it.
    func testTwoModelsAddingTheSameHelperKeepOne() throws {
        let schema = """
            [
              {"className": "Genre", "fields": {"name": {"type": "String"}}},
              {"className": "Box", "fields": {"genre": {"type": "Pointer", "targetClass": "Genre"}}},
              {"className": "Boxe", "fields": {"genre": {"type": "Pointer", "targetClass": "Genre"}}}
            ]
            """
        let warnings = diagnostics(schema).map { $0.components(separatedBy: "\n")[0] }.filter { $0.contains("helper") }
        XCTAssertEqual(
            warnings,
            [
                "s.json:4:17: warning: helper 'queryBoxesByGenre()' for field 'genre' of Boxe is not generated: Genre already has a member of that name"
            ])
        let files = generatedFiles(schema)
        XCTAssertTrue(files["Box.parse.swift"]?.contains("func queryBoxesByGenre()") == true)
        XCTAssertEqual(try CompileCheck.compileAllModes(sources: files), [])
    }

    /// Type names for `targetTypes` that a model's own types or a generated type would shadow.
    func testTargetTypesThatCannotResolveInsideAModelAreErrors() {
        let schema = """
            [
              {"className": "Chat", "fields": {"status": {"type": "String"}}},
              {"className": "Message", "fields": {"a": {"type": "Pointer", "targetClass": "A"}, "b": {"type": "Pointer", "targetClass": "B"},
                "c": {"type": "Pointer", "targetClass": "C"}, "d": {"type": "Pointer", "targetClass": "D"}, "e": {"type": "Pointer", "targetClass": "E"}}}
            ]
            """
        let config = """
            {"targetTypes": {"A": "Key", "B": "CodingKeys", "C": "ID", "D": "Chat.User", "E": "Status.Thing"},
             "classes": {"Chat": {"fields": {"status": {"enum": {"name": "Status", "cases": ["open"]}}}}}}
            """
        let errors = diagnostics(schema, config: config).map { $0.components(separatedBy: "\n")[0] }.filter {
            $0.contains("error:")
        }
        XCTAssertEqual(
            errors,
            [
                "parse-model-gen.json:1:23: error: 'Key' for targetClass 'A' does not resolve inside the generated models: every generated model declares its own 'Key'",
                "parse-model-gen.json:1:35: error: 'CodingKeys' for targetClass 'B' does not resolve inside the generated models: every generated model declares its own 'CodingKeys'",
                "parse-model-gen.json:1:54: error: 'ID' for targetClass 'C' does not resolve inside the generated models: every generated model declares its own 'ID'",
                "parse-model-gen.json:1:65: error: 'Chat.User' for targetClass 'D' does not resolve inside the generated models: a generated model is named 'Chat'",
                "parse-model-gen.json:1:83: error: 'Status.Thing' for targetClass 'E' does not resolve inside the generated models: model Chat declares a nested type 'Status'",
            ])
    }

    /// Refinements and fields that generated code which did not compile, or did not decode.
    func testEmptyStructsOriginalDataAliasesAndEnumDefaultsAreErrors() {
        let schema = """
            [
              {"className": "Note", "fields": {
                "meta": {"type": "Object"}, "title": {"type": "String"}, "body": {"type": "String"},
                "kind": {"type": "String", "defaultValue": "memo"}, "size": {"type": "Number"}, "note": {"type": "String"}
              }}
            ]
            """
        let config = """
            {"classes": {"Note": {"fields": {
              "meta": {"struct": {"name": "Meta", "fields": {}}},
              "title": {"aliases": ["heading"]},
              "note": {"aliases": ["objectId"]},
              "body": {"aliases": ["size"]},
              "size": {"aliases": ["heading"]},
              "kind": {"enum": {"cases": ["note", "todo"]}}
            }}}}
            """
        let errors = diagnostics(schema, config: config).map { $0.components(separatedBy: "\n")[0] }.filter {
            $0.contains("error:")
        }
        XCTAssertEqual(
            errors.sorted(),
            [
                "parse-model-gen.json:2:31: error: struct 'Meta' of field 'meta' has no fields",
                "parse-model-gen.json:4:24: error: alias 'objectId' of field 'note' is itself a field or built-in key of the class",
                "parse-model-gen.json:5:24: error: alias 'size' of field 'body' is itself a field or built-in key of the class",
                "parse-model-gen.json:6:24: error: alias 'heading' of field 'size' is also an alias of field 'title'",
                // At the enum in the config, where the missing case goes; the schema's default is named with its place.
                "parse-model-gen.json:7:12: error: default value \"memo\" of field 'kind' (s.json:4:48) is not one of its enum values",
            ].sorted())
    }

    /// A field named `originalData` (Parse Server accepts it) is read under another name with its key kept;
    /// the SDK's own property, which would fail to decode it, is left out of the coding keys.
    func testAFieldNamedOriginalDataIsReadUnderAnotherName() {
        let found = diagnostics(#"{"className": "Note", "fields": {"originalData": {"type": "String"}}}"#).map {
            $0.components(separatedBy: "\n")[0]
        }
        XCTAssertEqual(
            found,
            [
                "s.json:1:34: warning: ParseSwift's encoder drops the key 'originalData' from save bodies: values of this field can be read but not saved",
                "s.json:1:34: warning: field 'originalData' would be named 'originalData', which would not compile: ParseObject requires its own 'originalData' property (the SDK's record of the last server data), so the model would declare it twice; the renamed property keeps the key 'originalData' and the SDK's own is left out of the coding keys; it is named 'originalDataValue'",
            ])
    }

    /// ParseSwift's fork sends `id` and `className` inside nested types; only 4.14 drops them.
    func testIdInANestedStructWarnsOnlyAbout414() {
        let schema = #"{"className": "Place", "fields": {"info": {"type": "Object"}}}"#
        let config =
            #"{"classes": {"Place": {"fields": {"info": {"struct": {"name": "Info", "fields": {"id": {"type": "String"}, "score": {"type": "Number"}}}}}}}}"#
        let warnings = diagnostics(schema, config: config).map { $0.components(separatedBy: "\n")[0] }.filter {
            $0.contains("warning:")
        }
        XCTAssertEqual(
            warnings,
            [
                "parse-model-gen.json:1:82: warning: ParseSwift 4.14's encoder drops the key 'id' from save bodies (the fork 5.x/6.x sends it): with 4.14 values of this field can be read but not saved",
                "parse-model-gen.json:1:108: warning: field 'score' clashes with ParseSwift's text-search score: the SDK does not send it when saving",
            ])
    }
}
