/// Reads `parse-model-gen.json`. Unknown keys are errors with a position, so a typo never
/// silently drops a refinement.
package enum ConfigDecoder {
    /// The config file's default name, looked for next to the schemas.
    package static let defaultFileName = "parse-model-gen.json"

    /// Decodes the config in `root`, read from the file at `path`.
    package static func decode(_ root: JSONNode, path: String) -> (config: GeneratorConfig, diagnostics: [Diagnostic]) {
        var context = DecodingContext(file: path)
        var config = GeneratorConfig()
        config.path = path
        guard let members = context.members(of: root, what: "the config") else { return (config, context.diagnostics) }
        context.rejectUnknownKeys(members, allowed: ConfigKeys.topLevel, in: "the config")
        for member in members {
            let value = member.value
            switch member.key {
            case "accessLevel":
                if let text = context.string(value, what: "'accessLevel'") {
                    if let level = AccessLevel(rawValue: text) {
                        config.accessLevel = level
                    } else {
                        context.error(
                            "invalid access level '\(text)'", at: value.position,
                            hint: "use internal, package or public")
                    }
                }
            case "pointerStyle":
                if let style = context.pointerStyle(value) {
                    config.pointerStyle = style.value
                }
            case "appTypes":
                config.appTypes = AppTypeNames.decode(value, context: &context)
            case "stripPrefixes":
                config.stripPrefixes = (context.strings(value, what: "'stripPrefixes'") ?? []).map(\.value)
            case "include":
                config.includeClasses = context.strings(value, what: "'include'")
            case "exclude":
                config.excludeClasses = context.strings(value, what: "'exclude'") ?? []
            case "schemas":
                config.schemaFiles = (context.strings(value, what: "'schemas'") ?? []).map(\.value)
            case "targetTypes":
                for entry in context.members(of: value, what: "'targetTypes'") ?? [] {
                    if let typeName = context.string(entry.value, what: "the Swift type for '\(entry.key)'") {
                        config.targetTypes[entry.key] = Located(typeName, at: context.location(entry.value.position))
                    }
                }
            case "additionalImports":
                for module in context.strings(value, what: "'additionalImports'") ?? [] {
                    if SwiftKeywords.isPlainIdentifier(module.value) && !SwiftKeywords.reserved.contains(module.value) {
                        config.additionalImports.append(module)
                    } else {
                        context.diagnostics.append(
                            Diagnostic(
                                .error, "'\(module.value)' in 'additionalImports' is not a module name",
                                at: module.location,
                                hint: "write the module's name as a Swift identifier, such as \"ChatModels\""))
                    }
                }
            case "supportFile":
                if let generate = context.bool(value, what: "'supportFile'") {
                    config.generatesSupportFile = generate
                    config.supportFileLocation = context.location(value.position)
                }
            case "warningsAsErrors":
                if let strict = context.bool(value, what: "'warningsAsErrors'") {
                    config.warningsAsErrors = strict
                }
            case "acknowledge":
                for entry in context.members(of: value, what: "'acknowledge'") ?? [] {
                    let parts = entry.key.split(separator: ".", omittingEmptySubsequences: false)
                    guard (1...2).contains(parts.count), parts.allSatisfy({ !$0.isEmpty }) else {
                        context.error(
                            "'\(entry.key)' in 'acknowledge' names no class or field", at: entry.keyPosition,
                            hint:
                                "write the Parse class name (\"_Session\") or the class and field (\"Book.description\")"
                        )
                        continue
                    }
                    for kind in context.strings(entry.value, what: "the warnings acknowledged for '\(entry.key)'") ?? []
                    {
                        guard let known = WarningSubject.Kind(rawValue: kind.value) else {
                            let kinds = WarningSubject.Kind.allCases.map(\.rawValue)
                            let suggestion =
                                NameSuggestion.closest(to: kind.value, among: kinds).map { "did you mean '\($0)'? " }
                                ?? ""
                            context.diagnostics.append(
                                Diagnostic(
                                    .error, "'\(kind.value)' is not a warning the config can acknowledge",
                                    at: kind.location,
                                    hint: suggestion + "the kinds are " + kinds.joined(separator: ", ")))
                            continue
                        }
                        config.acknowledged[WarningSubject(known, entry.key)] = kind.location
                    }
                }
            case "types":
                for entry in context.members(of: value, what: "'types'") ?? [] {
                    if let declaration = context.sharedType(entry) {
                        config.sharedTypes.append(declaration)
                    }
                }
            case "classes":
                for entry in context.members(of: value, what: "'classes'") ?? [] {
                    if let refinement = classRefinement(entry, context: &context) {
                        config.classes[entry.key] = refinement
                    }
                }
            // The servers section (ServerEnvironments.swift): read by pull and push only.
            case "servers":
                decodeServers(value, into: &config, context: &context)
            case "defaultServer":
                decodeDefaultServer(value, into: &config, context: &context)
            default:
                break
            }
        }
        checkDefaultServer(config, context: &context)
        return (config, context.diagnostics)
    }

    private static func classRefinement(_ entry: JSONMember, context: inout DecodingContext) -> ClassRefinement? {
        let what = "class '\(entry.key)'"
        guard let members = context.members(of: entry.value, what: what) else { return nil }
        context.rejectUnknownKeys(members, allowed: ConfigKeys.classEntry, in: what)
        var refinement = ClassRefinement(
            swiftName: nil, doc: nil, fields: [:], fieldLocations: [:], location: context.location(entry.keyPosition))
        if let member = members["swiftName"], let name = context.string(member.value, what: "'swiftName'") {
            refinement.swiftName = Located(name, at: context.location(member.value.position))
        }
        if let member = members["doc"] {
            refinement.doc = context.string(member.value, what: "'doc'")
        }
        if let member = members["textSearch"] {
            refinement.textSearch = context.bool(member.value, what: "'textSearch'") ?? false
        }
        if let member = members["merge"] {
            refinement.merge = context.bool(member.value, what: "'merge'") ?? true
        }
        if let member = members["decoder"] {
            refinement.decoder = context.bool(member.value, what: "'decoder'") ?? true
        }
        if let member = members["initializerOrder"] {
            refinement.initializerOrder = AppTypeNames.identifiers(
                member.value, what: "'initializerOrder'", context: &context)
        }
        if let member = members["localProperties"] {
            refinement.localProperties = LocalPropertyDecoder.decode(member.value, of: what, context: &context)
        }
        if let member = members["fields"] {
            for field in context.members(of: member.value, what: "'fields' of \(what)") ?? [] {
                // Spelled out only for a diagnostic.
                let fieldWhat = { "field '\(field.key)' of \(what)" }
                guard let fieldMembers = context.members(of: field.value, what: fieldWhat()) else { continue }
                context.rejectUnknownKeys(fieldMembers, allowed: ConfigKeys.field, in: fieldWhat())
                refinement.fields[field.key] = context.fieldRefinement(fieldMembers)
                refinement.fieldLocations[field.key] = context.location(field.keyPosition)
            }
        }
        return refinement
    }
}
