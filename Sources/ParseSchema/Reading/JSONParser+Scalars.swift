extension JSONParser {
    /// Reads the number that starts at `index`, strictly by the JSON grammar:
    /// `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`. The lexeme is kept as written, so a
    /// number beyond `Double`'s range (`1e999`) still reads; `JSONNumber` judges its range.
    mutating func parseNumber() throws -> JSONNumber {
        let start = index
        if base[index] == ASCII.minus {
            index += 1
            guard isDigit(at: index) else { throw failure("expected a digit after '-'", at: index) }
        }
        if base[index] == ASCII.zero {
            if isDigit(at: index + 1) {
                throw failure("a number cannot start with a leading zero", at: index)
            }
            index += 1
        } else {
            skipDigits()
        }
        if index < count, base[index] == ASCII.period {
            index += 1
            guard isDigit(at: index) else { throw failure("expected a digit after the decimal point", at: index) }
            skipDigits()
        }
        if index < count, base[index] == ASCII.lowerE || base[index] == ASCII.upperE {
            index += 1
            if index < count, base[index] == ASCII.plus || base[index] == ASCII.minus {
                index += 1
            }
            guard isDigit(at: index) else { throw failure("expected a digit in the exponent", at: index) }
            skipDigits()
        }
        let lexeme = String(decoding: UnsafeBufferPointer(start: base + start, count: index - start), as: UTF8.self)
        return JSONNumber(lexeme: lexeme)
    }

    private func isDigit(at offset: Int) -> Bool {
        offset < count && base[offset] >= ASCII.zero && base[offset] <= ASCII.nine
    }

    private mutating func skipDigits() {
        while index < count, base[index] >= ASCII.zero, base[index] <= ASCII.nine {
            index += 1
        }
    }

    /// Reads `true`, `false` or `null` at `index`. Anything else that stands where a value should
    /// is an error, reported with `expected` unless a more specific message fits. A literal must not
    /// run on into more letters: `nullx` is one bad word, not `null` followed by junk.
    mutating func parseLiteral(expected: String) throws -> JSONNode {
        let start = index
        let value: JSONValue
        if matches(ASCII.lowerT, ASCII.lowerR, ASCII.lowerU, ASCII.lowerE, at: start) {
            value = .bool(true)
        } else if matches(ASCII.lowerN, ASCII.lowerU, ASCII.lowerL, ASCII.lowerL, at: start) {
            value = .null
        } else if matches(ASCII.lowerF, ASCII.lowerA, ASCII.lowerL, ASCII.lowerS, at: start),
            start + 4 < count, base[start + 4] == ASCII.lowerE, !isLetter(at: start + 5)
        {
            index = start + 5
            return JSONNode(.bool(false), at: position(of: start))
        } else {
            switch base[start] {
            case ASCII.plus: throw failure("a number cannot start with '+'", at: start)
            case ASCII.period: throw failure("a number cannot start with '.'", at: start)
            case ASCII.apostrophe: throw failure("strings must use double quotes", at: start)
            default: throw failure(expected, at: start)
            }
        }
        guard !isLetter(at: start + 4) else { throw failure(expected, at: start) }
        index = start + 4
        return JSONNode(value, at: position(of: start))
    }

    private func isLetter(at offset: Int) -> Bool {
        guard offset < count else { return false }
        let byte = base[offset]
        return (byte >= ASCII.lowerA && byte <= ASCII.lowerZ) || (byte >= ASCII.upperA && byte <= ASCII.upperZ)
    }

    /// Whether the four bytes at `offset` are `a`, `b`, `c`, `d`.
    private func matches(_ a: UInt8, _ b: UInt8, _ c: UInt8, _ d: UInt8, at offset: Int) -> Bool {
        offset + 4 <= count && base[offset] == a && base[offset + 1] == b && base[offset + 2] == c
            && base[offset + 3] == d
    }
}
