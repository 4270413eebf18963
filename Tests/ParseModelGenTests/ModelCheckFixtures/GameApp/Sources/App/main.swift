import Foundation
import ParseSwift

struct LaunchLog: ParseObject {
    var originalData: Data?
    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?
    var build: String?
}

let log = LaunchLog()
print(log.build ?? "no build")
