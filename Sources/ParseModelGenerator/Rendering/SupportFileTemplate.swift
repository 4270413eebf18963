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
        /// The ParseSwift declarations that generated code names, reached through the module so that no
        /// declaration of the app (a `Query`, a `Pointer`, an `API` namespace, a type named `ParseSwift`) or of
        /// another imported module can stand in for them.
        @access@nonisolated enum ParseModelGenSDK {
        @sdk-aliases@

            /// The SDK's `equalTo(key:object:)`: the pointer or relation field `key` holds `object`.
            @access@static func equalTo<Target: ParseObject>(key: String, object: Target) throws -> QueryConstraint {
                try sdkEqualTo(key, object)
            }

            /// One field's step of a generated `merge(with:)`: a field the server's response leaves out (`nil`)
            /// takes the original's value. The same result as the SDK's `shouldRestoreKey(_:original:)`, which
            /// only restores a field that is nil, and a plain generic call per field costs the type checker about
            /// a third less than that call with its key path.
            @access@static func restore<Value>(_ value: inout Value?, from original: Value?) {
                if value == nil {
                    value = original
                }
            }
        }

        /// Any JSON value: the type of Object and Array fields whose contents the schema does not describe.
        @access@nonisolated enum ParseJSONValue: Codable, Hashable, Sendable {
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
        @access@nonisolated struct ParsePointerValue: Codable, Hashable, Sendable {
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

        /// A coding key made from any string, for reading the earlier keys of renamed fields.
        @access@nonisolated struct ParseModelGenCodingKey: CodingKey {
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
        nonisolated extension KeyedDecodingContainer {
            /// The value under `key`; nil when the key is absent or null.
            @access@func parseModelGenValue<Value: Decodable>(_ key: Key) throws -> Value? {
                try decodeIfPresent(Value.self, forKey: key)
            }

            /// The value under `key`, else under the first of `legacyKeys` (the keys of a renamed field) that has one.
            @access@func parseModelGenValue<Value: Decodable>(_ key: Key, orLegacyKeys legacyKeys: [String], in decoder: any Decoder) throws -> Value? {
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
        @access@nonisolated struct ParseFieldKey<Model: ParseModelGenSDK.ParseObject, Value>: Sendable {
            /// The field's name on the server; a dotted path for a key reached through pointers.
            @access@let name: String

            /// The key of the field named `name` on the server.
            @access@init(_ name: String) {
                self.name = name
            }
        }

        /// What a Pointer field's typed key holds in place of a value: the class it points at.
        @access@nonisolated protocol ParsePointerFieldType {
            /// The class the pointer points at.
            associatedtype Target: ParseModelGenSDK.ParseObject
        }

        /// What a Relation field's typed key holds in place of a value: the class of its members.
        @access@nonisolated protocol ParseRelationFieldType {
            /// The class of the relation's members.
            associatedtype Target: ParseModelGenSDK.ParseObject
        }

        /// The marker of a Pointer field to `Target`; it has no values.
        @access@nonisolated enum ParsePointerField<Target: ParseModelGenSDK.ParseObject>: ParsePointerFieldType {}

        /// The marker of a Relation field to `Target`; it has no values.
        @access@nonisolated enum ParseRelationField<Target: ParseModelGenSDK.ParseObject>: ParseRelationFieldType {}

        /// A typed key of a Pointer field of `Model` that points at a `Target`.
        @access@typealias ParsePointerKey<Model: ParseModelGenSDK.ParseObject, Target: ParseModelGenSDK.ParseObject> = ParseFieldKey<Model, ParsePointerField<Target>>

        /// A typed key of a Relation field of `Model` whose members are `Target` objects.
        @access@typealias ParseRelationKey<Model: ParseModelGenSDK.ParseObject, Target: ParseModelGenSDK.ParseObject> = ParseFieldKey<Model, ParseRelationField<Target>>

        nonisolated extension ParseFieldKey where Value: ParsePointerFieldType {
            /// The path to the pointer `key` of the object this field points at, for nested includes:
            /// `Book.Key.isbn.appending(ISBN.Key.publisher)` is `isbn.publisher`.
            @access@func appending<Next>(_ key: ParsePointerKey<Value.Target, Next>) -> ParsePointerKey<Model, Next> {
                ParsePointerKey<Model, Next>(name + "." + key.name)
            }
        }

        /// A query constraint built from a typed key of `Model`: only queries of `Model` accept it, so a key
        /// of another model is a compile error.
        @access@nonisolated struct ParseFieldConstraint<Model: ParseModelGenSDK.ParseObject> {
            /// The SDK's constraint, exactly as the string API builds it.
            @access@let constraint: ParseModelGenSDK.QueryConstraint

            /// Wraps a string-keyed constraint (`or(queries:)`, say) to pass it beside typed ones in one call;
            /// the compiler cannot check its key.
            @access@init(_ constraint: ParseModelGenSDK.QueryConstraint) {
                self.constraint = constraint
            }
        }

        nonisolated extension ParseModelGenSDK.ParseObject {
            /// A query of this class with typed constraints.
            @access@static func query(_ constraint: ParseFieldConstraint<Self>, _ more: ParseFieldConstraint<Self>...) -> ParseModelGenSDK.Query<Self> {
                query([constraint] + more)
            }

            /// A query of this class with typed constraints. Generic, so that an empty `[]` still picks the SDK's
            /// non-generic `query(_: [QueryConstraint])` instead of being ambiguous between the two.
            @access@static func query<Constraints: Sequence>(_ constraints: Constraints) -> ParseModelGenSDK.Query<Self>
                where Constraints.Element == ParseFieldConstraint<Self> {
                ParseModelGenSDK.Query<Self>(constraints.map(\.constraint))
            }
        }

        nonisolated extension ParseModelGenSDK.Query {
            /// Adds typed constraints.
            @access@func `where`(_ constraint: ParseFieldConstraint<T>, _ more: ParseFieldConstraint<T>...) -> Self {
                self.where(([constraint] + more).map(\.constraint))
            }

            /// Adds typed constraints; generic for the same reason as `query(_:)`.
            @access@func `where`<Constraints: Sequence>(_ constraints: Constraints) -> Self where Constraints.Element == ParseFieldConstraint<T> {
                self.where(constraints.map(\.constraint))
            }

            /// Includes the full objects the pointer fields `keys` point at in each result.
            @access@func include<each Target: ParseModelGenSDK.ParseObject>(_ keys: repeat ParsePointerKey<T, each Target>) -> Self {
                var names: [String] = []
                repeat names.append((each keys).name)
                return include(names)
            }

            /// Not a query: only Pointer fields can be included.
            @available(*, unavailable, message: "include(_:) takes keys of Pointer fields; a Relation's objects come from its query helper, and select(_:) chooses other fields")
            @access@func include<each Value>(_ keys: repeat ParseFieldKey<T, each Value>) -> Self {
                self
            }

            /// Returns only the fields `keys` (and the built-in fields) of each result.
            @access@func select<each Value>(_ keys: repeat ParseFieldKey<T, each Value>) -> Self {
                var names: [String] = []
                repeat names.append((each keys).name)
                return select(names)
            }

            /// Leaves the fields `keys` out of each result.
            @access@func exclude<each Value>(_ keys: repeat ParseFieldKey<T, each Value>) -> Self {
                var names: [String] = []
                repeat names.append((each keys).name)
                return exclude(names)
            }

            #if compiler(>=6.2)
            /// The distinct values of field `key` among the objects the query finds; needs the master key.
            /// `@concurrent`, as ParseSwift 4.14's `distinct` runs: where async functions run on their caller's
            /// actor by default (`NonisolatedNonsendingByDefault`), the call would otherwise send the query and
            /// options, which 4.14 does not make `Sendable`, to another executor. The fork's values are `Sendable`.
            @concurrent @access@func distinct<Value>(_ key: ParseFieldKey<T, Value>, options: ParseModelGenSDK.API.Options = []) async throws -> [T] {
                try await distinct(key.name, options: options)
            }
            #else
            /// The distinct values of field `key` among the objects the query finds; needs the master key.
            @access@func distinct<Value>(_ key: ParseFieldKey<T, Value>, options: ParseModelGenSDK.API.Options = []) async throws -> [T] {
                try await distinct(key.name, options: options)
            }
            #endif
        }

        // MARK: - Constraints on value fields

        nonisolated extension ParseFieldKey where Value: Codable & Sendable {
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
            @access@func matchesKey<Other>(_ key: ParseFieldKey<Other, Value>, in query: ParseModelGenSDK.Query<Other>) -> ParseFieldConstraint<Model> {
                ParseFieldConstraint(sdkMatchesKeyInQuery(name, key.name, query))
            }

            /// The field's value equals the value of `key` in none of the objects `query` finds.
            @access@func doesNotMatchKey<Other>(_ key: ParseFieldKey<Other, Value>, in query: ParseModelGenSDK.Query<Other>) -> ParseFieldConstraint<Model> {
                ParseFieldConstraint(sdkDoesNotMatchKeyInQuery(name, key.name, query))
            }

            /// Sorts by this field, smallest first.
            @access@var ascending: ParseModelGenSDK.Query<Model>.Order { .ascending(name) }

            /// Sorts by this field, largest first.
            @access@var descending: ParseModelGenSDK.Query<Model>.Order { .descending(name) }
        }

        nonisolated extension ParseFieldKey where Value: Codable & Sendable & Comparable {
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

        nonisolated extension ParseFieldKey {
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

        nonisolated extension ParseFieldKey where Value == String {
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

        nonisolated extension ParseFieldKey where Value: Codable & Sendable {
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

        nonisolated extension ParseFieldKey where Value == ParseModelGenSDK.ParseGeoPoint {
            /// The location is near `point`; results are sorted by distance.
            @access@func near(_ point: ParseModelGenSDK.ParseGeoPoint) -> ParseFieldConstraint<Model> {
                ParseFieldConstraint(sdkNear(name, point))
            }

            /// The location is within `distance` kilometers of `point`, sorted by distance unless `sorted` is false.
            @access@func withinKilometers(of point: ParseModelGenSDK.ParseGeoPoint, distance: Double, sorted: Bool = true) -> [ParseFieldConstraint<Model>] {
                sdkWithinKilometers(name, point, distance, sorted).map { ParseFieldConstraint($0) }
            }

            /// The location is within `distance` miles of `point`, sorted by distance unless `sorted` is false.
            @access@func withinMiles(of point: ParseModelGenSDK.ParseGeoPoint, distance: Double, sorted: Bool = true) -> [ParseFieldConstraint<Model>] {
                sdkWithinMiles(name, point, distance, sorted).map { ParseFieldConstraint($0) }
            }

            /// The location is within `distance` radians of `point`, sorted by distance unless `sorted` is false.
            @access@func withinRadians(of point: ParseModelGenSDK.ParseGeoPoint, distance: Double, sorted: Bool = true) -> [ParseFieldConstraint<Model>] {
                sdkWithinRadians(name, point, distance, sorted).map { ParseFieldConstraint($0) }
            }

            /// The location is inside the box from `southwest` to `northeast`.
            @access@func withinGeoBox(southwest: ParseModelGenSDK.ParseGeoPoint, northeast: ParseModelGenSDK.ParseGeoPoint) -> ParseFieldConstraint<Model> {
                ParseFieldConstraint(sdkWithinGeoBox(name, southwest, northeast))
            }
        }

        // MARK: - Constraints on Pointer fields

        nonisolated extension ParseFieldKey where Value: ParsePointerFieldType {
            /// The field points at `object`; throws when `object` has no `objectId`.
            @access@static func == (key: Self, object: Value.Target) throws -> ParseFieldConstraint<Model> {
                ParseFieldConstraint(try key.name == object)
            }

            /// The field does not point at `object`; throws when `object` has no `objectId`.
            @access@static func != (key: Self, object: Value.Target) throws -> ParseFieldConstraint<Model> {
                ParseFieldConstraint(try key.name != object)
            }

            /// The field points at the object `pointer` refers to.
            @access@static func == (key: Self, pointer: ParseModelGenSDK.Pointer<Value.Target>) -> ParseFieldConstraint<Model> {
                ParseFieldConstraint(key.name == pointer)
            }

            /// The field does not point at the object `pointer` refers to.
            @access@static func != (key: Self, pointer: ParseModelGenSDK.Pointer<Value.Target>) -> ParseFieldConstraint<Model> {
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
            @access@func matchesQuery(_ query: ParseModelGenSDK.Query<Value.Target>) -> ParseFieldConstraint<Model> {
                ParseFieldConstraint(key: name, matches: query)
            }

            /// The field points at no object that `query` finds (a subquery).
            @access@func doesNotMatchQuery(_ query: ParseModelGenSDK.Query<Value.Target>) -> ParseFieldConstraint<Model> {
                ParseFieldConstraint(key: name, doesNotMatch: query)
            }
        }

        // MARK: - Constraints on Relation fields

        nonisolated extension ParseFieldKey where Value: ParseRelationFieldType {
            /// The relation contains `object`; throws when `object` has no `objectId`.
            @access@static func == (key: Self, object: Value.Target) throws -> ParseFieldConstraint<Model> {
                ParseFieldConstraint(try key.name == object)
            }
        }

        // MARK: - Constraints a key of this type cannot take

        // Where the constraint exists for another kind of field, an unavailable twin says which kind, instead of a
        // generic-mismatch error; the constrained versions above are more specific, so right usages never see these.
        nonisolated extension ParseFieldKey {
            /// Not a query: only String fields take string constraints.
            @available(*, unavailable, message: "hasPrefix(_:) needs a String field")
            @access@func hasPrefix(_ prefix: String, modifiers: String? = nil) -> ParseFieldConstraint<Model> {
                ParseFieldConstraint(sdkExists(name))
            }

            /// Not a query: only String fields take string constraints.
            @available(*, unavailable, message: "containsString(_:) needs a String field")
            @access@func containsString(_ substring: String, modifiers: String? = nil) -> ParseFieldConstraint<Model> {
                ParseFieldConstraint(sdkExists(name))
            }

            /// Not a query: only GeoPoint fields are near something.
            @available(*, unavailable, message: "near(_:) needs a GeoPoint field")
            @access@func near(_ point: ParseModelGenSDK.ParseGeoPoint) -> ParseFieldConstraint<Model> {
                ParseFieldConstraint(sdkExists(name))
            }

            /// Not a query: only Array fields contain elements.
            @available(*, unavailable, message: "containsAll(_:) needs an Array field; containedIn(_:) finds a value among several")
            @access@func containsAll<Element>(_ elements: [Element]) -> ParseFieldConstraint<Model> {
                ParseFieldConstraint(sdkExists(name))
            }

            /// Not a query: only Pointer fields take subqueries.
            @available(*, unavailable, message: "matchesQuery(_:) needs a Pointer field to the queried class; matchesKey(_:in:) compares a value with another query's key")
            @access@func matchesQuery<Other>(_ query: ParseModelGenSDK.Query<Other>) -> ParseFieldConstraint<Model> {
                ParseFieldConstraint(sdkExists(name))
            }
        }

        // MARK: - Calls into ParseSwift's string-keyed constraints

        nonisolated private extension ParseFieldConstraint {
            /// `key == query` of the SDK (`$inQuery`); an initializer, since a forwarder named after it would
            /// be one more global `==` overload.
            init<Target>(key: String, matches query: ParseModelGenSDK.Query<Target>) {
                self.init(key == query)
            }

            /// `key != query` of the SDK (`$notInQuery`).
            init<Target>(key: String, doesNotMatch query: ParseModelGenSDK.Query<Target>) {
                self.init(key != query)
            }
        }

        @sdk-forwarders@
        """#

    /// The calls into ParseSwift's string-keyed query functions, with `@sdk@` where the module is named:
    /// `ParseSwift::` on compilers that have module selectors, else `ParseSwift.` (which an app type named
    /// `ParseSwift` would capture; nothing older can name a module past it).
    static let forwarders = #"""
        nonisolated private func sdkEqualTo<V: ParseModelGenSDK.ParseObject>(_ key: String, _ object: V) throws -> ParseModelGenSDK.QueryConstraint {
            try @sdk@equalTo(key: key, object: object)
        }

        nonisolated private func sdkContainedIn<V: Codable & Sendable>(_ key: String, _ values: [V]) -> ParseModelGenSDK.QueryConstraint {
            @sdk@containedIn(key: key, array: values)
        }

        nonisolated private func sdkNotContainedIn<V: Codable & Sendable>(_ key: String, _ values: [V]) -> ParseModelGenSDK.QueryConstraint {
            @sdk@notContainedIn(key: key, array: values)
        }

        nonisolated private func sdkContainedInObjects<V: ParseModelGenSDK.ParseObject>(_ key: String, _ objects: [V]) throws -> ParseModelGenSDK.QueryConstraint {
            try @sdk@containedIn(key: key, array: objects)
        }

        nonisolated private func sdkNotContainedInObjects<V: ParseModelGenSDK.ParseObject>(_ key: String, _ objects: [V]) throws -> ParseModelGenSDK.QueryConstraint {
            try @sdk@notContainedIn(key: key, array: objects)
        }

        nonisolated private func sdkMatchesKeyInQuery<Other>(_ key: String, _ queryKey: String, _ query: ParseModelGenSDK.Query<Other>) -> ParseModelGenSDK.QueryConstraint {
            @sdk@matchesKeyInQuery(key: key, queryKey: queryKey, query: query)
        }

        nonisolated private func sdkDoesNotMatchKeyInQuery<Other>(_ key: String, _ queryKey: String, _ query: ParseModelGenSDK.Query<Other>) -> ParseModelGenSDK.QueryConstraint {
            @sdk@doesNotMatchKeyInQuery(key: key, queryKey: queryKey, query: query)
        }

        nonisolated private func sdkContainsAll<V: Codable & Sendable>(_ key: String, _ values: [V]) -> ParseModelGenSDK.QueryConstraint {
            @sdk@containsAll(key: key, array: values)
        }

        nonisolated private func sdkContainedBy<V: Codable & Sendable>(_ key: String, _ values: [V]) -> ParseModelGenSDK.QueryConstraint {
            @sdk@containedBy(key: key, array: values)
        }

        nonisolated private func sdkExists(_ key: String) -> ParseModelGenSDK.QueryConstraint {
            @sdk@exists(key: key)
        }

        nonisolated private func sdkDoesNotExist(_ key: String) -> ParseModelGenSDK.QueryConstraint {
            @sdk@doesNotExist(key: key)
        }

        nonisolated private func sdkIsNull(_ key: String) -> ParseModelGenSDK.QueryConstraint {
            @sdk@isNull(key: key)
        }

        nonisolated private func sdkIsNotNull(_ key: String) -> ParseModelGenSDK.QueryConstraint {
            @sdk@isNotNull(key: key)
        }

        nonisolated private func sdkHasPrefix(_ key: String, _ prefix: String, _ modifiers: String?) -> ParseModelGenSDK.QueryConstraint {
            @sdk@hasPrefix(key: key, prefix: prefix, modifiers: modifiers)
        }

        nonisolated private func sdkHasSuffix(_ key: String, _ suffix: String, _ modifiers: String?) -> ParseModelGenSDK.QueryConstraint {
            @sdk@hasSuffix(key: key, suffix: suffix, modifiers: modifiers)
        }

        nonisolated private func sdkContainsString(_ key: String, _ substring: String, _ modifiers: String?) -> ParseModelGenSDK.QueryConstraint {
            @sdk@containsString(key: key, substring: substring, modifiers: modifiers)
        }

        nonisolated private func sdkMatchesRegex(_ key: String, _ regex: String, _ modifiers: String?) -> ParseModelGenSDK.QueryConstraint {
            @sdk@matchesRegex(key: key, regex: regex, modifiers: modifiers)
        }

        nonisolated private func sdkMatchesText(_ key: String, _ text: String) -> ParseModelGenSDK.QueryConstraint {
            @sdk@matchesText(key: key, text: text)
        }

        nonisolated private func sdkNear(_ key: String, _ point: ParseModelGenSDK.ParseGeoPoint) -> ParseModelGenSDK.QueryConstraint {
            @sdk@near(key: key, geoPoint: point)
        }

        nonisolated private func sdkWithinKilometers(_ key: String, _ point: ParseModelGenSDK.ParseGeoPoint, _ distance: Double, _ sorted: Bool) -> [ParseModelGenSDK.QueryConstraint] {
            @sdk@withinKilometers(key: key, geoPoint: point, distance: distance, sorted: sorted)
        }

        nonisolated private func sdkWithinMiles(_ key: String, _ point: ParseModelGenSDK.ParseGeoPoint, _ distance: Double, _ sorted: Bool) -> [ParseModelGenSDK.QueryConstraint] {
            @sdk@withinMiles(key: key, geoPoint: point, distance: distance, sorted: sorted)
        }

        nonisolated private func sdkWithinRadians(_ key: String, _ point: ParseModelGenSDK.ParseGeoPoint, _ distance: Double, _ sorted: Bool) -> [ParseModelGenSDK.QueryConstraint] {
            @sdk@withinRadians(key: key, geoPoint: point, distance: distance, sorted: sorted)
        }

        nonisolated private func sdkWithinGeoBox(_ key: String, _ southwest: ParseModelGenSDK.ParseGeoPoint, _ northeast: ParseModelGenSDK.ParseGeoPoint) -> ParseModelGenSDK.QueryConstraint {
            @sdk@withinGeoBox(key: key, fromSouthWest: southwest, toNortheast: northeast)
        }
        """#
}
