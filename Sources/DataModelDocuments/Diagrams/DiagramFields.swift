/// Which fields a diagram lists inside each class.
package enum DiagramFields: String, Hashable, Sendable, CaseIterable {
    /// Class names only; the edges still show every pointer and relation.
    case none
    /// The object id and the pointer and relation fields.
    case keys
    /// Every field.
    case all

    /// The fields of `model` this choice lists.
    func selected(_ model: DataModelClass) -> [DataModelField] {
        switch self {
        case .none: return []
        case .keys: return model.fields.filter(\.isKey)
        case .all: return model.fields
        }
    }
}

/// The diagram languages.
package enum DiagramFormat: String, Hashable, Sendable, CaseIterable {
    /// A Mermaid `erDiagram`, which GitHub and GitLab render in Markdown.
    case mermaid
    /// Graphviz DOT.
    case dot
}
