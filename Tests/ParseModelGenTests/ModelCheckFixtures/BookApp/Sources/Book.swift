import Foundation
import ParseSwift

struct Book: ParseObject {
    static var className: String { "Books" }

    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?
    var originalData: Data?

    var title: String?
    var genre: Genre?
    var publishingYear: Int
    var author: Author?
    var reviews: [Review]?
    var coAuthors: [Pointer<Author>]?

    enum Genre: String, Codable {
        case fiction = "FICTION"
        case history
    }

    enum CodingKeys: String, CodingKey {
        case objectId, createdAt, updatedAt, ACL
        case title = "book_title"
        case genre
        case publishingYear = "year"
        case author, reviews, coAuthors
    }
}

struct Author: ParseObject {
    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?
    var name: String?
}

struct Review: ParseObject, Hashable {
    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?
    var originalData: Data?
    var stars: Int?

    func summary() -> String { "\(stars ?? 0) stars" }
}

extension Author {
    func merge(with object: Self) throws -> Self {
        var updated = object
        updated.name = name ?? object.name
        return updated
    }
}
