/// How the server's schema moved since a saved plan was made, class by class: what `push --plan` names
/// when it refuses a plan made from another state.
package struct SchemaStateChanges: Hashable, Sendable {
    /// Classes the server has now and did not have, sorted.
    package var added: [String]
    /// Classes the server had and no longer has, sorted.
    package var removed: [String]
    /// Classes whose fields, permissions or indexes differ, sorted.
    package var changed: [String]

    /// Whether the server is as the plan saw it.
    package var isEmpty: Bool { added.isEmpty && removed.isEmpty && changed.isEmpty }

    /// Compares the states `recorded` by the plan with the server's `current` ones (both by class name).
    package static func between(recorded: [String: String], current: [String: String]) -> SchemaStateChanges {
        let sorted = { (names: [String]) in names.sorted { $0.utf8Precedes($1) } }
        return SchemaStateChanges(
            added: sorted(current.keys.filter { recorded[$0] == nil }),
            removed: sorted(recorded.keys.filter { current[$0] == nil }),
            changed: sorted(
                recorded.compactMap { name, state in current[name].map { $0 == state ? nil : name } ?? nil })
        )
    }

    /// `class Book changed; class Review added; class Legacy removed`, names made printable.
    package var description: String {
        var parts: [String] = []
        let list = { (names: [String]) in names.map { SchemaDiff.name($0) }.joined(separator: ", ") }
        if !changed.isEmpty { parts.append("\(changed.count == 1 ? "class" : "classes") \(list(changed)) changed") }
        if !added.isEmpty { parts.append("\(added.count == 1 ? "class" : "classes") \(list(added)) added") }
        if !removed.isEmpty { parts.append("\(removed.count == 1 ? "class" : "classes") \(list(removed)) removed") }
        return parts.joined(separator: "; ")
    }
}
