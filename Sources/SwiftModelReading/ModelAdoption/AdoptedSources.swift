import Foundation
import ParseSchema

/// The Swift files `adopt --rewrite` changes: each file that declares an adopted model, before and after
/// its models become extensions of the generated ones, and the models it cannot rewrite.
package enum AdoptedSources {
    /// One file's text before and after.
    package struct FileChange: Hashable, Sendable {
        /// The file's path as the user named it.
        package var path: String
        /// Its text now.
        package var old: String
        /// Its text after the rewrite.
        package var new: String
    }

    /// The planned changes, file by file in the order the models were read, and why any model is left alone.
    package struct Plan: Sendable {
        /// The files that change.
        package var files: [FileChange] = []
        /// Why a model cannot be rewritten, at its place.
        package var refusals: [Located<String>] = []
        /// The models that cannot be rewritten (qualified name and Parse class), in the order met.
        package var refusedModels: [(name: String, className: String)] = []
    }

    /// Rewrites all the models of each file that declares one of `rewrites`' models, in the bytes `sources`
    /// holds (the ones the reader read); a file that has changed on disk since is refused.
    package static func plan(_ rewrites: [ModelRewrite], sources: [String: [UInt8]]) -> Plan {
        var plan = Plan()
        var order: [String] = []
        var byFile: [String: [ModelRewrite]] = [:]
        for rewrite in rewrites {
            if byFile[rewrite.location.file] == nil { order.append(rewrite.location.file) }
            byFile[rewrite.location.file, default: []].append(rewrite)
        }
        for path in order {
            guard let bytes = sources[path],
                FileManager.default.contents(atPath: path).map({ [UInt8]($0) == bytes }) == true
            else {
                plan.refusals.append(
                    Located(
                        "the file changed (or cannot be read) since the compiler read it; run adopt again",
                        at: SourceLocation(file: path, line: 1, column: 1)))
                plan.refusedModels += (byFile[path] ?? []).map { ($0.modelName, $0.className) }
                continue
            }
            switch SourceRewriter.rewrite(bytes, file: path, models: byFile[path] ?? []) {
            case .rewritten(let new):
                if new != bytes {
                    plan.files.append(
                        FileChange(
                            path: path, old: String(decoding: bytes, as: UTF8.self),
                            new: String(decoding: new, as: UTF8.self)))
                }
            case .refused(let refused):
                for (model, reasons) in refused {
                    plan.refusals += reasons
                    plan.refusedModels.append((model.modelName, model.className))
                }
            }
        }
        return plan
    }
}
