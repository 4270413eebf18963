extension Diagnostic {
    /// The diagnostic for a JSON file that does not parse.
    package static func syntaxError(_ error: JSONSyntaxError, in path: String) -> Diagnostic {
        Diagnostic(.error, error.message, at: SourceLocation(file: path, position: error.position))
    }

    /// Diagnostics ordered by file, line and column; ones without a location first.
    package static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
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
