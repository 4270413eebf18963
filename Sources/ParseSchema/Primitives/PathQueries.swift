#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// The few questions about paths that reading inputs and writing outputs ask, answered without `NSString`
/// and `ObjCBool`: the generator's files import FoundationEssentials where it exists, so that a tool built
/// from them alone does not load Foundation, its ICU data and FoundationInternationalization at start-up.
package enum PathQueries {
    /// Whether something is at `path` and is a folder, following symbolic links as
    /// `FileManager.fileExists(atPath:isDirectory:)` does; nil when nothing (readable) is there.
    package static func isDirectory(_ path: String) -> Bool? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.st_mode & S_IFMT == S_IFDIR
    }

    /// `path` without its last component, spelled as `NSString.deletingLastPathComponent` spells it:
    /// repeated and trailing slashes dropped, "" for a single relative component, "/" for a single absolute one.
    package static func deletingLastComponent(_ path: String) -> String {
        var fixed = ""
        fixed.reserveCapacity(path.utf8.count)
        var previousWasSlash = false
        for character in path {
            let isSlash = character == "/"
            if !(isSlash && previousWasSlash) { fixed.append(character) }
            previousWasSlash = isSlash
        }
        if fixed.count > 1, fixed.hasSuffix("/") { fixed.removeLast() }
        if fixed == "/" || fixed.isEmpty { return fixed }
        guard let lastSlash = fixed.lastIndex(of: "/") else { return "" }
        if lastSlash == fixed.startIndex { return "/" }
        return String(fixed[..<lastSlash])
    }

    /// The path with every symbolic link resolved (`realpath`), to tell two spellings of one file apart
    /// from two files; the path itself when it cannot be resolved.
    package static func canonical(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else { return path }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
