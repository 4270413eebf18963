/// Character facts the diagram and docs writers share.
enum UnicodeText {
    /// Characters that do not show as themselves: controls (line breaks included), format characters
    /// (bidirectional overrides, zero-width spaces; the zero-width joiner of emoji sequences excepted),
    /// line and paragraph separators, private-use and unassigned code points. Shown in their place, they
    /// could reorder or hide the text around them.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if scalar == "\u{200D}" { return false }
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return true
        default:
            return false
        }
    }
}
