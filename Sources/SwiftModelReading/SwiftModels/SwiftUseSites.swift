import ParseSchema

/// What the code of one file does with the declarations `adopt` may replace, read from the same JSON syntax
/// tree as the declarations: which `ParseCloudable` types it starts as jobs or runs as functions, which
/// declarations it names (by USR, where), and which calls pass `functionJobName:` to an initializer.
///
/// The walk keeps its own stack: expression trees nest as deep as the app's code, far deeper than the
/// declarations the reader otherwise visits.
struct SwiftUseSites {
    /// A `runFunction()` or `startJob()` call on a concrete type.
    struct CloudCall {
        /// Whether it is `startJob()`.
        var isJob: Bool
        /// The type it is called on, mangled as a type (`$s3App5HelloVD`).
        var mangledType: String?
        /// The type it is called on as written (`Hello` in `Hello(name: "x").startJob {...}`), when the type checker
        /// could not finish the call and left the type expression's text as all there is.
        var writtenType: String? = nil
        var location: SourceLocation
    }

    /// One use of a declaration, written in the code (never one the compiler synthesized).
    struct Reference {
        var offset: Int
        var location: SourceLocation
    }

    var calls: [CloudCall] = []
    /// Written references to properties, by the property's USR.
    var references: [String: [Reference]] = [:]
    /// Initializer calls that pass a written `functionJobName:` argument, by the initializer's USR.
    var functionJobNameArguments: [String: [Reference]] = [:]

    /// Adds another file's uses.
    mutating func add(_ other: SwiftUseSites) {
        calls += other.calls
        references.merge(other.references, uniquingKeysWith: +)
        functionJobNameArguments.merge(other.functionJobNameArguments, uniquingKeysWith: +)
    }

    /// The uses in `root`, a file's `source_file` node.
    static func read(_ root: JSONNode, file: String, lines: LineTable, source: [UInt8]) -> SwiftUseSites {
        var sites = SwiftUseSites()
        func reference(_ node: JSONNode) -> Reference {
            let offset = node["range"]?["start"]?.intValue ?? 0
            return Reference(
                offset: offset, location: SourceLocation(file: file, position: lines.position(ofOffset: offset)))
        }
        // The dump shows some expressions twice (as written and as checked): each use counts once.
        var seen = Set<String>()
        var stack = [root]
        while let node = stack.popLast() {
            switch node.value {
            case .array(let items):
                stack += items
                continue
            case .object(let members):
                stack += members.map(\.value)
            default:
                continue
            }
            guard node["implicit"]?.boolValue != true else { continue }
            if let usr = node["decl"]?["decl_usr"]?.stringValue, !usr.isEmpty {
                // Properties only (`...vp`): what `adopt` asks about, and far fewer than every name.
                let use = reference(node)
                guard seen.insert("\(usr) \(use.offset)").inserted else { continue }
                if usr.hasSuffix("vp") {
                    sites.references[usr, default: []].append(use)
                }
                let name = node["decl"]?["base_name"]?.stringValue
                if name == "startJob" || name == "runFunction", usr.contains("Cloudable"),
                    let type = node["decl"]?["substitutions"]?["substitutions"]?.elements.first?["replacement_type"]?
                        .stringValue
                {
                    sites.calls.append(CloudCall(isJob: name == "startJob", mangledType: type, location: use.location))
                }
            }
            // A call the type checker could not finish (its closure uses an SDK name the reader does not declare,
            // such as `ParseError`'s members) keeps the called name and the type of what it is called on.
            if node.kind == "unresolved_dot_expr", let field = node["field"]?.stringValue,
                field == "startJob" || field == "runFunction" || field.hasPrefix("startJob(")
                    || field.hasPrefix("runFunction("),
                let base = node["base"]
            {
                let type = [base["type"]?.stringValue, base["decl"]?["type_usr"]?.stringValue].compactMap({ $0 })
                    .first(where: { !$0.isEmpty && $0 != "$sXeD" })
                // `Hello(...).startJob {...}`: the initializer call's type expression, by its text.
                var written: String?
                if base.kind == "call_expr", let function = base["fn"], function.kind == "type_expr",
                    let start = function["range"]?["start"]?.intValue
                {
                    written = Self.typeName(at: start, in: source)
                }
                let use = reference(node)
                if type != nil || written != nil, seen.insert("\(field) \(use.offset)").inserted {
                    sites.calls.append(
                        CloudCall(
                            isJob: field.hasPrefix("startJob"), mangledType: type, writtenType: written,
                            location: use.location))
                }
            }
            // `Hello(functionJobName: "x", ...)`: the call names its initializer through its constructor reference.
            if node.kind == "call_expr", let function = node["fn"], function.kind == "constructor_ref_call_expr",
                let owner = function["fn"]?["decl"]?["decl_usr"]?.stringValue
            {
                for argument in node["args"]?["args"]?.elements ?? []
                where argument["label"]?.stringValue == "functionJobName"
                    && argument["expr"]?.kind != "default_argument_expr"
                {
                    let use = reference(argument["expr"] ?? node)
                    if seen.insert("\(owner) argument \(use.offset)").inserted {
                        sites.functionJobNameArguments[owner, default: []].append(use)
                    }
                }
            }
        }
        return sites
    }

    /// The dotted type name written at `offset` (`Hello`, `Cloud.Hello`), nil when none starts there.
    static func typeName(at offset: Int, in source: [UInt8]) -> String? {
        guard offset >= 0, offset < source.count else { return nil }
        var end = offset
        while end < source.count {
            let byte = source[end]
            let isWord =
                (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
                || byte == UInt8(ascii: ".") || byte >= 0x80
            guard isWord else { break }
            end += 1
        }
        let name = String(decoding: source[offset..<end], as: UTF8.self)
        return name.isEmpty || name.hasPrefix(".") || name.hasSuffix(".") ? nil : name
    }

    /// Whether `bytes` hold the word `ParseCloudable`.
    static func mentionsCloudCode(_ bytes: [UInt8]) -> Bool {
        let word = Array("ParseCloudable".utf8)
        guard bytes.count >= word.count else { return false }
        var index = 0
        while index <= bytes.count - word.count {
            if bytes[index] == word[0], bytes[index..<(index + word.count)].elementsEqual(word) { return true }
            index += 1
        }
        return false
    }
}
