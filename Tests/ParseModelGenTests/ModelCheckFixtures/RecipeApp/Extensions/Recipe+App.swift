import Foundation
import ParseSwift

// What `adopt` listed as "keep by hand" for the Recipe app, moved here unchanged.

extension Recipe {
    enum Category: Int, Codable, CaseIterable {
        case breakfast
        case lunch = 5
        case dinner
    }

    struct Ingredient: Codable, Hashable {
        var quantity: Float?
        var description: String?
    }

    init(name: String, servings: Int) {
        self.name = name
        self.servings = servings
    }

    var isVegetarianMenu: Bool { sideOptions?.contains("salad") ?? false }
}

/// The generic role stays hand-written, as adopt says: its class is excluded from generation.
struct Role<RoleUser: ParseUser>: ParseRole {
    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?
    var originalData: Data?
    var name: String?
}
