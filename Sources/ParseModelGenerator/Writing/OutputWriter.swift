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

/// Writes generated files into an output directory, touching only what changed and only what is its own.
///
/// Rules, in the order they apply:
/// - Names are checked first: each must be a plain file name (no `/`, not `.` or `..`, not empty, no NUL),
///   no two may name the same file on a case-insensitive file system, and every text must start with
///   ``GeneratedFileMarker/firstLinePrefix``. On any problem nothing is written.
/// - The output directory as named is followed even if it, or a folder above it, is a symbolic link:
///   the user chose that path. Nothing inside it is followed: an entry that is a symbolic link, a
///   directory or anything but a regular file where an output goes is refused with an error naming it.
/// - An existing regular file is replaced only if its bytes differ and its first line carries the
///   marker, or it is empty; a hand-written file with an output's name is refused, never overwritten.
/// - All of these checks run before the first write. Each write is atomic (temporary file in the same
///   directory, then rename(2)); the set as a whole is not, so a failure (a full disk) leaves some files
///   new and some old, each complete, and the first failure in output order is reported. Running
///   again finishes the job.
/// - With `removeStale`, `.swift` files directly in the directory that carry the marker and are not
///   among the outputs are deleted after the writes. Links, subdirectories, other extensions and files
///   without the marker are never touched.
/// - Runs at the same time on the same directory do not corrupt files: temporary names are unique and
///   renames atomic; the last rename wins.
/// - A run killed between creating and renaming a temporary file may leave a hidden
///   `.<name>.<pid>.<random>.tmp` beside the outputs. It never ends in `.swift`, so no compiler or sweep
///   picks it up, and the writer does not delete it (it might belong to a run still going); remove it by hand.
package enum OutputWriter {
    /// Writes `files` into `directory`, creating it and its parents if missing, and returns what changed.
    ///
    /// Files whose bytes are identical are not touched and keep their modification date. A replaced file
    /// keeps its permission bits. With `removeStale: false` nothing is deleted (the build plugin mode).
    package static func write(_ files: [GeneratedFile], to directory: URL, removeStale: Bool = true) throws
        -> WriteReport
    {
        try OutputFileNames.validate(files, directoryPath: directory.path)
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw OutputWriterError(
                path: directory.path,
                message:
                    "cannot create the output directory (\(OutputWriterError.reason(error))); check the path and that you may write there"
            )
        }
        let handle = try OutputDirectory(opening: directory)
        let survey = try survey(files, in: handle, removeStale: removeStale)
        // Files are written on every core (each write is its own temporary file and rename); the first
        // failure in output order is reported, after the other writes finished.
        let failures = files.filter { survey.toWrite.contains($0.name) }.concurrentMap { file -> Error? in
            do {
                try handle.replaceAtomically(
                    file.name, with: file.contents.utf8, permissions: survey.keptPermissions[file.name])
                return nil
            } catch {
                return error
            }
        }
        if let failure = failures.lazy.compactMap({ $0 }).first {
            throw failure
        }
        for name in survey.stale {
            try handle.remove(name)
        }
        if !survey.report.isUpToDate {
            handle.synchronize()
        }
        return survey.report
    }

    /// Computes what ``write(_:to:removeStale:)`` would do, without changing anything on disk (for `--check`).
    ///
    /// It refuses what `write` would refuse. A missing directory means every file would be written.
    package static func plan(_ files: [GeneratedFile], in directory: URL, removeStale: Bool = true) throws
        -> WriteReport
    {
        try OutputFileNames.validate(files, directoryPath: directory.path)
        guard let isDirectory = PathQueries.isDirectory(directory.path) else {
            return WriteReport(written: files.map(\.name))
        }
        guard isDirectory else {
            throw OutputWriterError(
                path: directory.path,
                message: "the output directory exists but is not a directory; choose another output directory")
        }
        let handle = try OutputDirectory(opening: directory)
        return try survey(files, in: handle, removeStale: removeStale).report
    }

    /// What the directory holds compared with `files`; every refusal happens here, before any write.
    private struct Survey {
        var report: WriteReport
        var toWrite: Set<String>
        var stale: [String]
        var keptPermissions: [String: mode_t]
    }

    private static func survey(_ files: [GeneratedFile], in handle: OutputDirectory, removeStale: Bool) throws -> Survey
    {
        var written: [String] = []
        var unchanged: [String] = []
        var keptPermissions: [String: mode_t] = [:]
        var outputIdentities: Set<FileIdentity> = []
        let prefixLength = GeneratedFileMarker.firstLinePrefix.utf8.count

        // Each output is inspected on its own, on every core (a rerun that changes little reads back every
        // file); the findings are gathered in output order, so the first refusal is the same as in order.
        let findings = files.concurrentMap { file in
            Result { try inspect(file, in: handle, prefixLength: prefixLength) }
        }
        for (file, finding) in zip(files, findings) {
            switch try finding.get() {
            case .absent:
                written.append(file.name)
            case .unchanged(let identity):
                outputIdentities.insert(identity)
                unchanged.append(file.name)
            case .replaced(let identity, let permissions):
                outputIdentities.insert(identity)
                written.append(file.name)
                keptPermissions[file.name] = permissions
            }
        }

        var stale: [String] = []
        if removeStale {
            let outputNames = Set(files.map(\.name))
            for name in try handle.entryNames() where name.hasSuffix(".swift") && !outputNames.contains(name) {
                guard let status = try? handle.status(of: name), status.kind == .regularFile else { continue }
                // On a case-insensitive or normalising file system another spelling can be an output itself.
                guard !outputIdentities.contains(FileIdentity(status)) else { continue }
                // A file that cannot be read cannot be proven generated; it is left alone.
                guard let first = try? handle.readBytes(of: name, upTo: prefixLength),
                    GeneratedFileMarker.isGenerated(firstBytes: first)
                else { continue }
                stale.append(name)
            }
        }
        stale.sort()
        return Survey(
            report: WriteReport(written: written, unchanged: unchanged, removed: stale),
            toWrite: Set(written),
            stale: stale,
            keptPermissions: keptPermissions
        )
    }

    /// What the directory holds where an output goes.
    private enum Finding {
        /// Nothing: the output is written.
        case absent
        /// A regular file with the output's bytes already.
        case unchanged(FileIdentity)
        /// A regular file this generator wrote (or an empty one), replaced keeping its permissions.
        case replaced(FileIdentity, permissions: mode_t)
    }

    /// Looks at the entry where `file` goes, without following links; throws where a write must be refused.
    private static func inspect(_ file: GeneratedFile, in handle: OutputDirectory, prefixLength: Int) throws -> Finding
    {
        guard let status = try handle.status(of: file.name) else {
            return .absent
        }
        switch status.kind {
        case .regularFile:
            break
        case .symbolicLink:
            throw OutputWriterError(
                path: handle.display(file.name),
                message:
                    "is a symbolic link; the generator never writes through links in its output directory; remove the link (its target is left alone), then generate again"
            )
        case .directory, .other:
            throw OutputWriterError(
                path: handle.display(file.name),
                message: "exists and is not a regular file; move it away, then generate again"
            )
        }
        let new = Array(file.contents.utf8)
        // Equal sizes are the only case where the bytes can match; read one byte more to see growth since.
        let existing = try handle.readBytes(
            of: file.name, upTo: status.size == new.count ? new.count + 1 : prefixLength)
        if existing == new {
            return .unchanged(FileIdentity(status))
        }
        // An empty file holds nothing to lose, and it is what a power loss just after a run may leave
        // of an output (files are not flushed one by one), so it is replaced like a generated one.
        guard existing.isEmpty || GeneratedFileMarker.isGenerated(firstBytes: existing) else {
            throw OutputWriterError(
                path: handle.display(file.name),
                message:
                    "exists and was not written by parse-model-gen (its first line does not start with \"\(GeneratedFileMarker.firstLinePrefix)\"); move it away or choose another output directory, then generate again"
            )
        }
        return .replaced(FileIdentity(status), permissions: status.permissions)
    }

    private struct FileIdentity: Hashable {
        var device: UInt64
        var inode: UInt64

        init(_ status: OutputDirectory.EntryStatus) {
            device = status.device
            inode = status.inode
        }
    }
}
