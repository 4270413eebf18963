import Foundation

/// The Swift files `adopt --rewrite` changes: each file that declares an adopted model, before and after
/// its models become extensions of the generated ones, and the models it cannot rewrite.
public enum AdoptedSources {
    /// One file's text before and after.
    public struct FileChange: Hashable, Sendable {
        /// The file's path as the user named it.
        public var path: String
        /// Its text now.
        public var old: String
        /// Its text after the rewrite.
        public var new: String
    }

    /// The planned changes, file by file in the order the models were read, and why any model is left alone.
    public struct Plan: Sendable {
        /// The files that change.
        public var files: [FileChange] = []
        /// Why a model cannot be rewritten, at its place.
        public var refusals: [Located<String>] = []
    }

    /// Reads each file that declares one of `rewrites`' models and rewrites all its models at once.
    public static func plan(_ rewrites: [ModelRewrite]) -> Plan {
        var plan = Plan()
        var order: [String] = []
        var byFile: [String: [ModelRewrite]] = [:]
        for rewrite in rewrites {
            if byFile[rewrite.location.file] == nil { order.append(rewrite.location.file) }
            byFile[rewrite.location.file, default: []].append(rewrite)
        }
        for path in order {
            guard let data = FileManager.default.contents(atPath: path) else {
                plan.refusals.append(Located("the file cannot be read again", at: SourceLocation(file: path, line: 1, column: 1)))
                continue
            }
            let bytes = [UInt8](data)
            switch SourceRewriter.rewrite(bytes, file: path, models: byFile[path] ?? []) {
            case .rewritten(let new):
                if new != bytes {
                    plan.files.append(FileChange(path: path, old: String(decoding: bytes, as: UTF8.self), new: String(decoding: new, as: UTF8.self)))
                }
            case .refused(let reasons):
                plan.refusals += reasons
            }
        }
        return plan
    }
}
