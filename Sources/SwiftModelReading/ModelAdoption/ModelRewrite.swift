import ParseSchema

/// What `adopt --rewrite` does to one hand-written model: its declaration becomes an extension of the
/// generated type holding only what stays hand-written, or, where that cannot be done safely, the reasons
/// it is left alone.
///
/// A member is removed only when the generated model declares it the same way: a stored property with
/// the same name, type, wire key and initial value, `CodingKeys` with the same keys, `className`, an
/// `init()` that is empty or only gives properties the values the config now holds as their `initialValue`. The SDK's requirements the app implements itself (`init(from:)`, `encode(to:)`,
/// `merge(with:)`, `hash(into:)`, `==`) move to a `nonisolated extension`, since the generated model is
/// nonisolated and, in a module isolated to the main actor by default, a plain extension's member would
/// be isolated and could not satisfy them. Everything else stays where it is, in the same order. A nested
/// model, generated at the top level under another name, becomes a typealias to it in place
/// (`typealias Score = GameScore`), and what stays hand-written moves to extensions at the end of the file.
/// (A generic model is not rewritten: it stays as it is and its class is not generated.)
package struct ModelRewrite: Sendable {
    /// The model's qualified name.
    package var modelName: String
    /// Where the model is declared.
    package var location: SourceLocation
    /// The Parse class the model stands for.
    package var className: String
    /// Why the declaration cannot be rewritten; empty when it can.
    package var blockers: [Located<String>]
    /// The generated type the extension extends.
    var generatedName: String
    /// The hand-written type's own name (`Score` of `Game.Score`).
    var declaredName: String
    /// Whether the generated model has another name (a nested model): the declaration then becomes a
    /// typealias, and what stays hand-written an extension at the end of the file.
    var isRenamed: Bool
    /// The declaration's span.
    var span: SourceSpan?
    /// Members removed (the generated model has them).
    var removals: [SwiftMember] = []
    /// Hand-written `init(objectId:)`s in extensions that the generated model declares the same way.
    var externalRemovals: [StandardInitializer] = []
    /// Members moved into a `nonisolated extension`.
    var moves: [SwiftMember] = []
    /// The types declared beside a nested model in its enclosing type (`Level` beside `Outer.GameScore`),
    /// with their qualified names: code moved out of the enclosing type finds them through typealiases.
    var siblingTypes: [(name: String, qualifiedName: String)] = []
    /// The protocols the declaration's own inheritance clause lists that the generated model lacks.
    var droppedConformances: Set<String>
    /// The schema field each stored property stands for, by property name: a removed property's comment
    /// becomes its field's `doc`.
    var fieldByProperty: [String: String] = [:]
    /// Whether the declaration is written `nonisolated`: the extension that takes its place is too, so that
    /// what it keeps is not isolated to the main actor in a module isolated to it by default.
    var isNonisolated = false
    /// Whether the model is a class: a struct extension cannot hold what only a class can declare.
    var isClass = false
    /// The instance methods that stay in the declaration (not requirement witnesses).
    var keptInstanceMethods: [String] = []
    /// Whether anything but removed members stays or moves (computed properties, methods, types, witnesses).
    var keepsCode = false
    /// Whether it is a hand-written `ParseCloudable` type, which the generated Cloud type replaces whole.
    package var isCloudType = false

    /// The SDK requirements an app may implement itself, by declaration name.
    static let requirementWitnesses: Set<String> = [
        "init(from:)", "encode(to:)", "merge(with:)", "hash(into:)", "static ==(_:_:)",
    ]

    init(_ planner: ModelAdoptionPlanner) {
        let model = planner.model
        modelName = model.qualifiedName
        className = planner.parseClass.name
        for (field, property) in planner.propertyByField { fieldByProperty[property.name] = field }
        location = model.location
        generatedName = planner.report.generatedName
        span = model.span
        blockers = planner.rewriteBlockers
        var dropped = Set(ParseSDKShapes.modelProtocols.map(\.name)).union(AdoptionPlanner.providedConformances)
        dropped.insert("ParseQueryScorable")
        droppedConformances = dropped
        if model.kind == .objectiveC {
            blockers.append(
                Located(
                    "a PFObject subclass moves to ParseSwift by hand: its callers use the Objective-C SDK's API",
                    at: model.location))
        }
        declaredName = model.name
        isRenamed = model.enclosingType != nil
        isNonisolated = model.isNonisolated
        isClass = model.isClass && model.kind != .objectiveC
        blockers += model.unmovableProperties
        for keys in model.extensionCodingKeys {
            blockers.append(
                Located(
                    "CodingKeys is declared in an extension, apart from the declaration, and would clash with the generated one; move it into the declaration of \(model.qualifiedName) first",
                    at: keys))
        }
        if isClass, !model.isFinal, !model.subclasses.isEmpty || model.access == "open" {
            let by =
                model.subclasses.isEmpty ? "it is open" : "\(model.subclasses.joined(separator: ", ")) derives from it"
            blockers.append(
                Located(
                    "\(model.qualifiedName) is a class that can have subclasses (\(by)), and the generated model is a struct",
                    at: model.location))
        }
        if model.enclosingType != nil, model.access == "private" || model.access == "fileprivate" {
            blockers.append(
                Located(
                    "\(model.qualifiedName) is \(model.access); the generated model is a top-level type that a \(model.access) typealias cannot stand in for everywhere the nested one was used",
                    at: model.location))
        }
        if model.span == nil {
            blockers.append(Located("the compiler gave no source range for the declaration", at: model.location))
        }
        if let enclosing = model.enclosingType {
            let prefix = enclosing + "."
            let siblings =
                planner.models.models.map(\.qualifiedName) + Array(planner.models.enums.keys)
                + Array(planner.models.structs.keys)
            for qualified in Set(siblings).sorted()
            where qualified.hasPrefix(prefix) && qualified != model.qualifiedName {
                let name = String(qualified.dropFirst(prefix.count))
                // Only direct members, and none that a generated model declares itself.
                if !name.contains("."), !ReservedTypeNames.memberTypes.contains(name) {
                    siblingTypes.append((name, qualified))
                }
            }
        }
        let codingKeysName = model.qualifiedName + ".CodingKeys"
        for member in model.members {
            switch member.kind {
            case .storedProperty:
                if planner.providedProperties.contains(member.name) {
                    removals.append(member)
                } else if !planner.rewriteBlockers.contains(where: {
                    $0.value.contains("stored property \(member.name) ")
                }) {
                    blockers.append(
                        Located(
                            "stored property \(member.name) is not one the generated model declares, and an extension cannot hold it",
                            at: model.location))
                }
            case .className:
                removals.append(member)
            case .emptyInitializer where member.name == "init()":
                removals.append(member)
            case .type where member.name == codingKeysName:
                if let problem = Self.codingKeysProblem(model, provided: planner.providedProperties) {
                    blockers.append(Located(problem, at: model.codingKeysLocation ?? model.location))
                } else {
                    removals.append(member)
                }
            case .initializer where member.name == "init()" && planner.foldsInitializer:
                removals.append(member)
            case .initializer
            where member.name == "init(objectId:)"
                && model.standardObjectIdInitializers.contains(where: {
                    $0.container == nil && $0.span == member.span
                }):
                removals.append(member)
            case .initializer, .emptyInitializer, .method:
                keepsCode = true
                if Self.requirementWitnesses.contains(member.name) {
                    moves.append(member)
                } else if member.kind == .method, !member.name.hasPrefix("static ") {
                    keptInstanceMethods.append(member.name)
                }
            case .computedProperty, .staticProperty, .type, .typeAlias:
                keepsCode = true
            }
        }
        externalRemovals = model.standardObjectIdInitializers.filter { $0.container != nil }
        for member in removals + moves where member.span == nil {
            blockers.append(
                Located(
                    "\(member.name) is declared together with another property (`var a, b: T`); split it first",
                    at: model.location))
        }
    }

    /// Why the hand-written `CodingKeys` cannot give way to the generated one, nil when it can: every case
    /// must name a property the generated model declares under the same key.
    private static func codingKeysProblem(_ model: SwiftModel, provided: Set<String>) -> String? {
        for key in model.codingKeys ?? [] where !provided.contains(key.name) {
            return
                "CodingKeys has the case \(key.name), which names no property the generated model declares under that key"
        }
        return nil
    }
}
