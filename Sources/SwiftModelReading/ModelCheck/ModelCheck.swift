import ParseSchema

/// Compares hand-written models with the schema: every disagreement at the Swift declaration, naming the
/// schema's position where there is one.
///
/// Errors are what breaks at run time: a class or field the server does not have, a wire key that differs
/// from the server's, a type that cannot hold the server's values, a field the server requires that the
/// model cannot send. Warnings are what breaks for some objects only: a non-optional property (ParseSwift
/// cannot decode a partial object without it), a missing `originalData`. Notes are server fields the model
/// leaves out, which is often on purpose.
package enum ModelCheck {
    /// The disagreements between `models` and `classes` (merged, as `SchemaDiff.classes(in:)` returns them).
    package static func check(_ models: SwiftModelSet, against classes: [ParseClass]) -> [Diagnostic] {
        findings(models, against: classes).map(\.diagnostic)
    }

    /// The disagreements as findings, each naming its class, field, model and kind (`check --format json`),
    /// ordered as `Diagnostic.sorted` orders their diagnostics.
    package static func findings(_ models: SwiftModelSet, against classes: [ParseClass]) -> [ModelCheckFinding] {
        var diagnostics = Findings()
        let classesByName = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        for model in models.models {
            guard let parseClass = classesByName[model.parseClassName] else {
                let how = model.classNameOverride != nil ? "names the class" : "is stored in the class"
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "model \(model.qualifiedName) \(how) '\(model.parseClassName)', which the schema does not have",
                        at: model.location, hint: suggestion(for: model.parseClassName, among: classes.map(\.name))
                    ), .unknownClass, model: model, className: model.parseClassName)
                continue
            }
            diagnostics.list += check(model, against: parseClass, in: models)
        }
        return ModelCheckFinding.sorted(diagnostics.list)
    }

    /// Collects findings with the diagnostic first, as the checks read best.
    private struct Findings {
        var list: [ModelCheckFinding] = []

        mutating func append(
            _ diagnostic: Diagnostic, _ kind: ModelCheckFinding.Kind, model: SwiftModel, className: String,
            field: String? = nil
        ) {
            list.append(
                ModelCheckFinding(
                    diagnostic: diagnostic, kind: kind, className: className, field: field,
                    model: model.qualifiedName))
        }
    }

    private static func check(_ model: SwiftModel, against parseClass: ParseClass, in models: SwiftModelSet)
        -> [ModelCheckFinding]
    {
        var diagnostics = Findings()
        let isObjectiveC = model.kind == .objectiveC
        if !isObjectiveC, model.property(named: "originalData") == nil {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "model \(model.qualifiedName) has no 'originalData' property; ParseSwift 5 and later need 'var originalData: Data?' to save only the changed fields",
                    at: model.location
                ), .missingOriginalData, model: model, className: parseClass.name)
        }
        var coveredKeys = Set<String>()
        let lookup = FieldLookup(parseClass)
        let wireKeys = model.wireKeys()
        // A model with its own `init(from:)` decides itself what a missing key leaves.
        let decodesItself = model.initializers.contains { $0.value == "init(from:)" }
        for property in model.properties where !property.isStatic && property.name != "originalData" {
            if isObjectiveC && !property.isManaged { continue }
            // The SDK's text-search score: declared by the model, never saved, not a field of the class.
            if model.isQueryScorable && property.name == "score" { continue }
            guard let key = wireKeys[property.name] else { continue }
            // What login and sign-up answer besides the user's columns: never a `_User` field.
            if model.kind == .user, key == "sessionToken", lookup.field(named: key) == nil { continue }
            coveredKeys.insert(key)
            let subject = "\(model.qualifiedName).\(property.name)"
            let field = lookup.field(named: key)
            let fieldType = field?.type ?? SystemClasses.builtInType(key, of: parseClass.name)
            guard let fieldType else {
                let report = unknownKey(subject, key: key, property: property, parseClass: parseClass, lookup: lookup)
                // A differing wire key names the field it should be: that field is not missing as well.
                if let matched = report.field { coveredKeys.insert(matched) }
                diagnostics.append(
                    report.diagnostic, report.field == nil ? .unknownField : .wireKeyDiffers, model: model,
                    className: parseClass.name, field: report.field ?? key)
                continue
            }
            let schemaPlace = field.map { " (\(place($0.location)))" } ?? " (a built-in field)"
            if let type = property.type {
                if !SwiftTypeCompatibility.canHold(type, fieldType, in: models) {
                    diagnostics.append(
                        Diagnostic(
                            .error,
                            "\(subject) is '\(type)', which cannot hold the \(fieldType.displayName) field '\(key)' of class '\(parseClass.name)'\(schemaPlace)",
                            at: property.location
                        ), .typeMismatch, model: model, className: parseClass.name, field: key)
                } else if !isObjectiveC, !type.isOptional, !decodesItself {
                    diagnostics.append(
                        Diagnostic(
                            .warning,
                            "\(subject) is not optional; ParseSwift cannot decode an object that comes without '\(key)' (a partial object: a query's select, a save's response)",
                            at: property.location, hint: "declare it as '\(type)?'"
                        ), .notOptional, model: model, className: parseClass.name, field: key)
                }
            } else {
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "the type of \(subject) is declared in a module that was not read, so it is not compared with the \(fieldType.displayName) field '\(key)'",
                        at: property.location
                    ), .typeNotRead, model: model, className: parseClass.name, field: key)
            }
        }
        for field in parseClass.fields
        where !coveredKeys.contains(field.name) && !SystemClasses.isBuiltIn(field.name, of: parseClass.name) {
            let required = field.required == true && field.defaultValue == nil
            diagnostics.append(
                Diagnostic(
                    required ? .error : .note,
                    "model \(model.qualifiedName) has no property for the \(required ? "required " : "")\(field.type.displayName) field '\(field.name)' of class '\(parseClass.name)' (\(place(field.location)))"
                        + (required ? "; saving a new object fails with Parse error 142" : ""),
                    at: model.location
                ), required ? .missingRequiredField : .missingField, model: model, className: parseClass.name,
                field: field.name)
        }
        // A hand-written decoder that decodes no value for a property the model declares for a field.
        let declared = Set(model.properties.compactMap { wireKeys[$0.name] })
        let leftOut = model.fieldsTheDecoderLeavesOut(of: parseClass).filter(declared.contains)
        if !isObjectiveC, !leftOut.isEmpty,
            let decoder = model.initializers.first(where: { $0.value == "init(from:)" })
        {
            diagnostics.append(
                Diagnostic(
                    .warning,
                    "init(from:) of \(model.qualifiedName) decodes no value for "
                        + leftOut.map { "'\($0)'" }.joined(separator: ", ")
                        + ", field\(leftOut.count == 1 ? "" : "s") of class '\(parseClass.name)': decoded objects have \(leftOut.count == 1 ? "it" : "them") nil",
                    at: decoder.location), .decoderLeavesOut, model: model, className: parseClass.name,
                field: leftOut.count == 1 ? leftOut.first : nil)
        }
        return diagnostics.list
    }

    /// A property encoded under a key the class does not have: a differing wire key when the property's
    /// name (or the key in another case) is a field of the class, else a field the server does not have.
    private static func unknownKey(
        _ subject: String, key: String, property: SwiftProperty, parseClass: ParseClass, lookup: FieldLookup
    ) -> (diagnostic: Diagnostic, field: String?) {
        if let field = lookup.renamedField(propertyName: property.name, key: key) {
            return (
                Diagnostic(
                    .error,
                    "\(subject) is encoded as '\(key)', but the field of class '\(parseClass.name)' is '\(field.name)' (\(place(field.location)))",
                    at: property.location, hint: "make its CodingKeys raw value \"\(field.name)\""
                ), field.name
            )
        }
        return (
            Diagnostic(
                .error, "\(subject) is encoded as '\(key)', a field class '\(parseClass.name)' does not have",
                at: property.location, hint: suggestion(for: key, among: parseClass.fields.map(\.name))
            ), nil
        )
    }

    private static func place(_ location: SourceLocation) -> String {
        "schema: \(location.file):\(location.position.line):\(location.position.column)"
    }

    private static func suggestion(for name: String, among names: [String]) -> String? {
        NameSuggestion.closest(to: name, among: names).map { "did you mean '\($0)'?" }
    }
}
