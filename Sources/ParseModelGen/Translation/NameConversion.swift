/// Turns Parse names into idiomatic Swift names: `access_token` -> `accessToken`,
/// `GCMSenderId` -> `gcmSenderId`, `my_class` -> `MyClass`.
enum NameConversion {
    /// A property or case name: lower camel case, a leading capital or acronym lowered.
    static func lowerCamel(_ name: String) -> String {
        let parts = words(name)
        guard let first = parts.first else { return name }
        return lowerLeadingCapitals(first) + parts.dropFirst().map(capitalizeFirst).joined()
    }

    /// A type name: upper camel case, the rest of each word kept as written (`ISBN` stays `ISBN`).
    static func upperCamel(_ name: String) -> String {
        let converted = words(name).map(capitalizeFirst).joined()
        return converted.isEmpty ? name : converted
    }

    /// The name with its first character capitalised: `authors` -> `Authors`.
    static func upperFirst(_ name: String) -> String {
        capitalizeFirst(Substring(name))
    }

    /// The parts between underscores, empty parts dropped.
    private static func words(_ name: String) -> [Substring] {
        name.split(separator: "_", omittingEmptySubsequences: true)
    }

    private static func capitalizeFirst(_ word: Substring) -> String {
        guard let first = word.first else { return "" }
        return first.uppercased() + word.dropFirst()
    }

    /// `User` -> `user`, `URL` -> `url`, `GCMSenderId` -> `gcmSenderId`, `iOS` -> `iOS`.
    private static func lowerLeadingCapitals(_ word: Substring) -> String {
        let characters = Array(word)
        var upperRun = 0
        while upperRun < characters.count, characters[upperRun].isUppercase {
            upperRun += 1
        }
        if upperRun == 0 { return String(word) }
        // In `GCMSender` the last capital of the run starts the next word.
        let lowered = upperRun == characters.count || upperRun == 1 ? upperRun : upperRun - 1
        return characters[..<lowered].map { $0.lowercased() }.joined() + String(characters[lowered...])
    }
}
