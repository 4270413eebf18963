import Foundation
import Parse

final class LegacyBook: PFObject, PFSubclassing {
    @NSManaged var title: String?
    @NSManaged var pageCount: NSNumber?
    @NSManaged var owner: PFUser?
    @NSManaged var cover: PFFileObject?
    var isSelected = false

    static func parseClassName() -> String {
        return "Book"
    }
}
