import Foundation
import ParseSwift

struct Squad: TeamRole {
    typealias RoleUser = Player

    var originalData: Data?
    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?
    var name: String?

    var motto: String?
}
