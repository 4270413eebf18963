#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Finds ParseModelGen's `parse-model-gen.schema.json` for the package that holds a folder, so that
/// `parse-model-gen init` can point `$schema` at it with a path that works from the new config.
///
/// SwiftPM puts a dependency in one of two places: a URL dependency is checked out under the depending
/// package's `.build/checkouts/<repository>/`; a path dependency stays where it is, and SwiftPM records its
/// location in `.build/workspace-state.json` once the package has been resolved. Inside ParseModelGen's own
/// checkout the file is at the root.
package enum ConfigJSONSchemaLocator {
    /// Where the JSON Schema was found, or where it will be.
    package struct Location: Equatable, Sendable {
        /// The absolute path of the JSON Schema.
        package var path: String
        /// Whether the file is there now; false for the URL dependency's checkout before it is resolved.
        package var exists: Bool
        /// How it was found, for the command's report: "the path dependency in .build/workspace-state.json".
        package var source: String

        /// Creates a location.
        package init(path: String, exists: Bool, source: String) {
            self.path = path
            self.exists = exists
            self.source = source
        }
    }

    /// The nearest folder at or above `directory` that holds a `Package.swift`; nil when there is none.
    package static func packageRoot(containing directory: String) -> String? {
        var current = standardized(directory)
        while true {
            if FileManager.default.fileExists(atPath: join(current, "Package.swift")) { return current }
            let parent = PathQueries.deletingLastComponent(current)
            if parent == current || parent.isEmpty { return nil }
            current = parent
        }
    }

    /// The JSON Schema for a config in the package rooted at `packageRoot`: ParseModelGen itself, a resolved
    /// URL dependency, a resolved path dependency, or else where a URL dependency's checkout will put it.
    package static func locate(packageRoot: String) -> Location {
        let root = standardized(packageRoot)
        let own = join(root, StarterConfig.jsonSchemaFileName)
        if isFile(own) {
            return Location(path: own, exists: true, source: "this package's own \(StarterConfig.jsonSchemaFileName)")
        }
        let checkouts = join(root, ".build/checkouts")
        let named = join(root, StarterConfig.urlDependencyJSONSchemaPath)
        if isFile(named) {
            return Location(path: named, exists: true, source: "the URL dependency checked out in .build/checkouts")
        }
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: checkouts)) ?? []).sorted()
        if let folder = folders.first(where: { isFile(join(join(checkouts, $0), StarterConfig.jsonSchemaFileName)) }) {
            return Location(
                path: join(join(checkouts, folder), StarterConfig.jsonSchemaFileName), exists: true,
                source: "the URL dependency checked out in .build/checkouts")
        }
        for dependency in pathDependencies(workspaceState: join(root, ".build/workspace-state.json")) {
            let candidate = join(standardized(dependency), StarterConfig.jsonSchemaFileName)
            if isFile(candidate) {
                return Location(
                    path: candidate, exists: true, source: "the path dependency recorded in .build/workspace-state.json"
                )
            }
        }
        return Location(
            path: named, exists: false, source: "where a URL dependency's checkout puts it (not resolved yet)")
    }

    /// The folders of the path dependencies SwiftPM recorded (`"kind": "fileSystem"`), in the file's order.
    static func pathDependencies(workspaceState path: String) -> [String] {
        guard let data = FileManager.default.contents(atPath: path),
            case .success(let root) = JSONReader.read(Array(data)),
            let object = member("object", of: root.value),
            case .array(let dependencies)? = member("dependencies", of: object)
        else { return [] }
        return dependencies.compactMap { dependency in
            guard let reference = member("packageRef", of: dependency.value),
                case .string("fileSystem")? = member("kind", of: reference),
                case .string(let location)? = member("location", of: reference)
            else { return nil }
            return location
        }
    }

    private static func member(_ key: String, of value: JSONValue) -> JSONValue? {
        guard case .object(let members) = value else { return nil }
        return members.last { $0.key == key }?.value.value
    }

    /// An absolute path with `.`, `..` and links resolved, so that two paths to one place compare equal.
    package static func standardized(_ path: String) -> String {
        // `NSString.isAbsolutePath` counts a leading tilde as absolute too.
        let absolute =
            path.hasPrefix("/") || path.hasPrefix("~") ? path : join(FileManager.default.currentDirectoryPath, path)
        return URL(fileURLWithPath: absolute).resolvingSymlinksInPath().standardizedFileURL.path
    }

    private static func isFile(_ path: String) -> Bool {
        PathQueries.isDirectory(path) == false
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }
}
