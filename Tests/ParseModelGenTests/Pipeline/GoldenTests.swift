import Foundation
import ParseSchema
import XCTest

/// Generates every golden case, compares the files and diagnostics byte for byte, and type-checks
/// the expected files against the ParseSwift stand-in in both SDK flavors and both language modes.
final class GoldenTests: XCTestCase {
    static let caseNames = [
        "all-types", "system-classes", "input-shapes", "naming", "refinements", "access-public", "access-package",
        "landmines",
        "nested-scopes", "shop", "shared-types", "app-switch", "local-names", "cloud-code", "cloud-code-public",
    ]

    func testExampleSchemas() throws {
        try check(.examples)
    }

    func testAllTypes() throws { try check(.named("all-types")) }
    func testSystemClasses() throws { try check(.named("system-classes")) }
    func testInputShapes() throws { try check(.named("input-shapes")) }
    func testNaming() throws { try check(.named("naming")) }
    func testRefinements() throws { try check(.named("refinements")) }
    func testAccessPublic() throws { try check(.named("access-public")) }
    func testAccessPackage() throws { try check(.named("access-package")) }
    func testLandmines() throws { try check(.named("landmines")) }
    /// Pointer cycles through nested structs named like a struct of an enclosing scope (issue 13).
    func testNestedScopes() throws { try check(.named("nested-scopes")) }
    /// The user's names kept (`Order`, `Notification`, `Progress`, a configured `Task`, a field
    /// `description`), a pointer to `User` beside `_User`, a field `originalData` and a field `Score`
    /// beside text search's `score` (issues 23 and 24).
    func testShop() throws { try check(.named("shop")) }
    /// Structs and enums of the config's `types`, one Swift type for fields of several models (issue 23.6).
    func testSharedTypes() throws { try check(.named("shared-types")) }
    /// What switching a hand-written app needs (issue 32): local properties, non-optional fields with initial
    /// values, defaults, the initializer's argument order, a hand-written decoder, per-field pointer style,
    /// the app's own types, URL and UUID, a capitalised property name and text search.
    func testAppSwitch() throws { try check(.named("app-switch")) }
    /// Fields, struct fields and enum cases named like what the generated code declares or refers to in its
    /// bodies (`missing`, `object`, `updated`, `container`, `decoder`...) and like `Optional`'s cases, with
    /// enum defaults `none` and `some` (issue 33).
    func testLocalNames() throws { try check(.named("local-names")) }
    /// Cloud functions and jobs (issue 41): every parameter and result shape, called by an app and decoded by a
    /// server; `cloud-code-public` with public access and `Pointer`-typed pointers.
    func testCloudCode() throws { try check(.named("cloud-code")) }
    func testCloudCodePublic() throws { try check(.named("cloud-code-public")) }

    /// Every folder under Goldens/ has a test above, so no case is silently skipped.
    func testEveryGoldenFolderIsChecked() throws {
        let folders = try FileManager.default.contentsOfDirectory(atPath: GoldenCase.goldensDirectory.path).filter {
            !$0.hasPrefix(".")
        }
        XCTAssertEqual(Set(folders), Set(Self.caseNames + ["examples"]))
    }

    private func check(_ golden: GoldenCase, file: StaticString = #filePath, line: UInt = #line) throws {
        let outcome = golden.generate()
        XCTAssertTrue(
            outcome.succeeded, "generation failed:\n" + GoldenCase.diagnosticsText(outcome.diagnostics), file: file,
            line: line)
        if GoldenCase.isRecording {
            try golden.record(outcome)
            XCTFail(
                "recorded goldens for '\(golden.name)'; review `git diff`, then run the tests without RECORD_GOLDENS",
                file: file, line: line)
            return
        }
        let expected = try golden.expected()
        XCTAssertEqual(
            GoldenCase.diagnosticsText(outcome.diagnostics), expected.diagnostics, "diagnostics differ", file: file,
            line: line)
        let generated = Dictionary(uniqueKeysWithValues: outcome.files.map { ($0.name, $0.contents) })
        XCTAssertEqual(
            Set(generated.keys), Set(expected.files.keys), "the set of files differs", file: file, line: line)
        for (name, text) in generated.sorted(by: { $0.key < $1.key }) {
            guard let expectedText = expected.files[name] else { continue }
            if text != expectedText {
                XCTFail(
                    "\(golden.name)/\(name) differs at \(firstDifference(text, expectedText))", file: file, line: line)
            }
        }
        let failures = try CompileCheck.compileAllModes(
            sources: expected.files.merging(try golden.clientSources()) { first, _ in first })
        for failure in failures {
            XCTFail("\(golden.name) does not compile: \(failure)", file: file, line: line)
        }
    }
}
