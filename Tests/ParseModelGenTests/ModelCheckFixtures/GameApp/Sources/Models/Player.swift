import Foundation
import ParseSwift

final class Player: ParseUser {
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

    var DOB: Date?
    var homepage: URL?
    var deviceIds: [String: UUID]?

    required init() {}

    static func == (lhs: Player, rhs: Player) -> Bool { lhs.objectId == rhs.objectId }
    func hash(into hasher: inout Hasher) { hasher.combine(objectId) }
}
