import Foundation
import ParseSwift

func shelfLabel(_ book: Book) -> String {
    let genre = book.genre?.rawValue ?? "unknown"
    return "\(book.title ?? "?") [\(genre)]"
}

func reviewCount(_ book: Book) -> Int {
    book.reviews?.count ?? 0
}

func firstReviewSummary(_ book: Book) -> String? {
    book.reviews?.first?.summary()
}

func coAuthorIds(_ book: Book) -> [String] {
    (book.coAuthors ?? []).map(\.objectId)
}
