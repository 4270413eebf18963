import Foundation
import ParseSwift

// The code ParseSwift users learn from (creating, updating and relating objects as the data-types and
// relationships tutorials do), written against the models generated from Schemas/. It changes only
// where the generated API differs by design: typed keys instead of strings, and the inverse helpers.

func createAuthor() async throws -> Author {
    let newAuthor = Author(name: "John Doe")
    return try await newAuthor.save()
}

func createRecipeWithEveryField() async throws -> Recipe {
    let recipe = Recipe(
        category: .breakfast,
        ingredients: [Recipe.Ingredient(description: "flour", quantity: 2), Recipe.Ingredient(description: "milk", quantity: 0.5)],
        isAvailable: true,
        name: "Pancakes",
        nutritionalInfo: ["calories": "350"],
        price: 4.5,
        releaseDate: Date(),
        servings: 4,
        sideOptions: ["syrup", "berries"]
    )
    return try await recipe.save()
}

func updateOneField(of objectId: String) async throws -> Recipe {
    var recipeToUpdate = Recipe(objectId: objectId)
    recipeToUpdate.servings = 6
    return try await recipeToUpdate.save()
}

func updateAfterFetching(_ recipe: Recipe) async throws -> Recipe {
    var changed = recipe.mergeable
    changed.price = 5
    let saved = try await changed.save()
    return try saved.merge(with: recipe)
}

func categoryPicker() -> [String] {
    Recipe.Category.allCases.map { "\($0)" }
}

func booksAppRelations(frank: Author, sciFi: Genre) async throws -> [Book] {
    var dune = Book(publishingYear: 1965, title: "Dune")
    dune.genre = sciFi
    dune = try await dune.save()
    _ = try await dune.addToAuthors([frank]).save()
    let authors = try await dune.queryAuthors().find()
    let franksBooks = try await frank.queryBooksByAuthors().find()
    let sciFiBooks = try await sciFi.queryBooksByGenre().order([Book.Key.publishingYear.descending]).find()
    let recent = try await Book.query(Book.Key.publishingYear > 2000, try Book.Key.genre == sciFi)
        .include(Book.Key.genre, Book.Key.isbn)
        .select(Book.Key.title, Book.Key.publishingYear)
        .find()
    _ = authors
    return franksBooks + sciFiBooks + recent
}
