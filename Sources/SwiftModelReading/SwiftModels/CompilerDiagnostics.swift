import ParseSchema

/// The compiler's own diagnostics (`-diagnostic-style llvm`: `path:line:column: error: message`), turned
/// into the project's diagnostics at the user's file names.
enum CompilerDiagnostics {
    /// The errors in `output`, for the files `pathsByCompiledPath` maps (the copies the compiler read ->
    /// the paths the user named). Lines about other files, warnings and notes are left out; an error
    /// naming no file keeps no location.
    static func errors(in output: String, pathsByCompiledPath: [String: String]) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for line in output.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let marker = line.range(of: ": error: ") else {
                if line.hasPrefix("error: ") {
                    diagnostics.append(
                        Diagnostic(.error, "the Swift compiler: " + line.dropFirst("error: ".count), at: nil))
                }
                continue
            }
            let message = String(line[marker.upperBound...])
            let place = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
            guard place.count >= 3, let lineNumber = Int(place[place.count - 2]),
                let column = Int(place[place.count - 1])
            else { continue }
            let compiledPath = place.dropLast(2).joined(separator: ":")
            guard let userPath = pathsByCompiledPath[compiledPath] else { continue }
            diagnostics.append(
                Diagnostic(.error, message, at: SourceLocation(file: userPath, line: lineNumber, column: column)))
        }
        return diagnostics
    }
}
