import Foundation
import XCTest

@testable import ParseSchema

/// Input-derived text in diagnostics (names, keys, values, file names) cannot print a line of its own, which
/// Xcode or SwiftPM would read as another diagnostic, nor reach the terminal: run through the CLI, every line
/// of its output is one of its own diagnostics, and no control, separator or invisible formatting character
/// but the line ends is printed.
final class ForgedDiagnosticsTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
    }

    override func tearDown() {
        directory.remove()
    }

    /// A line that Xcode would read as an error in the app's own source.
    private static let forgedLine = "App.swift:1:1: error: forged"

    private func json(_ text: String) -> String {
        // JSON string content: escapes for the characters JSON does not allow raw.
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            default:
                if scalar.value < 0x20 || scalar.value == 0x7F {
                    result +=
                        "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
                        + String(scalar.value, radix: 16)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return "\"" + result + "\""
    }

    /// Every line of `output` is a diagnostic of the tool's, located in one of `paths` or in no file, and
    /// the output holds no character that a terminal obeys or that hides text.
    private func assertOnlyOwnLines(
        _ output: String, paths: [String], file: StaticString = #filePath, line: UInt = #line
    ) {
        XCTAssertFalse(output.isEmpty, "no diagnostics at all", file: file, line: line)
        for scalar in output.unicodeScalars where scalar != "\n" && PrintableText.isUnprintable(scalar) {
            XCTFail(
                "printed U+\(String(scalar.value, radix: 16, uppercase: true)) raw:\n\(output.debugDescription)",
                file: file, line: line)
            return
        }
        let prefixes = paths.map(PrintableText.escaped)
        for text in output.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            var rest = Substring(text)
            if let prefix = prefixes.first(where: { rest.hasPrefix($0 + ":") }) {
                rest = rest.dropFirst(prefix.count + 1)
                let numbers = rest.prefix { $0.isNumber || $0 == ":" }
                XCTAssertEqual(
                    numbers.filter { $0 == ":" }.count, 2, "line without line and column: \(text)", file: file,
                    line: line)
                rest = rest.dropFirst(numbers.count).drop { $0 == " " }
            }
            XCTAssertTrue(
                ["error: ", "warning: ", "note: "].contains { rest.hasPrefix($0) },
                "a line that is not one of the tool's: \(text)", file: file, line: line)
        }
        XCTAssertFalse(output.contains("\n" + Self.forgedLine), output, file: file, line: line)
    }

    func testNamesKeysAndValuesCannotForgeALine() throws {
        let hostile = [
            "Bad\n" + Self.forgedLine, "Bad\r" + Self.forgedLine, "Bad\r\n" + Self.forgedLine,
            "Bad\u{85}" + Self.forgedLine,
            "Bad\u{2028}" + Self.forgedLine, "Bad\u{2029}" + Self.forgedLine, "x\u{1B}[2J\u{1B}]0;title\u{07}",
            "admin\u{202E}txt.exe",
            "zero\u{200B}width\u{FEFF}", "nul\u{0}byte", "tab\there\u{0B}\u{0C}",
        ]
        var classes: [String] = []
        for (index, text) in hostile.enumerated() {
            // An invalid class name, an invalid field name and an invalid target class, each echoed by an error.
            classes.append("{\"className\": \(json(text)), \"fields\": {}}")
            classes.append(
                "{\"className\": \"Valid\(index)\", \"fields\": {\(json(text)): {\"type\": \"String\"}, "
                    + "\"link\": {\"type\": \"Pointer\", \"targetClass\": \(json(text))}}}")
        }
        try directory.write("[\n" + classes.joined(separator: ",\n") + "\n]", to: "Schemas/app.json")
        // Unknown config keys are echoed too.
        let keys = hostile.map { "\(json($0)): true" }.joined(separator: ", ")
        try directory.write("{\(keys)}", to: "Schemas/parse-model-gen.json")
        let result = try CommandLineRunner.run(["validate", "Schemas"], in: directory.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        assertOnlyOwnLines(result.standardError, paths: ["Schemas/app.json", "Schemas/parse-model-gen.json"])
        XCTAssertTrue(
            result.standardError.contains(#"invalid class name 'Bad\n"# + Self.forgedLine + "'"), result.standardError)
        XCTAssertTrue(
            result.standardError.contains(#"invalid field name 'x\u{1B}[2J\u{1B}]0;title\u{07}'"#), result.standardError
        )
        XCTAssertTrue(result.standardError.contains(#"admin\u{202E}txt.exe"#), result.standardError)
        XCTAssertTrue(result.standardError.contains(#"Bad\r\n"#), result.standardError)
        XCTAssertTrue(result.standardError.contains(#"nul\u{00}byte"#), result.standardError)
    }

    func testFileNamesCannotForgeALine() throws {
        let name = "evil\n" + Self.forgedLine + "\u{1B}[31m.json"
        try directory.write("{\"results\": [", to: "Schemas/" + name)
        let result = try CommandLineRunner.run(["validate", "Schemas"], in: directory.url)
        XCTAssertEqual(result.status, 1, result.standardError)
        assertOnlyOwnLines(result.standardError, paths: ["Schemas/" + name])
        XCTAssertTrue(
            result.standardError.hasPrefix(#"Schemas/evil\n"# + Self.forgedLine + #"\u{1B}[31m.json:1:"#),
            result.standardError)
    }

    func testOutputFolderAndStaleFileNamesAreEscaped() throws {
        try directory.write(#"[{"className": "Book", "fields": {}}]"#, to: "Schemas/app.json")
        let output = "Generated\n" + Self.forgedLine
        let first = try CommandLineRunner.run(["generate", "Schemas", "--output", output], in: directory.url)
        XCTAssertEqual(first.status, 0, first.standardError)
        XCTAssertEqual(first.standardOutput.filter { $0 == "\n" }.count, 1, first.standardOutput)
        XCTAssertTrue(first.standardOutput.contains(#"Generated\n"#), first.standardOutput)
        // A stale generated file whose name carries a line break, reported by --check.
        let header = try String(
            contentsOf: directory.url.appendingPathComponent(output).appendingPathComponent("Book.parse.swift"),
            encoding: .utf8)
        try directory.write(header, to: output + "/Old\n" + Self.forgedLine + ".swift")
        let check = try CommandLineRunner.run(
            ["generate", "Schemas", "--output", output, "--check"], in: directory.url)
        XCTAssertEqual(check.status, 1, check.standardError)
        for text in check.standardError.split(separator: "\n") {
            XCTAssertTrue(
                text.hasPrefix(#"Generated\n"#) || text.hasPrefix("error: "),
                "a line that is not one of the tool's: \(text)")
        }
    }

    func testUsageErrorsEscapeTheArguments() throws {
        let result = try CommandLineRunner.run(["generate", "--bogus\n" + Self.forgedLine], in: directory.url)
        XCTAssertEqual(result.status, 64)
        XCTAssertTrue(result.standardError.hasPrefix(#"error: unknown option '--bogus\n"#), result.standardError)
        XCTAssertEqual(result.standardError.filter { $0 == "\n" }.count, 2, result.standardError)
    }

    func testEscapingIsIdempotentAndLeavesOrdinaryTextAlone() {
        for text in ["plain ASCII: 'x' \\n", "Über 日本語 😀 é", "a\u{202E}b\n\u{1B}\u{E0041}\u{AD}", "back\\slash"] {
            let once = PrintableText.escaped(text)
            XCTAssertEqual(PrintableText.escaped(once), once)
            XCTAssertFalse(once.unicodeScalars.contains { PrintableText.isUnprintable($0) }, once)
        }
        XCTAssertEqual(PrintableText.escaped("Über 日本語 😀 é"), "Über 日本語 😀 é")
        XCTAssertEqual(
            PrintableText.escaped("a\u{202E}b\n\u{1B}\u{E0041}\u{0}\t\r"), #"a\u{202E}b\n\u{1B}\u{E0041}\u{00}\t\r"#)
    }
}
