extension JSONParser {
    /// The length of the well-formed UTF-8 sequence that starts at `offset`, or `nil` when the bytes
    /// there are not one (a stray continuation byte, an overlong form, an encoded surrogate, a value
    /// above U+10FFFF, or a sequence cut short). The ranges are those of the Unicode Standard's
    /// table 3-7 of well-formed byte sequences.
    func utf8SequenceLength(at offset: Int) -> Int? {
        let lead = base[offset]
        if lead < 0x80 { return 1 }
        let length: Int
        var secondLow: UInt8 = 0x80
        var secondHigh: UInt8 = 0xBF
        switch lead {
        case 0xC2...0xDF:
            length = 2
        case 0xE0:
            length = 3
            secondLow = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF:
            length = 3
        case 0xED:
            length = 3
            secondHigh = 0x9F
        case 0xF0:
            length = 4
            secondLow = 0x90
        case 0xF1...0xF3:
            length = 4
        case 0xF4:
            length = 4
            secondHigh = 0x8F
        default:
            return nil
        }
        guard offset + length <= count else { return nil }
        let second = base[offset + 1]
        guard second >= secondLow, second <= secondHigh else { return nil }
        var next = offset + 2
        while next < offset + length {
            guard base[next] & 0xC0 == 0x80 else { return nil }
            next += 1
        }
        return length
    }
}
