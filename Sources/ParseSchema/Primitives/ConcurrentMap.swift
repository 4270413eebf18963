import Dispatch

extension Array {
    /// `map` on every core: the results keep the elements' order, whatever order the transforms ran in.
    ///
    /// For transforms that read their element and shared immutable data only; the stages use it where
    /// each class, file or output is independent of the others (decoding, translation, rendering,
    /// writing), so a run's result is the same as a sequential one's.
    @inlinable package func concurrentMap<Result>(_ transform: (Element) -> Result) -> [Result] {
        guard count > 1 else { return map(transform) }
        return [Result](unsafeUninitializedCapacity: count) { buffer, initializedCount in
            guard let base = buffer.baseAddress else { return }
            // Each index is written by exactly one iteration, so the slots need no lock.
            DispatchQueue.concurrentPerform(iterations: count) { index in
                (base + index).initialize(to: transform(self[index]))
            }
            initializedCount = count
        }
    }

    /// Changes every element in place, on every core; each element is changed by exactly one call.
    ///
    /// For changes that read their element and shared immutable data only, like ``concurrentMap(_:)``. An
    /// element's own arrays, uniquely held, change without being copied.
    @inlinable package mutating func concurrentForEachInPlace(_ change: (inout Element) -> Void) {
        guard count > 1 else {
            for index in indices {
                change(&self[index])
            }
            return
        }
        withUnsafeMutableBufferPointer { elements in
            guard let base = elements.baseAddress else { return }
            DispatchQueue.concurrentPerform(iterations: elements.count) { index in
                change(&base[index])
            }
        }
    }
}
