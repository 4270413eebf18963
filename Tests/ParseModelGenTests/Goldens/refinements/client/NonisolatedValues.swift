import Foundation
import ParseSwift

// Nested values and pointers compared and hashed off the main actor. In a module isolated to the main
// actor by default this compiles only while their `Hashable` conformances are nonisolated.
nonisolated func sameAddress(_ lhs: Task.Address, _ rhs: Task.Address) -> Bool {
    lhs == rhs
}

nonisolated func distinctItems(_ items: [Task.ChecklistItem]) -> Set<Task.ChecklistItem> {
    Set(items)
}

nonisolated func samePointer(_ lhs: ParsePointerValue, _ rhs: ParsePointerValue) -> Bool {
    lhs == rhs
}
