import Foundation

/// A Parse Server master key. It grants every permission on the server, so nothing prints it: its
/// description, debug description and mirror show a placeholder, and messages that quote a server's
/// words pass through ``redacting(_:)``.
public struct MasterKey: Sendable, CustomStringConvertible, CustomDebugStringConvertible, CustomReflectable {
    /// The key, for the request header only.
    let value: String

    /// Why a text cannot be a master key. The message never contains the text.
    public enum Problem: Error, Hashable, Sendable {
        /// Nothing but white space.
        case empty
        /// A line break, another control character or a non-ASCII character, which an HTTP header cannot carry as is.
        case notHeaderSafe
    }

    /// Takes `text` with surrounding white space removed (a key file usually ends with a line break).
    public static func make(_ text: String) -> Result<MasterKey, Problem> {
        let trimmed = HeaderValue.trimmed(text)
        if trimmed.isEmpty { return .failure(.empty) }
        guard HeaderValue.isSafe(trimmed) else { return .failure(.notHeaderSafe) }
        return .success(MasterKey(value: trimmed))
    }

    private init(value: String) {
        self.value = value
    }

    /// A placeholder, never the key.
    public var description: String { "<master key>" }

    /// A placeholder, never the key.
    public var debugDescription: String { "MasterKey(<redacted>)" }

    /// No children, so `dump` and debuggers show no key.
    public var customMirror: Mirror { Mirror(self, children: [:]) }

    /// `text` with every occurrence of the key replaced by `<master key>`: for words a server sent back,
    /// which could echo what it received.
    public func redacting(_ text: String) -> String {
        text.replacingOccurrences(of: value, with: description)
    }
}

/// Rules for the values sent in request headers.
enum HeaderValue {
    /// Visible ASCII and inner spaces: what every HTTP stack sends unchanged, and nothing that could end a header.
    static func isSafe(_ text: String) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }
    }

    /// `text` without leading and trailing white space and line breaks.
    static func trimmed(_ text: String) -> String {
        text.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
