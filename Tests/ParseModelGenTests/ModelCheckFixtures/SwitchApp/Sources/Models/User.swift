import Foundation
import ParseSwift

/// The app's user.
struct User: ParseUser {
    var originalData: Data?
    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?
    var username: String?
    var email: String?
    var emailVerified: Bool?
    var password: String?
    var authData: [String: [String: String]?]?

    /// Date of birth, capitalised as the server names it.
    var DOB: Date?
    var website: URL?
    var nickname: String? = "anon"

    var displayName: String { nickname ?? username ?? "?" }
}
