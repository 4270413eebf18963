/// Reads a schema file's JSON, a large one on every core: the elements of its main list (the classes
/// of a `/schemas` response or an export) are parsed apart and then handed to the parse of the rest.
///
/// The result is the one `JSONReader.read` gives, positions and errors included: the split is only
/// trusted when every element region parses as exactly one value that ends on the line the scan
/// counted, and when the document around the list parses too. Otherwise, and for any syntax error,
/// the file is parsed again in one piece, which reports the first error as always.
package enum SchemaFileReader {
    /// Smaller files are parsed in one piece: splitting them saves less than it costs to start.
    static let parallelMinimumSize = 128 * 1024

    /// The JSON tree of `bytes`, or its first syntax error.
    package static func read(_ bytes: [UInt8], parallelFrom minimumSize: Int = parallelMinimumSize) -> Result<
        JSONNode, JSONSyntaxError
    > {
        guard bytes.count >= minimumSize, let root = readSplit(bytes) else {
            return JSONReader.read(bytes)
        }
        return .success(root)
    }

    /// The tree, with the main list's elements parsed on every core; nil when there is no list to
    /// split or anything in the split does not hold.
    static func readSplit(_ bytes: [UInt8]) -> JSONNode? {
        bytes.withUnsafeBufferPointer { buffer -> JSONNode? in
            guard let base = buffer.baseAddress else { return nil }
            let count = buffer.count
            // The scan starts where the parser does: after a byte order mark.
            let start = JSONParser.byteOrderMarkLength(base, count: count)
            guard let split = JSONListSplit.find(base: base, count: count, start: start), split.elements.count > 1
            else {
                return nil
            }
            let regions = split.elements
            let parsed = regions.concurrentMap { region -> JSONNode? in
                var parser = JSONParser(base: base, count: region.end)
                parser.index = region.start
                parser.line = region.line
                parser.lineStart = region.lineStart
                guard let node = try? parser.parseValueAndTrivia(depthOffset: split.depth, splicing: nil) else {
                    return nil
                }
                // The separator after the element must sit on the line the scan counted.
                guard parser.line == region.endLine, parser.lineStart == region.endLineStart else { return nil }
                return node
            }
            // After a trailing comma, what is left up to the `]` is no element's: it must be trivia alone.
            if let last = regions.last, last.end < split.closeIndex {
                var parser = JSONParser(base: base, count: split.closeIndex)
                parser.index = last.end + 1
                parser.line = last.endLine
                parser.lineStart = last.endLineStart
                guard (try? parser.skipTrivia()) != nil, parser.index == split.closeIndex,
                    parser.line == split.closeLine, parser.lineStart == split.closeLineStart
                else { return nil }
            }
            var elements: [JSONNode] = []
            elements.reserveCapacity(parsed.count)
            for node in parsed {
                guard let node else { return nil }
                elements.append(node)
            }
            var parser = JSONParser(base: base, count: count)
            return try? parser.parseDocument(splicing: ParsedList(split: split, elements: elements))
        }
    }
}
