/// Builds a deterministic, realistic model set: `_User` plus classes named after common app nouns, with a
/// weighted mix of field types, pointers and relations between random classes, and refinements (Int and
/// Float numbers, enums, nested structs, typed arrays and dictionaries), descriptions and aliases.
struct SchemaBuilder {
    private var random: SeededRandom
    /// Whether pointers may close cycles, as in real schemas: see ``init(seed:cyclic:)``.
    private let cyclic: Bool

    /// A builder whose choices all follow from `seed`. With `cyclic`, pointers aim at any class (so the
    /// graph has cycles of every length) and every tenth class has a `parent` pointer to itself, as
    /// comment threads and category trees do; the generator must break each cycle with `Pointer<Target>`.
    /// Without it pointers only go to `_User` and a few core classes, so hand-written tutorial-style
    /// models (`Target?` properties) can declare the same types for the type-check comparison.
    init(seed: UInt64, cyclic: Bool = false) {
        random = SeededRandom(seed: seed)
        self.cyclic = cyclic
    }

    private static let nouns = [
        "Order", "Invoice", "Product", "Venue", "Ticket", "Review", "Booking", "Course", "Lesson", "Team",
        "Project", "Task", "Shipment", "Store", "Coupon", "Payment", "Device", "Message", "Channel", "Event",
        "Playlist", "Track", "Recipe", "Garden", "Vehicle", "Trip", "Listing", "Survey", "Badge", "Report",
    ]

    /// Field names by Parse type; every name's camelCase form is unique across all lists.
    private static let names: [String: [String]] = [
        "String": [
            "title", "label", "summary", "notes", "city", "country", "street", "zip_code", "phone_number",
            "website", "sku", "color", "language", "currency", "slug", "nickname", "headline", "body",
        ],
        "Number": [
            "price", "quantity", "rating", "weight", "height", "width", "depth", "amount", "discount",
            "stock_level", "priority", "position", "duration", "distance", "max_guests", "min_age",
        ],
        "Boolean": ["isActive", "is_public", "archived", "featured", "verified", "visible", "paid", "approved"],
        "Date": ["startsAt", "endsAt", "publishedAt", "dueDate", "last_seen_at", "expiresAt", "deliveredAt"],
        "Object": ["metadata", "settings", "attributes", "extra_info", "dimensions", "address"],
        "Array": ["tags", "images", "history", "keywords", "sizes", "options", "line_items", "steps"],
        "Pointer": ["owner", "parent", "author", "assignee", "location_ref", "account", "supplier", "customer"],
        "Relation": ["members", "followers", "items", "related", "watchers", "likes"],
        "File": ["photo", "attachment", "thumbnail", "document"],
        "GeoPoint": ["coordinates"],
    ]

    /// Parse types with their weights, in percent.
    private static let typeWeights: [(String, Int)] = [
        ("String", 30), ("Number", 20), ("Boolean", 10), ("Date", 9), ("Pointer", 10), ("Array", 7),
        ("Object", 5), ("Relation", 4), ("File", 3), ("GeoPoint", 2),
    ]

    private static let stringCases = ["draft", "active", "pending", "archived", "done", "cancelled", "open", "closed"]
    private static let intCases = [("low", 0), ("normal", 1), ("high", 2), ("urgent", 3)]

    /// `count` classes: `_User` and `count - 1` others.
    mutating func build(count: Int) -> [SyntheticClass] {
        var classNames = ["_User"]
        for index in 1..<max(count, 2) {
            classNames.append(Self.nouns[(index - 1) % Self.nouns.count] + String(index))
        }
        classNames = Array(classNames.prefix(count))
        return classNames.enumerated().map { classIndex, name in
            let fieldCount = name == "_User" ? 4 : 6 + random.below(11)
            var used: Set<String> = []
            var fields: [SyntheticField] = []
            if cyclic && classIndex % 10 == 1 {
                used.insert("parent")
                var field = SyntheticField(name: "parent", swiftName: "parent", parseType: "Pointer")
                field.targetClass = name
                fields.append(field)
            }
            while fields.count < fieldCount {
                let type = pickType()
                // As in real apps, pointers go to `_User` and a few core classes, which point to `_User` only.
                // No cycles: with the tutorials' `Target?` properties a cycle is a struct containing itself, so
                // the hand-written baseline could not declare the same types (the generator breaks a cycle
                // with `Pointer<Target>`).
                if type == "Pointer" && classIndex == 0 { continue }
                let candidates = (Self.names[type] ?? []).filter { !used.contains($0) }
                guard !candidates.isEmpty else { continue }
                let fieldName = random.pick(candidates)
                used.insert(fieldName)
                fields.append(makeField(fieldName, type: type, classNames: classNames, earlier: classIndex))
            }
            // Real schemas link most classes to two or three others; with one pointer a class on average the
            // random graph would hardly close a cycle beyond the self pointers.
            if cyclic && classIndex > 0 {
                for fieldName in (Self.names["Pointer"] ?? []).filter({ !used.contains($0) }).prefix(2) {
                    used.insert(fieldName)
                    fields.append(makeField(fieldName, type: "Pointer", classNames: classNames, earlier: classIndex))
                }
            }
            let swiftName = name == "_User" ? "User" : name
            let doc = random.chance(15) ? "The \(swiftName) records of the app." : nil
            return SyntheticClass(name: name, swiftName: swiftName, fields: fields, doc: doc)
        }
    }

    private mutating func pickType() -> String {
        var roll = random.below(100)
        for (type, weight) in Self.typeWeights {
            if roll < weight { return type }
            roll -= weight
        }
        return "String"
    }

    private mutating func makeField(_ name: String, type: String, classNames: [String], earlier: Int) -> SyntheticField
    {
        let swiftName = camelCase(name)
        var field = SyntheticField(name: name, swiftName: swiftName, parseType: type)
        let roll = random.below(100)
        switch type {
        case "Pointer":
            let core = max(1, min(20, classNames.count / 20))
            if cyclic {
                field.targetClass = random.chance(15) ? "_User" : classNames[random.below(classNames.count)]
            } else {
                field.targetClass = earlier <= core || random.chance(25) ? "_User" : classNames[1 + random.below(core)]
            }
        case "Relation":
            field.targetClass = random.chance(15) ? "_User" : random.pick(classNames)
        case "Number":
            if roll < 35 {
                field.refinement = .swiftType("Int")
            } else if roll < 40 {
                field.refinement = .swiftType("Float")
            } else if roll < 50 {
                field.refinement = .intEnum(
                    name: capitalized(swiftName), cases: Array(Self.intCases.prefix(2 + random.below(3))))
            }
        case "String":
            if roll < 12 {
                let start = random.below(4)
                field.refinement = .stringEnum(
                    name: capitalized(swiftName), cases: Array(Self.stringCases[start..<(start + 3 + random.below(2))]))
            } else if roll < 22 {
                field.required = true
            }
        case "Array":
            if roll < 40 {
                field.refinement = .swiftType("[String]")
            } else if roll < 50 {
                field.refinement = .swiftType("[Double]")
            } else if roll < 65 {
                field.refinement = .nestedStruct(name: capitalized(swiftName) + "Entry")
            }
        case "Object":
            if roll < 40 {
                field.refinement = .swiftType("[String: String]")
            } else if roll < 55 {
                field.refinement = .nestedStruct(name: capitalized(swiftName) + "Entry")
            }
        default:
            break
        }
        if random.chance(20) { field.description = "The \(swiftName) as the app shows it." }
        if random.chance(3) { field.aliases = ["old_" + name] }
        return field
    }
}
