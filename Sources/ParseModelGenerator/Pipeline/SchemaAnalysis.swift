import ParseSchema

extension Generator {
    /// What the stages up to translation found: the classes as validated, the config as decoded and the plan.
    /// The schema tools beside generation (diagrams, docs) start from it, so they see exactly the classes,
    /// type names and property names that generation would write.
    package struct Analysis: Sendable {
        /// Every class of the inputs, merged across files and validated, in input order; before the
        /// config's include and exclude lists apply.
        package var classes: [ParseClass]
        /// The config as decoded (the defaults when there is none).
        package var config: GeneratorConfig
        /// The translator's plan; nil when a stage found errors.
        package var plan: GenerationPlan?
        /// Every diagnostic, in the order the stages found them.
        package var diagnostics: [Diagnostic]
    }

    /// Reads, decodes, merges, validates and translates: the one sequence of stages that generation
    /// (``plan(schemas:config:)``) and the schema tools share. `forCodeGeneration` false (the diagram and
    /// docs views of a subset of the schemas, which often share one config with the rest) makes a refinement
    /// of a class or field no input declares a warning: no generated code silently misses it there.
    package static func analyse(schemas: [SourceFile], config: SourceFile?, forCodeGeneration: Bool = true) -> Analysis
    {
        var diagnostics: [Diagnostic] = []
        // Cloud Code descriptions sit beside the schemas and arrive with them; they are told apart by name.
        let cloudCodeFiles = schemas.filter { CloudCodeDecoder.isDescriptionFile($0.path) }
        let schemas = cloudCodeFiles.isEmpty ? schemas : schemas.filter { !cloudCodeFiles.contains($0) }
        var generatorConfig = GeneratorConfig()
        var classes: [ParseClass] = []
        var cloudCode = CloudCodeDescription()
        // The config is read and decoded on its own thread while the schema files are read and decoded: schema
        // decoding does not need it, and waiting for it before decoding left a core idle (up to 40 ms at 5000
        // classes). One schema file (a `/schemas` response, an export) is parsed on every core; several are
        // parsed one per core, each in one piece. Each file is decoded after that, its classes on every core.
        // Never one concurrent step inside another: Dispatch runs a nested one on fewer threads (on 2 cores, one).
        // In a block of its own, so that the trees are freed before the classes are merged and translated.
        do {
            let configRead = config.map { file in BackgroundWork { readConfig(file) } }
            // So are the Cloud Code descriptions, which nothing needs before the models are planned: on the main
            // thread they added their whole reading and decoding to the run's wall time.
            let cloudCodeRead = cloudCodeFiles.isEmpty ? nil : BackgroundWork { readCloudCode(cloudCodeFiles) }
            let trees =
                schemas.count == 1
                ? [SchemaFileReader.read(schemas[0].bytes)]
                : schemas.concurrentMap { JSONReader.read($0.bytes) }
            var schemaDiagnostics: [Diagnostic] = []
            for (file, tree) in zip(schemas, trees) {
                switch tree {
                case .success(let root):
                    let decoded = SchemaDecoder.decode(root, path: file.path)
                    classes += decoded.classes
                    schemaDiagnostics += decoded.diagnostics
                case .failure(let error):
                    schemaDiagnostics.append(Diagnostic.syntaxError(error, in: file.path))
                }
            }
            if let (description, found) = cloudCodeRead?.result() {
                cloudCode = description
                schemaDiagnostics += found
            }
            // The config's findings come first, as they would had it been read first.
            if let (config, found) = configRead?.result() {
                generatorConfig = config
                diagnostics += found
            }
            generatorConfig.unknownRefinementSeverity = forCodeGeneration ? .error : .warning
            diagnostics += schemaDiagnostics
        }
        let merged = SchemaMerger.merge(classes)
        diagnostics += merged.diagnostics
        // The chosen names' case is checked on its own thread while the classes are validated on every core:
        // it walks the config and every field once, on one core, which otherwise left the other one idle.
        let caseCheck = BackgroundWork { [classes = merged.classes, config = generatorConfig] in
            ChosenNameCase.validate(classes, config: config)
        }
        diagnostics += SchemaValidator.validate(merged.classes, config: generatorConfig)
        diagnostics += caseCheck.result()
        guard !diagnostics.containsErrors else {
            return Analysis(
                classes: merged.classes, config: generatorConfig, plan: nil,
                diagnostics: settled(diagnostics, config: generatorConfig, complete: false))
        }
        var translated = Translator.translate(merged.classes, config: generatorConfig)
        diagnostics += translated.diagnostics
        if !cloudCodeFiles.isEmpty, !diagnostics.containsErrors {
            let cloud = CloudCodePlanner.plan(
                cloudCode, sourceFiles: cloudCodeFiles.map { SchemaDecoder.fileName($0.path) }, models: translated.plan,
                pointerStyle: generatorConfig.pointerStyle)
            diagnostics += cloud.diagnostics
            translated.plan.cloudCode = cloud.plan
        }
        diagnostics = settled(diagnostics, config: generatorConfig, complete: !diagnostics.containsErrors)
        return Analysis(
            classes: merged.classes, config: generatorConfig,
            plan: diagnostics.containsErrors ? nil : translated.plan, diagnostics: diagnostics
        )
    }

    /// `diagnostics` without the warnings the config acknowledges. After a complete run (`complete`: every
    /// stage ran), an acknowledgement that matched no warning is reported: the choice it acknowledged is no
    /// longer made (a field renamed on the server, a new naming rule), so it would silence nothing, or
    /// something else later.
    static func settled(_ diagnostics: [Diagnostic], config: GeneratorConfig, complete: Bool) -> [Diagnostic] {
        guard !config.acknowledged.isEmpty else { return diagnostics }
        var matched = Set<WarningSubject>()
        var result = diagnostics.filter { diagnostic in
            guard diagnostic.severity == .warning, let subject = diagnostic.subject, config.acknowledged[subject] != nil
            else { return true }
            matched.insert(subject)
            return false
        }
        if complete {
            for (subject, location) in config.acknowledged.sorted(by: { $0.key < $1.key })
            where !matched.contains(subject) {
                result.append(
                    Diagnostic(
                        .warning,
                        "the config acknowledges a '\(subject.kind.rawValue)' warning about '\(subject.path)', which this run does not give",
                        at: location, hint: "remove it from \"acknowledge\""
                    ))
            }
        }
        return result
    }

    /// The Cloud Code descriptions in `files`, decoded into one, with what their reading and decoding found.
    private static func readCloudCode(_ files: [SourceFile]) -> (CloudCodeDescription, [Diagnostic]) {
        var description = CloudCodeDescription()
        var diagnostics: [Diagnostic] = []
        for file in files {
            switch JSONReader.read(file.bytes) {
            case .success(let root):
                diagnostics += CloudCodeDecoder.decode(root, path: file.path, into: &description)
            case .failure(let error):
                diagnostics.append(Diagnostic.syntaxError(error, in: file.path))
            }
        }
        return (description, diagnostics)
    }

    /// The config in `file`, decoded, with what its reading and decoding found.
    private static func readConfig(_ file: SourceFile) -> (GeneratorConfig, [Diagnostic]) {
        switch JSONReader.read(file.bytes) {
        case .success(let root):
            let decoded = ConfigDecoder.decode(root, path: file.path)
            return (decoded.config, decoded.diagnostics)
        case .failure(let error):
            return (GeneratorConfig(), [Diagnostic.syntaxError(error, in: file.path)])
        }
    }
}
