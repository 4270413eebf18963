import ParseSchema

/// One thing that needs a Swift name: its wire name, the name it would like, and where it is declared.
struct NameRequest {
    /// The name on the server; the tie-breaker that makes assignment deterministic.
    var wireName: String
    /// The converted or configured Swift name.
    var preferred: String
    /// Where the thing is declared, for the collision warning.
    var location: SourceLocation?
}

/// Gives each request a distinct name, deterministically whatever the input order: requests are
/// served in wire-name order, a request whose wire name IS its preferred name goes first, and a
/// loser gets the first free numeric suffix (`name2`) with a warning.
enum NameAssignment {
    /// Assigns names. `taken` are names already in use in the scope; `sameName` decides when two
    /// names collide (case-insensitively for type names, since they become file names).
    /// `subjectPrefix` makes the collision warnings acknowledgeable renames: `""` for classes, `"Book."` for
    /// a class's fields, nil where the config cannot name the thing (enum values, a nested struct's fields).
    static func assign(
        _ requests: [NameRequest], taken: Set<String>, what: String,
        caseInsensitive: Bool = false, subjectPrefix: String? = nil
    ) -> (names: [String: String], diagnostics: [Diagnostic]) {
        let assigned = assignInOrder(
            requests, taken: taken, what: what, caseInsensitive: caseInsensitive, subjectPrefix: subjectPrefix)
        var names: [String: String] = [:]
        names.reserveCapacity(requests.count)
        // In the order the names were given, so that of two requests with one wire name the later one counts.
        for index in assigned.order {
            names[requests[index].wireName] = assigned.names[index]
        }
        return (names, assigned.diagnostics)
    }

    /// ``assign(_:taken:what:caseInsensitive:)`` with the names in the order of `requests`, for a caller
    /// that looks them up by position rather than by wire name; `order` is the order they were given in.
    static func assignInOrder(
        _ requests: [NameRequest], taken: Set<String>, what: String,
        caseInsensitive: Bool = false, subjectPrefix: String? = nil
    ) -> (names: [String], order: [Int], diagnostics: [Diagnostic]) {
        if !caseInsensitive, distinctPreferredNames(requests, taken: taken) {
            // A loop rather than `map(\.preferred)`: the debug build the build plugin runs reads a key path
            // through the runtime for each element.
            var names: [String] = []
            names.reserveCapacity(requests.count)
            for request in requests { names.append(request.preferred) }
            return (names, [Int](upTo: requests.count), [])
        }
        let key: (String) -> String = caseInsensitive ? { $0.lowercased() } : { $0 }
        var used = Set(taken.map(key))
        // Which request holds each name, and the next suffix worth trying for each preferred name: searching
        // every request and every suffix from 2 again on each collision made many colliding names quadratic.
        var holder: [String: String] = [:]
        var nextSuffix: [String: Int] = [:]
        var names = requests.map(\.preferred)
        var diagnostics: [Diagnostic] = []
        let order = requests.indices.sorted { lhsIndex, rhsIndex in
            let lhs = requests[lhsIndex]
            let rhs = requests[rhsIndex]
            let lhsExact = lhs.wireName == lhs.preferred
            let rhsExact = rhs.wireName == rhs.preferred
            if lhsExact != rhsExact { return lhsExact }
            return lhs.wireName.utf8Precedes(rhs.wireName)
        }
        for index in order {
            let request = requests[index]
            var name = request.preferred
            let preferredKey = key(request.preferred)
            if used.contains(preferredKey) {
                // Names are only ever added to `used`, so a suffix found taken stays taken.
                var counter = nextSuffix[preferredKey] ?? 2
                while used.contains(key("\(request.preferred)\(counter)")) {
                    counter += 1
                }
                nextSuffix[preferredKey] = counter + 1
                name = "\(request.preferred)\(counter)"
                let other = holder[preferredKey].flatMap { $0 == request.wireName ? nil : $0 }
                let clash = other.map { ", like \(what) '\($0)'" } ?? ""
                diagnostics.append(
                    Diagnostic(
                        .warning,
                        "\(what) '\(request.wireName)' would be named '\(request.preferred)' in Swift\(clash); it is named '\(name)'",
                        at: request.location, hint: "choose a name with \"swiftName\" in the config",
                        subject: subjectPrefix.map { WarningSubject(.rename, $0 + request.wireName) }
                    ))
            }
            used.insert(key(name))
            holder[key(name)] = request.wireName
            names[index] = name
        }
        return (names, order, diagnostics)
    }

    /// Whether every request can keep its preferred name: no two are alike and none is taken. The usual
    /// case, where the order requests are served in does not matter. Comparing pairs costs less than
    /// hashing each name for the handful of fields a class has; larger sets go the full way.
    private static func distinctPreferredNames(_ requests: [NameRequest], taken: Set<String>) -> Bool {
        guard requests.count <= 32 else { return false }
        // Index loops rather than `enumerated()` and slices, which the debug build the build plugin runs
        // steps through generic iterators (about 180 M instructions at 1000 classes).
        var index = 0
        while index < requests.count {
            let preferred = requests[index].preferred
            if taken.contains(preferred) { return false }
            var other = index + 1
            while other < requests.count {
                if requests[other].preferred == preferred { return false }
                other += 1
            }
            index += 1
        }
        return true
    }
}
