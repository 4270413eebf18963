/// The names of generated helpers, in one place so that the planner and the clash checks agree.
///
/// The scheme: a model's own relation `authors` gives `queryAuthors()`, `addToAuthors(_:)` and
/// `removeFromAuthors(_:)`; every helper on the target of a pointer or relation is
/// `query` + the declaring model in the plural + `By` + the field: `genre.queryBooksByGenre()`,
/// `author.queryBooksByAuthors()`. The plural says many results come back, the field says which link.
enum HelperNaming {
    /// The helpers a Relation field gives its own model.
    static func relationHelperNames(stem: String) -> [String] {
        [relationQueryName(stem: stem), relationAddName(stem: stem), relationRemoveName(stem: stem)]
    }

    /// The query of a relation's members: `queryAuthors`.
    static func relationQueryName(stem: String) -> String { "query" + stem }

    /// The operation adding objects to a relation: `addToAuthors`.
    static func relationAddName(stem: String) -> String { "addTo" + stem }

    /// The operation removing objects from a relation: `removeFromAuthors`.
    static func relationRemoveName(stem: String) -> String { "removeFrom" + stem }

    /// An English plural of a type name, for helper names: `Book` -> `Books`, `Category` ->
    /// `Categories`, `Address` -> `Addresses`. Only the last letters change, so the result stays an
    /// identifier whenever the type name is one.
    static func plural(_ name: String) -> String {
        let lower = name.lowercased()
        for ending in ["s", "x", "z", "ch", "sh"] where lower.hasSuffix(ending) {
            return name + "es"
        }
        if lower.hasSuffix("y"), let beforeY = lower.dropLast().last, !"aeiou".contains(beforeY) {
            return String(name.dropLast()) + "ies"
        }
        return name + "s"
    }
}
