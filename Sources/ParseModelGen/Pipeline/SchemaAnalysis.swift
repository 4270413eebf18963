extension Generator {
    /// What the stages up to translation found: the classes as validated, the config as decoded and the plan.
    /// The schema tools beside generation (diagrams, docs) start from it, so they see exactly the classes,
    /// type names and property names that generation would write.
    public struct Analysis: Sendable {
        /// Every class of the inputs, merged across files and validated, in input order; before the
        /// config's include and exclude lists apply.
        public var classes: [ParseClass]
        /// The config as decoded (the defaults when there is none).
        public var config: GeneratorConfig
        /// The translator's plan; nil when a stage found errors.
        public var plan: GenerationPlan?
        /// Every diagnostic, in the order the stages found them.
        public var diagnostics: [Diagnostic]
    }

    /// Reads, decodes, merges, validates and translates: the one sequence of stages that generation
    /// (``plan(schemas:config:)``) and the schema tools share.
    public static func analyse(schemas: [SourceFile], config: SourceFile?) -> Analysis {
        var diagnostics: [Diagnostic] = []
        var generatorConfig = GeneratorConfig()
        if let config {
            switch JSONReader.read(config.bytes) {
            case .success(let root):
                let decoded = ConfigDecoder.decode(root, path: config.path)
                generatorConfig = decoded.config
                diagnostics += decoded.diagnostics
            case .failure(let error):
                diagnostics.append(syntaxDiagnostic(error, in: config.path))
            }
        }
        var classes: [ParseClass] = []
        // Files are read and decoded on every core, then gathered in input order.
        let decodedFiles = schemas.concurrentMap { schema -> (classes: [ParseClass], diagnostics: [Diagnostic]) in
            switch JSONReader.read(schema.bytes) {
            case .success(let root):
                return SchemaDecoder.decode(root, path: schema.path)
            case .failure(let error):
                return ([], [syntaxDiagnostic(error, in: schema.path)])
            }
        }
        for decoded in decodedFiles {
            classes += decoded.classes
            diagnostics += decoded.diagnostics
        }
        let merged = SchemaMerger.merge(classes)
        diagnostics += merged.diagnostics
        diagnostics += SchemaValidator.validate(merged.classes, config: generatorConfig)
        diagnostics += ChosenNameCase.validate(merged.classes, config: generatorConfig)
        guard !diagnostics.containsErrors else {
            return Analysis(classes: merged.classes, config: generatorConfig, plan: nil, diagnostics: diagnostics)
        }
        let translated = Translator.translate(merged.classes, config: generatorConfig)
        diagnostics += translated.diagnostics
        return Analysis(
            classes: merged.classes, config: generatorConfig,
            plan: diagnostics.containsErrors ? nil : translated.plan, diagnostics: diagnostics
        )
    }
}
