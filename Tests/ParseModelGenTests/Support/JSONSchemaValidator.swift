import Foundation
import XCTest

/// Checks a document against one of the JSON Schemas in Documentation/ with Python's jsonschema (which
/// CI installs); skips the test where it is not installed rather than pass without checking.
enum JSONSchemaValidator {
    /// Throws `XCTSkip` when python3 or jsonschema is missing.
    static func requireValidator() throws {
        let probe = Process()
        probe.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        probe.arguments = ["python3", "-c", "import jsonschema"]
        probe.standardError = FileHandle.nullDevice
        try probe.run()
        probe.waitUntilExit()
        try XCTSkipUnless(probe.terminationStatus == 0, "python3 with jsonschema is not installed")
    }

    /// jsonschema's complaint about `document` against `Documentation/<schema>`, or nil when it follows it.
    static func problems(of document: String, schema: String) throws -> String? {
        let schemaURL = GoldenCase.repositoryDirectory.appendingPathComponent("Documentation/\(schema)")
        let work = try TemporaryDirectory()
        defer { work.remove() }
        try work.write(document, to: "document.json")
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = [
            "python3", "-c",
            "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1])))",
            schemaURL.path, work.url.appendingPathComponent("document.json").path,
        ]
        let errors = Pipe()
        check.standardError = errors
        try check.run()
        let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        check.waitUntilExit()
        return check.terminationStatus == 0 ? nil : text
    }
}
