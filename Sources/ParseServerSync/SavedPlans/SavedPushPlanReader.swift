import ParseSchema

/// Reads a plan file written by `push --plan-out` (``SavedPushPlan``), as untrusted as any input: every
/// problem is a diagnostic at its file, line and column, and a plan is returned only when the file has
/// none. Besides the shape, what is checked is what could make a request do something the plan did not
/// show: each request's method, class and body, that it fits the state the plan recorded (a class is
/// created only where the server lacked it, changed or dropped only where it had it), that push may
/// change the class at all. The checksum needs the master key, so it is checked once the key is known
/// (``SavedPushPlan/signatureProblem(key:)``).
package enum SavedPushPlanReader {
    /// The members a write body may have (`SchemaWriteBody`'s).
    static let bodyMembers: Set<String> = ["className", "fields", "classLevelPermissions", "indexes"]

    /// The plan in `file` and no diagnostics, or no plan and every problem found.
    package static func read(_ file: SourceFile) -> (plan: SavedPushPlan?, diagnostics: [Diagnostic]) {
        let root: JSONNode
        switch JSONReader.read(file.bytes) {
        case .success(let node): root = node
        case .failure(let error): return (nil, [Diagnostic.syntaxError(error, in: file.path)])
        }
        var reader = Reader(path: file.path)
        let plan = reader.plan(root)
        // Whether this is the file push wrote is known once the master key is: `signatureProblem(key:)`.
        if reader.diagnostics.isEmpty, var plan, let checksum = reader.checksum,
            let signed = SavedPushPlan.signedText(of: root)
        {
            plan.signature = (signed, checksum.text, reader.location(checksum.position))
            return (plan, [])
        }
        return (nil, reader.diagnostics)
    }

    private struct Reader {
        let path: String
        var diagnostics: [Diagnostic] = []
        var checksum: (text: String, position: SourcePosition)?

        init(path: String) {
            self.path = path
        }

        func location(_ position: SourcePosition) -> SourceLocation {
            SourceLocation(file: path, position: position)
        }

        mutating func fail(_ message: String, at position: SourcePosition, hint: String? = nil) {
            diagnostics.append(Diagnostic(.error, message, at: location(position), hint: hint))
        }

        /// The first member named `key` of `node`, which must be an object; nil (after a diagnostic) when absent.
        mutating func member(_ key: String, of node: JSONNode, in what: String) -> JSONNode? {
            guard case .object(let members) = node.value else {
                fail("\(what) must be an object", at: node.position)
                return nil
            }
            guard let found = members.first(where: { $0.key == key }) else {
                fail("\(what) has no \"\(key)\"", at: node.position)
                return nil
            }
            return found.value
        }

        mutating func string(_ key: String, of node: JSONNode, in what: String) -> String? {
            guard let value = member(key, of: node, in: what) else { return nil }
            guard case .string(let text) = value.value else {
                fail("\"\(key)\" must be a string", at: value.position)
                return nil
            }
            return text
        }

        mutating func count(_ key: String, of node: JSONNode, in what: String) -> Int? {
            guard let value = member(key, of: node, in: what) else { return nil }
            guard case .number(let number) = value.value, let count = number.intValue, count >= 0,
                !number.lexeme.contains(".")
            else {
                fail("\"\(key)\" must be a whole number, 0 or more", at: value.position)
                return nil
            }
            return count
        }

        mutating func digest(_ node: JSONNode, named: String) -> String? {
            guard case .string(let text) = node.value, text.utf8.count == 64,
                text.utf8.allSatisfy({ (0x30...0x39).contains($0) || (0x61...0x66).contains($0) })
            else {
                fail("\(named) must be a SHA-256 digest: 64 lowercase hexadecimal digits", at: node.position)
                return nil
            }
            return text
        }

        mutating func plan(_ root: JSONNode) -> SavedPushPlan? {
            let document = "the plan file"
            guard case .object = root.value else {
                fail("a plan file is a JSON object, as push --plan-out writes it", at: root.position)
                return nil
            }
            if let format = string("format", of: root, in: document), format != ChangeListJSON.format {
                fail("\"format\" must be \"\(ChangeListJSON.format)\"", at: root.position)
            }
            if let command = string("command", of: root, in: document), command != "push" {
                fail("\"command\" must be \"push\": this is not a push plan", at: root.position)
            }
            guard case .object(let rootMembers) = root.value,
                let planNode = rootMembers.first(where: { $0.key == "plan" })?.value
            else {
                fail(
                    "the file has no \"plan\": it is not a saved push plan", at: root.position,
                    hint:
                        "write one with push <schema> --plan-out <file>; push --format json prints a plan to read, not one to apply"
                )
                return nil
            }
            let summary = member("summary", of: root, in: document)
            let heldBack = summary.flatMap { count("heldBack", of: $0, in: "\"summary\"") }
            let refused = summary.flatMap { count("refused", of: $0, in: "\"summary\"") }
            let requestCount = summary.flatMap { count("requests", of: $0, in: "\"summary\"") }

            let what = "\"plan\""
            if let version = member("version", of: planNode, in: what),
                version.value != .number(JSONNumber(lexeme: String(SavedPushPlan.version)))
            {
                fail(
                    "plan version \(CanonicalJSON.compact(version.value)) is not one this parse-model-gen reads (\(SavedPushPlan.version))",
                    at: version.position, hint: "make the plan with the parse-model-gen that applies it")
            }
            let server = string("server", of: planNode, in: what)
            let applicationID = string("applicationId", of: planNode, in: what)
            var allowDeletions = false
            if let flag = member("allowDeletions", of: planNode, in: what) {
                if case .bool(let value) = flag.value {
                    allowDeletions = value
                } else {
                    fail("\"allowDeletions\" must be true or false", at: flag.position)
                }
            }
            let states = schema(planNode)
            let requests = member("requests", of: planNode, in: what).flatMap { self.requests($0, states: states) }
            if let node = member("checksum", of: planNode, in: what), let text = digest(node, named: "\"checksum\"") {
                checksum = (text, node.position)
            }
            if let requests, let requestCount, requests.count != requestCount,
                let summary, case .object(let members) = summary.value,
                let node = members.first(where: { $0.key == "requests" })?.value
            {
                fail(
                    "the summary counts \(requestCount) requests, but the plan has \(requests.count)", at: node.position
                )
            }
            guard let server, let applicationID, let states, let requests, let heldBack, let refused else { return nil }
            return SavedPushPlan(
                server: server, applicationID: applicationID, allowDeletions: allowDeletions, schemaStates: states,
                requests: requests, notMade: heldBack + refused)
        }

        /// `plan.schema`: the class states, checked against the fingerprint.
        mutating func schema(_ planNode: JSONNode) -> [String: String]? {
            guard let schema = member("schema", of: planNode, in: "\"plan\"") else { return nil }
            let fingerprint = member("fingerprint", of: schema, in: "\"schema\"").flatMap {
                node in digest(node, named: "\"fingerprint\"").map { ($0, node.position) }
            }
            guard let classes = member("classes", of: schema, in: "\"schema\"") else { return nil }
            guard case .object(let members) = classes.value else {
                fail("\"classes\" must be an object of class names and digests", at: classes.position)
                return nil
            }
            var states: [String: String] = [:]
            var valid = true
            for member in members {
                guard states[member.key] == nil else {
                    fail("class \(SchemaDiff.name(member.key)) is listed twice", at: member.keyPosition)
                    valid = false
                    continue
                }
                guard let state = digest(member.value, named: "the state of class \(SchemaDiff.name(member.key))")
                else {
                    valid = false
                    continue
                }
                states[member.key] = state
            }
            guard valid, let fingerprint else { return nil }
            guard SavedPushPlan.fingerprint(states) == fingerprint.0 else {
                fail("\"fingerprint\" is not the digest of \"classes\"", at: fingerprint.1)
                return nil
            }
            return states
        }

        /// `plan.requests`, each checked against what push may send and the recorded states.
        mutating func requests(_ node: JSONNode, states: [String: String]?) -> [PushOperation]? {
            guard case .array(let elements) = node.value else {
                fail("\"requests\" must be an array", at: node.position)
                return nil
            }
            var operations: [PushOperation] = []
            var valid = true
            for element in elements {
                if let operation = request(element, states: states) {
                    operations.append(operation)
                } else {
                    valid = false
                }
            }
            return valid ? operations : nil
        }

        mutating func request(_ node: JSONNode, states: [String: String]?) -> PushOperation? {
            let what = "a request"
            let before = diagnostics.count
            let methodText = string("method", of: node, in: what)
            let className = string("class", of: node, in: what)
            let summary = string("summary", of: node, in: what)
            guard diagnostics.count == before, let methodText, let className, let summary,
                case .object(let members) = node.value
            else { return nil }
            let method: SchemaServerClient.Method
            switch methodText {
            case "POST": method = .post
            case "PUT": method = .put
            case "DELETE": method = .delete
            default:
                fail(
                    "a request's method is POST, PUT or DELETE, not \(SchemaDiff.value(methodText))", at: node.position)
                return nil
            }
            let name = SchemaDiff.name(className)
            guard !className.isEmpty, PushPlanner.manages(className) else {
                fail(
                    "push never changes class \(name): it is Parse Server's own (internal classes, and the built-in columns of system classes, are left alone)",
                    at: node.position)
                return nil
            }
            if let states {
                let existed = states[className] != nil
                if method == .post, existed {
                    fail(
                        "POST creates class \(name), which the server already had when the plan was made",
                        at: node.position)
                    return nil
                }
                if method != .post, !existed {
                    fail(
                        "\(method.rawValue) changes class \(name), which the server did not have when the plan was made",
                        at: node.position)
                    return nil
                }
            }
            let bodyNode = members.first { $0.key == "body" }?.value
            guard method != .delete else {
                if let bodyNode, bodyNode.value != .null {
                    fail("a DELETE request has no body", at: bodyNode.position)
                    return nil
                }
                return PushOperation(method: method, className: className, body: nil, summary: summary)
            }
            guard let bodyNode, case .object(let bodyMembers) = bodyNode.value else {
                fail(
                    "a \(method.rawValue) request's \"body\" must be an object", at: bodyNode?.position ?? node.position
                )
                return nil
            }
            for member in bodyMembers {
                guard SavedPushPlanReader.bodyMembers.contains(member.key) else {
                    fail(
                        "a schema request's body has no \(SchemaDiff.value(member.key)): only className, fields, classLevelPermissions and indexes",
                        at: member.keyPosition)
                    return nil
                }
                if member.key == "className", member.value.value != .string(className) {
                    fail("the body's className must be the request's class, \(name)", at: member.value.position)
                    return nil
                }
                if member.key != "className", !member.value.value.isObject {
                    fail("\"\(member.key)\" must be an object", at: member.value.position)
                    return nil
                }
            }
            return PushOperation(
                method: method, className: className, body: CanonicalJSON.compact(bodyNode.value), summary: summary)
        }
    }
}

extension JSONValue {
    /// Whether the value is an object.
    fileprivate var isObject: Bool {
        if case .object = self { return true }
        return false
    }
}
