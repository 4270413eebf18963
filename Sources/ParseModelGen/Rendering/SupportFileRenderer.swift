/// Renders the support file: the declarations every generated model may use.
struct SupportFileRenderer {
    /// The support file's name; no model file can have it, since type names never contain `+`.
    static let fileName = "ParseModelGen+Support.swift"

    let access: String
    let header: [String]

    func render() -> String {
        let code = CodeBuilder()
        code.lines(header)
        code.line("")
        code.line("import Foundation")
        code.line("import ParseSwift")
        code.line("")
        renderJSONValue(code)
        code.line("")
        renderPointerValue(code)
        code.line("")
        renderCodingKey(code)
        QuerySupportRenderer(access: access).render(code)
        return code.text
    }

    private func renderJSONValue(_ code: CodeBuilder) {
        code.line("/// Any JSON value: the type of Object and Array fields whose contents the schema does not describe.")
        code.block("\(access)enum ParseJSONValue: Codable, Hashable, Sendable") {
            code.line("/// `null`.")
            code.line("case null")
            code.line("/// `true` or `false`.")
            code.line("case bool(Bool)")
            code.line("/// A number.")
            code.line("case number(Double)")
            code.line("/// A string.")
            code.line("case string(String)")
            code.line("/// An array.")
            code.line("case array([ParseJSONValue])")
            code.line("/// An object.")
            code.line("case object([String: ParseJSONValue])")
            code.line("")
            code.line("/// Decodes whatever JSON value is there.")
            code.block("\(access)init(from decoder: any Decoder) throws") {
                code.line("let container = try decoder.singleValueContainer()")
                code.lines([
                    "if container.decodeNil() {",
                    "    self = .null",
                    "} else if let value = try? container.decode(Bool.self) {",
                    "    self = .bool(value)",
                    "} else if let value = try? container.decode(Double.self) {",
                    "    self = .number(value)",
                    "} else if let value = try? container.decode(String.self) {",
                    "    self = .string(value)",
                    "} else if let value = try? container.decode([ParseJSONValue].self) {",
                    "    self = .array(value)",
                    "} else if let value = try? container.decode([String: ParseJSONValue].self) {",
                    "    self = .object(value)",
                    "} else {",
                    "    throw DecodingError.dataCorruptedError(in: container, debugDescription: \"Not a JSON value.\")",
                    "}",
                ])
            }
            code.line("")
            code.line("/// Encodes the value as it was.")
            code.block("\(access)func encode(to encoder: any Encoder) throws") {
                code.line("var container = encoder.singleValueContainer()")
                code.switchBlock("self") {
                    code.line("case .null: try container.encodeNil()")
                    code.line("case .bool(let value): try container.encode(value)")
                    code.line("case .number(let value): try container.encode(value)")
                    code.line("case .string(let value): try container.encode(value)")
                    code.line("case .array(let value): try container.encode(value)")
                    code.line("case .object(let value): try container.encode(value)")
                }
            }
        }
    }

    private func renderPointerValue(_ code: CodeBuilder) {
        code.line("/// A pointer to an object of a class no schema input declares: its class name and id.")
        code.block("\(access)struct ParsePointerValue: Codable, Hashable, Sendable") {
            code.line("/// The class of the object pointed at.")
            code.line("\(access)var className: String")
            code.line("/// The id of the object pointed at.")
            code.line("\(access)var objectId: String")
            code.line("")
            code.line("/// Creates a pointer.")
            code.block("\(access)init(className: String, objectId: String)") {
                code.line("self.className = className")
                code.line("self.objectId = objectId")
            }
            code.line("")
            code.block("private enum CodingKeys: String, CodingKey") {
                code.line("case type = \"__type\"")
                code.line("case className")
                code.line("case objectId")
            }
            code.line("")
            code.line("/// Decodes a pointer, or the class name and id of an included object.")
            code.block("\(access)init(from decoder: any Decoder) throws") {
                code.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
                code.line("className = try container.decode(String.self, forKey: .className)")
                code.line("objectId = try container.decode(String.self, forKey: .objectId)")
            }
            code.line("")
            code.line("/// Encodes the pointer in Parse's wire format.")
            code.block("\(access)func encode(to encoder: any Encoder) throws") {
                code.line("var container = encoder.container(keyedBy: CodingKeys.self)")
                code.line("try container.encode(\"Pointer\", forKey: .type)")
                code.line("try container.encode(className, forKey: .className)")
                code.line("try container.encode(objectId, forKey: .objectId)")
            }
        }
    }

    private func renderCodingKey(_ code: CodeBuilder) {
        code.line("/// A coding key made from any string, for reading the earlier keys of renamed fields.")
        code.block("struct ParseModelGenCodingKey: CodingKey") {
            code.line("var stringValue: String")
            code.line("var intValue: Int? { nil }")
            code.line("")
            code.block("init(_ stringValue: String)") { code.line("self.stringValue = stringValue") }
            code.line("")
            code.block("init?(stringValue: String)") { code.line("self.stringValue = stringValue") }
            code.line("")
            code.block("init?(intValue: Int)") { code.line("return nil") }
        }
        code.line("")
        // One generic method per shape, called with the key alone, type-checks much faster than the
        // container's overloaded `decodeIfPresent(_:forKey:)` in every line of every `init(from:)`.
        code.line("/// Decoding helpers for the generated `init(from:)` initializers.")
        code.block("extension KeyedDecodingContainer") {
            code.line("/// The value under `key`; nil when the key is absent or null.")
            code.block("nonisolated func parseModelGenValue<Value: Decodable>(_ key: Key) throws -> Value?") {
                code.line("try decodeIfPresent(Value.self, forKey: key)")
            }
            code.line("")
            code.line("/// The value under `key`, else under the first of `legacyKeys` (the keys of a renamed field) that has one.")
            code.block("nonisolated func parseModelGenValue<Value: Decodable>(_ key: Key, orLegacyKeys legacyKeys: [String], in decoder: any Decoder) throws -> Value?") {
                code.block("if let value = try decodeIfPresent(Value.self, forKey: key)") {
                    code.line("return value")
                }
                code.line("let legacy = try decoder.container(keyedBy: ParseModelGenCodingKey.self)")
                code.block("for name in legacyKeys") {
                    code.block("if let value = try legacy.decodeIfPresent(Value.self, forKey: ParseModelGenCodingKey(name))") {
                        code.line("return value")
                    }
                }
                code.line("return nil")
            }
        }
    }
}
