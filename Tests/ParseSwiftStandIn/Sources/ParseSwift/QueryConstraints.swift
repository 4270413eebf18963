import Foundation

// The SDK's string-keyed constraint functions, with its names, labels, generic constraints and
// throwing-ness. Each records its arguments in the `QueryConstraint` it returns.

/// The key equals `value`.
public func == <T>(key: String, value: T) -> QueryConstraint where T: _StandInQueryValue {
    QueryConstraint(key: key, comparator: "$eq", value: value)
}

/// The key points at `object`; throws when it has no object id.
public func == <T>(key: String, object: T) throws -> QueryConstraint where T: ParseObject {
    QueryConstraint(key: key, comparator: "$eq", value: try Pointer(object))
}

#if PARSESWIFT_FORK
/// The key equals `value` (what `==` calls).
public func equalTo<T>(key: String, value: T) -> QueryConstraint where T: _StandInQueryValue {
    QueryConstraint(key: key, comparator: "$eq", value: value)
}

/// The key points at `object` (what `==` calls); throws when it has no object id.
public func equalTo<T>(key: String, object: T) throws -> QueryConstraint where T: ParseObject {
    QueryConstraint(key: key, comparator: "$eq", value: try Pointer(object))
}

/// The fork only: the key equals `value`, without `$eq`.
public func equalToNoComparator<T>(key: String, value: T) -> QueryConstraint where T: _StandInQueryValue {
    QueryConstraint(key: key, value: value)
}

/// The fork only: the key points at `object`, without `$eq`; throws when it has no object id.
public func equalToNoComparator<T>(key: String, object: T) throws -> QueryConstraint where T: ParseObject {
    QueryConstraint(key: key, value: try Pointer(object))
}
#else
/// The key equals `value` (what `==` calls); 4.14 chooses the comparator from its configuration.
public func equalTo<T>(key: String, value: T, usingEqComparator: Bool = true) -> QueryConstraint
where T: _StandInQueryValue {
    QueryConstraint(key: key, comparator: usingEqComparator ? "$eq" : nil, value: value)
}

/// 4.14.2 only, deprecated there: the key points at the object `value`; throws when it has no object id.
@available(*, deprecated, message: "Replace \"value\" with \"object\"")
public func equalTo<T>(key: String, value: T, usingEqComparator: Bool = true) throws -> QueryConstraint
where T: ParseObject {
    try equalTo(key: key, object: value, usingEqComparator: usingEqComparator)
}

/// The key points at `object` (what `==` calls); throws when it has no object id.
public func equalTo<T>(key: String, object: T, usingEqComparator: Bool = true) throws -> QueryConstraint
where T: ParseObject {
    QueryConstraint(key: key, comparator: usingEqComparator ? "$eq" : nil, value: try Pointer(object))
}
#endif

/// The key does not equal `value`.
public func != <T>(key: String, value: T) -> QueryConstraint where T: _StandInQueryValue {
    QueryConstraint(key: key, comparator: "$ne", value: value)
}

/// The key does not point at `object`; throws when it has no object id.
public func != <T>(key: String, object: T) throws -> QueryConstraint where T: ParseObject {
    QueryConstraint(key: key, comparator: "$ne", value: try Pointer(object))
}

/// The key is less than `value`.
public func < <T>(key: String, value: T) -> QueryConstraint where T: _StandInQueryValue {
    QueryConstraint(key: key, comparator: "$lt", value: value)
}

/// The key is at most `value`.
public func <= <T>(key: String, value: T) -> QueryConstraint where T: _StandInQueryValue {
    QueryConstraint(key: key, comparator: "$lte", value: value)
}

/// The key is greater than `value`.
public func > <T>(key: String, value: T) -> QueryConstraint where T: _StandInQueryValue {
    QueryConstraint(key: key, comparator: "$gt", value: value)
}

/// The key is at least `value`.
public func >= <T>(key: String, value: T) -> QueryConstraint where T: _StandInQueryValue {
    QueryConstraint(key: key, comparator: "$gte", value: value)
}

/// The key's value is one of `array`.
public func containedIn<T>(key: String, array: [T]) -> QueryConstraint where T: _StandInQueryValue {
    QueryConstraint(key: key, comparator: "$in", value: array)
}

/// The key points at one of `array`; throws when one has no object id.
public func containedIn<T>(key: String, array: [T]) throws -> QueryConstraint where T: ParseObject {
    QueryConstraint(key: key, comparator: "$in", value: try array.map { try Pointer($0) })
}

/// The key's value is none of `array`.
public func notContainedIn<T>(key: String, array: [T]) -> QueryConstraint where T: _StandInQueryValue {
    QueryConstraint(key: key, comparator: "$nin", value: array)
}

/// The key points at none of `array`; throws when one has no object id.
public func notContainedIn<T>(key: String, array: [T]) throws -> QueryConstraint where T: ParseObject {
    QueryConstraint(key: key, comparator: "$nin", value: try array.map { try Pointer($0) })
}

/// The array key contains every element of `array`.
public func containsAll<T>(key: String, array: [T]) -> QueryConstraint where T: _StandInQueryValue {
    QueryConstraint(key: key, comparator: "$all", value: array)
}

/// The array key contains a pointer to every object of `array`.
public func containsAll<T>(key: String, array: [T]) throws -> QueryConstraint where T: ParseObject {
    QueryConstraint(key: key, comparator: "$all", value: try array.map { try Pointer($0) })
}

/// Every element of the array key is in `array`.
public func containedBy<T>(key: String, array: [T]) -> QueryConstraint where T: _StandInQueryValue {
    QueryConstraint(key: key, comparator: "$containedBy", value: array)
}

/// Every element of the array key points at an object of `array`.
public func containedBy<T>(key: String, array: [T]) throws -> QueryConstraint where T: ParseObject {
    QueryConstraint(key: key, comparator: "$containedBy", value: try array.map { try Pointer($0) })
}

/// The key is set.
public func exists(key: String) -> QueryConstraint {
    QueryConstraint(key: key, comparator: "$exists", value: true)
}

/// The key is not set.
public func doesNotExist(key: String) -> QueryConstraint {
    QueryConstraint(key: key, comparator: "$exists", value: false)
}

/// The key is null.
public func isNull(key: String) -> QueryConstraint {
    QueryConstraint(key: key, comparator: "isNull")
}

/// The key is not null.
public func isNotNull(key: String) -> QueryConstraint {
    QueryConstraint(key: key, comparator: "$ne", value: Optional<String>.none)
}

/// The string key starts with `prefix`.
public func hasPrefix(key: String, prefix: String, modifiers: String? = nil) -> QueryConstraint {
    QueryConstraint(key: key, comparator: "$regex^" + (modifiers ?? ""), value: prefix)
}

/// The string key ends with `suffix`.
public func hasSuffix(key: String, suffix: String, modifiers: String? = nil) -> QueryConstraint {
    QueryConstraint(key: key, comparator: "$regex$" + (modifiers ?? ""), value: suffix)
}

/// The string key contains `substring`.
public func containsString(key: String, substring: String, modifiers: String? = nil) -> QueryConstraint {
    QueryConstraint(key: key, comparator: "$regex*" + (modifiers ?? ""), value: substring)
}

/// The string key matches `regex`.
public func matchesRegex(key: String, regex: String, modifiers: String? = nil) -> QueryConstraint {
    QueryConstraint(key: key, comparator: "$regex" + (modifiers ?? ""), value: regex)
}

/// The key matches `text` in a full-text search.
public func matchesText(key: String, text: String) -> QueryConstraint {
    QueryConstraint(key: key, comparator: "$text", value: text)
}

/// The location key is near `geoPoint`.
public func near(key: String, geoPoint: ParseGeoPoint) -> QueryConstraint {
    QueryConstraint(key: key, comparator: "$nearSphere", value: geoPoint)
}

/// The location key is within `distance` radians of `geoPoint`.
public func withinRadians(key: String, geoPoint: ParseGeoPoint, distance: Double, sorted: Bool = true)
    -> [QueryConstraint]
{
    [
        QueryConstraint(key: key, comparator: sorted ? "$nearSphere" : "$centerSphere", value: geoPoint),
        QueryConstraint(key: key, comparator: sorted ? "$maxDistance" : "$geoWithin", value: distance),
    ]
}

/// The location key is within `distance` miles of `geoPoint`.
public func withinMiles(key: String, geoPoint: ParseGeoPoint, distance: Double, sorted: Bool = true)
    -> [QueryConstraint]
{
    withinRadians(key: key, geoPoint: geoPoint, distance: distance / 3958.8, sorted: sorted)
}

/// The location key is within `distance` kilometers of `geoPoint`.
public func withinKilometers(key: String, geoPoint: ParseGeoPoint, distance: Double, sorted: Bool = true)
    -> [QueryConstraint]
{
    withinRadians(key: key, geoPoint: geoPoint, distance: distance / 6371.0, sorted: sorted)
}

/// The location key is inside the box.
public func withinGeoBox(key: String, fromSouthWest southwest: ParseGeoPoint, toNortheast northeast: ParseGeoPoint)
    -> QueryConstraint
{
    QueryConstraint(key: key, comparator: "$within", value: ["$box": [southwest, northeast]])
}

/// The relation `key` of `object` contains the result.
public func related<T>(key: String, object: T) throws -> QueryConstraint where T: ParseObject {
    related(key: key, object: try Pointer(object))
}

/// The relation `key` of the object `object` points at contains the result.
public func related<T>(key: String, object: Pointer<T>) -> QueryConstraint where T: ParseObject {
    QueryConstraint(key: "$relatedTo", comparator: key, value: object)
}

/// Any of `queries` matches.
public func or<T>(queries: [Query<T>]) -> QueryConstraint where T: ParseObject {
    QueryConstraint(key: "$or", value: queries.map { $0.constraints })
}

/// Any of `queries` matches.
public func or<T>(queries: Query<T>...) -> QueryConstraint where T: ParseObject {
    or(queries: queries)
}

/// None of `queries` matches.
public func nor<T>(queries: [Query<T>]) -> QueryConstraint where T: ParseObject {
    QueryConstraint(key: "$nor", value: queries.map { $0.constraints })
}

/// None of `queries` matches.
public func nor<T>(queries: Query<T>...) -> QueryConstraint where T: ParseObject {
    nor(queries: queries)
}

/// Every one of `queries` matches.
public func and<T>(queries: [Query<T>]) -> QueryConstraint where T: ParseObject {
    QueryConstraint(key: "$and", value: queries.map { $0.constraints })
}

/// Every one of `queries` matches.
public func and<T>(queries: Query<T>...) -> QueryConstraint where T: ParseObject {
    and(queries: queries)
}

/// The key's value matches `query` (`$inQuery`).
public func == <T>(key: String, query: Query<T>) -> QueryConstraint {
    QueryConstraint(key: key, comparator: "$inQuery", value: query)
}

/// The key's value does not match `query` (`$notInQuery`).
public func != <T>(key: String, query: Query<T>) -> QueryConstraint {
    QueryConstraint(key: key, comparator: "$notInQuery", value: query)
}

/// The key's value equals the value of `queryKey` in an object `query` finds (`$select`).
public func matchesKeyInQuery<T>(key: String, queryKey: String, query: Query<T>) -> QueryConstraint {
    QueryConstraint(key: key, comparator: "$select", value: QuerySelect(key: queryKey, query: query))
}

/// The key's value equals the value of `queryKey` in no object `query` finds (`$dontSelect`).
public func doesNotMatchKeyInQuery<T>(key: String, queryKey: String, query: Query<T>) -> QueryConstraint {
    QueryConstraint(key: key, comparator: "$dontSelect", value: QuerySelect(key: queryKey, query: query))
}

/// What `$select` and `$dontSelect` record: the key and the subquery.
private struct QuerySelect<T: ParseObject>: Encodable {
    let key: String
    let query: Query<T>
}
