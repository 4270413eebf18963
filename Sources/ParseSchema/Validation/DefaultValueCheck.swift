/// Whether a `defaultValue` has the JSON shape of its field's type, as Parse Server checks it.
enum DefaultValueCheck {
    static func matches(_ node: JSONNode, _ type: ParseFieldType) -> Bool {
        switch (type, node.value) {
        case (.string, .string), (.number, .number), (.boolean, .bool), (.object, .object), (.array, .array):
            return true
        case (.date, .object(let members)):
            return tagged(members, "Date", requiring: ["iso"])
        case (.pointer(let target), .object(let members)):
            guard tagged(members, "Pointer", requiring: ["objectId", "className"]) else { return false }
            if case .string(let className)? = members["className"]?.value.value { return className == target }
            return false
        case (.file, .object(let members)):
            return tagged(members, "File", requiring: ["name"])
        case (.geoPoint, .object(let members)):
            return tagged(members, "GeoPoint", requiring: ["latitude", "longitude"])
        case (.polygon, .object(let members)):
            return tagged(members, "Polygon", requiring: ["coordinates"])
        case (.bytes, .object(let members)):
            return tagged(members, "Bytes", requiring: ["base64"])
        default:
            return false
        }
    }

    /// How a default of this type is written, for the hint.
    static func example(for type: ParseFieldType) -> String? {
        switch type {
        case .string: return "\"text\""
        case .number: return "42"
        case .boolean: return "true"
        case .object: return "{}"
        case .array: return "[]"
        case .date: return "{\"__type\": \"Date\", \"iso\": \"2024-01-01T00:00:00.000Z\"}"
        case .pointer(let target):
            return "{\"__type\": \"Pointer\", \"className\": \"\(target)\", \"objectId\": \"...\"}"
        case .file: return "{\"__type\": \"File\", \"name\": \"...\", \"url\": \"...\"}"
        case .geoPoint: return "{\"__type\": \"GeoPoint\", \"latitude\": 0, \"longitude\": 0}"
        case .polygon: return "{\"__type\": \"Polygon\", \"coordinates\": [[0, 0], [0, 1], [1, 1]]}"
        case .bytes: return "{\"__type\": \"Bytes\", \"base64\": \"...\"}"
        case .relation, .acl: return nil
        }
    }

    private static func tagged(_ members: [JSONMember], _ tag: String, requiring keys: [String]) -> Bool {
        guard case .string(let value)? = members["__type"]?.value.value, value == tag else { return false }
        return keys.allSatisfy { members[$0] != nil }
    }
}
