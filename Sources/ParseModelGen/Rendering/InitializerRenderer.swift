/// Renders what a hand-written ParseSwift model declares beside its properties, in an extension:
/// `init(objectId:)` (only the fork declares it), a memberwise initializer (the struct's `init() {}`,
/// which the SDK requires, suppresses Swift's own), and `merge(with:)` as ParseSwift's documentation
/// writes it, so partial updates send only the changed keys without the SDK's encode-and-decode merge.
struct InitializerRenderer {
    let model: ModelPlan
    let access: String

    func render(_ code: CodeBuilder) {
        code.line("")
        code.line("// MARK: - Initializers and merging")
        code.line("")
        code.block("extension \(SwiftText.identifier(model.typeName))") {
            code.line("/// A reference to the object with id `objectId`, for pointers and updates of chosen fields.")
            code.block("\(access)init(objectId: String)") {
                code.line("self.init()")
                code.line("self.objectId = objectId")
            }
            code.line("")
            renderMemberwise(code)
            code.line("")
            renderMerge(code)
        }
    }

    private func renderMemberwise(_ code: CodeBuilder) {
        let properties = model.allProperties
        code.line("/// An object with the given fields; the rest stay empty.")
        code.line("\(access)init(")
        code.indented {
            for (index, property) in properties.enumerated() {
                let defaultValue = property.placeholder.map(TypeSpelling.spell) ?? "nil"
                let separator = index == properties.count - 1 ? "" : ","
                code.line("\(SwiftText.identifier(property.name)): \(type: property.type) = \(defaultValue)\(separator)")
            }
        }
        code.block(")") {
            for property in properties {
                let name = SwiftText.identifier(property.name)
                code.line("self.\(name) = \(name)")
            }
        }
    }

    /// Each custom field the server's response leaves out is restored from the original; the SDK's
    /// `mergeParse(with:)` restores its own fields and checks that the ids match.
    private func renderMerge(_ code: CodeBuilder) {
        code.line("/// `self` (the server's response to a partial update) completed with the fields it lacks from `object`.")
        code.block("\(access)func merge(with object: Self) throws -> Self") {
            let restorable = model.properties.filter { if case .optional = $0.type { return true } else { return false } }
            code.line(restorable.isEmpty ? "try mergeParse(with: object)" : "var updated = try mergeParse(with: object)")
            for property in restorable {
                let name = SwiftText.identifier(property.name)
                code.block("if updated.shouldRestoreKey(\\.\(name), original: object)") {
                    code.line("updated.\(name) = object.\(name)")
                }
            }
            if !restorable.isEmpty {
                code.line("return updated")
            }
        }
    }
}
