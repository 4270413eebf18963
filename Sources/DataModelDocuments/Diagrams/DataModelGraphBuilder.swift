import ParseModelGenerator
import ParseSchema

extension DataModelGraph {
    /// Runs the generator's stages (read, decode, validate, translate) on the inputs and builds the graph
    /// of what generation would write; nil, with the diagnostics, when the inputs have errors.
    package static func load(schemas: [SourceFile], config: SourceFile?) -> (
        graph: DataModelGraph?, diagnostics: [Diagnostic]
    ) {
        let analysis = Generator.analyse(schemas: schemas, config: config, forCodeGeneration: false)
        let diagnostics = Diagnostic.sorted(analysis.diagnostics)
        guard analysis.plan != nil, !diagnostics.containsErrors else { return (nil, diagnostics) }
        return (build(from: analysis), diagnostics)
    }

    /// The graph of an analysis's plan: one class per generated model, matched to its Parse class, with
    /// every field of the schema and the property generation made of it. Empty when the plan is missing.
    package static func build(from analysis: Generator.Analysis) -> DataModelGraph {
        guard let plan = analysis.plan else {
            return DataModelGraph(classes: [], placeholders: [], links: [], sourceFiles: [])
        }
        var declared: [String: ParseClass] = [:]
        for parseClass in analysis.classes where declared[parseClass.name] == nil {
            declared[parseClass.name] = parseClass
        }
        var classes: [DataModelClass] = []
        var modelByParseName: [String: String] = [:]
        var helpersByModel: [String: [String: [DataModelHelper]]] = [:]
        let sharedScope = DataModelSwiftAPIBuilder.sharedScope(plan)
        for model in plan.models {
            let parseName = parseClassName(of: model)
            let parseClass = declared[parseName]
            let refinement = analysis.config.classes[parseName]
            let scopes = [DataModelSwiftAPIBuilder.scope(of: model.nestedTypes, prefix: model.typeName), sharedScope]
            var rows = fields(of: model, parseName: parseName, parseClass: parseClass, refinement: refinement)
            let keys = DataModelSwiftAPIBuilder.queryKeys(of: model)
            var properties: [String: PropertyPlan] = [:]
            for property in model.allProperties where properties[property.wireKey] == nil {
                properties[property.wireKey] = property
            }
            for index in rows.indices {
                rows[index].queryKey = keys[rows[index].parseName]
                if let property = properties[rows[index].parseName] {
                    rows[index].valueTypes = DataModelSwiftAPIBuilder.valueTypeNames(in: property.type, scopes: scopes)
                }
            }
            helpersByModel[model.typeName] = DataModelSwiftAPIBuilder.helpers(of: model)
            classes.append(
                DataModelClass(
                    parseName: parseName, swiftTypeName: model.typeName, protocolName: model.protocolName,
                    isSystem: parseName.hasPrefix("_"), isDeclared: parseClass != nil,
                    description: nonEmpty(refinement?.doc) ?? nonEmpty(parseClass?.description),
                    fields: rows, classLevelPermissions: parseClass?.classLevelPermissions,
                    valueTypes: DataModelSwiftAPIBuilder.valueTypes(
                        model.nestedTypes, prefix: model.typeName, scopes: [sharedScope])
                ))
            modelByParseName[parseName] = model.typeName
        }
        classes.sort { $0.swiftTypeName.utf8Precedes($1.swiftTypeName) }

        var links: [DataModelLink] = []
        var placeholders: [String: DataModelPlaceholder] = [:]
        for model in classes {
            for field in model.fields {
                guard let target = field.parseType.targetClass else { continue }
                let node: DataModelNode
                if let typeName = modelByParseName[target] {
                    node = .model(typeName)
                } else {
                    node = .placeholder(target)
                    placeholders[target] = DataModelPlaceholder(
                        parseName: target, reason: declared[target] == nil ? .undeclared : .excluded,
                        configuredSwiftType: analysis.config.targetTypes[target]?.value
                    )
                }
                let kind: DataModelLink.Kind
                if case .relation = field.parseType { kind = .relation } else { kind = .pointer }
                links.append(
                    DataModelLink(
                        kind: kind, from: model.swiftTypeName, field: field.parseName, swiftProperty: field.swiftName,
                        to: node, isRequired: field.isRequired,
                        helpers: helpersByModel[model.swiftTypeName]?[field.parseName] ?? []
                    ))
            }
        }
        let sourceFiles = Set(analysis.classes.flatMap(\.sourceFiles)).sorted { $0.utf8Precedes($1) }
        return DataModelGraph(
            classes: classes,
            placeholders: placeholders.values.sorted { $0.parseName.utf8Precedes($1.parseName) },
            links: links,
            sourceFiles: sourceFiles,
            sharedTypes: DataModelSwiftAPIBuilder.sharedTypes(plan)
        )
    }

    /// The Parse class a model was generated from. A model names its class when the names differ; the SDK
    /// protocols of system classes carry theirs; otherwise the type name is the class name.
    static func parseClassName(of model: ModelPlan) -> String {
        if let wireName = model.wireClassName { return wireName }
        if let system = systemClassNames.first(where: { SystemModelShapes.protocolName(for: $0) == model.protocolName })
        {
            return system
        }
        return model.typeName
    }

    /// The system classes with an SDK protocol of their own.
    private static let systemClassNames = ["_User", "_Role", "_Session", "_Installation"]

    /// The rows of a class: Parse Server's built-in columns first, then the generated properties in their
    /// order, then any declared field generation made no property of.
    private static func fields(
        of model: ModelPlan, parseName: String, parseClass: ParseClass?, refinement: ClassRefinement?
    ) -> [DataModelField] {
        var declared: [String: ParseField] = [:]
        for field in parseClass?.fields ?? [] where declared[field.name] == nil {
            declared[field.name] = field
        }
        var properties: [String: PropertyPlan] = [:]
        for property in model.allProperties where properties[property.wireKey] == nil {
            properties[property.wireKey] = property
        }
        var rows: [DataModelField] = []
        var listed = Set<String>()
        func add(_ name: String, type: ParseFieldType, isBuiltIn: Bool) {
            guard listed.insert(name).inserted else { return }
            let field = declared[name]
            let property = properties[name]
            let inlineDoc = field?.refinement?.doc
            rows.append(
                DataModelField(
                    parseName: name, swiftName: property?.name, parseType: field?.type ?? type,
                    swiftType: property.map { SwiftTypeText.spell($0.type) }, isBuiltIn: isBuiltIn,
                    isRequired: field?.required == true, defaultValue: field?.defaultValue,
                    description: nonEmpty(refinement?.fields[name]?.doc) ?? nonEmpty(inlineDoc)
                        ?? nonEmpty(field?.description)
                ))
        }
        for (name, type) in SystemClasses.builtIns(of: parseName) {
            add(name, type: type, isBuiltIn: true)
        }
        for property in model.properties {
            guard let field = declared[property.wireKey] else { continue }
            add(field.name, type: field.type, isBuiltIn: false)
        }
        let rest = declared.values.filter { !listed.contains($0.name) }.sorted { $0.name.utf8Precedes($1.name) }
        for field in rest {
            add(field.name, type: field.type, isBuiltIn: false)
        }
        return rows
    }

    private static func nonEmpty(_ text: String?) -> String? {
        guard let text, !text.isEmpty else { return nil }
        return text
    }
}
