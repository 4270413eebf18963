import Foundation
import ParseSwift

/// The app's namespace for league play.
enum League {
    /// A level of play, stored in the class Level.
    struct Level: ParseObject {
        var originalData: Data?
        var objectId: String?
        var createdAt: Date?
        var updatedAt: Date?
        var ACL: ParseACL?
        var name: String?
        var rank: Int?

        var label: String { "\(rank ?? 0). \(name ?? "")" }
    }
}

struct Role<RoleUser: ParseUser>: ParseRole {
    var originalData: Data?
    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?
    var name: String?

    var isAdmin: Bool { name == "Admin" }
}
