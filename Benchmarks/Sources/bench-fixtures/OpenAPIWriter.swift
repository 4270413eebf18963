/// The same model set as an OpenAPI 3.1 document with only `components/schemas`, for the side-by-side
/// with swift-openapi-generator: one object schema a class, one a nested struct, enums inline, pointers
/// as references to the target's schema, and shared schemas for relations, files and geo points.
enum OpenAPIWriter {
    /// The document as JSON.
    static func document(_ classes: [SyntheticClass]) -> String {
        let swiftNames = Dictionary(uniqueKeysWithValues: classes.map { ($0.name, $0.swiftName) })
        var schemas: [String] = [
            #""ParseRelation": {"type": "object", "properties": {"__type": {"type": "string"}, "className": {"type": "string"}}}"#,
            #""ParseFile": {"type": "object", "properties": {"__type": {"type": "string"}, "name": {"type": "string"}, "url": {"type": "string"}}}"#,
            #""ParseGeoPoint": {"type": "object", "properties": {"latitude": {"type": "number"}, "longitude": {"type": "number"}}}"#,
            #""ParseACL": {"type": "object", "additionalProperties": {"type": "object", "additionalProperties": {"type": "boolean"}}}"#,
        ]
        for model in classes {
            var properties = [
                #""objectId": {"type": "string"}"#, #""createdAt": {"type": "string", "format": "date-time"}"#,
                #""updatedAt": {"type": "string", "format": "date-time"}"#,
                ##""ACL": {"$ref": "#/components/schemas/ParseACL"}"##,
            ]
            for field in model.fields {
                properties.append("\"\(field.name)\": \(property(field, in: model, swiftNames: swiftNames))")
                if case .nestedStruct(let name) = field.refinement {
                    let fields = nestedStructFields.map { "\"\($0.0)\": {\"type\": \"\(jsonType($0.1))\"}" }
                    schemas.append(
                        "\"\(model.swiftName)_\(name)\": {\"type\": \"object\", \"properties\": {\(fields.joined(separator: ", "))}}"
                    )
                }
            }
            let required = model.fields.filter(\.required).map { "\"\($0.name)\"" }
            var schema = "\"\(model.swiftName)\": {\"type\": \"object\""
            if let doc = model.doc { schema += ", \"description\": \"\(doc)\"" }
            if !required.isEmpty { schema += ", \"required\": [\(required.joined(separator: ", "))]" }
            schema += ", \"properties\": {\n      " + properties.joined(separator: ",\n      ") + "}}"
            schemas.append(schema)
        }
        return """
            {"openapi": "3.1.0", "info": {"title": "Synthetic Parse models", "version": "1.0.0"}, "paths": {},
             "components": {"schemas": {
              \(schemas.joined(separator: ",\n  "))
            }}}

            """
    }

    private static func jsonType(_ parseType: String) -> String {
        switch parseType {
        case "Number": return "number"
        case "Boolean": return "boolean"
        default: return "string"
        }
    }

    private static func property(_ field: SyntheticField, in model: SyntheticClass, swiftNames: [String: String])
        -> String
    {
        let doc = field.description.map { ", \"description\": \"\($0)\"" } ?? ""
        switch field.refinement {
        case .swiftType("Int"): return "{\"type\": \"integer\"\(doc)}"
        case .swiftType("Float"): return "{\"type\": \"number\", \"format\": \"float\"\(doc)}"
        case .swiftType("[String]"): return "{\"type\": \"array\", \"items\": {\"type\": \"string\"}\(doc)}"
        case .swiftType("[Double]"): return "{\"type\": \"array\", \"items\": {\"type\": \"number\"}\(doc)}"
        case .swiftType("[String: String]"):
            return "{\"type\": \"object\", \"additionalProperties\": {\"type\": \"string\"}\(doc)}"
        case .stringEnum(_, let cases):
            return "{\"type\": \"string\", \"enum\": [\(cases.map { "\"\($0)\"" }.joined(separator: ", "))]\(doc)}"
        case .intEnum(_, let cases):
            return "{\"type\": \"integer\", \"enum\": [\(cases.map { String($0.1) }.joined(separator: ", "))]\(doc)}"
        case .nestedStruct(let name):
            let reference = "{\"$ref\": \"#/components/schemas/\(model.swiftName)_\(name)\"}"
            return field.parseType == "Array" ? "{\"type\": \"array\", \"items\": \(reference)\(doc)}" : reference
        default: break
        }
        switch field.parseType {
        case "Number": return "{\"type\": \"number\"\(doc)}"
        case "Boolean": return "{\"type\": \"boolean\"\(doc)}"
        case "Date": return "{\"type\": \"string\", \"format\": \"date-time\"\(doc)}"
        case "Object": return "{\"type\": \"object\"\(doc)}"
        case "Array": return "{\"type\": \"array\", \"items\": {}\(doc)}"
        case "Pointer": return "{\"$ref\": \"#/components/schemas/\(swiftNames[field.targetClass ?? ""] ?? "User")\"}"
        case "Relation": return ##"{"$ref": "#/components/schemas/ParseRelation"}"##
        case "File": return ##"{"$ref": "#/components/schemas/ParseFile"}"##
        case "GeoPoint": return ##"{"$ref": "#/components/schemas/ParseGeoPoint"}"##
        default: return "{\"type\": \"string\"\(doc)}"
        }
    }
}
