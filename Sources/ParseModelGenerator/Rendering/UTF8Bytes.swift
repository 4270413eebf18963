import ParseSchema

/// The UTF-8 bytes of a text being generated, growing by doubling.
///
/// Rendering appends over a million short pieces on a large schema, and an array's `append(contentsOf:)`
/// costs around a hundred instructions per piece before it copies a byte; here a piece is a capacity check
/// and one `memcpy`.
final class UTF8Bytes: UTF8Sink {
    private var base: UnsafeMutablePointer<UInt8>
    private var capacity: Int
    /// How many bytes have been appended.
    private(set) var count = 0

    /// An empty text with room for `capacity` bytes (at least 16) before it first grows.
    init(capacity: Int) {
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
        let length = count
        if length == capacity {
            grow(toHold: length + 1)
        }
        base[length] = byte
        count = length + 1
    }

    /// Appends the bytes of `buffer`. Each stored property is read once: the build plugin runs a debug
    /// build of the tool in debug builds, where every access to a class's property is checked at run time.
    func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress else { return }
        let length = count
        let newLength = length + buffer.count
        if newLength > capacity {
            grow(toHold: newLength)
        }
        (base + length).initialize(from: source, count: buffer.count)
        count = newLength
    }

    /// Appends the UTF-8 bytes of `text`. The class's own rather than ``UTF8Sink``'s, which is `mutating`:
    /// a builder keeps its text in a constant, since every access to a variable property of a class is
    /// checked for exclusivity at run time, in release builds too.
    func append(_ text: String) {
        withUTF8Bytes(of: text) { append($0) }
    }

    /// Appends the bytes of a literal.
    func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }

    /// Appends raw bytes (a line kept in words, see ``LineBytes``).
    func append(raw bytes: UnsafeRawBufferPointer) {
        guard let source = bytes.baseAddress else { return }
        let length = count
        let newLength = length + bytes.count
        if newLength > capacity {
            grow(toHold: newLength)
        }
        UnsafeMutableRawPointer(base + length).copyMemory(from: source, byteCount: bytes.count)
        count = newLength
    }

    /// Appends `byte` `count` times.
    func append(_ byte: UInt8, count repeats: Int) {
        guard repeats > 0 else { return }
        let length = count
        let newLength = length + repeats
        if newLength > capacity {
            grow(toHold: newLength)
        }
        (base + length).initialize(repeating: byte, count: repeats)
        count = newLength
    }

    /// Drops the bytes after the first `length`.
    func truncate(to length: Int) {
        count = min(count, max(length, 0))
    }

    /// The bytes appended so far, for reading during `body`.
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        body(UnsafeBufferPointer(start: base, count: count))
    }

    /// The bytes as a string.
    var string: String {
        String(decoding: UnsafeBufferPointer(start: base, count: count), as: UTF8.self)
    }

    /// Doubles the capacity until `length` bytes fit.
    private func grow(toHold length: Int) {
        var newCapacity = capacity * 2
        while newCapacity < length {
            newCapacity *= 2
        }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.initialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}

/// Something UTF-8 text is appended to: the text of a whole file (``UTF8Bytes``) or one line being put
/// together (``CodeLine``). Generic code over it is specialized for each, so a type or an identifier is
/// spelled straight into either without a `String` in between.
protocol UTF8Sink {
    /// Appends the bytes of `buffer`.
    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>)
    /// Appends one byte.
    mutating func append(_ byte: UInt8)
}

extension UTF8Sink {
    /// Appends the UTF-8 bytes of `text`.
    mutating func append(_ text: String) {
        withUTF8Bytes(of: text) { append($0) }
    }

    /// Appends the bytes of a literal.
    mutating func append(_ literal: StaticString) {
        literal.withUTF8Buffer { append($0) }
    }
}
