/// A position inside a named input file.
package struct SourceLocation: Hashable, Sendable, Comparable {
    /// The path of the file as the user named it.
    package var file: String
    /// The line and column inside the file.
    package var position: SourcePosition

    /// Creates a location.
    package init(file: String, position: SourcePosition) {
        self.file = file
        self.position = position
    }

    /// Creates a location from a line and a column.
    package init(file: String, line: Int, column: Int) {
        self.init(file: file, position: SourcePosition(line: line, column: column))
    }

    /// Orders locations by file, then position.
    package static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file, lhs.position.line, lhs.position.column) < (rhs.file, rhs.position.line, rhs.position.column)
    }
}

/// A problem found in the input, reported by any stage of the pipeline.
package struct Diagnostic: Hashable, Sendable {
    /// How serious a diagnostic is. Errors stop generation; warnings and notes do not.
    package enum Severity: String, Hashable, Sendable {
        /// The input cannot be turned into models.
        case error
        /// Models are generated, but something deserves attention.
        case warning
        /// Extra information.
        case note
    }

    /// How serious the problem is.
    package var severity: Severity
    /// What is wrong, in one sentence.
    package var message: String
    /// Where it is; `nil` for problems that belong to no file.
    package var location: SourceLocation?
    /// What the user can do about it.
    package var hint: String?
    /// For a warning about a choice the generator made, what the config's `acknowledge` names to silence it.
    package var subject: WarningSubject?

    /// Creates a diagnostic.
    package init(
        _ severity: Severity, _ message: String, at location: SourceLocation?, hint: String? = nil,
        subject: WarningSubject? = nil
    ) {
        self.severity = severity
        self.message = message
        self.location = location
        self.hint = hint
        self.subject = subject
    }

    /// The diagnostic in the compiler format that Xcode and SwiftPM show inline:
    /// `path:line:column: error: message`, with the hint on a `note:` line after it. The path, message and
    /// hint carry input-derived text, so each is printed escaped (see `PrintableText`): no input can add a
    /// line, and with it a diagnostic of its own, nor reach the terminal.
    package var formatted: String {
        let prefix =
            location.map { "\(PrintableText.escaped($0.file)):\($0.position.line):\($0.position.column): " } ?? ""
        var text = "\(prefix)\(severity.rawValue): \(PrintableText.escaped(message))"
        if let hint {
            text += "\n\(prefix)note: \(PrintableText.escaped(hint))"
        }
        return text
    }
}

extension Array where Element == Diagnostic {
    /// Whether any diagnostic is an error.
    package var containsErrors: Bool { contains { $0.severity == .error } }
}
