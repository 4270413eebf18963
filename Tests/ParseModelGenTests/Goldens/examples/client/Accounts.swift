import Foundation
import ParseSwift

// The account and callback API real apps call on their models besides the `async` forms: logging in and
// out, signing up, resetting a password, and saving, fetching, deleting and querying with a completion.
// Compiled against the stand-in in both SDK shapes, so that it declares what such apps need.

func signUpAndLogIn() async throws -> User {
    var user = User()
    user.username = "ada"
    user.password = "analytical"
    _ = try await user.signup()
    try await User.signup(username: "grace", password: "compiler")
    return try await User.login(username: "ada", password: "analytical")
}

func currentUserName() async throws -> String? {
    #if PARSESWIFT_FORK
    return try await User.current().username
    #else
    return User.current?.username
    #endif
}

func leave(email: String) async throws {
    try await User.passwordReset(email: email)
    try await User.logout()
}

func accountsWithCallbacks() {
    User.login(username: "ada", password: "analytical") { result in
        if case .success(let user) = result { print(user.username ?? "") }
    }
    User.signup(username: "grace", password: "compiler") { _ in }
    User().signup { _ in }
    User.passwordReset(email: "ada@example.com") { _ in }
    User.logout { result in
        if case .failure(let error) = result { print(error) }
    }
}

func recipesWithCallbacks(_ recipe: Recipe) {
    recipe.save { result in
        switch result {
        case .success(let saved): print(saved.objectId ?? "")
        case .failure(let error): print(error)
        }
    }
    recipe.fetch { _ in }
    recipe.fetch(includeKeys: ["chef"], callbackQueue: .global()) { _ in }
    recipe.delete { _ in }
    Recipe.query().find { result in
        if case .success(let recipes) = result { print(recipes.count) }
    }
    Recipe.query().first(completion: { _ in })
    Recipe.query().count { _ in }
}

func recipesAsync() async throws -> Int {
    let recipes = try await Recipe.query().find()
    let first = try await Recipe.query().first()
    try await first.delete()
    return try await Recipe.query().count() + recipes.count
}
