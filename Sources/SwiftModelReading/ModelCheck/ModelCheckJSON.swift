import ParseSchema

/// `check --format json`: one JSON document, described by `Documentation/check.schema.json`, with every
/// finding where the Swift source (or the schema, for an input that could not be read) holds it.
///
/// ```
/// {"format": "parse-model-gen/check", "version": 1, "command": "check", "swift": ["Models"],
///  "schema": ["Schemas"], "outcome": "disagrees",
///  "findings": [{"file": "Models/Book.swift", "line": 9, "column": 9, "severity": "error", "class": "Book",
///                "field": "year", "model": "Book", "kind": "type-mismatch", "message": "...", "hint": null}],
///  "summary": {"models": 1, "swiftFiles": 1, "classes": 2, "errors": 1, "warnings": 0, "notes": 0}}
/// ```
/// The members of `diff --format json`'s changes that apply to a finding keep their names and meaning
/// (`file`, `line`, `column`, `severity`, `class`, `field`, `message`).
package struct ModelCheckJSON {
    /// What the run came to, one value per exit code (Documentation/ExitCodes.md).
    package enum Outcome: String, Sendable {
        /// Exit 0: the models agree with the schema (warnings and notes allowed).
        case agrees
        /// Exit 1: at least one error at a Swift declaration.
        case disagrees
        /// Exit 2: the schema or the Swift sources could not be read, or the schema has errors.
        case couldNotRun = "could-not-run"
    }

    /// What was read, for the summary; nil when the run stopped before.
    package struct Counts: Sendable {
        package var models: Int
        package var swiftFiles: Int
        package var classes: Int

        /// Creates the counts.
        package init(models: Int, swiftFiles: Int, classes: Int) {
            self.models = models
            self.swiftFiles = swiftFiles
            self.classes = classes
        }
    }

    /// The `format` value, which names the shape.
    package static let format = "parse-model-gen/check"
    /// The shape's version; a change that could break a reader raises it.
    package static let version = 1

    /// The Swift paths and the schema paths as given.
    package var swiftPaths: [String]
    package var schemaPaths: [String]

    /// Creates the renderer.
    package init(swiftPaths: [String], schemaPaths: [String]) {
        self.swiftPaths = swiftPaths
        self.schemaPaths = schemaPaths
    }

    /// The document, ending in a newline: `diagnostics` (the reader's, or what stopped the run) first,
    /// then the check's `findings`.
    package func render(
        _ outcome: Outcome, diagnostics: [Diagnostic], findings: [ModelCheckFinding], counts: Counts?
    ) -> String {
        var entries = diagnostics.map { entry($0, kind: nil, className: nil, field: nil, model: nil) }
        entries += findings.map {
            entry($0.diagnostic, kind: $0.kind.rawValue, className: $0.className, field: $0.field, model: $0.model)
        }
        let all = diagnostics + findings.map(\.diagnostic)
        let count = { (severity: Diagnostic.Severity) in String(all.filter { $0.severity == severity }.count) }
        let summary = Self.object(
            [
                ("models", counts.map { String($0.models) } ?? "null"),
                ("swiftFiles", counts.map { String($0.swiftFiles) } ?? "null"),
                ("classes", counts.map { String($0.classes) } ?? "null"),
                ("errors", count(.error)), ("warnings", count(.warning)), ("notes", count(.note)),
            ], indent: 1, inline: true)
        let list = entries.isEmpty ? "[]" : "[\n" + entries.joined(separator: ",\n") + "\n  ]"
        let document: [(String, String)] = [
            ("format", Self.quoted(Self.format)), ("version", String(Self.version)), ("command", Self.quoted("check")),
            ("swift", Self.array(swiftPaths)), ("schema", Self.array(schemaPaths)),
            ("outcome", Self.quoted(outcome.rawValue)), ("findings", list), ("summary", summary),
        ]
        return Self.object(document, indent: 0) + "\n"
    }

    private func entry(_ diagnostic: Diagnostic, kind: String?, className: String?, field: String?, model: String?)
        -> String
    {
        let location = diagnostic.location
        return Self.object(
            [
                ("file", Self.quoted(location?.file)), ("line", location.map { String($0.position.line) } ?? "null"),
                ("column", location.map { String($0.position.column) } ?? "null"),
                ("severity", Self.quoted(diagnostic.severity.rawValue)), ("class", Self.quoted(className)),
                ("field", Self.quoted(field)), ("model", Self.quoted(model)), ("kind", Self.quoted(kind)),
                ("message", Self.quoted(diagnostic.message)), ("hint", Self.quoted(diagnostic.hint)),
            ], indent: 2)
    }

    /// `text` as a JSON string, or `null` (``JSONDocumentText/quoted(_:)``).
    static func quoted(_ text: String?) -> String { JSONDocumentText.quoted(text) }

    static func array(_ texts: [String]) -> String {
        "[" + texts.map { quoted($0) }.joined(separator: ", ") + "]"
    }

    /// An object of already-rendered values (``JSONDocumentText/object(_:indent:inline:)``).
    static func object(_ members: [(String, String)], indent: Int, inline: Bool = false) -> String {
        JSONDocumentText.object(members, indent: indent, inline: inline)
    }
}
