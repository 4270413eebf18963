import Foundation
import XCTest

/// The architecture `CONTRIBUTING.md` ("The layout") describes, checked against `Package.swift` and the
/// sources: the build plugin's tool, which `generate-parse-models` runs too, depends on the schema side and
/// the generator only, and only the server module talks HTTP. A change that breaks either fails here, with the module that crossed the line.
final class ModuleLayoutTests: XCTestCase {
    /// Each target's direct dependencies, as SwiftPM reads the manifest.
    private static func targetDependencies() throws -> [String: [String]] {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        // Its own scratch folder, so that it does not wait for the lock of the build running these tests.
        let result = try SwiftPM.run(
            ["package", "--scratch-path", scratch.url.path, "dump-package"], in: GoldenCase.repositoryDirectory,
            timeout: 300)
        XCTAssertEqual(result.status, 0, result.output)
        // The output holds standard error too: the manifest is the JSON object in it.
        let start = try XCTUnwrap(result.output.firstIndex(of: "{"), result.output)
        let end = try XCTUnwrap(result.output.lastIndex(of: "}"), result.output)
        let data = Data(result.output[start...end].utf8)
        let manifest = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let targets = try XCTUnwrap(manifest["targets"] as? [[String: Any]])
        var dependencies: [String: [String]] = [:]
        for target in targets {
            let name = try XCTUnwrap(target["name"] as? String)
            let listed = target["dependencies"] as? [[String: Any]] ?? []
            dependencies[name] = listed.compactMap { ($0["byName"] as? [Any])?.first as? String }
        }
        return dependencies
    }

    /// Every module `target` reaches through its dependencies, itself excluded.
    private static func closure(of target: String, in dependencies: [String: [String]]) -> Set<String> {
        var reached: Set<String> = []
        var pending = dependencies[target] ?? []
        while let next = pending.popLast() {
            if reached.insert(next).inserted {
                pending += dependencies[next] ?? []
            }
        }
        return reached
    }

    func testTheBuildPluginsToolCompilesTheGeneratorModulesOnly() throws {
        let dependencies = try Self.targetDependencies()
        XCTAssertEqual(
            Self.closure(of: "parse-model-gen-build", in: dependencies),
            ["GenerateCommand", "ParseModelGenerator", "ParseSchema"])
        XCTAssertEqual(Self.closure(of: "ParseModelGenerator", in: dependencies), ["ParseSchema"])
        XCTAssertEqual(Self.closure(of: "ParseSchema", in: dependencies), [])
        // The build plugin and the command plugin that init and generate go through declare the lean tool only:
        // SwiftPM builds every tool a plugin declares before running it (issue 42), so an app's first init
        // builds nothing the build plugin does not need. --docs builds the full tool when it runs.
        XCTAssertEqual(dependencies["ParseModelGenPlugin"], ["parse-model-gen-build"])
        XCTAssertEqual(dependencies["GenerateParseModels"], ["parse-model-gen-build"])
        let full = Self.closure(of: "parse-model-gen", in: dependencies)
        for module in ["ParseServerSync", "SwiftModelReading", "DataModelDocuments", "GenerateCommand"] {
            XCTAssertTrue(full.contains(module), "parse-model-gen does not depend on \(module)")
        }
    }

    /// `import FoundationNetworking` (and with it libcurl) in the server module only; the build tool's modules
    /// import FoundationEssentials where the toolchain has it, so the tool loads no ICU either.
    func testOnlyTheServerModuleTalksHTTPAndTheBuildToolLoadsFoundationEssentialsOnly() throws {
        let sources = GoldenCase.repositoryDirectory.appendingPathComponent("Sources")
        let modules = try FileManager.default.contentsOfDirectory(atPath: sources.path)
        XCTAssertTrue(modules.contains("ParseServerSync"), "no Sources/ParseServerSync")
        let buildToolModules: Set<String> = [
            "ParseSchema", "ParseModelGenerator", "GenerateCommand", "parse-model-gen-build",
        ]
        for module in modules.sorted() {
            let folder = sources.appendingPathComponent(module)
            let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: folder.path))
            while let path = enumerator.nextObject() as? String {
                guard path.hasSuffix(".swift") else { continue }
                let text = try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8)
                let lines = text.components(separatedBy: "\n")
                if module != "ParseServerSync" {
                    XCTAssertFalse(
                        lines.contains("import FoundationNetworking"), "\(module)/\(path) imports FoundationNetworking")
                }
                if buildToolModules.contains(module) {
                    for (index, line) in lines.enumerated() where line == "import Foundation" {
                        let guarded =
                            index >= 3 && lines[index - 1] == "#else"
                            && lines[index - 3] == "#if canImport(FoundationEssentials)"
                        XCTAssertTrue(
                            guarded,
                            "\(module)/\(path):\(index + 1) imports Foundation where FoundationEssentials would do")
                    }
                }
            }
        }
    }
}
