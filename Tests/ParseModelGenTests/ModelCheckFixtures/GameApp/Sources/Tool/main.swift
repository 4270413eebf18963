import Foundation
import ParseSwift

struct ImportJob: ParseObject {
    var originalData: Data?
    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?
    var source: URL?
    var rows: Int?
}

for argument in CommandLine.arguments.dropFirst() {
    print(ImportJob().source?.absoluteString ?? argument)
}
