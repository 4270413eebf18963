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
    /// `workingMemory` says whether the schema files' JSON trees are freed once decoded.
    public static func analyse(schemas: [SourceFile], config: SourceFile?, workingMemory: WorkingMemory = .freed) -> Analysis {
        var diagnostics: [Diagnostic] = []
        var generatorConfig = GeneratorConfig()
        var classes: [ParseClass] = []
        // The config is read and decoded while the schema files are read, all on every core; then each schema
        // file is decoded from here, its classes on every core. Not inside the first step: Dispatch runs an
        // apply nested in another on fewer threads (on 2 cores, one), which made the classes' decoding serial.
        let inputs = (config.map { [ReadingInput.config($0)] } ?? []) + schemas.map(ReadingInput.schema)
        let reads = inputs.concurrentMap(Self.read)
        defer { workingMemory.done(with: reads) }
        for read in reads {
            switch read {
            case .config(let config, let found):
                generatorConfig = config
                diagnostics += found
            case .schema(let file, .success(let root)):
                let decoded = SchemaDecoder.decode(root, path: file.path)
                classes += decoded.classes
                diagnostics += decoded.diagnostics
            case .schema(let file, .failure(let error)):
                diagnostics.append(syntaxDiagnostic(error, in: file.path))
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
    private enum ReadingInput {
        case config(SourceFile)
        case schema(SourceFile)
    }

    /// What the first step made of an input: the config decoded, with its diagnostics, or a schema file's
    /// JSON tree (or its syntax error).
    private enum ReadInput {
        case config(GeneratorConfig, [Diagnostic])
        case schema(SourceFile, Result<JSONNode, JSONSyntaxError>)
    }

    private static func read(_ input: ReadingInput) -> ReadInput {
        switch input {
        case .config(let file):
            switch JSONReader.read(file.bytes) {
            case .success(let root):
                let decoded = ConfigDecoder.decode(root, path: file.path)
                return .config(decoded.config, decoded.diagnostics)
            case .failure(let error):
                return .config(GeneratorConfig(), [syntaxDiagnostic(error, in: file.path)])
            }
        case .schema(let file):
            return .schema(file, JSONReader.read(file.bytes))
        }
    }
}
