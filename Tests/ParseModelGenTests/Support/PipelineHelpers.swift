import ParseModelGenerator
import ParseSchema
import XCTest

/// Runs the stages up to translation on in-memory files and returns the diagnostics as text lines.
func diagnostics(schemas: [(String, String)], config: String? = nil) -> [String] {
    let files = schemas.map { SourceFile(path: $0.0, text: $0.1) }
    let configFile = config.map { SourceFile(path: "parse-model-gen.json", text: $0) }
    return Generator.plan(schemas: files, config: configFile).diagnostics.map(\.formatted)
}

/// The diagnostics of one schema file named `s.json`.
func diagnostics(_ schema: String, config: String? = nil) -> [String] {
    diagnostics(schemas: [("s.json", schema)], config: config)
}

/// Generates from in-memory files and returns the files by name.
func generatedFiles(_ schema: String, config: String? = nil, file: StaticString = #filePath, line: UInt = #line)
    -> [String: String]
{
    let outcome = Generator.generate(
        schemas: [SourceFile(path: "s.json", text: schema)],
        config: config.map { SourceFile(path: "parse-model-gen.json", text: $0) }
    )
    XCTAssertTrue(
        outcome.succeeded, outcome.diagnostics.map(\.formatted).joined(separator: "\n"), file: file, line: line)
    return Dictionary(uniqueKeysWithValues: outcome.files.map { ($0.name, $0.contents) })
}
