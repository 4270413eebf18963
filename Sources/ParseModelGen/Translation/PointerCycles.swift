/// Breaks cycles of models that would contain each other.
///
/// With the `object` pointer style a Pointer field is typed with its target model (`var parent: Comment?`).
/// Generated models are structs, and a struct cannot store itself, directly or through other structs:
/// a class pointing at itself (a comment's parent comment) or two classes pointing at each other
/// would not compile. Every pointer that closes such a cycle is typed `Pointer<Target>?` instead,
/// which holds only the class name and object id. Arrays and dictionaries store their elements
/// out of line, so only direct (optional) stored properties, including those of nested structs, count.
enum PointerCycles {
    /// `plan` with every pointer property that closes a containment cycle typed `Pointer<Target>`.
    static func broken(_ plan: GenerationPlan) -> GenerationPlan {
        let modelNames = Set(plan.models.map(\.typeName))
        var contains: [String: Set<String>] = [:]
        for model in plan.models {
            // SDK-required properties (a session's user) count for cycles but are never retyped.
            contains[model.typeName] = directTargets(model.builtInProperties + model.properties, nestedTypes: model.nestedTypes, modelNames: modelNames)
        }
        var result = plan
        for index in result.models.indices {
            let model = result.models[index].typeName
            // A pointer from `model` to a target that can reach `model` again closes a cycle.
            let closing = Set((contains[model] ?? []).filter { $0 == model || reachable(from: $0, edges: contains).contains(model) })
            guard !closing.isEmpty else { continue }
            result.models[index].properties = result.models[index].properties.map { rewrite($0, targets: closing) }
            result.models[index].nestedTypes = result.models[index].nestedTypes.map { rewrite($0, targets: closing) }
        }
        return result
    }

    /// The models stored directly (not in an array or dictionary) by `properties`, looking into nested structs.
    private static func directTargets(_ properties: [PropertyPlan], nestedTypes: [NestedTypePlan], modelNames: Set<String>) -> Set<String> {
        var structs: [String: StructPlan] = [:]
        for case .structure(let plan) in nestedTypes { structs[plan.name] = plan }
        var result: Set<String> = []
        for property in properties {
            guard case .named(let name) = property.type.unwrapped else { continue }
            if modelNames.contains(name) {
                result.insert(name)
            } else if let nested = structs[name] {
                result.formUnion(directTargets(nested.properties, nestedTypes: nested.nestedTypes + nestedTypes, modelNames: modelNames))
            }
        }
        return result
    }

    /// Every model `start` contains, directly or through others.
    private static func reachable(from start: String, edges: [String: Set<String>]) -> Set<String> {
        var seen: Set<String> = []
        var pending = Array(edges[start] ?? [])
        while let node = pending.popLast() {
            if seen.insert(node).inserted {
                pending += edges[node] ?? []
            }
        }
        return seen
    }

    /// A property stored directly as a model of `targets` becomes `Pointer<Model>`.
    private static func rewrite(_ property: PropertyPlan, targets: Set<String>) -> PropertyPlan {
        var property = property
        switch property.type {
        case .named(let name) where targets.contains(name):
            property.type = .generic("Pointer", [.named(name)])
        case .optional(.named(let name)) where targets.contains(name):
            property.type = .optional(.generic("Pointer", [.named(name)]))
        default:
            break
        }
        return property
    }

    private static func rewrite(_ nested: NestedTypePlan, targets: Set<String>) -> NestedTypePlan {
        guard case .structure(var plan) = nested else { return nested }
        plan.properties = plan.properties.map { rewrite($0, targets: targets) }
        plan.nestedTypes = plan.nestedTypes.map { rewrite($0, targets: targets) }
        return .structure(plan)
    }
}
