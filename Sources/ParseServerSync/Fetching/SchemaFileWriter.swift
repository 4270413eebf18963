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

    /// What a refusal calls the file and which option names it: the pulled schema's, or a saved plan's.
    package struct FileRole: Sendable {
        /// The file's name in an example (`schema.json`), after the folder it usually sits in.
        let example: String
        /// Why the command never writes through a link, and what to do instead.
        let linkAdvice: String
        /// The option that names the file.
        let option: String

        /// A schema written by `pull`.
        package static let schema = FileRole(
            example: "Schemas/schema.json",
            linkAdvice: "pull replaces files, never writes through links: name the link's target with --output",
            option: "--output")
        /// A plan written by `push --plan-out`.
        package static let plan = FileRole(
            example: "plan.json", linkAdvice: "push replaces plan files, never writes through links",
            option: "--plan-out")
    }

    /// Writes `bytes` to `path`, creating missing folders. Refuses a symbolic link or anything but a regular
    /// file at `path`, with a message naming it; nothing is changed then.
    package static func write(_ bytes: [UInt8], to path: String, as role: FileRole = .schema) throws -> Outcome {
        let file = URL(fileURLWithPath: path)
        let name = file.lastPathComponent
        let fileName = URL(fileURLWithPath: role.example).lastPathComponent
        guard !path.hasSuffix("/"), !name.isEmpty, name != ".", name != ".." else {
            throw OutputWriterError(path: path, message: "is a directory name; name the file, such as \(role.example)")
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
                throw OutputWriterError(path: path, message: "is a symbolic link; \(role.linkAdvice)")
            case .directory:
                throw OutputWriterError(
                    path: path, message: "is a directory; name the file inside it, such as \(path)/\(fileName)")
            case .other:
                throw OutputWriterError(
                    path: path,
                    message: "exists and is not a regular file; move it away or choose another \(role.option)")
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
