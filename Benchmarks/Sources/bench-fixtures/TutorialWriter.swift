/// The hand-written baseline: the same models written the way ParseSwift's tutorials write them, one file
/// a class, fields only (no doc comments, coding keys, typed keys or helpers); enums and nested structs as
/// plain `Codable` declarations. What generated code's type-check time is compared with.
enum TutorialWriter {
    /// The Swift type of a field as the generator declares it (enums and structs by their nested names).
    static func swiftType(_ field: SyntheticField, in model: SyntheticClass, classes: [String: String]) -> String {
        switch field.refinement {
        case .swiftType(let type): return type
        case .stringEnum(let name, _), .intEnum(let name, _): return name
        case .nestedStruct(let name): return field.parseType == "Array" ? "[\(name)]" : name
        case .none: break
        }
        switch field.parseType {
        case "String": return "String"
        case "Number": return "Double"
        case "Boolean": return "Bool"
        case "Date": return "Date"
        case "Object": return "[String: ParseJSONValue]"
        case "Array": return "[ParseJSONValue]"
        case "Pointer": return classes[field.targetClass ?? ""] ?? "ParsePointerValue"
        case "Relation": return "ParseRelation<\(model.swiftName)>"
        case "File": return "ParseFile"
        case "GeoPoint": return "ParseGeoPoint"
        default: return "String"
        }
    }

    /// The file for one class.
    static func file(_ model: SyntheticClass, classes: [String: String]) -> String {
        let isUser = model.name == "_User"
        var out =
            "import Foundation\nimport ParseSwift\n\nstruct \(model.swiftName): \(isUser ? "ParseUser" : "ParseObject") {\n"
        out += "    var originalData: Data?\n    var objectId: String?\n    var createdAt: Date?\n"
        out += "    var updatedAt: Date?\n    var ACL: ParseACL?\n"
        if isUser {
            out += "    var username: String?\n    var email: String?\n    var emailVerified: Bool?\n"
            out += "    var password: String?\n    var authData: [String: [String: String]?]?\n"
        }
        for field in model.fields {
            out += "    var \(field.swiftName): \(swiftType(field, in: model, classes: classes))?\n"
        }
        for field in model.fields {
            switch field.refinement {
            case .stringEnum(let name, let cases):
                out += "\n    enum \(name): String, Codable {\n        case \(cases.joined(separator: ", "))\n    }\n"
            case .intEnum(let name, let cases):
                out += "\n    enum \(name): Int, Codable {\n"
                out += cases.map { "        case \($0.0) = \($0.1)\n" }.joined() + "    }\n"
            case .nestedStruct(let name):
                out += "\n    struct \(name): Codable, Hashable {\n"
                out += nestedStructFields.map { "        var \($0.0): \($0.2)?\n" }.joined() + "    }\n"
            case .none, .swiftType:
                break
            }
        }
        return out + "}\n"
    }

    /// What the baseline needs from the generator's support file, written by hand: a JSON value type.
    static let support = """
        import Foundation
        import ParseSwift

        enum ParseJSONValue: Codable, Hashable, Sendable {
            case string(String)
            case number(Double)
            case bool(Bool)
            case object([String: ParseJSONValue])
            case array([ParseJSONValue])
            case null
        }

        """
}
