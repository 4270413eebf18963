import Foundation
import XCTest

/// The conventions every command follows, as users know them from swift-argument-parser tools: option
/// spellings, "did you mean", per-command help, messages without fake positions, plural wording.
final class CommandLineConventionTests: XCTestCase {
    private var directory: TemporaryDirectory!

    override func setUpWithError() throws {
        directory = try TemporaryDirectory()
        try directory.write(
            #"[{"className": "Book", "fields": {"title": {"type": "String"}}}]"#, to: "Schemas/app.json")
    }

    override func tearDown() {
        directory.remove()
    }

    private func run(_ arguments: String...) throws -> CommandLineRunner.Result {
        try CommandLineRunner.run(arguments, in: directory.url)
    }

    private func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: directory.url.appendingPathComponent(path).path)
    }

    private func assertUsageError(
        _ arguments: [String], _ expected: String, file: StaticString = #filePath, line: UInt = #line
    ) throws {
        let result = try CommandLineRunner.run(arguments, in: directory.url)
        XCTAssertEqual(result.status, 64, "\(arguments)", file: file, line: line)
        XCTAssertEqual(result.standardError, expected, "\(arguments)", file: file, line: line)
        XCTAssertEqual(result.standardOutput, "", file: file, line: line)
    }

    // MARK: Option spellings

    func testOptionWithEqualsSign() throws {
        let result = try run("generate", "Schemas", "--output=Out", "--access-level=public")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(
            try String(contentsOf: directory.url.appendingPathComponent("Out/Book.parse.swift"), encoding: .utf8)
                .contains(
                    "public nonisolated struct Book"))
    }

    func testShortOptionWithSeparateValue() throws {
        let result = try run("generate", "-o", "Out", "Schemas", "-q")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertEqual(result.standardOutput, "", "-q prints nothing on success")
        XCTAssertTrue(exists("Out/Book.parse.swift"))
    }

    func testDoubleDashEndsOptions() throws {
        try directory.write(#"[{"className": "Odd", "fields": {}}]"#, to: "-odd.json")
        let result = try run("generate", "-o", "Out", "--", "-odd.json")
        XCTAssertEqual(result.status, 0, result.standardError)
        XCTAssertTrue(exists("Out/Odd.parse.swift"))
    }

    func testValueMistakes() throws {
        try assertUsageError(
            ["generate", "Schemas", "-o"],
            """
            error: -o needs a value: --output <directory>
            Run 'parse-model-gen generate --help' for its options.

            """)
        try assertUsageError(
            ["generate", "Schemas", "--output", "--check"],
            """
            error: --output needs a value: --output <directory>; write --output=<value> for a value that starts with '-'
            Run 'parse-model-gen generate --help' for its options.

            """)
        try assertUsageError(
            ["generate", "Schemas", "--output="],
            """
            error: --output needs a value: --output <directory>
            Run 'parse-model-gen generate --help' for its options.

            """)
        try assertUsageError(
            ["generate", "Schemas", "-o", "Out", "--check=yes"],
            """
            error: --check takes no value
            Run 'parse-model-gen generate --help' for its options.

            """)
        try assertUsageError(
            ["generate", "Schemas", "-o", "Out", "--diff"],
            """
            error: --diff goes with --check: it shows what --check finds out of date
            Run 'parse-model-gen generate --help' for its options.

            """)
        XCTAssertFalse(exists("Out"))
    }

    // MARK: Did you mean

    func testUnknownCommandSuggestsTheClosest() throws {
        try assertUsageError(
            ["genrate", "Schemas", "-o", "Out"],
            """
            error: unknown command 'genrate'; did you mean 'generate'?
            Run 'parse-model-gen --help' for the commands.

            """)
        try assertUsageError(
            ["Validate", "Schemas"],
            """
            error: unknown command 'Validate'; did you mean 'validate'?
            Run 'parse-model-gen --help' for the commands.

            """)
        try assertUsageError(
            ["frobnicate"],
            """
            error: unknown command 'frobnicate'; the commands are generate, validate, pull, push, diff, check, adopt, diagram, docs, init
            Run 'parse-model-gen --help' for the commands.

            """)
        try assertUsageError(
            ["help", "dif"],
            """
            error: unknown command 'dif'; did you mean 'diff'?
            Run 'parse-model-gen --help' for the commands.

            """)
        try assertUsageError(
            ["--verison"],
            """
            error: unknown option '--verison'; did you mean '--version'?
            Run 'parse-model-gen --help' for the commands.

            """)
        try assertUsageError(
            [],
            """
            error: no command given; the commands are generate, validate, pull, push, diff, check, adopt, diagram, docs, init
            Run 'parse-model-gen --help' for the commands.

            """)
    }

    func testUnknownOptionSuggestsTheClosestOfItsCommand() throws {
        try assertUsageError(
            ["generate", "Schemas", "-o", "Out", "--acces-level", "public"],
            """
            error: unknown option '--acces-level' for generate; did you mean '--access-level'?
            Run 'parse-model-gen generate --help' for its options.

            """)
        try assertUsageError(
            ["generate", "Schemas", "--ouput=Out"],
            """
            error: unknown option '--ouput' for generate; did you mean '--output'?
            Run 'parse-model-gen generate --help' for its options.

            """)
        // validate has no --output: no suggestion of another command's option.
        try assertUsageError(
            ["validate", "Schemas", "--output", "Out"],
            """
            error: unknown option '--output' for validate
            Run 'parse-model-gen validate --help' for its options.

            """)
        try assertUsageError(
            ["diff", "a.json", "b.json", "--exitcode"],
            """
            error: unknown option '--exitcode' for diff; did you mean '--exit-code'?
            Run 'parse-model-gen diff --help' for its options.

            """)
        try assertUsageError(
            ["pull", "--sever-url", "https://example.com/parse", "-o", "s.json"],
            """
            error: unknown option '--sever-url' for pull; did you mean '--server-url'?
            Run 'parse-model-gen pull --help' for its options.

            """)
        // Hidden options are accepted but never suggested; a one-letter typo suggests nothing.
        try assertUsageError(
            ["generate", "Schemas", "-o", "Out", "--expected-output", "x"],
            """
            error: unknown option '--expected-output' for generate
            Run 'parse-model-gen generate --help' for its options.

            """)
        try assertUsageError(
            ["generate", "Schemas", "-o", "Out", "-x"],
            """
            error: unknown option '-x' for generate
            Run 'parse-model-gen generate --help' for its options.

            """)
    }

    func testInvalidValueSuggestsTheClosest() throws {
        try assertUsageError(
            ["generate", "Schemas", "-o", "Out", "--access-level", "publc"],
            """
            error: --access-level must be internal, package or public, not 'publc'; did you mean 'public'?
            Run 'parse-model-gen generate --help' for its options.

            """)
    }

    // MARK: Help

    func testHelpOfACommandListsItsOptions() throws {
        let viaHelp = try run("help", "generate")
        let viaFlag = try run("generate", "--help")
        let viaShortFlagAmongOthers = try run("generate", "--bogus", "Schemas", "-h")
        XCTAssertEqual(viaHelp.status, 0)
        XCTAssertEqual(viaFlag.status, 0)
        XCTAssertEqual(viaShortFlagAmongOthers.status, 0)
        XCTAssertEqual(viaHelp.standardOutput, viaFlag.standardOutput)
        XCTAssertEqual(viaHelp.standardOutput, viaShortFlagAmongOthers.standardOutput)
        let help = viaHelp.standardOutput
        XCTAssertTrue(
            help.hasPrefix(
                "OVERVIEW: Write ParseSwift model structs for the schemas.\n\nUSAGE: parse-model-gen generate <inputs>..."
            ), help)
        for line in [
            "  -o, --output <directory>  Where the generated files go (created if missing).\n",
            "  --access-level <level>    internal (default), package or public; overrides the config.\n",
            "  --diff                    With --check: print the changes as a unified diff (patch -p0 applies it).\n",
            "  -h, --help                Show this help.\n",
        ] {
            XCTAssertTrue(help.contains(line), "missing \(line) in:\n\(help)")
        }
        XCTAssertFalse(help.contains("--expected-outputs"), "hidden options are not listed")
        XCTAssertFalse(help.contains("USAGE: parse-model-gen <command>"), "a command's help is not the global help")
    }

    func testEveryCommandHasItsOwnHelp() throws {
        for (command, option) in [
            ("validate", "--config <file>"), ("pull", "--server-url <url>"), ("push", "--allow-deletions"),
            ("diff", "--exit-code"),
        ] {
            let viaHelp = try run("help", command)
            let viaFlag = try run(command, "--help")
            XCTAssertEqual(viaHelp.status, 0, command)
            XCTAssertEqual(viaHelp.standardOutput, viaFlag.standardOutput, command)
            XCTAssertTrue(viaHelp.standardOutput.contains("USAGE: parse-model-gen \(command)"), viaHelp.standardOutput)
            XCTAssertTrue(viaHelp.standardOutput.contains("  \(option)"), viaHelp.standardOutput)
        }
    }

    func testGlobalHelpListsTheCommands() throws {
        for arguments in [["--help"], ["-h"], ["help"]] {
            let result = try CommandLineRunner.run(arguments, in: directory.url)
            XCTAssertEqual(result.status, 0)
            XCTAssertTrue(
                result.standardOutput.contains(
                    """
                    COMMANDS:
                      generate     Write ParseSwift model structs for the schemas.
                      validate     Check the schemas and the config; write nothing.
                    """), result.standardOutput)
            XCTAssertTrue(
                result.standardOutput.contains(
                    "  help         Show the help of a command: parse-model-gen help <command>.\n"),
                result.standardOutput)
        }
    }

    func testVersionIsOneLine() throws {
        let result = try run("--version")
        XCTAssertEqual(result.status, 0)
        XCTAssertEqual(result.standardOutput, "0.1.0\n")
        XCTAssertEqual(result.standardError, "")
    }

    // MARK: Messages

    func testMissingInputNamesThePathWithoutAPosition() throws {
        let missingDirectory = try run("generate", "NoSuchDir", "-o", "Out")
        XCTAssertEqual(missingDirectory.status, 1)
        XCTAssertEqual(missingDirectory.standardError, "error: NoSuchDir: no such file or directory\n")
        let missingConfig = try run("validate", "Schemas", "--config", "nope.json")
        XCTAssertEqual(missingConfig.status, 2)
        XCTAssertEqual(missingConfig.standardError, "error: nope.json: no such file\n")
        XCTAssertFalse(exists("Out"))
    }

    func testPluralWording() throws {
        XCTAssertEqual(try run("validate", "Schemas").standardOutput, "1 schema file is valid.\n")
        try directory.write(#"[{"className": "Author", "fields": {}}]"#, to: "Schemas/more.json")
        XCTAssertEqual(try run("validate", "Schemas").standardOutput, "2 schema files are valid.\n")

        try directory.write(
            #"{"include": ["Book"], "supportFile": false, "additionalImports": ["SharedModels"]}"#, to: "one.json")
        XCTAssertEqual(
            try run("generate", "Schemas", "-o", "One", "--config", "one.json").standardOutput,
            "Generated 1 file in One: wrote 1, 0 up to date.\n")
        XCTAssertEqual(
            try run("generate", "Schemas", "-o", "One", "--config", "one.json", "--check").standardOutput,
            "1 generated file is up to date.\n")
        XCTAssertEqual(
            try run("generate", "Schemas", "-o", "Two").standardOutput,
            "Generated 3 files in Two: wrote 3, 0 up to date.\n")
        XCTAssertEqual(
            try run("generate", "Schemas", "-o", "Two", "--check").standardOutput, "3 generated files are up to date.\n"
        )

        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("One/Book.parse.swift"))
        let stale = try run("generate", "Schemas", "-o", "One", "--config", "one.json", "--check")
        XCTAssertEqual(stale.status, 1)
        XCTAssertEqual(
            stale.standardError,
            """
            One/Book.parse.swift: out of date
            error: 1 generated file is out of date; run 'parse-model-gen generate Schemas --output One --config one.json' and commit the result

            """)
    }
}
