/// Renders what a hand-written ParseSwift model declares beside its properties, in an extension:
/// `init(objectId:)` (only the fork declares it), a memberwise initializer (the struct's `init() {}`,
/// which the SDK requires, suppresses Swift's own), and `merge(with:)` as ParseSwift's documentation
/// writes it, so partial updates send only the changed keys without the SDK's encode-and-decode merge.
struct InitializerRenderer {
    let model: ModelPlan
    /// `model.allProperties`, joined once by the model's renderer.
    let allProperties: [PropertyPlan]
    let access: String

    func render(_ code: CodeBuilder) {
        code.line("")
        code.line("// MARK: - Initializers and merging")
        code.line("")
        code.block("nonisolated extension \(identifier: model.typeName)") {
            code.line("/// A reference to the object with id `objectId`, for pointers and updates of chosen fields.")
            code.block("\(access)init(objectId: String)") {
                code.line("self.init()")
                code.line("self.objectId = objectId")
            }
            code.line("")
            renderMemberwise(code)
            renderMissingRequiredKeys(code)
            if model.generatesMerge {
                code.line("")
                renderMerge(code)
            }
        }
    }

    /// Fields are read in place, by index (see `ModelRenderer.renderProperties`).
    ///
    /// The arguments go into a local copy made by `init()`, which becomes `self` at the end: assigning
    /// each stored property of `self` in turn makes the compiler's definite-initialization check
    /// quadratic in the number of properties (issue 28: 9.7 of the 13.5 s a 500-field model took).
    private func renderMemberwise(_ code: CodeBuilder) {
        let properties = Self.ordered(allProperties, leading: model.initializerOrder)
        code.line(
            properties.contains { $0.defaultArgument != nil }
                ? "/// An object with the given fields; the rest stay empty, or hold the server's default for them."
                : "/// An object with the given fields; the rest stay empty.")
        code.line("\(access)init(")
        code.indented {
            for index in properties.indices {
                // A public initializer's default argument cannot call the app type's (usually internal) init:
                // it reads the value a new model starts with instead, which the stored property's own
                // initializer (not subject to that rule) makes. The same value, and the same signature.
                let defaultValue =
                    properties[index].defaultCallsAppInitializer && access == "public "
                    ? SwiftText.identifier(model.typeName) + "()." + SwiftText.identifier(properties[index].name)
                    : properties[index].defaultArgument.map { TypeSpelling.spell($0, for: properties[index].type) }
                        ?? properties[index].placeholder.map { TypeSpelling.spell($0, for: properties[index].type) }
                        ?? "nil"
                let separator = index == properties.count - 1 ? "" : ","
                code.line(
                    "\(identifier: properties[index].name): \(type: properties[index].type) = \(defaultValue)\(separator)"
                )
            }
        }
        let local = Self.localName(avoiding: properties)
        code.block(")") {
            code.line("var \(identifier: local) = Self()")
            for index in properties.indices {
                let name = properties[index].name
                code.line("\(identifier: local).\(identifier: name) = \(identifier: name)")
            }
            code.line("self = \(identifier: local)")
        }
    }

    /// The properties with those named in `leading` first, in that order (the config's `initializerOrder`).
    static func ordered(_ properties: [PropertyPlan], leading: [String]) -> [PropertyPlan] {
        guard !leading.isEmpty else { return properties }
        var byName: [String: Int] = [:]
        for index in properties.indices { byName[properties[index].name] = index }
        var result = leading.compactMap { byName[$0].map { properties[$0] } }
        let listed = Set(leading)
        result += properties.filter { !listed.contains($0.name) }
        return result
    }

    /// `object`, or with as many underscores after it as it takes to differ from every parameter name.
    private static func localName(avoiding properties: [PropertyPlan]) -> String {
        // A scan, not a set of the names: one pass finds `object` absent in nearly every model, and
        // hashing every property's name cost more than the rest of the memberwise initializer's planning.
        var name = "object"
        while properties.contains(where: { $0.name == name }) {
            name += "_"
        }
        return name
    }

    /// The server's required fields without a default, checked before a save instead of failing with
    /// Parse error 142; only models that have such fields get it.
    private func renderMissingRequiredKeys(_ code: CodeBuilder) {
        let required = model.properties.filter(\.isRequiredWithoutDefault)
        guard !required.isEmpty else { return }
        code.line("")
        code.line("/// The keys of the fields the server requires (and fills no default for) that this object lacks;")
        code.line("/// saving it as a new object fails with Parse error 142 unless this is empty.")
        code.block("\(access)var missingRequiredKeys: [String]") {
            // `self.`: a field may be named `missing` (issue 33), and the local would hide it.
            code.line("var missing: [String] = []")
            for property in required {
                code.line(
                    "if self.\(identifier: property.name) == nil { missing.append(\(literal: property.wireKey)) }")
            }
            code.line("return missing")
        }
    }

    /// Each custom field the server's response leaves out is restored from the original (the support
    /// file's `restore(_:from:)`); the SDK's `mergeParse(with:)` restores its own fields and checks that
    /// the ids match.
    private func renderMerge(_ code: CodeBuilder) {
        code.line(
            "/// `self` (the server's response to a partial update) completed with the fields it lacks from `object`.")
        code.block("\(access)func merge(with object: Self) throws -> Self") {
            let properties = model.properties
            let restorable = properties.indices.filter {
                if case .optional = properties[$0].type { return true } else { return false }
            }
            let locals = model.localProperties
            let changes = !restorable.isEmpty || !locals.isEmpty
            code.line(changes ? "var updated = try mergeParse(with: object)" : "try mergeParse(with: object)")
            for index in restorable {
                let name = properties[index].name
                code.line(
                    "\(SDKNames.namespace).restore(&updated.\(identifier: name), from: object.\(identifier: name))")
            }
            // A response never carries what only the device knows: the local object's values stay.
            for index in locals.indices {
                let name = locals[index].name
                code.line("updated.\(identifier: name) = object.\(identifier: name)")
            }
            if changes {
                code.line("return updated")
            }
        }
    }
}
