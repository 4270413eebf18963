import Foundation

/// Writes the Cloud Code descriptions `Benchmarks/cloud-code` generates beside a schema, in two shapes:
///
/// - `heavy`: every function as large as the description allows one to be, nine in ten functions and one
///   in ten jobs, each with a required String, a defaulted Number, a String with three options, a pointer
///   and a Date, every function returning an array of objects of a class. The worst case.
/// - `survey`: the mix of a survey of 508 Cloud Code functions in 60 public apps (`cloud/main.js`,
///   `cloud/functions.js` and `src/cloud/main.ts` read whole, 2026-11-29; figures in `RESULTS.md`): how many
///   parameters a function takes, of which Parse types, what it returns, and how many are jobs. Where the
///   apps' own validators said little (5% of parameters required, no options or defaults), the fixture
///   asks more, since a description written for the generator states what the server checks: every third
///   parameter required, options on one String in twenty and a default on one Number in ten.
///
/// Both are fixed by the seed: the same classes and seed give the same description on every machine.
enum CloudDescriptionWriter {
    /// The shapes, by the name the command line gives them.
    static let shapes = ["heavy", "survey"]

    /// The description of `count` functions and jobs of `shape` over `classes` (class names of the schema),
    /// or nil for an unknown shape.
    static func description(shape: String, count: Int, classes: [String], seed: UInt64) -> String? {
        guard !classes.isEmpty else { return nil }
        switch shape {
        case "heavy": return heavy(count: count, classes: classes)
        case "survey":
            var random = SeededRandom(seed: seed)
            return survey(count: count, classes: classes, random: &random)
        default: return nil
        }
    }

    // MARK: - heavy

    private static func heavy(count: Int, classes: [String]) -> String {
        var functions: [String] = []
        var jobs: [String] = []
        for index in 0..<count {
            let className = classes[index % classes.count]
            let isJob = index % 10 == 9
            let name = isJob ? "benchJob\(index)" : "benchFunction\(index)"
            var entry = "\"\(name)\": {\"description\": \"Benchmark function \(name).\", \"fields\": {"
            entry += "\"title\": {\"type\": \"String\", \"required\": true}, "
            entry += "\"limit\": {\"type\": \"Number\", \"default\": 10}, "
            entry += "\"sort_order\": {\"type\": \"String\", \"options\": [\"newest\", \"oldest\", \"best\"]}, "
            entry += "\"target\": {\"type\": \"Pointer\", \"targetClass\": \"\(className)\"}, "
            entry += "\"since\": {\"type\": \"Date\"}}"
            if !isJob {
                entry +=
                    ", \"returns\": {\"type\": \"Array\", \"items\": {\"type\": \"Object\", \"targetClass\": \"\(className)\"}}"
            }
            entry += ", \"requireUser\": true}"
            if isJob { jobs.append(entry) } else { functions.append(entry) }
        }
        return document(functions: functions, jobs: jobs)
    }

    // MARK: - survey

    /// Parameters per function, out of 100 functions: the survey's 22.4% none, 35.0% one, 19.3% two, 8.9%
    /// three, 4.9% four and 9.4% five or more (its mean, 1.85, is met with six and seven).
    private static let parameterCounts = deck([(0, 22), (1, 35), (2, 19), (3, 9), (4, 5), (6, 6), (7, 4)])

    /// Parse types of parameters, out of 100: String 70% (the survey's 1.8% it could not tell are counted
    /// here), Number 14%, Object and Array 7.3%, Boolean 3.3%, Date 1.6%, GeoPoint 1.2%, File 0.3%, and
    /// pointers 2%, four times the survey's 0.5%, since apps there send ids where a description may name a
    /// class.
    private static let parameterKinds = deck([
        ("String", 70), ("Number", 14), ("Object", 4), ("Array", 3), ("Boolean", 3), ("Date", 2), ("Pointer", 2),
        ("GeoPoint", 1), ("File", 1),
    ])

    /// What functions return, out of 100: nothing 10.4%, a Number, String or Boolean 15.4%, a dictionary
    /// 44.7% (with the 2.2% the survey could not tell), one object of a class 16.5%, an array of them 5.5%
    /// and an array of plain values 5.3%.
    private static let results = deck([
        ("none", 10), ("Number", 8), ("String", 5), ("Boolean", 2), ("Object", 47), ("class", 17),
        ("classArray", 6), ("Array", 5),
    ])

    /// Names apps give parameters of each kind; one name in ten is written with an underscore, which the
    /// generated type maps to a camel-case property.
    private static let names: [String: [String]] = [
        "String": ["objectId", "userId", "text", "email", "status", "query", "token", "title", "postId", "category"],
        "Number": ["limit", "page", "amount", "rating", "count"],
        "Object": ["data", "metadata", "payload"],
        "Array": ["ids", "tags", "items"],
        "Boolean": ["notify", "isPublic", "force"],
        "Date": ["since", "until", "date"],
        "Pointer": ["owner", "target", "parent"],
        "GeoPoint": ["location", "near"],
        "File": ["image", "attachment"],
    ]

    private static func survey(count: Int, classes: [String], random: inout SeededRandom) -> String {
        let counts = shuffled(parameterCounts, &random)
        let kinds = shuffled(parameterKinds, &random)
        let returns = shuffled(results, &random)
        var functions: [String] = []
        var jobs: [String] = []
        var parameterIndex = 0
        var stringIndex = 0
        var numberIndex = 0
        for index in 0..<count {
            // 3.3% of the survey's functions are jobs: three in a hundred.
            let isJob = index % 100 == 33 || index % 100 == 66 || index % 100 == 99
            let name = isJob ? "surveyJob\(index)" : "surveyFunction\(index)"
            var fields: [String] = []
            var used = Set<String>()
            for _ in 0..<counts[index % counts.count] {
                let kind = kinds[parameterIndex % kinds.count]
                parameterIndex += 1
                var key = random.pick(names[kind] ?? ["value"])
                if random.chance(10) { key = snakeCase(key) }
                // `user_id` and `userId` would be the same property: names are told apart as the Swift side sees them.
                while !used.insert(key.replacingOccurrences(of: "_", with: "").lowercased()).inserted {
                    key += "\(used.count)"
                }
                var field = "\"type\": \"\(kind)\""
                switch kind {
                case "Pointer": field += ", \"targetClass\": \"\(random.pick(classes))\""
                case "Array": field += ", \"items\": \"String\""
                case "String":
                    stringIndex += 1
                    if stringIndex % 20 == 0 { field += ", \"options\": [\"pending\", \"active\", \"archived\"]" }
                case "Number":
                    numberIndex += 1
                    if numberIndex % 10 == 0 { field += ", \"default\": 20" }
                default: break
                }
                if parameterIndex % 3 == 0, !field.contains("\"default\"") { field += ", \"required\": true" }
                fields.append("\"\(key)\": {\(field)}")
            }
            var entry = "\"\(name)\": {\"description\": \"Survey-shaped function \(name).\""
            if !fields.isEmpty { entry += ", \"fields\": {" + fields.joined(separator: ", ") + "}" }
            if !isJob, let result = result(returns[index % returns.count], classes: classes, random: &random) {
                entry += ", \"returns\": \(result)"
            }
            if isJob {
                entry += ", \"requireMaster\": true"
            } else if index % 10 < 3 {
                entry += ", \"requireUser\": true"
            }
            entry += "}"
            if isJob { jobs.append(entry) } else { functions.append(entry) }
        }
        return document(functions: functions, jobs: jobs)
    }

    private static func result(_ kind: String, classes: [String], random: inout SeededRandom) -> String? {
        switch kind {
        case "none": return nil
        case "class": return "{\"type\": \"Object\", \"targetClass\": \"\(random.pick(classes))\"}"
        case "classArray":
            return
                "{\"type\": \"Array\", \"items\": {\"type\": \"Object\", \"targetClass\": \"\(random.pick(classes))\"}}"
        case "Array": return "{\"type\": \"Array\", \"items\": \"String\"}"
        default: return "\"\(kind)\""
        }
    }

    private static func snakeCase(_ name: String) -> String {
        var result = ""
        for character in name {
            if character.isUppercase {
                result += "_" + character.lowercased()
            } else {
                result.append(character)
            }
        }
        return result
    }

    /// Each value as many times as its share.
    private static func deck<Value>(_ shares: [(Value, Int)]) -> [Value] {
        shares.flatMap { value, share in Array(repeating: value, count: share) }
    }

    /// The values in a seeded order (Fisher-Yates).
    private static func shuffled<Value>(_ values: [Value], _ random: inout SeededRandom) -> [Value] {
        var result = values
        for index in stride(from: result.count - 1, to: 0, by: -1) {
            result.swapAt(index, random.below(index + 1))
        }
        return result
    }

    private static func document(functions: [String], jobs: [String]) -> String {
        "{\"functions\": {" + functions.joined(separator: ", ") + "}, \"jobs\": {" + jobs.joined(separator: ", ")
            + "}}\n"
    }
}
