import ParseSchema

/// Works out the config that makes generated models keep a hand-written model's API (type and property
/// names, wire keys, Swift types, enums, nested structs, pointer style, access level), and what the
/// hand-written models have that generation cannot carry, with where each goes instead.
package enum AdoptionPlanner {
    /// The config refinements, the per-model report and the problems found.
    package struct Adoption: Sendable {
        /// Top-level config members in the order they are written (`accessLevel`, `pointerStyle`, `classes`).
        var config: [(key: String, value: OrderedJSON)] = []
        /// One report a model, in the order the models were read.
        package var reports: [ModelReport] = []
        /// Problems (a model whose class the schema does not have is left out, with a warning).
        package var diagnostics: [Diagnostic] = []
        /// What `adopt --rewrite` does to each adopted model's declaration, in the order the models were read.
        package var rewrites: [ModelRewrite] = []
    }

    /// What adoption means for one model.
    package struct ModelReport: Hashable, Sendable {
        /// The hand-written type's name.
        package var name: String
        /// Where it is declared.
        package var location: SourceLocation
        /// The Parse class.
        package var className: String
        /// The name of the generated type; empty when the class is not generated (a generic model stays hand-written).
        package var generatedName: String
        /// What the generated model has that the hand-written one has not.
        package var adds: [String]
        /// What generation cannot carry, each with where it goes instead.
        package var keepByHand: [Located<String>]
        /// Differences the app's code may notice (a non-optional property becomes optional, ...).
        package var changes: [Located<String>]
    }

    /// Conformances every generated model has already (through the SDK protocols or its declaration).
    static let providedConformances: Set<String> = [
        "Hashable", "Equatable", "Identifiable", "Codable", "Decodable", "Encodable", "Sendable",
        "CustomDebugStringConvertible", "CustomStringConvertible",
    ]

    /// Plans the adoption of `models` against `classes`; `stripPrefixes` is the existing config's, so
    /// type names are compared with what generation would derive.
    /// `excluded` are the classes the existing config excludes: their models stay as they are.
    /// `existing` is the existing config's root: the merge keeps what it says, so a member is removed only when
    /// the merged config declares it the same way. `refused` are the classes whose models `--rewrite` cannot
    /// rewrite: they stay as they are and are excluded from generation, so that the others still switch.
    package static func plan(
        _ models: SwiftModelSet, classes: [ParseClass], stripPrefixes: [String] = [], excluded: Set<String> = [],
        existing existingRoot: JSONNode? = nil, refused: Set<String> = []
    ) -> Adoption {
        let existing = existingRoot.map { OrderedJSON($0.value) }
        var adoption = Adoption()
        let classesByName = Dictionary(classes.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        var classEntries: [(key: String, value: OrderedJSON)] = []
        var pointerStyles: [String: Int] = [:]
        var accessLevels = Set<String>()
        var adoptedBy: [String: String] = [:]
        var planners: [ModelAdoptionPlanner] = []
        let classNames = Set(classesByName.keys)
        // ParseSwift models first: during a move from the Objective-C SDK an app may have both for a class.
        let ordered = models.models.filter { $0.kind != .objectiveC } + models.models.filter { $0.kind == .objectiveC }
        // A generic model (`Role<RoleUser>`) stays hand-written and its class is not generated: a generated
        // model is concrete, and a typealias standing in for it cannot infer the argument that code such as
        // `let query: Query<Role> = ...` leaves to Swift.
        var handWritten: [String] = []
        var handWrittenReports: [(position: Int, report: ModelReport)] = []
        for model in ordered
        where model.isGeneric && model.kind != .objectiveC && classNames.contains(model.parseClassName)
            && !handWritten.contains(model.parseClassName)
        {
            handWritten.append(model.parseClassName)
        }
        for model in ordered where refused.contains(model.parseClassName) && !handWritten.contains(model.parseClassName)
        {
            handWritten.append(model.parseClassName)
        }
        for model in ordered {
            if refused.contains(model.parseClassName) {
                adoptedBy[model.parseClassName] = adoptedBy[model.parseClassName] ?? model.qualifiedName
                continue
            }
            if excluded.contains(model.parseClassName) {
                // The config keeps this class out of generation: the model is the app's, as it is.
                adoption.diagnostics.append(
                    Diagnostic(
                        .note,
                        "model \(model.qualifiedName) stays as it is: the config excludes its class '\(model.parseClassName)'",
                        at: model.location
                    ))
                continue
            }
            if model.isGeneric, model.kind != .objectiveC, adoptedBy[model.parseClassName] == nil,
                handWritten.contains(model.parseClassName)
            {
                adoptedBy[model.parseClassName] = model.qualifiedName
                handWrittenReports.append(
                    (
                        planners.count,
                        ModelReport(
                            name: model.qualifiedName, location: model.location, className: model.parseClassName,
                            generatedName: "",
                            adds: [],
                            keepByHand: [
                                Located(
                                    "generic model \(model.name)<...> -> stays as it is, and its class '\(model.parseClassName)' is excluded from generation (\"exclude\"): a generated model is not generic, and code such as `Query<\(model.name)>` lets Swift infer its argument",
                                    at: model.location
                                )
                            ],
                            changes: []
                        )
                    ))
                continue
            }
            if let first = adoptedBy[model.parseClassName] {
                adoption.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "model \(model.qualifiedName) is not adopted: \(first) already stands for class '\(model.parseClassName)'",
                        at: model.location
                    ))
                continue
            }
            guard let parseClass = classesByName[model.parseClassName] else {
                adoption.diagnostics.append(
                    Diagnostic(
                        .warning,
                        "model \(model.qualifiedName) is not adopted: the schema has no class '\(model.parseClassName)'",
                        at: model.location
                    ))
                continue
            }
            adoptedBy[model.parseClassName] = model.qualifiedName
            var planner = ModelAdoptionPlanner(
                model: model, parseClass: parseClass, models: models, stripPrefixes: stripPrefixes,
                classNames: classNames.subtracting(handWritten).subtracting(excluded)
            )
            planner.run()
            adoption.diagnostics += planner.diagnostics
            for (style, count) in planner.pointerStyles { pointerStyles[style, default: 0] += count }
            if model.kind != .objectiveC { accessLevels.insert(model.access) }
            planners.append(planner)
        }
        if accessLevels.count == 1, let level = accessLevels.first, level == "public" || level == "package" {
            adoption.config.append(("accessLevel", .string(level)))
        } else if accessLevels.count > 1 {
            adoption.diagnostics.append(
                Diagnostic(
                    .note,
                    "the models' access levels differ (\(accessLevels.sorted().joined(separator: ", "))); generated models share one, so 'accessLevel' is left as it is",
                    at: nil
                ))
        }
        let pointer = pointerStyles["pointer", default: 0]
        let object = pointerStyles["object", default: 0]
        // The existing config's style is the one generation keeps.
        let configStyle = existing?["pointerStyle"].flatMap { style -> String? in
            if case .string(let text) = style { return text }
            return nil
        }
        let style = configStyle ?? (pointer > object ? "pointer" : "object")
        if configStyle == nil, pointer > object {
            adoption.config.append(("pointerStyle", .string("pointer")))
        }
        let existingAccess = existing?["accessLevel"].flatMap { level -> String? in
            if case .string(let text) = level { return text }
            return nil
        }
        if !handWritten.isEmpty {
            adoption.config.append(("exclude", .array(handWritten.map(OrderedJSON.string))))
        }
        var appTypes: [String] = []
        for index in planners.indices {
            adoption.reports += handWrittenReports.filter { $0.position == index }.map(\.report)
            // The config's style is the one most pointer fields have; the others get their own.
            planners[index].finish(pointerStyle: style)
            planners[index].reconcile(
                with: existing?["classes"]?[planners[index].parseClass.name], accessLevel: existingAccess)
            adoption.reports.append(planners[index].report)
            adoption.rewrites.append(ModelRewrite(planners[index]))
            if !planners[index].entry.isEmpty {
                classEntries.append((planners[index].parseClass.name, .object(planners[index].entry)))
            }
            for name in planners[index].appTypes where !appTypes.contains(name) {
                appTypes.append(name)
            }
        }
        adoption.reports += handWrittenReports.filter { $0.position == planners.count }.map(\.report)
        if !appTypes.isEmpty {
            adoption.config.append(("appTypes", .array(appTypes.map(OrderedJSON.string))))
        }
        if !classEntries.isEmpty {
            adoption.config.append(("classes", .object(classEntries)))
        }
        return adoption
    }
}
