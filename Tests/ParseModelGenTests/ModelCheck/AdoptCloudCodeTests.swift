import Foundation
import ParseModelGenerator
import ParseSchema
import XCTest

@testable import SwiftModelReading

/// `adopt` reads the app's hand-written `ParseCloudable` types into the Cloud Code description (issue 41,
/// item 6); `--rewrite` removes the ones the generated types replace exactly, and the app's calls compile
/// unchanged against the generated types.
final class AdoptCloudCodeTests: XCTestCase {
    static let schema = """
        [{"className": "Movie", "fields": {"title": {"type": "String"}}}]
        """
    static let movie = """
        import Foundation
        import ParseSwift

        struct Movie: ParseObject {
            var originalData: Data?
            var objectId: String?
            var createdAt: Date?
            var updatedAt: Date?
            var ACL: ParseACL?
            var title: String?
        }

        """
    /// Every shape the generated types replace: the SDK's docs' spelling, the module-qualified one, a name set
    /// in `init()`, CodingKeys with a wire name, required, defaulted and optional parameters, pointers, arrays,
    /// objects, files, and a job.
    static let cloud = """
        import Foundation
        import ParseSwift

        /// The average rating of a movie's reviews.
        struct AverageStars: ParseCloudable {
            typealias ReturnType = Double
            var functionJobName = "averageStars"
            /// The movie's title.
            var movie: String
            var minimum: Double = 0
            var sortOrder: String?
            var director: Movie?
            var tags: [String]?
            var extra: [String: ParseJSONValue]?

            enum CodingKeys: String, CodingKey {
                case functionJobName, movie, minimum
                case sortOrder = "sort_order"
                case director, tags, extra
            }
        }

        struct TopMovies: ParseSwift.ParseCloudable {
            typealias ReturnType = [Movie]
            var functionJobName: String = "top_movies_v2"
            var poster: ParseFile?
            var verbose = false
        }

        struct Cleanup: ParseCloudable {
            typealias ReturnType = ParseJSONValue?
            var functionJobName: String
            var days: Int = 30
            init() { functionJobName = "cleanup" }
        }

        """
    static let calls = """
        import Foundation
        import ParseSwift

        func callCloudCode(movie: Movie) async throws {
            let stars: Double = try await AverageStars(movie: "Heat", sortOrder: "best", director: movie).runFunction()
            let top: [Movie] = try await TopMovies(verbose: true).runFunction()
            _ = try await Cleanup().startJob()
            var call = AverageStars(movie: "Alien")
            call.minimum = 3
            print(stars, top.count, call.minimum)
        }

        func startCleanup() {
            // The reader declares no ParseError: this closure does not type-check there, and the call is still seen.
            Cleanup(days: 7).startJob { result in
                if case .failure(let error) = result { print(error.message) }
            }
        }

        """
    /// `ParseJSONValue` before the switch: what the generated support file declares, as the app had it.
    static let support = """
        enum ParseJSONValue: Codable, Hashable, Sendable {
            case null
        }

        """

    private func text(_ name: String, in directory: TemporaryDirectory) throws -> String {
        try String(contentsOf: directory.url.appendingPathComponent(name), encoding: .utf8)
    }

    private func app(_ cloud: String, calls: String = AdoptCloudCodeTests.calls) throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write(Self.movie, to: "Sources/Movie.swift")
        try directory.write(cloud, to: "Sources/Cloud.swift")
        try directory.write(calls, to: "Sources/Calls.swift")
        try directory.write(Self.support, to: "Sources/Support.swift")
        try directory.write(Self.schema, to: "Schemas/schema.json")
        return directory
    }

    // MARK: Reading

    func testTheReaderReadsEveryShape() throws {
        let directory = try app(Self.cloud)
        let read = SwiftModelReader.read(paths: [directory.url.appendingPathComponent("Sources").path])
        XCTAssertFalse(read.diagnostics.containsErrors, read.diagnostics.map(\.formatted).joined(separator: "\n"))
        let byName = Dictionary(uniqueKeysWithValues: read.cloudables.map { ($0.name, $0) })
        XCTAssertEqual(read.cloudables.map(\.name), ["AverageStars", "TopMovies", "Cleanup"])
        let stars = try XCTUnwrap(byName["AverageStars"])
        XCTAssertEqual(stars.functionJobName?.value, "averageStars")
        XCTAssertEqual(stars.returnType?.value.text, "Double")
        XCTAssertEqual(stars.returnType?.location.position.line, 6)
        XCTAssertEqual(
            stars.parameters.map { "\($0.name): \($0.type?.text ?? "?")" },
            [
                "movie: String", "minimum: Double", "sortOrder: String?", "director: Movie?", "tags: [String]?",
                "extra: [String: ParseJSONValue]?",
            ])
        XCTAssertEqual(
            stars.parameters.map { stars.wireKey(of: $0) ?? "-" }.joined(separator: ","),
            "movie,minimum,sort_order,director,tags,extra")
        XCTAssertEqual(stars.functionCalls.map(\.position.line), [5])
        XCTAssertEqual(stars.outsideReferences["minimum"]?.map(\.position.line), [9, 10])
        XCTAssertNil(stars.outsideReferences["movie"])
        let top = try XCTUnwrap(byName["TopMovies"])
        XCTAssertEqual(top.functionJobName?.value, "top_movies_v2")
        XCTAssertEqual(top.returnType?.value.text, "[Movie]")
        let cleanup = try XCTUnwrap(byName["Cleanup"])
        XCTAssertEqual(cleanup.functionJobName?.value, "cleanup")
        XCTAssertEqual(cleanup.returnType?.value.text, "ParseJSONValue?")
        XCTAssertEqual(cleanup.jobCalls.map(\.position.line), [7, 15])
        XCTAssertTrue(cleanup.functionCalls.isEmpty)
    }

    // MARK: The description

    func testAdoptWritesTheDescriptionAndReportsWhatRewriteWouldSwitch() throws {
        let directory = try app(Self.cloud)
        let run = try CommandLineRunner.run(
            ["adopt", "Sources", "Schemas", "--config", "Schemas/parse-model-gen.json"], in: directory.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        let description = try text("Schemas/cloud-functions.json", in: directory)
        XCTAssertEqual(
            description,
            """
            {
              "functions": {
                "averageStars": {
                  "description": "The average rating of a movie's reviews.",
                  "fields": {
                    "movie": {"type": "String", "required": true, "description": "The movie's title."},
                    "minimum": {"type": "Number", "default": 0},
                    "sort_order": {"type": "String"},
                    "director": {"type": "Pointer", "targetClass": "Movie"},
                    "tags": {"type": "Array", "items": "String"},
                    "extra": {"type": "Object"}
                  },
                  "returns": {"type": "Number"}
                },
                "top_movies_v2": {
                  "swiftName": "TopMovies",
                  "fields": {
                    "poster": {"type": "File"},
                    "verbose": {"type": "Boolean", "default": false}
                  },
                  "returns": {
                    "type": "Array",
                    "items": {"type": "Object", "targetClass": "Movie"}
                  }
                }
              },
              "jobs": {
                "cleanup": {
                  "fields": {
                    "days": {"type": "Number", "swiftType": "Int", "default": 30}
                  }
                }
              }
            }

            """)
        XCTAssertTrue(
            run.standardOutput.contains("AverageStars: Cloud function 'averageStars': --rewrite would remove it"),
            run.standardOutput)
        XCTAssertTrue(run.standardOutput.contains("Cleanup: Cloud job 'cleanup': --rewrite would remove it"))
        // Without --rewrite the Swift files stay as they were.
        XCTAssertEqual(try text("Sources/Cloud.swift", in: directory), Self.cloud)
    }

    // MARK: The round trip

    func testRewriteSwitchesTheCallsAndTheAppCompilesUnchanged() throws {
        let directory = try app(Self.cloud)
        // A call conforming through the app's own protocol keeps that conformance in an extension.
        try directory.write(
            """
            import ParseSwift

            protocol Logged: ParseCloudable {}

            extension Logged {
                var logLine: String { "calling \\(functionJobName)" }
            }

            /// Says hello.
            nonisolated struct Hello: Logged, Sendable {
                typealias ReturnType = String
                var functionJobName = "hello"
                var name: String?
            }

            func greet() async throws -> String {
                let hello = Hello(name: "you")
                print(hello.logLine)
                return try await hello.runFunction()
            }

            """, to: "Sources/Logged.swift")
        let run = try CommandLineRunner.run(
            ["adopt", "Sources", "Schemas", "--config", "Schemas/parse-model-gen.json", "--rewrite"],
            in: directory.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertTrue(run.standardOutput.contains("removed Sources/Cloud.swift"), run.standardOutput)
        XCTAssertFalse(
            FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("Sources/Cloud.swift").path))
        XCTAssertEqual(try text("Sources/Calls.swift", in: directory), Self.calls)
        let logged = try text("Sources/Logged.swift", in: directory)
        XCTAssertTrue(logged.contains("/// Says hello.\nnonisolated extension Hello: Logged {\n}\n"), logged)
        let generate = try CommandLineRunner.run(
            ["generate", "Schemas", "--output", "Generated", "--quiet"], in: directory.url)
        XCTAssertEqual(generate.status, 0, generate.standardError)
        let cloudFile = try text("Generated/CloudFunctions.parse.swift", in: directory)
        XCTAssertTrue(cloudFile.contains("/// The average rating of a movie's reviews."), cloudFile)
        XCTAssertTrue(cloudFile.contains("struct TopMovies: ParseCloudCall"), cloudFile)
        try XCTSkipIf(
            ProcessInfo.processInfo.environment["PARSE_MODEL_GEN_SKIP_COMPILE_CHECKS"] != nil, "compile checks skipped")
        // The app's calls, unchanged, with the generated models and Cloud types (the support file now declares
        // ParseJSONValue), in Swift 6 mode against both SDK shapes.
        var sources = ["Calls.swift": Self.calls, "Logged.swift": logged]
        for name in try FileManager.default.contentsOfDirectory(
            atPath: directory.url.appendingPathComponent("Generated").path) where name.hasSuffix(".swift")
        {
            sources["Generated_" + name] = try text("Generated/" + name, in: directory)
        }
        for flavor in SDKFlavor.allCases {
            XCTAssertNil(try CompileCheck.typecheck(sources, flavor: flavor, swiftVersion: "6"))
        }
        // And in a module isolated to the main actor by default (an Xcode 26 app target).
        XCTAssertNil(try CompileCheck.typecheck(sources, flavor: .fork, swiftVersion: "6", isolation: .mainActor))
    }

    func testModelsAndCallsInOneFileSwitchTogetherAndAnIfBlockKeepsItsCall() throws {
        let debug = """
            struct Debug: ParseCloudable {
                typealias ReturnType = String
                var functionJobName = "debug"
                #if DEBUG
                var verbose: Bool?
                #endif
            }

            """
        let file =
            Self.movie + """

                struct Hello: ParseCloudable {
                    typealias ReturnType = String
                    var functionJobName = "hello"
                    var name: String?
                }

                """ + debug
        let directory = try TemporaryDirectory()
        try directory.write(file, to: "Sources/App.swift")
        try directory.write(
            "func call() async throws { _ = try await (Hello().runFunction(), Debug().runFunction()) }\n",
            to: "Sources/Calls.swift")
        try directory.write(Self.schema, to: "Schemas/schema.json")
        let run = try CommandLineRunner.run(
            ["adopt", "Sources", "Schemas", "--config", "Schemas/parse-model-gen.json", "--rewrite"],
            in: directory.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertTrue(
            run.standardError.contains(
                "Sources/App.swift:18:1: warning: cannot rewrite: the declaration of Debug holds an #if block (line 21)"
            ),
            run.standardError)
        XCTAssertTrue(
            run.standardError.contains(
                "warning: Debug stays as it is, and is left out of the description (Schemas/cloud-functions.json)"),
            run.standardError)
        // Movie and Hello went; Debug stays byte for byte.
        XCTAssertEqual(try text("Sources/App.swift", in: directory), "import Foundation\nimport ParseSwift\n\n" + debug)
        let description = try text("Schemas/cloud-functions.json", in: directory)
        XCTAssertTrue(description.contains("\"hello\""), description)
        XCTAssertFalse(description.contains("\"debug\""), description)
    }

    func testAnAppWithOnlyCloudCodeCallsGetsADescriptionAndNoConfig() throws {
        let cloud = """
            import ParseSwift

            struct Hello: ParseCloudable {
                typealias ReturnType = [String]
                var functionJobName = "hello"
                var name: String?
            }

            """
        let directory = try TemporaryDirectory()
        try directory.write(cloud, to: "Sources/Cloud.swift")
        try directory.write(
            "func call() async throws -> [String] { try await Hello(name: \"x\").runFunction() }\n",
            to: "Sources/Calls.swift")
        try directory.write(Self.schema, to: "Schemas/schema.json")
        let run = try CommandLineRunner.run(
            ["adopt", "Sources", "Schemas", "--config", "Schemas/parse-model-gen.json", "--rewrite"],
            in: directory.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: directory.url.appendingPathComponent("Schemas/parse-model-gen.json").path))
        XCTAssertTrue(run.standardOutput.contains("wrote Schemas/cloud-functions.json for 1 Cloud Code call"))
        XCTAssertTrue(run.standardOutput.contains("removed Sources/Cloud.swift"), run.standardOutput)
        // Run again: nothing is left to adopt, and nothing changes.
        let again = try CommandLineRunner.run(
            ["adopt", "Sources", "Schemas", "--config", "Schemas/parse-model-gen.json", "--rewrite"],
            in: directory.url)
        XCTAssertEqual(again.status, 1, again.standardError)
        XCTAssertTrue(again.standardError.contains("no models to adopt"), again.standardError)
    }

    func testTypesADescriptionCannotSayAreNotAdoptedAndOtherShapesAreNamed() throws {
        let cloud = """
            import ParseSwift

            let currentName = "dynamic"

            struct Dynamic: ParseCloudable {
                typealias ReturnType = String
                var functionJobName = currentName
            }

            struct Filter: Codable, Hashable { var word: String }

            struct Search: ParseCloudable {
                typealias ReturnType = String
                var functionJobName = "search"
                var filter: Filter?
            }

            struct Both: ParseCloudable {
                typealias ReturnType = String
                var functionJobName = "both"
            }

            enum Cloud {
                struct Nested: ParseCloudable {
                    typealias ReturnType = String
                    var functionJobName = "nested"
                }
            }

            struct Greet: ParseCloudable {
                typealias ReturnType = String
                var functionJobName: String
                var name: String?
                init(name: String) {
                    self.name = name
                    functionJobName = "greet"
                }
            }

            final class Shared: ParseCloudable {
                typealias ReturnType = String
                var functionJobName = "shared"
                static func == (lhs: Shared, rhs: Shared) -> Bool { true }
                func hash(into hasher: inout Hasher) {}
            }

            func calls() async throws {
                _ = try await Both().runFunction()
                _ = try await Both().startJob()
                _ = try await Cloud.Nested().runFunction()
                _ = try await Shared().runFunction()
            }

            """
        let directory = try TemporaryDirectory()
        try directory.write(cloud, to: "Cloud.swift")
        let read = SwiftModelReader.read(paths: [directory.url.appendingPathComponent("Cloud.swift").path])
        XCTAssertFalse(read.diagnostics.containsErrors, read.diagnostics.map(\.formatted).joined(separator: "\n"))
        let plan = CloudAdoptionPlanner.plan(read, modelClasses: [:], config: GeneratorConfig())
        let messages = plan.diagnostics.map {
            $0.formatted.replacingOccurrences(of: directory.url.path + "/", with: "")
        }
        for expected in [
            "Cloud.swift:5:1: warning: Dynamic is not adopted: its functionJobName is not given as a string literal",
            "Cloud.swift:15:9: warning: Search is not adopted: filter is Filter?, which no Parse type of a description stands for",
            "Cloud.swift:18:1: warning: Both is not adopted: the app starts it as a job (Cloud.swift:49) and runs it as a function (Cloud.swift:48)",
        ] {
            XCTAssertTrue(
                messages.contains { $0.hasPrefix(expected) },
                "\(expected) is not in\n\(messages.joined(separator: "\n"))")
        }
        XCTAssertEqual(plan.entries.map(\.name), ["nested", "greet", "shared"])
        XCTAssertEqual(plan.entries[0].json.text, "{\n  \"returns\": {\"type\": \"String\"}\n}")
        XCTAssertEqual(
            plan.entries[1].blockers.map(\.value),
            ["Greet declares init(name:) by hand; the generated type would not have it"])
        XCTAssertFalse(messages.contains { $0.contains("Search is adopted as a Cloud function") }, "\(messages)")
        XCTAssertEqual(
            plan.entries[0].blockers.map(\.value),
            ["Cloud.Nested is nested in Cloud; the generated type is a top-level type"])
        XCTAssertEqual(
            plan.entries[2].blockers.map(\.value),
            [
                "Shared is a class; the generated type is a struct",
                "Shared declares static ==(_:_:) by hand; the generated type would not have it",
                "Shared declares hash(into:) by hand; the generated type would not have it",
            ])
    }

    // MARK: Refusals

    func testShapesTheGeneratedTypeDeclaresOtherwiseAreRefusedAtTheirLine() throws {
        let cloud = """
            import Foundation
            import ParseSwift

            struct Hello: ParseCloudable {
                typealias ReturnType = String
                var functionJobName = "hello"
                var count: Int?
                private var secret: String?
                var name: String? {
                    didSet { print("changed") }
                }
                var shout: String { "HELLO" }
                func greet() -> String { "hi" }
            }

            struct Ping: ParseCloudable {
                typealias ReturnType = String
                var functionJobName = "ping"
                var target: String
            }

            struct Check: ParseCloudable {
                typealias ReturnType = Bool
                var functionJobName = "check"
                var validate: Bool?
            }

            struct Retry: ParseCloudable {
                typealias ReturnType = Bool
                var functionJobName = "retry"
                var minimum: Double = defaultMinimum
            }

            let defaultMinimum = 2.0

            """
        let calls = """
            func callCloudCode() async throws {
                _ = try await Hello().runFunction()
                _ = try await Check().runFunction()
                _ = try await Retry().runFunction()
                let ping = Ping(functionJobName: "pong", target: "a")
                print(ping.target, try await ping.runFunction())
            }

            """
        let directory = try app(cloud, calls: calls)
        let run = try CommandLineRunner.run(
            ["adopt", "Sources", "Schemas", "--config", "Schemas/parse-model-gen.json", "--rewrite"],
            in: directory.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        for expected in [
            "Sources/Cloud.swift:8:17: warning: cannot rewrite: secret is private; the generated property would not be",
            "Sources/Cloud.swift:9:9: warning: cannot rewrite: name has willSet/didSet observers, which the generated property would not run",
            "Sources/Cloud.swift:4:1: warning: cannot rewrite: Hello declares the property shout by hand; the generated type would not have it",
            "Sources/Cloud.swift:4:1: warning: cannot rewrite: Hello declares greet() by hand; the generated type would not have it",
            "Sources/Calls.swift:5:38: warning: cannot rewrite: this call passes functionJobName: to Ping's initializer; the generated initializer has no such argument",
            "Sources/Cloud.swift:19:9: warning: cannot rewrite: target is String and read at Sources/Calls.swift:6:11; the generated property would be String? (a required parameter is stored optional)",
            "Sources/Cloud.swift:22:1: warning: Check is not adopted: the generator would refuse its entry: parameter 'validate' would be the Swift property 'validate', a name the type already uses",
            "Sources/Cloud.swift:31:9: warning: cannot rewrite: minimum starts as defaultMinimum, which a description cannot hold as a default (only a String, number or Bool literal)",
            "warning: Hello stays as it is, and is left out of the description (Schemas/cloud-functions.json)",
            "warning: Ping stays as it is, and is left out of the description (Schemas/cloud-functions.json)",
        ] {
            XCTAssertTrue(run.standardError.contains(expected), "\(expected) is not in\n\(run.standardError)")
        }
        // Both stay byte for byte, and the description leaves them out (none was written).
        XCTAssertEqual(try text("Sources/Cloud.swift", in: directory), cloud)
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: directory.url.appendingPathComponent("Schemas/cloud-functions.json").path))
    }

    func testAConflictingEntryOfTheExistingDescriptionStopsEveryWrite() throws {
        let cloud = """
            import ParseSwift

            struct Hello: ParseCloudable {
                typealias ReturnType = String
                var functionJobName = "hello"
                var name: String?
            }

            """
        let directory = try app(cloud, calls: "func call() async throws { _ = try await Hello().runFunction() }\n")
        let existing = """
            {"functions": {"hello": {"fields": {"name": {"type": "Number"}}, "returns": "String"}}}

            """
        try directory.write(existing, to: "Schemas/cloud-functions.json")
        let run = try CommandLineRunner.run(
            ["adopt", "Sources", "Schemas", "--config", "Schemas/parse-model-gen.json", "--rewrite"],
            in: directory.url)
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertTrue(
            run.standardError.contains(
                "Sources/Cloud.swift:6:9: error: the description already has the function 'hello' (Schemas/cloud-functions.json:1:16), and the type it generates would not be Hello as written: name is String?; the generated property would be Double?"
            ), run.standardError)
        XCTAssertEqual(try text("Schemas/cloud-functions.json", in: directory), existing)
        XCTAssertEqual(try text("Sources/Cloud.swift", in: directory), cloud)
        XCTAssertFalse(
            FileManager.default.fileExists(
                atPath: directory.url.appendingPathComponent("Schemas/parse-model-gen.json").path))
    }

    func testAnExistingDescriptionKeepsItsEntries() throws {
        let cloud = """
            import ParseSwift

            struct Hello: ParseCloudable {
                typealias ReturnType = String
                var functionJobName = "hello"
                var name: String?
            }

            """
        let directory = try app(cloud, calls: "func call() async throws { _ = try await Hello().runFunction() }\n")
        try directory.write(
            "{\"functions\": {\"bye\": {\"returns\": \"String\", \"requireUser\": true}}}\n",
            to: "Schemas/cloud-functions.json")
        let run = try CommandLineRunner.run(
            ["adopt", "Sources", "Schemas", "--config", "Schemas/parse-model-gen.json", "--rewrite"],
            in: directory.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        XCTAssertEqual(
            try text("Schemas/cloud-functions.json", in: directory),
            """
            {
              "functions": {
                "bye": {"returns": "String", "requireUser": true},
                "hello": {
                  "fields": {
                    "name": {"type": "String"}
                  },
                  "returns": {"type": "String"}
                }
              }
            }

            """)
    }

    func testAnEntryDescribedAlreadyWithValidatorOptionsStaysAndTheTypeGoes() throws {
        let cloud = """
            import ParseSwift

            struct Hello: ParseCloudable {
                typealias ReturnType = String
                var functionJobName = "hello"
                var name: String?
            }

            """
        let directory = try app(cloud, calls: "func call() async throws { _ = try await Hello().runFunction() }\n")
        let existing = """
            // Written by hand, with the server's validator options.
            {"functions": {"hello": {"fields": {"name": {"type": "String", "options": ["a", "b"]}}, "returns": "String", "requireUser": true}}}

            """
        try directory.write(existing, to: "Schemas/cloud-functions.json")
        let run = try CommandLineRunner.run(
            ["adopt", "Sources", "Schemas", "--config", "Schemas/parse-model-gen.json", "--rewrite"],
            in: directory.url)
        // `options` make the parameter an enum, which Hello's String is not: the type stays.
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertTrue(
            run.standardError.contains(
                "error: the description already has the function 'hello' (Schemas/cloud-functions.json:2:16), and the type it generates would not be Hello as written: name is String?; the generated property would be Hello.Name?"
            ), run.standardError)
        XCTAssertEqual(try text("Schemas/cloud-functions.json", in: directory), existing)
        // Without the options the entry describes Hello: it stays as written, comments and all, and Hello goes.
        let agreeing = existing.replacingOccurrences(of: ", \"options\": [\"a\", \"b\"]", with: "")
        try directory.write(agreeing, to: "Schemas/cloud-functions.json")
        let again = try CommandLineRunner.run(
            ["adopt", "Sources", "Schemas", "--config", "Schemas/parse-model-gen.json", "--rewrite"],
            in: directory.url)
        XCTAssertEqual(again.status, 0, again.standardError)
        XCTAssertTrue(
            again.standardOutput.contains("the Cloud Code description already describes the 1 call read"),
            again.standardOutput)
        XCTAssertTrue(again.standardOutput.contains("Hello: Cloud function 'hello': removed"), again.standardOutput)
        XCTAssertEqual(try text("Schemas/cloud-functions.json", in: directory), agreeing)
        XCTAssertTrue(again.standardOutput.contains("removed Sources/Cloud.swift"), again.standardOutput)
    }

    func testPointerStyleAccessAndOptionalDefaultsAreNamed() throws {
        let cloud = """
            import ParseSwift

            public struct Rate: ParseCloudable {
                public typealias ReturnType = Double
                public var functionJobName = "rate"
                public var movie: Pointer<Movie>?
                public var order: String? = "newest"
            }

            """
        let directory = try app(cloud, calls: "func call() async throws { _ = try await Rate().runFunction() }\n")
        let run = try CommandLineRunner.run(
            ["adopt", "Sources", "Schemas", "--config", "Schemas/parse-model-gen.json"], in: directory.url)
        XCTAssertEqual(run.status, 0, run.standardError)
        for expected in [
            "Sources/Cloud.swift:3:8: note: --rewrite would leave this Cloud Code call alone: Rate is public; the generated type would be internal (the config's \"accessLevel\")",
            "Sources/Cloud.swift:6:16: note: --rewrite would leave this Cloud Code call alone: movie is Pointer<Movie>?; the generated property would be Movie?",
            "Sources/Cloud.swift:7:16: note: --rewrite would leave this Cloud Code call alone: order is String?; the generated property would be String",
        ] {
            XCTAssertTrue(run.standardError.contains(expected), "\(expected) is not in\n\(run.standardError)")
        }
        // The description says what the calls send, whatever --rewrite decides.
        let description = try text("Schemas/cloud-functions.json", in: directory)
        XCTAssertTrue(
            description.contains("\"movie\": {\"type\": \"Pointer\", \"targetClass\": \"Movie\"}"), description)
        XCTAssertTrue(description.contains("\"order\": {\"type\": \"String\", \"default\": \"newest\"}"), description)
        XCTAssertEqual(try text("Sources/Cloud.swift", in: directory), cloud)
    }

    func testAJobStartedFromTopLevelCodeIsAJobAndItsResultIsNamed() throws {
        let cloud = """
            import ParseSwift

            struct Report: ParseCloudable {
                typealias ReturnType = String
                var functionJobName = "monthlyReport"
                var month: Double
            }

            """
        let main = """
            import ParseSwift

            let report = Report(month: 12)
            Task {
                let started = try await report.startJob()
                print(started)
            }

            """
        let directory = try TemporaryDirectory()
        try directory.write(cloud, to: "Sources/Report.swift")
        try directory.write(main, to: "Sources/main.swift")
        try directory.write(Self.schema, to: "Schemas/schema.json")
        let run = try CommandLineRunner.run(
            ["adopt", "Sources", "Schemas", "--config", "Schemas/parse-model-gen.json", "--rewrite"],
            in: directory.url)
        XCTAssertEqual(run.status, 1, run.standardError)
        XCTAssertTrue(
            run.standardError.contains(
                "Sources/Report.swift:4:5: error: cannot rewrite: ReturnType is String; the generated type's would be ParseJSONValue? (a job's: Parse Server answers a job's start with {})"
            ), run.standardError)
        XCTAssertEqual(try text("Sources/Report.swift", in: directory), cloud)
        let plain = try CommandLineRunner.run(
            ["adopt", "Sources", "Schemas", "--config", "Schemas/parse-model-gen.json"], in: directory.url)
        XCTAssertEqual(plain.status, 0, plain.standardError)
        XCTAssertEqual(
            try text("Schemas/cloud-functions.json", in: directory),
            """
            {
              "jobs": {
                "monthlyReport": {
                  "swiftName": "Report",
                  "fields": {
                    "month": {"type": "Number", "required": true}
                  }
                }
              }
            }

            """)
    }
}
