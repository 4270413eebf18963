import ParseSchema

extension SchemaDiff {
    /// One side of a diff: the classes of `files` (any input shape), read, decoded and merged as generation
    /// does, but not validated, so a schema the generator would refuse can still be compared.
    /// Returns the diagnostics of reading and decoding; the classes are only usable without errors.
    package static func classes(in files: [SourceFile]) -> (classes: [ParseClass], diagnostics: [Diagnostic]) {
        var classes: [ParseClass] = []
        var diagnostics: [Diagnostic] = []
        // A Cloud Code description sits beside the schemas (and `adopt` writes one there): it holds no classes.
        for file in files where !CloudCodeDecoder.isDescriptionFile(file.path) {
            switch JSONReader.read(file.bytes) {
            case .success(let root):
                let decoded = SchemaDecoder.decode(root, path: file.path)
                classes += decoded.classes
                diagnostics += decoded.diagnostics
            case .failure(let error):
                diagnostics.append(
                    Diagnostic(.error, error.message, at: SourceLocation(file: file.path, position: error.position)))
            }
        }
        let merged = SchemaMerger.merge(classes)
        return (merged.classes, Diagnostic.sorted(diagnostics + merged.diagnostics))
    }
}
