import ParseSchema

/// Turns the declarations read from the dump into models, enums and structs: spells their types, joins
/// what extensions add to the types they extend, and decides which types are Parse models.
enum SwiftDeclarationResolver {
    static func resolve(
        _ read: [SwiftASTReader.TypeDeclaration], spelled: [String: String], uses: SwiftUseSites = SwiftUseSites(),
        into result: inout SwiftModelSet
    ) {
        func spell(_ mangled: String?) -> String? {
            guard let mangled, let text = spelled[mangled], !text.hasPrefix("$s"), !text.contains("<ERROR TYPE>") else {
                return nil
            }
            return text
        }
        // Qualified names as the compiler knows them (`GameScore.Level` for an enum declared in an
        // extension of GameScore), so they match the spelled property types.
        var declarations = read
        for index in declarations.indices {
            if let name = spell(declarations[index].mangledName), !name.isEmpty {
                declarations[index].spelledName = name
            }
        }
        let types = declarations.filter { $0.kind != .extensionOfType }
        var byName: [String: SwiftASTReader.TypeDeclaration] = [:]
        for type in types where byName[type.qualifiedName] == nil {
            byName[type.qualifiedName] = type
        }
        // What extensions add, by the qualified name of the type they extend.
        var extensions: [String: [SwiftASTReader.TypeDeclaration]] = [:]
        for declaration in declarations where declaration.kind == .extensionOfType && !declaration.isGenerated {
            if let extended = spell(declaration.extendedType) {
                extensions[extended, default: []].append(declaration)
            }
        }
        func conformances(of type: SwiftASTReader.TypeDeclaration) -> [String] {
            var names: [String] = []
            for name
                in (type.explicitConformances + (extensions[type.qualifiedName] ?? []).flatMap(\.explicitConformances))
                .compactMap(spell)
            where !names.contains(name) {
                names.append(name)
            }
            return names
        }
        // Every protocol a type conforms to, the ones the compiler derived included, with what its
        // superclasses conform to: `final class User: AppUser` where `class AppUser: ParseUser` is a user.
        func reachedProtocols(of type: SwiftASTReader.TypeDeclaration) -> Set<String> {
            var reached = Set<String>()
            var current: SwiftASTReader.TypeDeclaration? = type
            for _ in 0..<16 {
                guard let declaration = current else { break }
                let written = [declaration] + (extensions[declaration.qualifiedName] ?? [])
                reached.formUnion(
                    written.flatMap { $0.explicitConformances + $0.impliedConformances }.compactMap(spell))
                guard declaration.kind == .classType, let superclass = spell(declaration.superclass),
                    let parent = byName[superclass], parent.kind == .classType
                else { break }
                current = parent
            }
            return reached
        }
        func objectiveCBase(of type: SwiftASTReader.TypeDeclaration) -> (base: String, systemClass: String?)? {
            var current = type
            for _ in 0..<16 {
                guard let superclass = spell(current.superclass) else { return nil }
                if let systemClass = ParseSDKShapes.objectiveCBases[superclass] { return (superclass, systemClass) }
                guard let parent = byName[superclass], parent.kind == .classType else { return nil }
                current = parent
            }
            return nil
        }
        func properties(of type: SwiftASTReader.TypeDeclaration) -> [SwiftProperty] {
            type.properties.map { property in
                SwiftProperty(
                    name: property.name, location: property.location,
                    type: spell(property.mangledType).map(SwiftTypeName.init),
                    isConstant: property.isConstant, isManaged: property.isManaged, isStatic: property.isStatic,
                    hasInitialValue: property.hasInitialValue, span: property.span, initialValue: property.initialValue,
                    access: property.access, setterAccess: property.setterAccess, hasObservers: property.hasObservers
                )
            }
        }
        func codingKeys(of type: SwiftASTReader.TypeDeclaration) -> SwiftASTReader.TypeDeclaration? {
            byName[type.qualifiedName + ".CodingKeys"].flatMap { $0.kind == .enumeration ? $0 : nil }
        }
        // The types declared inside each type, in declaration order (inside it or in its extensions).
        var childrenByParent: [String: [String]] = [:]
        for type in types {
            if let dot = type.qualifiedName.lastIndex(of: ".") {
                childrenByParent[String(type.qualifiedName[..<dot]), default: []].append(type.qualifiedName)
            }
        }
        let modelProtocolNames = Set(ParseSDKShapes.modelProtocols.map(\.name) + ["PFSubclassing"])

        for type in types where type.isGenerated && type.kind == .structure {
            let reached = reachedProtocols(of: type)
            if let match = ParseSDKShapes.modelProtocols.first(where: { reached.contains($0.name) }) {
                result.generatedModelClasses[type.qualifiedName] =
                    type.classNameLiteral?.value ?? match.kind.systemClassName ?? type.name
            }
        }
        // The Cloud Code calls in source order, so that each type lists its calls so.
        let callsInOrder = uses.calls.sorted {
            ($0.location.file, $0.location.position.line, $0.location.position.column)
                < ($1.location.file, $1.location.position.line, $1.location.position.column)
        }
        for type in types where !type.isGenerated {
            let protocols = conformances(of: type)
            let added = extensions[type.qualifiedName] ?? []
            switch type.kind {
            case .enumeration:
                result.enums[type.qualifiedName] = SwiftEnum(
                    name: type.name, qualifiedName: type.qualifiedName, location: type.location,
                    rawType: spell(type.rawType),
                    cases: type.cases, conformances: protocols
                )
                continue
            case .structure, .classType:
                break
            case .extensionOfType:
                continue
            }
            let kind: SwiftModelKind?
            var impliedClass: String?
            let reached = reachedProtocols(of: type)
            // The most specific SDK protocol reached wins: `PCKRoleable: ParseRole` also reaches ParseObject.
            if let match = ParseSDKShapes.modelProtocols.first(where: { reached.contains($0.name) }) {
                kind = match.kind
                impliedClass = match.kind.systemClassName
            } else if type.kind == .classType, let base = objectiveCBase(of: type) {
                kind = .objectiveC
                impliedClass = base.systemClass
            } else {
                kind = nil
            }
            let keys = codingKeys(of: type)
            if kind == nil, reached.contains(ParseSDKShapes.cloudableProtocol) {
                var cloudable = SwiftCloudable(
                    name: type.name, qualifiedName: type.qualifiedName, location: type.location, access: type.access)
                cloudable.isClass = type.kind == .classType
                cloudable.isGeneric = type.isGeneric
                cloudable.isNonisolated = type.isNonisolated
                cloudable.enclosingType = type.qualifiedName.lastIndex(of: ".").map {
                    String(type.qualifiedName[..<$0])
                }
                let alias = type.returnTypeAlias ?? added.compactMap(\.returnTypeAlias).first
                if let alias, let spelledType = spell(alias.mangled) {
                    cloudable.returnType = Located(SwiftTypeName(spelledType), at: alias.location)
                }
                cloudable.properties = properties(of: type)
                cloudable.codingKeys = keys?.cases
                cloudable.initializerAssignments = type.initializerAssignments
                cloudable.members = type.members
                cloudable.span = type.span
                cloudable.unmovableProperties = type.unmovableProperties
                cloudable.extraConformances = protocols.filter { $0 != ParseSDKShapes.cloudableProtocol }
                cloudable.extensions = added.map(\.location)
                // Its initial value, or the one literal every initializer gives it.
                let assigned = Set(type.functionJobNameAssignments.map { $0 ?? "" })
                if let property = type.properties.first(where: { $0.name == "functionJobName" }),
                    let text = property.initialValue
                        ?? (assigned.count == 1 && !type.functionJobNameAssignments.isEmpty ? assigned.first : nil),
                    let name = Self.stringLiteral(text)
                {
                    cloudable.functionJobName = Located(name, at: property.location)
                }
                // Called on the type as the compiler spells it, or, where it could not finish the call, as written.
                let mangled = type.mangledName.map { $0 + "D" }
                for call in callsInOrder
                where (mangled != nil && call.mangledType == mangled) || call.writtenType == type.qualifiedName {
                    if call.isJob {
                        cloudable.jobCalls.append(call.location)
                    } else {
                        cloudable.functionCalls.append(call.location)
                    }
                }
                for property in type.properties {
                    let outside = (property.usr.flatMap { uses.references[$0] } ?? []).filter {
                        $0.location.file != type.location.file || $0.offset < type.span.start
                            || $0.offset > type.span.end
                    }
                    if !outside.isEmpty {
                        cloudable.outsideReferences[property.name] = outside.sorted {
                            ($0.location.file, $0.offset) < ($1.location.file, $1.offset)
                        }.map(\.location)
                    }
                }
                if let usr = type.usr {
                    for (initializer, found) in uses.functionJobNameArguments
                    where initializer.hasPrefix(usr) && initializer.hasSuffix("fc") {
                        cloudable.functionJobNameArguments += found.map(\.location)
                    }
                }
                result.cloudables.append(cloudable)
                continue
            }
            guard let kind else {
                if type.kind == .structure {
                    result.structs[type.qualifiedName] = SwiftStruct(
                        name: type.name, qualifiedName: type.qualifiedName, location: type.location,
                        properties: properties(of: type),
                        codingKeys: keys?.cases, conformances: protocols
                    )
                }
                continue
            }
            var model = SwiftModel(
                name: type.name, qualifiedName: type.qualifiedName, location: type.location, kind: kind,
                classNameOverride: type.classNameLiteral ?? added.compactMap(\.classNameLiteral).first,
                access: type.access
            )
            model.impliedClassName = impliedClass
            model.extraConformances = protocols.filter { !modelProtocolNames.contains($0) }
            model.isGeneric = type.isGeneric
            model.isClass = type.kind == .classType
            model.isQueryScorable = reached.contains(ParseSDKShapes.queryScorableProtocol)
            model.enclosingType = type.qualifiedName.lastIndex(of: ".").map { String(type.qualifiedName[..<$0]) }
            model.properties = properties(of: type)
            model.computedProperties = type.computedProperties + added.flatMap(\.computedProperties)
            model.initializers = type.initializers + added.flatMap(\.initializers)
            model.methods = type.methods + added.flatMap(\.methods)
            model.codingKeys = keys?.cases
            model.codingKeysLocation = keys?.location
            model.nestedTypes = childrenByParent[type.qualifiedName] ?? []
            model.span = type.span
            model.members = type.members
            model.initializerAssignments = type.initializerAssignments
            model.unmovableProperties = type.unmovableProperties
            let decoders = ([type] + added).compactMap(\.decodedKeys)
            model.decodedKeys = decoders.isEmpty ? nil : decoders.flatMap { $0 }
            model.standardObjectIdInitializers =
                type.standardObjectIdInitializer.map {
                    [StandardInitializer(file: type.location.file, span: $0, container: nil)]
                } ?? []
            for added in added {
                if let span = added.standardObjectIdInitializer {
                    model.standardObjectIdInitializers.append(
                        StandardInitializer(file: added.location.file, span: span, container: added.span))
                }
            }
            model.isNonisolated = type.isNonisolated
            model.isFinal = type.isFinal
            model.subclasses = types.filter { spell($0.superclass) == type.qualifiedName }.map(\.qualifiedName)
            // `extension Game { enum CodingKeys ... }`: declared apart from the declaration the rewrite edits.
            if let keys,
                keys.location.file != type.location.file || keys.span.start < type.span.start
                    || keys.span.start > type.span.end
            {
                model.extensionCodingKeys = [keys.location]
            }
            result.append(model)
        }
    }

    /// The text of a plain string literal (`"hello"`), nil for anything else (interpolation, escapes, a name).
    static func stringLiteral(_ text: String) -> String? {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\""), !text.hasPrefix("\"\"\"") else { return nil }
        let inner = text.dropFirst().dropLast()
        guard !inner.contains("\\"), !inner.contains("\"") else { return nil }
        return String(inner)
    }
}
