/// The config keys for switching apps in the random sets (issue 40): local properties of every type, initial
/// values of every type, non-optional fields, the app's own types (declared in the set's client source),
/// initializer orders, per-field pointer styles, `URL`/`UUID` (acknowledged), `"decoder": false` with the
/// app's own decoder, and named servers. Every set has a class `Ledger` that carries the whole catalog, so
/// each set compiles every key; the other classes take random parts of it.
struct RandomAppKeys {
    /// The config keys every set writes (checked by `RandomModelSetTests`).
    static let everyKey = [
        "accessLevel", "pointerStyle", "appTypes", "localProperties", "initialValue", "optional",
        "initializerOrder", "decoder", "swiftName", "acknowledge", "servers", "defaultServer", "aliases",
        "textSearch", "merge", "types",
    ]

    /// The app's types: a struct whose memberwise init is internal even in a public module (issue 40, 4),
    /// an enum, and a struct that keeps a String as it came.
    static let appTypes = ["AppResult", "AppMode", "AppCode"]

    /// The class that carries every key.
    static let anchorClass = "Ledger"

    /// One local property: its name, its config entry.
    struct Local {
        var name: String
        var spec: FuzzJSON
        init(_ name: String, _ spec: FuzzJSON) {
            self.name = name
            self.spec = spec
        }
    }

    /// One field: its name, its schema entry, its refinement, whether its warning is acknowledged.
    struct FieldRow {
        var name: String
        var schema: FuzzJSON
        var refinement: FuzzJSON
        var acknowledged: Bool
    }

    /// The whole catalog of local properties, models named by `targets` (classes after this one, so that
    /// local properties never make models contain each other, which is an error).
    static func localCatalog(targets: [String], escapedText: String) -> [Local] {
        var locals: [Local] = [
            Local("localFlag", spec("Bool", initial: .bool(true))),
            Local("localCount", spec("Int", initial: .number("3"))),
            Local("localRatio", spec("Double", initial: .number("1.5"))),
            Local("localNote", spec("String", initial: .string(escapedText))),
            Local("localSeen", spec("Date", initial: .string("now"))),
            Local("localTags", spec("[String]", initial: .array([.string("a"), .string(escapedText)]))),
            Local("localAttrs", spec("[String: String]", initial: .object([]))),
            Local("localResult", spec("AppResult", initial: .object([]))),
            Local("localResults", spec("[AppResult]", initial: .array([.object([]), .object([])]))),
            Local("localBest", spec("AppResult", optional: true, initial: .object([]))),
            Local("localMode", spec("AppMode", initial: .string(".hard"))),
            Local("localModes", spec("[AppMode]", initial: .array([]))),
            Local("localPick", spec("Int", optional: true)),
            Local("localLink", spec("URL", optional: true)),
            Local("localIds", spec("[String: UUID]", initial: .object([]))),
            Local("localCode", spec("AppCode", optional: true)),
        ]
        for (index, target) in targets.enumerated() {
            let swiftName = modelTypeName(target)
            locals.append(Local("localPointer\(index)", spec("Pointer<\(swiftName)>", optional: true)))
            locals.append(Local("localList\(index)", spec("[\(swiftName)]", initial: .array([]))))
            locals.append(Local("localModel\(index)", spec(swiftName, optional: true)))
            locals.append(Local("localNew\(index)", spec(swiftName, initial: .object([]))))
        }
        return locals
    }

    /// The Swift type name of a class of the random sets: `_User` is `User`, the anchor is renamed.
    static func modelTypeName(_ className: String) -> String {
        switch className {
        case "_User": return "User"
        case anchorClass: return "LedgerRecord"
        default: return className
        }
    }

    private static func spec(_ type: String, optional: Bool = false, initial: FuzzJSON? = nil) -> FuzzJSON {
        var members: [(String, FuzzJSON)] = [("swiftType", .string(type))]
        if optional { members.append(("optional", .bool(true))) }
        if let initial { members.append(("initialValue", initial)) }
        return .object(members)
    }

    /// Fields of every kind kept non-optional or started with a value, with the field's refinement; the
    /// URL and UUID ones are acknowledged by the caller. `pointerTarget` is a class whose pointer may be typed
    /// either way.
    static func fieldCatalog(pointerTarget: String, escapedText: String, random: inout SeededRandom) -> [FieldRow] {
        func field(
            _ type: String, _ refinement: [(String, FuzzJSON)], acknowledged: Bool = false,
            extra: [(String, FuzzJSON)] = []
        )
            -> FieldRow
        {
            FieldRow(
                name: "", schema: .object([("type", .string(type))] + extra), refinement: .object(refinement),
                acknowledged: acknowledged)
        }
        let nonOptional: (String, FuzzJSON) = ("optional", .bool(false))
        let rows: [(String, FieldRow)] = [
            (
                "keptTitle",
                field(
                    "String",
                    [nonOptional, ("initialValue", .string(escapedText)), ("aliases", .array([.string("old_title")]))])
            ),
            (
                "keptCount",
                field("Number", [("swiftType", .string("Int")), nonOptional, ("initialValue", .number("7"))])
            ),
            ("keptRatio", field("Number", [nonOptional, ("initialValue", .number("-0.25"))])),
            ("keptFlag", field("Boolean", [nonOptional, ("initialValue", .bool(random.oneIn(2)))])),
            ("keptWhen", field("Date", [nonOptional, ("initialValue", .string("now"))])),
            (
                "keptList",
                field(
                    "Array",
                    [("swiftType", .string("[String]")), nonOptional, ("initialValue", .array([.string("x")]))])
            ),
            (
                "keptMap",
                field(
                    "Object", [("swiftType", .string("[String: String]")), nonOptional, ("initialValue", .object([]))])
            ),
            (
                "keptResult",
                field("Object", [("swiftType", .string("AppResult")), nonOptional, ("initialValue", .object([]))])
            ),
            (
                "keptMode",
                field("String", [("swiftType", .string("AppMode")), nonOptional, ("initialValue", .string(".easy"))])
            ),
            (
                "keptModes",
                field("Array", [("swiftType", .string("[AppMode]")), ("initialValue", .array([.string(".hard")]))])
            ),
            ("keptCode", field("String", [("swiftType", .string("AppCode"))])),
            ("greeting", field("String", [("initialValue", .string("Hi"))])),
            ("startCount", field("Number", [("swiftType", .string("Int64")), ("initialValue", .number("2"))])),
            ("site", field("String", [("swiftType", .string("URL"))], acknowledged: true)),
            ("token", field("String", [("swiftType", .string("UUID"))], acknowledged: true)),
            ("tokens", field("Array", [("swiftType", .string("[UUID]"))], acknowledged: true)),
            (
                "keptOwner",
                field(
                    "Pointer", [("pointerStyle", .string(random.pick(["pointer", "object"])))],
                    extra: [("targetClass", .string(pointerTarget))])
            ),
        ]
        return rows.map { row in
            var named = row.1
            named.name = row.0
            return named
        }
    }

    /// The app's source beside the generated models: its types, and the decoders of the `"decoder": false` models.
    static func clientSource(access: String, decoderless: [String]) -> String {
        let modifier = access == "internal" ? "" : access + " "
        var text = """
            import Foundation
            import ParseSwift

            nonisolated \(modifier)struct AppResult: Codable, Hashable, Sendable {
                var points = 0
            }

            nonisolated \(modifier)enum AppMode: String, Codable, Hashable, Sendable, CaseIterable {
                case easy, hard
            }

            nonisolated \(modifier)struct AppCode: Codable, Hashable, Sendable {
                var text = ""
            }

            """
        for typeName in decoderless {
            text += """

                nonisolated extension \(typeName) {
                    \(modifier)init(from decoder: any Decoder) throws {
                        self.init()
                    }
                }

                """
        }
        return text
    }
}
