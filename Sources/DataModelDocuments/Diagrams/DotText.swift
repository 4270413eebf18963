/// Makes text safe inside Graphviz DOT.
///
/// Everything is written as a double-quoted string with `"` and `\` escaped by a backslash, so the text
/// cannot end the string, and no Graphviz escape (`\N`, `\l`...) can come from the input. Inside record
/// labels the field separators `{ } | < >` are escaped too. `&` is written `&amp;` because Graphviz
/// decodes HTML entities in labels. Control and invisible formatting characters (a raw line break among
/// them) show as U+FFFD, so a string never spans lines. Other characters outside ASCII stay as they are
/// (DOT is UTF-8): Graphviz 2.x mis-decodes numeric entities above U+FFFF.
enum DotText {
    /// `text` as a quoted DOT string.
    static func quoted(_ text: String) -> String {
        "\"" + escaped(text, inRecord: false) + "\""
    }

    /// `text` escaped for the inside of a quoted string; `inRecord` also escapes record-label syntax.
    static func escaped(_ text: String, inRecord: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "&": result += "&amp;"
            case "{", "}", "|", "<", ">":
                if inRecord { result += "\\" }
                result.unicodeScalars.append(scalar)
            default:
                result.unicodeScalars.append(UnicodeText.isInvisible(scalar) ? "\u{FFFD}" : scalar)
            }
        }
        return result
    }
}
