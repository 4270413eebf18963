/// The plan as text for people, in `diff`'s format with each change's mark after it:
///
/// ```
/// Push plan from Schemas/schema.json to https://parseapi.back4app.com:
/// + class Review [adding]
///     + rating: Number, required, default 3
/// ~ class Book
///     + pages: Number [adding]
///     ~ year: type Number -> String [destroying, needs --allow-deletions: deleted and added again, so its values in 12 objects are lost]
///     ~ class-level permissions: changed find [changing]
/// - class Orders [refused: it holds 5 objects, and Parse Server never drops a class that holds objects]
/// 3 classes differ: 1 added, 1 removed, 1 changed.
/// ```
/// Classes come in the order their requests go: created, changed, dropped.
extension PushPlan {
    /// The plan from the files labelled `source` to the server labelled `server`, ending in a newline.
    package func report(from source: String, to server: String) -> String {
        var lines: [String] = []
        if isEmpty {
            lines.append(
                "Nothing to push: \(server) matches \(source) (\(classCount) \(classCount == 1 ? "class" : "classes"))."
            )
        } else {
            lines.append("Push plan from \(source) to \(server):")
            for classPlan in classes {
                for line in classPlan.lines {
                    lines.append((line.nested ? "    " : "") + line.text + (line.mark.map { " " + $0.text } ?? ""))
                }
            }
            lines.append(diff.summaryLine)
        }
        if !ignoredClasses.isEmpty {
            lines.append(
                "Left alone: \(ignoredClasses.map { SchemaDiff.name($0) }.joined(separator: ", ")) (Parse Server's internal \(ignoredClasses.count == 1 ? "class" : "classes"), which push never changes)."
            )
        }
        if heldBack > 0 {
            lines.append(
                "\(heldBack) destroying \(heldBack == 1 ? "change is" : "changes are") held back: review what \(heldBack == 1 ? "it loses" : "they lose"), then pass --allow-deletions to make \(heldBack == 1 ? "it" : "them")."
            )
        }
        if objectsUnknown > 0 {
            lines.append(
                "\(objectsUnknown) destroying \(objectsUnknown == 1 ? "change is" : "changes are") held back because the server did not answer how many objects \(objectsUnknown == 1 ? "it destroys" : "they destroy") (GET /classes/<class>?count=1); run push again once it does."
            )
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
