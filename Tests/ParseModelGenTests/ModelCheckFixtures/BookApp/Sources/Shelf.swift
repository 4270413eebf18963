import Foundation
import ParseSwift

func shelfLabel(_ book: Book) -> String {
    let genre = book.genre?.rawValue ?? "unknown"
    return "\(book.title ?? "?") [\(genre)] \(book.publishingYear)"
}

func reviewCount(_ book: Book) -> Int {
    book.reviews?.count ?? 0
}
