/// One line of generated code, written by a string literal with interpolations:
/// `code.line("\(access)var \(name): \(type)")`.
///
/// Only text can be interpolated, so every value is spelled deliberately (`SwiftText`, `TypeSpelling`)
/// before it reaches the output. The parts are joined into one `String` and the builder copies its bytes
/// once; `String` appends rather than byte-array appends, since the build plugin runs a debug build of the
/// tool in debug builds of an app, where generic array appends copy byte by byte.
struct CodeLine: ExpressibleByStringInterpolation {
    /// The line's text, without indentation or line break.
    var text: String

    init(stringLiteral literal: String) {
        text = literal
    }

    init(stringInterpolation: Interpolation) {
        text = stringInterpolation.text
    }

    /// Collects a literal's parts and the text interpolated between them.
    struct Interpolation: StringInterpolationProtocol {
        var text = ""

        init(literalCapacity: Int, interpolationCount: Int) {
            text.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: String) {
            text += literal
        }

        mutating func appendInterpolation(_ value: String) {
            text += value
        }
    }
}
