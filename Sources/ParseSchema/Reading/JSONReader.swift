/// Reads JSON text into nodes that remember where each value started.
///
/// The grammar is RFC 8259 JSON with two relaxations that Parse's own documentation uses when it
/// writes schemas: comments (`// …` to the end of the line and `/* … */`) wherever whitespace may
/// stand, and one trailing comma after the last element of an array or member of an object.
/// Everything else is strict: numbers follow the JSON grammar exactly, strings use double quotes,
/// and the input must be valid UTF-8 (a leading byte order mark is skipped).
///
/// Positions are 1-based; columns count UTF-8 bytes from the start of the line, as compilers do.
/// `\n`, `\r\n` and a lone `\r` each end a line. A byte order mark is not counted, so the first
/// character after it is at column 1, where editors show it.
///
/// An error points at the byte that is wrong, with two exceptions that point at what was left
/// open instead: an unterminated string, comment, array or object is reported at its opening
/// quote, `/*` or bracket. A raw line break inside a string counts as an unterminated string,
/// because it nearly always means a missing closing quote. Where the offending byte is not valid
/// UTF-8, the error is "the file is not valid UTF-8" whatever else was expected there.
///
/// The reader never traps, and its time is linear in the input: it is a loop with an explicit stack
/// rather than a recursion, so deep input cannot exhaust the call stack, and each byte is examined a
/// bounded number of times.
public enum JSONReader {
    /// The deepest nesting of arrays and objects accepted.
    ///
    /// Parse schemas nest a handful of levels, so 256 is far beyond any real input. The reader itself
    /// would cope with any depth, but the later stages walk the tree recursively (and so do the
    /// synthesized `==`, `hash(into:)` and the deallocation of `JSONValue`), so the limit is what keeps
    /// them within the stack of a build-plugin thread.
    public static let maximumDepth = 256

    /// Parses `bytes` (UTF-8). Returns the root node or the first syntax error.
    ///
    /// Input with no value at all (no bytes, or only a byte order mark, whitespace and comments)
    /// is an error at 1:1: "the file is empty; expected a JSON value".
    public static func read(_ bytes: [UInt8]) -> Result<JSONNode, JSONSyntaxError> {
        read(bytes, maximumDepth: maximumDepth)
    }

    /// Parses `bytes` accepting nesting up to `maximumDepth` levels: for documents the caller walks
    /// without recursing through their depth, on a thread with the stack to free them (the Swift
    /// compiler's syntax trees, which nest as deep as the expressions of the code they describe).
    public static func read(_ bytes: [UInt8], maximumDepth: Int) -> Result<JSONNode, JSONSyntaxError> {
        bytes.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress, !buffer.isEmpty else {
                return .failure(JSONParser.emptyFileError)
            }
            var parser = JSONParser(base: base, count: buffer.count, maximumDepth: maximumDepth)
            do {
                return .success(try parser.parseDocument())
            } catch let error as JSONSyntaxError {
                return .failure(error)
            } catch {
                // The parser throws nothing else; this keeps the signature honest without a trap.
                return .failure(JSONSyntaxError("\(error)", at: parser.position(of: parser.index)))
            }
        }
    }
}
