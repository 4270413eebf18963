/// What kind of typed key a field gets, which decides the constraints and options it offers.
package enum QueryKeyKind: Hashable, Sendable {
    /// A value field: compared, matched, ordered.
    case value
    /// A pointer to a generated (or user-provided) model: compared with objects and pointers, included.
    case pointer
    /// A relation: compared with a member object (containment).
    case relation

    /// The support file's generic type of such a key: `ParseFieldKey<Book, String>`,
    /// `ParsePointerKey<Book, Genre>` or `ParseRelationKey<Book, Author>`.
    package var keyTypeName: String {
        switch self {
        case .value: return "ParseFieldKey"
        case .pointer: return "ParsePointerKey"
        case .relation: return "ParseRelationKey"
        }
    }
}

/// A typed query key of a model: `Book.Key.title`.
package struct QueryKeyPlan: Hashable, Sendable {
    /// The Swift name of the key (the property's name).
    package var name: String
    /// The wire key.
    package var wireKey: String
    /// The kind of key.
    package var kind: QueryKeyKind
    /// The value compared against: the property type without `Optional`, or the target model for pointers and relations.
    package var valueType: SwiftType
}

/// Helpers for one Relation field: query the members, add, remove.
package struct RelationHelperPlan: Hashable, Sendable {
    /// The wire key.
    package var wireKey: String
    /// The target model type.
    package var targetType: String
    /// The name stem of the helpers (`Authors` gives `queryAuthors()`, `addToAuthors(_:)`...).
    package var stem: String

    /// The method querying the relation's members: `queryAuthors`.
    package var queryMethodName: String { HelperNaming.relationQueryName(stem: stem) }
    /// The method adding objects to the relation: `addToAuthors`.
    package var addMethodName: String { HelperNaming.relationAddName(stem: stem) }
    /// The method removing objects from the relation: `removeFromAuthors`.
    package var removeMethodName: String { HelperNaming.relationRemoveName(stem: stem) }
}

/// A helper declared on the target of a pointer or relation: the objects of the declaring model that
/// point at it or hold it in their relation, as in `genre.queryBooksByGenre()`.
package struct InverseHelperPlan: Hashable, Sendable {
    /// Whether the field is a pointer or a relation.
    package enum Kind: Hashable, Sendable {
        /// The field points at the target.
        case pointer
        /// The field's relation contains the target.
        case relation
    }

    /// The type the helper extends (the field's target).
    package var targetType: String
    /// The helper's name: `query`, the declaring model's name in the plural, `By`, the field.
    package var methodName: String
    /// The wire key of the field.
    package var wireKey: String
    /// Whether the field is a pointer or a relation.
    package var kind: Kind
}
