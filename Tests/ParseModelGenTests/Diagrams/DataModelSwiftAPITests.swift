import Foundation
import XCTest

@testable import DataModelDocuments
@testable import ParseModelGenerator
@testable import ParseSchema

/// The Swift names the diagrams and docs show beside the Parse types (the enums and their cases, the structs,
/// the typed keys, the helpers of pointers and relations) are the names the generated Swift declares, in the
/// type that declares them.
final class DataModelSwiftAPITests: XCTestCase {
    private typealias Counts = (enums: Int, cases: Int, structs: Int, keys: Int, helpers: Int)

    /// For every golden input: each name the docs show is in the docs and declared in the generated files.
    func testEveryShownNameIsDeclaredInTheGeneratedSwift() throws {
        var counts: Counts = (0, 0, 0, 0, 0)
        for golden in DiagramGoldenCase.all {
            let inputs = InputCollector.collect(paths: [golden.inputDirectory.path], configPath: nil)
            try check(golden.name, schemas: inputs.schemas, config: inputs.config, counts: &counts)
        }
        // The goldens hold every kind of name, so none of the checks runs on nothing.
        XCTAssertGreaterThan(counts.enums, 5)
        XCTAssertGreaterThan(counts.cases, 20)
        XCTAssertGreaterThan(counts.structs, 3)
        XCTAssertGreaterThan(counts.keys, 100)
        XCTAssertGreaterThan(counts.helpers, 20)
    }

    /// The same for random model sets, whose enum cases, struct fields and Swift names are named like what
    /// the generated code declares itself (`none`, `rawValue`, `Key`, `default`...), with nested structs and
    /// shared types.
    func testRandomModelSetsShowDeclaredNames() throws {
        var counts: Counts = (0, 0, 0, 0, 0)
        for seed in UInt64(1)...6 {
            var generator = RandomModelSetGenerator(seed: seed)
            let set = generator.make()
            try check(
                "random set, " + set.replay, schemas: [SourceFile(path: "schema.json", text: set.schemaText)],
                config: SourceFile(path: "parse-model-gen.json", text: set.configText), counts: &counts)
        }
        XCTAssertGreaterThan(counts.enums, 0)
        XCTAssertGreaterThan(counts.structs, 0)
        XCTAssertGreaterThan(counts.helpers, 0)
    }

    private func check(_ name: String, schemas: [SourceFile], config: SourceFile?, counts: inout Counts) throws {
        let loaded = DataModelGraph.load(schemas: schemas, config: config)
        let graph = try XCTUnwrap(loaded.graph, "\(name): " + GoldenCase.diagnosticsText(loaded.diagnostics))
        let docs = DataModelDocument.render(graph).text
        let mermaid = MermaidDiagram.render(graph, fields: .all)
        let outcome = Generator.generate(schemas: schemas, config: config)
        XCTAssertTrue(outcome.succeeded, name)
        let declared = Declarations(outcome.files.filter { $0.name.hasSuffix(".swift") }.map(\.contents))

        for type in graph.valueTypes {
            let shown = MarkdownText.code(type.qualifiedName, inTable: false)
            XCTAssertTrue(docs.contains(shown), "\(name): the docs do not show \(shown)")
            XCTAssertTrue(
                declared.types.contains(type.qualifiedName),
                "\(name): the generated Swift declares no type \(type.qualifiedName)")
            switch type.shape {
            case .enumeration(_, let cases, let unknownCase):
                counts.enums += 1
                XCTAssertTrue(mermaid.contains(MermaidText.quoted(type.qualifiedName + " (enum)")), name)
                XCTAssertTrue(
                    declared.members[type.qualifiedName, default: []].contains("case " + unknownCase + "("),
                    "\(name): \(type.qualifiedName) has no case \(unknownCase)")
                for enumCase in cases {
                    counts.cases += 1
                    XCTAssertTrue(
                        docs.contains("| " + MarkdownText.code("." + enumCase.name) + " | "),
                        "\(name): the docs do not show case \(enumCase.name)")
                    XCTAssertTrue(
                        declared.members[type.qualifiedName, default: []].contains("case " + enumCase.name),
                        "\(name): \(type.qualifiedName) declares no case \(enumCase.name)")
                    // The server's value, where the Swift literal needs no escapes to spell it.
                    if !enumCase.rawValue.dropFirst().dropLast().contains(where: { "\"\\".contains($0) })
                        && !enumCase.rawValue.unicodeScalars.contains(where: UnicodeText.isInvisible)
                    {
                        XCTAssertEqual(
                            declared.rawValues[type.qualifiedName + "." + enumCase.name], enumCase.rawValue,
                            "\(name): the server value of \(type.qualifiedName).\(enumCase.name)")
                    }
                }
            case .structure(let properties):
                counts.structs += 1
                for property in properties {
                    XCTAssertTrue(
                        declared.members[type.qualifiedName, default: []].contains(
                            "var " + property.swiftName + ": " + property.swiftType),
                        "\(name): \(type.qualifiedName) declares no var \(property.swiftName): \(property.swiftType)"
                    )
                }
            }
        }
        for model in graph.classes {
            for field in model.fields {
                guard let key = field.queryKey else { continue }
                counts.keys += 1
                XCTAssertTrue(
                    docs.contains(MarkdownText.code(model.swiftTypeName + ".Key." + key.name)),
                    "\(name): the docs do not show the key of \(model.swiftTypeName).\(field.parseName)")
                XCTAssertTrue(
                    declared.members[model.swiftTypeName + ".Key", default: []].contains(
                        "static var " + key.name + ": " + key.typeName),
                    "\(name): \(model.swiftTypeName).Key declares no \(key.name): \(key.typeName)")
                for name in field.valueTypes {
                    XCTAssertTrue(
                        graph.valueTypes.contains { $0.qualifiedName == name },
                        "\(name): \(model.swiftTypeName).\(field.parseName) names \(name), which is not listed"
                    )
                }
            }
        }
        for link in graph.links {
            for helper in link.helpers {
                counts.helpers += 1
                XCTAssertTrue(
                    docs.contains(MarkdownText.code(helper.signature)),
                    "\(name): the docs do not show \(helper.signature)")
                XCTAssertTrue(
                    declared.members[helper.owner, default: []].contains("func " + helper.signature),
                    "\(name): \(helper.owner) declares no \(helper.signature)")
            }
        }
    }

    /// The types and members generated Swift declares, read line by line from its layout (one declaration a
    /// line, braces balanced outside string literals), with backticks and the SDK namespace taken out.
    private struct Declarations {
        /// Qualified names of the declared structs and enums.
        var types = Set<String>()
        /// By qualified type name (the extended type for an extension): `case name`, `case name(`,
        /// `var name: Type`, `static var name: Type`, `func name()`, `func name(_:)`.
        var members: [String: Set<String>] = [:]
        /// The literal of each enum case's server value, by `Type.case`.
        var rawValues: [String: String] = [:]

        init(_ sources: [String]) {
            let typeDeclaration = try! NSRegularExpression(
                pattern:
                    #"^(?:(?:nonisolated|public|package|internal|private|fileprivate|final) )*(extension|struct|enum|class) ([A-Za-z_][A-Za-z0-9_.]*)"#
            )
            let rawValueCase = try! NSRegularExpression(
                pattern: #"^case (.+): self = \.`?([A-Za-z_][A-Za-z0-9_]*)`?$"#)
            let stringLiteral = try! NSRegularExpression(pattern: #""(?:[^"\\]|\\.)*""#)
            for source in sources {
                // Scopes by brace depth: the type a `{` opened, or nil for a function body or other block.
                var scopes: [String?] = []
                for rawLine in source.components(separatedBy: "\n") {
                    let original = rawLine.trimmingCharacters(in: .whitespaces)
                    if original.hasPrefix("//") { continue }
                    var line = original
                    line = line.replacingOccurrences(of: "`", with: "").replacingOccurrences(
                        of: "ParseModelGenSDK.", with: "")
                    let range = NSRange(line.startIndex..., in: line)
                    let code = stringLiteral.stringByReplacingMatches(in: line, range: range, withTemplate: "\"\"")
                    let current = scopes.last ?? nil
                    var opened: String?
                    if let match = typeDeclaration.firstMatch(in: line, range: range) {
                        let keyword = (line as NSString).substring(with: match.range(at: 1))
                        let name = (line as NSString).substring(with: match.range(at: 2))
                        let qualified = keyword == "extension" || current == nil ? name : current! + "." + name
                        if keyword != "extension" { types.insert(qualified) }
                        opened = qualified
                    } else if let owner = current, let words = Self.member(line) {
                        members[owner, default: []].insert(words)
                    } else if let match = rawValueCase.firstMatch(
                        in: original, range: NSRange(original.startIndex..., in: original)),
                        let enumeration = scopes.last(where: { $0 != nil }) ?? nil
                    {
                        // `init?(rawValue:)`'s switch, in the body of a function of the enum.
                        let literal = (original as NSString).substring(with: match.range(at: 1))
                        let name = (original as NSString).substring(with: match.range(at: 2))
                        rawValues[enumeration + "." + name] = literal
                    }
                    for character in code {
                        if character == "{" {
                            scopes.append(opened)
                            opened = nil
                        } else if character == "}" {
                            scopes.removeLast()
                        }
                    }
                }
            }
        }

        /// The member a line declares, in the form `members` keeps, or nil.
        private static func member(_ line: String) -> String? {
            var words = line
            for modifier in ["public ", "package ", "internal ", "private ", "nonisolated ", "mutating "] {
                while words.hasPrefix(modifier) { words.removeFirst(modifier.count) }
            }
            if words.hasPrefix("case ") {
                let name = words.dropFirst(5).prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                let rest = words.dropFirst(5 + name.count)
                guard !name.isEmpty, rest.isEmpty || rest.hasPrefix("(") || rest.hasPrefix(" =") else { return nil }
                return "case " + name + (rest.hasPrefix("(") ? "(" : "")
            }
            if words.hasPrefix("func ") {
                guard let open = words.firstIndex(of: "(") else { return nil }
                let name = words[..<open]
                let arguments = words[words.index(after: open)...].prefix { $0 != ")" }
                let labels =
                    arguments.isEmpty
                    ? "" : arguments.split(separator: ",").map { ($0.split(separator: " ").first ?? "") + ":" }.joined()
                return name + "(" + labels + ")"
            }
            if words.hasPrefix("var ") || words.hasPrefix("static var ") {
                let end = words.range(of: " {")?.lowerBound ?? words.range(of: " = ")?.lowerBound ?? words.endIndex
                return String(words[..<end])
            }
            return nil
        }
    }
}
