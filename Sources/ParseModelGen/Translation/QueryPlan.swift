/// What kind of typed key a field gets, which decides the constraints and options it offers.
public enum QueryKeyKind: Hashable, Sendable {
    /// A value field: compared, matched, ordered.
    case value
    /// A pointer to a generated (or user-provided) model: compared with objects and pointers, included.
    case pointer
    /// A relation: compared with a member object (containment).
    case relation
}

/// A typed query key of a model: `Book.Key.title`.
public struct QueryKeyPlan: Hashable, Sendable {
    /// The Swift name of the key (the property's name).
    public var name: String
    /// The wire key.
    public var wireKey: String
    /// The kind of key.
    public var kind: QueryKeyKind
    /// The value compared against: the property type without `Optional`, or the target model for pointers and relations.
    public var valueType: SwiftType
}

/// Helpers for one Relation field: query the members, add, remove.
public struct RelationHelperPlan: Hashable, Sendable {
    /// The wire key.
    public var wireKey: String
    /// The target model type.
    public var targetType: String
    /// The name stem of the helpers (`Authors` gives `queryAuthors()`, `addToAuthors(_:)`...).
    public var stem: String
}

/// A helper declared on the target of a pointer or relation: the objects of the declaring model that
/// point at it or hold it in their relation, as in `genre.queryBooksByGenre()`.
public struct InverseHelperPlan: Hashable, Sendable {
    /// Whether the field is a pointer or a relation.
    public enum Kind: Hashable, Sendable {
        /// The field points at the target.
        case pointer
        /// The field's relation contains the target.
        case relation
    }

    /// The type the helper extends (the field's target).
    public var targetType: String
    /// The helper's name: `query`, the declaring model's name in the plural, `By`, the field.
    public var methodName: String
    /// The wire key of the field.
    public var wireKey: String
    /// Whether the field is a pointer or a relation.
    public var kind: Kind
}
