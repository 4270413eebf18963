/// Where a nested type is declared, for spelling the types its properties name: the chain of types from
/// the model (or shared type) down to the struct being declared, with the nested type names each declares.
struct NestedScope {
    /// The type names from the outermost down (`["Post", "Outer"]`).
    private let path: [String]
    /// The nested type names each level of `path` declares, innermost last.
    private let declared: [Set<String>]

    /// The scope of the types nested directly in the model or shared type `typeName`.
    init(root typeName: String, nestedTypes: [NestedTypePlan]) {
        path = [typeName]
        declared = [Set(nestedTypes.map(\.name))]
    }

    /// The file's top level, where a shared type is declared.
    static let topLevel = NestedScope(path: [], declared: [[]])

    private init(path: [String], declared: [Set<String>]) {
        self.path = path
        self.declared = declared
    }

    /// The scope inside `structure`, a member of this scope's innermost type.
    func entering(_ structure: StructPlan) -> NestedScope {
        NestedScope(path: path + [structure.name], declared: declared + [Set(structure.nestedTypes.map(\.name))])
    }

    /// The innermost type, spelled from the outermost (`Post.Outer`).
    var qualifiedPath: String {
        path.map(SwiftText.identifier).joined(separator: ".")
    }

    /// `structure` (the innermost type of this scope) with each property type that names a type of a
    /// scope two or more levels out spelled from the outermost type; its own nested types and those of
    /// the type it is declared in need no qualification.
    func qualifying(_ structure: StructPlan) -> StructPlan {
        guard declared.count > 2 else { return structure }
        var qualified = structure
        for index in qualified.properties.indices {
            qualified.properties[index].type = qualify(qualified.properties[index].type)
        }
        return qualified
    }

    private func qualify(_ type: SwiftType) -> SwiftType {
        switch type {
        case .named(let name):
            return .named(spelling(of: name))
        case .optional(let wrapped):
            return .optional(qualify(wrapped))
        case .array(let element):
            return .array(qualify(element))
        case .dictionary(let key, let value):
            return .dictionary(key: qualify(key), value: qualify(value))
        case .generic(let name, let arguments):
            return .generic(name, arguments.map(qualify))
        }
    }

    /// `name` as Swift would look it up from inside the innermost type when declared inside each other:
    /// the innermost level that declares it wins. Names no level declares (models, shared and SDK types)
    /// and dotted names stay as they are.
    private func spelling(of name: String) -> String {
        let innermost = declared.count - 1
        for level in stride(from: innermost, through: 0, by: -1) where declared[level].contains(name) {
            guard level < innermost - 1 else { return name }
            return path[...level].joined(separator: ".") + "." + name
        }
        return name
    }
}
