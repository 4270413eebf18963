import Foundation
import ParseSwift

// App code beside models named `Order`, `Notification`, `Progress` and `Task`: the models keep the
// names the schema gives them, and the standard types they hide are reached through their modules.
func placeOrder(number: Double, buyer: User) async throws -> Order {
    var order = Order(description: "Two books", number: number)
    order.description2 = "Leave at the door"
    order.buyer = buyer
    let found = try await Order.query(Order.Key.number == number, Order.Key.description == "Two books")
        .order(Order.Key.number.descending)
        .find()
    // The server's `originalData` field is readable under its other name; its key stays `originalData`.
    _ = found.first?.originalDataValue
    _ = found.first?.scoreValue
    // A pointer to `User` (not `_User`) is the generic pointer, as the server stores it.
    _ = order.customer?.objectId
    return try await order.save()
}

func notify(about order: Order) -> Notification {
    Notification(order: order, title: "Order placed")
}

func track(_ task: Task, progress: Progress) -> Task {
    var updated = task
    updated.details = "Pack the books"
    updated.progress = progress
    // `description` chosen with "swiftName" for the field `summary`.
    _ = progress.description
    return updated
}

func startWork(on task: Task) {
    // The standard Task, which the model `Task` hides in this module.
    _Concurrency.Task {
        _ = try await Task.query(Task.Key.done == false).find()
    }
    // Foundation's types, which the models `Notification` and `Progress` hide.
    _ = Foundation.Notification(name: Foundation.Notification.Name("orderPlaced"))
    _ = Foundation.Progress(totalUnitCount: 1)
}
