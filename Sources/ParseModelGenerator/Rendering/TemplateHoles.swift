import ParseSchema

extension String {
    /// Every `hole` (an ASCII marker such as `@access@`) replaced by `text`, left to right and without
    /// overlaps, as `replacingOccurrences(of:with:)` replaces it in the fixed templates, in one pass over
    /// the bytes. Foundation's call compared the support file's 30 KB through `NSString`, character by
    /// character, for each of its holes: 46 M instructions, 4% of a 1000-class run. An ASCII hole cannot
    /// match inside a multi-byte character, so comparing bytes finds the same places.
    func fillingHoles(_ hole: String, with text: String) -> String {
        let holeBytes = Array(hole.utf8)
        guard let first = holeBytes.first else { return self }
        return withUTF8Bytes(of: self) { (source: UnsafeBufferPointer<UInt8>) -> String in
            var result: [UInt8] = []
            result.reserveCapacity(source.count)
            let textBytes = Array(text.utf8)
            var index = 0
            var copiedUpTo = 0
            let lastStart = source.count - holeBytes.count
            while index <= lastStart {
                if source[index] == first, holeBytes.indices.allSatisfy({ source[index + $0] == holeBytes[$0] }) {
                    result.append(contentsOf: UnsafeBufferPointer(rebasing: source[copiedUpTo..<index]))
                    result.append(contentsOf: textBytes)
                    index += holeBytes.count
                    copiedUpTo = index
                } else {
                    index += 1
                }
            }
            result.append(contentsOf: UnsafeBufferPointer(rebasing: source[copiedUpTo...]))
            return String(decoding: result, as: UTF8.self)
        }
    }
}
