/// One line of generated code, written by a string literal with interpolations:
/// `code.line("\(access)var \(name): \(type)")`.
///
/// The literal's parts go straight into UTF-8 bytes: a `String` built by interpolation and then copied
/// into the file costs several times as much, and rendering writes hundreds of thousands of lines on a
/// large schema. Only text can be interpolated, so every value is spelled deliberately
/// (`SwiftText`, `TypeSpelling`) before it reaches the output.
struct CodeLine: ExpressibleByStringInterpolation {
    /// The line's bytes, without indentation or line break.
    var bytes: [UInt8]

    init(stringLiteral literal: StaticString) {
        bytes = literal.withUTF8Buffer { Array($0) }
    }

    init(stringInterpolation: Interpolation) {
        bytes = stringInterpolation.bytes
    }

    /// Collects a literal's parts and the text interpolated between them.
    struct Interpolation: StringInterpolationProtocol {
        var bytes: [UInt8] = []

        init(literalCapacity: Int, interpolationCount: Int) {
            bytes.reserveCapacity(literalCapacity + 16 * interpolationCount)
        }

        mutating func appendLiteral(_ literal: StaticString) {
            literal.withUTF8Buffer { bytes.append(contentsOf: $0) }
        }

        mutating func appendInterpolation(_ text: String) {
            bytes.append(contentsOf: text.utf8)
        }
    }
}
