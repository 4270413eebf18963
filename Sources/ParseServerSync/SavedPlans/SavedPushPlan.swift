import ParseSchema

/// A push plan saved by `push --plan-out <file>` and applied later by `push --plan <file> --apply`: what
/// was reviewed is what is sent, and only to the server state it was made from.
///
/// The file is `push --format json`'s document with one more member, `plan`:
/// ```
/// "plan": {
///   "version": 1,
///   "server": "https://example.com/parse", "applicationId": "bookstore", "allowDeletions": false,
///   "schema": {"fingerprint": "<sha-256>", "classes": {"Book": "<sha-256>", "_User": "<sha-256>"}},
///   "requests": [{"method": "POST", "class": "Review", "summary": "create class Review with 2 fields",
///                 "body": {"className": "Review", "fields": {...}}}],
///   "checksum": "<hmac-sha-256>"
/// }
/// ```
/// `schema.classes` holds the SHA-256 of each class's canonical JSON as the server listed it, for every
/// class push may change; `fingerprint` is the SHA-256 of that map in canonical form. `checksum` is the
/// HMAC-SHA256, keyed with the master key, of the whole document in canonical form without `checksum`: a
/// file edited after it was written is refused, and since only a holder of the key can sign, a plan file
/// changed in a pull request cannot be made to send requests nobody reviewed. The file holds digests, never
/// the server's schema text, and never the master key (an HMAC tells nothing about its key).
package struct SavedPushPlan: Sendable {
    /// The `plan.version` this build writes and reads.
    package static let version = 1

    /// The server's address the plan was made against (``ParseServerAddress/display``).
    package var server: String
    /// The application id the plan was made with; not a secret (apps ship it).
    package var applicationID: String
    /// Whether `--allow-deletions` was given when the plan was made (its requests already say what it allowed).
    package var allowDeletions: Bool
    /// The state of every class push may change when the plan was made, by name.
    package var schemaStates: [String: String]
    /// The requests, in the order they go.
    package var requests: [PushOperation]
    /// The changes the plan shows but does not make (held back or refused), from its summary.
    package var notMade: Int
    /// What a plan read from a file was signed with: the document in canonical form without its checksum,
    /// the checksum, and where it stands; nil for a plan made in this run.
    var signature: (signed: String, checksum: String, location: SourceLocation)? = nil

    /// Creates a saved plan.
    package init(
        server: String, applicationID: String, allowDeletions: Bool, schemaStates: [String: String],
        requests: [PushOperation], notMade: Int
    ) {
        self.server = server
        self.applicationID = applicationID
        self.allowDeletions = allowDeletions
        self.schemaStates = schemaStates
        self.requests = requests
        self.notMade = notMade
    }

    /// The plan for the pusher: consecutive requests of one class together, each class with the state
    /// the plan saw, so a class edited on the server since is skipped, as for a plan made on the spot.
    var classPlans: [ClassPushPlan] {
        var classes: [ClassPushPlan] = []
        for request in requests {
            if let last = classes.indices.last, classes[last].name == request.className {
                classes[last].operations.append(request)
            } else {
                classes.append(
                    ClassPushPlan(
                        name: request.className, lines: [], operations: [request],
                        serverState: schemaStates[request.className], heldBack: 0, refused: 0, objectsUnknown: 0))
            }
        }
        return classes
    }

    /// The SHA-256 of `states` as one canonical JSON object.
    package static func fingerprint(_ states: [String: String]) -> String {
        let members = states.sorted { $0.key.utf8Precedes($1.key) }.map { ($0.key, SchemaWriteBody.string($0.value)) }
        return SHA256.hex(SchemaWriteBody.object(members))
    }

    /// The document `root` in canonical form without `plan.checksum`: what the checksum signs; nil when
    /// `root` has no `plan` object.
    static func signedText(of root: JSONNode) -> String? {
        guard case .object(let members) = root.value,
            let index = members.firstIndex(where: { $0.key == "plan" }),
            case .object(let planMembers) = members[index].value.value
        else { return nil }
        var without = members
        without[index].value.value = .object(planMembers.filter { $0.key != "checksum" })
        return CanonicalJSON.compact(.object(without))
    }

    /// The checksum of `signed` text: its HMAC-SHA256 with the master key.
    static func checksum(of signed: String, key: MasterKey) -> String {
        SHA256.hmacHex(key: Array(key.value.utf8), message: Array(signed.utf8))
    }

    /// Why a plan read from a file cannot be applied with `key`: its checksum is not the one `key` gives
    /// its contents (edited since it was written, or signed with another master key); nil when it is.
    package func signatureProblem(key: MasterKey) -> Diagnostic? {
        guard let signature else { return nil }
        guard Self.checksum(of: signature.signed, key: key) != signature.checksum else { return nil }
        return Diagnostic(
            .error,
            "the plan's checksum does not match its contents and the master key: it was changed after push --plan-out wrote it, or made with another master key",
            at: signature.location,
            hint:
                "push applies only a plan as it was written and reviewed, signed with the server's key; make a new one with push --plan-out"
        )
    }

    /// The file `push --plan-out` writes: `document` renders the push document with extra members (as
    /// ``ChangeListJSON/render(_:files:extra:)`` does), to which this adds `plan`, then its checksum signed
    /// with `key`. Nil when the document does not read back, which would be a bug in the renderer rather
    /// than in the input.
    package func render(signedWith key: MasterKey, _ document: ([(String, String)]) -> String) -> String? {
        let unsigned = document([("plan", member(checksum: nil))])
        guard case .success(let root) = JSONReader.read(Array(unsigned.utf8)), let signed = Self.signedText(of: root)
        else { return nil }
        return document([("plan", member(checksum: Self.checksum(of: signed, key: key)))])
    }

    private func member(checksum: String?) -> String {
        let quoted = SchemaWriteBody.string
        let classes = schemaStates.sorted { $0.key.utf8Precedes($1.key) }.map {
            "        \(quoted($0.key)): \(quoted($0.value))"
        }
        let requestLines = requests.map { request -> String in
            var pairs = [
                ("method", quoted(request.method.rawValue)), ("class", quoted(request.className)),
                ("summary", quoted(request.summary)),
            ]
            if let body = request.body { pairs.append(("body", body)) }
            return "      " + pairs.map { "\(quoted($0.0)): \($0.1)" }.joined(separator: ", ").wrapped
        }
        var lines = [
            "{",
            "    \"version\": \(Self.version),",
            "    \"server\": \(quoted(server)),",
            "    \"applicationId\": \(quoted(applicationID)),",
            "    \"allowDeletions\": \(allowDeletions),",
            "    \"schema\": {",
            "      \"fingerprint\": \(quoted(Self.fingerprint(schemaStates))),",
            classes.isEmpty
                ? "      \"classes\": {}" : "      \"classes\": {\n" + classes.joined(separator: ",\n") + "\n      }",
            "    },",
            requestLines.isEmpty
                ? "    \"requests\": []" : "    \"requests\": [\n" + requestLines.joined(separator: ",\n") + "\n    ]",
        ]
        if let checksum {
            lines[lines.count - 1] += ","
            lines.append("    \"checksum\": \(quoted(checksum))")
        }
        lines.append("  }")
        return lines.joined(separator: "\n")
    }
}

extension String {
    /// The members as one JSON object: `{...}`.
    fileprivate var wrapped: String { "{" + self + "}" }
}

extension SchemaPusher {
    /// Applies a saved plan's requests, exactly as saved; each class is read again first and skipped when
    /// it no longer has the state the plan recorded.
    package static func apply(_ plan: SavedPushPlan, client: SchemaServerClient) -> PushResult {
        apply(plan.classPlans, client: client)
    }
}
