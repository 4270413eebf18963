import Foundation
import ParseModelGenerator

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes what `adopt` changes (the config and the Swift files) all or nothing: every file is first checked
/// to hold what was read from it (a config or a model edited while adopt ran is never overwritten) and to sit
/// in a folder that can be written; then each is replaced in turn, and a failure part way puts back the
/// files already replaced.
package enum AdoptionFileWriter {
    /// One file to replace.
    package struct Change: Sendable {
        /// The path as the user named it.
        package var path: String
        /// The bytes read from it, nil when it did not exist.
        package var expected: [UInt8]?
        /// The bytes to write; nil to remove the file.
        package var new: [UInt8]?
        /// A backup of the previous contents, as `InPlaceFileReplacement` keeps it.
        package var backupSuffix: String?

        /// Creates a change.
        package init(path: String, expected: [UInt8]?, new: [UInt8]?, backupSuffix: String? = nil) {
            self.path = path
            self.expected = expected
            self.new = new
            self.backupSuffix = backupSuffix
        }
    }

    /// Why nothing (or nothing that stayed) was written.
    package struct Failure: Error, Hashable, Sendable {
        /// The file concerned.
        package var path: String
        /// What is wrong, and what became of the files already written.
        package var message: String
    }

    /// The replace function: `InPlaceFileReplacement.replace`, or a stand-in that fails on purpose in tests.
    package typealias Replace = (String, [UInt8], String?) -> Result<InPlaceFileReplacement.Outcome, OutputWriterError>

    /// Checks every change, then writes them in order; the outcomes in the order of `changes`.
    package static func write(
        _ changes: [Change],
        replace: Replace = { InPlaceFileReplacement.replace($0, with: $1, backupSuffix: $2) }
    ) -> Result<[InPlaceFileReplacement.Outcome], Failure> {
        for change in changes {
            let now = FileManager.default.contents(atPath: change.path).map { [UInt8]($0) }
            guard now == change.expected else {
                return .failure(
                    Failure(
                        path: change.path,
                        message:
                            "changed since adopt read it (edited while adopt ran?); nothing was written: run adopt again"
                    ))
            }
            let target = (try? FileManager.default.destinationOfSymbolicLink(atPath: change.path)).map {
                $0.hasPrefix("/") ? $0 : (change.path as NSString).deletingLastPathComponent + "/" + $0
            }
            let folder = ((target ?? change.path) as NSString).deletingLastPathComponent
            guard access(folder.isEmpty ? "." : folder, W_OK | X_OK) == 0 else {
                return .failure(
                    Failure(
                        path: change.path,
                        message:
                            "cannot be written: its folder \(folder.isEmpty ? "." : folder) is not writable (\(String(cString: strerror(errno)))); nothing was written"
                    ))
            }
        }
        var outcomes: [InPlaceFileReplacement.Outcome] = []
        for (index, change) in changes.enumerated() {
            let result: Result<InPlaceFileReplacement.Outcome, OutputWriterError>
            if let bytes = change.new {
                result = replace(change.path, bytes, change.backupSuffix)
            } else {
                do {
                    try FileManager.default.removeItem(atPath: change.path)
                    result = .success(InPlaceFileReplacement.Outcome(writtenPath: change.path, backupPath: nil))
                } catch {
                    result = .failure(
                        OutputWriterError(
                            path: change.path, message: "cannot be removed (\(error.localizedDescription))"))
                }
            }
            switch result {
            case .success(let outcome):
                outcomes.append(outcome)
            case .failure(let error):
                let notRestored = restore(Array(changes[..<index]), outcomes: outcomes, replace: replace)
                let restored = changes[..<index].map(\.path).filter { !notRestored.contains($0) }
                var message = "\(error.path) \(error.message)"
                if !restored.isEmpty {
                    message += "; put back as they were: \(restored.joined(separator: ", "))"
                }
                if !notRestored.isEmpty {
                    message += "; COULD NOT put back: \(notRestored.joined(separator: ", "))"
                }
                return .failure(Failure(path: change.path, message: message))
            }
        }
        return .success(outcomes)
    }

    /// Puts back the files already written (a created one is removed, with any backup made); the paths that
    /// could not be put back.
    private static func restore(
        _ written: [Change], outcomes: [InPlaceFileReplacement.Outcome], replace: Replace
    ) -> [String] {
        var failed: [String] = []
        for (change, outcome) in zip(written, outcomes).reversed() {
            if let backup = outcome.backupPath { try? FileManager.default.removeItem(atPath: backup) }
            guard let expected = change.expected else {
                if (try? FileManager.default.removeItem(atPath: outcome.writtenPath)) == nil {
                    failed.append(change.path)
                }
                continue
            }
            if case .failure = replace(change.path, expected, nil) { failed.append(change.path) }
        }
        return failed
    }
}
