import ParseSchema

/// Names the cases of a refined enum and picks the case that carries unknown values.
enum EnumPlanner {
    /// Names no case may take, joined once.
    private static let takenCaseNames = ReservedNames.enumMembers.union(SwiftKeywords.unusableAsMember)

    /// `summary` is the doc comment's first sentence, before the one about unknown values.
    static func plan(
        name: String, rawType: EnumRawType, cases: [EnumCaseSpec], summary: String, diagnostics: inout [Diagnostic]
    ) -> EnumPlan {
        // The declared order, as the user wrote it: pickers list `allCases` in this order.
        let sorted = cases
        let requests = sorted.map { spec in
            NameRequest(wireName: wireName(spec.rawValue), preferred: caseName(spec), location: spec.location)
        }
        let assignment = NameAssignment.assign(requests, taken: takenCaseNames, what: "enum value")
        diagnostics += assignment.diagnostics
        let planned = sorted.map {
            EnumCasePlan(name: assignment.names[wireName($0.rawValue)] ?? "value", rawValue: $0.rawValue)
        }
        var unknownName = "unknown"
        let used = Set(planned.map(\.name))
        while used.contains(unknownName) {
            unknownName += "Value"
        }
        return EnumPlan(
            name: name, rawType: rawType, cases: planned, unknownCaseName: unknownName,
            doc: [
                summary
                    + " A value this version does not know decodes as `.\(unknownName)` and is saved back unchanged."
            ]
        )
    }

    /// The raw values of `cases` when each is of `rawType`, listed once, and named by a valid case name;
    /// otherwise `nil` after an error. `like` says what the raw type comes from, for the message.
    static func checkedValues(
        _ cases: [EnumCaseSpec], rawType: EnumRawType, like: String, diagnostics: inout [Diagnostic]
    ) -> Set<EnumRawValue>? {
        var seen = Set<EnumRawValue>()
        for spec in cases {
            switch (rawType, spec.rawValue) {
            case (.string, .string), (.int, .int): break
            default:
                diagnostics.append(
                    Diagnostic(
                        .error,
                        "enum value \(describe(spec.rawValue)) is not \(rawType == .int ? "an integer" : "a string") like \(like)",
                        at: spec.location))
                return nil
            }
            if !seen.insert(spec.rawValue).inserted {
                diagnostics.append(
                    Diagnostic(.error, "enum value \(describe(spec.rawValue)) is listed twice", at: spec.location))
                return nil
            }
            if let name = spec.name, !SwiftKeywords.isPlainIdentifier(name) {
                diagnostics.append(
                    Diagnostic(
                        .error, "'\(name)' is not a valid Swift case name", at: spec.location,
                        hint: "use letters, digits and '_', not starting with a digit"))
                return nil
            }
        }
        return seen
    }

    /// A raw value as diagnostics quote it.
    static func describe(_ value: EnumRawValue) -> String {
        switch value {
        case .int(let number): return String(number)
        case .string(let text): return "'\(text)'"
        }
    }

    /// A unique key per raw value for name assignment.
    private static func wireName(_ value: EnumRawValue) -> String {
        switch value {
        case .int(let number): return "#\(number)"
        case .string(let text): return text
        }
    }

    /// The configured name, or one derived from the raw value: `in-progress` -> `inProgress`,
    /// `2x` -> `_2x`, `-1` -> `minus1`.
    private static func caseName(_ spec: EnumCaseSpec) -> String {
        if let name = spec.name { return name }
        switch spec.rawValue {
        case .int(let number):
            return number < 0 ? "minus\(number.magnitude)" : "value\(number)"
        case .string(let text):
            let words = text.unicodeScalars.split { !(($0.isASCII) && (CharacterSetCheck.isAlphanumeric($0))) }
                .map { String(String.UnicodeScalarView($0)) }
                .map { $0 == $0.uppercased() ? $0.lowercased() : $0 }
            let joined = NameConversion.lowerCamel(words.joined(separator: "_"))
            guard let first = joined.unicodeScalars.first else { return "empty" }
            return CharacterSetCheck.isDigit(first) ? "_" + joined : joined
        }
    }
}

/// ASCII character classes, without Foundation.
enum CharacterSetCheck {
    static func isDigit(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value >= 0x30 && scalar.value <= 0x39
    }

    static func isAlphanumeric(_ scalar: Unicode.Scalar) -> Bool {
        isDigit(scalar) || (scalar.value >= 0x41 && scalar.value <= 0x5A)
            || (scalar.value >= 0x61 && scalar.value <= 0x7A)
    }
}
