import Foundation
import ParseSwift

/// App code built on the models: it must keep compiling whatever the models become.
func menuTitle(for recipe: Recipe) -> String {
    let serves = recipe.servings.map { " (serves \($0))" } ?? ""
    return (recipe.name ?? "Untitled") + serves
}

func breakfastRecipe(chef: User) -> Recipe {
    var recipe = Recipe(name: "Pancakes", servings: 2)
    recipe.category = .breakfast
    recipe.ingredients = [Recipe.Ingredient(quantity: 2, description: "eggs")]
    recipe.nutritionalInfo = ["kcal": "350"]
    return recipe
}

func staffRole() -> Role<User> {
    var role = Role<User>()
    role.name = "Chefs"
    return role
}
