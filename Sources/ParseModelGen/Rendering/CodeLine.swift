/// One line of generated code, written by a string literal with interpolations:
/// `code.line("\(access)var \(name): \(type: property.type)")`.
///
/// Only text and plan types can be interpolated, so every value is spelled deliberately (`SwiftText`,
/// `TypeSpelling`) before it reaches the output. The line keeps its parts rather than joining them: the
/// builder copies each part's bytes straight into the file's text, so a line costs no allocation of its
/// own beyond the list of parts, and a plain literal not even that.
struct CodeLine: ExpressibleByStringInterpolation {
    /// The whole line when it is a literal without interpolations, as most block ends and blank lines are:
    /// such a line needs no list.
    private(set) var literal: StaticString?
    /// The literal text and interpolated values, in order; empty for a plain literal.
    private(set) var parts: [CodeLinePart]

    init(stringLiteral literal: StaticString) {
        self.literal = literal
        parts = []
    }

    init(stringInterpolation: Interpolation) {
        literal = nil
        parts = stringInterpolation.parts
    }

    /// Collects a literal's parts and the values interpolated between them.
    struct Interpolation: StringInterpolationProtocol {
        fileprivate var parts: [CodeLinePart] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            parts.reserveCapacity(2 * interpolationCount + 1)
        }

        mutating func appendLiteral(_ literal: StaticString) {
            if literal.utf8CodeUnitCount > 0 {
                parts.append(.literal(literal))
            }
        }

        mutating func appendInterpolation(_ text: String) {
            parts.append(.text(text))
        }

        /// A plan type, spelled by `TypeSpelling` as the line is written.
        mutating func appendInterpolation(type: SwiftType) {
            parts.append(.type(type))
        }
    }
}

/// One piece of a `CodeLine`.
enum CodeLinePart {
    case literal(StaticString)
    case text(String)
    case type(SwiftType)
}
