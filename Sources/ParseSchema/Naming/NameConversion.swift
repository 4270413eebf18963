// Standard library only: the plugins compile this file through a symbolic link (TypeNameDerivation).

/// Turns Parse names into idiomatic Swift names: `access_token` -> `accessToken`,
/// `GCMSenderId` -> `gcmSenderId`, `my_class` -> `MyClass`.
public enum NameConversion {
    /// A property or case name: lower camel case, a leading capital or acronym lowered.
    public static func lowerCamel(_ name: String) -> String {
        if let converted = asciiLowerCamel(name) { return converted }
        let parts = words(name)
        guard let first = parts.first else { return name }
        return lowerLeadingCapitals(first) + parts.dropFirst().map(capitalizeFirst).joined()
    }

    /// `lowerCamel` for ASCII names (every valid Parse field name), on bytes: the same result without
    /// the per-character work, which made name conversion a tenth of translation. `nil` for other names.
    private static func asciiLowerCamel(_ name: String) -> String? {
        // Most field names are lower camel case already (`title`, `publishingYear`): ASCII, no underscore,
        // not starting with a capital. The conversion below would return them unchanged; so does this, at once.
        // Read as one buffer: the debug build the build plugin runs stepped a generic iterator for each byte.
        let isAlreadyLowerCamel =
            name.utf8.withContiguousStorageIfAvailable(isPlainLowerCamel)
            ?? Array(name.utf8).withUnsafeBufferPointer(isPlainLowerCamel)
        if isAlreadyLowerCamel { return name }
        var bytes = Array(name.utf8)
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        let underscore = UInt8(ascii: "_")
        guard bytes.contains(where: { $0 != underscore }) else { return name }
        let isUpper = { (byte: UInt8) in byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") }
        let isLower = { (byte: UInt8) in byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z") }
        // The first word: its leading run of capitals lowered, except the last one when more follows.
        var start = 0
        while bytes[start] == underscore { start += 1 }
        var end = start
        while end < bytes.count, bytes[end] != underscore { end += 1 }
        var upperRun = 0
        while start + upperRun < end, isUpper(bytes[start + upperRun]) { upperRun += 1 }
        let lowered = upperRun == end - start || upperRun <= 1 ? upperRun : upperRun - 1
        for index in start..<(start + lowered) { bytes[index] += 0x20 }
        // Every later word: its first letter capitalised; the underscores dropped.
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var wordStart = true
        for byte in bytes[start...] {
            if byte == underscore {
                wordStart = true
                continue
            }
            result.append(wordStart && !result.isEmpty && isLower(byte) ? byte - 0x20 : byte)
            wordStart = false
        }
        return String(decoding: result, as: UTF8.self)
    }

    /// ASCII, no underscore, and no capital first: a name ``asciiLowerCamel(_:)`` returns unchanged.
    private static func isPlainLowerCamel(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte >= 0x80 || byte == UInt8(ascii: "_")
                || (index == 0 && byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            {
                return false
            }
            index += 1
        }
        return true
    }

    /// A type name: upper camel case, the rest of each word kept as written (`ISBN` stays `ISBN`).
    public static func upperCamel(_ name: String) -> String {
        // One word, as most names are: capitalised without splitting into an array and joining it again.
        // A loop on the view's own iterator: its `contains` ran unspecialised in the debug build. (This file is
        // compiled into the plugins too, which have no `withUTF8Bytes`.)
        var hasUnderscore = false
        for byte in name.utf8 where byte == UInt8(ascii: "_") {
            hasUnderscore = true
            break
        }
        if !name.isEmpty, !hasUnderscore {
            return capitalizeFirst(Substring(name))
        }
        let converted = words(name).map(capitalizeFirst).joined()
        return converted.isEmpty ? name : converted
    }

    /// The name with its first character capitalised: `authors` -> `Authors`.
    public static func upperFirst(_ name: String) -> String {
        capitalizeFirst(Substring(name))
    }

    /// The parts between underscores, empty parts dropped.
    private static func words(_ name: String) -> [Substring] {
        name.split(separator: "_", omittingEmptySubsequences: true)
    }

    private static func capitalizeFirst(_ word: Substring) -> String {
        // ASCII first: one byte changes, no per-character work (helper names capitalise every key's name).
        if let byte = word.utf8.first, byte < 0x80 {
            guard byte >= UInt8(ascii: "a"), byte <= UInt8(ascii: "z") else { return String(word) }
            // The bytes changed in one array, then decoded once: joining two strings allocated three times.
            // (Not `String(unsafeUninitializedCapacity:)`: macOS has it from 11, and this file is built for
            // the plugins at SwiftPM's default deployment target.)
            var bytes = Array(word.utf8)
            bytes[0] = byte - 0x20
            return String(decoding: bytes, as: UTF8.self)
        }
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
