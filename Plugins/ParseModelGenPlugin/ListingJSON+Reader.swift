// The bridge from the generator's JSON reader to the listing. In the plugins, `JSONReader` comes from the
// ParseSchema module's Reading folder, compiled in through a symbolic link (a plugin cannot link a module); in
// the test target, which links ParseSchema, from the module itself.
#if canImport(ParseSchema)
import ParseSchema
#endif

extension ListingJSON {
    /// The listing's view of what the generator's reader (`JSONReader`, compiled into the plugin from
    /// the library's sources) parsed; nil for text that is not JSON.
    static func parse(_ bytes: [UInt8]) -> ListingJSON? {
        guard case .success(let root) = JSONReader.read(bytes) else { return nil }
        return ListingJSON(root)
    }

    private init(_ node: JSONNode) {
        switch node.value {
        case .null: self = .null
        case .bool(let value): self = .bool(value)
        case .number: self = .number
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(ListingJSON.init))
        case .object(let members): self = .object(members.map { ($0.key, ListingJSON($0.value)) })
        }
    }
}
