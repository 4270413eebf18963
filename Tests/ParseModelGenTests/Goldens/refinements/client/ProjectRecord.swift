import Foundation
import ParseSwift

// The user's own model for class Project, which the config maps with "targetTypes".
struct ProjectRecord: ParseObject {
    static var className: String { "Project" }
    var originalData: Data?
    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?
    var name: String?
    init() {}
}
