import Foundation

// Shared (through symbolic links) by the command plugins: why a target the user named is not among the
// package's targets. SwiftPM leaves out a target whose folder holds no Swift file (it does not count the
// files a build plugin generates), so on a new package `--target AppModels` names a target SwiftPM never
// listed, and its own warning ("Invalid Exclude ... File not found") says nothing about the cause.
enum SkippedTarget {
    /// A sentence naming the cause and the fix when `Sources/<name>` (or `Source/<name>`) exists without a
    /// Swift file, or is missing while `Package.swift` names the target; nil otherwise.
    static func hint(for name: String, packageDirectory: String) -> String? {
        if let hint = emptyFolderHint(for: name, packageDirectory: packageDirectory) { return hint }
        let manifest =
            FileManager.default.contents(atPath: packageDirectory + "/Package.swift").map {
                String(decoding: $0, as: UTF8.self)
            } ?? ""
        let folders = ["Sources", "Source"].map { packageDirectory + "/" + $0 + "/" + name }
        guard manifest.contains("\"\(name)\""), !folders.contains(where: { FileManager.default.fileExists(atPath: $0) })
        else { return nil }
        return
            "Package.swift declares it, but SwiftPM leaves out a target whose folder is missing or has no Swift file: create Sources/\(name)/\(name).swift (holding 'import ParseSwift', say), then run this again"
    }

    private static func emptyFolderHint(for name: String, packageDirectory: String) -> String? {
        for sources in ["Sources", "Source"] {
            let folder = packageDirectory + "/" + sources + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory.boolValue
            else { continue }
            let swiftFiles =
                FileManager.default.enumerator(atPath: folder)?.contains {
                    ($0 as? String)?.hasSuffix(".swift") == true
                } ?? false
            guard !swiftFiles else { return nil }
            return
                "SwiftPM leaves out a target whose folder has no Swift file, and \(sources)/\(name) has none yet: add one (such as \(sources)/\(name)/\(name).swift holding 'import ParseSwift'), then run this again"
        }
        return nil
    }
}
