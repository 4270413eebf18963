@testable import ParseSchema

// libFuzzer harness: the JSON reader must never trap, hang or blow the stack, and what it returns must make
// sense: an error at a 1-based position inside the text, or a tree no deeper than the limit whose positions
// are inside the text too. Reading with the main list split across cores must give exactly the same result.
#if canImport(Glibc)
import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJSONReader(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // Lines as the reader counts them: \n, \r\n and a lone \r each end one.
    var lines = 1
    var index = 0
    while index < bytes.count {
        if bytes[index] == 0x0A || (bytes[index] == 0x0D && (index + 1 == bytes.count || bytes[index + 1] != 0x0A)) {
            lines += 1
        }
        index += 1
    }
    func checkPosition(_ position: SourcePosition, _ what: String) {
        guard position.line >= 1, position.column >= 1, position.line <= lines, position.column <= bytes.count + 1
        else {
            fuzzFailure(
                "\(what) at \(position.line):\(position.column), outside \(lines) line(s) of \(bytes.count) byte(s)")
        }
    }
    let whole = JSONReader.read(bytes)
    if SchemaFileReader.read(bytes, parallelFrom: 0) != whole {
        fuzzFailure("reading with the main list split differs from reading in one piece")
    }
    switch whole {
    case .failure(let error):
        checkPosition(error.position, "error '\(error.message)'")
        if error.message.isEmpty { fuzzFailure("an error without a message") }
    case .success(let root):
        var pending = [(root, 1)]
        while let (node, depth) = pending.popLast() {
            checkPosition(node.position, "a node")
            if depth > JSONReader.maximumDepth { fuzzFailure("a tree deeper than \(JSONReader.maximumDepth)") }
            switch node.value {
            case .array(let elements):
                pending += elements.map { ($0, depth + 1) }
            case .object(let members):
                for member in members {
                    checkPosition(member.keyPosition, "a key")
                    pending.append((member.value, depth + 1))
                }
            default:
                break
            }
        }
    }
    return 0
}
