import Foundation

/// The executables of ParseModelGen's tools that SwiftPM built in a client package's build folder, by file
/// name (`parse-model-gen-build-tool`, `parse-model-gen-tool`, `parse-model-gen`: SwiftPM 6 adds `-tool` to the
/// executables it builds for plugins). The plugin tests read them to show which tool a plugin's run built: the
/// command plugin `generate-parse-models` declares only the lean tool (issue 42), and `--docs` builds the full one.
enum BuiltToolNames {
    static func under(_ buildFolder: URL) -> Set<String> {
        guard let enumerator = FileManager.default.enumerator(atPath: buildFolder.path) else { return [] }
        var names: Set<String> = []
        while let path = enumerator.nextObject() as? String {
            let name = (path as NSString).lastPathComponent
            guard name.hasPrefix("parse-model-gen"), !name.contains(".") else { continue }
            let attributes = enumerator.fileAttributes ?? [:]
            guard attributes[.type] as? FileAttributeType == .typeRegular,
                let permissions = attributes[.posixPermissions] as? Int, permissions & 0o100 != 0
            else { continue }
            names.insert(name)
        }
        return names
    }

    /// Whether `names` holds the full `parse-model-gen`, under either spelling.
    static func includesFullTool(_ names: Set<String>) -> Bool {
        names.contains("parse-model-gen") || names.contains("parse-model-gen-tool")
    }
}
