/// The whole pipeline, from input bytes to file texts: read, decode, validate, translate, render.
/// It performs no I/O; see `InputCollector` and `OutputWriter` for the file system.
public enum Generator {
    /// What one run produced.
    public struct Outcome: Sendable {
        /// The files to write; empty when there were errors.
        public var files: [GeneratedFile]
        /// Every diagnostic, sorted by location.
        public var diagnostics: [Diagnostic]

        /// Whether generation succeeded (no errors).
        public var succeeded: Bool { !diagnostics.containsErrors }
    }

    /// Generates the models for `schemas`, refined by `config`. `accessLevel` overrides the config's.
    /// With `workingMemory: .reclaimedAtExit` (the command line) the plan is not freed.
    /// With `warningsAsErrors` (or the config's `"warningsAsErrors": true`) every warning is reported as an
    /// error, so nothing is generated while there is one.
    public static func generate(
        schemas: [SourceFile], config: SourceFile?, accessLevel: AccessLevel? = nil, warningsAsErrors: Bool = false,
        workingMemory: WorkingMemory = .freed
    ) -> Outcome {
        let analysis = analyse(schemas: schemas, config: config)
        var diagnostics = analysis.diagnostics
        if warningsAsErrors || analysis.config.warningsAsErrors {
            diagnostics = diagnostics.map { diagnostic in
                guard diagnostic.severity == .warning else { return diagnostic }
                var promoted = diagnostic
                promoted.severity = .error
                return promoted
            }
        }
        guard var plan = analysis.plan, !diagnostics.containsErrors else {
            return Outcome(files: [], diagnostics: sorted(diagnostics))
        }
        if let accessLevel {
            plan.accessLevel = accessLevel
        }
        let files = Renderer.render(plan)
        workingMemory.done(with: plan)
        diagnostics = sorted(diagnostics)
        return Outcome(files: files, diagnostics: diagnostics)
    }

    /// Runs every stage up to translation and returns the plan (nil on errors before it) with the diagnostics.
    public static func plan(schemas: [SourceFile], config: SourceFile?) -> (plan: GenerationPlan?, diagnostics: [Diagnostic]) {
        let analysis = analyse(schemas: schemas, config: config)
        return (analysis.plan, analysis.diagnostics)
    }

    static func syntaxDiagnostic(_ error: JSONSyntaxError, in path: String) -> Diagnostic {
        Diagnostic(.error, error.message, at: SourceLocation(file: path, position: error.position))
    }

    /// Diagnostics ordered by file, line and column; ones without a location first.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen = Set<Diagnostic>()
        let unique = diagnostics.filter { seen.insert($0).inserted }
        return unique.enumerated().sorted { lhs, rhs in
            switch (lhs.element.location, rhs.element.location) {
            case (nil, nil): return lhs.offset < rhs.offset
            case (nil, _): return true
            case (_, nil): return false
            case (let a?, let b?): return a == b ? lhs.offset < rhs.offset : a < b
            }
        }.map(\.element)
    }
}
