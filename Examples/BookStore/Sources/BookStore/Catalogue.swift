import ParseSwift

// App code written against the models the build plugin generates from Schemas/books.json:
// Book, Author, Genre, ISBN, Publisher, User and Role are never written by hand.

/// What a book-shop screen asks the server for.
public enum Catalogue {
    /// A new book, ready to `save()`.
    public static func newBook(title: String, year: Int, genre: Genre?, isbn: ISBN?) -> Book {
        var book = Book()
        book.title = title
        book.publishingYear = year
        book.genre = genre
        book.isbn = isbn
        return book
    }

    /// Books published since `year`, newest first, with their ISBN included.
    public static func booksPublished(since year: Int) -> Query<Book> {
        Book.query(Book.Key.publishingYear >= year)
            .include(Book.Key.isbn)
            .order([Book.Key.publishingYear.descending])
    }

    /// Books whose title starts with `prefix`.
    public static func books(titled prefix: String) -> Query<Book> {
        Book.query(Book.Key.title.hasPrefix(prefix))
    }

    /// The books of a genre, through the helper generated for the `genre` pointer.
    public static func books(in genre: Genre) throws -> Query<Book> {
        try genre.queryBooksByGenre()
    }

    /// The authors of a book, through the `authors` relation.
    public static func authors(of book: Book) throws -> Query<Author> {
        try book.queryAuthors()
    }

    /// The books an author wrote: the inverse of the `authors` relation.
    public static func books(by author: Author) throws -> Query<Book> {
        try author.queryBooksByAuthors()
    }

    /// Adds authors to a saved book and saves the change.
    public static func add(_ authors: [Author], to book: Book) async throws -> Book {
        try await book.addToAuthors(authors).save()
    }

    /// Saves a new book, then links its publishers.
    public static func publish(_ book: Book, by publishers: [Publisher]) async throws -> Book {
        let saved = try await book.save()
        return try await saved.addToPublishers(publishers).save()
    }

    /// A reader's favourite genre, a pointer on the generated `User` model.
    public static func favoriteGenre(of user: User) -> Genre? {
        user.favoriteGenre
    }
}
