import Foundation
import ParseSwift

// Every kind of typed key of a refined model, used as an app uses it: from the module's default isolation
// (the main actor in main-actor modules), from `nonisolated` functions, and in `Task {}`. In a module isolated
// to the main actor by default this compiles only while the generated types and their conformances are
// nonisolated.

func everyKeyKindQuery(assignee: User, level: Level, blocker: Task) throws -> Query<Task> {
    let address = Task.Address(street: "Main Street", zipCode: "12345")
    let item = Task.ChecklistItem(done: false, kind: .must, text: "write")
    // One constraint a statement: an app writes a handful a query, and the type checker takes each on its own.
    var constraints: [ParseFieldConstraint<Task>] = []
    constraints.append(Task.Key.heading == "Ship")  // value (renamed wire key)
    constraints.append(Task.Key.priority == .high)  // Int enum
    constraints.append(Task.Key.status.containedIn([.todo, .done]))  // String enum
    constraints.append(Task.Key.status != .unknown("archived"))
    constraints.append(Task.Key.address == address)  // nested struct
    constraints.append(Task.Key.checklist == [item])  // array of nested structs
    constraints.append(Task.Key.labels.containsAll([.bug]))  // array of enums
    constraints.append(Task.Key.weights.containedBy([0.5, 1]))  // array of values
    constraints.append(Task.Key.levels == [level])  // array of models
    #if PARSESWIFT_FORK || !swift(>=6)
    // ParseSwift 4.14 does not make its own types (`Pointer`, `ParseFile`...) `Sendable`, which the fork's
    // query functions require of a value; Swift 6 mode enforces it unless the app writes
    // `@preconcurrency import ParseSwift` (Documentation/GeneratedModels.md, "Isolation and Sendable").
    constraints.append(Task.Key.blockers == [try Pointer(blocker)])  // array of pointers
    #endif
    constraints.append(Task.Key.attributes == ["points": 3])  // dictionary
    constraints.append(Task.Key.bigCount >= 1_000_000_000_000)  // Int64
    constraints.append(Task.Key.estimate < 8)  // Int32
    constraints.append(Task.Key.progress <= 0.5)  // Float
    constraints.append(Task.Key.notes.hasPrefix("todo", modifiers: "i"))
    constraints.append(Task.Key.updatedAt > Date(timeIntervalSince1970: 0))  // date
    constraints.append(try Task.Key.assignee == assignee)  // pointer
    constraints.append(Task.Key.assignee.matchesQuery(User.query(User.Key.emailVerified == true)))
    constraints.append(Task.Key.project.exists())
    return Task.query(constraints)
        .order([Task.Key.priority.descending, Task.Key.heading.ascending])
        .include(Task.Key.assignee, Task.Key.project)
        .select(Task.Key.heading, Task.Key.status, Task.Key.address)
        .exclude(Task.Key.notes)
}

func everyModelValue() throws -> Task {
    var task = Task(heading: "Ship", priority: .normal, status: .todo)
    task.address = Task.Address(street: "Main Street")
    task.labels = Task.Label.allCases
    task.ACL = ParseACL()
    return try task.merge(with: Task(objectId: "abc"))
}

nonisolated func everyKeyKindOffTheMainActor(assignee: User) throws -> Query<Task> {
    Task.query(Task.Key.priority == .low, Task.Key.address == Task.Address(street: "x"),
                     try Task.Key.assignee == assignee, Task.Key.labels.containedBy([.feature]))
}

nonisolated func inverseHelpersOffTheMainActor(assignee: User) throws -> Query<Task> {
    try assignee.queryTasksByAssignee()
}

func saveAndFetch(_ task: Task) async throws -> [Task] {
    let saved = try await task.save()
    _ = try await saved.fetch()
    return try await Task.query(Task.Key.status == .todo).find()
}

func distinctStatuses() async throws -> [Task] {
    try await Task.query().distinct(Task.Key.status)
}

// The model is named `Task`, as the schema names the class, so the standard type is `_Concurrency.Task`.
func saveInTask(_ task: Task) {
    _Concurrency.Task {
        _ = try await task.save()
        _ = try await Task.query(Task.Key.priority == .high).find()
    }
}

nonisolated func saveOffTheMainActor(_ task: Task) async throws -> Task {
    let found = try await Task.query(Task.Key.priority == .high, Task.Key.address == Task.Address()).find()
    _ = found
    return try await task.save()
}
