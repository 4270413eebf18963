/// A Parse application id as the tool sends it, in the X-Parse-Application-Id header.
package enum ApplicationID {
    /// Why `text` cannot be sent as the application id, or nil when it can.
    package static func problem(_ text: String) -> String? {
        if text.isEmpty { return "the application id is empty" }
        if !HeaderValue.isSafe(text) {
            return
                "the application id contains a line break, another control character or a non-ASCII character, which an HTTP header cannot carry"
        }
        return nil
    }
}
