/// Shared bookkeeping for the stages that turn JSON nodes into typed values:
/// the file being read and the diagnostics found so far.
struct DecodingContext {
    /// The file's path as the user named it.
    let file: String
    /// What was found.
    var diagnostics: [Diagnostic] = []

    init(file: String) {
        self.file = file
    }

    func location(_ position: SourcePosition) -> SourceLocation {
        SourceLocation(file: file, position: position)
    }

    mutating func error(_ message: String, at position: SourcePosition, hint: String? = nil) {
        diagnostics.append(Diagnostic(.error, message, at: location(position), hint: hint))
    }

    mutating func warning(_ message: String, at position: SourcePosition, hint: String? = nil) {
        diagnostics.append(Diagnostic(.warning, message, at: location(position), hint: hint))
    }

    /// The members of an object node, with duplicate keys reported and dropped (the first one wins).
    /// `what` is only spelled out for a diagnostic: this runs for every object of the input.
    mutating func members(of node: JSONNode, what: @autoclosure () -> String) -> [JSONMember]? {
        guard case .object(let members) = node.value else {
            error("expected an object for \(what()), found \(node.value.kindName)", at: node.position)
            return nil
        }
        guard Self.hasDuplicateKey(members) else { return members }
        var seen = Set<String>()
        var unique: [JSONMember] = []
        for member in members {
            if seen.insert(member.key).inserted {
                unique.append(member)
            } else {
                error("duplicate key '\(member.key)' in \(what())", at: member.keyPosition)
            }
        }
        return unique
    }

    /// Whether two members share a key. Most objects have a handful of members, where comparing every
    /// pair costs less than hashing each key; larger ones are hashed, so the check stays linear.
    private static func hasDuplicateKey(_ members: [JSONMember]) -> Bool {
        if members.count <= 16 {
            // Index loops rather than `enumerated()` and slices: the debug build the build plugin runs
            // stepped two generic iterators here, about 14,000 instructions an object (25,000 objects at
            // 1000 classes).
            var index = 0
            while index < members.count {
                var other = index + 1
                while other < members.count {
                    if members[other].key == members[index].key { return true }
                    other += 1
                }
                index += 1
            }
            return false
        }
        var seen = Set<String>(minimumCapacity: members.count)
        return !members.allSatisfy { seen.insert($0.key).inserted }
    }

    /// Reports members whose key is not in `allowed`.
    mutating func rejectUnknownKeys(
        _ members: [JSONMember], allowed: [String], in what: @autoclosure () -> String,
        severity: Diagnostic.Severity = .error
    ) {
        for member in members where !allowed.holds(member.key) {
            let suggestion = NameSuggestion.closest(to: member.key, among: allowed)
            let hint = suggestion.map { "did you mean '\($0)'?" } ?? "known keys: \(allowed.joined(separator: ", "))"
            let message = "unknown key '\(member.key)' in \(what())" + (severity == .error ? "" : "; it is ignored")
            diagnostics.append(Diagnostic(severity, message, at: location(member.keyPosition), hint: hint))
        }
    }

    mutating func string(_ node: JSONNode, what: @autoclosure () -> String) -> String? {
        guard case .string(let value) = node.value else {
            error("expected a string for \(what()), found \(node.value.kindName)", at: node.position)
            return nil
        }
        return value
    }

    mutating func bool(_ node: JSONNode, what: @autoclosure () -> String) -> Bool? {
        guard case .bool(let value) = node.value else {
            error("expected true or false for \(what()), found \(node.value.kindName)", at: node.position)
            return nil
        }
        return value
    }

    mutating func array(_ node: JSONNode, what: @autoclosure () -> String) -> [JSONNode]? {
        guard case .array(let elements) = node.value else {
            error("expected an array for \(what()), found \(node.value.kindName)", at: node.position)
            return nil
        }
        return elements
    }

    mutating func strings(_ node: JSONNode, what: @autoclosure () -> String) -> [Located<String>]? {
        guard let elements = array(node, what: what()) else { return nil }
        return elements.compactMap { element in
            string(element, what: "an element of \(what())").map { Located($0, at: location(element.position)) }
        }
    }
}

extension JSONValue {
    /// The value's kind in words, for diagnostics.
    package var kindName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

extension Array where Element == JSONMember {
    /// The member with this key.
    package subscript(key: String) -> JSONMember? {
        // Compares the keys in place, through the buffer: `first(where:)` and the array's subscript copied
        // every member they passed, with its value.
        withUnsafeBufferPointer { members in
            var index = 0
            while index < members.count {
                if members[index].key == key { return members[index] }
                index += 1
            }
            return nil
        }
    }
}
