import Foundation

// The SDK's encoder for what it sends (Coding/ParseEncoder.swift, the same in 4.14.2 and the fork 6.1.0), as a
// Cloud Code call uses it: `ParseEncoder().encode(body, skipKeys: .cloud)` (API/API+Command.swift,
// `prepareURLRequest`). What it does differently from `JSONEncoder`, and the stand-in does too:
// - the keys of `skipKeys` are left out at every depth (`.cloud`: `functionJobName`), except inside a pointer;
// - a `Date` is `{"__type": "Date", "iso": "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'"}` (ParseCoding.swift), `Data` is
//   base64, a `URL` its absolute string;
// - an object (`Objectable`) stored under a key, alone or in an array, is sent as a pointer
//   `{"__type": "Pointer", "className": ..., "objectId": ...}` once it has an `objectId`, else whole, with
//   `acl` when it has none; an object inside an array inside an array is not replaced (the SDK replaces only
//   in keyed containers);
// - a non-finite number throws; keys are sorted (`JSONSerialization`, `.sortedKeys`).
// The SDK's other entry points (saving objects, batches, collecting unsaved children) are not declared.

/// Encodes what the SDK sends to Parse Server.
public struct ParseEncoder {
    /// The keys `encode(_:acl:skipKeys:)` leaves out.
    public enum SkipKeys {
        /// The keys the server sets on an object.
        case object
        /// The keys of a Cloud Code call that are not parameters.
        case cloud
        /// No key.
        case none
        /// `object` but `objectId`, for apps that set their own object ids.
        case customObjectId
        /// These keys.
        case custom(Set<String>)

        func keys() -> Set<String> {
            let objectKeys: Set<String> = [
                "objectId", "createdAt", "updatedAt", "emailVerified", "score", "originalData",
            ]
            switch self {
            case .object: return objectKeys
            case .customObjectId: return objectKeys.subtracting(["objectId"])
            case .cloud: return ["functionJobName"]
            case .none: return []
            case .custom(let keys): return keys
            }
        }
    }

    /// An encoder with Parse's date format and sorted keys.
    public init() {}

    /// Encodes `value`, leaving out `skipKeys`; `acl` is given to unsaved objects without one.
    public func encode<T: ParseEncodable>(_ value: T, acl: ParseACL? = nil, skipKeys: SkipKeys) throws -> Data {
        let encoder = ParseEncoderCore(codingPath: [], skippedKeys: skipKeys.keys(), acl: acl)
        guard let topLevel = try encoder.boxTopLevel(value) else {
            throw EncodingError.invalidValue(
                value,
                EncodingError.Context(
                    codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
        }
        return try JSONSerialization.data(withJSONObject: topLevel, options: [.sortedKeys, .fragmentsAllowed])
    }
}

#if PARSESWIFT_FORK
extension ParseEncoder: Sendable {}
#endif

/// A pointer as the SDK encodes one (Types/Pointer.swift, the SDK's internal `ParsePointer`): its keys are never
/// skipped.
protocol ParsePointer: Encodable {
    /// The class pointed at.
    var className: String { get }
    /// The id of the object pointed at.
    var objectId: String { get }
}

extension Pointer: ParsePointer {}

/// The pointer the SDK sends in place of a saved object (its internal `PointerType`).
struct PointerType: ParsePointer {
    let className: String
    let objectId: String

    private enum CodingKeys: String, CodingKey {
        case type = "__type"
        case className, objectId
    }

    /// A pointer to `object`; nil when it has no `objectId` yet.
    init?(_ object: any Objectable) {
        guard let objectId = object.objectId else { return nil }
        self.className = object.className
        self.objectId = objectId
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode("Pointer", forKey: .type)
        try container.encode(className, forKey: .className)
        try container.encode(objectId, forKey: .objectId)
    }
}

/// The SDK's `_ParseEncoder`: builds the JSON tree of one value (Foundation's mutable collections, as the SDK's).
final class ParseEncoderCore: Encoder {
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    let skippedKeys: Set<String>
    let acl: ParseACL?
    /// What the value encoded; set by the first container it asks for, or by its single value.
    private(set) var result: NSObject?
    /// Where `result` goes as soon as it exists (a super encoder's slot in its parent).
    private let sink: (NSObject) -> Void

    init(
        codingPath: [any CodingKey], skippedKeys: Set<String>, acl: ParseACL?,
        sink: @escaping (NSObject) -> Void = { _ in }
    ) {
        self.codingPath = codingPath
        self.skippedKeys = skippedKeys
        self.acl = acl
        self.sink = sink
    }

    func set(_ value: NSObject) {
        result = value
        sink(value)
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        let dictionary: NSMutableDictionary
        if let existing = result as? NSMutableDictionary {
            dictionary = existing
        } else {
            dictionary = NSMutableDictionary()
            set(dictionary)
        }
        return KeyedEncodingContainer(
            ParseEncoderKeyedContainer(encoder: self, codingPath: codingPath, dictionary: dictionary))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        let array: NSMutableArray
        if let existing = result as? NSMutableArray {
            array = existing
        } else {
            array = NSMutableArray()
            set(array)
        }
        return ParseEncoderUnkeyedContainer(encoder: self, codingPath: codingPath, array: array)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        ParseEncoderSingleValueContainer(encoder: self, codingPath: codingPath)
    }

    /// An encoder for a value below this one, with the same keys to skip (none inside a pointer).
    func child(at path: [any CodingKey], for value: any Encodable, sink: @escaping (NSObject) -> Void = { _ in })
        -> ParseEncoderCore
    {
        ParseEncoderCore(
            codingPath: path, skippedKeys: value is any ParsePointer ? [] : skippedKeys, acl: acl, sink: sink)
    }

    /// The top-level value: nil when it encoded nothing.
    func boxTopLevel(_ value: any Encodable) throws -> NSObject? {
        if let special = try boxSpecial(value) { return special }
        let encoder = child(at: [], for: value)
        try value.encode(to: encoder)
        return encoder.result
    }

    /// A value's JSON (`box_` in the SDK): an empty object when it encoded nothing.
    func box(_ value: any Encodable, at path: [any CodingKey]) throws -> NSObject {
        if let special = try boxSpecial(value) { return special }
        let encoder = child(at: path, for: value)
        try value.encode(to: encoder)
        return encoder.result ?? NSDictionary()
    }

    /// The types the SDK writes itself rather than through their `Encodable`.
    private func boxSpecial(_ value: any Encodable) throws -> NSObject? {
        switch value {
        case let date as Date:
            let dictionary = NSMutableDictionary()
            dictionary["__type"] = NSString(string: "Date")
            dictionary["iso"] = NSString(string: ParseCoding.dateString(date))
            return dictionary
        case let data as Data:
            return NSString(string: data.base64EncodedString())
        case let url as URL:
            return NSString(string: url.absoluteString)
        case let decimal as Decimal:
            return NSDecimalNumber(decimal: decimal)
        case let dictionary as [String: any Encodable]:
            let boxed = NSMutableDictionary()
            for (key, item) in dictionary {
                boxed[key] = try box(item, at: codingPath + [ParseEncoderIndexKey(key)])
            }
            return boxed
        default:
            return nil
        }
    }

    /// A saved object as a pointer; an unsaved one whole, with the default ACL when it has none
    /// (`deepFindAndReplaceParseObjects`).
    func replacingObject(_ value: any Encodable) -> any Encodable {
        guard !(value is any ParsePointer), var object = value as? any Objectable else { return value }
        if let pointer = PointerType(object) { return pointer }
        if object.ACL == nil, let acl {
            object.ACL = acl
        }
        return object
    }

    /// A number JSON can hold; the SDK's `nonConformingFloatEncodingStrategy` is `.throw`.
    func finite(_ value: Double, _ original: any Encodable, at path: [any CodingKey]) throws -> NSObject {
        guard value.isFinite else {
            throw EncodingError.invalidValue(
                original,
                EncodingError.Context(codingPath: path, debugDescription: "Unable to encode \(value) directly in JSON.")
            )
        }
        return NSNumber(value: value)
    }
}

/// A key for dictionary entries and array positions in coding paths.
struct ParseEncoderIndexKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init(index: Int) {
        stringValue = "Index \(index)"
        intValue = index
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) { self.init(index: intValue) }
}

/// The SDK's keyed container: skips keys, sends objects as pointers.
struct ParseEncoderKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: ParseEncoderCore
    let codingPath: [any CodingKey]
    let dictionary: NSMutableDictionary

    private func skips(_ key: Key) -> Bool { encoder.skippedKeys.contains(key.stringValue) }

    private func put(_ object: @autoclosure () throws -> NSObject, _ key: Key) rethrows {
        guard !skips(key) else { return }
        dictionary[key.stringValue] = try object()
    }

    mutating func encodeNil(forKey key: Key) throws { put(NSNull(), key) }
    mutating func encode(_ value: Bool, forKey key: Key) throws { put(NSNumber(value: value), key) }
    mutating func encode(_ value: String, forKey key: Key) throws { put(NSString(string: value), key) }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        try put(try encoder.finite(value, value, at: codingPath + [key]), key)
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        try put(try encoder.finite(Double(value), value, at: codingPath + [key]), key)
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { put(NSNumber(value: value), key) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { put(NSNumber(value: value), key) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { put(NSNumber(value: value), key) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { put(NSNumber(value: value), key) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { put(NSNumber(value: value), key) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { put(NSNumber(value: value), key) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { put(NSNumber(value: value), key) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { put(NSNumber(value: value), key) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { put(NSNumber(value: value), key) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { put(NSNumber(value: value), key) }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        guard !skips(key) else { return }
        let path = codingPath + [key]
        if !(value is any ParsePointer), !(value is [any ParsePointer]), let objects = value as? [any Objectable],
            !objects.isEmpty
        {
            let boxed = NSMutableArray()
            for object in objects {
                boxed.add(try encoder.box(encoder.replacingObject(object), at: path))
            }
            dictionary[key.stringValue] = boxed
            return
        }
        dictionary[key.stringValue] = try encoder.box(encoder.replacingObject(value), at: path)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
        -> KeyedEncodingContainer<NestedKey>
    {
        let nested = NSMutableDictionary()
        dictionary[key.stringValue] = nested
        return KeyedEncodingContainer(
            ParseEncoderKeyedContainer<NestedKey>(encoder: encoder, codingPath: codingPath + [key], dictionary: nested))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = NSMutableArray()
        dictionary[key.stringValue] = nested
        return ParseEncoderUnkeyedContainer(encoder: encoder, codingPath: codingPath + [key], array: nested)
    }

    mutating func superEncoder() -> any Encoder {
        superEncoder(named: "super")
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        superEncoder(named: key.stringValue)
    }

    private func superEncoder(named name: String) -> any Encoder {
        let dictionary = self.dictionary
        return ParseEncoderCore(
            codingPath: codingPath + [ParseEncoderIndexKey(name)], skippedKeys: encoder.skippedKeys, acl: encoder.acl,
            sink: { dictionary[name] = $0 })
    }
}

/// The SDK's unkeyed container: objects in it are encoded as they are (no pointers here).
struct ParseEncoderUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: ParseEncoderCore
    let codingPath: [any CodingKey]
    let array: NSMutableArray

    var count: Int { array.count }

    private var nextPath: [any CodingKey] { codingPath + [ParseEncoderIndexKey(index: array.count)] }

    mutating func encodeNil() throws { array.add(NSNull()) }
    mutating func encode(_ value: Bool) throws { array.add(NSNumber(value: value)) }
    mutating func encode(_ value: String) throws { array.add(NSString(string: value)) }
    mutating func encode(_ value: Double) throws { array.add(try encoder.finite(value, value, at: nextPath)) }
    mutating func encode(_ value: Float) throws { array.add(try encoder.finite(Double(value), value, at: nextPath)) }
    mutating func encode(_ value: Int) throws { array.add(NSNumber(value: value)) }
    mutating func encode(_ value: Int8) throws { array.add(NSNumber(value: value)) }
    mutating func encode(_ value: Int16) throws { array.add(NSNumber(value: value)) }
    mutating func encode(_ value: Int32) throws { array.add(NSNumber(value: value)) }
    mutating func encode(_ value: Int64) throws { array.add(NSNumber(value: value)) }
    mutating func encode(_ value: UInt) throws { array.add(NSNumber(value: value)) }
    mutating func encode(_ value: UInt8) throws { array.add(NSNumber(value: value)) }
    mutating func encode(_ value: UInt16) throws { array.add(NSNumber(value: value)) }
    mutating func encode(_ value: UInt32) throws { array.add(NSNumber(value: value)) }
    mutating func encode(_ value: UInt64) throws { array.add(NSNumber(value: value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        array.add(try encoder.box(value, at: nextPath))
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let path = nextPath
        let nested = NSMutableDictionary()
        array.add(nested)
        return KeyedEncodingContainer(
            ParseEncoderKeyedContainer<NestedKey>(encoder: encoder, codingPath: path, dictionary: nested))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let path = nextPath
        let nested = NSMutableArray()
        array.add(nested)
        return ParseEncoderUnkeyedContainer(encoder: encoder, codingPath: path, array: nested)
    }

    mutating func superEncoder() -> any Encoder {
        let path = nextPath
        let array = self.array
        let index = array.count
        array.add(NSNull())
        return ParseEncoderCore(
            codingPath: path, skippedKeys: encoder.skippedKeys, acl: encoder.acl,
            sink: { array.replaceObject(at: index, with: $0) })
    }
}

/// The SDK's single value container (the encoder itself there).
struct ParseEncoderSingleValueContainer: SingleValueEncodingContainer {
    let encoder: ParseEncoderCore
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { encoder.set(NSNull()) }
    mutating func encode(_ value: Bool) throws { encoder.set(NSNumber(value: value)) }
    mutating func encode(_ value: String) throws { encoder.set(NSString(string: value)) }
    mutating func encode(_ value: Double) throws { encoder.set(try encoder.finite(value, value, at: codingPath)) }
    mutating func encode(_ value: Float) throws {
        encoder.set(try encoder.finite(Double(value), value, at: codingPath))
    }
    mutating func encode(_ value: Int) throws { encoder.set(NSNumber(value: value)) }
    mutating func encode(_ value: Int8) throws { encoder.set(NSNumber(value: value)) }
    mutating func encode(_ value: Int16) throws { encoder.set(NSNumber(value: value)) }
    mutating func encode(_ value: Int32) throws { encoder.set(NSNumber(value: value)) }
    mutating func encode(_ value: Int64) throws { encoder.set(NSNumber(value: value)) }
    mutating func encode(_ value: UInt) throws { encoder.set(NSNumber(value: value)) }
    mutating func encode(_ value: UInt8) throws { encoder.set(NSNumber(value: value)) }
    mutating func encode(_ value: UInt16) throws { encoder.set(NSNumber(value: value)) }
    mutating func encode(_ value: UInt32) throws { encoder.set(NSNumber(value: value)) }
    mutating func encode(_ value: UInt64) throws { encoder.set(NSNumber(value: value)) }

    mutating func encode<T: Encodable>(_ value: T) throws {
        encoder.set(try encoder.box(value, at: codingPath))
    }
}

/// Parse's date format (Coding/ParseCoding.swift): encoded as `{"__type": "Date", "iso": ...}`, decoded from that
/// or from a plain string.
enum ParseCoding {
    /// The SDK's `dateFormatter`; made per use, as `DateFormatter` is not `Sendable`.
    static func dateFormatter() -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'"
        return formatter
    }

    static func dateString(_ date: Date) -> String { dateFormatter().string(from: date) }

    private enum DateKeys: String, CodingKey {
        case iso
        case type = "__type"
    }

    /// The SDK's `jsonDecoder()`, which reads every answer from the server.
    static func jsonDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            if let text = try? decoder.singleValueContainer().decode(String.self) {
                guard let date = dateFormatter().date(from: text) else {
                    throw ParseError(message: "An invalid date string was provided when decoding dates.")
                }
                return date
            }
            let container = try decoder.container(keyedBy: DateKeys.self)
            guard let text = try container.decodeIfPresent(String.self, forKey: .iso),
                let date = dateFormatter().date(from: text)
            else {
                throw ParseError(message: "An invalid date string was provided when decoding dates.")
            }
            return date
        }
        return decoder
    }
}
