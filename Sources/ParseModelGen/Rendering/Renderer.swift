/// Turns a generation plan into file texts: one file per model plus the support file.
public enum Renderer {
    /// Renders every file of `plan`, models sorted by name, the support file last.
    public static func render(_ plan: GenerationPlan, generatorVersion: String) -> [GeneratedFile] {
        var files = plan.models.map { model in
            let sources = model.sourceFiles.isEmpty ? "ParseSwift's built-in class" : model.sourceFiles.joined(separator: ", ")
            let header = header(version: generatorVersion, origin: "from \(sources)")
            return GeneratedFile(
                name: "\(model.typeName).swift",
                contents: ModelRenderer(model: model, accessLevel: plan.accessLevel, header: header).render()
            )
        }
        let supportHeader = header(version: generatorVersion, origin: "as support for the generated models")
        files.append(GeneratedFile(
            name: SupportFileRenderer.fileName,
            contents: SupportFileRenderer(access: TypeSpelling.modifier(plan.accessLevel), header: supportHeader).render()
        ))
        return files
    }

    /// The file header; its first line is the marker that tells the writer a file is generated.
    private static func header(version: String, origin: String) -> [String] {
        [
            "\(GeneratedFileMarker.firstLinePrefix) \(SwiftText.singleLine(version)) \(SwiftText.singleLine(origin)).",
            "// Do not edit: change the schema or parse-model-gen.json and generate again.",
        ]
    }
}
