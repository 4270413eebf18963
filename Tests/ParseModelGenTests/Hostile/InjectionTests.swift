import Foundation
import ParseModelGenerator
import ParseSchema
import XCTest

/// Input text that tries to end a comment, a string literal or a declaration early and declare
/// something of its own. Free text (descriptions, docs, enum values, default values, file names)
/// must arrive as text; names (classes, fields, `swiftName`, aliases, enum case and type names,
/// `targetTypes`) must be refused with an error at their position.
final class InjectionTests: XCTestCase {
    /// Each tries to declare `struct Injected` or call `evil()`.
    static let payloads = [
        "*/ struct Injected {} /*",
        "\"\"\"\nstruct Injected {}\n\"\"\"",
        "\"); struct Injected {}; let x = (\"",
        "trailing backslash \\",
        "\\(evil())",
        "\\u{0041}\\0\\n",
        "\n}\nstruct Injected {}\n",
        "\r}\rstruct Injected {}\r",
        "\r\n}\r\nstruct Injected {}\r\n",
        "\u{85}}\u{85}struct Injected {}",
        "\u{2028}}\u{2028}struct Injected {}",
        "\u{2029}}\u{2029}struct Injected {}",
        "\u{0B}struct Injected {}\u{0C}struct Injected {}",
        "#\"\"#\nstruct Injected {}",
        "##\"\"\"## #\"\\#(evil())\"#",
        "\u{0}struct Injected {}",
        "\u{1B}[2J\u{7}\u{8}\u{7F}\u{9B}",
        "\u{202E}}\u{202D}struct Injected {}\u{202C}",
        "\u{2066}\u{2067}\u{2068}\u{2069}\u{200E}\u{200F}\u{061C}",
        "\u{200B}\u{200C}\u{200D}\u{2060}\u{FEFF}",
        "/* unclosed",
        "// MARK: - struct Injected {}",
        "#if false\nstruct Injected {}\n#endif",
    ]

    /// Characters that must never reach the output raw: they end or hide lines, or reorder what a
    /// reader sees (Trojan Source).
    static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A: return false
        case 0x00...0x1F, 0x7F...0x9F: return true
        case 0x061C, 0x200B...0x200F, 0x2028...0x202E, 0x2060...0x2069, 0xFEFF: return true
        default: return false
        }
    }

    func testFreeTextEverywhereStaysText() throws {
        let payloads = Self.payloads
        func text(_ index: Int) -> String { FuzzJSON.quoted("p\(index) " + payloads[index % payloads.count]) }
        let allCases = payloads.indices.map { text($0) }.joined(separator: ", ")
        let schema = """
            [{"className": "Victim", "description": \(text(0)),
              "fields": {
                \(payloads.indices.map { "\"text\($0)\": {\"type\": \"String\", \"description\": \(text($0)), \"defaultValue\": \(text($0 + 1))}" }.joined(separator: ",\n    ")),
                "state": {"type": "String", "enum": {"cases": [\(allCases)]}},
                "states": {"type": "Array", "enum": {"name": "States", "cases": [\(allCases)]}, "defaultValue": [\(allCases)]},
                "blob": {"type": "Object", "defaultValue": {\(payloads.indices.map { "\(text($0)): \(text($0 + 2))" }.joined(separator: ", "))}},
                "parts": {"type": "Array", "struct": {"name": "Part", "fields": {
                  \(payloads.indices.map { "\"part\($0)\": {\"type\": \"String\", \"description\": \(text($0))}" }.joined(separator: ",\n      "))
                }}},
                "owner": {"type": "Pointer", "targetClass": "Victim", "defaultValue": {"__type": "Pointer", "className": "Victim", "objectId": \(text(3))}}
              }
            }]
            """
        let config = """
            {"classes": {"Victim": {"doc": \(text(5)), "fields": {
              \(payloads.indices.map { "\"text\($0)\": {\"doc\": \(text($0 + 3))}" }.joined(separator: ",\n  "))
            }}}}
            """
        let outcome = Generator.generate(
            schemas: [SourceFile(path: "Schemas/evil\n}\nstruct Injected {}\u{2028}\u{202E}.json", text: schema)],
            config: SourceFile(path: "parse-model-gen.json", text: config)
        )
        XCTAssertTrue(outcome.succeeded, outcome.diagnostics.map(\.formatted).joined(separator: "\n"))
        let files = Dictionary(uniqueKeysWithValues: outcome.files.map { ($0.name, $0.contents) })
        let victim = try XCTUnwrap(files["Victim.parse.swift"])
        // Every payload arrived: the test would prove nothing if the texts were dropped.
        XCTAssertTrue(
            victim.contains(#""p7 \r}\rstruct Injected {}\r""#), "the CR payload is not a string literal in the output")
        XCTAssertTrue(
            victim.contains(#""p10 \u{2028}}\u{2028}struct Injected {}""#),
            "the line separator payload is not an escaped string literal")
        XCTAssertTrue(victim.contains("    /// struct Injected {}\n"), "the payloads are not in the doc comments")
        XCTAssertTrue(victim.contains("\"p4 \\\\(evil())\""), "the interpolation payload is not a plain string literal")
        for (name, contents) in files {
            for (number, line) in contents.components(separatedBy: "\n").enumerated() {
                let code = line.drop { $0 == " " }
                XCTAssertFalse(
                    code.hasPrefix("struct Injected") || code.hasPrefix("evil("), "\(name):\(number + 1): \(line)")
            }
            XCTAssertEqual(
                GeneratedDirectives.foreignDirectiveLines(in: contents), [],
                "\(name) has a directive the generator does not write")
            let forbidden = contents.unicodeScalars.filter(Self.isForbidden)
            XCTAssertTrue(forbidden.isEmpty, "\(name) contains raw \(forbidden.map { String($0.value, radix: 16) })")
        }
        // A client that declares what the payloads try to declare: a redeclaration would fail here.
        let client = "struct Injected {}\nfunc evil() -> String { \"\" }\n"
        XCTAssertEqual(
            try CompileCheck.compileAllModes(sources: files.merging(["Client.swift": client]) { first, _ in first }), []
        )
    }

    func testNamesCarryingPayloadsAreRefusedAtTheirPosition() {
        let payload = FuzzJSON.quoted("X */ struct Injected {} \n")
        let cases: [(what: String, schema: String, config: String?)] = [
            ("class name", #"[{"className": \#(payload), "fields": {}}]"#, nil),
            ("field name", #"[{"className": "A", "fields": {\#(payload): {"type": "String"}}}]"#, nil),
            (
                "targetClass",
                #"[{"className": "A", "fields": {"b": {"type": "Pointer", "targetClass": \#(payload)}}}]"#, nil
            ),
            (
                "class swiftName", #"[{"className": "A", "fields": {}}]"#,
                #"{"classes": {"A": {"swiftName": \#(payload)}}}"#
            ),
            (
                "field swiftName", #"[{"className": "A", "fields": {"b": {"type": "String"}}}]"#,
                #"{"classes": {"A": {"fields": {"b": {"swiftName": \#(payload)}}}}}"#
            ),
            ("alias", #"[{"className": "A", "fields": {"b": {"type": "String", "aliases": [\#(payload)]}}}]"#, nil),
            (
                "enum name",
                #"[{"className": "A", "fields": {"b": {"type": "String", "enum": {"name": \#(payload), "cases": ["x"]}}}}]"#,
                nil
            ),
            (
                "enum case name",
                #"[{"className": "A", "fields": {"b": {"type": "Number", "enum": {"cases": {\#(payload): 1}}}}}]"#, nil
            ),
            (
                "struct name",
                #"[{"className": "A", "fields": {"b": {"type": "Object", "struct": {"name": \#(payload), "fields": {}}}}}]"#,
                nil
            ),
            (
                "struct field name",
                #"[{"className": "A", "fields": {"b": {"type": "Object", "struct": {"name": "B", "fields": {\#(payload): {"type": "String"}}}}}}]"#,
                nil
            ),
            ("swiftType", #"[{"className": "A", "fields": {"b": {"type": "Array", "swiftType": \#(payload)}}}]"#, nil),
            (
                "targetTypes", #"[{"className": "A", "fields": {"b": {"type": "Pointer", "targetClass": "C"}}}]"#,
                #"{"targetTypes": {"C": \#(payload)}}"#
            ),
            ("stripPrefixes", #"[{"className": "A_B", "fields": {}}]"#, #"{"stripPrefixes": [\#(payload)]}"#),
        ]
        for (what, schema, config) in cases {
            let outcome = Generator.generate(
                schemas: [SourceFile(path: "s.json", text: schema)],
                config: config.map { SourceFile(path: "parse-model-gen.json", text: $0) }
            )
            if outcome.succeeded {
                // Only a prefix that matches nothing may be accepted: it cannot reach the output.
                XCTAssertEqual(what, "stripPrefixes", "a \(what) carrying a payload was accepted")
                XCTAssertFalse(outcome.files.contains { $0.contents.contains("Injected") }, what)
                continue
            }
            XCTAssertTrue(outcome.files.isEmpty, what)
            let errors = outcome.diagnostics.filter { $0.severity == .error }
            XCTAssertFalse(errors.isEmpty, what)
            for error in errors {
                XCTAssertNotNil(error.location, "\(what): \(error.formatted)")
                XCTAssertFalse(
                    error.formatted.components(separatedBy: "\n").contains { $0.hasPrefix("struct Injected") },
                    "\(what): the message itself breaks lines: \(error.formatted)")
            }
        }
    }

    func testAFileNamedAfterAPayloadIsNotAClassName() {
        let outcome = Generator.generate(
            schemas: [
                SourceFile(
                    path: "Schemas/Book\nstruct Injected {}.json", text: #"{"fields": {"title": {"type": "String"}}}"#)
            ], config: nil)
        XCTAssertFalse(outcome.succeeded)
        XCTAssertTrue(outcome.files.isEmpty)
    }
}
