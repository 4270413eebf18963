/// Checks the case of the Swift names a config or schema chooses (`swiftName`, an enum's or a
/// struct's `name`).
///
/// Generated code refers to types by their bare names inside models, whose members are properties.
/// A property spelled like a type (`ParseACL`, `Double`, another model) hides that type there, and
/// a type spelled like a member (`hash`, `debugDescription`, a property of some model) is hidden by
/// it, so the output would not compile. Derived names never clash (types are UpperCamel, properties
/// lowerCamel); chosen type names are held to the same rule: they start with a capital letter. A chosen
/// property name may start with one (`DOB`, as hand-written models have it) unless it is the name of a
/// type the generated code or the config names: only that hides a type.
package enum ChosenNameCase {
    package static func validate(_ classes: [ParseClass], config: GeneratorConfig) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let typeNames = typeNamesInUse(classes, config: config)
        // The keys sorted rather than the entries: sorting the entries moved each refinement (a large
        // value) many times in the debug build the build plugin runs. Keys are unique: the same order.
        for className in config.classes.keys.sorted(by: <) {
            guard let refinement = config.classes[className] else { continue }
            if let name = refinement.swiftName {
                checkType(name, what: "model type name", into: &diagnostics)
            }
            for fieldName in refinement.fields.keys.sorted(by: <) {
                if let field = refinement.fields[fieldName] { check(field, typeNames: typeNames, into: &diagnostics) }
            }
        }
        for parseClass in classes {
            for field in parseClass.fields {
                if let refinement = field.refinement { check(refinement, typeNames: typeNames, into: &diagnostics) }
            }
        }
        return diagnostics
    }

    /// Every type name the generated code may name bare: the reserved ones, the models' (derived or chosen),
    /// and the types the config declares or names.
    private static func typeNamesInUse(_ classes: [ParseClass], config: GeneratorConfig) -> Set<String> {
        var names = ReservedTypeNames.all.union(["URL", "UUID"])
        for parseClass in classes {
            names.insert(parseClass.name)
            names.insert(TypeNameDerivation.derivedName(parseClass.name, stripping: config.stripPrefixes))
        }
        for (className, refinement) in config.classes {
            names.insert(className)
            if let chosen = refinement.swiftName { names.insert(chosen.value) }
            for field in refinement.fields.values {
                if let name = field.enumeration?.name { names.insert(name.value) }
                if let structure = field.structure { names.insert(structure.name.value) }
            }
        }
        for declaration in config.sharedTypes { names.insert(declaration.name.value) }
        for appType in config.appTypes { names.insert(String(appType.value.split(separator: ".").first ?? "")) }
        for target in config.targetTypes.values { names.insert(target.value) }
        return names
    }

    private static func check(
        _ refinement: FieldRefinement, typeNames: Set<String>, into diagnostics: inout [Diagnostic]
    ) {
        if let name = refinement.swiftName, startsWithCapital(name.value), typeNames.contains(name.value) {
            diagnostics.append(
                Diagnostic(
                    .error,
                    "property name '\(name.value)' is the name of a type the generated code uses; it would hide that type",
                    at: name.location,
                    hint:
                        "start it with a lowercase letter, e.g. '\(name.value.prefix(1).lowercased() + name.value.dropFirst())'"
                ))
        }
        if let name = refinement.enumeration?.name {
            checkType(name, what: "enum name", into: &diagnostics)
        }
        if let structure = refinement.structure {
            checkType(structure.name, what: "struct name", into: &diagnostics)
            for field in structure.fields {
                if let inner = field.refinement { check(inner, typeNames: typeNames, into: &diagnostics) }
            }
        }
    }

    private static func checkType(_ name: Located<String>, what: String, into diagnostics: inout [Diagnostic]) {
        guard !startsWithCapital(name.value), SwiftKeywords.isPlainIdentifier(name.value) else { return }
        diagnostics.append(
            Diagnostic(
                .error,
                "\(what) '\(name.value)' does not start with a capital letter; it could be hidden by a property or member of the same name",
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
