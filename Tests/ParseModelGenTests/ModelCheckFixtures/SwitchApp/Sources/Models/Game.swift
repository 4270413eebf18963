import Foundation
import ParseSwift

/// Something the app's own code marks as versioned.
protocol Versioned {
    var title: String? { get }
}

struct Round: Codable, Hashable, Sendable {
    var number = 1
    var winner: String?
}

struct Game: ParseObject, ParseQueryScorable, Versioned {
    var originalData: Data?
    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?
    var score: Double?

    var title: String?
    var date: Date = Date()
    var members = [String]()
    var rounds: [Round]?
    var owner: User?
    var referee: Pointer<User>?
    var level: Level?
    var uuid: UUID?
    var tags: [String: UUID]?
    var levels: [League.Level]?
    var bonus: Int

    // Kept on the device only.
    var teamResults: [Int] = []

    enum Level: String, Codable, CaseIterable {
        case easy, hard
    }

    /// A state the app computes, not a field.
    enum LikeState {
        case liked, neutral
    }

    enum CodingKeys: String, CodingKey {
        case originalData, objectId, createdAt, updatedAt, ACL, score
        case title, date, members, rounds, owner, referee, level, uuid, tags, levels, bonus
    }

    init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        objectId = try container.decodeIfPresent(String.self, forKey: .objectId)
        createdAt = try container.decodeIfPresent(Date.self, forKey: .createdAt)
        updatedAt = try container.decodeIfPresent(Date.self, forKey: .updatedAt)
        ACL = try container.decodeIfPresent(ParseACL.self, forKey: .ACL)
        score = try container.decodeIfPresent(Double.self, forKey: .score)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        date = try container.decodeIfPresent(Date.self, forKey: .date) ?? Date()
        members = try container.decodeIfPresent([String].self, forKey: .members) ?? []
        rounds = try container.decodeIfPresent([Round].self, forKey: .rounds)
        owner = try container.decodeIfPresent(User.self, forKey: .owner)
        referee = try container.decodeIfPresent(Pointer<User>.self, forKey: .referee)
        level = try container.decodeIfPresent(Level.self, forKey: .level)
        uuid = try container.decodeIfPresent(UUID.self, forKey: .uuid)
        tags = try container.decodeIfPresent([String: UUID].self, forKey: .tags)
        levels = try container.decodeIfPresent([League.Level].self, forKey: .levels)
        bonus = try container.decodeIfPresent(Int.self, forKey: .bonus) ?? 5
    }

    init() {
        bonus = 5
        level = .easy
    }

    func likeState(for user: User) -> LikeState {
        members.contains(user.objectId ?? "") ? .liked : .neutral
    }
}
