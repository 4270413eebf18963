@testable import ParseSchema

/// Breaks valid input files the ways real files break and hostile files are built: cut short,
/// bytes flipped or inserted (invalid UTF-8 included), keys duplicated or renamed, values of the
/// wrong type, numbers far out of range, nesting far too deep.
struct InputMutator {
    var random: SeededRandom

    /// A readable name for each mutation, for failure messages.
    private(set) var applied: [String] = []

    static let interestingBytes: [UInt8] =
        Array("[]{}\",:/*\\-0123456789.eE+tfnu \n\r\t".utf8) + [
            0x00, 0x80, 0xBF, 0xC0, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xF8, 0xFF,
        ]
    static let hugeNumbers = [
        "1e999999", "-1e-999999", "123456789012345678901234567890123456789", "9223372036854775808",
        "-9223372036854775809",
        "-0", "1.7976931348623157e309", "4.9e-325", String(repeating: "9", count: 100_000),
        "0." + String(repeating: "0", count: 50_000) + "1",
    ]
    static let wrongValues: [FuzzJSON] = [
        .null, .bool(true), .number("0"), .number("-1"), .string(""), .string("String"), .string("Pointer"),
        .string("_User"),
        .string("Relation"), .string("\u{0}"), .string("a\nstruct Injected {}"), .array([]), .object([]),
        .object([("type", .string("Pointer"))]), .object([("__type", .string("Date"))]), .array([.null, .object([])]),
    ]
    static let wrongKeys = [
        "", " ", "type", "className", "fields", "targetClass", "__proto__", "constructor", "a b", "é", "😀", "\u{202E}x",
        "x\ny", "struct Injected {}", "*/", "0abc", "_hidden", "objectId", "ACL", "length", "results", "definitions",
        "swiftType", "enum", "struct", "cases", "name", "aliases", "doc", "swiftName",
    ]

    init(seed: UInt64) {
        random = SeededRandom(seed: seed)
    }

    /// One to three mutations of `document`, as bytes.
    mutating func mutate(_ document: FuzzJSON) -> [UInt8] {
        var tree = document
        var treeMutations = random.below(3)
        var byteMutations = treeMutations == 0 ? 1 + random.below(2) : random.below(2)
        while treeMutations > 0 {
            mutateTree(&tree)
            treeMutations -= 1
        }
        var bytes = Array(tree.text(trailingCommas: random.oneIn(4)).utf8)
        while byteMutations > 0 {
            mutateBytes(&bytes)
            byteMutations -= 1
        }
        return bytes
    }

    private mutating func mutateTree(_ tree: inout FuzzJSON) {
        let path = randomPath(in: tree, objectsOnly: false)
        switch random.below(7) {
        case 0:
            let value = random.pick(Self.wrongValues)
            applied.append("value at \(path) replaced by \(value.text())")
            tree[path] = value
        case 1:
            let lexeme = random.pick(Self.hugeNumbers)
            applied.append("value at \(path) replaced by a \(lexeme.count)-character number")
            tree[path] = .number(lexeme)
        case 2:
            let depth = random.pick([100, 255, 256, 257, 300, 2_000])
            var value = tree[path]
            for level in 0..<depth {
                value = level.isMultiple(of: 2) ? .array([value]) : .object([("k", value)])
            }
            applied.append("value at \(path) nested \(depth) levels deeper")
            tree[path] = value
        default:
            let objectPath = randomPath(in: tree, objectsOnly: true)
            guard case .object(var members) = tree[objectPath], !members.isEmpty else {
                applied.append("no object to change")
                return
            }
            let index = random.below(members.count)
            switch random.below(4) {
            case 0:
                applied.append("member '\(members[index].0)' at \(objectPath) duplicated")
                members.insert(
                    (members[index].0, random.oneIn(2) ? members[index].1 : random.pick(Self.wrongValues)),
                    at: random.below(members.count + 1))
            case 1:
                let key = random.pick(Self.wrongKeys)
                applied.append("key '\(members[index].0)' at \(objectPath) renamed '\(key)'")
                members[index].0 = key
            case 2:
                applied.append("member '\(members[index].0)' at \(objectPath) removed")
                members.remove(at: index)
            default:
                let key = random.pick(Self.wrongKeys)
                applied.append("member '\(key)' added at \(objectPath)")
                members.insert((key, random.pick(Self.wrongValues)), at: random.below(members.count + 1))
            }
            tree[objectPath] = .object(members)
        }
    }

    /// A path found by a random walk from the root (cheap on big documents); with `objectsOnly`,
    /// the deepest non-empty object the walk passed.
    private mutating func randomPath(in tree: FuzzJSON, objectsOnly: Bool) -> [Int] {
        var path: [Int] = []
        var lastObject: [Int] = []
        var node = tree
        while true {
            let children: [FuzzJSON]
            switch node {
            case .array(let elements): children = elements
            case .object(let members):
                children = members.map(\.1)
                if !members.isEmpty { lastObject = path }
            default: children = []
            }
            if children.isEmpty || (!path.isEmpty && random.oneIn(4)) { break }
            let index = random.below(children.count)
            path.append(index)
            node = children[index]
        }
        return objectsOnly ? lastObject : path
    }

    private mutating func mutateBytes(_ bytes: inout [UInt8]) {
        let offset = random.below(bytes.count + 1)
        let byte = random.oneIn(2) ? random.pick(Self.interestingBytes) : UInt8(truncatingIfNeeded: random.next())
        switch random.below(5) {
        case 0:
            applied.append("cut at byte \(offset)")
            bytes.removeSubrange(offset...)
        case 1 where offset < bytes.count:
            applied.append("byte \(offset) set to \(byte)")
            bytes[offset] = byte
        case 2:
            let insertion = random.pick([
                "/*", "//", "\u{FEFF}", "\"", "\\u", "\\ud800", ",", "]", "}", "\r", "\u{2028}", "nul", "1e", "-",
            ])
            applied.append("'\(insertion.debugDescription)' inserted at byte \(offset)")
            bytes.insert(contentsOf: Array(insertion.utf8), at: offset)
        case 3 where offset < bytes.count:
            applied.append("byte \(offset) removed")
            bytes.remove(at: offset)
        default:
            applied.append("byte \(byte) inserted at \(offset)")
            bytes.insert(byte, at: offset)
        }
    }
}
