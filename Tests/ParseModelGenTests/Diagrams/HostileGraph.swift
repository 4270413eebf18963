import DataModelDocuments
import Foundation
import ParseSchema

/// A graph whose every name, label and description is hostile, built directly so that it skips the
/// validation that keeps real class and field names to letters, digits and `_`: the writers must stay
/// safe on their own.
enum HostileGraph {
    /// Texts aimed at Mermaid, DOT, Markdown and HTML, and at terminals and readers (bidirectional overrides).
    static let texts = [
        #"Evil" } %% "x" }o--o{ "y" : "z"#,
        "line\nbreak\r\nand\u{2028}separator",
        #"back\slash \N \l \" quote"#,
        "{record|<port> field}",
        "<script>alert(1)</script> <br> &amp; &#quot; #quot; #35;",
        "`code` ``two`` **bold** _em_ [link](javascript:x) ![i](x) | pipe ~~s~~ $m$",
        "# heading",
        "- item",
        "1. item",
        "bidi\u{202E}txet\u{202C} zero\u{200B}width nul\u{0}",
        "style:#quot;;",
        "direction TB",
        "x DiReCtIoN\tlr y",
        "PK",
        "unicode \u{00DC}ber \u{1F600} \u{0645}",
        "case --> \"wire\" `tick` <tag> | pipe\nline",
    ]

    /// An enum whose case names and server values are all of ``texts`` (a server value, unlike a name, is
    /// never validated), and a struct whose properties are.
    static func valueTypes(owner: String) -> [DataModelValueType] {
        [
            DataModelValueType(
                name: "E", qualifiedName: owner + ".E" + texts[0],
                shape: .enumeration(
                    rawType: "String",
                    cases: texts.map { DataModelEnumCase(name: $0, rawValue: "\"" + $0 + "\"", rawValueIsName: false) }
                        + [DataModelEnumCase(name: "same", rawValue: "\"same\"", rawValueIsName: true)],
                    unknownCase: texts[1])),
            DataModelValueType(
                name: "S", qualifiedName: owner + ".S" + texts[2],
                shape: .structure(
                    properties: texts.map {
                        DataModelStructProperty(
                            wireKey: $0, swiftName: $0 + "Swift", swiftType: "[" + $0 + "]?",
                            valueTypes: [owner + ".E" + texts[0]])
                    })),
        ]
    }

    /// Classes named after ``texts``, each with fields named after them, pointing at each other and at a placeholder.
    static func graph() -> DataModelGraph {
        var classes: [DataModelClass] = []
        var links: [DataModelLink] = []
        for (index, text) in texts.enumerated() {
            let typeName = "T\(index)" + text
            let target = "T\((index + 1) % texts.count)" + texts[(index + 1) % texts.count]
            let fields = [
                DataModelField(
                    parseName: "objectId", swiftName: "objectId", parseType: .string, swiftType: "String?",
                    isBuiltIn: true,
                    isRequired: false, defaultValue: nil, description: nil),
                DataModelField(
                    parseName: text, swiftName: text + "Swift", parseType: .pointer(targetClass: target),
                    swiftType: text + "?",
                    isBuiltIn: false, isRequired: index % 2 == 0,
                    defaultValue: JSONNode(.string(text), at: SourcePosition(line: 1, column: 1)), description: text,
                    queryKey: DataModelQueryKey(name: text, typeName: "ParsePointerKey<" + text + ">")),
                DataModelField(
                    parseName: "e" + text, swiftName: "e" + text, parseType: .string, swiftType: text + "?",
                    isBuiltIn: false, isRequired: false, defaultValue: nil, description: nil,
                    valueTypes: [typeName + ".E" + texts[0], typeName + ".S" + texts[2], "Shared" + text],
                    queryKey: DataModelQueryKey(name: "e" + text, typeName: "ParseFieldKey<" + text + ">")),
                DataModelField(
                    parseName: "r" + text, swiftName: nil, parseType: .relation(targetClass: "P" + text),
                    swiftType: nil,
                    isBuiltIn: false, isRequired: false, defaultValue: nil, description: text),
            ]
            let permissions = JSONNode(
                .object([
                    JSONMember(
                        key: "find", keyPosition: SourcePosition(line: 1, column: 1),
                        value: JSONNode(
                            .object([
                                JSONMember(
                                    key: "role:" + text, keyPosition: SourcePosition(line: 1, column: 1),
                                    value: JSONNode(.bool(true), at: SourcePosition(line: 1, column: 1)))
                            ]),
                            at: SourcePosition(line: 1, column: 1)))
                ]), at: SourcePosition(line: 1, column: 1))
            classes.append(
                DataModelClass(
                    parseName: text, swiftTypeName: typeName, protocolName: "ParseObject", isSystem: index % 3 == 0,
                    isDeclared: true,
                    description: text, fields: fields,
                    classLevelPermissions: Located(
                        permissions, at: SourceLocation(file: "hostile.json", line: 1, column: 1)),
                    valueTypes: valueTypes(owner: typeName)
                ))
            links.append(
                DataModelLink(
                    kind: .pointer, from: typeName, field: text, swiftProperty: text + "Swift", to: .model(target),
                    isRequired: index % 2 == 0,
                    helpers: [DataModelHelper(owner: target, name: "query" + text, arguments: "()")]))
            links.append(
                DataModelLink(
                    kind: .relation, from: typeName, field: "r" + text, swiftProperty: nil,
                    to: .placeholder("P" + text),
                    isRequired: false,
                    helpers: [
                        DataModelHelper(owner: typeName, name: "addTo" + text, arguments: "(_:)"),
                        DataModelHelper(owner: text, name: text, arguments: "()"),
                    ]))
        }
        let placeholders = texts.map {
            DataModelPlaceholder(parseName: "P" + $0, reason: .undeclared, configuredSwiftType: $0)
        }
        let shared = texts.map { text in
            DataModelValueType(
                name: "Shared" + text, qualifiedName: "Shared" + text,
                shape: .enumeration(
                    rawType: "Int",
                    cases: [DataModelEnumCase(name: text, rawValue: "-1", rawValueIsName: false)],
                    unknownCase: text))
        }
        return DataModelGraph(
            classes: classes, placeholders: placeholders, links: links, sourceFiles: texts.map { $0 + ".json" },
            sharedTypes: shared)
    }
}
