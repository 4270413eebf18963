import ParseSchema

/// A class's fields by name and by lower-cased name, so that matching every property of a model with
/// its field takes constant time per property rather than a scan of the fields.
struct FieldLookup {
    private var byName: [String: ParseField] = [:]
    private var byLowercasedName: [String: ParseField] = [:]

    init(_ parseClass: ParseClass) {
        for field in parseClass.fields {
            if byName[field.name] == nil { byName[field.name] = field }
            let lowered = field.name.lowercased()
            if byLowercasedName[lowered] == nil { byLowercasedName[lowered] = field }
        }
    }

    /// The field named exactly `name`.
    func field(named name: String) -> ParseField? {
        byName[name]
    }

    /// The field a property stands for when its key is not a field: the property's own name, else the
    /// key in another case (`Title` for `title`).
    func renamedField(propertyName: String, key: String) -> ParseField? {
        byName[propertyName] ?? byLowercasedName[key.lowercased()]
    }
}
