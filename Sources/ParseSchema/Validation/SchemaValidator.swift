/// Checks the merged classes against Parse Server's own rules and the generator's:
/// errors stop generation, warnings do not.
package enum SchemaValidator {
    /// Field names both SDK lines' encoders leave out of save bodies, at every nesting level. Lists rather
    /// than sets: every field is checked, and comparing a name with these few costs less than hashing it.
    static let keysDroppedBySDK: [String] = [
        "originalData", "emailVerified", "score", "objectId", "createdAt", "updatedAt",
    ]
    /// Field names only ParseSwift 4.14's encoder leaves out as well (the fork 5.x/6.x sends them, and
    /// checks it for nested types in its own `testParseEncoderAllowsIdOnNestedTypesOnParseObject`).
    static let keysDroppedBy414Only: [String] = ["id", "className"]

    /// Validates `classes`; a pointer may target any of them, `_User`, or a class of the config's `targetTypes`.
    package static func validate(_ classes: [ParseClass], config: GeneratorConfig) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let declared = Set(classes.map(\.name))
        // `_User` is always a valid target: the generator adds a user model when no input declares one.
        // Prepared only when a target is undeclared (sorting every class name costs more than checking a large
        // schema), and once for all of them, so each suggestion costs the same however many there are.
        let anyUndeclared = classes.contains { parseClass in
            parseClass.fields.contains { isUndeclaredTarget($0, declared: declared, config: config) }
        }
        let targetCandidates =
            anyUndeclared
            ? NameSuggestion.Index(
                NameCandidates.classes(declared.union(["_User"]).union(config.targetTypes.keys), config: config))
            : NameSuggestion.Index([])
        // Each class is checked on its own, on every core; the diagnostics keep the classes' order.
        for found in classes.concurrentMap({
            validateClass($0, declared: declared, config: config, targetCandidates: targetCandidates)
        }) {
            diagnostics += found
        }
        return diagnostics
    }

    private static func validateClass(
        _ parseClass: ParseClass, declared: Set<String>, config: GeneratorConfig, targetCandidates: NameSuggestion.Index
    ) -> [Diagnostic] {
        var diagnostics = validateClassName(parseClass)
        var geoPoint: ParseField?
        for field in parseClass.fields {
            diagnostics += validateField(field, of: parseClass.name)
            if field.type == .geoPoint, !SystemClasses.isBuiltIn(field.name, of: parseClass.name) {
                if let first = geoPoint {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "class '\(parseClass.name)' has a second GeoPoint field '\(field.name)'; Parse allows one per class (the first is '\(first.name)')",
                            at: field.typeLocation, hint: "store extra locations in a Pointer to another class"
                        ))
                } else {
                    geoPoint = field
                }
            }
            if isUndeclaredTarget(field, declared: declared, config: config), let target = field.type.targetClass {
                diagnostics.append(
                    undeclaredTarget(target, of: field, in: parseClass.name, candidates: targetCandidates))
            }
        }
        return diagnostics
    }

    /// Whether `field` points at a class that no input declares, that is not `_User` and that `targetTypes` does not map.
    private static func isUndeclaredTarget(_ field: ParseField, declared: Set<String>, config: GeneratorConfig) -> Bool
    {
        guard let target = field.type.targetClass else { return false }
        return !declared.contains(target) && target != "_User" && config.targetTypes[target] == nil
    }

    /// A pointer or relation to a class no input declares. Parse Server accepts a pointer to any valid class
    /// name, so it generates, typed with the generic pointer; a near miss of a known class (`Rooms`, or
    /// `User` beside `_User`) is often a typo, so the warning then names the class it may have meant.
    private static func undeclaredTarget(
        _ target: String, of field: ParseField, in className: String, candidates: NameSuggestion.Index
    ) -> Diagnostic {
        let subject = WarningSubject(.genericPointer, "\(className).\(field.name)")
        let message =
            "targetClass '\(target)' of field '\(field.name)' is not declared in any input; the field is typed with the generic ParsePointerValue"
        if let match = candidates.closestMatch(to: target) {
            return Diagnostic(
                .warning, message, at: field.typeLocation,
                hint: match.hint(spellingKind: "Swift type name; targetClass takes the Parse class name"),
                subject: subject)
        }
        return Diagnostic(
            .warning, message, at: field.typeLocation,
            hint:
                "add the class's schema to the inputs, or map it to your own Swift type under \"targetTypes\" in the config",
            subject: subject
        )
    }

    private static func validateClassName(_ parseClass: ParseClass) -> [Diagnostic] {
        let name = parseClass.name
        if name.hasPrefix("_") {
            if SystemClasses.names.contains(name) { return [] }
            return [
                Diagnostic(
                    .error, "invalid class name '\(name)': only Parse's system classes start with '_'",
                    at: parseClass.location,
                    hint: "system classes are \(SystemClasses.names.sorted().joined(separator: ", "))")
            ]
        }
        if !isValidName(name) {
            return [
                Diagnostic(
                    .error, "invalid class name '\(name)'", at: parseClass.location,
                    hint: "class names start with a letter and contain only letters, digits and '_'")
            ]
        }
        if name == "length" || name == "className" {
            return [
                Diagnostic(.error, "'\(name)' is reserved by Parse and cannot name a class", at: parseClass.location)
            ]
        }
        return []
    }

    private static func validateField(_ field: ParseField, of className: String) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let name = field.name
        if !isValidName(name) {
            return [
                Diagnostic(
                    .error, "invalid field name '\(name)'", at: field.location,
                    hint: "field names start with a letter and contain only letters, digits and '_'")
            ]
        }
        // Built-in columns first: the server defines them by its own rules (`_Hooks` has a `className`).
        if let builtInType = SystemClasses.builtInType(name, of: className) {
            if builtInType != field.type {
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "'\(name)' is a built-in field of \(className) with type \(builtInType.displayName); it cannot be redefined as \(field.type.displayName)",
                        at: field.typeLocation
                    ))
            }
            return diagnostics
        }
        if name == "length" || name == "className" {
            return [Diagnostic(.error, "'\(name)' is reserved by Parse and cannot name a field", at: field.location)]
        }
        if field.type == .acl {
            diagnostics.append(
                Diagnostic(
                    .error, "field '\(name)' has type ACL; only the built-in 'ACL' field can", at: field.typeLocation,
                    hint: "use the built-in ACL, or type the field as Object"))
        }
        if let target = field.type.targetClass, !target.hasPrefix("_") || !SystemClasses.names.contains(target),
            !isValidName(target)
        {
            diagnostics.append(
                Diagnostic(.error, "invalid targetClass '\(target)' of field '\(name)'", at: field.typeLocation))
        }
        if case .relation = field.type {
            if field.required == true {
                diagnostics.append(
                    Diagnostic(
                        .error, "Relation field '\(name)' cannot be required", at: field.typeLocation,
                        hint: "remove \"required\": true"))
            }
            if let location = field.defaultValueLocation {
                diagnostics.append(
                    Diagnostic(
                        .error, "Relation field '\(name)' cannot have a default value", at: location,
                        hint: "remove \"defaultValue\""))
            }
        } else if let value = field.defaultValue, let location = field.defaultValueLocation,
            !DefaultValueCheck.matches(value, field.type)
        {
            diagnostics.append(
                Diagnostic(
                    .error, "default value of field '\(name)' is not a \(field.type.displayName)", at: location,
                    hint: DefaultValueCheck.example(for: field.type).map { "write it like \($0)" }
                ))
        }
        diagnostics += sdkKeyWarnings(name, at: field.location, className: className)
        return diagnostics
    }

    /// Warnings for field names that ParseSwift treats specially.
    package static func sdkKeyWarnings(_ name: String, at location: SourceLocation, className: String?) -> [Diagnostic]
    {
        if name == "score" {
            return [
                Diagnostic(
                    .warning,
                    "field 'score' clashes with ParseSwift's text-search score: the SDK does not send it when saving",
                    at: location,
                    hint: "rename the field on the server, or treat it as read-only",
                    subject: .field(.droppedKey, className: className, field: name))
            ]
        }
        // Most names are none of these: compared first, before the built-in lookup. Past the guard, a
        // name not dropped by both lines is dropped by 4.14 only.
        let droppedBySDK = keysDroppedBySDK.holds(name)
        guard droppedBySDK || keysDroppedBy414Only.holds(name) else { return [] }
        guard className.map({ !SystemClasses.isBuiltIn(name, of: $0) }) ?? true else { return [] }
        if droppedBySDK {
            return [
                Diagnostic(
                    .warning,
                    "ParseSwift's encoder drops the key '\(name)' from save bodies: values of this field can be read but not saved",
                    at: location,
                    hint: "rename the field on the server to save it from Swift",
                    subject: .field(.droppedKey, className: className, field: name))
            ]
        }
        return [
            Diagnostic(
                .warning,
                "ParseSwift 4.14's encoder drops the key '\(name)' from save bodies (the fork 5.x/6.x sends it): with 4.14 values of this field can be read but not saved",
                at: location,
                hint: "rename the field on the server to save it from Swift with ParseSwift 4.14",
                subject: .field(.droppedKey, className: className, field: name))
        ]
    }

    /// Parse's name rule: a letter, then letters, digits and underscores.
    package static func isValidName(_ name: String) -> Bool {
        // An index loop over the bytes rather than `utf8.allSatisfy`: the debug build the build plugin runs
        // stepped a generic iterator and called a closure for every byte, about 4,700 instructions a name
        // (48,000 names at 1000 classes).
        withUTF8Bytes(of: name) { bytes in
            guard !bytes.isEmpty, isLetter(bytes[0]) else { return false }
            var index = 1
            while index < bytes.count {
                let byte = bytes[index]
                guard
                    isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                        || byte == UInt8(ascii: "_")
                else {
                    return false
                }
                index += 1
            }
            return true
        }
    }

    private static func isLetter(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
    }
}
