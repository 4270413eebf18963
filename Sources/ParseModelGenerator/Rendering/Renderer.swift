import ParseSchema

/// Turns a generation plan into file texts: one file per model, one per shared type of the config's
/// `types`, and the support file.
package enum Renderer {
    /// Renders every file of `plan`: models sorted by name, then shared types sorted by name, the support
    /// file last. Models are rendered on all cores; each file depends on its model alone, so the result is
    /// the same in any order.
    package static func render(_ plan: GenerationPlan) -> [GeneratedFile] {
        var files = plan.models.concurrentMap { model in
            let sources =
                model.sourceFiles.isEmpty ? "ParseSwift's built-in class" : model.sourceFiles.joined(separator: ", ")
            var renderer = ModelRenderer(
                model: model, accessLevel: plan.accessLevel, header: header(origin: "from \(sources)"))
            renderer.imports = plan.imports
            return GeneratedFile(name: GeneratedFileNames.file(forType: model.typeName), contents: renderer.render())
        }
        for sharedType in plan.sharedTypes {
            var renderer = SharedTypeRenderer(
                sharedType: sharedType, access: TypeSpelling.modifier(plan.accessLevel),
                header: header(origin: "from \(sharedType.sourceFile)")
            )
            renderer.imports = plan.imports
            files.append(
                GeneratedFile(name: GeneratedFileNames.file(forType: sharedType.name), contents: renderer.render()))
        }
        if let cloudCode = plan.cloudCode {
            let renderer = CloudCodeRenderer(
                plan: cloudCode, access: TypeSpelling.modifier(plan.accessLevel),
                header: header(
                    origin: "from \(cloudCode.sourceFiles.joined(separator: ", "))",
                    change: "the Cloud Code description"),
                imports: plan.imports)
            files.append(GeneratedFile(name: CloudCodeRenderer.fileName, contents: renderer.render()))
        }
        guard plan.generatesSupportFile else { return files }
        let supportHeader = header(origin: "as support for the generated models")
        let support = SupportFileRenderer(
            access: TypeSpelling.modifier(plan.accessLevel), header: supportHeader, imports: plan.imports)
        files.append(GeneratedFile(name: SupportFileRenderer.fileName, contents: support.render()))
        return files
    }

    /// The file header; its first line is the marker that tells the writer a file is generated. It
    /// names no tool version, so an upgrade that changes nothing else rewrites no committed file, and
    /// it tells formatters and linters to leave the file alone.
    private static func header(origin: String, change: String = "the schema or parse-model-gen.json") -> [String] {
        [
            "\(GeneratedFileMarker.firstLinePrefix) \(SwiftText.singleLine(origin)).",
            "// Do not edit: change \(change) and generate again.",
            "// swift-format-ignore-file",
            "// swiftlint:disable all",
        ]
    }
}
