#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A Parse Server's address as users write it (`https://example.com/parse`, Back4App's
/// `https://parseapi.back4app.com`) and the schemas route below it.
package struct ParseServerAddress: Hashable, Sendable {
    /// The server's URL without a trailing slash.
    package let url: URL
    /// `<url>/schemas`, the route that lists every class.
    package let schemasURL: URL

    /// Why a text is not a usable server address; the message says what to write instead.
    package struct Problem: Error, Hashable, Sendable {
        /// What is wrong and what to write.
        package var message: String
    }

    /// Reads `text`. A trailing `/schemas` (copied from a curl command) is dropped, so the address is the
    /// server's either way.
    package static func parse(_ text: String) -> Result<ParseServerAddress, Problem> {
        let example = "such as https://example.com/parse or https://parseapi.back4app.com"
        guard let components = URLComponents(string: text), let scheme = components.scheme?.lowercased() else {
            return .failure(
                Problem(
                    message: "'\(TerminalText.printable(text))' is not a URL; give the server's address, \(example)"))
        }
        guard scheme == "https" || scheme == "http" else {
            return .failure(Problem(message: "the server URL must start with https:// or http://, \(example)"))
        }
        guard let host = components.host, !host.isEmpty else {
            return .failure(Problem(message: "the server URL names no host; give the server's address, \(example)"))
        }
        guard components.user == nil, components.password == nil else {
            // Keys in the URL would show in process lists and shell history, which is what the key rules prevent.
            return .failure(
                Problem(
                    message:
                        "the server URL must not contain a user name or password; pass the keys with --app-id and PARSE_MASTER_KEY or --master-key-file"
                ))
        }
        guard components.query == nil, components.fragment == nil else {
            return .failure(
                Problem(
                    message:
                        "the server URL must not have a query (?...) or a fragment (#...); give the server's address, \(example)"
                ))
        }
        var path = components.path
        while path.hasSuffix("/") { path.removeLast() }
        if path.hasSuffix("/schemas") { path.removeLast("/schemas".count) }
        while path.hasSuffix("/") { path.removeLast() }
        var base = components
        base.scheme = scheme
        base.path = path
        guard let url = base.url, let schemasURL = URL(string: url.absoluteString + "/schemas") else {
            return .failure(
                Problem(
                    message:
                        "'\(TerminalText.printable(text))' is not a usable URL; give the server's address, \(example)"))
        }
        return .success(ParseServerAddress(url: url, schemasURL: schemasURL))
    }

    /// The address as messages show it.
    package var display: String { url.absoluteString }

    /// Whether the master key would cross a network unencrypted: plain `http://` to a host other than this machine.
    package var sendsKeysInClear: Bool {
        guard url.scheme == "http", let host = url.host?.lowercased() else { return false }
        return !Self.isLoopback(host)
    }

    /// Whether `host` names this machine: `localhost`, an IPv4 address 127.x.x.x written as four numbers, or
    /// `::1`. A name that merely starts with "127." (`127.example.com`) is a DNS name like any other.
    package static func isLoopback(_ host: String) -> Bool {
        if host == "localhost" || host == "::1" || host == "[::1]" { return true }
        let parts = host.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "127" else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy { $0.isASCII && $0.isNumber }
                && (Int(part) ?? 256) <= 255
        }
    }

    /// The host and port, for messages about the connection.
    package var hostAndPort: String {
        let host = url.host ?? display
        return url.port.map { "\(host):\($0)" } ?? host
    }
}
