// Compiled into both plugins (a symbolic link in GenerateParseModels) and, through a link, into the tests.
// Standard library only.

/// A file of the target that has the name of a file the generator writes. A Swift module cannot hold two
/// files of the same name, wherever they sit: the compiler would stop with `filename "Book.parse.swift"
/// used twice` (SwiftPM: `multiple producers`) and name neither the generator nor the way out.
struct SourceFileClash: Error, CustomStringConvertible {
    /// The target's file, as the plugin shows it.
    var sourceFile: String
    /// The generated file's name.
    var generatedName: String
    /// The plugin that reports it, as it starts its messages.
    var plugin: String

    /// The message without the plugin's name, not yet escaped for printing.
    var message: String {
        "\(sourceFile) has the name of a file the generator writes for this target (\(generatedName)); a Swift "
            + "module cannot hold two files of one name. Rename \(sourceFile) (generated files end in "
            + "\(GeneratedFileNames.suffix), so a name without it never clashes)."
    }

    /// The message as the plugin prints it: the file names are the file system's, so they are escaped.
    var description: String { "\(plugin): " + PrintableText.escaped(message) }

    /// Every clash of a target, one message a line; nothing is generated.
    struct Refusal: Error, CustomStringConvertible {
        var clashes: [SourceFileClash]
        var description: String { clashes.map(\.description).joined(separator: "\n") }
    }

    /// The clashes between `sources` (paths) and `generatedNames` (file names), sorted by path. Files in
    /// `outputFolder` (a path prefix ending in `/`) are the generator's own earlier output and are left out.
    static func find(
        sources: [String], generatedNames: [String], outputFolder: String? = nil, plugin: String
    ) -> [SourceFileClash] {
        let generated = Set(generatedNames)
        var clashes: [SourceFileClash] = []
        for path in sources {
            if let outputFolder, path.hasPrefix(outputFolder) { continue }
            let name = String(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
            if generated.contains(name) {
                clashes.append(SourceFileClash(sourceFile: path, generatedName: name, plugin: plugin))
            }
        }
        return clashes.sorted { $0.sourceFile.utf8.lexicographicallyPrecedes($1.sourceFile.utf8) }
    }
}
