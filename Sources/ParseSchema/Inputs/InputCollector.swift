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

/// Finds and reads the input files named on the command line: schema files directly, every
/// `.json` file under a directory (sorted, hidden entries skipped), and the config file.
package enum InputCollector {
    /// The largest input file read; a schema export of a few thousand classes is far smaller.
    package static let maximumFileSize = 64 * 1024 * 1024

    /// The inputs found, with diagnostics for files that could not be read.
    package struct Inputs: Sendable {
        /// The schema files, in path order.
        package var schemas: [SourceFile] = []
        /// The config, when one was named or found next to the schemas.
        package var config: SourceFile?
        /// Problems reading the inputs.
        package var diagnostics: [Diagnostic] = []
    }

    /// Collects the inputs. `configPath` is the `--config` option; without it a
    /// `parse-model-gen.json` beside the schemas is used.
    package static func collect(paths: [String], configPath: String?) -> Inputs {
        var inputs = Inputs()
        var schemaPaths: [String] = []
        var foundConfigs: [String] = []
        let fileManager = FileManager.default
        for path in paths {
            guard let isDirectory = PathQueries.isDirectory(path) else {
                let isLink = (try? fileManager.destinationOfSymbolicLink(atPath: path)) != nil
                inputs.diagnostics.append(
                    missingPathDiagnostic(
                        path,
                        isLink
                            ? "a symbolic link to nothing readable (a missing file or a loop of links)"
                            : "no such file or directory"
                    ))
                continue
            }
            if isDirectory {
                let listing = jsonFiles(in: path, diagnostics: &inputs.diagnostics)
                schemaPaths += listing.filter { !isConfigFileName($0) }
                let candidate = join(path, ConfigDecoder.defaultFileName)
                if listing.contains(candidate) {
                    foundConfigs.append(candidate)
                }
            } else if isConfigFileName(path) {
                foundConfigs.append(path)
            } else {
                schemaPaths.append(path)
                let sibling = join(directoryName(path), ConfigDecoder.defaultFileName)
                if fileManager.fileExists(atPath: sibling) {
                    foundConfigs.append(sibling)
                }
            }
        }
        if let configPath {
            inputs.config = read(configPath, diagnostics: &inputs.diagnostics)
        } else {
            let distinct = unique(foundConfigs)
            if distinct.count > 1 {
                inputs.diagnostics.append(
                    Diagnostic(
                        .error, "found several config files: \(distinct.joined(separator: ", "))", at: nil,
                        hint: "name the one to use with --config"
                    ))
            } else if let only = distinct.first {
                inputs.config = read(only, diagnostics: &inputs.diagnostics)
            }
        }
        for path in unique(schemaPaths) {
            if let file = read(path, diagnostics: &inputs.diagnostics) {
                inputs.schemas.append(file)
            }
        }
        return inputs
    }

    /// Reads one file as inputs are read: regular files only, within the size limit, never waiting on a pipe.
    package static func readFile(_ path: String) -> (file: SourceFile?, diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        let file = read(path, diagnostics: &diagnostics)
        return (file, diagnostics)
    }

    /// Whether a file is a config rather than a schema, by its name.
    static func isConfigFileName(_ path: String) -> Bool {
        let name = SchemaDecoder.fileName(path)
        return name == ConfigDecoder.defaultFileName || name == "parse-model-gen.schema.json"
            || name == ConfigFileNames.cloudCodeJSONSchema
    }

    /// Every `.json` file under `directory`, sorted by path; hidden files and folders are skipped
    /// and symbolic links to folders are not followed, so a link loop cannot trap the walk.
    static func jsonFiles(in directory: String, diagnostics: inout [Diagnostic]) -> [String] {
        var result: [String] = []
        var pending = [directory]
        let fileManager = FileManager.default
        while let current = pending.popLast() {
            let entries: [String]
            do {
                entries = try fileManager.contentsOfDirectory(atPath: current)
            } catch {
                diagnostics.append(fileDiagnostic(current, "cannot list the directory"))
                continue
            }
            for entry in entries {
                if ConfigFileNames.isNearMiss(entry) {
                    // `.parse-model-gen.json` too, which the walk would otherwise pass over as a hidden file.
                    diagnostics.append(
                        Diagnostic(
                            .warning, ConfigFileNames.nearMissMessage(join(current, entry)), at: nil,
                            hint:
                                "parse-model-gen looks for its config in \(ConfigFileNames.config) beside the schemas; 'parse-model-gen generate --verbose' names the config it uses"
                        ))
                    continue
                }
                guard !entry.hasPrefix(".") else { continue }
                let path = join(current, entry)
                guard let attributes = try? fileManager.attributesOfItem(atPath: path),
                    let type = attributes[.type] as? FileAttributeType
                else { continue }
                if type == .typeDirectory {
                    pending.append(path)
                } else if entry.hasSuffix(".json") {
                    // Links, pipes and devices too: reading refuses what is not a regular file, with a diagnostic.
                    result.append(path)
                }
            }
        }
        return result.sorted { $0.utf8Precedes($1) }
    }

    private static func read(_ path: String, diagnostics: inout [Diagnostic]) -> SourceFile? {
        guard let isDirectory = PathQueries.isDirectory(path) else {
            let isLink = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
            diagnostics.append(
                missingPathDiagnostic(
                    path,
                    isLink ? "a symbolic link to nothing readable (a missing file or a loop of links)" : "no such file")
            )
            return nil
        }
        guard !isDirectory else {
            diagnostics.append(fileDiagnostic(path, "is a directory, not a file"))
            return nil
        }
        // O_NONBLOCK: opening a FIFO would otherwise wait for a writer forever. Only regular files
        // are read; the type and size come from the open descriptor, so a swap after the check is harmless.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            diagnostics.append(
                fileDiagnostic(
                    path, "cannot read the file (\(String(cString: strerror(errno)))); check its permissions"))
            return nil
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            diagnostics.append(
                fileDiagnostic(path, "is not a regular file (a pipe, socket or device); only files are read"))
            return nil
        }
        let size = Int(info.st_size)
        if size > maximumFileSize {
            diagnostics.append(
                fileDiagnostic(
                    path,
                    "the file is \(size / 1_048_576) MiB; inputs larger than \(maximumFileSize / 1_048_576) MiB are refused"
                ))
            return nil
        }
        guard let bytes = readAll(descriptor, expectedSize: size) else {
            diagnostics.append(fileDiagnostic(path, "cannot read the file (\(String(cString: strerror(errno))))"))
            return nil
        }
        return SourceFile(path: path, bytes: bytes)
    }

    /// Every byte left in `descriptor`, read straight into the array: `FileHandle.readToEnd` and the copy
    /// out of `Data` took about 3 ms per MB. The file is read in one piece of its measured size; one that grew
    /// since is read on in larger pieces. nil on a read error (with `errno` set), or past the size limit.
    /// No per-byte loop of its own: the debug build the build plugin runs would pay for each byte.
    private static func readAll(_ descriptor: Int32, expectedSize: Int) -> [UInt8]? {
        var bytes: [UInt8] = []
        // One byte more than the size, so that a file that did not grow ends within the first piece.
        var pieceSize = max(expectedSize + 1, 4096)
        while true {
            var failed = false
            var reachedEnd = false
            let piece = [UInt8](unsafeUninitializedCapacity: pieceSize) { buffer, initializedCount in
                var filled = 0
                while filled < buffer.count {
                    let got = readBytes(descriptor, buffer.baseAddress! + filled, buffer.count - filled)
                    if got < 0 {
                        if errno == EINTR { continue }
                        failed = true
                        break
                    }
                    if got == 0 {
                        reachedEnd = true
                        break
                    }
                    filled += got
                }
                initializedCount = filled
            }
            if failed { return nil }
            if bytes.isEmpty {
                bytes = piece
            } else {
                bytes += piece
            }
            if reachedEnd { return bytes }
            guard bytes.count <= maximumFileSize else {
                errno = EFBIG
                return nil
            }
            pieceSize *= 2
        }
    }

    /// A path that names nothing: the message names the path without a line and column, since there is
    /// no file for an editor to open at a position.
    private static func missingPathDiagnostic(_ path: String, _ problem: String) -> Diagnostic {
        Diagnostic(.error, "\(path): \(problem)", at: nil)
    }

    private static func fileDiagnostic(_ path: String, _ message: String) -> Diagnostic {
        Diagnostic(.error, message, at: SourceLocation(file: path, line: 1, column: 1))
    }

    private static func unique(_ paths: [String]) -> [String] {
        var seen = Set<String>()
        return paths.filter { seen.insert(PathQueries.canonical($0)).inserted }
    }

    package static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    private static func directoryName(_ path: String) -> String {
        let directory = PathQueries.deletingLastComponent(path)
        return directory.isEmpty ? "." : directory
    }
}

/// read(2), named apart from `InputCollector.read`, which hides it inside the type.
private func readBytes(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}
