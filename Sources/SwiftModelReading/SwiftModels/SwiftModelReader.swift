import Foundation
import ParseModelGenerator
import ParseSchema

/// Reads the hand-written Parse models of an app with the Swift compiler's own parser and type checker:
/// `swiftc -frontend -dump-ast -dump-ast-format json` over the app's files (and a file declaring the SDK
/// names, `ParseSDKShapes`), read with the project's JSON reader, types spelled by `swift-demangle`.
///
/// Nothing here matches Swift text by hand: raw values (explicit or implied), `CodingKeys`, conformances
/// written in extensions and `@NSManaged` all come from the compiler. Files that do not parse are reported
/// with the compiler's own messages at their lines; nothing is read from them then.
package enum SwiftModelReader {
    /// Reads the models in `paths` (Swift files, or folders searched for them).
    package static func read(paths: [String], toolchain: SwiftToolchain? = nil) -> SwiftModelSet {
        scan(paths: paths, toolchain: toolchain).models
    }

    /// Reads the models in `paths` and counts the compiler runs it took (the tests hold the common case,
    /// files without top-level code, to one parse and one dump).
    static func scan(paths: [String], toolchain: SwiftToolchain? = nil) -> (models: SwiftModelSet, compilerRuns: Int) {
        var result = SwiftModelSet()
        let collected = SwiftModelInputs.collect(paths)
        result.diagnostics = collected.diagnostics
        result.files = collected.files.map(\.path)
        result.generatedFiles = collected.files.filter { GeneratedFileMarker.isGenerated(firstBytes: $0.bytes) }.map(
            \.path)
        result.sources = Dictionary(
            collected.files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        guard !collected.files.isEmpty, !result.diagnostics.containsErrors else { return (result, 0) }
        let tools: SwiftToolchain
        if let toolchain {
            tools = toolchain
        } else {
            switch SwiftToolchain.find() {
            case .success(let found): tools = found
            case .failure(let error):
                result.diagnostics.append(Diagnostic(.error, error.message, at: nil))
                return (result, 0)
            }
        }
        // Readable by the user only (0700, made by mkdtemp): it holds copies of the app's sources. Removed
        // on the way out, and by the interrupt handler when the run is interrupted (issue 33.3).
        guard let scratch = PrivateFile.makeTemporaryFolder(prefix: "parse-model-gen-swift-") else {
            result.diagnostics.append(
                Diagnostic(
                    .error,
                    "cannot create a temporary folder for the Swift compiler in \(FileManager.default.temporaryDirectory.path): \(String(cString: strerror(errno)))",
                    at: nil))
            return (result, 0)
        }
        InterruptCleanup.register(folder: scratch.path)
        defer {
            try? FileManager.default.removeItem(at: scratch)
            InterruptCleanup.unregister(folder: scratch.path)
        }
        var scan = Scan(tools: tools, scratch: scratch, files: collected.files)
        scan.run()
        result.diagnostics += scan.diagnostics
        guard !scan.diagnostics.containsErrors else { return (result, scan.compilerRuns) }
        SwiftDeclarationResolver.resolve(scan.declarations, spelled: scan.spelled, uses: scan.uses, into: &result)
        return (result, scan.compilerRuns)
    }

    /// The compiler's runs over copies of the files (one parse, then one dump unless several files have
    /// top-level code), so that the bytes it reads are the bytes whose offsets the reader turns into lines
    /// and columns.
    private struct Scan {
        let tools: SwiftToolchain
        let scratch: URL
        let files: [SourceFile]
        var diagnostics: [Diagnostic] = []
        var declarations: [SwiftASTReader.TypeDeclaration] = []
        var spelled: [String: String] = [:]
        /// What the code does with the Cloud Code calls and their properties.
        var uses = SwiftUseSites()
        /// Whether any file names `ParseCloudable`: without it no type is a Cloud Code call (a conformance
        /// through the app's own protocol names it where that protocol is declared), and the code's expressions
        /// need not be walked.
        lazy var mentionsCloudCode: Bool = files.contains { SwiftUseSites.mentionsCloudCode($0.bytes) }
        /// How many times the compiler ran.
        var compilerRuns = 0

        mutating func run() {
            var compiledPaths: [String] = []
            var userPathByCompiled: [String: String] = [:]
            var mainIndices: [Int] = []
            for (index, file) in files.enumerated() {
                // A file named main.swift keeps its name: the compiler reads top-level code only there.
                let isMain = SchemaDecoder.fileName(file.path) == "main.swift"
                if isMain { mainIndices.append(index) }
                guard let copy = copy(file, index: index, as: isMain ? "main.swift" : "Source.swift") else { return }
                compiledPaths.append(copy)
                userPathByCompiled[copy] = file.path
            }
            let shapes = scratch.appendingPathComponent(ParseSDKShapes.fileName)
            guard (try? Data(ParseSDKShapes.source.utf8).write(to: shapes)) != nil else {
                diagnostics.append(Diagnostic(.error, "cannot write a temporary file for the Swift compiler", at: nil))
                return
            }
            let common =
                ["-frontend", "-diagnostic-style", "llvm", "-module-name", ParseSDKShapes.moduleName] + sdkArguments()

            // Syntax first: a file that does not parse is the user's to fix, reported as the compiler words it.
            // The SDK names are parsed too, so that a single file is never taken for a main file here (the
            // compiler does so with one input) when the dump, which always has two, reads it as a library file.
            guard
                let parseArguments = responseFile(
                    ["-frontend", "-parse"] + common.dropFirst() + compiledPaths + [shapes.path], named: "parse.resp"),
                let parsed = runCompiler(parseArguments)
            else {
                diagnostics.append(Diagnostic(.error, "cannot run \(tools.swiftc)", at: nil))
                return
            }
            if parsed.timedOut {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "the Swift compiler did not finish parsing the files within \(Int(ToolRun.timeLimit)) seconds",
                        at: nil))
                return
            }
            if parsed.status != 0 {
                let errors = CompilerDiagnostics.errors(
                    in: parsed.standardError, pathsByCompiledPath: userPathByCompiled)
                // Top-level code outside the one main.swift a module may have (a playground page, the main.swift
                // of a second executable) is only an error for a file compiled as a library file; such a file
                // is compiled again as a main.swift of its own instead of being reported.
                let syntaxErrors = errors.filter { !Self.isTopLevelCodeError($0) }
                guard errors.isEmpty || !syntaxErrors.isEmpty else {
                    let withTopLevelCode = Set(errors.compactMap { $0.location?.file })
                    for (index, file) in files.enumerated()
                    where withTopLevelCode.contains(file.path) && !mainIndices.contains(index) {
                        guard let copy = copy(file, index: index, as: "main.swift") else { return }
                        userPathByCompiled[copy] = file.path
                        compiledPaths[index] = copy
                        mainIndices.append(index)
                    }
                    mainIndices.sort()
                    dumpAndRead(
                        compiledPaths: compiledPaths, mainIndices: mainIndices, shapes: shapes.path, common: common)
                    return
                }
                diagnostics +=
                    errors.isEmpty
                    ? [
                        Diagnostic(
                            .error,
                            "the Swift compiler could not parse the files: \(Self.lastLines(parsed.standardError))",
                            at: nil)
                    ]
                    : syntaxErrors
                return
            }
            dumpAndRead(compiledPaths: compiledPaths, mainIndices: mainIndices, shapes: shapes.path, common: common)
        }

        /// The frameworks that bring Foundation with them on Apple platforms.
        static let foundationFrameworks: Set<String> = [
            "UIKit", "SwiftUI", "Combine", "AppKit", "Cocoa", "WatchKit", "TVUIKit", "MapKit", "CoreData",
        ]

        /// Whether the file imports one of `foundationFrameworks` and not Foundation itself.
        static func importsFoundationThroughAFramework(_ bytes: [UInt8]) -> Bool {
            var modules = Set<String>()
            for line in bytes.split(separator: UInt8(ascii: "\n")) {
                let words = String(decoding: line, as: UTF8.self).split(whereSeparator: {
                    $0 == " " || $0 == "\t" || $0 == "\r"
                })
                .drop { $0.hasPrefix("@") }
                guard words.first == "import", words.count >= 2 else { continue }
                // `import struct Foundation.Date`, `import UIKit.UIColor`: the module is the first part.
                let kinds: Set<Substring> = ["struct", "class", "enum", "protocol", "typealias", "func", "var", "let"]
                let second = words[words.index(after: words.startIndex)]
                guard let path = kinds.contains(second) ? words.dropFirst(2).first : second else { continue }
                modules.insert(String(path.split(separator: ".").first ?? path))
            }
            return !modules.contains("Foundation") && !modules.isDisjoint(with: foundationFrameworks)
        }

        /// The compiler's messages for top-level code in a file it reads as a library file.
        private static func isTopLevelCodeError(_ diagnostic: Diagnostic) -> Bool {
            diagnostic.message == "expressions are not allowed at the top level"
                || diagnostic.message == "statements are not allowed at the top level"
        }

        /// Copies `file` into its own folder under `name`; the copy's path, nil (reported) when it cannot.
        private mutating func copy(_ file: SourceFile, index: Int, as name: String) -> String? {
            // A file copied again to be compiled as a main file gets a folder of its own: folders and files
            // are created exclusively.
            let folder = scratch.appendingPathComponent("f\(index)" + (name == "main.swift" ? "m" : ""))
            let copy = folder.appendingPathComponent(name)
            // 0700 and 0600: copies of the app's sources. No intermediate folders: once an interruption
            // removed the scratch folder, nothing here may create it again.
            // A file that imports an Apple UI framework has Foundation through it, which Linux lacks: the copy
            // imports Foundation itself after the file's last byte, so that offsets stay the file's.
            let bytes =
                Self.importsFoundationThroughAFramework(file.bytes)
                ? file.bytes + Array("\nimport Foundation\n".utf8) : file.bytes
            guard PrivateFile.makeFolder(folder.path), PrivateFile.store(bytes, at: copy.path) else {
                diagnostics.append(
                    Diagnostic(
                        .error, "cannot copy the file for the Swift compiler: \(String(cString: strerror(errno)))",
                        at: nil))
                return nil
            }
            return copy.path
        }

        private mutating func runCompiler(_ arguments: [String]) -> ToolRun.Output? {
            compilerRuns += 1
            return ToolRun.run(tools.swiftc, arguments, in: scratch)
        }

        /// Type-checks every file once as a primary file and reads its tree. A module has one main file, so
        /// the files with top-level code beyond the first each get a run of their own, with the other
        /// files (those without top-level code) as secondary files so that the types they use resolve:
        /// two executables' main.swift files, or playground pages, may each declare the same names.
        /// Without top-level code, or with one file of it, this is one run.
        private mutating func dumpAndRead(compiledPaths: [String], mainIndices: [Int], shapes: String, common: [String])
        {
            let libraryIndices = compiledPaths.indices.filter { !mainIndices.contains($0) }
            var runs: [[Int]] = [libraryIndices + mainIndices.prefix(1)]
            runs += mainIndices.dropFirst().map { [$0] }
            let outputs = compiledPaths.indices.map { scratch.appendingPathComponent("ast\($0).json").path }
            var compilerOutput: [Int: String] = [:]
            for (number, primaries) in runs.enumerated() where !primaries.isEmpty {
                let primarySet = Set(primaries)
                var dump = common + ["-dump-ast", "-dump-ast-format", "json"]
                // The primaries in file order, so that each `-o` pairs with its file.
                let ordered = compiledPaths.indices.filter { primarySet.contains($0) }
                dump += ordered.flatMap { ["-primary-file", compiledPaths[$0]] }
                dump += (number == 0 ? [] : libraryIndices.map { compiledPaths[$0] }) + [shapes]
                dump += ordered.flatMap { ["-o", outputs[$0]] }
                guard let dumpArguments = responseFile(dump, named: "dump\(number).resp"),
                    let dumped = runCompiler(dumpArguments)
                else {
                    diagnostics.append(Diagnostic(.error, "cannot run \(tools.swiftc)", at: nil))
                    return
                }
                if dumped.timedOut {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "the Swift compiler did not finish type-checking the files within \(Int(ToolRun.timeLimit)) seconds",
                            at: nil,
                            hint: "name only the files that declare the models"))
                    return
                }
                if dumped.standardError.contains("-dump-ast-format") {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "\(tools.swiftc) cannot dump its syntax tree as JSON; reading Swift models needs Swift 6.1 or later",
                            at: nil,
                            hint: "install a newer toolchain, or name one with \(SwiftToolchain.environmentVariable)"
                        ))
                    return
                }
                for index in ordered { compilerOutput[index] = dumped.standardError }
            }
            var mangled = Set<String>()
            for (index, file) in files.enumerated() {
                let location = SourceLocation(file: file.path, line: 1, column: 1)
                guard let bytes = FileManager.default.contents(atPath: outputs[index]), !bytes.isEmpty else {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "the Swift compiler wrote no syntax tree for this file: \(Self.lastLines(compilerOutput[index] ?? ""))",
                            at: location))
                    continue
                }
                let root: JSONNode
                switch JSONReader.read([UInt8](bytes), maximumDepth: Self.syntaxTreeDepth) {
                case .success(let node): root = node
                case .failure(let error):
                    diagnostics.append(
                        Diagnostic(
                            .error, "the Swift compiler's syntax tree of this file cannot be read (\(error.message))",
                            at: location))
                    continue
                }
                if let version = root["compiler_version"],
                    let major = version["major"]?.stringValue.flatMap({ Int($0) }),
                    let minor = version["minor"]?.stringValue.flatMap({ Int($0) }),
                    !SwiftToolchain.isSupported(major: major, minor: minor)
                {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "reading Swift models needs Swift 6.1 or later; \(tools.swiftc) is \(major).\(minor)",
                            at: nil))
                    return
                }
                var read = SwiftASTReader.read(root, file: file.path, sourceBytes: file.bytes)
                // A generated file (its header's first line says so, wherever it sits and whatever its name) is
                // compiled so that the app's code that uses its types reads right, but nothing in it is the app's.
                if GeneratedFileMarker.isGenerated(firstBytes: file.bytes) {
                    for index in read.indices { read[index].isGenerated = true }
                } else if mentionsCloudCode {
                    uses.add(
                        SwiftUseSites.read(root, file: file.path, lines: LineTable(file.bytes), source: file.bytes))
                }
                for declaration in read {
                    mangled.formUnion(declaration.explicitConformances)
                    mangled.formUnion(declaration.impliedConformances)
                    mangled.formUnion(
                        [
                            declaration.superclass, declaration.extendedType, declaration.rawType,
                            declaration.mangledName, declaration.returnTypeAlias?.mangled,
                        ].compactMap { $0 })
                    mangled.formUnion(declaration.properties.compactMap(\.mangledType))
                }
                declarations += read
            }
            spell(mangled.sorted())
        }

        /// Spells every mangled name with one run of the demangler (one name a line in, one a line out).
        private mutating func spell(_ names: [String]) {
            guard !names.isEmpty else { return }
            let input = Array(names.joined(separator: "\n").utf8) + [UInt8(ascii: "\n")]
            guard let run = ToolRun.run(tools.demangler, ["--simplified"], input: input, in: scratch), run.status == 0
            else {
                diagnostics.append(Diagnostic(.error, "cannot run \(tools.demangler)", at: nil))
                return
            }
            let lines = String(decoding: run.standardOutput, as: UTF8.self).split(
                separator: "\n", omittingEmptySubsequences: false)
            guard lines.count >= names.count else {
                diagnostics.append(
                    Diagnostic(
                        .error, "\(tools.demangler) answered \(lines.count) lines for \(names.count) names", at: nil))
                return
            }
            for (name, line) in zip(names, lines) {
                spelled[name] = line.replacingOccurrences(of: " : ", with: ": ")
            }
        }

        /// The arguments as a response file (`@file`): an app of thousands of files would pass the limit
        /// of a command line (1 MiB on macOS). `-frontend` stays outside, as the driver reads it first.
        private func responseFile(_ arguments: [String], named name: String) -> [String]? {
            let quoted = arguments.dropFirst().map { argument in
                "\""
                    + argument.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                    + "\""
            }
            let file = scratch.appendingPathComponent(name)
            guard (try? Data(quoted.joined(separator: "\n").utf8).write(to: file)) != nil else { return nil }
            return [arguments[0], "@" + file.path]
        }

        /// On macOS the frontend needs the SDK the driver would pass; `SDKROOT` (set by `xcrun`) names it.
        private func sdkArguments() -> [String] {
            if let sdk = ProcessInfo.processInfo.environment["SDKROOT"], !sdk.isEmpty { return ["-sdk", sdk] }
            #if os(macOS)
            if let found = ToolRun.run("/usr/bin/xcrun", ["--show-sdk-path"], in: scratch), found.status == 0 {
                let path = String(decoding: found.standardOutput, as: UTF8.self).trimmingCharacters(
                    in: .whitespacesAndNewlines)
                if !path.isEmpty { return ["-sdk", path] }
            }
            #endif
            return []
        }

        /// How deep a syntax tree may nest. Trees nest as deep as the code's expressions (a SwiftUI view
        /// with forty modifiers is 200 levels); the reader walks only declarations, and freeing a tree this
        /// deep takes well under the main thread's stack, where the commands run.
        static let syntaxTreeDepth = 8192

        private static func lastLines(_ text: String) -> String {
            let lines = text.split(separator: "\n").suffix(3).joined(separator: " / ")
            return lines.isEmpty ? "no message" : lines
        }
    }
}
