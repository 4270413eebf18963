/// One line of generated code, written by a string literal with interpolations:
/// `code.line("\(access)var \(identifier: name): \(type: property.type)")`.
///
/// Only text, identifiers, string literals and plan types can be interpolated, so every value is spelled
/// deliberately (`SwiftText`, `TypeSpelling`) before it reaches the output. Each piece is spelled straight into the
/// line's bytes, kept in the value itself (``LineBytes``): a line costs no allocation, and a plain
/// literal is not even copied until the builder writes it.
struct CodeLine: ExpressibleByStringInterpolation {
    private enum Content {
        /// A literal without interpolations, as most block ends and blank lines are.
        case literal(StaticString)
        /// The bytes of an interpolated literal.
        case spelled(LineBytes)
    }

    private let content: Content

    init(stringLiteral literal: StaticString) {
        content = .literal(literal)
    }

    init(stringInterpolation: Interpolation) {
        content = .spelled(stringInterpolation.bytes)
    }

    /// Appends the line's text, without indentation or line break.
    func appendText(to text: UTF8Bytes) {
        switch content {
        case .literal(let literal):
            text.append(literal)
        case .spelled(let bytes):
            bytes.withRawBytes { text.append(raw: $0) }
        }
    }

    /// Spells a literal's parts and the values interpolated between them, in order.
    struct Interpolation: StringInterpolationProtocol {
        fileprivate var bytes = LineBytes()

        init(literalCapacity: Int, interpolationCount: Int) {}

        mutating func appendLiteral(_ literal: StaticString) {
            bytes.append(literal)
        }

        /// Text spelled already (by `SwiftText` or `TypeSpelling`).
        mutating func appendInterpolation(_ text: String) {
            bytes.append(text)
        }

        /// A validated identifier, in backticks when Swift reserves the word (``SwiftText/identifier(_:)``).
        mutating func appendInterpolation(identifier name: String) {
            SwiftText.appendIdentifier(name, to: &bytes)
        }

        /// A string literal whose value is `text` (``SwiftText/stringLiteral(_:)``).
        mutating func appendInterpolation(literal text: String) {
            SwiftText.appendStringLiteral(text, to: &bytes)
        }

        /// A plan type, spelled by `TypeSpelling`.
        mutating func appendInterpolation(type: SwiftType) {
            TypeSpelling.append(type, to: &bytes)
        }
    }
}
