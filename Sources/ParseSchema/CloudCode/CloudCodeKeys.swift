/// The keys a Cloud Code description accepts at each level. The shipped JSON Schema
/// (`cloud-functions.schema.json`) lists the same keys; a test keeps the two in sync.
package enum CloudCodeKeys {
    /// Keys of the top-level object.
    package static let topLevel = ["$schema", "functions", "jobs"]
    /// Keys of one function or job: Parse Server's validator options that say who may call it, and ours.
    package static let entry = [
        "description", "swiftName", "fields", "returns", "requireUser", "requireMaster", "requireAnyUserRoles",
        "requireAllUserRoles",
    ]
    /// Keys of one entry of `fields`: the validator's, and ours (`targetClass`, `items`, `description`,
    /// `swiftName`, `swiftType`).
    package static let field = [
        "type", "targetClass", "items", "required", "default", "options", "error", "description", "swiftName",
        "swiftType",
    ]
    /// The Swift types a Number parameter's `swiftType` may name; `Double` when it names none. The integer
    /// types take only integer `default` and `options` values within their range.
    package static let numberTypes = [
        "Double", "Float", "Decimal", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32",
        "UInt64",
    ]
    /// Keys of a `returns` or an `items` type.
    package static let valueType = ["type", "targetClass", "items"]
    /// The Parse types a parameter or a result may have.
    package static let typeNames = [
        "String", "Number", "Boolean", "Date", "Object", "Array", "Pointer", "File", "GeoPoint", "Polygon", "Bytes",
    ]
}
