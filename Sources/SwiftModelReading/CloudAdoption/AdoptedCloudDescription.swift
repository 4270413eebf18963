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
        /// The entries the text adds (an entry described the same way already is not added again).
        package var added: [CloudAdoptionPlanner.Entry]
        /// Conflicts (errors at the Swift declaration) and notes.
        package var diagnostics: [Diagnostic]
    }

    /// `entries` added to the description at `path` (`existing` its root, nil when there is none). An entry the
    /// existing descriptions (`others`, by path, the target included) already hold the same way is left as it
    /// is; one they hold otherwise, or under the other kind, is a conflict, and nothing is changed for it.
    package static func merge(
        _ entries: [CloudAdoptionPlanner.Entry], into existing: (root: JSONNode, bytes: [UInt8])?, path: String,
        others: [String: JSONNode]
    ) -> Result {
        var diagnostics: [Diagnostic] = []
        var added: [CloudAdoptionPlanner.Entry] = []
        for entry in entries {
            var conflict: String?
            var same = false
            for (file, root) in others.sorted(by: { $0.key < $1.key }) {
                for kind in ["functions", "jobs"] {
                    guard let list = root[kind], case .object(let members) = list.value,
                        let member = members.first(where: { $0.key == entry.name })
                    else { continue }
                    let place = "\(file):\(member.keyPosition.line):\(member.keyPosition.column)"
                    if kind == entry.kind.rawValue + "s", OrderedJSON(member.value.value) == entry.json {
                        same = true
                    } else if kind != entry.kind.rawValue + "s" {
                        conflict =
                            "the description already has '\(entry.name)' among its \(kind) (\(place)), and \(entry.cloudable.qualifiedName) calls it as a \(entry.kind.rawValue)"
                    } else {
                        conflict =
                            "the description already has the \(entry.kind.rawValue) '\(entry.name)' (\(place)), described otherwise than \(entry.cloudable.qualifiedName): \(OrderedJSON(member.value.value).text.replacingOccurrences(of: "\n", with: " ")) here, \(entry.json.text.replacingOccurrences(of: "\n", with: " ")) from the Swift type"
                    }
                }
            }
            if let conflict {
                diagnostics.append(
                    Diagnostic(
                        .error, conflict, at: entry.cloudable.location,
                        hint: "adopt never changes an existing entry: make the two agree, or remove one"))
            } else if !same {
                added.append(entry)
            }
        }
        guard !added.isEmpty, !diagnostics.containsErrors else {
            return Result(text: nil, added: added, diagnostics: diagnostics)
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
        return Result(text: OrderedJSON.object(root).text + "\n", added: added, diagnostics: diagnostics)
    }
}
