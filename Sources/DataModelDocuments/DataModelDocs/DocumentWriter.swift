import ParseModelGenerator
import ParseSchema

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes one generated document (a diagram or the data-model reference) to a path the user named, with the
/// output writer's rules: the file is replaced atomically and only when its bytes change, and only when it
/// is empty or starts with a ``GeneratedDocumentHeader`` line, so a hand-written file is never overwritten.
/// A symbolic link or anything but a regular file at the path is refused. Missing folders are created.
package enum DocumentWriter {
    /// What ``write(_:to:)`` did.
    package enum Outcome: Hashable, Sendable {
        /// The file was created or replaced.
        case written
        /// The file already had these bytes and was not touched.
        case unchanged
    }

    /// Writes `text` to `path`.
    package static func write(_ text: String, to path: String) throws -> Outcome {
        let (directory, name) = try split(path)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw OutputWriterError(
                path: directory.path,
                message: "cannot create the folder for the output; check the path and that you may write there")
        }
        let handle = try OutputDirectory(opening: directory)
        let bytes = Array(text.utf8)
        guard case .replace(let permissions) = try plan(name, in: handle, with: bytes) else { return .unchanged }
        try handle.replaceAtomically(name, with: bytes, permissions: permissions)
        return .written
    }

    /// Whether the file at `path` already holds exactly `text` (for `--check`); refuses what ``write(_:to:)`` refuses.
    package static func isUpToDate(_ text: String, at path: String) throws -> Bool {
        let (directory, name) = try split(path)
        guard PathQueries.isDirectory(directory.path) == true else { return false }
        let handle = try OutputDirectory(opening: directory)
        return try plan(name, in: handle, with: Array(text.utf8)) == .keep
    }

    private enum Plan: Equatable {
        /// The file already holds the bytes.
        case keep
        /// Write the file, keeping these permission bits (nil for a new file).
        case replace(permissions: mode_t?)
    }

    private static func plan(_ name: String, in handle: OutputDirectory, with bytes: [UInt8]) throws -> Plan {
        guard let status = try handle.status(of: name) else { return .replace(permissions: nil) }
        switch status.kind {
        case .regularFile:
            break
        case .symbolicLink:
            throw OutputWriterError(
                path: handle.display(name),
                message: "is a symbolic link; parse-model-gen does not write through links; name the file itself")
        case .directory, .other:
            throw OutputWriterError(
                path: handle.display(name), message: "exists and is not a regular file; choose another output path")
        }
        let longestMarker = GeneratedDocumentHeader.markers.map(\.utf8.count).max() ?? 0
        let existing = try handle.readBytes(
            of: name, upTo: status.size == bytes.count ? bytes.count + 1 : longestMarker)
        if existing == bytes { return .keep }
        guard existing.isEmpty || GeneratedDocumentHeader.isGenerated(firstBytes: existing) else {
            throw OutputWriterError(
                path: handle.display(name),
                message:
                    "exists and was not written by parse-model-gen (its first line does not say \"\(GeneratedDocumentHeader.generatedBy)\"); move it away or choose another output path"
            )
        }
        return .replace(permissions: status.permissions)
    }

    private static func split(_ path: String) throws -> (directory: URL, name: String) {
        let url = URL(fileURLWithPath: path)
        let name = url.lastPathComponent
        guard !path.isEmpty, !path.hasSuffix("/"), !name.isEmpty, name != ".", name != "..", name != "/" else {
            throw OutputWriterError(path: path, message: "names a folder; name the output file, such as DataModel.md")
        }
        return (url.deletingLastPathComponent(), name)
    }
}
