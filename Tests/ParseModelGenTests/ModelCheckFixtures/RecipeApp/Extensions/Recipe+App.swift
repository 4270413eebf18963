import Foundation
import ParseSwift

// What `adopt` listed as "keep by hand" for the Recipe app, moved here unchanged.

extension Recipe {
    init(name: String, servings: Int) {
        self.name = name
        self.servings = servings
    }

    var isVegetarianMenu: Bool { sideOptions?.contains("salad") ?? false }
}

extension Recipe.Ingredient {
    init(quantity: Float?, description: String?) {
        self.init(description: description, quantity: quantity)
    }
}

typealias Role<RoleUser: ParseUser> = RoleObject
