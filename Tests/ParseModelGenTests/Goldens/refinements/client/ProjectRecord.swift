import Foundation
import ParseSwift

// The user's own model for class Project, which the config maps with "targetTypes". `nonisolated` as the
// generated models are: with ParseSwift 4.14 in a module isolated to the main actor by default, its
// conformance would otherwise be isolated, and no generated model could point at it.
nonisolated struct ProjectRecord: ParseObject {
    static var className: String { "Project" }
    var originalData: Data?
    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?
    var name: String?
    init() {}
}
