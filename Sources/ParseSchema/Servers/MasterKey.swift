#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A Parse Server master key. It grants every permission on the server, so nothing prints it: its
/// description, debug description and mirror show a placeholder, and messages that quote a server's
/// words pass through ``redacting(_:)``.
package struct MasterKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The key, for the request header only.
    package let value: String

    /// Why a text cannot be a master key. The message never contains the text.
    package enum Problem: Error, Hashable, Sendable {
        /// Nothing but white space.
        case empty
        /// A line break, another control character or a non-ASCII character, which an HTTP header cannot carry as is.
        case notHeaderSafe
    }

    /// Takes `text` with surrounding white space removed (a key file usually ends with a line break).
    package static func make(_ text: String) -> Result<MasterKey, Problem> {
        let trimmed = HeaderValue.trimmed(text)
        if trimmed.isEmpty { return .failure(.empty) }
        guard HeaderValue.isSafe(trimmed) else { return .failure(.notHeaderSafe) }
        return .success(MasterKey(value: trimmed))
    }

    private init(value: String) {
        self.value = value
    }

    /// A placeholder, never the key.
    package var description: String { "<master key>" }

    /// A placeholder, never the key.
    package var debugDescription: String { "MasterKey(<redacted>)" }

    /// No children, so `dump` and debuggers show no key.
    package var customMirror: Mirror { Mirror(self, children: [:]) }

    /// The length below which a key draws a warning. Parse master keys are meant to be long random strings
    /// (dashboards and hosting services generate 32 to 40 characters); a short one is guessable, and is
    /// more likely to stand alone by chance in the text the tool prints (`1`, `dev`), where it is masked.
    /// Only a warning: local development servers run with keys such as `myMasterKey`, Parse Server's own
    /// example, and the tool works with them.
    package static let recommendedMinimumLength = 16

    /// The key's length in characters (all ASCII), for a warning; never the key.
    package var length: Int { value.utf8.count }

    /// Whether the key is shorter than ``recommendedMinimumLength``.
    package var isShorterThanRecommended: Bool {
        length < Self.recommendedMinimumLength
    }

    /// `text` with the key replaced by `<master key>` wherever it stands as a value: for words a server sent
    /// back, which could echo what it received (a header, a URL's query, a JSON value, a quoted word).
    ///
    /// A key shorter than ``recommendedMinimumLength`` inside a longer word is left alone: a key `chec` must
    /// not cut "check" apart, which garbled messages and showed the key (issue 33.8). "Inside a word" means a
    /// letter, digit, `_` or non-ASCII byte right before or after it, where the key's own first or last
    /// character is one; an echo of the key (`X-Parse-Master-Key: <key>`, `?masterKey=<key>&`, `"<key>"`)
    /// has a separator there. A key of the recommended length or longer is masked wherever its text is, glued
    /// to other text or not: sixteen random characters are never part of a word by chance, so every
    /// occurrence is an echo, and one glued to letters must not show in a shortened quote of a body.
    package func redacting(_ text: String) -> String {
        let key = Array(value.utf8)
        guard let first = key.first, let last = key.last, text.utf8.count >= key.count else { return text }
        let bytes = Array(text.utf8)
        let checksWords = isShorterThanRecommended
        let checksBefore = checksWords && Self.isWordByte(first)
        let checksAfter = checksWords && Self.isWordByte(last)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var index = 0
        var masked = false
        while index < bytes.count {
            let end = index + key.count
            if bytes[index] == first, end <= bytes.count, bytes[index..<end].elementsEqual(key),
                !(checksBefore && index > 0 && Self.isWordByte(bytes[index - 1])),
                !(checksAfter && end < bytes.count && Self.isWordByte(bytes[end]))
            {
                result.append(contentsOf: description.utf8)
                index = end
                masked = true
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        return masked ? String(decoding: result, as: UTF8.self) : text
    }

    /// A byte that continues a word: an ASCII letter or digit, `_`, or part of a non-ASCII character.
    private static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
            || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
    }
}

/// Rules for the values sent in request headers.
enum HeaderValue {
    /// Visible ASCII and inner spaces: what every HTTP stack sends unchanged, and nothing that could end a header.
    static func isSafe(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// `text` without leading and trailing white space and line breaks (Unicode's White_Space, which is
    /// Foundation's `whitespacesAndNewlines`; by hand, as FoundationEssentials has no `trimmingCharacters`).
    static func trimmed(_ text: String) -> String {
        guard let first = text.firstIndex(where: { !$0.isWhitespace }),
            let last = text.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(text[first...last])
    }
}
