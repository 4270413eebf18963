import Foundation
import ParseSwift

// Nested values and pointers compared and hashed off the main actor. In a module isolated to the main
// actor by default this compiles only while their `Hashable` conformances are nonisolated.
nonisolated func sameAddress(_ lhs: TaskObject.Address, _ rhs: TaskObject.Address) -> Bool {
    lhs == rhs
}

nonisolated func distinctItems(_ items: [TaskObject.ChecklistItem]) -> Set<TaskObject.ChecklistItem> {
    Set(items)
}

nonisolated func samePointer(_ lhs: ParsePointerValue, _ rhs: ParsePointerValue) -> Bool {
    lhs == rhs
}
