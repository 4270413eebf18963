import Foundation
import ParseSwift

// What `adopt` listed as "keep by hand" for the Book app, moved here unchanged, but for `nonisolated` on the
// extension holding `merge(with:)`, as adopt says: the generated model is nonisolated, and in a module
// isolated to the main actor by default the SDK's requirement needs a nonisolated witness.

extension Book {
    enum Genre: String, Codable {
        case fiction = "FICTION"
        case history
    }
}

extension Review {
    func summary() -> String { "\(stars ?? 0) stars" }
}

nonisolated extension Author {
    func merge(with object: Self) throws -> Self {
        var updated = object
        updated.name = name ?? object.name
        return updated
    }
}
