import ParseSchema

/// Renders the enums and structs declared inside a model (or inside a shared type).
///
/// Each level of nesting is declared in its own extension (`extension Recipe.Step { struct Timer ... }`)
/// rather than inside the struct that holds it: types written inside each other made the compiler's work
/// grow exponentially with the depth (issue 28: 31 s at depth 20, 300 s at 24); one extension per level
/// grows as the same types written by hand do (a struct holds every level below it by value, so each
/// level costs a little more than the one under it). The qualified names stay the same. A type declared in an extension sees its own
/// members and those of the type it extends, not those of the scopes further out, so references to those
/// are spelled from the model down (`Post.Outer.Box`); nested types never take a model's or an enclosing
/// struct's name, so that spelling cannot be captured.
struct NestedTypeRenderer {
    let access: String

    /// Declares `nested`, a member of the type at `scope`, without the types nested inside it.
    func render(_ nested: NestedTypePlan, in scope: NestedScope, _ code: CodeBuilder) {
        switch nested {
        case .enumeration(let plan): renderEnum(plan, code)
        case .structure(let plan): renderStruct(plan, in: scope, code)
        }
    }

    /// The extensions declaring the types nested inside `nested` (a member of the type at `scope`), one
    /// per struct that has any, outermost first.
    func renderInnerLevels(of nested: NestedTypePlan, in scope: NestedScope, _ code: CodeBuilder) {
        guard case .structure(let plan) = nested, !plan.nestedTypes.isEmpty else { return }
        let inner = scope.entering(plan)
        code.line("")
        code.block("nonisolated extension \(inner.qualifiedPath)") {
            for (index, type) in plan.nestedTypes.enumerated() {
                if index > 0 { code.line("") }
                render(type, in: inner, code)
            }
        }
        for type in plan.nestedTypes {
            renderInnerLevels(of: type, in: inner, code)
        }
    }

    private func renderEnum(_ plan: EnumPlan, _ code: CodeBuilder) {
        let rawType = plan.rawType.rawValue
        let unknown = SwiftText.identifier(plan.unknownCaseName)
        code.docComment(plan.doc)
        let typeName = SwiftText.identifier(plan.name)
        code.block("\(access)nonisolated enum \(typeName): RawRepresentable, CaseIterable, Codable, Hashable, Sendable")
        {
            for enumCase in plan.cases {
                code.line("/// The server value \(literal(enumCase.rawValue)).")
                code.line("case \(SwiftText.identifier(enumCase.name))")
            }
            code.line("/// A value this version of the model does not know; it is saved back unchanged.")
            code.line("case \(unknown)(\(rawType))")
            code.line("")
            code.line(
                "/// The known values, in the order the schema or config declares them; `.\(plan.unknownCaseName)` is not among them."
            )
            code.line(
                verbatim: "\(access)static var allCases: [\(typeName)] { ["
                    + plan.cases.map { "." + SwiftText.identifier($0.name) }.joined(separator: ", ") + "] }")
            code.line("")
            code.line("/// The case for a server value; an unknown value becomes `.\(plan.unknownCaseName)`.")
            code.block("\(access)init(rawValue: \(rawType))") {
                code.switchBlock("rawValue") {
                    for enumCase in plan.cases {
                        code.line("case \(literal(enumCase.rawValue)): self = .\(SwiftText.identifier(enumCase.name))")
                    }
                    code.line("default: self = .\(unknown)(rawValue)")
                }
            }
            code.line("")
            code.line("/// The value the server stores.")
            code.block("\(access)var rawValue: \(rawType)") {
                code.switchBlock("self") {
                    for enumCase in plan.cases {
                        code.line("case .\(SwiftText.identifier(enumCase.name)): return \(literal(enumCase.rawValue))")
                    }
                    code.line("case .\(unknown)(let value): return value")
                }
            }
            code.line("")
            code.line("/// Decodes any value of the raw type, known or not.")
            code.block("\(access)init(from decoder: any Decoder) throws") {
                // `RawValue`, not `Int` or `String`: a case may be named like the raw type (`case Int`), and an
                // expression looks a name up among the cases first (issue 33). `RawValue` cannot name a case.
                code.line("self.init(rawValue: try decoder.singleValueContainer().decode(RawValue.self))")
            }
            code.line("")
            code.line("/// Encodes the raw value.")
            code.block("\(access)func encode(to encoder: any Encoder) throws") {
                code.line("var container = encoder.singleValueContainer()")
                code.line("try container.encode(rawValue)")
            }
        }
    }

    private func renderStruct(_ unqualified: StructPlan, in scope: NestedScope, _ code: CodeBuilder) {
        let plan = scope.entering(unqualified).qualifying(unqualified)
        code.docComment(plan.doc)
        // Unchecked only where a property's type is `Sendable` in the fork and not in ParseSwift 4.14:
        // the SDK's value types and models are structs of values, safe to share.
        let sendable = plan.hasCheckedSendable ? "Sendable" : "@unchecked Sendable"
        code.block("\(access)nonisolated struct \(SwiftText.identifier(plan.name)): Codable, Hashable, \(sendable)") {
            for property in plan.properties {
                code.docComment(property.doc)
                code.line("\(access)var \(SwiftText.identifier(property.name)): \(type: property.type)")
                code.line("")
            }
            let parameters = plan.properties.map {
                "\(SwiftText.identifier($0.name)): \(TypeSpelling.spell($0.type)) = nil"
            }
            code.line("/// Creates a value; every field is optional, as on the server.")
            if parameters.isEmpty {
                code.line("\(access)init() {}")
            } else {
                code.block("\(access)init(\(parameters.joined(separator: ", ")))") {
                    for property in plan.properties {
                        let name = SwiftText.identifier(property.name)
                        code.line("self.\(name) = \(name)")
                    }
                }
            }
            CodingRenderer(properties: plan.properties, access: access).render(code)
        }
    }

    private func literal(_ value: EnumRawValue) -> String {
        switch value {
        case .int(let number): return String(number)
        case .string(let text): return SwiftText.stringLiteral(text)
        }
    }
}
