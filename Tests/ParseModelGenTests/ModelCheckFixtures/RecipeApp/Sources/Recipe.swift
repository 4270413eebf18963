import Foundation
import ParseSwift

struct Recipe: ParseObject {
    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?
    var originalData: Data?

    var name: String?
    var servings: Int?
    var price: Double?
    var isAvailable: Bool?
    var category: Category?
    var ingredients: [Ingredient]?
    var sideOptions: [String]?
    var nutritionalInfo: [String: String]?
    var releaseDate: Date?
    var chef: Pointer<User>?

    enum Category: Int, Codable, CaseIterable {
        case breakfast
        case lunch = 5
        case dinner
    }

    struct Ingredient: Codable, Hashable {
        var quantity: Float?
        var description: String?
    }
}

extension Recipe {
    init(name: String, servings: Int) {
        self.name = name
        self.servings = servings
    }

    var isVegetarianMenu: Bool { sideOptions?.contains("salad") ?? false }
}
