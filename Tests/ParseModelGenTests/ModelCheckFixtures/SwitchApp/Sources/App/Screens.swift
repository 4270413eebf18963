import Foundation
import ParseSwift

// App code that uses the models as the hand-written declarations allow; it must compile unchanged
// after `adopt --rewrite` and generation.
func makeGame(owner: User) throws -> Game {
    var game = Game()
    game.title = "Final"
    game.date = Date(timeIntervalSince1970: 10)
    game.members = ["a", "b"]
    game.members.append("c")
    game.bonus += 1
    game.teamResults.append(3)
    game.owner = owner
    game.referee = try Pointer(owner)
    game.level = .hard
    game.uuid = UUID()
    game.tags = ["x": UUID()]
    game.rounds = [Round(number: 2, winner: "a")]
    _ = game.date.timeIntervalSince1970
    return game
}

func levelName(_ game: Game) -> String {
    switch game.level {
    case .easy: return "easy"
    case .hard: return "hard"
    case nil: return "none"
    }
}

func describe(_ user: User, _ game: Game) -> String {
    let state: Game.LikeState = game.likeState(for: user)
    let born = user.DOB.map { "\($0)" } ?? "-"
    let host = user.website?.absoluteString ?? "-"
    let versioned: any Versioned = game
    return "\(user.displayName) \(born) \(host) \(state) \(versioned.title ?? "") \(game.score ?? 0) \(Game.Level.allCases.count)"
}

func activities(for game: Game) -> [Activity] {
    var first = Activity(title: "Played", kind: 1, greeting: "Hi", game: game)
    first.greeting = first.greeting ?? "Hello"
    let second = Activity(title: "Won", kind: 2)
    let merged = try? first.merge(with: second)
    return [first, second, merged ?? Activity()]
}

func leagueLevels(for game: inout Game) -> [String] {
    let first = League.Level(name: "Rookie", rank: 1)
    game.levels = [first, League.Level(objectId: "l2", name: "Pro", rank: 2)]
    return game.levels?.map(\.label) ?? []
}

func adminRole() -> Role<User> {
    var role = Role<User>()
    role.name = "Admin"
    return role.isAdmin ? role : Role<User>()
}

func subroles(of role: Role<User>) throws -> Query<Role<User>> {
    // Swift infers the generic argument from the value, as code written against a generic model does.
    let query: Query<Role> = try role.queryRoles()
    return query
}

func editedProfile() -> Profile {
    var profile = Profile()
    profile.bio = "Plays on weekends"
    profile.bump()
    return profile
}
