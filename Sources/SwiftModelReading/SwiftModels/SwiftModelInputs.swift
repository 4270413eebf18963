import Foundation
import ParseSchema

/// Finds the Swift files named on the command line: `.swift` files directly, every `.swift` file under a
/// folder (sorted; hidden entries and `.build` skipped; links to folders not followed).
package enum SwiftModelInputs {
    /// The files found and the problems with the paths named.
    static func collect(_ paths: [String]) -> (files: [SourceFile], diagnostics: [Diagnostic]) {
        var files: [SourceFile] = []
        var diagnostics: [Diagnostic] = []
        var seen = Set<String>()
        for path in paths {
            var isDirectory: ObjCBool = false
            let listed: [String]
            if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                listed = swiftFiles(in: path, diagnostics: &diagnostics)
                if listed.isEmpty {
                    diagnostics.append(Diagnostic(.error, "\(path): no Swift files (.swift) in this folder", at: nil))
                }
            } else if path.hasSuffix(".swift") {
                listed = [path]
            } else {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "not a Swift source file: the models are read from .swift files and folders holding them",
                        at: SourceLocation(file: path, line: 1, column: 1)
                    ))
                continue
            }
            for file in listed where seen.insert((file as NSString).standardizingPath).inserted {
                let read = InputCollector.readFile(file)
                diagnostics += read.diagnostics
                if let source = read.file { files.append(source) }
            }
        }
        return (files, diagnostics)
    }

    /// Whether `path` is Swift input (a `.swift` file or a folder holding one) rather than a schema.
    package static func isSwiftInput(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return path.hasSuffix(".swift")
        }
        if !isDirectory.boolValue { return path.hasSuffix(".swift") }
        var ignored: [Diagnostic] = []
        return !swiftFiles(in: path, diagnostics: &ignored).isEmpty
    }

    private static func swiftFiles(in directory: String, diagnostics: inout [Diagnostic]) -> [String] {
        var result: [String] = []
        var pending = [directory]
        let fileManager = FileManager.default
        while let current = pending.popLast() {
            guard let entries = try? fileManager.contentsOfDirectory(atPath: current) else {
                diagnostics.append(
                    Diagnostic(
                        .error, "cannot list the directory", at: SourceLocation(file: current, line: 1, column: 1)))
                continue
            }
            for entry in entries where !entry.hasPrefix(".") {
                let path = InputCollector.join(current, entry)
                guard let attributes = try? fileManager.attributesOfItem(atPath: path),
                    let type = attributes[.type] as? FileAttributeType
                else { continue }
                if type == .typeDirectory {
                    pending.append(path)
                } else if entry.hasSuffix(".swift") {
                    result.append(path)
                }
            }
        }
        return result.sorted { $0.utf8Precedes($1) }
    }
}
