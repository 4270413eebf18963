/// Combines the classes of every input into one list: a class declared in several places gets the
/// union of its fields; a field declared twice must agree on its type.
enum SchemaMerger {
    static func merge(_ classes: [ParseClass]) -> (classes: [ParseClass], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var merged: [String: ParseClass] = [:]
        var order: [String] = []
        for parseClass in classes {
            guard var existing = merged[parseClass.name] else {
                merged[parseClass.name] = parseClass
                order.append(parseClass.name)
                continue
            }
            for field in parseClass.fields {
                if let index = existing.fields.firstIndex(where: { $0.name == field.name }) {
                    let earlier = existing.fields[index]
                    if earlier.type != field.type {
                        diagnostics.append(Diagnostic(
                            .error,
                            "field '\(field.name)' of class '\(parseClass.name)' is \(field.type.displayName) here but \(earlier.type.displayName) at \(describe(earlier.typeLocation))",
                            at: field.typeLocation,
                            hint: "make the two definitions agree, or remove one of them"
                        ))
                    } else {
                        existing.fields[index] = fill(earlier, from: field)
                    }
                } else {
                    existing.fields.append(field)
                }
            }
            existing.description = existing.description ?? parseClass.description
            existing.classLevelPermissions = existing.classLevelPermissions ?? parseClass.classLevelPermissions
            existing.sourceFiles = Array(Set(existing.sourceFiles + parseClass.sourceFiles)).sorted()
            merged[parseClass.name] = existing
        }
        return (order.compactMap { merged[$0] }, diagnostics)
    }

    /// `field` with what it leaves unsaid taken from `other`.
    private static func fill(_ field: ParseField, from other: ParseField) -> ParseField {
        var result = field
        result.required = field.required ?? other.required
        if result.defaultValue == nil {
            result.defaultValue = other.defaultValue
            result.defaultValueLocation = other.defaultValueLocation
        }
        result.description = field.description ?? other.description
        result.refinement = field.refinement ?? other.refinement
        return result
    }

    private static func describe(_ location: SourceLocation) -> String {
        "\(location.file):\(location.position.line):\(location.position.column)"
    }
}
