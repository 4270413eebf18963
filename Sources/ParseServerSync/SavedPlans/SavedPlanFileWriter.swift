import Foundation
import ParseModelGenerator

/// Writes a saved push plan: atomically (a temporary file beside it, then rename(2)), so a job that reads
/// the plan sees the old file or the new one, never part of one; never through a symbolic link.
package enum SavedPlanFileWriter {
    /// Writes `text` to `path`, creating missing folders.
    package static func write(_ text: String, to path: String) throws {
        let file = URL(fileURLWithPath: path)
        let name = file.lastPathComponent
        guard !path.hasSuffix("/"), !name.isEmpty, name != ".", name != ".." else {
            throw OutputWriterError(path: path, message: "is a directory name; name the plan file, such as plan.json")
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
                    path: path, message: "is a symbolic link; push replaces plan files, never writes through links")
            case .directory:
                throw OutputWriterError(
                    path: path, message: "is a directory; name the plan file inside it, such as \(path)/plan.json")
            case .other:
                throw OutputWriterError(
                    path: path, message: "exists and is not a regular file; move it away or choose another --plan-out")
            }
        }
        try handle.replaceAtomically(name, with: Array(text.utf8), permissions: permissions)
        handle.synchronize()
    }
}
