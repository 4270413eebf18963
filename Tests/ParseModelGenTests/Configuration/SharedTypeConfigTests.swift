import ParseSchema
import XCTest

/// The config's `types`: mistakes in a shared type's declaration, its name, and the fields naming it are
/// errors at their position; a valid one is one top-level type in its own file.
final class SharedTypeConfigTests: XCTestCase {
    private let shop = """
        [{"className": "Book", "fields": {"title": {"type": "String"}, "meta": {"type": "Object"}, "tags": {"type": "Array"}, "rank": {"type": "Number"}}},
         {"className": "Shelf", "fields": {"spot": {"type": "Object"}}}]
        """

    /// The first line of each diagnostic (without its note), in the order of their positions.
    private func errors(_ config: String) -> [String] {
        sortedDiagnostics(config).map { $0.components(separatedBy: "\n")[0] }
    }

    /// The diagnostics, in the order of their positions.
    private func sortedDiagnostics(_ config: String) -> [String] {
        diagnostics(shop, config: config).sorted(by: Self.byPosition)
    }

    func testUnknownKeysInASharedTypeAreErrorsWithAHint() {
        let config = """
            {"types": {
              "Address": {"struct": {"fileds": {"city": {"type": "String"}}}, "dco": "x"},
              "Currency": {"enum": {"cases": ["EUR"], "rawtype": "String"}},
              "Spot": {"struct": {"fields": {"row": {"type": "Number", "swiftname": "line"}}}}
            }}
            """
        XCTAssertEqual(
            sortedDiagnostics(config),
            [
                "parse-model-gen.json:2:25: error: 'struct' has no 'fields'\nparse-model-gen.json:2:25: note: describe the fields like a schema: \"fields\": {\"name\": {\"type\": \"String\"}}",
                "parse-model-gen.json:2:26: error: unknown key 'fileds' in the struct of type 'Address' in 'types'\nparse-model-gen.json:2:26: note: did you mean 'fields'?",
                "parse-model-gen.json:2:67: error: unknown key 'dco' in type 'Address' in 'types'\nparse-model-gen.json:2:67: note: did you mean 'doc'?",
                "parse-model-gen.json:3:43: error: unknown key 'rawtype' in the enum of type 'Currency' in 'types'\nparse-model-gen.json:3:43: note: did you mean 'rawType'?",
                "parse-model-gen.json:4:60: error: unknown key 'swiftname' in struct field 'row'\nparse-model-gen.json:4:60: note: did you mean 'swiftName'?",
            ])
    }

    func testTheShapeOfADeclaration() {
        let config = """
            {"types": {
              "Address": {"struct": {"name": "Address", "fields": {"city": {"type": "String"}}}},
              "Currency": {"enum": {"name": "Money", "cases": ["EUR"]}},
              "Both": {"struct": {"fields": {"a": {"type": "String"}}}, "enum": {"cases": ["a"]}},
              "Neither": {"doc": "nothing"}
            }}
            """
        XCTAssertEqual(
            errors(config),
            [
                "parse-model-gen.json:2:26: error: a type in 'types' is named by its key ('Address'), not by 'name'",
                "parse-model-gen.json:3:33: error: a type in 'types' is named by its key ('Currency'), not by 'name'",
                "parse-model-gen.json:4:61: error: type 'Both' in 'types' has both \"struct\" and \"enum\"",
                "parse-model-gen.json:5:14: error: type 'Neither' in 'types' has neither \"struct\" nor \"enum\"",
            ])
    }

    func testTheContentsOfADeclaration() {
        let config = """
            {"types": {
              "Empty": {"struct": {"fields": {}}},
              "Mixed": {"enum": {"cases": {"one": 1, "two": "2"}}},
              "Stated": {"enum": {"rawType": "Int", "cases": ["a"]}},
              "Twice": {"enum": {"cases": ["a", "a"]}},
              "Relating": {"struct": {"fields": {"fans": {"type": "Relation", "targetClass": "Book"}}}}
            }}
            """
        XCTAssertEqual(
            errors(config),
            [
                "parse-model-gen.json:2:3: error: struct 'Empty' in 'types' has no fields",
                "parse-model-gen.json:3:32: error: enum value 1 is not a string like the enum's other values",
                "parse-model-gen.json:4:51: error: enum value 'a' is not an integer like its rawType",
                "parse-model-gen.json:5:37: error: enum value 'a' is listed twice",
                "parse-model-gen.json:6:55: error: a Relation cannot be a field of a struct: it exists only on a class",
            ])
    }

    func testBadNamesAreErrorsAtTheName() {
        let config = """
            {"types": {
              "address": {"struct": {"fields": {"city": {"type": "String"}}}},
              "Post-Code": {"enum": {"cases": ["a"]}},
              "Date": {"enum": {"cases": ["a"]}},
              "Key": {"enum": {"cases": ["a"]}},
              "struct": {"enum": {"cases": ["a"]}}
            }}
            """
        XCTAssertEqual(
            sortedDiagnostics(config),
            [
                "parse-model-gen.json:2:3: error: 'address' in 'types' does not start with a capital letter\nparse-model-gen.json:2:3: note: Swift type names start with one, such as 'Address'",
                "parse-model-gen.json:3:3: error: 'Post-Code' in 'types' is not a valid Swift type name\nparse-model-gen.json:3:3: note: use letters, digits and '_', starting with a capital letter",
                "parse-model-gen.json:4:3: error: 'Date' in 'types' would hide a type that generated or app code uses\nparse-model-gen.json:4:3: note: choose another name, such as 'DateValue'",
                "parse-model-gen.json:5:3: error: 'Key' in 'types' would hide a type that generated or app code uses\nparse-model-gen.json:5:3: note: choose another name, such as 'KeyValue'",
                "parse-model-gen.json:6:3: error: 'struct' in 'types' does not start with a capital letter\nparse-model-gen.json:6:3: note: Swift type names start with one, such as 'Struct'",
            ])
    }

    func testNamesCollidingWithModelsOrEachOtherAreErrors() {
        let config = """
            {"targetTypes": {"Project": "ProjectRecord"},
             "types": {
              "Book": {"struct": {"fields": {"a": {"type": "String"}}}},
              "SHELF": {"struct": {"fields": {"a": {"type": "String"}}}},
              "ProjectRecord": {"enum": {"cases": ["a"]}},
              "Spot": {"enum": {"cases": ["a"]}},
              "SPOT": {"enum": {"cases": ["a"]}}
            }}
            """
        XCTAssertEqual(
            errors(config),
            [
                "parse-model-gen.json:3:3: error: 'Book' in 'types' is also the Swift type of class 'Book'",
                "parse-model-gen.json:4:3: error: 'SHELF' in 'types' and the Swift type 'Shelf' of class 'Shelf' differ only in case, so their files would be one on case-insensitive file systems",
                "parse-model-gen.json:5:3: error: 'ProjectRecord' in 'types' is also the targetTypes type of class 'Project'",
                "parse-model-gen.json:7:3: error: 'SPOT' and 'Spot' in 'types' differ only in case, so their files would be one on case-insensitive file systems",
            ])
    }

    func testSwiftTypesNamingSharedTypesAreCheckedAgainstTheParseType() {
        let config = """
            {"types": {
              "Address": {"struct": {"fields": {"city": {"type": "String"}}}},
              "Currency": {"enum": {"cases": ["EUR", "USD"]}}
            },
             "classes": {"Book": {"fields": {
              "title": {"swiftType": "Address"},
              "rank": {"swiftType": "Currency"},
              "meta": {"swiftType": "Adress"},
              "tags": {"swiftType": "[Currency]"}
            }}}}
            """
        XCTAssertEqual(
            sortedDiagnostics(config),
            [
                "parse-model-gen.json:6:26: error: swiftType 'Address' does not fit field 'title' of type String\nparse-model-gen.json:6:26: note: 'Address' of \"types\" is a struct: it fits an Object field, and [Address] an Array field",
                "parse-model-gen.json:7:25: error: swiftType 'Currency' does not fit field 'rank' of type Number\nparse-model-gen.json:7:25: note: 'Currency' of \"types\" is a String enum: it fits a String field, and [Currency] an Array field",
                "parse-model-gen.json:8:25: error: swiftType 'Adress' does not fit field 'meta' of type Object\nparse-model-gen.json:8:25: note: did you mean 'Address'? (an Object field takes [String: Value] or a struct)",
            ])
    }

    func testDefaultValuesOfSharedEnumFieldsMustBeCases() {
        let schema = #"{"className": "Book", "fields": {"currency": {"type": "String", "defaultValue": "JPY"}}}"#
        let config =
            #"{"types": {"Currency": {"enum": {"cases": ["EUR", "USD"]}}}, "classes": {"Book": {"fields": {"currency": {"swiftType": "Currency"}}}}}"#
        XCTAssertEqual(
            diagnostics(schema, config: config),
            [
                // At the shared enum's cases in the config, where the missing case goes.
                "parse-model-gen.json:1:44: error: default value \"JPY\" of field 'currency' (s.json:1:81) is not one of its enum values\nparse-model-gen.json:1:44: note: add it to the enum's cases, or change the field's defaultValue on the server; the values are 'EUR', 'USD'"
            ])
    }

    func testSharedStructsThatStoreThemselvesAreErrors() {
        let config = """
            {"types": {
              "Node": {"struct": {"fields": {"next": {"type": "Object", "swiftType": "Node"}}}},
              "Ping": {"struct": {"fields": {"pong": {"type": "Object", "swiftType": "Pong"}}}},
              "Pong": {"struct": {"fields": {"ping": {"type": "Object", "swiftType": "Ping"}, "pings": {"type": "Array", "swiftType": "[Ping]"}}}},
              "Tree": {"struct": {"fields": {"children": {"type": "Array", "swiftType": "[Tree]"}}}}
            }}
            """
        XCTAssertEqual(
            errors(config),
            [
                "parse-model-gen.json:2:3: error: struct 'Node' in 'types' stores itself; a struct cannot contain itself",
                "parse-model-gen.json:3:3: error: struct 'Ping' in 'types' stores itself through 'Pong'; a struct cannot contain itself",
            ])
    }

    /// One type in its own file, named by fields of two models; a nested type named like it is renamed.
    func testASharedTypeIsOneTopLevelType() {
        let config = """
            {"accessLevel": "public", "types": {"Spot": {"doc": "Where it stands.", "struct": {"fields": {"row": {"type": "Number", "swiftType": "Int"}}}}},
             "classes": {
              "Book": {"fields": {"meta": {"swiftType": "Spot"}, "tags": {"struct": {"name": "Spot", "fields": {"a": {"type": "String"}}}}}},
              "Shelf": {"fields": {"spot": {"swiftType": "Spot"}}}
            }}
            """
        let files = generatedFiles(shop, config: config)
        XCTAssertEqual(
            Set(files.keys),
            ["Book.parse.swift", "Shelf.parse.swift", "Spot.parse.swift", "ParseModelGenSupport.parse.swift"])
        let spot = files["Spot.parse.swift"] ?? ""
        XCTAssertTrue(spot.hasPrefix("// Generated by parse-model-gen from parse-model-gen.json.\n"), spot)
        XCTAssertTrue(
            spot.contains("/// Where it stands.\npublic nonisolated struct Spot: Codable, Hashable, Sendable {"), spot)
        XCTAssertTrue(files["Shelf.parse.swift"]?.contains("public var spot: Spot?") == true)
        XCTAssertTrue(files["Book.parse.swift"]?.contains("public var meta: Spot?") == true)
        XCTAssertTrue(files["Book.parse.swift"]?.contains("public var tags: [SpotValue]?") == true)
        XCTAssertEqual(
            diagnostics(shop, config: config).map { $0.components(separatedBy: "\n")[0] },
            [
                "parse-model-gen.json:3:82: warning: nested type 'Spot' would hide a type the generated code uses; it is named 'SpotValue'"
            ])
    }

    private static func byPosition(_ lhs: String, _ rhs: String) -> Bool {
        func key(_ line: String) -> [Int] {
            line.split(separator: ":").dropFirst().prefix(2).compactMap { Int($0) }
        }
        return key(lhs).lexicographicallyPrecedes(key(rhs))
    }
}
