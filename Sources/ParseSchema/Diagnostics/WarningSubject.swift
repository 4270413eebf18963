/// What a warning about a choice the generator made for the user is about, so that the config can
/// acknowledge it (`"acknowledge": {"Book.description": ["rename"]}`) and keep the choice without hearing
/// about it on every run. Only such warnings carry one; warnings about likely mistakes in the input do not.
package struct WarningSubject: Hashable, Sendable, Comparable {
    /// The choice the warning reports.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A class or field named otherwise than its converted or configured name (taken by the SDK,
        /// Swift or another declaration).
        case rename
        /// A pointer or relation to a class no input declares, typed with the generic `ParsePointerValue`.
        case genericPointer = "generic-pointer"
        /// A field whose key ParseSwift's encoder leaves out of save bodies (all versions, or 4.14 only).
        case droppedKey = "dropped-key"
        /// A String field typed `URL` or `UUID`, which Foundation decodes strictly and encodes in its own
        /// spelling: a value that is not one fails the object, and one spelled otherwise is saved back changed.
        case stringConversion = "string-conversion"
    }

    /// The kind of choice.
    package var kind: Kind
    /// The class (`Book`) or field (`Book.description`) it concerns, by Parse names.
    package var path: String

    /// Creates a subject.
    package init(_ kind: Kind, _ path: String) {
        self.kind = kind
        self.path = path
    }

    /// The subject of a warning about a field of a class; nil for a field outside a class (a nested struct's).
    package static func field(_ kind: Kind, className: String?, field: String) -> WarningSubject? {
        className.map { WarningSubject(kind, "\($0).\(field)") }
    }

    /// Orders subjects by path, then kind.
    package static func < (lhs: WarningSubject, rhs: WarningSubject) -> Bool {
        (lhs.path, lhs.kind.rawValue) < (rhs.path, rhs.kind.rawValue)
    }
}
