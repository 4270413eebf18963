import Foundation
import ParseModelGenerator

/// Saves a pulled schema: only when its bytes changed, atomically (a temporary file beside it, then
/// rename(2), through the writer's ``OutputDirectory``), keeping the file's permission bits.
/// A reader or a killed run sees the old file or the new one, never part of one.
package enum SchemaFileWriter {
    /// What saving did.
    package enum Outcome: Hashable, Sendable {
        /// The file was created or replaced.
        case written
        /// The file already held these bytes and was not touched (its modification date is kept).
        case unchanged
    }

    /// Writes `bytes` to `path`, creating missing folders. Refuses a symbolic link or anything but a regular
    /// file at `path`, with a message naming it; nothing is changed then.
    package static func write(_ bytes: [UInt8], to path: String) throws -> Outcome {
        let file = URL(fileURLWithPath: path)
        let name = file.lastPathComponent
        guard !path.hasSuffix("/"), !name.isEmpty, name != ".", name != ".." else {
            throw OutputWriterError(
                path: path, message: "is a directory name; name the schema file, such as Schemas/schema.json")
        }
        let directory = file.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw OutputWriterError(
                path: directory.path,
                message:
                    "cannot create the folder (\(error.localizedDescription)); check the path and that you may write there"
            )
        }
        let handle = try OutputDirectory(opening: directory)
        var permissions: mode_t?
        if let status = try handle.status(of: name) {
            switch status.kind {
            case .regularFile:
                permissions = status.permissions
            case .symbolicLink:
                throw OutputWriterError(
                    path: path,
                    message:
                        "is a symbolic link; pull replaces files, never writes through links: name the link's target with --output"
                )
            case .directory:
                throw OutputWriterError(
                    path: path, message: "is a directory; name the schema file inside it, such as \(path)/schema.json")
            case .other:
                throw OutputWriterError(
                    path: path, message: "exists and is not a regular file; move it away or choose another --output")
            }
            // One byte more than the new text: a longer file differs too.
            if try handle.readBytes(of: name, upTo: bytes.count + 1) == bytes {
                return .unchanged
            }
        }
        try handle.replaceAtomically(name, with: bytes, permissions: permissions)
        handle.synchronize()
        return .written
    }
}
