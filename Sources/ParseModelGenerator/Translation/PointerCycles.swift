import ParseSchema

/// Breaks cycles of models that would contain each other.
///
/// With the `object` pointer style a Pointer field is typed with its target model (`var parent: Comment?`).
/// Generated models are structs, and a struct cannot store itself, directly or through other structs:
/// a class pointing at itself (a comment's parent comment) or two classes pointing at each other
/// would not compile. Every pointer that closes such a cycle is typed `Pointer<Target>?` instead,
/// which holds only the class name and object id. Arrays and dictionaries store their elements
/// out of line, so only direct (optional) stored properties, including those of nested structs, count.
///
/// A pointer from a model to a target closes a cycle exactly when the target can reach the model again,
/// that is when both are in the same strongly connected component of the containment graph. The
/// components are found in one pass over the graph (Tarjan's algorithm, with an explicit stack, so a
/// chain of 50,000 classes cannot overflow the call stack): time linear in models plus pointers.
enum PointerCycles {
    /// Types every pointer property of `plan` that closes a containment cycle `Pointer<Target>`. The config's
    /// shared structs are nodes of the graph too: a model storing one stores what the struct stores, and a
    /// pointer inside a shared struct that closes a cycle is retyped there, for every model that uses it.
    ///
    /// A local property (the config's `localProperties`) counts too, but is never retyped: its type is the
    /// app's choice, which code beside the model uses. A cycle through a pointer field is broken at the field;
    /// a cycle of local properties (and SDK-required properties) alone cannot be broken, so each local
    /// property on one is an error at its `swiftType`, returned.
    @discardableResult
    static func breakCycles(in plan: inout GenerationPlan) -> [Diagnostic] {
        var nodeOf: [String: Int] = [:]
        for model in plan.models where nodeOf[model.typeName] == nil {
            nodeOf[model.typeName] = nodeOf.count
        }
        let modelNodeCount = nodeOf.count
        // Shared type names never take a model's name (the translator refuses them), so one table holds both.
        var sharedStructIndices: [Int] = []
        for index in plan.sharedTypes.indices {
            guard case .structure = plan.sharedTypes[index].declaration, nodeOf[plan.sharedTypes[index].name] == nil
            else { continue }
            nodeOf[plan.sharedTypes[index].name] = nodeOf.count
            sharedStructIndices.append(index)
        }
        // Each model's stored targets are found on its own, on every core.
        let targets = plan.models.concurrentMap { model in
            // SDK-required properties (a session's user) count for cycles but are never retyped.
            let scope = StructScope(types: model.nestedTypes, enclosing: nil, path: "")
            // Each list walked in place: joining them first copied every property plan.
            var found: Set<String> = []
            addDirectTargets(of: model.builtInProperties, in: scope, modelNodes: nodeOf, to: &found)
            addDirectTargets(of: model.properties, in: scope, modelNodes: nodeOf, to: &found)
            addDirectTargets(of: model.localProperties, in: scope, modelNodes: nodeOf, to: &found)
            return found
        }
        var edges = Array(repeating: Set<String>(), count: nodeOf.count)
        for (model, modelTargets) in zip(plan.models, targets) {
            guard let node = nodeOf[model.typeName] else { continue }
            edges[node].formUnion(modelTargets)
        }
        for index in sharedStructIndices {
            guard case .structure(let shared) = plan.sharedTypes[index].declaration, let node = nodeOf[shared.name]
            else { continue }
            var found: Set<String> = []
            addDirectTargets(
                of: shared.properties, in: StructScope(types: shared.nestedTypes, enclosing: nil, path: ""),
                modelNodes: nodeOf, to: &found)
            edges[node].formUnion(found)
        }
        let successors = edges.map { $0.compactMap { nodeOf[$0] } }
        let component = StronglyConnectedComponents.components(successors: successors)
        // A pointer from a node to a model in its own component closes a cycle (itself included); pointers only
        // lead to models, so a shared struct in the component is never a target to retype.
        func closingTargets(of node: Int) -> Set<String> {
            edges[node].filter { target in
                guard let targetNode = nodeOf[target], targetNode < modelNodeCount else { return false }
                return component[targetNode] == component[node]
            }
        }
        // Retyped in place, on every core: only the properties that change are touched, and a model
        // without a closing pointer is not copied at all.
        plan.models.concurrentForEachInPlace { model in
            guard let node = nodeOf[model.typeName] else { return }
            let closing = closingTargets(of: node)
            guard !closing.isEmpty else { return }
            retype(&model.properties, targets: closing)
            retype(&model.nestedTypes, targets: closing)
        }
        for index in sharedStructIndices {
            guard case .structure(var shared) = plan.sharedTypes[index].declaration, let node = nodeOf[shared.name]
            else { continue }
            let closing = closingTargets(of: node)
            guard !closing.isEmpty else { continue }
            retype(&shared.properties, targets: closing)
            retype(&shared.nestedTypes, targets: closing)
            plan.sharedTypes[index].declaration = .structure(shared)
        }
        return localCycles(in: plan.models, nodeOf: nodeOf, modelNodeCount: modelNodeCount)
    }

    /// The local properties on cycles of models that store each other through local and SDK-required
    /// properties only: what retyping pointer fields cannot break. Pointers inside shared structs that close
    /// a cycle are retyped already, so only model-to-model edges remain.
    private static func localCycles(in models: [ModelPlan], nodeOf: [String: Int], modelNodeCount: Int)
        -> [Diagnostic]
    {
        guard models.contains(where: { !$0.localProperties.isEmpty }) else { return [] }
        var successors = Array(repeating: [Int](), count: modelNodeCount)
        var localTargets: [[Set<String>]] = []
        for model in models {
            let scope = StructScope(types: model.nestedTypes, enclosing: nil, path: "")
            var found: Set<String> = []
            addDirectTargets(of: model.builtInProperties, in: scope, modelNodes: nodeOf, to: &found)
            var perLocal: [Set<String>] = []
            for property in model.localProperties {
                var targets: Set<String> = []
                addDirectTargets(of: [property], in: scope, modelNodes: nodeOf, to: &targets)
                found.formUnion(targets)
                perLocal.append(targets)
            }
            localTargets.append(perLocal)
            guard let node = nodeOf[model.typeName], node < modelNodeCount else { continue }
            successors[node] += found.compactMap { nodeOf[$0].flatMap { $0 < modelNodeCount ? $0 : nil } }.sorted()
        }
        let component = StronglyConnectedComponents.components(successors: successors)
        var diagnostics: [Diagnostic] = []
        for (model, perLocal) in zip(models, localTargets) {
            guard let node = nodeOf[model.typeName] else { continue }
            for (index, targets) in perLocal.enumerated() {
                let closing = targets.filter { nodeOf[$0].map { component[$0] == component[node] } ?? false }
                    .sorted { $0.utf8Precedes($1) }
                guard let target = closing.first else { continue }
                let property = model.localProperties[index]
                let location = index < model.localPropertyLocations.count ? model.localPropertyLocations[index] : nil
                diagnostics.append(
                    Diagnostic(
                        .error,
                        target == model.typeName
                            ? "local property '\(property.name)' of \(model.typeName) stores a \(target), so the struct would contain itself"
                            : "local property '\(property.name)' of \(model.typeName) stores a \(target), which stores a \(model.typeName) through local properties, so each struct would contain itself",
                        at: location,
                        hint:
                            "give it the type \"Pointer<\(target)>\" (the object's class and id) or \"[\(target)]\" (stored out of line); a local property keeps the type the config gives it"
                    ))
            }
        }
        return diagnostics
    }

    /// The cycles of `structs` that store each other directly (not in an array or dictionary), each as the
    /// names of one strongly connected component, sorted, the components in the order of their first names.
    /// No pointer type can break such a cycle: the translator refuses it.
    static func selfContainingStructs(_ structs: [StructPlan]) -> [[String]] {
        var nodeOf: [String: Int] = [:]
        for plan in structs where nodeOf[plan.name] == nil {
            nodeOf[plan.name] = nodeOf.count
        }
        var successors = Array(repeating: [Int](), count: nodeOf.count)
        var selfLoops = Set<Int>()
        for plan in structs {
            guard let node = nodeOf[plan.name] else { continue }
            var found: Set<String> = []
            addDirectTargets(
                of: plan.properties, in: StructScope(types: plan.nestedTypes, enclosing: nil, path: ""),
                modelNodes: nodeOf, to: &found)
            successors[node] = found.compactMap { nodeOf[$0] }.sorted()
            if found.contains(plan.name) { selfLoops.insert(node) }
        }
        let component = StronglyConnectedComponents.components(successors: successors)
        var members: [Int: [String]] = [:]
        for (name, node) in nodeOf {
            members[component[node], default: []].append(name)
        }
        return members.values.compactMap { names -> [String]? in
            let cyclic = names.count > 1 || names.contains { nodeOf[$0].map(selfLoops.contains) ?? false }
            return cyclic ? names.sorted { $0.utf8Precedes($1) } : nil
        }.sorted { $0[0].utf8Precedes($1[0]) }
    }

    /// The nested types visible at one level of a model: its own, then those of the scopes around it.
    /// Swift looks a name up innermost first, so an inner `Box` hides a model-level `Box` inside its struct.
    private final class StructScope {
        let structs: [String: StructPlan]
        let enclosing: StructScope?
        /// The dotted names of the structs around this level, from the model: unique within a model.
        let path: String

        init(types: [NestedTypePlan], enclosing: StructScope?, path: String) {
            var structs: [String: StructPlan] = [:]
            for case .structure(let plan) in types where structs[plan.name] == nil {
                structs[plan.name] = plan
            }
            self.structs = structs
            self.enclosing = enclosing
            self.path = path
        }

        /// The struct `name` means here, and the scope that declares it.
        func lookUp(_ name: String) -> (plan: StructPlan, scope: StructScope)? {
            var scope: StructScope? = self
            while let current = scope {
                if let plan = current.structs[name] { return (plan, current) }
                scope = current.enclosing
            }
            return nil
        }
    }

    /// Adds to `result` the model names `properties`, declared in `scope`, store directly (not in an array
    /// or dictionary), looking into nested structs. A property typed with a struct holds the struct its own field declared,
    /// so every struct is walked once per field that spells it out in the input: linear in the input.
    /// Recursion follows the nesting of struct declarations, which the reader's depth limit bounds; a struct
    /// already being walked (which the translator never produces, since nested names avoid enclosing ones)
    /// is not walked again, so even such a plan cannot recurse without end.
    private static func addDirectTargets(
        of properties: [PropertyPlan], in scope: StructScope, modelNodes: [String: Int], walking: Set<String> = [],
        to result: inout Set<String>
    ) {
        for property in properties {
            guard case .named(let name) = property.type.unwrapped else { continue }
            // Nested types never take a model's name (the translator renames them), so a model name is the model.
            if modelNodes[name] != nil {
                result.insert(name)
            } else if let (plan, declaringScope) = scope.lookUp(name) {
                let inner = StructScope(
                    types: plan.nestedTypes, enclosing: declaringScope, path: declaringScope.path + "." + name)
                guard !walking.contains(inner.path) else { continue }
                addDirectTargets(
                    of: plan.properties, in: inner, modelNodes: modelNodes, walking: walking.union([inner.path]),
                    to: &result)
            }
        }
    }

    /// Each property stored directly as a model of `targets` becomes `Pointer<Model>`; the others are left alone.
    private static func retype(_ properties: inout [PropertyPlan], targets: Set<String>) {
        for index in properties.indices {
            switch properties[index].type {
            case .named(let name) where targets.contains(name):
                properties[index].type = .generic("Pointer", [.named(name)])
            case .optional(.named(let name)) where targets.contains(name):
                properties[index].type = .optional(.generic("Pointer", [.named(name)]))
            default:
                break
            }
        }
    }

    /// The same inside nested structs, at every depth; a struct with nothing to retype is left as it is.
    private static func retype(_ nestedTypes: inout [NestedTypePlan], targets: Set<String>) {
        for index in nestedTypes.indices {
            guard case .structure(var nested) = nestedTypes[index], storesAny(of: targets, nested) else { continue }
            retype(&nested.properties, targets: targets)
            retype(&nested.nestedTypes, targets: targets)
            nestedTypes[index] = .structure(nested)
        }
    }

    /// Whether `plan`, or a struct nested in it, has a property `retype` would change.
    private static func storesAny(of targets: Set<String>, _ plan: StructPlan) -> Bool {
        plan.properties.contains { property in
            if case .named(let name) = property.type.unwrapped { return targets.contains(name) }
            return false
        }
            || plan.nestedTypes.contains { nested in
                if case .structure(let inner) = nested { return storesAny(of: targets, inner) }
                return false
            }
    }
}
