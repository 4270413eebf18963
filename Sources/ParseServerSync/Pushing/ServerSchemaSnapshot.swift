import ParseSchema

/// The server's schema as a push plans from it: its classes, decoded as `diff` decodes a file, and the
/// SHA-256 of each class's JSON in canonical form, which a later `GET /schemas/<class>` is compared with to
/// notice a change made on the server between the plan and the apply (a saved plan keeps these digests,
/// never the server's text).
package struct ServerSchemaSnapshot: Sendable {
    /// The classes, by name.
    package var classes: [ParseClass]
    /// The SHA-256 of each class's canonical compact JSON (``state(of:)``), by name.
    package var states: [String: String]

    /// The states of the classes push may change (``PushPlanner/manages(_:)``): what a saved plan must find
    /// unchanged. Parse Server's internal classes appear and change on their own (`_PushStatus` with the first
    /// push notification), so they are left out.
    package var managedStates: [String: String] {
        states.filter { PushPlanner.manages($0.key) }
    }

    /// A class's state: the SHA-256 of its canonical compact JSON, as hexadecimal digits.
    static func state(of value: JSONValue) -> String {
        SHA256.hex(CanonicalJSON.compact(value))
    }

    /// Reads a pulled (normalised) schema; the diagnostics are those of decoding it.
    package static func read(_ pulled: PulledSchema, source: String) -> (
        snapshot: ServerSchemaSnapshot, diagnostics: [Diagnostic]
    ) {
        let decoded = SchemaDiff.classes(in: [SourceFile(path: source, bytes: pulled.bytes)])
        var states: [String: String] = [:]
        if case .success(let root) = JSONReader.read(pulled.bytes), case .object(let members) = root.value,
            let results = members["results"], case .array(let elements) = results.value.value
        {
            for element in elements {
                if let name = className(of: element), states[name] == nil {
                    states[name] = state(of: element.value)
                }
            }
        }
        return (ServerSchemaSnapshot(classes: decoded.classes, states: states), decoded.diagnostics)
    }

    /// The `className` of a class schema object.
    static func className(of node: JSONNode) -> String? {
        guard case .object(let members) = node.value, let member = members["className"],
            case .string(let name) = member.value.value
        else { return nil }
        return name
    }
}
