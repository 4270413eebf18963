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

/// An open output directory. Every operation is relative to the open descriptor and follows no
/// symbolic link inside the directory, so a link planted among the outputs can never redirect a write.
package final class OutputDirectory {
    /// What a directory entry is, looked at without following links.
    package struct EntryStatus {
        package enum Kind { case regularFile, symbolicLink, directory, other }
        package var kind: Kind
        package var size: Int
        package var permissions: mode_t
        package var device: UInt64
        package var inode: UInt64
    }

    /// The directory as the user named it; used in messages.
    let path: String
    private let descriptor: Int32

    /// Opens `url`, which must be a directory. The path itself is resolved normally, links included:
    /// the user chose it. Nothing inside it is followed.
    package init(opening url: URL) throws {
        path = url.path
        let fd = url.withUnsafeFileSystemRepresentation { representation -> Int32 in
            guard let representation else {
                errno = EINVAL
                return -1
            }
            return open(representation, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        }
        guard fd >= 0 else {
            let code = errno
            let hint =
                code == ENOTDIR
                ? "it exists but is not a directory; choose another output directory"
                : "check that it exists and that you may read it"
            throw OutputWriterError(
                path: path, message: "cannot open the output directory (\(Self.describe(code))); \(hint)")
        }
        descriptor = fd
    }

    deinit {
        close(descriptor)
    }

    /// The path of an entry, for messages.
    package func display(_ name: String) -> String {
        "\(path)/\(name)"
    }

    /// The entry `name` without following links, or `nil` when there is none.
    package func status(of name: String) throws -> EntryStatus? {
        var info = stat()
        let result = name.withCString { fstatat(descriptor, $0, &info, AT_SYMLINK_NOFOLLOW) }
        guard result == 0 else {
            let code = errno
            if code == ENOENT { return nil }
            throw OutputWriterError(path: display(name), message: "cannot inspect the file (\(Self.describe(code)))")
        }
        return Self.entryStatus(info)
    }

    /// Up to `limit` bytes from the start of the regular file `name`, which must not be a link.
    package func readBytes(of name: String, upTo limit: Int) throws -> [UInt8] {
        // O_NONBLOCK: if the entry was swapped for a FIFO since it was inspected, do not hang on it.
        let fd = name.withCString { openat(descriptor, $0, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK) }
        guard fd >= 0 else {
            let code = errno
            throw OutputWriterError(
                path: display(name),
                message:
                    "cannot read the existing file (\(Self.describe(code))); fix its permissions or remove it, then generate again"
            )
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, Self.entryStatus(info).kind == .regularFile else {
            throw OutputWriterError(
                path: display(name),
                message: "the existing entry is not a regular file; move it away, then generate again")
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while bytes.count < limit {
            let wanted = min(chunk.count, limit - bytes.count)
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, wanted) }
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw OutputWriterError(
                    path: display(name),
                    message:
                        "cannot read the existing file (\(Self.describe(code))); fix its permissions or remove it, then generate again"
                )
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }

    /// Replaces `name` with `bytes` atomically: a uniquely named temporary file in this directory,
    /// then renamed over the target. rename(2) replaces a link rather than writing through it,
    /// and a reader or a killed run sees the old file or the new one, never part of one.
    /// `bytes` is written from its own storage when it has one (a native string's UTF-8 does), without a copy.
    package func replaceAtomically<Bytes: Collection<UInt8>>(_ name: String, with bytes: Bytes, permissions: mode_t?)
        throws
    {
        for _ in 0..<16 {
            let temporary = Self.temporaryName(for: name)
            let fd = temporary.withCString {
                openat(descriptor, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
            }
            if fd < 0 {
                let code = errno
                if code == EEXIST { continue }
                throw OutputWriterError(
                    path: display(name),
                    message:
                        "cannot create a temporary file in the output directory (\(Self.describe(code))); check that you may write there"
                )
            }
            do {
                try fill(fd, with: bytes, permissions: permissions, shownAs: display(name))
            } catch {
                close(fd)
                _ = temporary.withCString { unlinkat(descriptor, $0, 0) }
                throw error
            }
            let closed = close(fd)
            let closeCode = errno
            let renamed =
                closed == 0
                ? temporary.withCString { from in
                    name.withCString { to in renameat(descriptor, from, descriptor, to) }
                } : -1
            if renamed != 0 {
                let code = closed == 0 ? errno : closeCode
                _ = temporary.withCString { unlinkat(descriptor, $0, 0) }
                throw OutputWriterError(
                    path: display(name),
                    message:
                        "cannot replace the file (\(Self.describe(code))); the previous version, if any, is unchanged"
                )
            }
            return
        }
        throw OutputWriterError(
            path: display(name),
            message: "cannot find a free temporary file name in the output directory; remove stray .tmp files there")
    }

    /// Creates `name` holding `bytes` with exactly `permissions`, only if there is no entry of that name (a
    /// link included); false when there is one. A partly written file is removed before the error is thrown.
    func createExclusively(_ name: String, with bytes: [UInt8], permissions: mode_t) throws -> Bool {
        let fd = name.withCString {
            openat(descriptor, $0, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        }
        if fd < 0 {
            let code = errno
            if code == EEXIST { return false }
            throw OutputWriterError(
                path: display(name),
                message: "cannot create the file (\(Self.describe(code))); check that you may write there")
        }
        do {
            try fill(fd, with: bytes, permissions: permissions, shownAs: display(name))
        } catch {
            close(fd)
            _ = name.withCString { unlinkat(descriptor, $0, 0) }
            throw error
        }
        guard close(fd) == 0 else {
            let code = errno
            _ = name.withCString { unlinkat(descriptor, $0, 0) }
            throw OutputWriterError(path: display(name), message: "cannot write the file (\(Self.describe(code)))")
        }
        return true
    }

    /// Deletes the entry `name`; one that is already gone (another run removed it) is fine.
    func remove(_ name: String) throws {
        let result = name.withCString { unlinkat(descriptor, $0, 0) }
        if result != 0 {
            let code = errno
            if code == ENOENT { return }
            throw OutputWriterError(
                path: display(name),
                message: "cannot remove this stale generated file (\(Self.describe(code))); delete it by hand"
            )
        }
    }

    /// The names of the directory's entries, without `.` and `..`. Names that are not valid UTF-8
    /// cannot be generated outputs and are left out.
    func entryNames() throws -> [String] {
        let copy = dup(descriptor)
        guard copy >= 0, let stream = fdopendir(copy) else {
            let code = errno
            if copy >= 0 { close(copy) }
            throw OutputWriterError(path: path, message: "cannot list the output directory (\(Self.describe(code)))")
        }
        defer { closedir(stream) }
        // The duplicate shares the read position; start from the top whatever listed it before.
        rewinddir(stream)
        var names: [String] = []
        while true {
            errno = 0
            guard let entry = readdir(stream) else {
                let code = errno
                if code != 0 {
                    throw OutputWriterError(
                        path: path, message: "cannot list the output directory (\(Self.describe(code)))")
                }
                break
            }
            let bytes = withUnsafeBytes(of: &entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            let name = String(decoding: bytes, as: UTF8.self)
            guard Array(name.utf8) == bytes, name != ".", name != ".." else { continue }
            names.append(name)
        }
        return names
    }

    /// Asks the system to persist the directory's new entries; best effort.
    package func synchronize() {
        _ = fsync(descriptor)
    }

    private func fill<Bytes: Collection<UInt8>>(
        _ fd: Int32, with bytes: Bytes, permissions: mode_t?, shownAs shown: String
    ) throws {
        if let permissions, fchmod(fd, permissions) != 0 {
            let code = errno
            throw OutputWriterError(
                path: shown, message: "cannot set the permissions of the new file (\(Self.describe(code)))")
        }
        let written: Void? = try bytes.withContiguousStorageIfAvailable {
            try writeAll(fd, UnsafeRawBufferPointer($0), shownAs: shown)
        }
        if written == nil {
            try Array(bytes).withUnsafeBytes { try writeAll(fd, $0, shownAs: shown) }
        }
        // No fsync per file: it made writing 5000 models take seconds. A killed run still leaves the old or
        // the new file (rename is atomic); a power loss right after the rename may leave an empty file,
        // which the next run replaces (see OutputWriter).
    }

    private func writeAll(_ fd: Int32, _ raw: UnsafeRawBufferPointer, shownAs shown: String) throws {
        guard let base = raw.baseAddress else { return }
        var offset = 0
        while offset < raw.count {
            let count = write(fd, base + offset, raw.count - offset)
            if count < 0 {
                let code = errno
                if code == EINTR { continue }
                throw OutputWriterError(
                    path: shown,
                    message:
                        "cannot write the file (\(Self.describe(code))); the previous version, if any, is unchanged")
            }
            offset += count
        }
    }

    /// `.Book.swift.<pid>.<random>.tmp`: hidden, unique between runs and threads, and not ending in
    /// `.swift`, so neither a compiler glob nor the stale-file sweep ever picks it up.
    private static func temporaryName(for name: String) -> String {
        // Keep the whole temporary name within NAME_MAX (255 bytes) even for a long target name.
        let stem = name.utf8.count <= 160 ? name : "output"
        let random = String(UInt64.random(in: .min ... .max), radix: 36)
        return ".\(stem).\(getpid()).\(random).tmp"
    }

    private static func entryStatus(_ info: stat) -> EntryStatus {
        let kind: EntryStatus.Kind
        switch info.st_mode & S_IFMT {
        case S_IFREG: kind = .regularFile
        case S_IFLNK: kind = .symbolicLink
        case S_IFDIR: kind = .directory
        default: kind = .other
        }
        return EntryStatus(
            kind: kind,
            size: Int(info.st_size),
            permissions: info.st_mode & 0o777,
            device: UInt64(truncatingIfNeeded: info.st_dev),
            inode: UInt64(truncatingIfNeeded: info.st_ino)
        )
    }

    static func describe(_ code: Int32) -> String {
        String(cString: strerror(code))
    }
}
