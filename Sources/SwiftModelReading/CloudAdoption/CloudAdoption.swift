import ParseModelGenerator
import ParseSchema

/// `adopt`'s Cloud Code step: the app's hand-written `ParseCloudable` types become entries of the Cloud Code
/// description beside the schemas, checked against what the generator plans for them; with `--rewrite`, the
/// ones the generated types replace exactly are removed, together with the models' rewrite (one plan of the
/// Swift files, written all or nothing by the caller).
package enum CloudAdoption {
    /// The name of a description `adopt` creates.
    static let defaultFileName = "cloud-functions.json"

    /// What the step decided.
    package struct Outcome: Sendable {
        /// The description file written or added to.
        package var path: String
        /// Its bytes as read (nil when it does not exist yet).
        package var expected: [UInt8]?
        /// Its new text; nil when nothing is added.
        package var text: String?
        /// Whether the existing file has comments, which the rewrite from its values loses (a backup is kept).
        package var hasComments = false
        /// The adopted types, with whether `--rewrite` replaces each (no blockers).
        package var entries: [(entry: CloudAdoptionPlanner.Entry, replaced: Bool)] = []
        /// Types `--rewrite` leaves alone and out of the description, with why.
        package var leftOut: [String] = []
        /// Why a type cannot be replaced, at its place (without `--rewrite`: why it would not be).
        package var refusals: [Located<String>] = []
        /// Warnings (types not adopted, calls of unknown kind), notes, and errors (conflicts, a description
        /// that would not generate).
        package var diagnostics: [Diagnostic] = []
        /// The Swift files' changes: the models' rewrites and the Cloud types'.
        package var sources = AdoptedSources.Plan()
    }

    /// Plans the step for `models`' cloudables against `schemas` (the description files among them) and `config`
    /// (the config as adopt will write it); `modelRewrites` are the models' rewrites, planned with them.
    package static func plan(
        _ models: SwiftModelSet, schemas: [SourceFile], schemaPaths: [String], config: SourceFile?,
        modelRewrites: [ModelRewrite], rewrite: Bool
    ) -> Outcome {
        let descriptions = schemas.filter { CloudCodeDecoder.isDescriptionFile($0.path) }
        let path = AdoptedCloudDescription.path(descriptions: descriptions.map(\.path), schemaPaths: schemaPaths)
        var outcome = Outcome(path: path)
        outcome.sources = AdoptedSources.plan(modelRewrites, sources: models.sources)
        var roots: [String: JSONNode] = [:]
        for file in descriptions {
            if case .success(let root) = JSONReader.read(file.bytes) { roots[file.path] = root }
        }
        let target = descriptions.first { $0.path == path }
        outcome.expected = target?.bytes
        outcome.hasComments = target.map { AdoptedConfig.hasComments($0.bytes) } ?? false
        let before = Generator.analyse(schemas: schemas, config: config)
        guard let modelsPlan = before.plan else {
            outcome.diagnostics = before.diagnostics.filter { $0.severity == .error }
            return outcome
        }
        var modelClasses: CloudAdoptionPlanner.ModelClasses = [:]
        for (className, typeName) in modelsPlan.classTypeNames { modelClasses[typeName] = className }
        for model in models.models where modelsPlan.classTypeNames[model.parseClassName] != nil {
            modelClasses[model.qualifiedName] = model.parseClassName
        }
        var leftOut = Set<String>()
        var notAdopted: [Diagnostic] = []
        while true {
            let planned = CloudAdoptionPlanner.plan(
                models, modelClasses: modelClasses, config: before.config, leftOut: leftOut)
            let merged = AdoptedCloudDescription.merge(
                planned.entries, into: target.flatMap { file in roots[file.path].map { ($0, file.bytes) } },
                path: path, others: roots)
            outcome.diagnostics = notAdopted + planned.diagnostics + merged.diagnostics
            guard !merged.diagnostics.containsErrors else { return outcome }
            outcome.text = merged.text
            var inputs = schemas.filter { $0.path != path }
            if let text = merged.text {
                inputs.append(SourceFile(path: path, bytes: Array(text.utf8)))
            } else if let target {
                inputs.append(target)
            }
            let analysis = Generator.analyse(schemas: inputs, config: config)
            if analysis.plan == nil, let text = merged.text {
                // An entry the generator refuses (a type name a model or the SDK has, a parameter name the
                // generated type uses itself) is not adopted: named at its Swift type, and the rest go on.
                let culprits = refusedEntries(analysis.diagnostics, in: text, path: path, added: merged.added)
                if !culprits.isEmpty {
                    for (entry, reasons) in culprits {
                        leftOut.insert(entry.cloudable.qualifiedName)
                        for reason in reasons {
                            notAdopted.append(
                                Diagnostic(
                                    .warning,
                                    "\(entry.cloudable.qualifiedName) is not adopted: the generator would refuse its entry: \(reason.message)",
                                    at: entry.cloudable.location, hint: reason.hint))
                        }
                    }
                    continue
                }
            }
            guard let plan = analysis.plan else {
                outcome.diagnostics += analysis.diagnostics.filter { $0.severity == .error }
                outcome.diagnostics.append(
                    Diagnostic(
                        .error,
                        "the description adopt would write does not generate (the errors above are in it), so nothing was written",
                        at: nil, hint: "give the Swift types other names, or describe them by hand"))
                return outcome
            }
            let generated = plan.cloudCode?.types ?? []
            var rewrites: [ModelRewrite] = []
            for entry in planned.entries {
                let type = generated.first { $0.kind == entry.kind && $0.wireName == entry.name }
                let differences = CloudAdoptionPlanner.compare(entry, with: type)
                if let place = merged.described[entry.cloudable.qualifiedName], !differences.isEmpty {
                    // adopt never changes an entry that was there: one whose type would not be the app's is the
                    // user's to settle.
                    outcome.diagnostics += differences.map {
                        Diagnostic(
                            .error,
                            "the description already has the \(entry.kind.rawValue) '\(entry.name)' (\(place)), and the type it generates would not be \(entry.cloudable.qualifiedName) as written: \($0.value)",
                            at: $0.location,
                            hint: "adopt never changes an existing entry: make the two agree, or remove one")
                    }
                }
                rewrites.append(ModelRewrite(cloud: entry, blockers: entry.blockers + differences))
            }
            guard !outcome.diagnostics.containsErrors else { return outcome }
            let blocked = rewrites.filter { !$0.blockers.isEmpty }
            if rewrite, !blocked.isEmpty {
                leftOut.formUnion(blocked.map(\.modelName))
                outcome.leftOut += blocked.map(\.modelName)
                outcome.refusals += blocked.flatMap(\.blockers)
                continue
            }
            // The Swift files as --rewrite leaves them: a type the rewriter refuses (`#if`, attributes, members
            // sharing lines) stays as it is, and the rest of its file is rewritten without it.
            var kept = rewrites.filter { $0.blockers.isEmpty }
            var refusals = blocked.flatMap(\.blockers)
            var sources = AdoptedSources.plan(modelRewrites + kept, sources: models.sources)
            while true {
                let refused = Set(sources.refusedModels.map(\.name)).intersection(kept.map(\.modelName))
                guard !refused.isEmpty else { break }
                refusals +=
                    AdoptedSources.plan(
                        kept.filter { refused.contains($0.modelName) }, sources: models.sources
                    ).refusals
                kept.removeAll { refused.contains($0.modelName) }
                sources = AdoptedSources.plan(modelRewrites + kept, sources: models.sources)
            }
            let keptNames = Set(kept.map(\.modelName))
            let refusedNames = rewrites.map(\.modelName).filter { !keptNames.contains($0) }
            if rewrite, !refusedNames.isEmpty {
                leftOut.formUnion(refusedNames)
                outcome.leftOut += refusedNames
                outcome.refusals += refusals
                continue
            }
            outcome.sources = sources
            if !rewrite { outcome.refusals = refusals }
            outcome.entries = zip(planned.entries, rewrites).map { ($0, keptNames.contains($1.modelName)) }
            return outcome
        }
    }

    /// The added entries the errors of `diagnostics` in the description (`text`, at `path`) stand in, with
    /// their errors; empty when any error stands elsewhere (in an entry that was there, or in another file).
    private static func refusedEntries(
        _ diagnostics: [Diagnostic], in text: String, path: String, added: [CloudAdoptionPlanner.Entry]
    ) -> [(entry: CloudAdoptionPlanner.Entry, reasons: [Diagnostic])] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        // Each entry's name stands at the start of its line, four spaces in (under "functions" or "jobs").
        var headers: [(line: Int, entry: CloudAdoptionPlanner.Entry?)] = []
        for (index, line) in lines.enumerated() where line.hasPrefix("    \"") {
            headers.append((index + 1, added.first { line.hasPrefix("    " + OrderedJSON.quoted($0.name) + ":") }))
        }
        var found: [(entry: CloudAdoptionPlanner.Entry, reasons: [Diagnostic])] = []
        for diagnostic in diagnostics where diagnostic.severity == .error {
            guard let location = diagnostic.location, location.file == path,
                let entry = headers.last(where: { $0.line <= location.position.line })?.entry
            else { return [] }
            if let index = found.firstIndex(where: { $0.entry.cloudable.qualifiedName == entry.cloudable.qualifiedName }
            ) {
                found[index].reasons.append(diagnostic)
            } else {
                found.append((entry, [diagnostic]))
            }
        }
        return found
    }
}
