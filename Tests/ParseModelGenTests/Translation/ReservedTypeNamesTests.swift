import Foundation
import XCTest

@testable import ParseModelGenerator
@testable import ParseSchema

/// The reserved type names are principled, not hand-picked: every type name the generated files
/// mention, other than the types they declare themselves, must be on the list, so no model, enum or
/// struct can be named like one and shadow it.
final class ReservedTypeNamesTests: XCTestCase {
    /// Capitalised names in generated code that are not types the module could shadow: the SDK's
    /// property `ACL`, `Query`'s own generic parameter `T` (inside `extension Query` it hides any
    /// module type), the refinements golden's `targetTypes` type and the app-switch golden's `appTypes`,
    /// which the user provides, `URL` and `UUID`, which appear only where a config's `swiftType` names them
    /// (a model of that name would hide Foundation's in the user's module, as any other type would), and an
    /// enum's `RawValue` (its own associated type, found before any type of the module: a `struct RawValue`
    /// beside the `local-names` golden compiles).
    private static let notTypeNames: Set<String> = [
        "ACL", "T", "ProjectRecord", "TeamResult", "Round", "Entity", "URL", "UUID", "RawValue",
    ]

    func testEveryTypeTheGoldensMentionIsReserved() throws {
        var unlisted: [String: String] = [:]
        let goldens = GoldenCase.goldensDirectory
        for golden in try FileManager.default.contentsOfDirectory(atPath: goldens.path).sorted() {
            let expected = goldens.appendingPathComponent(golden).appendingPathComponent("expected")
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: expected.path) else { continue }
            let texts = try names.filter { $0.hasSuffix(".swift") }.map {
                try String(contentsOf: expected.appendingPathComponent($0), encoding: .utf8)
            }
            let code = texts.map(Self.codeOnly).joined(separator: "\n")
            let declared = Self.declaredNames(in: code)
            for name in Self.capitalizedIdentifiers(in: code)
            where !declared.contains(name) && !Self.notTypeNames.contains(name)
                && !ReservedTypeNames.generatedCodeTypes.contains(name)
            {
                unlisted[name] = golden
            }
        }
        XCTAssertEqual(
            unlisted, [:], "type names the generated code mentions but ReservedTypeNames.generatedCodeTypes lacks")
    }

    /// The other direction: each entry is on the list because the generated code names it (some golden
    /// mentions it bare), a `swiftType` may name it, or it is a keyword; anything else compiles as a
    /// model name and belongs to the user.
    func testEveryReservedTypeIsOneTheGeneratedCodeNames() throws {
        var mentioned = Set<String>()
        let goldens = GoldenCase.goldensDirectory
        for golden in try FileManager.default.contentsOfDirectory(atPath: goldens.path) {
            let expected = goldens.appendingPathComponent(golden).appendingPathComponent("expected")
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: expected.path) else { continue }
            for name in names where name.hasSuffix(".swift") {
                let text = try String(contentsOf: expected.appendingPathComponent(name), encoding: .utf8)
                let code = Self.codeOnly(text)
                mentioned.formUnion(Self.capitalizedIdentifiers(in: code))
                // Names starting with `_` (the support file's `_OptionalNilComparisonType`) are not capitalized.
                mentioned.formUnion(
                    ReservedTypeNames.generatedCodeTypes.filter { $0.hasPrefix("_") && code.contains($0) })
            }
        }
        let unexplained = ReservedTypeNames.generatedCodeTypes.filter { name in
            !mentioned.contains(name) && !FieldTypeMapper.numberTypes.contains(name)
                && !SwiftKeywords.reserved.contains(name)
        }
        XCTAssertEqual(
            unexplained, [], "reserved type names the generated code never names: they compile as model names")
    }

    /// Classes the adversarial run named: the ones the generated code uses are reserved, the standard types
    /// it does not use are the user's with a warning naming their module.
    func testAppCodeTypesOfTheAdversarialRunAreReservedOrWarned() {
        for name in ["Comparable", "RawRepresentable", "Any"] {
            XCTAssertTrue(ReservedTypeNames.all.contains(name), name)
        }
        for (name, module) in [
            ("Task", "_Concurrency"), ("Result", "Swift"), ("AnyObject", "Swift"), ("Notification", "Foundation"),
            ("ParseError", "ParseSwift"),
        ] {
            XCTAssertFalse(ReservedTypeNames.all.contains(name), name)
            XCTAssertEqual(ReservedTypeNames.shadowedModule(of: name), module, name)
        }
    }

    /// The text without comments and string literals.
    static func codeOnly(_ text: String) -> String {
        var result = ""
        for line in text.components(separatedBy: "\n") {
            var kept = ""
            var inString = false
            var previous: Character = " "
            var characters = Array(line)[...]
            while let character = characters.popFirst() {
                if !inString && character == "/" && characters.first == "/" { break }
                if character == "\"" && previous != "\\" {
                    inString.toggle()
                } else if !inString {
                    kept.append(character)
                }
                previous = character
            }
            result += kept + "\n"
        }
        return result
    }

    /// Types, typealiases and generic parameters the files declare.
    static func declaredNames(in code: String) -> Set<String> {
        var names = Set<String>()
        let declaration = try! NSRegularExpression(
            pattern: #"\b(?:struct|enum|protocol|typealias|associatedtype|case)\s+([A-Z][A-Za-z0-9_]*)"#)
        let generics = try! NSRegularExpression(
            pattern: #"\b(?:func|struct|enum|typealias|init)\b[^(\n{=]*?<([^>\n]*)>"#)
        let range = NSRange(code.startIndex..., in: code)
        for match in declaration.matches(in: code, range: range) {
            if let name = Range(match.range(at: 1), in: code) { names.insert(String(code[name])) }
        }
        for match in generics.matches(in: code, range: range) {
            guard let list = Range(match.range(at: 1), in: code) else { continue }
            for parameter in code[list].split(separator: ",") {
                let words = parameter.split(whereSeparator: { $0 == " " || $0 == ":" }).filter { $0 != "each" }
                if let first = words.first { names.insert(String(first)) }
            }
        }
        return names
    }

    static func capitalizedIdentifiers(in code: String) -> Set<String> {
        let identifier = try! NSRegularExpression(pattern: #"(?<![A-Za-z0-9_.`])[A-Z][A-Za-z0-9_]*"#)
        let range = NSRange(code.startIndex..., in: code)
        return Set(
            identifier.matches(in: code, range: range).compactMap { Range($0.range, in: code).map { String(code[$0]) } }
        )
    }
}
