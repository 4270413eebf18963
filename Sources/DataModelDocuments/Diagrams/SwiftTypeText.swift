import ParseModelGenerator

/// Spells a plan's Swift type the way a reader writes it (`Author?`, `[String: Ingredient]`), for the
/// diagrams and docs. Unlike the renderer it adds no backticks: the text is shown, never compiled.
enum SwiftTypeText {
    static func spell(_ type: SwiftType) -> String {
        switch type {
        case .named(let name): return name
        case .optional(let wrapped): return spell(wrapped) + "?"
        case .array(let element): return "[" + spell(element) + "]"
        case .dictionary(let key, let value): return "[" + spell(key) + ": " + spell(value) + "]"
        case .generic(let name, let arguments): return name + "<" + arguments.map(spell).joined(separator: ", ") + ">"
        }
    }
}
