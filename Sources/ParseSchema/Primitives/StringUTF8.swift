#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

// Everything here is `@inlinable`: the generator module calls these for every byte run and name it writes,
// and across a module boundary a call that is not inlinable stays a call, and a generic one stays
// unspecialised (at 1000 classes, 22 M instructions in `withUTF8Bytes` alone after the modules were split).

/// Calls `body` with the UTF-8 bytes of `text`: in place when the string stores them contiguously, as
/// native strings do, or else copied out first (a string bridged from elsewhere may keep no UTF-8). Shared
/// by the text buffers, the escaping scans and the keyword check: a byte then costs a load, not a step of
/// the generic `utf8` iterator.
@inlinable package func withUTF8Bytes<Result>(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result
{
    if let result = text.utf8.withContiguousStorageIfAvailable(body) {
        return result
    }
    return Array(text.utf8).withUnsafeBufferPointer(body)
}

// The same for the two results every caller has, `Bool` and nothing; the compiler picks these over the
// generic function. In the debug build the build plugin runs, the generic one was called unspecialised and
// looked `Optional<Result>`'s metadata up in the runtime's cache on every call: 811,000 calls and 340 M
// instructions at 1000 classes, for text buffers, escaping scans and the keyword check. Release builds
// specialise the generic function and gain nothing from these.

/// ``withUTF8Bytes(of:_:)`` for a test of the bytes.
@inlinable package func withUTF8Bytes(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
    if let result = text.utf8.withContiguousStorageIfAvailable(body) {
        return result
    }
    return Array(text.utf8).withUnsafeBufferPointer(body)
}

/// ``withUTF8Bytes(of:_:)`` for a body that returns nothing.
@inlinable package func withUTF8Bytes(of text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
    if text.utf8.withContiguousStorageIfAvailable(body) == nil {
        Array(text.utf8).withUnsafeBufferPointer(body)
    }
}

extension String {
    /// Whether this string sorts before `other` byte by byte in UTF-8: the one order the generator sorts
    /// names in, the same on every platform and in every locale.
    ///
    /// Compares the two strings' bytes with `memcmp`. `utf8.lexicographicallyPrecedes` gives the same answer
    /// through a generic iterator: sorting every model's properties, nested types and the models themselves
    /// that way took about 16 M instructions at 1000 classes, and about half as many this way.
    @inlinable package func utf8Precedes(_ other: String) -> Bool {
        // Not through `withUTF8Bytes(of:)`: nested in its closures, the sorts copied each element they
        // compared, and a 1000-class run took 77 M more instructions.
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
        // A string bridged from elsewhere may keep no UTF-8 storage; such pairs take the iterator.
        return (compared ?? nil) ?? utf8.lexicographicallyPrecedes(other.utf8)
    }
}
