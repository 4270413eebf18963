import Foundation
import ParseSwift

// The config's shared types are one Swift type in every model: an order's shipping address is a customer's
// billing address, a currency compares the same in both, and typed keys of either model take them. Written
// as an app writes it, from the module's default isolation (the main actor in main-actor modules), from
// `nonisolated` functions and in `Task {}`.

func ordersShippedTo(_ address: Address, in currency: Currency) -> Query<Order> {
    var constraints: [ParseFieldConstraint<Order>] = []
    constraints.append(Order.Key.shippingAddress == address)  // shared struct
    constraints.append(Order.Key.currency == currency)  // shared String enum
    constraints.append(Order.Key.acceptedCurrencies.containsAll([.eur, currency]))  // array of a shared enum
    constraints.append(Order.Key.recipient != Recipient(address: address, kind: .work))  // shared struct holding shared types
    constraints.append(Order.Key.pickupPoints == ["station": address])  // dictionary of a shared struct
    constraints.append(Order.Key.items == [Order.LineItem(deliverTo: address, quantity: 2, sku: "A-1")])
    return Order.query(constraints)
        .order([Order.Key.currency.ascending])
        .select(Order.Key.shippingAddress, Order.Key.recipient)
}

func customersBilledAt(_ address: Address) -> Query<Customer> {
    Customer.query(
        Customer.Key.billingAddresses == [address],
        Customer.Key.preferredCurrency.containedIn([.usd, .gbp]),  // the same enum in another model
        Customer.Key.tier == .gold  // shared Int enum
    )
}

/// Passes an order's values to a customer: only one `Address` and one `Currency` type exist.
func billing(_ customer: Customer, like order: Order) -> Customer {
    var updated = customer
    if let address = order.shippingAddress {
        updated.billingAddresses = (customer.billingAddresses ?? []) + [address]
    }
    updated.preferredCurrency = order.currency ?? customer.preferredCurrency
    return updated
}

func newOrder(for customer: Customer) throws -> Order {
    let home = Address(city: "Springfield", postalCode: "12345", street: "742 Evergreen Terrace")
    let recipient = Recipient(address: home, currencies: Currency.allCases, customer: try Pointer(customer), kind: .home, note: "ring twice")
    let order = Order(
        acceptedCurrencies: [.eur, .unknown("CHF")], currency: .eur, pickupPoints: ["office": home],
        recipient: recipient, shippingAddress: home, total: 12.5
    )
    let sameAddress: Bool = order.shippingAddress == customer.billingAddresses?.first
    let sameCurrency: Bool = order.currency == customer.preferredCurrency
    _ = (sameAddress, sameCurrency, LoyaltyTier.allCases.map(\.rawValue), Recipient.Kind.allCases)
    return try order.merge(with: Order(objectId: "abc"))
}

nonisolated func sharedValuesOffTheMainActor(_ address: Address, _ order: Order) -> (Bool, Set<Currency>, Query<Order>) {
    (order.shippingAddress == address, Set(order.acceptedCurrencies ?? []),
     Order.query(Order.Key.shippingAddress == address, Order.Key.currency != .gbp))
}

func saveOrderInTask(_ order: Order, shippedTo address: Address) {
    Task {
        _ = try await order.save()
        _ = try await Order.query(Order.Key.shippingAddress == address).find()
    }
}

func distinctCurrencies() async throws -> [Order] {
    try await Order.query(Order.Key.total > 10).distinct(Order.Key.currency)
}
