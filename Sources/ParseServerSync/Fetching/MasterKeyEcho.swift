import ParseSchema

/// Finds the master key in a pulled schema: a server can hold it anywhere a string goes (a field named after
/// it, a default value, a class-level permission), and `pull` must never write it into the schema file,
/// which users commit (issue 40.9). The key counts where ``MasterKey/redacting(_:)`` would mask it, so a short
/// key inside a longer word is not a match.
package enum MasterKeyEcho {
    /// Where `key` appears in the schema document `bytes`, as paths such as `Book.fields.note.defaultValue`
    /// (the class by its name, then the keys; the key itself shown as `<master key>`, and `(a name)` after a
    /// key that holds it).
    /// Empty when it appears nowhere, or when `bytes` is not JSON (then there is nothing to write anyway).
    package static func places(of key: MasterKey, in bytes: [UInt8]) -> [String] {
        // Cheap first: most schemas never hold the key, and then nothing is walked.
        let text = String(decoding: bytes, as: UTF8.self)
        guard key.redacting(text) != text, case .success(let root) = JSONReader.read(bytes) else { return [] }
        var places: [String] = []
        var pending: [(node: JSONNode, path: String)] = []
        if case .object(let members) = root.value, let results = members.first(where: { $0.key == "results" }),
            case .array(let classes) = results.value.value
        {
            for (index, element) in classes.enumerated().reversed() {
                var name = "results[\(index)]"
                if case .object(let classMembers) = element.value,
                    let className = classMembers.first(where: { $0.key == "className" }),
                    case .string(let value) = className.value.value
                {
                    name = key.redacting(value)
                }
                pending.append((element, name))
            }
        } else {
            pending.append((root, ""))
        }
        // Depth first with an explicit stack rather than recursion, however deep the document nests.
        while let (node, path) = pending.popLast() {
            switch node.value {
            case .string(let value):
                if key.redacting(value) != value { places.append(path) }
            case .number(let number):
                if key.redacting(number.lexeme) != number.lexeme { places.append(path) }
            case .array(let elements):
                for (index, element) in elements.enumerated().reversed() {
                    pending.append((element, "\(path)[\(index)]"))
                }
            case .object(let members):
                for member in members.reversed() {
                    let shownKey = key.redacting(member.key)
                    let childPath = path.isEmpty ? shownKey : "\(path).\(shownKey)"
                    if shownKey != member.key { places.append(childPath + " (a name)") }
                    pending.append((member.value, childPath))
                }
            case .null, .bool:
                break
            }
        }
        return places
    }
}
