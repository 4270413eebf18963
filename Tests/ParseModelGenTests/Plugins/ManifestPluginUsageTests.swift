import Foundation
import XCTest

/// `generate-parse-models` without `--target` leaves the targets that apply the build plugin alone; which
/// ones do is read from the manifest's text (ManifestPluginUsage.swift, compiled here through a link).
final class ManifestPluginUsageTests: XCTestCase {
    func testTargetsThatApplyTheBuildPlugin() {
        let usage = ManifestPluginUsage.scan(
            """
            // swift-tools-version:5.9
            import PackageDescription
            let package = Package(
                name: "Shop",
                dependencies: [.package(url: "https://example.com/ParseModelGen", branch: "main")],
                targets: [
                    .target(
                        name: "AppModels",
                        dependencies: [.product(name: "ParseSwift", package: "Parse-Swift")],
                        exclude: ["Schemas"],
                        plugins: [.plugin(name: "ParseModelGenPlugin", package: "ParseModelGen")]
                    ),
                    // .target(name: "Old", plugins: [.plugin(name: "ParseModelGenPlugin", package: "ParseModelGen")]),
                    /* .target(name: "Older", plugins: [.plugin(name: "ParseModelGenPlugin", package: "x")]) /* nested */ */
                    .target(name: "CommittedModels", path: "Sources/Committed (\\"quoted\\")"),
                    .executableTarget(name: "Tool", plugins: [.plugin(name: "ParseModelGenPlugin", package: parseModelGen)]),
                    .testTarget(name: "AppModelsTests", dependencies: ["AppModels"]),
                ]
            )
            """)
        XCTAssertEqual(usage, ManifestPluginUsage(targets: ["AppModels", "Tool"], undetermined: false))
    }

    func testAMentionOutsideATargetCannotBeAttributed() {
        let usage = ManifestPluginUsage.scan(
            """
            let models = Target.PluginUsage.plugin(name: "ParseModelGenPlugin", package: "ParseModelGen")
            let package = Package(name: "Shop", targets: [.target(name: "AppModels", plugins: [models])])
            """)
        XCTAssertTrue(usage.undetermined)
        XCTAssertEqual(usage.targets, [])
    }

    func testParseModelGensOwnManifestDeclaresThePluginWithoutApplyingIt() throws {
        let manifest = try String(
            contentsOf: GoldenCase.repositoryDirectory.appendingPathComponent("Package.swift"), encoding: .utf8)
        XCTAssertEqual(ManifestPluginUsage.scan(manifest), ManifestPluginUsage())
        let bookStore = try String(
            contentsOf: GoldenCase.repositoryDirectory.appendingPathComponent("Examples/BookStore/Package.swift"),
            encoding: .utf8)
        XCTAssertEqual(ManifestPluginUsage.scan(bookStore), ManifestPluginUsage(targets: ["BookStore"]))
    }

    func testUnterminatedTextEndsTheScanWithoutAHang() {
        for text in [
            "\"", "/*", ".target(", ".target(name: \"A\", plugins: [\"ParseModelGenPlugin\"", "\"\"\"\nabc", "\\",
        ] {
            _ = ManifestPluginUsage.scan(text)
        }
        XCTAssertEqual(
            ManifestPluginUsage.scan(".target(name: \"A\", plugins: [\"ParseModelGenPlugin\"").targets, ["A"])
    }
}
