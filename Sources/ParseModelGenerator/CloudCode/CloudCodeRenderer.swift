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
            // Each parameter's name as the code spells it, worked out once for the five places it appears.
            let names = type.parameters.map { SwiftText.identifier($0.name) }
            let code = CodeBuilder()
            renderType(type, names, code)
            renderExtension(type, names, code)
            return code.text
        }
        return preamble.text + "\n" + types.joined(separator: "\n")
    }

    /// The struct: what its protocol asks for and the parameters, with the memberwise initializer. What every
    /// type shares is documented once, on ``CloudCodeProtocolRenderer/callProtocol``.
    private func renderType(_ type: CloudTypePlan, _ names: [String], _ code: CodeBuilder) {
        renderDocumentation(type, code)
        code.block(
            "\(access)nonisolated struct \(identifier: type.typeName): \(CloudCodeProtocolRenderer.callProtocol), @unchecked Sendable"
        ) {
            code.line("\(access)typealias ReturnType = \(type: type.returnType)")
            code.line("\(access)static let functionName = \(literal: type.wireName)")
            forEachParameter(of: type, names) { _, parameter, name in
                code.line("")
                renderDocumentation(parameter, code)
                code.line("\(access)var \(name): \(type: parameter.storedType)")
            }
            // Only when a key differs from its property: otherwise Swift synthesizes the same keys.
            if type.hasRenamedKey {
                code.line("")
                code.line("/// The keys of the request's `params`.")
                code.block("\(access)enum CodingKeys: String, CodingKey") {
                    forEachParameter(of: type, names) { _, parameter, name in
                        if parameter.name == parameter.wireKey {
                            code.line("case \(name)")
                        } else {
                            code.line("case \(name) = \(literal: parameter.wireKey)")
                        }
                    }
                }
            }
            // In the struct, not in an extension: there it would clash with the synthesized memberwise initializer.
            code.line("")
            renderInitializer(type, names, code)
        }
    }

    /// The extension with what a type needs beyond its protocols' defaults and Swift's synthesis: its enums, a
    /// decoder when a parameter has a default, `validate()` when there is something to check; none without.
    private func renderExtension(_ type: CloudTypePlan, _ names: [String], _ code: CodeBuilder) {
        guard !type.enums.isEmpty || type.hasDefault || type.hasChecks else { return }
        let enums = CloudCodeProtocolRenderer(access: access)
        code.line("")
        code.block("nonisolated extension \(identifier: type.typeName)") {
            for enumeration in type.enums {
                code.separator()
                enums.renderOption(enumeration, code)
            }
            if type.hasDefault {
                code.separator()
                renderDecoder(type, names, code)
            }
            if type.hasChecks {
                code.separator()
                renderValidation(type, names, code)
            }
        }
    }

    private func renderInitializer(_ type: CloudTypePlan, _ names: [String], _ code: CodeBuilder) {
        code.line("/// A call with these parameters.")
        guard !type.parameters.isEmpty else {
            code.line("\(access)init() {}")
            return
        }
        code.line("\(access)init(")
        code.indented {
            forEachParameter(of: type, names) { index, parameter, name in
                let comma = index == type.parameters.count - 1 ? "" : ","
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
            forEachParameter(of: type, names) { _, _, name in
                code.line("self.\(name) = \(name)")
            }
        }
    }

    /// The decoder of a type with a defaulted parameter, which falls back to the default as the validator does;
    /// Swift synthesizes the same decoder for the other types, every property of theirs being optional.
    private func renderDecoder(_ type: CloudTypePlan, _ names: [String], _ code: CodeBuilder) {
        code.block("\(access)init(from decoder: any Decoder) throws") {
            code.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
            forEachParameter(of: type, names) { _, parameter, name in
                if case .defaulted(let value) = parameter.presence {
                    let spelled = TypeSpelling.spell(value, for: parameter.type)
                    code.line(
                        "self.\(name) = try container.decodeIfPresent(\(type: parameter.type).self, forKey: .\(name)) ?? \(spelled)"
                    )
                } else {
                    code.line(
                        "self.\(name) = try container.decodeIfPresent(\(type: parameter.type).self, forKey: .\(name))")
                }
            }
        }
    }

    private func renderValidation(_ type: CloudTypePlan, _ names: [String], _ code: CodeBuilder) {
        code.block("\(access)func validate() -> [String]") {
            code.line("var problems: [String] = []")
            forEachParameter(of: type, names) { _, parameter, name in
                if let missing = parameter.missingMessage {
                    code.block("if \(name) == nil") {
                        code.line("problems.append(\(literal: missing))")
                    }
                }
                guard let refused = parameter.refusedMessage else { return }
                if let unknown = parameter.unknownCaseName {
                    let optional: String
                    if case .defaulted = parameter.presence { optional = "" } else { optional = "?" }
                    code.block("if case .\(identifier: unknown)\(optional) = \(name)") {
                        code.line("problems.append(\(literal: refused))")
                    }
                } else if !parameter.numberOptions.isEmpty {
                    let list = "[" + parameter.numberOptions.joined(separator: ", ") + "]"
                    if case .defaulted = parameter.presence {
                        code.block("if !\(list).contains(\(name))") {
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

    /// Each parameter with its index and its spelled name, by an index loop: `zip` and ranges stepped generic
    /// iterators in the debug build the build plugin runs.
    private func forEachParameter(
        of type: CloudTypePlan, _ names: [String], _ body: (Int, CloudParameterPlan, String) -> Void
    ) {
        var index = 0
        while index < type.parameters.count {
            body(index, type.parameters[index], names[index])
            index += 1
        }
    }
}
