import Foundation
import ParseSwift

// The account and callback API the app calls on its models, as it did on the hand-written ones.
func logIn() async throws -> String? {
    let user = try await User.login(username: "ann", password: "secret")
    #if PARSESWIFT_FORK
    let current = try await User.current()
    #else
    let current = User.current ?? user
    #endif
    return current.displayName + (user.DOB.map { " \($0)" } ?? "")
}

func saveWithCallbacks(_ game: Game) {
    game.save { result in
        if case .success(let saved) = result { print(saved.title ?? "", saved.members.count) }
    }
    Game.query().find { result in
        if case .success(let games) = result { print(games.map(\.date)) }
    }
    User.logout { _ in }
    User.passwordReset(email: "ann@example.com") { _ in }
}
