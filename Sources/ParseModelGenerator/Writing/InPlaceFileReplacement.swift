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

/// Rewrites a file the user owns and edits (a config, a Swift source) with new contents, the way an editor
/// saves it: the change lands in the file the user named even when that name is a symbolic link (one config
/// shared by several targets through links stays shared), the file keeps its permission bits (a 0400 file
/// stays read-only), and the previous contents can be kept in a backup that never overwrites an earlier one.
///
/// The new bytes go to a temporary file beside the target and are renamed over it, so a reader or a killed
/// run sees the old contents or the new, never part of them. A rename gives the file a new inode: hard links
/// to the old one keep the old contents, and the owner becomes the user running the tool.
///
/// Generated outputs are not written this way: they are the tool's own files, replaced without following
/// links (``OutputWriter``, ``SchemaFileWriter``).
package enum InPlaceFileReplacement {
    /// What a replacement wrote.
    package struct Outcome: Hashable, Sendable {
        /// The file that now holds the new bytes: the path given, or the file a link there points at.
        package var writtenPath: String
        /// The backup of the previous contents, when one was asked for and there was a file to back up.
        package var backupPath: String?

        /// Creates an outcome (for tests and callers that report one).
        package init(writtenPath: String, backupPath: String?) {
            self.writtenPath = writtenPath
            self.backupPath = backupPath
        }
    }

    /// The most numbered backups tried (`.before-adopt.1` to `.before-adopt.999`) before giving up.
    static let backupAttempts = 1000

    /// Writes `bytes` to the file at `path`, creating it when there is none (its permissions then follow the
    /// umask). A symbolic link at `path` is followed to the regular file it finally points at, which is
    /// replaced; the link stays. With `backupSuffix`, the previous contents are first copied, with the same
    /// permissions, to `<file><suffix>`, or when that exists to the first free `<file><suffix>.1`, `.2`...,
    /// beside the file written; an existing backup is never overwritten. Nothing is changed when it fails:
    /// a link that leads nowhere, anything but a regular file, a folder that cannot be written.
    package static func replace(_ path: String, with bytes: [UInt8], backupSuffix: String? = nil) -> Result<
        Outcome, OutputWriterError
    > {
        if let backupSuffix,
            backupSuffix.isEmpty || backupSuffix.utf8.contains(where: { $0 == UInt8(ascii: "/") || $0 == 0 })
        {
            return .failure(
                OutputWriterError(
                    path: path,
                    message:
                        "the backup suffix '\(backupSuffix)' must be a non-empty file name ending, without '/'; nothing was written"
                ))
        }
        do {
            let target = try resolve(path)
            let url = URL(fileURLWithPath: target)
            let name = url.lastPathComponent
            let directory = try OutputDirectory(opening: url.deletingLastPathComponent())
            var permissions: mode_t?
            var backup: String?
            if let status = try directory.status(of: name) {
                // Checked again in the folder itself: the entry must still be the regular file resolved above.
                guard status.kind == .regularFile else {
                    throw OutputWriterError(path: target, message: "is not a regular file; nothing was written")
                }
                permissions = status.permissions
                if let backupSuffix {
                    let previous = try directory.readBytes(of: name, upTo: Int.max)
                    backup =
                        target
                        + (try writeBackup(
                            previous, of: name, suffix: backupSuffix, permissions: status.permissions, in: directory))
                }
            }
            try directory.replaceAtomically(name, with: bytes, permissions: permissions)
            directory.synchronize()
            return .success(Outcome(writtenPath: target, backupPath: backup))
        } catch let error as OutputWriterError {
            return .failure(error)
        } catch {
            return .failure(
                OutputWriterError(path: path, message: "cannot be written (\(OutputWriterError.reason(error)))"))
        }
    }

    /// The path of the file to write: `path`, or the regular file a link at `path` leads to.
    private static func resolve(_ path: String) throws -> String {
        var info = stat()
        guard lstat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT { return path }
            throw OutputWriterError(path: path, message: "cannot be inspected (\(OutputDirectory.describe(code)))")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return path
        case S_IFLNK:
            guard let resolved = realpath(path, nil) else {
                let code = errno
                let destination =
                    (try? FileManager.default.destinationOfSymbolicLink(atPath: path)).map { " to \($0)" } ?? ""
                throw OutputWriterError(
                    path: path,
                    message:
                        "is a symbolic link\(destination) that cannot be followed (\(OutputDirectory.describe(code))); nothing was written: fix the link or name the file itself"
                )
            }
            defer { free(resolved) }
            let target = String(cString: resolved)
            guard stat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
                throw OutputWriterError(
                    path: path,
                    message: "is a symbolic link to \(target), which is not a regular file; nothing was written")
            }
            return target
        case S_IFDIR:
            throw OutputWriterError(path: path, message: "is a directory; name the file inside it")
        default:
            throw OutputWriterError(path: path, message: "exists and is not a regular file; nothing was written")
        }
    }

    /// Writes `bytes` to the first free backup name, created exclusively so that no earlier backup (and no
    /// link planted under a backup name) is ever written to; returns what follows the file's name in it.
    private static func writeBackup(
        _ bytes: [UInt8], of name: String, suffix: String, permissions: mode_t, in directory: OutputDirectory
    ) throws -> String {
        for attempt in 0..<backupAttempts {
            let ending = suffix + (attempt == 0 ? "" : ".\(attempt)")
            if try directory.createExclusively(name + ending, with: bytes, permissions: permissions) {
                return ending
            }
        }
        throw OutputWriterError(
            path: directory.display(name + suffix),
            message:
                "\(backupAttempts) backups of this file exist already; remove the old ones, then run again (nothing was written)"
        )
    }
}
