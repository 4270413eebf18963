/// Makes input text safe in the Markdown reference (GitHub Flavored Markdown, as GitHub and GitLab render it).
///
/// Descriptions, role names, user ids, default values and file names come from the inputs. None of them
/// may open HTML, a link, an image, emphasis, math, a code span, a heading or a list, end a table cell
/// or a table row: `&`, `<` and `>` become HTML entities, Markdown's punctuation gets a backslash, line
/// breaks become `<br>`, and control and invisible formatting characters (bidirectional overrides,
/// zero-width spaces) show as U+FFFD.
enum MarkdownText {
    /// Inline text, for a table cell or the middle of a line.
    static func inline(_ text: String) -> String {
        var result = ""
        var previousWasCarriageReturn = false
        for scalar in text.unicodeScalars {
            defer { previousWasCarriageReturn = scalar == "\r" }
            switch scalar {
            case "\n":
                if !previousWasCarriageReturn { result += "<br>" }
            case "\r", "\u{2028}", "\u{2029}":
                result += "<br>"
            case "\t":
                result += " "
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\\", "`", "*", "_", "[", "]", "|", "~", "#", "$", "!", "{", "}":
                result += "\\"
                result.unicodeScalars.append(scalar)
            default:
                result.unicodeScalars.append(UnicodeText.isInvisible(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }

    /// Text that starts a line of its own: inline text whose start cannot begin a block either (a list
    /// item, a numbered item, a setext underline, indented code).
    static func paragraph(_ text: String) -> String {
        var escaped = inline(text)
        while escaped.first == " " {
            escaped.removeFirst()
        }
        if let first = escaped.first, first == "-" || first == "+" || first == "=" {
            return "\\" + escaped
        }
        let digits = escaped.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, let marker = escaped.dropFirst(digits.count).first, marker == "." || marker == ")" {
            return digits + "\\" + escaped.dropFirst(digits.count)
        }
        return escaped
    }

    /// `text` as a code span. Pipes are escaped in tables, where GitHub splits cells before it reads code
    /// spans; the fence is longer than any run of backticks inside. Invisible characters show as U+FFFD.
    /// Text holding `<!--` or `-->` (an enum's server value can) is written as escaped ``inline(_:)`` text
    /// instead: a code span would keep it as written, and tools that strip HTML comments from Markdown
    /// before rendering it (previews, static site generators) do not respect code spans.
    static func code(_ text: String, inTable: Bool = true) -> String {
        if text.contains("<!--") || text.contains("-->") { return inline(text) }
        var content = ""
        for scalar in text.unicodeScalars {
            if scalar == "|" && inTable {
                content += "\\|"
            } else if scalar == "\t" {
                content += " "
            } else {
                content.unicodeScalars.append(UnicodeText.isInvisible(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        guard !content.isEmpty else { return "" }
        var longestRun = 0
        var run = 0
        for character in content {
            run = character == "`" ? run + 1 : 0
            longestRun = max(longestRun, run)
        }
        let fence = String(repeating: "`", count: longestRun + 1)
        // A code span loses one space at each end when it has both; padding keeps backticks and spaces at
        // the ends as they are.
        let needsPadding = content.first == "`" || content.last == "`" || (content.first == " " && content.last == " ")
        let padding = needsPadding ? " " : ""
        return fence + padding + content + padding + fence
    }

    /// The anchor GitHub, GitLab and most previews give a heading whose text is `title`: lowercased, with
    /// characters other than letters, digits, `_`, `-` and spaces removed and spaces made hyphens. A tab
    /// counts as the space ``inline(_:)`` shows it as.
    static func anchor(_ title: String) -> String {
        var result = ""
        for character in title.lowercased() {
            if character == " " || character == "\t" {
                result += "-"
            } else if character.isLetter || character.isNumber || character == "_" || character == "-" {
                result.append(character)
            }
        }
        return result
    }
}
