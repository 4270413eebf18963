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
        /// Whether the rewrite leaves it holding only imports and comments: the generated file replaces it,
        /// and adopt removes it rather than leave an empty file behind.
        package var isRemoved = false
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
        var externalByFile: [String: [StandardInitializer]] = [:]
        for rewrite in rewrites {
            if byFile[rewrite.location.file] == nil { order.append(rewrite.location.file) }
            byFile[rewrite.location.file, default: []].append(rewrite)
        }
        for rewrite in rewrites where rewrite.blockers.isEmpty {
            for removal in rewrite.externalRemovals {
                if byFile[removal.file] == nil, externalByFile[removal.file] == nil { order.append(removal.file) }
                externalByFile[removal.file, default: []].append(removal)
            }
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
                for removal in externalByFile[path] ?? [] {
                    for rewrite in rewrites where rewrite.externalRemovals.contains(removal) {
                        plan.refusedModels.append((rewrite.modelName, rewrite.className))
                    }
                }
                continue
            }
            switch SourceRewriter.rewrite(
                bytes, file: path, models: byFile[path] ?? [], external: externalByFile[path] ?? [])
            {
            case .rewritten(let new):
                if new != bytes {
                    plan.files.append(
                        FileChange(
                            path: path, old: String(decoding: bytes, as: UTF8.self),
                            new: String(decoding: new, as: UTF8.self), isRemoved: holdsOnlyImportsAndComments(new)))
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

    /// The comments of the stored properties `rewrites` remove, as their fields' `doc` in `adoption`'s config
    /// (where the config does not document the field already), so that no comment is lost with its property.
    package static func carryComments(
        of rewrites: [ModelRewrite], sources: [String: [UInt8]], into adoption: inout AdoptionPlanner.Adoption,
        existing: JSONNode?
    ) {
        let current = existing.map { OrderedJSON($0.value) }
        for rewrite in rewrites where rewrite.blockers.isEmpty {
            guard let bytes = sources[rewrite.location.file] else { continue }
            var docs: [(field: String, text: String)] = []
            for member in rewrite.removals where member.kind == .storedProperty {
                guard let field = rewrite.fieldByProperty[member.name], let span = member.span,
                    let comment = SourceRewriter.leadingComment(span, in: bytes),
                    current?["classes"]?[rewrite.className]?["fields"]?[field]?["doc"] == nil
                else { continue }
                docs.append((field, comment))
            }
            guard !docs.isEmpty else { continue }
            adoption.config = set(docs, of: rewrite.className, in: adoption.config)
        }
    }

    /// `config` with each field's `doc` added in its class's `fields`.
    private static func set(
        _ docs: [(field: String, text: String)], of className: String, in config: [(key: String, value: OrderedJSON)]
    ) -> [(key: String, value: OrderedJSON)] {
        func adding(_ member: (key: String, value: OrderedJSON), to object: OrderedJSON?) -> OrderedJSON {
            guard case .object(var members)? = object else { return .object([member]) }
            if let index = members.firstIndex(where: { $0.key == member.key }) {
                members[index].value = member.value
            } else {
                members.append(member)
            }
            return .object(members)
        }
        var entry = config.first { $0.key == "classes" }?.value[className] ?? .object([])
        var fields = entry["fields"] ?? .object([])
        for doc in docs {
            fields = adding((doc.field, adding(("doc", .string(doc.text)), to: fields[doc.field])), to: fields)
        }
        if entry["fields"] == nil, case .object(let members) = entry {
            // `fields` first, as the planner writes it.
            entry = .object([("fields", fields)] + members)
        } else {
            entry = adding(("fields", fields), to: entry)
        }
        var result = config
        let classes = adding((className, entry), to: config.first { $0.key == "classes" }?.value)
        if let index = result.firstIndex(where: { $0.key == "classes" }) {
            result[index].value = classes
        } else {
            result.append(("classes", classes))
        }
        return result
    }

    /// Whether every line is blank, a comment or an import.
    static func holdsOnlyImportsAndComments(_ bytes: [UInt8]) -> Bool {
        var inBlockComment = false
        for line in bytes.split(separator: UInt8(ascii: "\n")) {
            let text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            if inBlockComment {
                if text.contains("*/") { inBlockComment = false }
                if text.hasSuffix("*/") || !text.contains("*/") { continue }
                return false
            }
            if text.isEmpty || text.hasPrefix("//") { continue }
            if text.hasPrefix("/*") {
                if !text.contains("*/") { inBlockComment = true } else if !text.hasSuffix("*/") { return false }
                continue
            }
            let words = text.split(separator: " ").drop { $0.hasPrefix("@") }
            guard words.first == "import" else { return false }
        }
        return true
    }
}
