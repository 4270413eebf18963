import ParseSchema

/// The config `adopt` writes: the planned refinements alone, or added to an existing config.
package enum AdoptedConfig {
    /// The config text and what the merge kept or could not keep.
    package struct Result: Sendable {
        /// The new config file's text, ending with a newline.
        package var text: String
        /// Notes on the merge: existing settings kept over planned ones, comments that are not kept.
        package var diagnostics: [Diagnostic]
    }

    /// `adoption`'s refinements added to `existing` (the config file's root, nil when there is none).
    /// What the existing config says wins: its keys are kept and only missing ones are added.
    package static func merge(
        _ adoption: AdoptionPlanner.Adoption, into existing: JSONNode?, path: String, hasComments: Bool
    ) -> Result {
        var diagnostics: [Diagnostic] = []
        guard let existing else {
            return Result(text: OrderedJSON.object(adoption.config).text + "\n", diagnostics: [])
        }
        if hasComments {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "the comments in this config are not kept: adopt rewrites the file from its values (the file before is saved beside it as \(SchemaDecoder.fileName(path)).before-adopt)",
                    at: SourceLocation(file: path, line: 1, column: 1)
                ))
        }
        let merged = mergeObjects(
            OrderedJSON(existing.value), .object(adoption.config), path: [], file: path, diagnostics: &diagnostics)
        return Result(text: merged.text + "\n", diagnostics: diagnostics)
    }

    /// `planned`'s members added to `current` where it has none; where both have a member, objects merge
    /// and other values keep `current`'s (with a note when they differ).
    private static func mergeObjects(
        _ current: OrderedJSON, _ planned: OrderedJSON, path: [String], file: String, diagnostics: inout [Diagnostic]
    ) -> OrderedJSON {
        // Classes excluded before and classes adopt keeps hand-written are all excluded.
        if path == ["exclude"], case .array(let kept) = current, case .array(let added) = planned {
            return .array(kept + added.filter { !kept.contains($0) })
        }
        guard case .object(var members) = current, case .object(let additions) = planned else {
            if current != planned {
                diagnostics.append(
                    Diagnostic(
                        .note,
                        "kept the config's '\(path.joined(separator: "."))' (\(current.text)) over the adopted models' \(planned.text)",
                        at: SourceLocation(file: file, line: 1, column: 1)
                    ))
            }
            return current
        }
        var indexByKey: [String: Int] = [:]
        for (index, member) in members.enumerated() where indexByKey[member.key] == nil {
            indexByKey[member.key] = index
        }
        for addition in additions {
            if let index = indexByKey[addition.key] {
                members[index].value = mergeObjects(
                    members[index].value, addition.value, path: path + [addition.key], file: file,
                    diagnostics: &diagnostics)
            } else {
                indexByKey[addition.key] = members.count
                members.append(addition)
            }
        }
        return .object(members)
    }

    /// Whether JSON text has `//` or `/* */` comments (outside strings), which rewriting it would drop.
    package static func hasComments(_ bytes: [UInt8]) -> Bool {
        var inString = false
        var escaped = false
        var previousSlash = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inString = true
                previousSlash = false
                continue
            }
            if previousSlash, byte == UInt8(ascii: "/") || byte == UInt8(ascii: "*") { return true }
            previousSlash = byte == UInt8(ascii: "/")
        }
        return false
    }
}
