/// Reads a class's `localProperties`: `{"teamResults": {"swiftType": "[TeamResult]", "initialValue": []}}`.
/// Names and types are checked here, as far as the config alone can tell; the initial value is checked
/// against the type when the model is planned.
enum LocalPropertyDecoder {
    static func decode(_ node: JSONNode, of owner: String, context: inout DecodingContext) -> [LocalPropertySpec] {
        var result: [LocalPropertySpec] = []
        for entry in context.members(of: node, what: "'localProperties' of \(owner)") ?? [] {
            let what = "local property '\(entry.key)' of \(owner)"
            guard let members = context.members(of: entry.value, what: what) else { continue }
            context.rejectUnknownKeys(members, allowed: ConfigKeys.localProperty, in: what)
            guard SwiftKeywords.isPlainIdentifier(entry.key), !SwiftKeywords.reserved.contains(entry.key) else {
                context.error(
                    "'\(entry.key)' is not a valid Swift property name", at: entry.keyPosition,
                    hint: "use letters, digits and '_', not starting with a digit, and no keyword")
                continue
            }
            guard let typeMember = members["swiftType"] else {
                context.error(
                    "\(what) has no \"swiftType\"", at: entry.keyPosition,
                    hint: "write its Swift type, such as \"Bool\" or \"[TeamResult]\"")
                continue
            }
            guard let typeText = context.string(typeMember.value, what: "'swiftType'"),
                let type = context.typeExpression(typeText, at: typeMember.value.position)
            else { continue }
            let isOptional = members["optional"].flatMap { context.bool($0.value, what: "'optional'") } ?? false
            let initial = members["initialValue"].map {
                Located($0.value.value, at: context.location($0.value.position))
            }
            if !isOptional, initial == nil {
                context.error(
                    "\(what) is not optional, so it needs an \"initialValue\"", at: entry.keyPosition,
                    hint: "add \"initialValue\" (a JSON literal of its type), or \"optional\": true")
                continue
            }
            let doc = members["doc"].flatMap { context.string($0.value, what: "'doc'") }
            result.append(
                LocalPropertySpec(
                    name: Located(entry.key, at: context.location(entry.keyPosition)),
                    swiftType: Located(type, at: context.location(typeMember.value.position)),
                    isOptional: isOptional, initialValue: initial, doc: doc
                ))
        }
        return result
    }
}

/// Reads the config's lists of Swift names: `appTypes` (type names, dotted for nested ones) and a class's
/// `initializerOrder` (property names).
enum AppTypeNames {
    /// `["PCKEntity", "Game.Round"]`: each part of each name a plain identifier.
    static func decode(_ node: JSONNode, context: inout DecodingContext) -> [Located<String>] {
        var names: [Located<String>] = []
        for name in context.strings(node, what: "'appTypes'") ?? [] {
            let parts = name.value.split(separator: ".", omittingEmptySubsequences: false)
            guard !parts.isEmpty,
                parts.allSatisfy({
                    SwiftKeywords.isPlainIdentifier(String($0)) && !SwiftKeywords.reserved.contains(String($0))
                })
            else {
                context.diagnostics.append(
                    Diagnostic(
                        .error, "'\(name.value)' in 'appTypes' is not a Swift type name", at: name.location,
                        hint: "write the type as the app names it, such as \"TeamResult\" or \"Game.Round\""))
                continue
            }
            names.append(name)
        }
        return names
    }

    /// A list of Swift identifiers, each reported where it is not one.
    static func identifiers(_ node: JSONNode, what: String, context: inout DecodingContext) -> [Located<String>] {
        var names: [Located<String>] = []
        for name in context.strings(node, what: what) ?? [] {
            guard SwiftKeywords.isPlainIdentifier(name.value) else {
                context.diagnostics.append(
                    Diagnostic(.error, "'\(name.value)' in \(what) is not a Swift property name", at: name.location))
                continue
            }
            names.append(name)
        }
        return names
    }
}
