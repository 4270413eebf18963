import Foundation
import ParseSwift

struct Counter { var value = 1 }

struct Note: ParseObject {
    var originalData: Data?
    var objectId: String?
    var createdAt: Date?
    var updatedAt: Date?
    var ACL: ParseACL?
    var text: String?
}

var note = Note()
note.text = "warm up"
print(note)
