import ParseSchema

/// Renders the Cloud functions and jobs into one file: per function or job a struct that is the app's
/// `ParseCloudable` call and the Swift server's `ParseHookParametable` parameters, with its enums, its
/// initializer, its decoding and `validate()` in an extension.
struct CloudCodeRenderer {
    /// The file's name; the build plugin's output listing names the same file.
    static let fileName = GeneratedFileNames.cloudCodeFile

    let plan: CloudCodePlan
    let access: String
    let header: [String]
    let imports: [String]

    func render() -> String {
        let preamble = CodeBuilder()
        preamble.filePreamble(header: header, imports: imports)
        guard !plan.types.isEmpty else { return preamble.text }
        CloudCodeProtocolRenderer(access: access).render(plan, preamble)
        // Each type on its own, on every core, as the models are: one file holds them all, which rendered on
        // one core after the models left the other cores idle.
        let types = plan.types.concurrentMap { type in
            let code = CodeBuilder()
            renderType(type, code)
            code.line("")
            renderExtension(type, code)
            return code.text
        }
        return preamble.text + "\n" + types.joined(separator: "\n")
    }

    /// The struct: what its protocol asks for and the parameters, with the memberwise initializer. What every
    /// type shares is documented once, on ``CloudCodeProtocolRenderer/callProtocol``.
    private func renderType(_ type: CloudTypePlan, _ code: CodeBuilder) {
        let name = SwiftText.identifier(type.typeName)
        code.docComment(type.doc)
        code.block(
            "\(access)nonisolated struct \(name): \(CloudCodeProtocolRenderer.callProtocol), @unchecked Sendable"
        ) {
            code.line("\(access)typealias ReturnType = \(type: type.returnType)")
            code.line("\(access)static let functionName = \(literal: type.wireName)")
            for parameter in type.parameters {
                code.line("")
                code.docComment(parameter.doc)
                code.line("\(access)var \(identifier: parameter.name): \(type: parameter.storedType)")
            }
            if !type.parameters.isEmpty {
                code.line("")
                code.line("/// The keys of the request's `params`.")
                code.block("\(access)enum CodingKeys: String, CodingKey") {
                    for parameter in type.parameters {
                        if parameter.name == parameter.wireKey {
                            code.line("case \(identifier: parameter.name)")
                        } else {
                            code.line("case \(identifier: parameter.name) = \(literal: parameter.wireKey)")
                        }
                    }
                }
            }
            // In the struct, not in an extension: there it would clash with the synthesized memberwise initializer.
            code.line("")
            renderInitializer(type, code)
        }
    }

    private func renderExtension(_ type: CloudTypePlan, _ code: CodeBuilder) {
        let enums = CloudCodeProtocolRenderer(access: access)
        code.block("nonisolated extension \(identifier: type.typeName)") {
            for enumeration in type.enums {
                enums.renderOption(enumeration, code)
                code.line("")
            }
            renderDecoder(type, code)
            code.line("")
            renderValidation(type, code)
        }
    }

    private func renderInitializer(_ type: CloudTypePlan, _ code: CodeBuilder) {
        code.line("/// A call with these parameters.")
        guard !type.parameters.isEmpty else {
            code.line("\(access)init() {}")
            return
        }
        code.line("\(access)init(")
        code.indented {
            for (index, parameter) in type.parameters.enumerated() {
                let comma = index == type.parameters.count - 1 ? "" : ","
                let name = SwiftText.identifier(parameter.name)
                switch parameter.presence {
                case .required:
                    code.line("\(name): \(type: parameter.type)\(comma)")
                case .defaulted(let value):
                    let spelled = TypeSpelling.spell(value, for: parameter.type)
                    code.line("\(name): \(type: parameter.type) = \(spelled)\(comma)")
                case .optional:
                    code.line("\(name): \(type: parameter.storedType) = nil\(comma)")
                }
            }
        }
        code.block(")") {
            for parameter in type.parameters {
                let name = SwiftText.identifier(parameter.name)
                code.line("self.\(name) = \(name)")
            }
        }
    }

    private func renderDecoder(_ type: CloudTypePlan, _ code: CodeBuilder) {
        guard !type.parameters.isEmpty else {
            code.line("\(access)init(from decoder: any Decoder) throws {}")
            return
        }
        code.block("\(access)init(from decoder: any Decoder) throws") {
            code.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
            for parameter in type.parameters {
                let name = SwiftText.identifier(parameter.name)
                let decoded =
                    "try container.decodeIfPresent(\(TypeSpelling.spell(parameter.type)).self, forKey: .\(name))"
                if case .defaulted(let value) = parameter.presence {
                    code.line("self.\(name) = \(decoded) ?? \(TypeSpelling.spell(value, for: parameter.type))")
                } else {
                    code.line("self.\(name) = \(decoded)")
                }
            }
        }
    }

    private func renderValidation(_ type: CloudTypePlan, _ code: CodeBuilder) {
        let checks = type.parameters.filter { parameter in
            if case .required = parameter.presence { return true }
            return parameter.unknownCaseName != nil || !parameter.numberOptions.isEmpty
        }
        guard !checks.isEmpty else {
            code.line("\(access)func validate() -> [String] { [] }")
            return
        }
        code.block("\(access)func validate() -> [String]") {
            code.line("var problems: [String] = []")
            for parameter in checks {
                let name = SwiftText.identifier(parameter.name)
                if case .required = parameter.presence {
                    code.block("if \(name) == nil") {
                        code.line("problems.append(\(literal: parameter.missingMessage))")
                    }
                }
                let refused = parameter.refusedMessage
                if let unknown = parameter.unknownCaseName {
                    let optional: String
                    if case .defaulted = parameter.presence { optional = "" } else { optional = "?" }
                    code.block("if case .\(identifier: unknown)\(optional) = \(name)") {
                        code.line("problems.append(\(literal: refused))")
                    }
                } else if !parameter.numberOptions.isEmpty {
                    let list = "[" + parameter.numberOptions.joined(separator: ", ") + "]"
                    let value: String
                    if case .defaulted = parameter.presence {
                        value = "\(name)"
                        code.block("if !\(list).contains(\(value))") {
                            code.line("problems.append(\(literal: refused))")
                        }
                    } else {
                        code.block("if let value = \(name), !\(list).contains(value)") {
                            code.line("problems.append(\(literal: refused))")
                        }
                    }
                }
            }
            code.line("return problems")
        }
    }
}
