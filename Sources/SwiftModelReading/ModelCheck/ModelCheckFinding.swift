import ParseSchema

/// One thing `check` found, with what `check --format json` names besides the diagnostic: the Parse class
/// and field it is about, the Swift model, and its kind, so a bot can tell the findings apart without
/// reading the message.
package struct ModelCheckFinding: Hashable, Sendable {
    /// What kind of disagreement it is, as `Documentation/check.schema.json` names it.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// The model's class is not in the schema.
        case unknownClass = "unknown-class"
        /// A property is encoded under a key the class does not have.
        case unknownField = "unknown-field"
        /// A property is encoded under a key that differs from the class's field (another case, another name).
        case wireKeyDiffers = "wire-key-differs"
        /// A property's type cannot hold the field's values.
        case typeMismatch = "type-mismatch"
        /// A property is not optional, so partial objects fail to decode.
        case notOptional = "not-optional"
        /// A property's type is declared in a module that was not read.
        case typeNotRead = "type-not-read"
        /// The model lacks `originalData`.
        case missingOriginalData = "missing-original-data"
        /// The model has no property for a field the class requires.
        case missingRequiredField = "missing-required-field"
        /// The model has no property for an optional field.
        case missingField = "missing-field"
        /// The model's own decoder decodes no value for fields it declares.
        case decoderLeavesOut = "decoder-leaves-out"
    }

    /// The diagnostic as the text output prints it.
    package var diagnostic: Diagnostic
    /// The kind.
    package var kind: Kind
    /// The Parse class, by its wire name.
    package var className: String
    /// The field, by its wire key; nil for the class as a whole or several fields.
    package var field: String?
    /// The Swift model's qualified name.
    package var model: String

    /// Findings in the order `Diagnostic.sorted` gives their diagnostics (by file, line and column; those
    /// without a place first), a repeated one once.
    static func sorted(_ findings: [ModelCheckFinding]) -> [ModelCheckFinding] {
        var seen = Set<Diagnostic>()
        let unique = findings.filter { seen.insert($0.diagnostic).inserted }
        return unique.enumerated().sorted { lhs, rhs in
            switch (lhs.element.diagnostic.location, rhs.element.diagnostic.location) {
            case (nil, nil): return lhs.offset < rhs.offset
            case (nil, _): return true
            case (_, nil): return false
            case (let a?, let b?): return a == b ? lhs.offset < rhs.offset : a < b
            }
        }.map(\.element)
    }
}
