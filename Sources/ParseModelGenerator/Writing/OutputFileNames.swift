/// Checks the names and texts of a set of output files before anything touches the disk.
enum OutputFileNames {
    /// Throws on the first name that is not a plain file name, on names that would land on the same
    /// file, and on texts without the marker (the next run could not recognise such a file as its own).
    static func validate(_ files: [GeneratedFile], directoryPath: String) throws {
        var seen: [String: String] = [:]
        for file in files {
            let shown = "\(directoryPath)/\(file.name)"
            if let problem = problem(with: file.name) {
                throw OutputWriterError(
                    path: shown,
                    message:
                        "invalid output file name \(quoted(file.name)): \(problem); an output must be a plain file name such as \"Book.swift\"; nothing was written"
                )
            }
            // Swift compares Strings by canonical equivalence, so this key also joins NFC and NFD spellings,
            // which macOS file systems treat as one file, as they do names that differ only in case.
            let key = file.name.lowercased()
            if let earlier = seen[key] {
                let how =
                    earlier == file.name
                    ? "appears twice" : "and \(quoted(earlier)) name the same file on case-insensitive file systems"
                throw OutputWriterError(
                    path: shown,
                    message:
                        "output file name \(quoted(file.name)) \(how); rename one of the types; nothing was written"
                )
            }
            seen[key] = file.name
            guard GeneratedFileMarker.isGenerated(file.contents) else {
                throw OutputWriterError(
                    path: shown,
                    message:
                        "the text for this file does not start with \"\(GeneratedFileMarker.firstLinePrefix)\", so a later run could not recognise it as generated; this is a bug in the generator, please report it; nothing was written"
                )
            }
        }
    }

    /// Why `name` is not a plain file name, or `nil` when it is one.
    static func problem(with name: String) -> String? {
        if name.isEmpty { return "it is empty" }
        if name == "." || name == ".." { return "it names a directory" }
        if name.utf8.contains(UInt8(ascii: "/")) { return "it contains \"/\"" }
        if name.utf8.contains(0) { return "it contains a NUL character" }
        return nil
    }

    private static func quoted(_ name: String) -> String {
        "\""
            + name.unicodeScalars.map {
                $0.properties.generalCategory == .control ? $0.escaped(asASCII: true) : String($0)
            }.joined() + "\""
    }
}
