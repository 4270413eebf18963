/// The names a "did you mean" may suggest for a class or a field the schema or the config names but no
/// input declares. Schemas and the config name things by their Parse names; users often write the Swift
/// name they see in the generated code (`User` for `_User`, `editCount` for `edit_count`), so each
/// candidate carries its Swift names as other spellings.
package enum NameCandidates {
    /// The Parse class names `names`, sorted so that suggestions do not depend on the input's order,
    /// each with the Swift type names it gets by default and by the config's `swiftName`.
    package static func classes(_ names: some Sequence<String>, config: GeneratorConfig) -> [NameSuggestion.Candidate] {
        Set(names).sorted { $0.utf8Precedes($1) }.map { name in
            var spellings = [TypeNameDerivation.derivedName(name, stripping: config.stripPrefixes)]
            if let configured = config.classes[name]?.swiftName?.value {
                spellings.append(configured)
            }
            return NameSuggestion.Candidate(name, otherSpellings: spellings.filter { $0 != name })
        }
    }

    /// The fields of `parseClass`, each with its default Swift property name and the one a refinement chose.
    package static func fields(of parseClass: ParseClass, refinement: ClassRefinement?) -> [NameSuggestion.Candidate] {
        parseClass.fields.sorted { $0.name.utf8Precedes($1.name) }.map { field in
            var spellings = [NameConversion.lowerCamel(field.name)]
            if let chosen = refinement?.fields[field.name]?.swiftName?.value ?? field.refinement?.swiftName?.value {
                spellings.append(chosen)
            }
            return NameSuggestion.Candidate(field.name, otherSpellings: spellings.filter { $0 != field.name })
        }
    }
}
