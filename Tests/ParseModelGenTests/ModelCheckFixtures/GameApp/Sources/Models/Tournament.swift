import Foundation
import ParseSwift

/// Values kept inside a match, not classes of their own.
enum Tournament {
    struct Round: Codable, Hashable {
        var number: Int?
        var winner: String?
    }

    struct Match: Versioned {
        var originalData: Data?
        var objectId: String?
        var createdAt: Date?
        var updatedAt: Date?
        var ACL: ParseACL?

        var version: Int?
        var rounds: [Round]?
        var stages: [Stage]?
        var highlights: [Highlight]?
        var replay: URL?
        var outcome: Outcome?
    }
}

/// A moment of a match the app shows again.
struct Highlight: Codable, Hashable {
    var id: UUID
    var caption: String
}

/// How a match ended; encoded by Swift as an object keyed by the case.
enum Outcome: Codable, Hashable {
    case won(by: Int)
    case drawn
}
