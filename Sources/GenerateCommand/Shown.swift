import ParseSchema

/// Input- or server-derived text (paths, addresses, error descriptions naming them) as every command may
/// print it: through the one escaper, so that no path can forge a diagnostic line or drive the terminal.
package func shown(_ text: String) -> String {
    PrintableText.escaped(text)
}
