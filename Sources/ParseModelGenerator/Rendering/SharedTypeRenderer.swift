/// Renders one shared type of the config's `types` into the text of its own file: a top-level struct or
/// enum with the same shape as a type nested in a model.
struct SharedTypeRenderer {
    let sharedType: SharedTypePlan
    let access: String
    let header: [String]
    /// Modules to import besides Foundation and ParseSwift (a shared struct may hold a `targetTypes` type).
    var imports: [String] = []

    func render() -> String {
        let code = CodeBuilder()
        code.filePreamble(header: header, imports: imports)
        let renderer = NestedTypeRenderer(access: access)
        renderer.render(sharedType.declaration, in: .topLevel, code)
        renderer.renderInnerLevels(of: sharedType.declaration, in: .topLevel, code)
        return code.text
    }
}
