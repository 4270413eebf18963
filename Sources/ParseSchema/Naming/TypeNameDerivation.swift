// Standard library only: the plugins compile this file (with NameConversion.swift and
// ReservedTypeNames.swift) through symbolic links, so the build plugin's output listing names files by
// the generator's own rules.

/// The Swift type name a Parse class would like before reserved names and collisions are resolved.
public enum TypeNameDerivation {
    /// The Swift name of a system class's model: `_User` -> `User`.
    public static func systemTypeName(for className: String) -> String? {
        switch className {
        case "_User": return "User"
        case "_Role": return "Role"
        case "_Session": return "Session"
        case "_Installation": return "Installation"
        default: return nil
        }
    }

    /// `_User` -> `User`, `OD3_Alarm` with prefix `OD3_` -> `Alarm`, `my_class` -> `MyClass`. A prefix is
    /// stripped only when a letter follows it, so the rest is still a type name.
    public static func derivedName(_ className: String, stripping prefixes: [String]) -> String {
        if let systemName = systemTypeName(for: className) { return systemName }
        var name = className
        for prefix in prefixes.sorted(by: { $0.count > $1.count }) where name.hasPrefix(prefix) {
            let rest = String(name.dropFirst(prefix.count))
            if let first = rest.unicodeScalars.first, isASCIILetter(first) {
                name = rest
                break
            }
        }
        return NameConversion.upperCamel(name)
    }

    private static func isASCIILetter(_ scalar: Unicode.Scalar) -> Bool {
        (scalar.value >= 0x41 && scalar.value <= 0x5A) || (scalar.value >= 0x61 && scalar.value <= 0x7A)
    }
}
