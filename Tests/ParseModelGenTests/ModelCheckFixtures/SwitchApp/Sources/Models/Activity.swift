import Foundation
import ParseSwift

struct Activity: ParseObject {
    var originalData: Data?
    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?

    var title: String?
    var kind: Int?
    var greeting: String? = "Hello"
    var game: Game?

    func merge(with object: Self) throws -> Self {
        var updated = try mergeParse(with: object)
        if updated.shouldRestoreKey(\.title, original: object) {
            updated.title = object.title
        }
        return updated
    }
}

extension Activity {
    init(title: String, kind: Int) {
        self.title = title
        self.kind = kind
    }
}
