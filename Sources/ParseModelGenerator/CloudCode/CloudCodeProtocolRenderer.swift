import ParseSchema

/// Renders what every Cloud type of the file shares, once at its top: the protocol each function and job
/// conforms to and, when a parameter has `options`, the protocol of their enums. What the types have in
/// common is declared and documented here, not repeated per type: the file is a fraction of the size, and
/// the documentation of a type's `functionName` and `validate()` comes from the protocol's requirements.
struct CloudCodeProtocolRenderer {
    /// The protocol every generated function and job conforms to.
    static let callProtocol = "ParseCloudCall"
    /// The protocol of the enums of parameters with `options`.
    static let optionProtocol = "ParseCloudOption"

    let access: String

    /// The protocols `plan` needs, each followed by a blank line.
    func render(_ plan: CloudCodePlan, _ code: CodeBuilder) {
        renderCallProtocol(code)
        code.line("")
        guard plan.types.contains(where: { !$0.enums.isEmpty }) else { return }
        renderOptionProtocol(code)
        code.line("")
    }

    private func renderCallProtocol(_ code: CodeBuilder) {
        code.line("/// A Cloud function or job of the description. The app calls it with ParseSwift's `runFunction()`")
        code.line("/// or `startJob()`; a Swift server decodes the same type as a hook's parameters")
        code.line(
            "/// (`ParseHookFunctionRequest`). Only the parameters are sent, under their keys in the description.")
        code.line("///")
        code.line("/// Its decoder is lenient, as the server's validator is: a missing parameter stays `nil` or takes")
        code.line("/// its default, so that `validate()` can say what is wrong.")
        code.block(
            "\(access)nonisolated protocol \(Self.callProtocol): ParseCloudable, ParseHookParametable"
        ) {
            code.line("/// The name the server registers the function or job under.")
            code.line("static var functionName: String { get }")
            code.line("")
            code.line("/// What Parse Server's validator would refuse in this call, in its words: required parameters")
            code.line("/// that are missing and values outside the accepted ones. Empty when the call is valid.")
            code.line("func validate() -> [String]")
        }
        code.line("")
        code.block("nonisolated extension \(Self.callProtocol)") {
            code.line("/// What ParseSwift calls: always `functionName`. The SDK's protocol asks for a setter;")
            code.line("/// setting changes nothing, so a call cannot reach another function. It is never sent.")
            code.block("\(access)var functionJobName: String") {
                code.line("get { Self.functionName }")
                code.line("set {}")
            }
            code.line("")
            code.line("/// Nothing to refuse: the call of a function or job without required parameters or `options`.")
            code.line("\(access)func validate() -> [String] { [] }")
        }
    }

    private func renderOptionProtocol(_ code: CodeBuilder) {
        code.line("/// The accepted values of a parameter with `options`, and a case for any other value, which")
        code.line("/// `validate()` refuses. Encoded and decoded as the raw value by the standard library's")
        code.line("/// `RawRepresentable` coding, which this non-failable `init(rawValue:)` never makes throw.")
        code.block(
            "\(access)nonisolated protocol \(Self.optionProtocol): RawRepresentable, CaseIterable, Codable, Hashable, Sendable where RawValue == String"
        ) {
            code.line("/// The case of a value; a value the description does not list becomes the unknown case.")
            code.line("init(rawValue: String)")
        }
    }

    /// The enum of a parameter's `options`: its cases, the unknown case, and the two switches between cases and
    /// values; coding, equality and hashing come from ``optionProtocol``'s protocols.
    func renderOption(_ plan: EnumPlan, _ code: CodeBuilder) {
        let typeName = SwiftText.identifier(plan.name)
        let unknown = SwiftText.identifier(plan.unknownCaseName)
        code.docComment(plan.doc)
        code.block("\(access)nonisolated enum \(typeName): \(Self.optionProtocol)") {
            for enumCase in plan.cases {
                code.line("case \(SwiftText.identifier(enumCase.name))")
            }
            code.line("/// A value the description does not list.")
            code.line("case \(unknown)(String)")
            code.line("")
            code.line("/// The listed values, in the description's order.")
            code.line(
                verbatim: "\(access)static var allCases: [\(typeName)] { ["
                    + plan.cases.map { "." + SwiftText.identifier($0.name) }.joined(separator: ", ") + "] }")
            code.line("")
            code.line(
                "/// The case of a value; a value the description does not list becomes `.\(plan.unknownCaseName)`.")
            code.block("\(access)init(rawValue: String)") {
                code.switchBlock("rawValue") {
                    for enumCase in plan.cases {
                        code.line("case \(literal: rawText(enumCase)): self = .\(identifier: enumCase.name)")
                    }
                    code.line("default: self = .\(unknown)(rawValue)")
                }
            }
            code.line("")
            code.line("/// The value sent and received.")
            code.block("\(access)var rawValue: String") {
                code.switchBlock("self") {
                    for enumCase in plan.cases {
                        code.line("case .\(identifier: enumCase.name): return \(literal: rawText(enumCase))")
                    }
                    code.line("case .\(unknown)(let value): return value")
                }
            }
        }
    }

    /// A case's value: Cloud Code options enums are all of String (Number options stay numbers).
    private func rawText(_ enumCase: EnumCasePlan) -> String {
        switch enumCase.rawValue {
        case .string(let text): return text
        case .int(let value): return String(value)
        }
    }
}
