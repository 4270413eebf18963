/// Writes the inputs of the scaling check (`Benchmarks/scaling`): schemas of a given shape and size, whose
/// generation time per class (per field for `wide`) must stay flat from 1,000 to 50,000.
///
/// Pointer graphs:
/// - `chain`: `Node1 -> Node2 -> ... -> NodeN`, the longest acyclic path there is; every tenth class also
///   points at itself, and every hundredth points 50 classes back, closing a cycle of 51 classes.
/// - `star`: a `Hub` class with one pointer field per class (one class with N fields), every other class
///   pointing back at the hub (cycles of two through it), the hub pointing at itself.
/// - `dense`: every class has eight pointers to seeded random classes (itself included, sometimes), and an
///   Object field refined in the config into a nested struct that holds one more pointer, so cycles run
///   through nested structs as well.
///
/// Other shapes that once took quadratic time:
/// - `wide`: one class with N fields, declared in two files (merged), a quarter of the fields refined into
///   enums, a quarter documented in the config, and every tenth field named so that it collides with another
///   (`field_10` and `field10` both want `field10`).
/// - `names`: N classes whose names differ only in case (`parsemodelgenab`, `Parsemodelgenab`, ...), which
///   must become distinct file names, each pointing at the next.
///
/// "Did you mean" for many names or long ones, whose inputs hold warnings or errors on purpose:
/// - `misnamed-fields`: one class with N fields, and a config refining N fields the class does not have:
///   nine in ten one typo from a field (a letter dropped, two swapped, one wrong, one added), one in ten
///   unlike every field.
/// - `near-miss-targets`: N classes, each with a pointer to an undeclared class one typo from another
///   class's name, and every tenth to a class unlike every name.
/// - `long-names`: a class whose name has N letters, and a class with a pointer to a name two letters off it
///   and one to a name unlike it (per letter, not per class).
///
/// The config's lists (issue 40), per entry:
/// - `initializer-order`: one class with N fields, its `initializerOrder` naming all N, last first.
/// - `unknown-order`: the same class, its `initializerOrder` naming N properties it does not have (errors:
///   one diagnostic each, nine in ten one typo from a field).
/// - `aliases`: one field with N `aliases`, every tenth a repeat of an earlier one.
/// - `config-lists`: N `appTypes`, N `localProperties` of one class, N names under `exclude` and N under
///   `include` (one of them declared: warnings for the rest), and N named `servers`.
enum ScalingSchemaWriter {
    /// The shapes `bench-fixtures scaling` accepts.
    static let shapes = [
        "chain", "star", "dense", "wide", "names", "misnamed-fields", "near-miss-targets", "long-names",
        "initializer-order", "unknown-order", "aliases", "config-lists",
    ]

    /// The input files, by name, for `count` classes (fields for `wide`) of `shape`; nil for an unknown shape.
    static func files(shape: String, count: Int, seed: UInt64) -> [String: String]? {
        let count = max(count, 2)
        switch shape {
        case "chain": return ["schema.json": chain(count)]
        case "star": return ["schema.json": star(count)]
        case "dense": return dense(count, seed: seed)
        case "wide": return wide(count)
        case "names": return names(count)
        case "misnamed-fields": return misnamedFields(count)
        case "near-miss-targets": return ["schema.json": nearMissTargets(count)]
        case "long-names": return ["schema.json": longNames(count)]
        case "initializer-order": return initializerOrder(count, unknown: false)
        case "unknown-order": return initializerOrder(count, unknown: true)
        case "aliases": return aliases(count)
        case "config-lists": return configLists(count)
        default: return nil
        }
    }

    private static func node(_ index: Int) -> String { "Node\(index)" }

    private static func pointer(_ name: String, to target: String) -> String {
        "\"\(name)\": {\"type\": \"Pointer\", \"targetClass\": \"\(target)\"}"
    }

    /// One class of the export: its name and its field specs, already written as JSON members.
    private static func classEntry(_ name: String, _ fields: [String]) -> String {
        "  {\"className\": \"\(name)\", \"fields\": {\"title\": {\"type\": \"String\"}"
            + fields.map { ", " + $0 }.joined() + "}}"
    }

    private static func export(_ entries: [String]) -> String {
        "{\"results\": [\n" + entries.joined(separator: ",\n") + "\n]}\n"
    }

    private static func config(_ classEntries: [String]) -> String {
        "{\n  \"classes\": {\n" + classEntries.joined(separator: ",\n") + "\n  }\n}\n"
    }

    private static func chain(_ count: Int) -> String {
        var entries: [String] = []
        entries.reserveCapacity(count)
        for index in 1...count {
            var fields: [String] = []
            if index < count { fields.append(pointer("next", to: node(index + 1))) }
            if index % 10 == 0 { fields.append(pointer("parent", to: node(index))) }
            if index % 100 == 0 { fields.append(pointer("back", to: node(index - 50))) }
            entries.append(classEntry(node(index), fields))
        }
        return export(entries)
    }

    private static func star(_ count: Int) -> String {
        var entries: [String] = []
        entries.reserveCapacity(count)
        let spokes = (1..<count).map { pointer("spoke\($0)", to: node($0)) }
        entries.append(classEntry("Hub", [pointer("center", to: "Hub")] + spokes))
        for index in 1..<count {
            entries.append(classEntry(node(index), index % 2 == 0 ? [pointer("hub", to: "Hub")] : []))
        }
        return export(entries)
    }

    private static func dense(_ count: Int, seed: UInt64) -> [String: String] {
        var random = SeededRandom(seed: seed)
        var entries: [String] = []
        var refinements: [String] = []
        entries.reserveCapacity(count)
        refinements.reserveCapacity(count)
        for index in 1...count {
            var fields = (0..<8).map { pointer("link\($0)", to: node(1 + random.below(count))) }
            fields.append("\"box\": {\"type\": \"Object\"}")
            entries.append(classEntry(node(index), fields))
            let inner = pointer("held", to: node(1 + random.below(count)))
            refinements.append(
                "    \"\(node(index))\": {\"fields\": {\"box\": {\"struct\": {\"name\": \"Box\", \"fields\": {\(inner)}}}}}"
            )
        }
        return ["schema.json": export(entries), "parse-model-gen.json": config(refinements)]
    }

    private static func wide(_ count: Int) -> [String: String] {
        var fields: [String] = []
        var refinements: [String] = []
        fields.reserveCapacity(count)
        for index in 0..<count {
            let name = index % 10 == 5 ? "field_\(index - 5)" : "field\(index)"
            fields.append("\"\(name)\": {\"type\": \"String\"}")
            switch index % 4 {
            case 0:
                refinements.append(
                    "\"\(name)\": {\"enum\": {\"name\": \"Kind\(index)\", \"cases\": [\"a\", \"b-\(index)\"]}}")
            case 1: refinements.append("\"\(name)\": {\"doc\": \"Field number \(index).\"}")
            default: break
            }
        }
        let schema = classEntry("Wide", fields)
        let refined = "    \"Wide\": {\"fields\": {\n      " + refinements.joined(separator: ",\n      ") + "\n    }}"
        return [
            "schema.json": export([schema]), "more.json": export([schema]), "parse-model-gen.json": config([refined]),
        ]
    }

    private static func names(_ count: Int) -> [String: String] {
        let letters = Array("parsemodelgenabcdefghij")
        // Enough letters for `count` case variants: 2^bits of them.
        var bits = 1
        while (1 << bits) < count, bits < letters.count { bits += 1 }
        let variants = (0..<min(count, 1 << bits)).map { mask in
            String(
                letters.prefix(bits).enumerated().map { index, letter in
                    mask & (1 << index) != 0 ? Character(letter.uppercased()) : letter
                })
        }
        let entries = variants.indices.map { index in
            classEntry(variants[index], [pointer("next", to: variants[(index + 1) % variants.count])])
        }
        return ["schema.json": export(entries)]
    }

    /// `name` with one typo, the kind chosen by `index`: a letter dropped, two neighbours swapped, one
    /// letter replaced, or one added. The typo is in the letters before the digits, where every name differs
    /// from its neighbours' only in its digits.
    private static func typo(_ name: String, _ index: Int) -> String {
        var letters = Array(name)
        switch index % 4 {
        case 0: letters.remove(at: 1)
        case 1: letters.swapAt(1, 2)
        case 2: letters[2] = letters[2] == "x" ? "y" : "x"
        default: letters.insert("q", at: 3)
        }
        return String(letters)
    }

    /// A name unlike every other of the same shape: no letters in common with them.
    private static func unlike(_ index: Int) -> String {
        "zz\(String(index, radix: 36))qv"
    }

    private static func misnamedFields(_ count: Int) -> [String: String] {
        let names = (0..<count).map { "quantity\($0)" }
        let schema = classEntry("Order", names.map { "\"\($0)\": {\"type\": \"Number\"}" })
        let refinements = names.indices.map { index in
            let name = index % 10 == 9 ? unlike(index) : typo(names[index], index)
            return "\"\(name)\": {\"doc\": \"Field \(index).\"}"
        }
        let refined = "    \"Order\": {\"fields\": {\n      " + refinements.joined(separator: ",\n      ") + "\n    }}"
        return ["schema.json": export([schema]), "parse-model-gen.json": config([refined])]
    }

    private static func initializerOrder(_ count: Int, unknown: Bool) -> [String: String] {
        let names = (0..<count).map { "quantity\($0)" }
        let schema = classEntry("Order", names.map { "\"\($0)\": {\"type\": \"Number\"}" })
        let order = names.indices.reversed().map { index in
            guard unknown else { return "\"\(names[index])\"" }
            return "\"" + (index % 10 == 9 ? unlike(index) : typo(names[index], index)) + "\""
        }
        let refined =
            "    \"Order\": {\"initializerOrder\": [\n      " + order.joined(separator: ",\n      ") + "\n    ]}"
        return ["schema.json": export([schema]), "parse-model-gen.json": config([refined])]
    }

    private static func aliases(_ count: Int) -> [String: String] {
        let schema = classEntry("Order", ["\"quantity\": {\"type\": \"Number\"}"])
        let aliases = (0..<count).map { index in "\"old\(index % 10 == 9 ? index / 2 : index)\"" }
        let refined =
            "    \"Order\": {\"fields\": {\"quantity\": {\"aliases\": [\n      "
            + aliases.joined(separator: ",\n      ")
            + "\n    ]}}}"
        return ["schema.json": export([schema]), "parse-model-gen.json": config([refined])]
    }

    private static func configLists(_ count: Int) -> [String: String] {
        let schema = classEntry("Order", ["\"quantity\": {\"type\": \"Number\"}"])
        let quoted = { (names: [String]) in names.map { "\"\($0)\"" }.joined(separator: ", ") }
        let locals = (0..<count).map { "\"local\($0)\": {\"swiftType\": \"Bool\", \"initialValue\": false}" }
        let servers = (0..<count).map {
            "\"server\($0)\": {\"url\": \"http://localhost:1337/parse\", \"applicationId\": \"app\($0)\"}"
        }
        let text =
            "{\n  \"appTypes\": [" + quoted((0..<count).map { "AppType\($0)" }) + "],\n"
            + "  \"exclude\": [" + quoted((0..<count).map { "Excluded\($0)" }) + "],\n"
            + "  \"include\": [" + quoted(["Order"] + (0..<count).map { "Included\($0)" }) + "],\n"
            + "  \"servers\": {" + servers.joined(separator: ", ") + "},\n"
            + "  \"classes\": {\"Order\": {\"localProperties\": {\n    " + locals.joined(separator: ",\n    ")
            + "\n  }}}\n}\n"
        return ["schema.json": export([schema]), "parse-model-gen.json": text]
    }

    private static func nearMissTargets(_ count: Int) -> String {
        let entries = (1...count).map { index in
            let other = node(1 + (index * 7919) % count)
            let target = index % 10 == 0 ? "Zz\(String(index, radix: 36))Qv" : typo(other, index)
            return classEntry(node(index), [pointer("link", to: target)])
        }
        return export(entries)
    }

    private static func longNames(_ count: Int) -> String {
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        var name = Array("Long")
        var state = 7
        while name.count < count {
            state = (state * 1_103_515_245 + 12345) % 2_147_483_648
            name.append(letters[state % letters.count])
        }
        var near = name
        near[near.count / 2] = near[near.count / 2] == "x" ? "y" : "x"
        near.swapAt(near.count / 3, near.count / 3 + 1)
        if near == name { near.append("x") }
        let entries = [
            classEntry(String(name), []),
            classEntry("Reader", [pointer("long", to: String(near)), pointer("other", to: "Unrelated")]),
        ]
        return export(entries)
    }
}
