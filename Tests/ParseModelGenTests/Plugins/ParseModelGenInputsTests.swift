import Foundation
import XCTest

/// How the plugins find a target's inputs (`ParseModelGenInputs`, compiled in here through a symbolic link):
/// the build plugin refuses schemas listed outside the target's folder, and every problem prints escaped.
final class ParseModelGenInputsTests: XCTestCase {
    private var directory: TemporaryDirectory!
    private var target: String { directory.url.appendingPathComponent("Sources/App").path }

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        try directory.write(#"[{"className": "Book", "fields": {}}]"#, to: "Sources/App/Schemas/books.json")
        try directory.write(#"[{"className": "Author", "fields": {}}]"#, to: "shared.json")
        try directory.write(#"[{"className": "Author", "fields": {}}]"#, to: "Sources/App2/near.json")
    }

    override func tearDown() {
        directory.remove()
    }

    private func listing(_ paths: [String]) throws {
        // JSON strings: control characters escaped, as JSON requires.
        let list = paths.map { path in
            "\""
                + path.unicodeScalars.map { $0.value < 0x20 ? "\\u" + String(format: "%04x", $0.value) : String($0) }
                .joined() + "\""
        }.joined(separator: ", ")
        try directory.write("{\"schemas\": [\(list)]}", to: "Sources/App/Schemas/parse-model-gen.json")
    }

    private func problem(_ paths: [String], file: StaticString = #filePath, line: UInt = #line) throws -> String? {
        try listing(paths)
        do {
            _ = try ParseModelGenInputs.find(inTarget: target, schemasInsideTarget: true)
            return nil
        } catch let problem as ParseModelGenInputs.Problem {
            return problem.description
        }
    }

    func testSchemasOutsideTheTargetAreAnErrorNamingThePath() throws {
        let outside = directory.url.appendingPathComponent("shared.json").path
        for listed in ["../../../shared.json", outside, "./../../../shared.json", "books.json/../../../../shared.json"]
        {
            let description = try XCTUnwrap(try problem([listed]), "\(listed) was accepted")
            XCTAssertTrue(
                description.contains(
                    "the schema file \(outside) listed in \"schemas\" is outside the target's folder \(target)"),
                description)
            XCTAssertTrue(description.contains("generate-parse-models"), description)
        }
        // A sibling folder whose name starts like the target's is outside it too.
        let near = try XCTUnwrap(try problem(["books.json", "../../App2/near.json"]))
        XCTAssertTrue(
            near.contains(directory.url.appendingPathComponent("Sources/App2/near.json").path + " listed"), near)
    }

    func testSchemasInsideTheTargetAreAccepted() throws {
        for listed in ["books.json", "./books.json", "../Schemas/books.json", "\(target)/Schemas/books.json"] {
            XCTAssertNil(try problem([listed]), listed)
        }
        let inputs = try XCTUnwrap(try ParseModelGenInputs.find(inTarget: target, schemasInsideTarget: true))
        XCTAssertEqual(inputs.schemas, [target + "/Schemas/books.json"])
    }

    func testTheCommandPluginMayReadSchemasOutsideTheTarget() throws {
        try listing(["../../../shared.json"])
        let inputs = try XCTUnwrap(try ParseModelGenInputs.find(inTarget: target))
        XCTAssertEqual(inputs.schemas, [directory.url.appendingPathComponent("shared.json").path])
    }

    func testProblemsPrintListedPathsEscaped() throws {
        let description = try XCTUnwrap(try problem(["books.json\nApp.swift:1:1: error: forged\u{1B}[2J"]))
        XCTAssertFalse(description.contains("\n"), description)
        XCTAssertFalse(description.unicodeScalars.contains { PrintableText.isUnprintable($0) }, description)
        XCTAssertTrue(
            description.contains(
                #"books.json\nApp.swift:1:1: error: forged\u{1B}[2J listed in "schemas" does not exist"#), description)
    }
}

/// The plugins skip and report files named almost like the config, as the tool does.
final class ParseModelGenInputsNearMissTests: XCTestCase {
    func testNearMissesAreNeitherConfigNorSchemas() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = directory.url.appendingPathComponent("Sources/App").path
        try directory.write(#"[{"className": "Book", "fields": {}}]"#, to: "Sources/App/Schemas/books.json")
        try directory.write("{}", to: "Sources/App/Schemas/parse-model-gen.config.json")
        try directory.write("{}", to: "Sources/App/Schemas/.parse-model-gen.json")
        try directory.write("{}", to: "Sources/App/parse_model_gen.json")
        let inputs = try XCTUnwrap(try ParseModelGenInputs.find(inTarget: target, schemasInsideTarget: true))
        XCTAssertEqual(inputs.schemas, [target + "/Schemas/books.json"])
        XCTAssertNil(inputs.config)
        XCTAssertEqual(
            inputs.nearMissConfigs,
            [
                target + "/parse_model_gen.json", target + "/Schemas/.parse-model-gen.json",
                target + "/Schemas/parse-model-gen.config.json",
            ])

        // With no schema beside it, a near miss is the plugin's error rather than "nothing to generate".
        try FileManager.default.removeItem(atPath: target + "/Schemas/books.json")
        XCTAssertThrowsError(try ParseModelGenInputs.find(inTarget: target)) { error in
            XCTAssertTrue(
                String(describing: error).contains("is not read: the config must be named parse-model-gen.json"),
                "\(error)")
        }
        XCTAssertTrue(ConfigFileNames.isNearMiss("parse-model-gen.jsonc"))
        XCTAssertFalse(ConfigFileNames.isNearMiss("parse-model-gen.json"))
        XCTAssertFalse(ConfigFileNames.isNearMiss("parse-model-gen.schema.json"))
        XCTAssertFalse(ConfigFileNames.isNearMiss("schema.json"))
    }
}
