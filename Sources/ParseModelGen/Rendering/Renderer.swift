import Dispatch
import Foundation

/// Turns a generation plan into file texts: one file per model plus the support file.
public enum Renderer {
    /// Renders every file of `plan`, models sorted by name, the support file last. Models are rendered
    /// on all cores; each file depends on its model alone, so the result is the same in any order.
    public static func render(_ plan: GenerationPlan) -> [GeneratedFile] {
        let models = plan.models
        let results = RenderedFiles(count: models.count)
        DispatchQueue.concurrentPerform(iterations: models.count) { index in
            let model = models[index]
            let sources = model.sourceFiles.isEmpty ? "ParseSwift's built-in class" : model.sourceFiles.joined(separator: ", ")
            let header = header(origin: "from \(sources)")
            var renderer = ModelRenderer(model: model, accessLevel: plan.accessLevel, header: header)
            renderer.imports = plan.imports
            results.store(GeneratedFile(name: "\(model.typeName).swift", contents: renderer.render()), at: index)
        }
        var files = results.files
        guard plan.generatesSupportFile else { return files }
        let supportHeader = header(origin: "as support for the generated models")
        let support = SupportFileRenderer(access: TypeSpelling.modifier(plan.accessLevel), header: supportHeader, imports: plan.imports)
        files.append(GeneratedFile(name: SupportFileRenderer.fileName, contents: support.render()))
        return files
    }

    /// The file header; its first line is the marker that tells the writer a file is generated. It
    /// names no tool version, so an upgrade that changes nothing else rewrites no committed file, and
    /// it tells formatters and linters to leave the file alone.
    private static func header(origin: String) -> [String] {
        [
            "\(GeneratedFileMarker.firstLinePrefix) \(SwiftText.singleLine(origin)).",
            "// Do not edit: change the schema or parse-model-gen.json and generate again.",
            "// swift-format-ignore-file",
            "// swiftlint:disable all",
        ]
    }
}

/// File texts rendered concurrently, each stored at its model's index.
private final class RenderedFiles: @unchecked Sendable {
    private var slots: [GeneratedFile?]
    private let lock = NSLock()

    init(count: Int) {
        slots = Array(repeating: nil, count: count)
    }

    func store(_ file: GeneratedFile, at index: Int) {
        lock.lock()
        slots[index] = file
        lock.unlock()
    }

    /// Every stored file, in index order; read after all stores finished.
    var files: [GeneratedFile] {
        lock.lock()
        defer { lock.unlock() }
        return slots.compactMap { $0 }
    }
}
