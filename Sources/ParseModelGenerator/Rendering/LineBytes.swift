/// The UTF-8 bytes of one generated line while it is put together, kept inside the value itself.
///
/// Rendering builds hundreds of thousands of lines on a large schema. Kept in place, a line costs no
/// allocation and holds no reference to the strings it was made from: each piece is copied in as it is
/// interpolated, and the whole line is copied into the file's text once. Generated lines are nearly all
/// shorter than the room kept in place (the longest of the 5000-class benchmark's output has 148 bytes);
/// a longer one, such as a long schema name in a comment, moves to an array.
struct LineBytes: UTF8Sink {
    /// How many bytes fit in place.
    static let inlineCapacity = 192

    /// The room in place: 24 words of 8 bytes.
    private typealias InlineStorage = (
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64,
        UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64
    )

    private var inline: InlineStorage = (
        0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0,
        0, 0, 0, 0, 0, 0, 0, 0
    )
    /// Every byte of the line once it outgrew the room in place; nil until then.
    private var overflow: [UInt8]?
    /// How many bytes have been appended.
    private(set) var count = 0

    /// Appends the bytes of `buffer`. Memory is copied as raw bytes both ways, so the words in place are
    /// never read as anything but bytes.
    mutating func append(_ buffer: UnsafeBufferPointer<UInt8>) {
        guard let source = buffer.baseAddress, !buffer.isEmpty else { return }
        let start = count
        let newCount = start + buffer.count
        if overflow == nil, newCount <= Self.inlineCapacity {
            withUnsafeMutableBytes(of: &inline) { room in
                room.baseAddress.unsafelyUnwrapped.advanced(by: start).copyMemory(from: source, byteCount: buffer.count)
            }
        } else {
            moveToOverflow()
            overflow?.append(contentsOf: buffer)
        }
        count = newCount
    }

    /// Appends one byte.
    mutating func append(_ byte: UInt8) {
        withUnsafePointer(to: byte) { append(UnsafeBufferPointer(start: $0, count: 1)) }
    }

    /// The line's bytes, for reading during `body`.
    func withRawBytes<Result>(_ body: (UnsafeRawBufferPointer) -> Result) -> Result {
        if let overflow {
            return overflow.withUnsafeBytes(body)
        }
        return withUnsafeBytes(of: inline) { room in
            body(UnsafeRawBufferPointer(start: room.baseAddress, count: count))
        }
    }

    /// Copies the bytes kept in place into ``overflow``, the first time the line outgrows them.
    private mutating func moveToOverflow() {
        guard overflow == nil else { return }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(2 * Self.inlineCapacity)
        withRawBytes { bytes.append(contentsOf: $0) }
        overflow = bytes
    }
}
