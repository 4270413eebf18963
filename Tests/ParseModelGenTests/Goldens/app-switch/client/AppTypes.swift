import Foundation
import ParseSwift

// The app's own types, which the config's appTypes names.
nonisolated struct TeamResult: Codable, Hashable, Sendable {
    var points = 0
}

nonisolated struct Round: Codable, Hashable, Sendable {
    var number = 1
}

nonisolated struct Entity: Codable, Hashable, Sendable {
    var name = ""
}

// A hand-written decoder, as "decoder": false leaves it to the app.
nonisolated extension Game {
    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        objectId = try container.decodeIfPresent(String.self, forKey: .objectId)
        createdAt = try container.decodeIfPresent(Date.self, forKey: .createdAt)
        updatedAt = try container.decodeIfPresent(Date.self, forKey: .updatedAt)
        ACL = try container.decodeIfPresent(ParseACL.self, forKey: .ACL)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        date = try container.decodeIfPresent(Date.self, forKey: .date) ?? Date()
        members = try container.decodeIfPresent([String].self, forKey: .members) ?? []
        score = try container.decodeIfPresent(Double.self, forKey: .score)
    }
}

func useSwitchedModels(user: User) throws -> [Game] {
    var game = Game(title: "Final", date: Date(), members: ["a"], greeting: "Hi")
    game.teamResults.append(TeamResult(points: 3))
    game.isLocal = true
    game.selection = 2
    game.level += 1
    game.date = Date(timeIntervalSince1970: 0)
    game.referee = try Pointer(user)
    game.owner = user
    let ownerName: String? = game.owner.username
    game.uuid = UUID()
    game.tags = ["a": UUID()]
    game.rounds = [Round(number: 2)]
    game.entities = [Entity(name: "x")]
    let born: Date? = user.DOB
    let site: URL? = user.website
    _ = (born, site, ownerName, game.missingRequiredKeys, game.score)
    let merged = try game.merge(with: Game())
    _ = merged.teamResults.count + merged.members.count
    return [game, Game(), Game(objectId: "x")]
}
