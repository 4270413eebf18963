import ParseSchema

/// The whole pipeline, from input bytes to file texts: read, decode, validate, translate, render.
/// It performs no I/O; see `InputCollector` and `OutputWriter` for the file system.
package enum Generator {
    /// What one run produced.
    package struct Outcome: Sendable {
        /// The files to write; empty when there were errors.
        package var files: [GeneratedFile]
        /// Every diagnostic, sorted by location.
        package var diagnostics: [Diagnostic]

        /// Whether generation succeeded (no errors).
        package var succeeded: Bool { !diagnostics.containsErrors }
    }

    /// Generates the models for `schemas`, refined by `config`. `accessLevel` overrides the config's.
    /// With `workingMemory: .reclaimedAtExit` (the command line) the plan is not freed.
    /// With `warningsAsErrors` (or the config's `"warningsAsErrors": true`) every warning is reported as an
    /// error, so nothing is generated while there is one.
    package static func generate(
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
            return Outcome(files: [], diagnostics: Diagnostic.sorted(diagnostics))
        }
        if let accessLevel {
            plan.accessLevel = accessLevel
        }
        let files = Renderer.render(plan)
        workingMemory.done(with: plan)
        diagnostics = Diagnostic.sorted(diagnostics)
        return Outcome(files: files, diagnostics: diagnostics)
    }

    /// Runs every stage up to translation and returns the plan (nil on errors before it) with the diagnostics.
    package static func plan(schemas: [SourceFile], config: SourceFile?) -> (
        plan: GenerationPlan?, diagnostics: [Diagnostic]
    ) {
        let analysis = analyse(schemas: schemas, config: config)
        return (analysis.plan, analysis.diagnostics)
    }
}
