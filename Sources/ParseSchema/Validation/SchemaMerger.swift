/// Combines the classes of every input into one list: a class declared in several places gets the
/// union of its fields; a field declared twice must agree on its type.
package enum SchemaMerger {
    package static func merge(_ classes: [ParseClass]) -> (classes: [ParseClass], diagnostics: [Diagnostic]) {
        var diagnostics: [Diagnostic] = []
        var merged: [ParseClass] = []
        var indexOfClass: [String: Int] = [:]
        // Per merged class declared more than once, where each field name sits in its field list: looking
        // fields up by scanning made merging quadratic in the fields of a class declared in several files.
        // Built when a class comes back, since most classes are declared once.
        var indexOfField: [Int: [String: Int]] = [:]
        // The files of each class declared more than once, sorted into the class at the end.
        var sourceFiles: [Int: Set<String>] = [:]
        for parseClass in classes {
            guard let classIndex = indexOfClass[parseClass.name] else {
                indexOfClass[parseClass.name] = merged.count
                merged.append(parseClass)
                continue
            }
            if indexOfField[classIndex] == nil {
                var fieldIndices: [String: Int] = [:]
                for (index, field) in merged[classIndex].fields.enumerated() where fieldIndices[field.name] == nil {
                    fieldIndices[field.name] = index
                }
                indexOfField[classIndex] = fieldIndices
            }
            for field in parseClass.fields {
                if let index = indexOfField[classIndex]?[field.name] {
                    let earlier = merged[classIndex].fields[index]
                    if earlier.type != field.type {
                        diagnostics.append(
                            Diagnostic(
                                .error,
                                "field '\(field.name)' of class '\(parseClass.name)' is \(field.type.displayName) here but \(earlier.type.displayName) at \(describe(earlier.typeLocation))",
                                at: field.typeLocation,
                                hint: "make the two definitions agree, or remove one of them"
                            ))
                    } else {
                        merged[classIndex].fields[index] = fill(earlier, from: field)
                    }
                } else {
                    indexOfField[classIndex]?[field.name] = merged[classIndex].fields.count
                    merged[classIndex].fields.append(field)
                }
            }
            merged[classIndex].description = merged[classIndex].description ?? parseClass.description
            sourceFiles[classIndex, default: Set(merged[classIndex].sourceFiles)].formUnion(parseClass.sourceFiles)
            merged[classIndex].classLevelPermissions =
                merged[classIndex].classLevelPermissions ?? parseClass.classLevelPermissions
            merged[classIndex].indexes = merged[classIndex].indexes ?? parseClass.indexes
        }
        for (index, files) in sourceFiles {
            merged[index].sourceFiles = files.sorted()
        }
        return (merged, diagnostics)
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
