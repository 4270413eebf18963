/// Renders a model's typed query keys, its relation helpers, and the helpers it adds to pointer targets.
struct QueryRenderer {
    let model: ModelPlan
    let access: String
    /// The model's type name as spelled in code, once: every key and helper repeats it.
    private let typeName: String
    private let query = TypeSpelling.sdkType("Query")
    private let operation = TypeSpelling.sdkType("ParseOperation")

    init(model: ModelPlan, access: String) {
        self.model = model
        self.access = access
        typeName = SwiftText.identifier(model.typeName)
    }

    func render(_ code: CodeBuilder) {
        renderKeys(code)
        renderRelationHelpers(code)
        renderInverseHelpers(code)
    }

    private func renderKeys(_ code: CodeBuilder) {
        guard !model.queryKeys.isEmpty else { return }
        code.line("")
        code.line("// MARK: - Query keys")
        code.line("")
        code.block("nonisolated extension \(typeName)") {
            code.line(
                "/// Typed keys of the fields of `\(model.typeName)`: a wrong field name, value type or model is a compile error."
            )
            code.block("\(access)nonisolated enum Key") {
                // Fields read in place, by index (see `ModelRenderer.renderProperties`).
                // Computed, not `static let`: a stored static is a global with a lazy initializer, an
                // addressor and a once-token, which cost the compiler (type-check and compile) about two
                // fifths more than a getter (issue 28: 7.0 M against 5.1 M instructions a key); a key is a
                // name in a struct, so building it on each use is free.
                let keys = model.queryKeys
                for index in keys.indices {
                    let keyType = keys[index].kind.keyTypeName
                    code.line(
                        "\(access)static var \(identifier: keys[index].name): \(keyType)<\(typeName), \(type: keys[index].valueType)> { .init(\(literal: keys[index].wireKey)) }"
                    )
                }
            }
        }
    }

    private func renderRelationHelpers(_ code: CodeBuilder) {
        guard !model.relationHelpers.isEmpty else { return }
        code.line("")
        code.line("// MARK: - Relations")
        code.line("")
        code.block("nonisolated extension \(typeName)") {
            for (index, helper) in model.relationHelpers.enumerated() {
                if index > 0 {
                    code.line("")
                }
                let wire = SwiftText.stringLiteral(helper.wireKey)
                let target = SwiftText.identifier(helper.targetType)
                let field = SwiftText.singleLine(helper.wireKey)
                code.line("/// The `\(helper.targetType)` objects in this object's `\(field)` relation.")
                code.line("/// - Throws: `ParseError` when this object has no `objectId` yet.")
                code.block("\(access)func \(helper.queryMethodName)() throws -> \(query)<\(target)>") {
                    code.line("try \(target).queryRelations(\(wire), parent: self)")
                }
                code.line("")
                code.line("/// An operation adding `objects` to the `\(field)` relation; call `save()` on it.")
                code.block(
                    "\(access)func \(helper.addMethodName)(_ objects: [\(target)]) throws -> \(operation)<\(typeName)>"
                ) {
                    code.line("try operation.addRelation(\(wire), objects: objects)")
                }
                code.line("")
                code.line("/// An operation removing `objects` from the `\(field)` relation; call `save()` on it.")
                code.block(
                    "\(access)func \(helper.removeMethodName)(_ objects: [\(target)]) throws -> \(operation)<\(typeName)>"
                ) {
                    code.line("try operation.removeRelation(\(wire), objects: objects)")
                }
            }
        }
    }

    private func renderInverseHelpers(_ code: CodeBuilder) {
        let byTarget = Dictionary(grouping: model.inverseHelpers, by: \.targetType)
        for target in byTarget.keys.sorted(by: { $0.utf8Precedes($1) }) {
            code.line("")
            code.line("// MARK: - \(model.typeName) objects referring to \(target)")
            code.line("")
            code.block("nonisolated extension \(SwiftText.identifier(target))") {
                for (index, helper) in (byTarget[target] ?? []).enumerated() {
                    if index > 0 {
                        code.line("")
                    }
                    let field = SwiftText.singleLine(helper.wireKey)
                    switch helper.kind {
                    case .pointer:
                        code.line("/// The `\(model.typeName)` objects whose `\(field)` points at this object.")
                    case .relation:
                        code.line("/// The `\(model.typeName)` objects whose `\(field)` relation contains this object.")
                    }
                    code.line("/// - Throws: `ParseError` when this object has no `objectId` yet.")
                    // The SDK function `key == object` calls, through the support file's namespace so that no
                    // member of the model or declaration of the app can hide it. A plain function rather than
                    // the typed key's `==`: one overload is quick to type-check.
                    code.block("\(access)func \(identifier: helper.methodName)() throws -> \(query)<\(typeName)>") {
                        code.line(
                            "\(typeName).query(try \(SDKNames.namespace).equalTo(key: \(literal: helper.wireKey), object: self))"
                        )
                    }
                }
            }
        }
    }
}
