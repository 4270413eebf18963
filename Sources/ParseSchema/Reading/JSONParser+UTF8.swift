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
        if lead < 0xC2 {
            return nil  // a continuation byte, or the lead of an overlong two-byte form
        } else if lead <= 0xDF {
            length = 2
        } else if lead <= 0xEF {
            length = 3
            if lead == 0xE0 {
                secondLow = 0xA0  // overlong below
            } else if lead == 0xED {
                secondHigh = 0x9F  // surrogates above
            }
        } else if lead <= 0xF4 {
            length = 4
            if lead == 0xF0 {
                secondLow = 0x90  // overlong below
            } else if lead == 0xF4 {
                secondHigh = 0x8F  // beyond U+10FFFF above
            }
        } else {
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
