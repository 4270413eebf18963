#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension String {
    /// Whether this string sorts before `other` byte by byte in UTF-8: the one order the generator sorts
    /// names in, the same on every platform and in every locale.
    ///
    /// Compares the two strings' storage with `memcmp`. `utf8.lexicographicallyPrecedes` gives the same
    /// answer through a generic iterator, about 300 instructions for two short names; sorting every model's
    /// properties, nested types and the models themselves that way took about 16 M instructions at 1000
    /// classes, and half as many this way.
    func utf8Precedes(_ other: String) -> Bool {
        let compared = utf8.withContiguousStorageIfAvailable { lhs in
            other.utf8.withContiguousStorageIfAvailable { rhs -> Bool in
                let common = Swift.min(lhs.count, rhs.count)
                if common > 0, let left = lhs.baseAddress, let right = rhs.baseAddress {
                    let order = memcmp(left, right, common)
                    if order != 0 { return order < 0 }
                }
                return lhs.count < rhs.count
            }
        }
        // Strings bridged from elsewhere may keep no UTF-8 storage; they take the iterator.
        return (compared ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
    }
}
