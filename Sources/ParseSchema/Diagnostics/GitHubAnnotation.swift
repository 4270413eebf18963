/// A diagnostic as a GitHub Actions workflow command, the line a CI run turns into an annotation on the
/// pull request: `::error file=F,line=L,col=C,title=T::message` (`::warning`, `::notice` for a note).
///
/// The runner reads every line of the output that starts with `::` as a command, so input-derived text
/// (class and field names, paths, server text) must never end the line or the property list early. Each
/// text is first made printable (``PrintableText``: line breaks, controls and invisible characters become
/// visible escapes), then escaped as GitHub's toolkit does: in the message `%` -> `%25`, CR -> `%0D`,
/// LF -> `%0A`; in a property also `:` -> `%3A` and `,` -> `%2C`. The only line break left is the one
/// between message and hint, written as `%0A`, which the annotation shows as a second line.
package enum GitHubAnnotation {
    /// The workflow command for `diagnostic`; `title` names the tool and command (`parse-model-gen check`).
    package static func line(_ diagnostic: Diagnostic, title: String) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [(String, String)] = []
        if let location = diagnostic.location {
            properties.append(("file", location.file))
            properties.append(("line", String(location.position.line)))
            properties.append(("col", String(location.position.column)))
        }
        properties.append(("title", title))
        var message = PrintableText.escaped(diagnostic.message)
        if let hint = diagnostic.hint {
            message += "\n" + PrintableText.escaped(hint)
        }
        let list = properties.map { "\($0.0)=\(escapedProperty(PrintableText.escaped($0.1)))" }
            .joined(separator: ",")
        return "::\(command) \(list)::\(escapedData(message))"
    }

    /// A message as a workflow command's data: `%`, CR and LF escaped.
    package static func escapedData(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A property value of a workflow command: as data, and `:` and `,` too, which end a value.
    package static func escapedProperty(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in escapedData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
