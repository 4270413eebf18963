import Foundation
import ParseSwift

// Every kind of typed key of a refined model, used as an app uses it: from the module's default isolation
// (the main actor in main-actor modules), from `nonisolated` functions, and in `Task {}`. In a module isolated
// to the main actor by default this compiles only while the generated types and their conformances are
// nonisolated.

func everyKeyKindQuery(assignee: User, level: Level, blocker: TaskObject) throws -> Query<TaskObject> {
    let address = TaskObject.Address(street: "Main Street", zipCode: "12345")
    let item = TaskObject.ChecklistItem(done: false, kind: .must, text: "write")
    // One constraint a statement: an app writes a handful a query, and the type checker takes each on its own.
    var constraints: [ParseFieldConstraint<TaskObject>] = []
    constraints.append(TaskObject.Key.heading == "Ship")  // value (renamed wire key)
    constraints.append(TaskObject.Key.priority == .high)  // Int enum
    constraints.append(TaskObject.Key.status.containedIn([.todo, .done]))  // String enum
    constraints.append(TaskObject.Key.status != .unknown("archived"))
    constraints.append(TaskObject.Key.address == address)  // nested struct
    constraints.append(TaskObject.Key.checklist == [item])  // array of nested structs
    constraints.append(TaskObject.Key.labels.containsAll([.bug]))  // array of enums
    constraints.append(TaskObject.Key.weights.containedBy([0.5, 1]))  // array of values
    constraints.append(TaskObject.Key.levels == [level])  // array of models
    #if PARSESWIFT_FORK || !swift(>=6)
    // ParseSwift 4.14 does not make its own types (`Pointer`, `ParseFile`...) `Sendable`, which the fork's
    // query functions require of a value; Swift 6 mode enforces it unless the app writes
    // `@preconcurrency import ParseSwift` (README, "Requirements").
    constraints.append(TaskObject.Key.blockers == [try Pointer(blocker)])  // array of pointers
    #endif
    constraints.append(TaskObject.Key.attributes == ["points": 3])  // dictionary
    constraints.append(TaskObject.Key.bigCount >= 1_000_000_000_000)  // Int64
    constraints.append(TaskObject.Key.estimate < 8)  // Int32
    constraints.append(TaskObject.Key.progress <= 0.5)  // Float
    constraints.append(TaskObject.Key.notes.hasPrefix("todo", modifiers: "i"))
    constraints.append(TaskObject.Key.updatedAt > Date(timeIntervalSince1970: 0))  // date
    constraints.append(try TaskObject.Key.assignee == assignee)  // pointer
    constraints.append(TaskObject.Key.assignee.matchesQuery(User.query(User.Key.emailVerified == true)))
    constraints.append(TaskObject.Key.project.exists())
    return TaskObject.query(constraints)
        .order([TaskObject.Key.priority.descending, TaskObject.Key.heading.ascending])
        .include(TaskObject.Key.assignee, TaskObject.Key.project)
        .select(TaskObject.Key.heading, TaskObject.Key.status, TaskObject.Key.address)
        .exclude(TaskObject.Key.notes)
}

func everyModelValue() throws -> TaskObject {
    var task = TaskObject(heading: "Ship", priority: .normal, status: .todo)
    task.address = TaskObject.Address(street: "Main Street")
    task.labels = TaskObject.Label.allCases
    task.ACL = ParseACL()
    return try task.merge(with: TaskObject(objectId: "abc"))
}

nonisolated func everyKeyKindOffTheMainActor(assignee: User) throws -> Query<TaskObject> {
    TaskObject.query(TaskObject.Key.priority == .low, TaskObject.Key.address == TaskObject.Address(street: "x"),
                     try TaskObject.Key.assignee == assignee, TaskObject.Key.labels.containedBy([.feature]))
}

nonisolated func inverseHelpersOffTheMainActor(assignee: User) throws -> Query<TaskObject> {
    try assignee.queryTaskObjectsByAssignee()
}

func saveAndFetch(_ task: TaskObject) async throws -> [TaskObject] {
    let saved = try await task.save()
    _ = try await saved.fetch()
    return try await TaskObject.query(TaskObject.Key.status == .todo).find()
}

func distinctStatuses() async throws -> [TaskObject] {
    try await TaskObject.query().distinct(TaskObject.Key.status)
}

func saveInTask(_ task: TaskObject) {
    Task {
        _ = try await task.save()
        _ = try await TaskObject.query(TaskObject.Key.priority == .high).find()
    }
}

nonisolated func saveOffTheMainActor(_ task: TaskObject) async throws -> TaskObject {
    let found = try await TaskObject.query(TaskObject.Key.priority == .high, TaskObject.Key.address == TaskObject.Address()).find()
    _ = found
    return try await task.save()
}
