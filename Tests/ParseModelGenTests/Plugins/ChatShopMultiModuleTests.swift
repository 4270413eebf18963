import Foundation
import ParseModelGenerator
import ParseSchema
import XCTest

/// `Examples/ChatShop`: an app target importing two generated model modules. ChatModels keeps the support
/// file and generates `User`; ShopModels' config imports ChatModels, takes `_User` as `ChatModels.User` and
/// writes no support file, so the app can name `User`, `ParseJSONValue` and `ParseFieldKey` unambiguously.
final class ChatShopMultiModuleTests: XCTestCase {
    private static let example = GoldenCase.repositoryDirectory.appendingPathComponent("Examples/ChatShop")
    private static let supportFileSetting = #"  "supportFile": false,"# + "\n"

    /// Builds the example with SwiftPM from scratch in a copy of the repository (the stand-in in the fork's
    /// shape), then shows that `"supportFile": false` is what makes it build: without it, ShopModels gets
    /// its own support types and the app's uses of them are ambiguous. Both builds share one build folder.
    ///
    /// Set `PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1` to skip it in a quick local run; CI always runs it.
    func testExampleBuildsAndFailsWithoutSharedSupportTypes() throws {
        if ProcessInfo.processInfo.environment["PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS"] == "1" {
            throw XCTSkip("PARSE_MODEL_GEN_SKIP_PLUGIN_TESTS=1")
        }
        let repository = GoldenCase.repositoryDirectory
        let standIn = repository.appendingPathComponent("Tests/ParseSwiftStandIn/Package.swift")
        guard FileManager.default.fileExists(atPath: standIn.path) else {
            throw XCTSkip(
                "the ParseSwift stand-in package is missing at \(standIn.path); Examples/ChatShop cannot build without it"
            )
        }
        let scratch = FileManager.default.temporaryDirectory
            .appendingPathComponent("parse-model-gen-chatshop-\(UUID().uuidString)").resolvingSymlinksInPath()
        defer { try? FileManager.default.removeItem(at: scratch) }
        let copy = scratch.appendingPathComponent("parse-model-gen-checkout")
        try TreeCopy.copy(repository, to: copy)
        let example = copy.appendingPathComponent("Examples/ChatShop")

        // 1. As shipped, the three targets build: one User and one set of support types in the app.
        let built = try SwiftPM.run(["build"], in: example, timeout: 1800)
        XCTAssertEqual(built.status, 0, "the example does not build:\n\(built.output)")
        XCTAssertEqual(
            try generatedNames(of: "ChatModels", in: example),
            ["Message.parse.swift", "ParseModelGenSupport.parse.swift", "Room.parse.swift", "User.parse.swift"])
        XCTAssertEqual(
            try generatedNames(of: "ShopModels", in: example), ["Product.parse.swift", "Purchase.parse.swift"])

        // 2. Without "supportFile": false (and nothing else changed), ShopModels declares the support types
        // again and the app's uses of them no longer compile.
        let config = example.appendingPathComponent("Sources/ShopModels/Schemas/parse-model-gen.json")
        let original = try String(contentsOf: config, encoding: .utf8)
        XCTAssertTrue(
            original.contains(Self.supportFileSetting),
            "ShopModels' config no longer says \"supportFile\": false on a line of its own")
        try Data(original.replacingOccurrences(of: Self.supportFileSetting, with: "").utf8).write(to: config)
        let ambiguous = try SwiftPM.run(["build"], in: example, timeout: 900)
        XCTAssertNotEqual(
            ambiguous.status, 0,
            "the example builds although both model modules declare the support types:\n\(ambiguous.output)")
        XCTAssertTrue(try generatedNames(of: "ShopModels", in: example).contains("ParseModelGenSupport.parse.swift"))
        let checkout = example.appendingPathComponent("Sources/ChatShopApp/Checkout.swift")
        let appCode = try String(contentsOf: checkout, encoding: .utf8)
        for (needle, type) in [
            ("ParseFieldKey<Purchase, Double>", "ParseFieldKey"), ("ParseJSONValue]\n", "ParseJSONValue"),
        ] {
            let position = try XCTUnwrap(
                BookStorePluginIntegrationTests.lineAndColumn(of: needle, in: appCode),
                "\(needle) is not in Checkout.swift")
            let expected =
                "\(checkout.path):\(position.line):\(position.column): error: '\(type)' is ambiguous for type lookup in this context"
            XCTAssertTrue(ambiguous.output.contains(expected), "expected \(expected) in:\n\(ambiguous.output)")
        }
    }

    /// Generates both modules with the library and compiles them and the app code against the stand-in in
    /// both SDK shapes and language modes: ChatModels, then ShopModels importing it, then the app importing both.
    func testGeneratedModulesCompileTogetherInBothSDKShapes() throws {
        let chat = try generate("ChatModels")
        let shop = try generate("ShopModels")
        XCTAssertEqual(
            chat.keys.sorted(),
            ["Message.parse.swift", "ParseModelGenSupport.parse.swift", "Room.parse.swift", "User.parse.swift"])
        XCTAssertEqual(
            shop.keys.sorted(), ["Product.parse.swift", "Purchase.parse.swift"],
            "ShopModels must generate neither User nor the support file")
        for (name, text) in shop {
            XCTAssertTrue(text.contains("\nimport ChatModels\n"), "\(name) does not import ChatModels")
        }
        XCTAssertTrue(shop["Purchase.parse.swift"]?.contains("public var buyer: ChatModels.User?") == true)
        XCTAssertTrue(
            shop["Purchase.parse.swift"]?.contains("nonisolated extension ChatModels.User {") == true,
            "no inverse helper on ChatModels.User")

        let chatModule = try handWritten("ChatModels").merging(chat) { _, _ in
            throw CompileCheckError(message: "a hand-written file of ChatModels has a generated file's name")
        }
        let shopModule = try handWritten("ShopModels").merging(shop) { _, _ in
            throw CompileCheckError(message: "a hand-written file of ShopModels has a generated file's name")
        }
        let app = try handWritten("ChatShopApp")
        XCTAssertFalse(app.isEmpty, "no app code in Examples/ChatShop/Sources/ChatShopApp")

        for flavor in SDKFlavor.allCases {
            for mode in CompileCheck.languageModes {
                let modules = try TemporaryDirectory()
                defer { modules.remove() }
                if let failure = try CompileCheck.emitModule(
                    chatModule, named: "ChatModels", into: modules.url, flavor: flavor, swiftVersion: mode)
                {
                    XCTFail("ChatModels: \(failure)")
                    continue
                }
                if let failure = try CompileCheck.emitModule(
                    shopModule, named: "ShopModels", into: modules.url, flavor: flavor, swiftVersion: mode,
                    importPaths: [modules.url])
                {
                    XCTFail("ShopModels: \(failure)")
                    continue
                }
                if let failure = try CompileCheck.typecheck(
                    app, flavor: flavor, swiftVersion: mode, importPaths: [modules.url])
                {
                    XCTFail("ChatShopApp: \(failure)")
                }
            }
        }
    }

    /// The files the generator writes for the example's target `target`, by name.
    private func generate(_ target: String) throws -> [String: String] {
        let schemas = Self.example.appendingPathComponent("Sources/\(target)/Schemas")
        let inputs = InputCollector.collect(paths: [schemas.path], configPath: nil)
        let outcome = Generator.generate(schemas: inputs.schemas, config: inputs.config)
        let diagnostics = (inputs.diagnostics + outcome.diagnostics).map(\.formatted)
        XCTAssertEqual(diagnostics, [], "\(target) generates with diagnostics")
        XCTAssertTrue(outcome.succeeded && !inputs.diagnostics.containsErrors, "\(target) does not generate")
        return Dictionary(uniqueKeysWithValues: outcome.files.map { ($0.name, $0.contents) })
    }

    /// The Swift files written by hand in the example's target `target`, by name.
    private func handWritten(_ target: String) throws -> [String: String] {
        let folder = Self.example.appendingPathComponent("Sources/\(target)")
        var files: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) where name.hasSuffix(".swift") {
            files[name] = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
        }
        return files
    }

    /// The names of the files the build plugin generated for `target`.
    private func generatedNames(of target: String, in package: URL) throws -> [String] {
        let root = package.appendingPathComponent(".build/plugins/outputs")
        let walker = try XCTUnwrap(
            FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil), "no \(root.path)")
        for case let url as URL in walker
        where url.lastPathComponent == "GeneratedModels" && url.path.contains("/\(target)/") {
            return try FileManager.default.contentsOfDirectory(atPath: url.path).sorted()
        }
        XCTFail("no GeneratedModels folder for \(target) under \(root.path)")
        return []
    }
}
