import Foundation
import ParseSwift

/// Models the app versions, through a protocol of its own that refines ParseObject.
protocol Versionable: ParseObject {
    var version: Int? { get set }
}

extension Versionable {
    mutating func bump() {
        version = (version ?? 0) + 1
    }
}

/// A class model, as some apps write them.
final class Profile: Versionable, @unchecked Sendable {
    var originalData: Data?
    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?
    var version: Int?
    var bio: String?

    init() {}

    static func == (lhs: Profile, rhs: Profile) -> Bool {
        lhs.objectId == rhs.objectId && lhs.bio == rhs.bio
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(objectId)
    }
}
