import ParseModelGenerator
import ParseSchema

/// Reads the Swift side of the graph (``DataModelValueType``, ``DataModelQueryKey``, ``DataModelHelper``)
/// from the generator's plan.
enum DataModelSwiftAPIBuilder {
    /// The names a scope declares, innermost scope first: each maps a declared name to its qualified name.
    typealias Scopes = [[String: String]]

    /// The shared types' scope: their names are qualified by nothing.
    static func sharedScope(_ plan: GenerationPlan) -> [String: String] {
        var scope: [String: String] = [:]
        for shared in plan.sharedTypes { scope[shared.name] = shared.name }
        return scope
    }

    /// The names `types` declares, qualified by `prefix` (empty for the top level).
    static func scope(of types: [NestedTypePlan], prefix: String) -> [String: String] {
        var scope: [String: String] = [:]
        for type in types where scope[type.name] == nil {
            scope[type.name] = qualified(type.name, in: prefix)
        }
        return scope
    }

    /// The value types of `types` and of those nested in them, outer ones first, qualified by `prefix`;
    /// their properties' types are resolved in `scopes` (the scopes around `types`).
    static func valueTypes(_ types: [NestedTypePlan], prefix: String, scopes: Scopes) -> [DataModelValueType] {
        let inner = [scope(of: types, prefix: prefix)] + scopes
        var result: [DataModelValueType] = []
        var nested: [DataModelValueType] = []
        for type in types {
            let name = qualified(type.name, in: prefix)
            switch type {
            case .enumeration(let plan):
                result.append(DataModelValueType(name: plan.name, qualifiedName: name, shape: enumShape(plan)))
            case .structure(let plan):
                let structScopes = [scope(of: plan.nestedTypes, prefix: name)] + inner
                let properties = plan.properties.map { property in
                    DataModelStructProperty(
                        wireKey: property.wireKey, swiftName: property.name,
                        swiftType: SwiftTypeText.spell(property.type),
                        valueTypes: valueTypeNames(in: property.type, scopes: structScopes))
                }
                result.append(
                    DataModelValueType(name: plan.name, qualifiedName: name, shape: .structure(properties: properties)))
                nested += valueTypes(plan.nestedTypes, prefix: name, scopes: inner)
            }
        }
        return result + nested
    }

    /// The shared types of the plan, sorted by name.
    static func sharedTypes(_ plan: GenerationPlan) -> [DataModelValueType] {
        let types = plan.sharedTypes.map(\.declaration)
        return valueTypes(types, prefix: "", scopes: []).sorted { $0.qualifiedName.utf8Precedes($1.qualifiedName) }
    }

    /// The qualified names of the generated types `type` names, in the order it names them, each once.
    static func valueTypeNames(in type: SwiftType, scopes: Scopes) -> [String] {
        var names: [String] = []
        func visit(_ type: SwiftType) {
            switch type {
            case .named(let name):
                guard let found = scopes.lazy.compactMap({ $0[name] }).first, !names.contains(found) else { return }
                names.append(found)
            case .optional(let wrapped), .array(let wrapped):
                visit(wrapped)
            case .dictionary(let key, let value):
                visit(key)
                visit(value)
            case .generic(_, let arguments):
                arguments.forEach(visit)
            }
        }
        visit(type)
        return names
    }

    /// The typed key of the field with wire key `wireKey`, if the model has one.
    static func queryKeys(of model: ModelPlan) -> [String: DataModelQueryKey] {
        var keys: [String: DataModelQueryKey] = [:]
        for key in model.queryKeys where keys[key.wireKey] == nil {
            keys[key.wireKey] = DataModelQueryKey(
                name: key.name,
                typeName: key.kind.keyTypeName + "<" + model.typeName + ", " + SwiftTypeText.spell(key.valueType) + ">")
        }
        return keys
    }

    /// The helpers generated for each pointer and relation field of `model`, by wire key: the relation's own
    /// query, add and remove first, then the helper on the target.
    static func helpers(of model: ModelPlan) -> [String: [DataModelHelper]] {
        var helpers: [String: [DataModelHelper]] = [:]
        for relation in model.relationHelpers {
            helpers[relation.wireKey, default: []] += [
                DataModelHelper(owner: model.typeName, name: relation.queryMethodName, arguments: "()"),
                DataModelHelper(owner: model.typeName, name: relation.addMethodName, arguments: "(_:)"),
                DataModelHelper(owner: model.typeName, name: relation.removeMethodName, arguments: "(_:)"),
            ]
        }
        for inverse in model.inverseHelpers {
            helpers[inverse.wireKey, default: []].append(
                DataModelHelper(owner: inverse.targetType, name: inverse.methodName, arguments: "()"))
        }
        return helpers
    }

    private static func qualified(_ name: String, in prefix: String) -> String {
        prefix.isEmpty ? name : prefix + "." + name
    }

    private static func enumShape(_ plan: EnumPlan) -> DataModelValueType.Shape {
        let cases = plan.cases.map { enumCase -> DataModelEnumCase in
            switch enumCase.rawValue {
            case .string(let value):
                return DataModelEnumCase(
                    name: enumCase.name, rawValue: "\"" + value + "\"", rawValueIsName: value == enumCase.name)
            case .int(let value):
                return DataModelEnumCase(name: enumCase.name, rawValue: String(value), rawValueIsName: false)
            }
        }
        return .enumeration(rawType: plan.rawType.rawValue, cases: cases, unknownCase: plan.unknownCaseName)
    }
}
