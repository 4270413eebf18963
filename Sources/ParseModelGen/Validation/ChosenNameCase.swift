/// Checks the case of the Swift names a config or schema chooses (`swiftName`, an enum's or a
/// struct's `name`).
///
/// Generated code refers to types by their bare names inside models, whose members are properties.
/// A property spelled like a type (`ParseACL`, `Double`, another model) hides that type there, and
/// a type spelled like a member (`hash`, `debugDescription`, a property of some model) is hidden by
/// it, so the output would not compile. Derived names never clash (types are UpperCamel, properties
/// lowerCamel); chosen names are held to the same rule: types start with a capital letter, properties
/// do not.
enum ChosenNameCase {
    static func validate(_ classes: [ParseClass], config: GeneratorConfig) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        // The keys sorted rather than the entries: sorting the entries moved each refinement (a large
        // value) many times in the debug build the build plugin runs. Keys are unique: the same order.
        for className in config.classes.keys.sorted(by: <) {
            guard let refinement = config.classes[className] else { continue }
            if let name = refinement.swiftName {
                checkType(name, what: "model type name", into: &diagnostics)
            }
            for fieldName in refinement.fields.keys.sorted(by: <) {
                if let field = refinement.fields[fieldName] { check(field, into: &diagnostics) }
            }
        }
        for parseClass in classes {
            for field in parseClass.fields {
                if let refinement = field.refinement { check(refinement, into: &diagnostics) }
            }
        }
        return diagnostics
    }

    private static func check(_ refinement: FieldRefinement, into diagnostics: inout [Diagnostic]) {
        if let name = refinement.swiftName, startsWithCapital(name.value) {
            diagnostics.append(Diagnostic(
                .error, "property name '\(name.value)' starts with a capital letter, like a type name; it could hide a type the generated code uses",
                at: name.location, hint: "start it with a lowercase letter, e.g. '\(name.value.prefix(1).lowercased() + name.value.dropFirst())'"
            ))
        }
        if let name = refinement.enumeration?.name {
            checkType(name, what: "enum name", into: &diagnostics)
        }
        if let structure = refinement.structure {
            checkType(structure.name, what: "struct name", into: &diagnostics)
            for field in structure.fields {
                if let inner = field.refinement { check(inner, into: &diagnostics) }
            }
        }
    }

    private static func checkType(_ name: Located<String>, what: String, into diagnostics: inout [Diagnostic]) {
        guard !startsWithCapital(name.value), SwiftKeywords.isPlainIdentifier(name.value) else { return }
        diagnostics.append(Diagnostic(
            .error, "\(what) '\(name.value)' does not start with a capital letter; it could be hidden by a property or member of the same name",
            at: name.location, hint: "start it with a capital letter, e.g. '\(capitalized(name.value))'"
        ))
    }

    private static func startsWithCapital(_ name: String) -> Bool {
        guard let first = name.utf8.first else { return false }
        return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z")
    }

    private static func capitalized(_ name: String) -> String {
        let trimmed = name.drop { $0 == "_" }
        return trimmed.isEmpty ? "Name" : trimmed.prefix(1).uppercased() + trimmed.dropFirst()
    }
}
