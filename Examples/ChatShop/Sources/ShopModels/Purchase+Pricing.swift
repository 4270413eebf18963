// Hand-written additions to the generated models. SwiftPM also needs at least one Swift file in a target's
// folder to build it: the files the build plugin generates do not count when it loads the package.

extension Purchase {
    /// The price of the product times the quantity, when both are known.
    public var computedTotal: Double? {
        guard let price = product?.price, let quantity else { return nil }
        return price * Double(quantity)
    }
}
