/// Text from outside the user's control (a server's answer, a name in a schema under review) made safe
/// to print in a terminal or a CI log: it cannot move the cursor, change colours, reorder the line or hide.
package enum TerminalText {
    /// `text` escaped as every diagnostic escapes input-derived text (`PrintableText`), cut after `limit`
    /// characters with an ellipsis, so a long server answer stays one readable line.
    package static func printable(_ text: String, limit: Int = 200) -> String {
        var kept = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit {
                return PrintableText.escaped(kept) + "…"
            }
            kept.unicodeScalars.append(scalar)
            count += 1
        }
        return PrintableText.escaped(kept)
    }
}
