import Foundation
import XCTest

/// The switch as an app makes it: a package whose model files are named after their types (`Game.swift`,
/// `User.swift`, the SwitchApp fixture), switched with `adopt --rewrite`, then built with `swift build` through
/// the build plugin, in Swift 5 and Swift 6 language modes and with the main actor as default isolation. The
/// generated files end in `.parse.swift`, so they never meet the app's own files (issue 39). A hand-written
/// file that does take a generated file's name is refused by the plugin, naming both, before the compiler's
/// `filename used twice`.
///
/// Set `PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1` to skip it in a quick local run; CI always runs it.
final class SwitchedAppPluginBuildTests: XCTestCase {
    private static let fixture = ModelCheckTests.fixtures.appendingPathComponent("SwitchApp")

    /// The manifest of one mode: tools version, and the settings of the app's target.
    private struct Mode {
        var name: String
        var toolsVersion: String
        var packageSettings: String
        var targetSettings: String
    }

    /// The stand-in package has the fork's shapes; the fixture's app code picks its calls with this flag, as the
    /// compile checks' fork mode defines it.
    private static let forkShape = "swiftSettings: [.define(\"PARSESWIFT_FORK\")"

    private static let modes = [
        Mode(name: "Swift 5", toolsVersion: "5.9", packageSettings: "", targetSettings: forkShape + "],"),
        Mode(
            name: "Swift 6", toolsVersion: "6.0", packageSettings: ",\n    swiftLanguageModes: [.v6]",
            targetSettings: forkShape + "],"),
        Mode(
            name: "Swift 6, main actor by default", toolsVersion: "6.2",
            packageSettings: ",\n    swiftLanguageModes: [.v6]",
            targetSettings: forkShape + ", .defaultIsolation(MainActor.self)],"),
    ]

    func testAdoptRewriteThenBuildThroughThePluginInEveryMode() throws {
        if ProcessInfo.processInfo.environment["PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS"] == "1" {
            throw XCTSkip("PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1")
        }
        let repository = GoldenCase.repositoryDirectory
        let app = try TemporaryDirectory()
        defer { app.remove() }
        let target = "Sources/GameApp"
        for folder in ["Models", "App"] {
            let from = Self.fixture.appendingPathComponent("Sources/\(folder)")
            for name in try FileManager.default.contentsOfDirectory(atPath: from.path).sorted() {
                try app.write(
                    try String(contentsOf: from.appendingPathComponent(name), encoding: .utf8),
                    to: "\(target)/\(folder)/\(name)")
            }
        }
        try app.write(
            try String(contentsOf: Self.fixture.appendingPathComponent("schema.json"), encoding: .utf8),
            to: "\(target)/Schemas/schema.json")
        let appCode = try swiftFiles(in: app.url.appendingPathComponent("\(target)/App"))

        // The switch: one command over the whole target, its config beside the schema where the plugin reads it.
        let adopt = try CommandLineRunner.run(
            [
                "adopt", target, "\(target)/Schemas/schema.json", "--config",
                "\(target)/Schemas/parse-model-gen.json", "--rewrite",
            ], in: app.url)
        XCTAssertEqual(adopt.status, 0, adopt.standardError)
        XCTAssertEqual(try swiftFiles(in: app.url.appendingPathComponent("\(target)/App")), appCode)
        let models = try FileManager.default.contentsOfDirectory(
            atPath: app.url.appendingPathComponent("\(target)/Models").path)
        XCTAssertTrue(models.contains("Game.swift") && models.contains("User.swift"), "\(models)")

        for mode in Self.modes {
            try app.write(manifest(mode, repository: repository), to: "Package.swift")
            let build = try SwiftPM.run(["build"], in: app.url, timeout: 1800)
            XCTAssertEqual(build.status, 0, "\(mode.name): the switched app did not build:\n\(build.output)")
            XCTAssertFalse(build.output.contains("used twice"), build.output)
            XCTAssertFalse(build.output.contains("warning:"), "\(mode.name):\n\(build.output)")
        }

        // A hand-written file named as a generated one: the plugin names both and generates nothing.
        try app.write("import ParseSwift\n", to: "\(target)/App/Game.parse.swift")
        let clash = try SwiftPM.run(["build"], in: app.url, timeout: 900)
        XCTAssertNotEqual(clash.status, 0, clash.output)
        let path = app.url.appendingPathComponent("\(target)/App/Game.parse.swift").resolvingSymlinksInPath().path
        XCTAssertTrue(
            clash.output.contains(
                "ParseModelGenPlugin: \(path) has the name of a file the generator writes for this target (Game.parse.swift)"
            ), clash.output)
        XCTAssertFalse(clash.output.contains("used twice"), clash.output)
    }

    /// The app's manifest in `mode`: one target with the build plugin, on the ParseSwift stand-in.
    private func manifest(_ mode: Mode, repository: URL) -> String {
        """
        // swift-tools-version:\(mode.toolsVersion)
        import PackageDescription

        let package = Package(
            name: "GameApp",
            platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
            dependencies: [
                .package(path: \(literal(repository.path))),
                .package(path: \(literal(repository.appendingPathComponent("Tests/ParseSwiftStandIn").path))),
            ],
            targets: [
                .target(
                    name: "GameApp",
                    dependencies: [.product(name: "ParseSwift", package: "ParseSwiftStandIn")],
                    exclude: ["Schemas"],
                    \(mode.targetSettings)
                    plugins: [.plugin(name: "ParseModelGenPlugin", package: \(literal(repository.lastPathComponent)))]
                ),
            ]\(mode.packageSettings)
        )

        """
    }

    /// The Swift files directly in `folder`, by name.
    private func swiftFiles(in folder: URL) throws -> [String: String] {
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    /// A Swift string literal holding `text`.
    private func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
