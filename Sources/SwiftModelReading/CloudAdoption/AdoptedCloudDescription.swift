import Foundation
import ParseSchema

/// The Cloud Code description `adopt` writes: the adopted entries alone, or added to an existing description
/// whose entries stay as they are.
package enum AdoptedCloudDescription {
    /// Where the adopted entries go: the description among the schema inputs (`cloud-functions.json` first,
    /// else the first read), else a new `cloud-functions.json` in the first schema folder (or beside the first
    /// schema file).
    package static func path(descriptions: [String], schemaPaths: [String]) -> String {
        if let named = descriptions.first(where: {
            SchemaDecoder.fileName($0) == CloudAdoption.defaultFileName
        }) ?? descriptions.first {
            return named
        }
        let first = schemaPaths.first ?? "."
        var isFolder: ObjCBool = false
        let folder =
            FileManager.default.fileExists(atPath: first, isDirectory: &isFolder) && isFolder.boolValue
            ? first : (first as NSString).deletingLastPathComponent
        return ((folder.isEmpty ? "." : folder) as NSString).appendingPathComponent(
            CloudAdoption.defaultFileName)
    }

    /// The merged text and the entries it adds.
    package struct Result: Sendable {
        /// The description's new text, ending with a newline; nil when nothing is added.
        package var text: String?
        /// The entries the text adds.
        package var added: [CloudAdoptionPlanner.Entry]
        /// The entries a description already holds under the same kind, by qualified Swift name, with where:
        /// they stay as written, and the generated type they make decides whether the Swift type can go.
        package var described: [String: String] = [:]
        /// Conflicts (errors at the Swift declaration) and notes.
        package var diagnostics: [Diagnostic]
    }

    /// `entries` added to the description at `path` (`existing` its root, nil when there is none). An entry the
    /// existing descriptions (`others`, by path, the target included) already hold under the same kind is left as
    /// it is (whatever validator options it adds); one they hold under the other kind is a conflict.
    package static func merge(
        _ entries: [CloudAdoptionPlanner.Entry], into existing: (root: JSONNode, bytes: [UInt8])?, path: String,
        others: [String: JSONNode]
    ) -> Result {
        var diagnostics: [Diagnostic] = []
        var added: [CloudAdoptionPlanner.Entry] = []
        var described: [String: String] = [:]
        for entry in entries {
            var conflict: String?
            for (file, root) in others.sorted(by: { $0.key < $1.key }) {
                for kind in ["functions", "jobs"] {
                    guard let list = root[kind], case .object(let members) = list.value,
                        let member = members.first(where: { $0.key == entry.name })
                    else { continue }
                    let place = "\(file):\(member.keyPosition.line):\(member.keyPosition.column)"
                    if kind == entry.kind.rawValue + "s" {
                        described[entry.cloudable.qualifiedName] = place
                    } else {
                        conflict =
                            "the description already has '\(entry.name)' among its \(kind) (\(place)), and \(entry.cloudable.qualifiedName) calls it as a \(entry.kind.rawValue)"
                    }
                }
            }
            if let conflict {
                diagnostics.append(
                    Diagnostic(
                        .error, conflict, at: entry.cloudable.location,
                        hint: "adopt never changes an existing entry: make the two agree, or remove one"))
            } else if described[entry.cloudable.qualifiedName] == nil {
                added.append(entry)
            }
        }
        guard !added.isEmpty, !diagnostics.containsErrors else {
            return Result(text: nil, added: added, described: described, diagnostics: diagnostics)
        }
        var root: [(key: String, value: OrderedJSON)] = []
        if let existing, case .object(let members) = OrderedJSON(existing.root.value) {
            root = members
        }
        for kind in [CloudCodeEntry.Kind.function, .job] {
            let key = kind.rawValue + "s"
            let new = added.filter { $0.kind == kind }.map { (key: $0.name, value: $0.json) }
            guard !new.isEmpty else { continue }
            if let index = root.firstIndex(where: { $0.key == key }), case .object(let members) = root[index].value {
                root[index].value = .object(members + new)
            } else {
                root.append((key, .object(new)))
            }
        }
        if let existing, AdoptedConfig.hasComments(existing.bytes) {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "the comments in this description are not kept: adopt rewrites the file from its values (the file before is saved beside it as \(SchemaDecoder.fileName(path)).before-adopt)",
                    at: SourceLocation(file: path, line: 1, column: 1)))
        }
        return Result(
            text: OrderedJSON.object(root).text + "\n", added: added, described: described, diagnostics: diagnostics)
    }
}
