// Hand-written additions to the generated models. SwiftPM also needs at least one Swift file in a target's
// folder to build it: the files the build plugin generates do not count when it loads the package.

extension User {
    /// The name shown next to a user's messages: the nickname, else the username.
    public var displayName: String {
        nickname ?? username ?? ""
    }
}
