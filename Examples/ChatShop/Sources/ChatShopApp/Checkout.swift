import ChatModels
import ParseSwift
import ShopModels

// App code over two generated model modules. The names it uses come from both: User, Room and Message
// (and the support types ParseJSONValue, ParseFieldKey...) from ChatModels, which keeps the support
// file; Purchase and Product from ShopModels, whose config imports ChatModels, so a purchase's buyer is
// ChatModels' User and neither name is ambiguous here.

/// What the shop screens of the chat app ask the server for.
public enum Checkout {
    /// The key the order history sorts by: a support type named with a model of the other module.
    public static let totalKey: ParseFieldKey<Purchase, Double> = Purchase.Key.total

    /// A new order of `product` by a chat user, ready to `save()`.
    public static func newPurchase(
        of product: Product, quantity: Int, by buyer: User, shipping: [String: ParseJSONValue]
    ) -> Purchase {
        var purchase = Purchase()
        purchase.buyer = buyer
        purchase.product = product
        purchase.quantity = quantity
        purchase.total = purchase.computedTotal
        purchase.shipping = shipping
        return purchase
    }

    /// The same order placed by whoever wrote `message`: a message's author and a purchase's buyer
    /// are one type, ChatModels' User.
    public static func reorder(_ purchase: Purchase, asAuthorOf message: Message) -> Purchase {
        var copy = Purchase(
            product: purchase.product, quantity: purchase.quantity, shipping: purchase.shipping, total: purchase.total)
        copy.buyer = message.author
        return copy
    }

    /// A shipping address in the untyped Object field, as the checkout form sends it.
    public static func shipping(street: String, city: String, express: Bool) -> [String: ParseJSONValue] {
        ["street": .string(street), "city": .string(city), "express": .bool(express)]
    }

    /// A user's orders, most expensive first, with their products: typed keys of ShopModels.
    public static func purchases(of user: User) throws -> Query<Purchase> {
        Purchase.query(try Purchase.Key.buyer == user)
            .include(Purchase.Key.product)
            .order([totalKey.descending])
    }

    /// The same orders through the helper ShopModels generates on ChatModels' User.
    public static func purchasesThroughHelper(of user: User) throws -> Query<Purchase> {
        try user.queryPurchasesByBuyer()
    }

    /// Orders of at least `amount` by users whose nickname starts with `prefix`: a ShopModels query
    /// matching a ChatModels query.
    public static func largePurchases(over amount: Double, byNicknamesStartingWith prefix: String) -> Query<Purchase> {
        let buyers = User.query(User.Key.nickname.hasPrefix(prefix))
        let constraints: [ParseFieldConstraint<Purchase>] = [
            totalKey >= amount, Purchase.Key.buyer.matchesQuery(buyers),
        ]
        return Purchase.query(constraints)
    }

    /// The messages of a room, newest first: typed keys of ChatModels.
    public static func messages(in room: Room) throws -> Query<Message> {
        Message.query(try Message.Key.room == room)
            .include(Message.Key.author)
            .order([Message.Key.createdAt.descending])
    }
}
