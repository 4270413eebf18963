import Foundation
import ParseSwift

struct Stage {
    var originalData: Data?
    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?

    var version: Int?
    var owner: Player?
    var title: String?
    var difficulty: Difficulty?

    enum Difficulty: String, Codable, Hashable {
        case easy, hard = "HARD"
    }
}

extension Stage: PlayerOwned {}
