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
        code.block("extension \(identifier: model.typeName)") {
            code.line("/// A reference to the object with id `objectId`, for pointers and updates of chosen fields.")
            code.block("\(access)init(objectId: String)") {
                code.line("self.init()")
                code.line("self.objectId = objectId")
            }
            code.line("")
            renderMemberwise(code)
            if model.generatesMerge {
                code.line("")
                renderMerge(code)
            }
        }
    }

    /// Fields are read in place, by index (see `ModelRenderer.renderProperties`).
    private func renderMemberwise(_ code: CodeBuilder) {
        let properties = allProperties
        code.line("/// An object with the given fields; the rest stay empty.")
        code.line("\(access)init(")
        code.indented {
            for index in properties.indices {
                let defaultValue = properties[index].placeholder.map(TypeSpelling.spell) ?? "nil"
                let separator = index == properties.count - 1 ? "" : ","
                code.line("\(identifier: properties[index].name): \(type: properties[index].type) = \(defaultValue)\(separator)")
            }
        }
        code.block(")") {
            for index in properties.indices {
                let name = properties[index].name
                code.line("self.\(identifier: name) = \(identifier: name)")
            }
        }
    }

    /// Each custom field the server's response leaves out is restored from the original; the SDK's
    /// `mergeParse(with:)` restores its own fields and checks that the ids match.
    private func renderMerge(_ code: CodeBuilder) {
        code.line("/// `self` (the server's response to a partial update) completed with the fields it lacks from `object`.")
        code.block("\(access)func merge(with object: Self) throws -> Self") {
            let properties = model.properties
            let restorable = properties.indices.filter { if case .optional = properties[$0].type { return true } else { return false } }
            code.line(restorable.isEmpty ? "try mergeParse(with: object)" : "var updated = try mergeParse(with: object)")
            for index in restorable {
                let name = properties[index].name
                code.block("if updated.shouldRestoreKey(\\.\(identifier: name), original: object)") {
                    code.line("updated.\(identifier: name) = object.\(identifier: name)")
                }
            }
            if !restorable.isEmpty {
                code.line("return updated")
            }
        }
    }
}
