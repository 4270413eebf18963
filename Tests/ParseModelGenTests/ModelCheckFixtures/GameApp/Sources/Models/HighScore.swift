import Foundation
import ParseSwift

class HighScore: ParseObject, ParseQueryScorable {
    var originalData: Data?
    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?

    var points: Int?
    var player: Pointer<Player>?
    var runId: UUID?
    var score: Double?

    required init() {}

    static func == (lhs: HighScore, rhs: HighScore) -> Bool { lhs.objectId == rhs.objectId }
    func hash(into hasher: inout Hasher) { hasher.combine(objectId) }
}
