/// The support file's Swift source. It is fixed code: the access level is its only hole, written
/// `@access@` (replaced by `public `, `package ` or nothing), so the code reads as the code it is.
/// The golden tests type-check it in every SDK shape and language mode.
///
/// Why it looks the way it does:
/// - Constraints return `ParseFieldConstraint<Model>`, not the SDK's `QueryConstraint`, so a key of
///   another model is a compile error in `query(...)` and `where(...)`.
/// - Constraint helpers are members of the key types, so they add no global overloads for the type
///   checker to try on unrelated expressions; each calls the SDK's string-keyed function, so the query
///   JSON is exactly what the string API produces.
/// - The SDK calls go through private forwarders: inside a member named `containedIn`, an unqualified
///   `containedIn(key:array:)` would find the member, and `ParseSwift.` fails when the app declares a
///   type of that name.
enum SupportFileTemplate {
    static let source = #"""
/// Any JSON value: the type of Object and Array fields whose contents the schema does not describe.
@access@enum ParseJSONValue: Codable, Hashable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([ParseJSONValue])
    /// An object.
    case object([String: ParseJSONValue])

    /// Decodes whatever JSON value is there.
    @access@init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([ParseJSONValue].self) {
            self = .array(value)
        } else if let value = try? container.decode([String: ParseJSONValue].self) {
            self = .object(value)
        } else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "Not a JSON value.")
        }
    }

    /// Encodes the value as it was.
    @access@func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .null: try container.encodeNil()
        case .bool(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .string(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

/// A pointer to an object of a class no schema input declares: its class name and id.
@access@struct ParsePointerValue: Codable, Sendable {
    /// The class of the object pointed at.
    @access@var className: String
    /// The id of the object pointed at.
    @access@var objectId: String

    /// Creates a pointer.
    @access@init(className: String, objectId: String) {
        self.className = className
        self.objectId = objectId
    }

    private enum CodingKeys: String, CodingKey {
        case type = "__type"
        case className
        case objectId
    }

    /// Decodes a pointer, or the class name and id of an included object.
    @access@init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        className = try container.decode(String.self, forKey: .className)
        objectId = try container.decode(String.self, forKey: .objectId)
    }

    /// Encodes the pointer in Parse's wire format.
    @access@func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("Pointer", forKey: .type)
        try container.encode(className, forKey: .className)
        try container.encode(objectId, forKey: .objectId)
    }
}

// Declared apart so it can be nonisolated where modules are isolated to the main actor by default
// (Swift 6.2 and later): a synthesized conformance would be isolated too. Synthesized rather than a
// written-out `==`, which every `==` in code importing the module would have to consider.
#if compiler(>=6.2)
nonisolated extension ParsePointerValue: Hashable {}
#else
extension ParsePointerValue: Hashable {}
#endif

/// A coding key made from any string, for reading the earlier keys of renamed fields.
@access@struct ParseModelGenCodingKey: CodingKey {
    /// The key.
    @access@var stringValue: String
    /// Never an integer key.
    @access@var intValue: Int? { nil }

    /// The key `stringValue`.
    @access@init(_ stringValue: String) {
        self.stringValue = stringValue
    }

    /// The key `stringValue`.
    @access@init?(stringValue: String) {
        self.stringValue = stringValue
    }

    /// Integer keys are not used.
    @access@init?(intValue: Int) {
        return nil
    }
}

/// Decoding helpers for the generated `init(from:)` initializers; as visible as the models, so a module
/// that imports its support types from another generated module can call them.
extension KeyedDecodingContainer {
    /// The value under `key`; nil when the key is absent or null.
    @access@nonisolated func parseModelGenValue<Value: Decodable>(_ key: Key) throws -> Value? {
        try decodeIfPresent(Value.self, forKey: key)
    }

    /// The value under `key`, else under the first of `legacyKeys` (the keys of a renamed field) that has one.
    @access@nonisolated func parseModelGenValue<Value: Decodable>(_ key: Key, orLegacyKeys legacyKeys: [String], in decoder: any Decoder) throws -> Value? {
        if let value = try decodeIfPresent(Value.self, forKey: key) {
            return value
        }
        let legacy = try decoder.container(keyedBy: ParseModelGenCodingKey.self)
        for name in legacyKeys {
            if let value = try legacy.decodeIfPresent(Value.self, forKey: ParseModelGenCodingKey(name)) {
                return value
            }
        }
        return nil
    }
}

// MARK: - Typed keys

/// A typed key of a field of `Model` whose values are `Value`. Pointer and relation keys are the same
/// type with a marker as `Value`, so one variadic `select(_:)` takes keys of every kind, and only of `Model`.
@access@struct ParseFieldKey<Model: ParseObject, Value>: Sendable {
    /// The field's name on the server; a dotted path for a key reached through pointers.
    @access@let name: String

    /// The key of the field named `name` on the server.
    @access@init(_ name: String) {
        self.name = name
    }
}

/// What a Pointer field's typed key holds in place of a value: the class it points at.
@access@protocol ParsePointerFieldType {
    /// The class the pointer points at.
    associatedtype Target: ParseObject
}

/// What a Relation field's typed key holds in place of a value: the class of its members.
@access@protocol ParseRelationFieldType {
    /// The class of the relation's members.
    associatedtype Target: ParseObject
}

/// The marker of a Pointer field to `Target`; it has no values.
@access@enum ParsePointerField<Target: ParseObject>: ParsePointerFieldType {}

/// The marker of a Relation field to `Target`; it has no values.
@access@enum ParseRelationField<Target: ParseObject>: ParseRelationFieldType {}

/// A typed key of a Pointer field of `Model` that points at a `Target`.
@access@typealias ParsePointerKey<Model: ParseObject, Target: ParseObject> = ParseFieldKey<Model, ParsePointerField<Target>>

/// A typed key of a Relation field of `Model` whose members are `Target` objects.
@access@typealias ParseRelationKey<Model: ParseObject, Target: ParseObject> = ParseFieldKey<Model, ParseRelationField<Target>>

extension ParseFieldKey where Value: ParsePointerFieldType {
    /// The path to the pointer `key` of the object this field points at, for nested includes:
    /// `Book.Key.isbn.appending(ISBN.Key.publisher)` is `isbn.publisher`.
    @access@func appending<Next>(_ key: ParsePointerKey<Value.Target, Next>) -> ParsePointerKey<Model, Next> {
        ParsePointerKey<Model, Next>(name + "." + key.name)
    }
}

/// A query constraint built from a typed key of `Model`: only queries of `Model` accept it, so a key
/// of another model is a compile error.
@access@struct ParseFieldConstraint<Model: ParseObject> {
    /// The SDK's constraint, exactly as the string API builds it.
    @access@let constraint: QueryConstraint

    /// Wraps a string-keyed constraint (`or(queries:)`, say) to pass it beside typed ones in one call;
    /// the compiler cannot check its key.
    @access@init(_ constraint: QueryConstraint) {
        self.constraint = constraint
    }
}

extension ParseObject {
    /// A query of this class with typed constraints.
    @access@static func query(_ constraint: ParseFieldConstraint<Self>, _ more: ParseFieldConstraint<Self>...) -> Query<Self> {
        query([constraint] + more)
    }

    /// A query of this class with typed constraints.
    @access@static func query(_ constraints: [ParseFieldConstraint<Self>]) -> Query<Self> {
        Query<Self>(constraints.map(\.constraint))
    }
}

extension Query {
    /// Adds typed constraints.
    @access@func `where`(_ constraint: ParseFieldConstraint<T>, _ more: ParseFieldConstraint<T>...) -> Query<T> {
        self.where(([constraint] + more).map(\.constraint))
    }

    /// Adds typed constraints.
    @access@func `where`(_ constraints: [ParseFieldConstraint<T>]) -> Query<T> {
        self.where(constraints.map(\.constraint))
    }

    /// Includes the full objects the pointer fields `keys` point at in each result.
    @access@func include<each Target: ParseObject>(_ keys: repeat ParsePointerKey<T, each Target>) -> Query<T> {
        var names: [String] = []
        repeat names.append((each keys).name)
        return include(names)
    }

    /// Returns only the fields `keys` (and the built-in fields) of each result.
    @access@func select<each Value>(_ keys: repeat ParseFieldKey<T, each Value>) -> Query<T> {
        var names: [String] = []
        repeat names.append((each keys).name)
        return select(names)
    }

    /// Leaves the fields `keys` out of each result.
    @access@func exclude<each Value>(_ keys: repeat ParseFieldKey<T, each Value>) -> Query<T> {
        var names: [String] = []
        repeat names.append((each keys).name)
        return exclude(names)
    }

    /// The distinct values of field `key` among the objects the query finds; needs the master key.
    @access@func distinct<Value>(_ key: ParseFieldKey<T, Value>, options: API.Options = []) async throws -> [T] {
        try await distinct(key.name, options: options)
    }
}

// MARK: - Constraints on value fields

extension ParseFieldKey where Value: Codable & Sendable {
    /// The field equals `value`.
    @access@static func == (key: Self, value: Value) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(key.name == value)
    }

    /// The field does not equal `value`.
    @access@static func != (key: Self, value: Value) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(key.name != value)
    }

    /// The field's value is one of `values`.
    @access@func containedIn(_ values: [Value]) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(sdkContainedIn(name, values))
    }

    /// The field's value is none of `values`.
    @access@func notContainedIn(_ values: [Value]) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(sdkNotContainedIn(name, values))
    }

    /// The field's value equals the value of `key` in one of the objects `query` finds.
    @access@func matchesKey<Other>(_ key: ParseFieldKey<Other, Value>, in query: Query<Other>) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(sdkMatchesKeyInQuery(name, key.name, query))
    }

    /// The field's value equals the value of `key` in none of the objects `query` finds.
    @access@func doesNotMatchKey<Other>(_ key: ParseFieldKey<Other, Value>, in query: Query<Other>) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(sdkDoesNotMatchKeyInQuery(name, key.name, query))
    }

    /// Sorts by this field, smallest first.
    @access@var ascending: Query<Model>.Order { .ascending(name) }

    /// Sorts by this field, largest first.
    @access@var descending: Query<Model>.Order { .descending(name) }
}

extension ParseFieldKey where Value: Codable & Sendable & Comparable {
    /// The field is less than `value`.
    @access@static func < (key: Self, value: Value) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(key.name < value)
    }

    /// The field is at most `value`.
    @access@static func <= (key: Self, value: Value) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(key.name <= value)
    }

    /// The field is greater than `value`.
    @access@static func > (key: Self, value: Value) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(key.name > value)
    }

    /// The field is at least `value`.
    @access@static func >= (key: Self, value: Value) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(key.name >= value)
    }
}

extension ParseFieldKey {
    /// The field is set on the object.
    @access@func exists() -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(sdkExists(name))
    }

    /// The field is not set on the object.
    @access@func doesNotExist() -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(sdkDoesNotExist(name))
    }

    /// The field is `null` or not set.
    @access@func isNull() -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(sdkIsNull(name))
    }

    /// The field is set and not `null`.
    @access@func isNotNull() -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(sdkIsNotNull(name))
    }

    /// Not a query: compare with `isNull()` or `doesNotExist()` instead.
    @available(*, unavailable, message: "use isNull() or doesNotExist() to find objects without a value")
    @access@static func == (key: Self, value: _OptionalNilComparisonType) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(sdkIsNull(key.name))
    }

    /// Not a query: compare with `isNotNull()` or `exists()` instead.
    @available(*, unavailable, message: "use isNotNull() or exists() to find objects with a value")
    @access@static func != (key: Self, value: _OptionalNilComparisonType) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(sdkIsNotNull(key.name))
    }
}

// MARK: - Constraints on String fields

extension ParseFieldKey where Value == String {
    /// The field starts with `prefix`; `modifiers` are PCRE options such as `i`.
    @access@func hasPrefix(_ prefix: String, modifiers: String? = nil) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(sdkHasPrefix(name, prefix, modifiers))
    }

    /// The field ends with `suffix`; `modifiers` are PCRE options such as `i`.
    @access@func hasSuffix(_ suffix: String, modifiers: String? = nil) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(sdkHasSuffix(name, suffix, modifiers))
    }

    /// The field contains `substring`; `modifiers` are PCRE options such as `i`.
    @access@func containsString(_ substring: String, modifiers: String? = nil) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(sdkContainsString(name, substring, modifiers))
    }

    /// The field matches the regular expression `regex`; `modifiers` are PCRE options such as `i`.
    @access@func matchesRegex(_ regex: String, modifiers: String? = nil) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(sdkMatchesRegex(name, regex, modifiers))
    }

    /// The field matches `text` in a full-text search.
    @access@func matchesText(_ text: String) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(sdkMatchesText(name, text))
    }
}

// MARK: - Constraints on Array fields

extension ParseFieldKey where Value: Codable & Sendable {
    /// The array field contains every one of `elements`.
    @access@func containsAll<Element: Codable & Sendable>(_ elements: [Element]) -> ParseFieldConstraint<Model> where Value == [Element] {
        ParseFieldConstraint(sdkContainsAll(name, elements))
    }

    /// Every element of the array field is one of `elements`.
    @access@func containedBy<Element: Codable & Sendable>(_ elements: [Element]) -> ParseFieldConstraint<Model> where Value == [Element] {
        ParseFieldConstraint(sdkContainedBy(name, elements))
    }
}

// MARK: - Constraints on GeoPoint fields

extension ParseFieldKey where Value == ParseGeoPoint {
    /// The location is near `point`; results are sorted by distance.
    @access@func near(_ point: ParseGeoPoint) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(sdkNear(name, point))
    }

    /// The location is within `distance` kilometers of `point`, sorted by distance unless `sorted` is false.
    @access@func withinKilometers(of point: ParseGeoPoint, distance: Double, sorted: Bool = true) -> [ParseFieldConstraint<Model>] {
        sdkWithinKilometers(name, point, distance, sorted).map { ParseFieldConstraint($0) }
    }

    /// The location is within `distance` miles of `point`, sorted by distance unless `sorted` is false.
    @access@func withinMiles(of point: ParseGeoPoint, distance: Double, sorted: Bool = true) -> [ParseFieldConstraint<Model>] {
        sdkWithinMiles(name, point, distance, sorted).map { ParseFieldConstraint($0) }
    }

    /// The location is within `distance` radians of `point`, sorted by distance unless `sorted` is false.
    @access@func withinRadians(of point: ParseGeoPoint, distance: Double, sorted: Bool = true) -> [ParseFieldConstraint<Model>] {
        sdkWithinRadians(name, point, distance, sorted).map { ParseFieldConstraint($0) }
    }

    /// The location is inside the box from `southwest` to `northeast`.
    @access@func withinGeoBox(southwest: ParseGeoPoint, northeast: ParseGeoPoint) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(sdkWithinGeoBox(name, southwest, northeast))
    }
}

// MARK: - Constraints on Pointer fields

extension ParseFieldKey where Value: ParsePointerFieldType {
    /// The field points at `object`; throws when `object` has no `objectId`.
    @access@static func == (key: Self, object: Value.Target) throws -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(try key.name == object)
    }

    /// The field does not point at `object`; throws when `object` has no `objectId`.
    @access@static func != (key: Self, object: Value.Target) throws -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(try key.name != object)
    }

    /// The field points at the object `pointer` refers to.
    @access@static func == (key: Self, pointer: Pointer<Value.Target>) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(key.name == pointer)
    }

    /// The field does not point at the object `pointer` refers to.
    @access@static func != (key: Self, pointer: Pointer<Value.Target>) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(key.name != pointer)
    }

    /// The field points at one of `objects`; throws when one has no `objectId`.
    @access@func containedIn(_ objects: [Value.Target]) throws -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(try sdkContainedInObjects(name, objects))
    }

    /// The field points at none of `objects`; throws when one has no `objectId`.
    @access@func notContainedIn(_ objects: [Value.Target]) throws -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(try sdkNotContainedInObjects(name, objects))
    }

    /// The field points at an object that `query` finds (a subquery).
    @access@func matchesQuery(_ query: Query<Value.Target>) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(key: name, matches: query)
    }

    /// The field points at no object that `query` finds (a subquery).
    @access@func doesNotMatchQuery(_ query: Query<Value.Target>) -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(key: name, doesNotMatch: query)
    }
}

// MARK: - Constraints on Relation fields

extension ParseFieldKey where Value: ParseRelationFieldType {
    /// The relation contains `object`; throws when `object` has no `objectId`.
    @access@static func == (key: Self, object: Value.Target) throws -> ParseFieldConstraint<Model> {
        ParseFieldConstraint(try key.name == object)
    }
}

// MARK: - Calls into ParseSwift's string-keyed constraints

private extension ParseFieldConstraint {
    /// `key == query` of the SDK (`$inQuery`); an initializer, since a forwarder named after it would
    /// be one more global `==` overload.
    init<Target>(key: String, matches query: Query<Target>) {
        self.init(key == query)
    }

    /// `key != query` of the SDK (`$notInQuery`).
    init<Target>(key: String, doesNotMatch query: Query<Target>) {
        self.init(key != query)
    }
}

private func sdkContainedIn<V: Codable & Sendable>(_ key: String, _ values: [V]) -> QueryConstraint {
    containedIn(key: key, array: values)
}

private func sdkNotContainedIn<V: Codable & Sendable>(_ key: String, _ values: [V]) -> QueryConstraint {
    notContainedIn(key: key, array: values)
}

private func sdkContainedInObjects<V: ParseObject>(_ key: String, _ objects: [V]) throws -> QueryConstraint {
    try containedIn(key: key, array: objects)
}

private func sdkNotContainedInObjects<V: ParseObject>(_ key: String, _ objects: [V]) throws -> QueryConstraint {
    try notContainedIn(key: key, array: objects)
}

private func sdkMatchesKeyInQuery<Other>(_ key: String, _ queryKey: String, _ query: Query<Other>) -> QueryConstraint {
    matchesKeyInQuery(key: key, queryKey: queryKey, query: query)
}

private func sdkDoesNotMatchKeyInQuery<Other>(_ key: String, _ queryKey: String, _ query: Query<Other>) -> QueryConstraint {
    doesNotMatchKeyInQuery(key: key, queryKey: queryKey, query: query)
}

private func sdkContainsAll<V: Codable & Sendable>(_ key: String, _ values: [V]) -> QueryConstraint {
    containsAll(key: key, array: values)
}

private func sdkContainedBy<V: Codable & Sendable>(_ key: String, _ values: [V]) -> QueryConstraint {
    containedBy(key: key, array: values)
}

private func sdkExists(_ key: String) -> QueryConstraint {
    exists(key: key)
}

private func sdkDoesNotExist(_ key: String) -> QueryConstraint {
    doesNotExist(key: key)
}

private func sdkIsNull(_ key: String) -> QueryConstraint {
    isNull(key: key)
}

private func sdkIsNotNull(_ key: String) -> QueryConstraint {
    isNotNull(key: key)
}

private func sdkHasPrefix(_ key: String, _ prefix: String, _ modifiers: String?) -> QueryConstraint {
    hasPrefix(key: key, prefix: prefix, modifiers: modifiers)
}

private func sdkHasSuffix(_ key: String, _ suffix: String, _ modifiers: String?) -> QueryConstraint {
    hasSuffix(key: key, suffix: suffix, modifiers: modifiers)
}

private func sdkContainsString(_ key: String, _ substring: String, _ modifiers: String?) -> QueryConstraint {
    containsString(key: key, substring: substring, modifiers: modifiers)
}

private func sdkMatchesRegex(_ key: String, _ regex: String, _ modifiers: String?) -> QueryConstraint {
    matchesRegex(key: key, regex: regex, modifiers: modifiers)
}

private func sdkMatchesText(_ key: String, _ text: String) -> QueryConstraint {
    matchesText(key: key, text: text)
}

private func sdkNear(_ key: String, _ point: ParseGeoPoint) -> QueryConstraint {
    near(key: key, geoPoint: point)
}

private func sdkWithinKilometers(_ key: String, _ point: ParseGeoPoint, _ distance: Double, _ sorted: Bool) -> [QueryConstraint] {
    withinKilometers(key: key, geoPoint: point, distance: distance, sorted: sorted)
}

private func sdkWithinMiles(_ key: String, _ point: ParseGeoPoint, _ distance: Double, _ sorted: Bool) -> [QueryConstraint] {
    withinMiles(key: key, geoPoint: point, distance: distance, sorted: sorted)
}

private func sdkWithinRadians(_ key: String, _ point: ParseGeoPoint, _ distance: Double, _ sorted: Bool) -> [QueryConstraint] {
    withinRadians(key: key, geoPoint: point, distance: distance, sorted: sorted)
}

private func sdkWithinGeoBox(_ key: String, _ southwest: ParseGeoPoint, _ northeast: ParseGeoPoint) -> QueryConstraint {
    withinGeoBox(key: key, fromSouthWest: southwest, toNortheast: northeast)
}
"""#
}
