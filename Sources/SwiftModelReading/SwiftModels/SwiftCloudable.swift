import ParseSchema

/// A hand-written `ParseCloudable` type: the app's call of one Cloud function or job, as ParseSwift's docs
/// write it (`struct Hello: ParseCloudable { typealias ReturnType = String; var functionJobName = "hello";
/// var name: String? }`). `adopt` turns it into an entry of a Cloud Code description.
package struct SwiftCloudable: Hashable, Sendable {
    /// The type's own name.
    package var name: String
    /// The qualified name (`Cloud.Hello` for one nested in `enum Cloud`).
    package var qualifiedName: String
    /// Where the declaration's name is.
    package var location: SourceLocation
    /// The declared access level.
    package var access: String
    /// Whether it is a class (a generated Cloud type is a struct).
    package var isClass = false
    /// Whether it has generic parameters.
    package var isGeneric = false
    /// Whether the declaration is written `nonisolated`.
    package var isNonisolated = false
    /// The type it is nested in, if any.
    package var enclosingType: String?
    /// `ReturnType` as the compiler spells it, and where the typealias is; nil when the declaration writes none.
    package var returnType: Located<SwiftTypeName>?
    /// The function's or job's name: `functionJobName`'s initial value, or the value its `init()` gives it.
    package var functionJobName: Located<String>?
    /// The stored properties, `functionJobName` included, in source order.
    package var properties: [SwiftProperty] = []
    /// The `CodingKeys` cases with their wire keys, when it declares them.
    package var codingKeys: [SwiftEnumCase]?
    /// What its `init()` assigns (`functionJobName` -> `"hello"`), when that is all it does; nil otherwise.
    package var initializerAssignments: [String: String]?
    /// The declaration's own members, in source order, with their spans.
    package var members: [SwiftMember] = []
    /// The declaration itself, from its first attribute or modifier to its closing brace.
    package var span: SourceSpan?
    /// Stored properties that read as computed (`lazy var`, wrapped properties), with why.
    package var unmovableProperties: [Located<String>] = []
    /// The protocols its declaration lists besides `ParseCloudable`.
    package var extraConformances: [String] = []
    /// Where extensions of it stand in the read files.
    package var extensions: [SourceLocation] = []
    /// Where the app calls `startJob()` on it.
    package var jobCalls: [SourceLocation] = []
    /// Where the app calls `runFunction()` on it.
    package var functionCalls: [SourceLocation] = []
    /// Where code outside the declaration names each stored property, by property name.
    package var outsideReferences: [String: [SourceLocation]] = [:]
    /// Where calls pass `functionJobName:` to its memberwise initializer.
    package var functionJobNameArguments: [SourceLocation] = []

    /// The key `property` is encoded under: its `CodingKeys` raw value, or its name without `CodingKeys`;
    /// nil when `CodingKeys` leaves it out.
    package func wireKey(of property: SwiftProperty) -> String? {
        guard let codingKeys else { return property.name }
        return codingKeys.first { $0.name == property.name }.map { $0.rawValue ?? $0.name }
    }

    /// The stored properties the call sends: every one but `functionJobName`.
    package var parameters: [SwiftProperty] {
        properties.filter { $0.name != "functionJobName" }
    }
}
