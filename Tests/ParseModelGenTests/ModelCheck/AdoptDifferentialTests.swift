import Foundation
import XCTest

/// The differential test of `adopt --rewrite` (issue 39, item 4b): seeded random hand-written apps (several
/// models a file, extensions in other files, comments, `// MARK:` lines, access levels, initial values,
/// observers, `#if` blocks, computed properties and methods, `nonisolated` models), each switched with
/// `adopt --rewrite` and `generate`. For every model, either it is refused with a reason and its declaration
/// stays byte for byte, or it switches; a model with something the generated one cannot declare the same way
/// must be refused, and one without must switch. Then the app compiles, the same initializer calls encode
/// the same bodies before and after, every line that was not a removed member is still there, and a removed
/// property's doc comment documents the generated property.
///
/// CI runs the seeds in `ciSeeds`. `PARSE_MODEL_GEN_ADOPT_SEEDS=<count>` runs that many more (from 1000),
/// and `PARSE_MODEL_GEN_ADOPT_SEED=<seed>` replays one:
/// `PARSE_MODEL_GEN_ADOPT_SEED=1004 swift test --skip-build --filter AdoptDifferentialTests`.
final class AdoptDifferentialTests: XCTestCase {
    /// Seeds whose apps have switched and refused models both; 1094 once crashed the rewrite (two adjacent
    /// declarations removed, each with the blank line between them).
    static let ciSeeds: [UInt64] = [1, 1001, 1004, 1094]

    func testRandomAppsSwitchOrAreRefusedWithoutChangingMeaning() throws {
        let environment = ProcessInfo.processInfo.environment
        var seeds = Self.ciSeeds
        if let replay = environment["PARSE_MODEL_GEN_ADOPT_SEED"].flatMap(UInt64.init) {
            seeds = [replay]
        } else if let count = environment["PARSE_MODEL_GEN_ADOPT_SEEDS"].flatMap(UInt64.init) {
            seeds += (0..<count).map { 1000 + $0 }
        }
        for seed in seeds {
            print(
                "adopt differential: seed \(seed) (replay: PARSE_MODEL_GEN_ADOPT_SEED=\(seed) swift test --skip-build --filter AdoptDifferentialTests)"
            )
            try check(RandomApp(seed: seed), seed: seed)
        }
    }

    private func check(_ app: RandomApp, seed: UInt64) throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        try FileManager.default.createDirectory(
            at: directory.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
        for (name, text) in app.files { try directory.write(text, to: "Sources/" + name) }
        try directory.write(app.schema, to: "schema.json")
        let context =
            "seed \(seed)\n"
            + app.files.sorted { $0.key < $1.key }.map { "// \($0.key)\n\($0.value)" }
            .joined(separator: "\n")

        let before = try CompileCheck.buildAndRun(app.files.merging(["main.swift": app.probe]) { first, _ in first })
        XCTAssertEqual(before.status, 0, "the hand-written app does not run: \(before.output)\n\(context)")

        let adopt = try CommandLineRunner.run(
            ["adopt", "Sources", "schema.json", "--config", "parse-model-gen.json", "--rewrite"], in: directory.url)
        let everyModelRefused = app.models.allSatisfy(\.mustBeRefused)
        XCTAssertEqual(adopt.status, everyModelRefused ? 1 : 0, adopt.standardError + "\n" + context)
        var after: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(
            atPath: directory.url.appendingPathComponent("Sources").path)
        {
            after[name] = try String(
                contentsOf: directory.url.appendingPathComponent("Sources/" + name), encoding: .utf8)
        }
        let allText = after.values.joined(separator: "\n")
        for model in app.models {
            let refused =
                adopt.standardError.contains("warning: model \(model.name) stays as it is")
                || everyModelRefused
            XCTAssertEqual(refused, model.mustBeRefused, "model \(model.name)\n\(adopt.standardError)\n\(context)")
            if refused {
                XCTAssertTrue(allText.contains(model.declaration), "\(model.name) changed\n\(allText)\n\(context)")
            }
            for line in model.linesThatStay {
                XCTAssertTrue(allText.contains(line), "lost: \(line)\n\(allText)\n\(context)")
            }
        }
        for line in app.extensionLines {
            XCTAssertTrue(allText.contains(line), "lost: \(line)\n\(allText)\n\(context)")
        }
        let refusedCount = app.models.filter(\.mustBeRefused).count
        print(
            "adopt differential: seed \(seed): \(app.models.count) models in \(app.files.count) files, \(app.models.count - refusedCount) switched, \(refusedCount) refused"
        )
        guard !everyModelRefused else { return }

        let generate = try CommandLineRunner.run(
            ["generate", "schema.json", "--config", "parse-model-gen.json", "--output", "Generated", "--quiet"],
            in: directory.url)
        XCTAssertEqual(generate.status, 0, generate.standardError + "\n" + context)
        var generated: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(
            atPath: directory.url.appendingPathComponent("Generated").path) where name.hasSuffix(".swift")
        {
            generated["Generated_" + name] = try String(
                contentsOf: directory.url.appendingPathComponent("Generated/" + name), encoding: .utf8)
        }
        let generatedText = generated.values.joined(separator: "\n")
        for model in app.models where !model.mustBeRefused {
            for doc in model.docComments {
                XCTAssertTrue(generatedText.contains(doc), "the doc '\(doc)' is not in the generated code\n\(context)")
            }
        }
        var switched = after.merging(generated) { first, _ in first }
        switched["main.swift"] = app.probe
        let run = try CompileCheck.buildAndRun(switched)
        XCTAssertEqual(run.status, 0, run.output + "\n" + context)
        XCTAssertEqual(run.output, before.output, context)
    }
}

/// A seeded random app: models with random fields and extras, spread over files, with the schema and a
/// probe that prints the save body of each model as its initializer makes it.
private struct RandomApp {
    struct Model {
        var name: String
        var declaration: String
        /// Whether it has something the generated model cannot declare the same way.
        var mustBeRefused: Bool
        /// Lines that must still be in the files after the rewrite.
        var linesThatStay: [String]
        /// Doc comments of properties, which the generated model must carry when the model switches.
        var docComments: [String]
        var fields: [(name: String, parseType: String)]
    }

    var models: [Model] = []
    var files: [String: String] = [:]
    var extensionLines: [String] = []
    var schema = ""
    var probe = ""

    private var state: UInt64

    /// SplitMix64: the same seed gives the same app on every machine.
    private mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    private mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
    private mutating func chance(_ percent: Int) -> Bool { below(100) < percent }

    init(seed: UInt64) {
        state = seed
        let types: [(swift: String, parse: String, literal: String, global: String)] = [
            ("String", "String", "\"Hello\"", "\"Global\""), ("Int", "Number", "3", "7"),
            ("Double", "Number", "2.5", "1.5"), ("Bool", "Boolean", "true", "false"),
        ]
        let modelCount = 1 + below(3)
        var fileTexts: [[String]] = [[], []]
        var globals: [[String]] = [[], []]
        var classes: [String] = []
        for index in 0..<modelCount {
            let name = "Model\(index)"
            var body: [String] = [
                "    var originalData: Data?", "    var objectId: String?", "    var createdAt: Date?",
                "    var updatedAt: Date?", "    var ACL: ParseACL?",
            ]
            var refused = false
            var stay: [String] = []
            var docs: [String] = []
            var fields: [(String, String)] = []
            for fieldIndex in 0..<(1 + below(4)) {
                let type = types[below(types.count)]
                let field = "field\(index)x\(fieldIndex)"
                fields.append((field, type.parse))
                if chance(15) {
                    let mark = "// MARK: - Part \(fieldIndex) of \(name)"
                    body.append("    " + mark)
                    stay.append(mark)
                }
                if chance(25) {
                    let doc = "/// What \(field) holds."
                    body.append("    " + doc)
                    docs.append(doc)
                }
                // One field in four has something the generated model cannot declare the same way.
                switch below(16) {
                case 0:
                    // A value the config cannot hold: a global's.
                    let global = "default\(field.prefix(1).uppercased())\(field.dropFirst())"
                    globals[index % 2].append("let \(global): \(type.swift) = \(type.global)")
                    body.append("    var \(field): \(type.swift)? = \(global)")
                    refused = true
                case 1:
                    body += ["    var \(field): \(type.swift)? {", "        didSet { print(\"changed\") }", "    }"]
                    refused = true
                case 2:
                    body.append("    private var \(field): \(type.swift)?")
                    refused = true
                case 3:
                    body += ["    #if DEBUG", "    var \(field): \(type.swift)?", "    #endif"]
                    refused = true
                case 4, 5, 6, 7:
                    body.append("    var \(field): \(type.swift)? = \(type.literal)")
                default:
                    body.append("    var \(field): \(type.swift)?")
                }
            }
            if chance(50) {
                let line = "    var label\(index): String { \"\(name)\" }"
                body += ["", line]
                stay.append(line)
            }
            if chance(40) {
                let line = "    func greeting\(index)() -> String { \"hi from \(name)\" }"
                body += ["", line]
                stay.append(line)
            }
            let header = (chance(20) ? "nonisolated " : "") + "struct \(name): ParseObject {"
            let declaration = ([header] + body + ["}"]).joined(separator: "\n")
            fileTexts[index % 2].append(declaration)
            if chance(40) {
                let line = "    var extra\(index): Int { 1 }"
                extensionLines += ["extension \(name) {", line]
                fileTexts[1].append("extension \(name) {\n\(line)\n}")
            }
            models.append(
                Model(
                    name: name, declaration: declaration, mustBeRefused: refused, linesThatStay: stay,
                    docComments: docs,
                    fields: fields))
            classes.append(
                "{\"className\": \"\(name)\", \"fields\": {"
                    + fields.map { "\"\($0.0)\": {\"type\": \"\($0.1)\"}" }.joined(separator: ", ") + "}}")
        }
        for (index, texts) in fileTexts.enumerated() where !texts.isEmpty {
            files["File\(index).swift"] =
                (["import Foundation\nimport ParseSwift"] + globals[index] + texts).joined(separator: "\n\n") + "\n"
        }
        schema = "[" + classes.joined(separator: ",\n") + "]"
        probe = """
            import Foundation
            import ParseSwift

            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            func body<T: Encodable>(_ value: T) -> String {
                (try? encoder.encode(value)).map { String(decoding: $0, as: UTF8.self) } ?? "unencodable"
            }

            """ + models.map { "print(body(\($0.name)()))" }.joined(separator: "\n") + "\n"
    }
}
