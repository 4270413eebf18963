/// The UTF-8 bytes of a text being generated, growing by doubling.
///
/// Rendering appends over a million short pieces on a large schema, and an array's `append(contentsOf:)`
/// costs around a hundred instructions per piece before it copies a byte; here a piece is a capacity check
/// and one `memcpy`.
final class UTF8Bytes {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been appended.
    private(set) var count = 0

    init(capacity: Int = 4096) {
        self.capacity = max(capacity, 16)
        base = UnsafeMutablePointer<UInt8>.allocate(capacity: self.capacity)
    }

    deinit {
        base.deallocate()
    }

    /// The last byte appended, if any.
    var last: UInt8? {
        count == 0 ? nil : base[count - 1]
    }

    /// Appends one byte.
    func append(_ byte: UInt8) {
        reserve(1)
        base[count] = byte
        count += 1
    }

    /// Appends the bytes of `buffer`.
    func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress, buffer.count > 0 else { return }
        reserve(buffer.count)
        (base + count).initialize(from: source, count: buffer.count)
        count += buffer.count
    }

    /// Appends the UTF-8 bytes of `text`, in one copy when the string stores them contiguously, as
    /// native strings do.
    func append(_ text: String) {
        let copied: Void? = text.utf8.withContiguousStorageIfAvailable { append($0) }
        if copied == nil {
            for byte in text.utf8 {
                append(byte)
            }
        }
    }

    /// Appends the bytes of a literal.
    func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// Appends `byte` `count` times.
    func append(_ byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        reserve(repeats)
        (base + count).initialize(repeating: byte, count: repeats)
        count += repeats
    }

    /// Drops the bytes after the first `length`.
    func truncate(to length: Int) {
        count = min(count, max(length, 0))
    }

    /// The bytes as a string.
    var string: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    private func reserve(_ extra: Int) {
        guard count + extra > capacity else { return }
        var newCapacity = capacity * 2
        while newCapacity < count + extra {
            newCapacity *= 2
        }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
