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
        var classes: [ParseClass] = []
        // The config and the schema files are read and decoded on every core at once, then gathered in
        // input order: the config's diagnostics first, then each file's.
        let inputs = (config.map { [DecodingInput.config($0)] } ?? []) + schemas.map(DecodingInput.schema)
        for decoded in inputs.concurrentMap(Self.decode) {
            switch decoded {
            case .config(let config, let found):
                generatorConfig = config
                diagnostics += found
            case .schema(let fileClasses, let found):
                classes += fileClasses
                diagnostics += found
            }
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

    /// An input file and what it holds.
    private enum DecodingInput {
        case config(SourceFile)
        case schema(SourceFile)
    }

    /// What decoding an input gave: the config, or a schema file's classes; with the diagnostics.
    private enum DecodedInput {
        case config(GeneratorConfig, [Diagnostic])
        case schema([ParseClass], [Diagnostic])
    }

    private static func decode(_ input: DecodingInput) -> DecodedInput {
        switch input {
        case .config(let file):
            let (config, diagnostics) = read(file, orElse: GeneratorConfig()) { ConfigDecoder.decode($0, path: file.path) }
            return .config(config, diagnostics)
        case .schema(let file):
            let (classes, diagnostics) = read(file, orElse: [ParseClass]()) { SchemaDecoder.decode($0, path: file.path) }
            return .schema(classes, diagnostics)
        }
    }

    /// `decode` applied to the JSON of `file`, or `empty` with the syntax error.
    private static func read<Value>(
        _ file: SourceFile, orElse empty: Value, _ decode: (JSONNode) -> (Value, [Diagnostic])
    ) -> (Value, [Diagnostic]) {
        switch JSONReader.read(file.bytes) {
        case .success(let root): return decode(root)
        case .failure(let error): return (empty, [syntaxDiagnostic(error, in: file.path)])
        }
    }
}
