import ParseSchema

/// Renders one model plan into the text of its file.
struct ModelRenderer {
    let model: ModelPlan
    let access: String
    let header: [String]

    init(model: ModelPlan, accessLevel: AccessLevel, header: [String]) {
        self.model = model
        self.access = TypeSpelling.modifier(accessLevel)
        self.header = header
    }

    /// Modules to import besides Foundation and ParseSwift.
    var imports: [String] = []

    func render() -> String {
        let code = CodeBuilder()
        code.filePreamble(header: header, imports: imports)
        code.docComment(model.doc)
        // The SDK's protocols by their plain names, as hand-written models write them: named through the
        // support file's namespace, Swift 6.3 reports models that refer to each other as not conforming, and
        // no app can declare a `ParseObject` of its own without breaking its own models.
        //
        // `@unchecked Sendable`: ParseSwift 4.14 marks none of its value types `Sendable`, so a model could not
        // be saved from a `Task {}` or compared in an array in Swift 6 mode; they are structs of values, and the
        // fork's `ParseObject` requires `Sendable` anyway.
        let conformances =
            ([model.protocolName] + model.extraConformances).map(SwiftText.identifier).joined(separator: ", ")
            + ", @unchecked Sendable"
        let allProperties = model.allProperties
        code.block("\(access)nonisolated struct \(typeName): \(conformances)") {
            renderTypeAliases(code)
            if let wireClassName = model.wireClassName {
                code.separator()
                code.line("/// The class name on the server.")
                code.line("\(access)static var className: String { \(SwiftText.stringLiteral(wireClassName)) }")
            }
            code.separator()
            renderProperties(model.builtInProperties, code)
            if !model.properties.isEmpty {
                code.line("")
                renderProperties(model.properties, code)
            }
            if !model.localProperties.isEmpty {
                code.line("")
                code.line("// Kept on this device only: not in CodingKeys, never sent to the server.")
                renderProperties(model.localProperties, code)
            }
            code.line("")
            code.line("/// An empty object, as ParseSwift requires.")
            code.line("\(access)init() {}")
            CodingRenderer(
                properties: allProperties.filter(\.isCoded), access: access, rendersDecoder: model.generatesDecoder,
                startsFromEmptyObject: true
            ).render(code)
        }
        InitializerRenderer(model: model, allProperties: allProperties, access: access).render(code)
        let nestedRenderer = NestedTypeRenderer(access: access)
        let scope = NestedScope(root: model.typeName, nestedTypes: model.nestedTypes)
        for nested in model.nestedTypes {
            code.line("")
            code.line("// MARK: - \(nested.name)")
            code.line("")
            code.block("nonisolated extension \(typeName)") {
                nestedRenderer.render(nested, in: scope, code)
            }
            nestedRenderer.renderInnerLevels(of: nested, in: scope, code)
        }
        QueryRenderer(model: model, access: access).render(code)
        return code.text
    }

    private var typeName: String { SwiftText.identifier(model.typeName) }

    private func renderTypeAliases(_ code: CodeBuilder) {
        for alias in model.typeAliases {
            code.line("/// The user type this model refers to.")
            code.line("\(access)typealias \(alias.name) = \(type: alias.target)")
        }
    }

    /// Properties with documentation get a blank line around them; undocumented ones sit together.
    /// Fields are read in place, by index, here and in the other renderers: a copy of a property plan
    /// retains each of its strings and lists, and every property is visited several times.
    private func renderProperties(_ properties: [PropertyPlan], _ code: CodeBuilder) {
        for index in properties.indices {
            let documented = !properties[index].doc.isEmpty
            let previousDocumented = index > 0 && !properties[index - 1].doc.isEmpty
            if index > 0 && (documented || previousDocumented) {
                code.line("")
            }
            code.docComment(properties[index].doc)
            if let placeholder = properties[index].placeholder {
                code.line(
                    "\(access)var \(identifier: properties[index].name): \(type: properties[index].type) = \(TypeSpelling.spell(placeholder, for: properties[index].type))"
                )
            } else if let initial = properties[index].initialValue {
                code.line(
                    "\(access)var \(identifier: properties[index].name): \(type: properties[index].type) = \(TypeSpelling.spell(initial, for: properties[index].type))"
                )
            } else {
                code.line("\(access)var \(identifier: properties[index].name): \(type: properties[index].type)")
            }
        }
    }
}

/// Renders `CodingKeys` and `init(from:)`; `encode(to:)` is left to the compiler.
///
/// Written out even where the compiler would synthesize the same: the synthesized `init(from:)` makes
/// the compiler's work quadratic in the number of fields (issue 28: 2,000 fields compiled in 97 s
/// hand-written, 18 s with this one), and type-checking it costs more than type-checking this one.
struct CodingRenderer {
    let properties: [PropertyPlan]
    let access: String
    /// False for a model whose config says `"decoder": false`: the app declares `init(from:)` itself.
    var rendersDecoder = true
    /// True for a model, which always declares `init()`: the decoder starts from `self.init()`, so that the
    /// compiler tracks `self` as one value instead of each stored property in turn. Assigning every stored
    /// property of an uninitialized `self` after a `try` makes definite initialization quadratic in the
    /// number of fields (issue 34: 3.0 of the 50 s of CPU a 2,000-field model took; 0.15 s at 500 fields).
    var startsFromEmptyObject = false

    /// Nothing for a struct without properties, whose `CodingKeys` could have no cases.
    func render(_ code: CodeBuilder) {
        guard !properties.isEmpty else { return }
        code.line("")
        code.line("/// The keys the server uses for each property.")
        code.block("enum CodingKeys: String, CodingKey") {
            for index in properties.indices {
                let name = properties[index].name
                let wireKey = properties[index].wireKey
                if name == wireKey {
                    code.line("case \(identifier: name)")
                } else {
                    code.line("case \(identifier: name) = \(literal: wireKey)")
                }
            }
        }
        guard rendersDecoder else { return }
        let usesLegacyKeys = properties.contains { !$0.aliases.isEmpty }
        code.line("")
        code.line(
            verbatim: "/// Decodes a server response; missing keys leave properties empty"
                + (usesLegacyKeys ? ", and earlier keys of renamed fields are read too." : "."))
        code.block("\(access)init(from decoder: any Decoder) throws") {
            code.line("let container = try decoder.container(keyedBy: CodingKeys.self)")
            if startsFromEmptyObject {
                code.line("self.init()")
            }
            for index in properties.indices {
                renderDecoding(
                    properties[index].name, aliases: properties[index].aliases,
                    placeholder: properties[index].placeholder,
                    type: properties[index].type, code)
            }
        }
    }

    /// `self.name = try container.parseModelGenValue(.name)`, with the legacy keys and the placeholder if
    /// any. `self.` because a property may be named like the initializer's `container` or `decoder`.
    private func renderDecoding(
        _ name: String, aliases: [String], placeholder: PlaceholderValue?, type: SwiftType, _ code: CodeBuilder
    ) {
        let legacyKeys =
            aliases.isEmpty
            ? "" : ", orLegacyKeys: [" + aliases.map(SwiftText.stringLiteral).joined(separator: ", ") + "], in: decoder"
        let fallback = placeholder.map { " ?? " + TypeSpelling.spell($0, for: type) } ?? ""
        code.line(
            "self.\(identifier: name) = try container.parseModelGenValue(.\(identifier: name)\(legacyKeys))\(fallback)")
    }
}
