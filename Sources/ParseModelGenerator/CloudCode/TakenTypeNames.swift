/// The type names a Cloud type cannot take: the models', the shared types', the ones generated code uses and
/// the SDK's, and the Cloud types planned so far, in one set: each name is hashed once.
struct TakenTypeNames {
    /// The names no run's types may take, joined once per process rather than once per plan.
    private static let fixed = ReservedNames.referencedTypes.union(ReservedNames.nestedTypes)
        .union(SDKNames.plainTypes).union(SDKNames.genericTypes)

    private var names: Set<String>

    init(models: Set<String>, shared: [String]) {
        names = Self.fixed
        names.formUnion(models)
        names.formUnion(shared)
    }

    func contains(_ name: String) -> Bool {
        names.contains(name)
    }

    /// Takes `name` for a Cloud type; `false` when it is taken already.
    mutating func insertCloudType(_ name: String) -> Bool {
        names.insert(name).inserted
    }
}
