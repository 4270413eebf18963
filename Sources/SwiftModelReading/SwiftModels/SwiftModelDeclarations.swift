import ParseSchema

/// What the Swift reader found in an app's sources: the hand-written Parse models, the enums and
/// structs they can use, and the problems met on the way.
package struct SwiftModelSet: Hashable, Sendable {
    /// The models, in file order, then source order.
    package var models: [SwiftModel] = []
    /// Every enum declared in the files, by its qualified name (`GameScore.Level`).
    package var enums: [String: SwiftEnum] = [:]
    /// Every struct that is not a model, by its qualified name (`Recipe.Step`).
    package var structs: [String: SwiftStruct] = [:]
    /// The hand-written `ParseCloudable` types, in file order, then source order.
    package var cloudables: [SwiftCloudable] = []
    /// The models of the generated files among the read ones (Swift type name to Parse class): what a
    /// Cloud Code call's pointer may name in an app that already switched.
    package var generatedModelClasses: [String: String] = [:]
    /// The Swift files read, in the order they were read.
    package var files: [String] = []
    /// The files among them that parse-model-gen generated (their first line is its marker): compiled with
    /// the others, but nothing in them is taken for the app's own.
    package var generatedFiles: [String] = []
    /// Each file's bytes as the compiler read them, by path: the source offsets of the declarations are into
    /// these, so `adopt --rewrite` edits them rather than whatever is on disk by then.
    package var sources: [String: [UInt8]] = [:]
    /// Problems: files that do not parse, a toolchain that cannot read them.
    package var diagnostics: [Diagnostic] = []
    /// Where each model sits in `models`, by qualified name (the first of a repeated name), so that looking
    /// up a property's type stays constant-time however many models an app has.
    private var modelIndex: [String: Int] = [:]

    /// Creates an empty set.
    package init() {}

    /// Adds a model.
    mutating func append(_ model: SwiftModel) {
        if modelIndex[model.qualifiedName] == nil {
            modelIndex[model.qualifiedName] = models.count
        }
        models.append(model)
    }

    /// The model whose qualified name is `name`.
    package func model(qualifiedName name: String) -> SwiftModel? {
        modelIndex[name].map { models[$0] }
    }
}

/// The SDK protocol (or Objective-C SDK base class) that makes a type a Parse model.
package enum SwiftModelKind: String, Hashable, Sendable {
    /// `ParseObject`: a class of the app's own.
    case object = "ParseObject"
    /// `ParseUser`: `_User`.
    case user = "ParseUser"
    /// `ParseRole`: `_Role`.
    case role = "ParseRole"
    /// `ParseSession`: `_Session`.
    case session = "ParseSession"
    /// `ParseInstallation`: `_Installation`.
    case installation = "ParseInstallation"
    /// A subclass of the Objective-C SDK's `PFObject` (or `PFUser`, `PFRole`, ...).
    case objectiveC = "PFObject"

    /// The Parse class a model of this kind stands for when it names none itself.
    package var systemClassName: String? {
        switch self {
        case .user: return "_User"
        case .role: return "_Role"
        case .session: return "_Session"
        case .installation: return "_Installation"
        case .object, .objectiveC: return nil
        }
    }
}

/// One hand-written model: a struct conforming to a ParseSwift object protocol, or a `PFObject` subclass.
package struct SwiftModel: Hashable, Sendable {
    /// The type's name as declared (`GameScore`).
    package var name: String
    /// The qualified name (`Game.Score` for a model nested in `Game`).
    package var qualifiedName: String
    /// Where the `struct` or `class` keyword is.
    package var location: SourceLocation
    /// What makes it a model.
    package var kind: SwiftModelKind
    /// The class name the model names itself (`static var className`, or `parseClassName()` for the
    /// Objective-C SDK) and where that literal is; nil when it names none.
    package var classNameOverride: Located<String>?
    /// The Parse class its kind or Objective-C base class stands for (`_User` for a `ParseUser`).
    package var impliedClassName: String?
    /// The declared access level (`internal`, `public`, ...), as the compiler reports it.
    package var access: String
    /// The protocols the declaration itself lists (besides the model protocol), e.g. `Hashable`.
    package var extraConformances: [String] = []
    /// Whether the type has generic parameters (`Role<RoleUser>`).
    package var isGeneric = false
    /// Whether the model is a class (`final class User: ParseUser`, or a `PFObject` subclass) rather than
    /// a struct: a generated model is a struct, so a class's reference semantics are the app's to keep.
    package var isClass = false
    /// Whether the model conforms to `ParseQueryScorable` (itself or through the app's protocols): its
    /// `score` is the SDK's text-search score, not a field.
    package var isQueryScorable = false
    /// The name of the type the model is nested in, if any.
    package var enclosingType: String?
    /// The stored properties, in source order.
    package var properties: [SwiftProperty] = []
    /// The computed properties (instance or static), in source order, `className` excluded.
    package var computedProperties: [Located<String>] = []
    /// The `CodingKeys` enum's cases with their wire keys, when the model declares one.
    package var codingKeys: [SwiftEnumCase]?
    /// Where the `CodingKeys` enum is.
    package var codingKeysLocation: SourceLocation?
    /// The initializers written by hand (declaration names such as `init(points:name:)`).
    package var initializers: [Located<String>] = []
    /// The methods written by hand, instance or static (`parseClassName()` excluded).
    package var methods: [Located<String>] = []
    /// The qualified names of the enums and structs declared inside the model.
    package var nestedTypes: [String] = []
    /// The declaration itself, from its first attribute or modifier to its closing brace.
    package var span: SourceSpan?
    /// The declaration's own members (not its extensions'), in source order, with their spans.
    package var members: [SwiftMember] = []
    /// What the declaration's `init()` assigns (`points` -> `5`) when that is all it does; nil otherwise.
    package var initializerAssignments: [String: String]?
    /// The hand-written `init(objectId:)`s that only set `self.objectId = objectId` (the generated model's
    /// own): in the declaration, or in an extension (with the extension's span, in its file).
    package var standardObjectIdInitializers: [StandardInitializer] = []
    /// The `CodingKeys` cases a hand-written `init(from:)` decodes (in the declaration or an extension);
    /// nil without one.
    package var decodedKeys: [String]?
    /// Stored properties that read as computed (`lazy var`, wrapped properties), with why no extension can hold them.
    package var unmovableProperties: [Located<String>] = []
    /// Whether the declaration is written `nonisolated`.
    package var isNonisolated = false
    /// Where extensions of the model in the read files declare a `CodingKeys` of their own.
    package var extensionCodingKeys: [SourceLocation] = []
    /// Whether a class model is `final`, and the classes of the read files that derive from it.
    package var isFinal = false
    package var subclasses: [String] = []

    /// The Parse class the model reads and writes: its override, else the system class of its kind,
    /// else its own name (which is what ParseSwift and the Objective-C SDK use).
    package var parseClassName: String {
        classNameOverride?.value ?? impliedClassName ?? name
    }

    /// The stored property named `name`.
    package func property(named name: String) -> SwiftProperty? {
        properties.first { $0.name == name }
    }

    /// Every stored property's wire key by property name (see `wireKey(of:)`), built once for a model
    /// whose properties are all looked up.
    package func wireKeys() -> [String: String] {
        var keys: [String: String] = [:]
        guard let codingKeys else {
            for property in properties { keys[property.name] = property.name }
            return keys
        }
        for key in codingKeys where keys[key.name] == nil {
            keys[key.name] = key.rawValue ?? key.name
        }
        return keys
    }

    /// The custom fields of `parseClass` a hand-written `init(from:)` decodes no value for, by wire key; empty
    /// without such a decoder, or when it names no `CodingKeys` case (it decodes through keys of its own).
    package func fieldsTheDecoderLeavesOut(of parseClass: ParseClass) -> [String] {
        guard let decoded = decodedKeys, !decoded.isEmpty else { return [] }
        let rawValues = Dictionary(
            (codingKeys ?? []).map { ($0.name, $0.rawValue ?? $0.name) }, uniquingKeysWith: { first, _ in first })
        let keys = Set(decoded.map { rawValues[$0] ?? $0 })
        return parseClass.fields.filter {
            !SystemClasses.isBuiltIn($0.name, of: parseClass.name) && !keys.contains($0.name)
        }
        .map(\.name)
    }

    /// The key `property` is encoded under: its `CodingKeys` raw value, or its name without `CodingKeys`;
    /// nil when `CodingKeys` leaves it out (then it is never encoded).
    package func wireKey(of property: SwiftProperty) -> String? {
        guard let codingKeys else { return property.name }
        return codingKeys.first { $0.name == property.name }.map { $0.rawValue ?? $0.name }
    }
}

/// A hand-written `init(objectId:)` the generated model declares the same way.
package struct StandardInitializer: Hashable, Sendable {
    /// The file it stands in.
    package var file: String
    /// The initializer.
    package var span: SourceSpan
    /// The extension holding it; nil when it is in the model's declaration.
    package var container: SourceSpan?
}

/// A stored property of a model or nested struct.
package struct SwiftProperty: Hashable, Sendable {
    /// The property's name.
    package var name: String
    /// Where the name is.
    package var location: SourceLocation
    /// The type as the compiler prints it, module names left out (`Pointer<User>?`, `[String: Int]`);
    /// nil when the compiler could not resolve it (a type from a module that is not available).
    package var type: SwiftTypeName?
    /// `let` instead of `var`.
    package var isConstant = false
    /// `@NSManaged` (an Objective-C SDK property the SDK stores for it).
    package var isManaged = false
    /// `static`.
    package var isStatic = false
    /// Whether it has an initial value (`var count: Int = 0`).
    package var hasInitialValue = false
    /// The declaration, when it declares this property alone (`var a, b: Int` declares two).
    package var span: SourceSpan?
    /// The initial value as written (`[String]()`, `"Hello"`); "" when it has one whose text cannot be read.
    package var initialValue: String?
    /// The access level as the compiler reports it (`private`, `internal`, `public`).
    package var access = "internal"
    /// The setter's access level when it is written narrower (`private(set)`).
    package var setterAccess: String?
    /// Whether it has `willSet` or `didSet` observers.
    package var hasObservers = false
}

/// Where a declaration stands in its file, in UTF-8 byte offsets as the compiler counts them.
package struct SourceSpan: Hashable, Sendable {
    /// The first byte (of its first attribute or modifier).
    package var start: Int
    /// The first byte of its last token.
    package var end: Int

    /// Creates a span.
    package init(start: Int, end: Int) {
        self.start = start
        self.end = end
    }

    /// The offset just past the token that starts at `offset`: a string literal to its closing quote, a
    /// word or number to its last character, any other character alone.
    package static func tokenEnd(in bytes: [UInt8], at offset: Int) -> Int {
        guard offset >= 0, offset < bytes.count else { return min(max(offset, 0), bytes.count) }
        var index = offset
        if bytes[index] == UInt8(ascii: "\"") {
            index += 1
            var escaped = false
            while index < bytes.count {
                let byte = bytes[index]
                index += 1
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    return index
                }
                if byte == UInt8(ascii: "\n") { return index - 1 }
            }
            return index
        }
        func isWord(_ byte: UInt8) -> Bool {
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z"))
                || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte >= 0x80
        }
        guard isWord(bytes[index]) else { return index + 1 }
        while index < bytes.count,
            isWord(bytes[index])
                || (bytes[index] == UInt8(ascii: ".") && index + 1 < bytes.count
                    && bytes[index + 1] >= UInt8(ascii: "0") && bytes[index + 1] <= UInt8(ascii: "9"))
        {
            index += 1
        }
        return index
    }
}

/// One member of a hand-written type, for `adopt --rewrite`.
package struct SwiftMember: Hashable, Sendable {
    /// What it declares.
    package enum Kind: Hashable, Sendable {
        /// A stored instance property.
        case storedProperty
        /// A computed instance property.
        case computedProperty
        /// A static property other than the class name.
        case staticProperty
        /// `static var className` or `parseClassName()`.
        case className
        /// An initializer with an empty body (`init() {}`).
        case emptyInitializer
        /// Any other initializer.
        case initializer
        /// A method, instance or static.
        case method
        /// A nested type.
        case type
        /// A `typealias` (a `ParseCloudable`'s `ReturnType`).
        case typeAlias
    }

    /// What it declares.
    package var kind: Kind
    /// Its name: a property's, a function's with labels (`init(from:)`), a type's qualified name.
    package var name: String
    /// Where it stands; nil when it cannot be taken apart from others (`var a, b: Int`).
    package var span: SourceSpan?
}

/// A Swift type as the compiler prints it, with the shapes the check needs taken apart.
package struct SwiftTypeName: Hashable, Sendable, CustomStringConvertible {
    /// The printed type, `?` included.
    package var text: String

    /// Creates a type from its printed text.
    package init(_ text: String) {
        self.text = text
    }

    /// The printed type.
    package var description: String { text }

    /// Whether the type is `Optional` (`T?`; `T!` counts too).
    package var isOptional: Bool { text.hasSuffix("?") || text.hasSuffix("!") }

    /// The type without its outermost optional.
    package var unwrapped: SwiftTypeName {
        isOptional ? SwiftTypeName(String(text.dropLast())) : self
    }

    /// `[Element]`: the element type.
    package var arrayElement: SwiftTypeName? {
        guard text.hasPrefix("["), text.hasSuffix("]"), topLevelColon == nil else { return nil }
        return SwiftTypeName(String(text.dropFirst().dropLast()))
    }

    /// `[Key: Value]`: the key and value types.
    package var dictionaryTypes: (key: SwiftTypeName, value: SwiftTypeName)? {
        guard text.hasPrefix("["), text.hasSuffix("]"), let colon = topLevelColon else { return nil }
        let inner = text.dropFirst().dropLast()
        let key = inner[inner.startIndex..<colon].trimmingSpaces
        let value = inner[inner.index(after: colon)...].trimmingSpaces
        return (SwiftTypeName(key), SwiftTypeName(value))
    }

    /// `Name<Argument>`: the generic base name and its one argument (`Pointer<User>` -> `Pointer`, `User`).
    package var genericArgument: (base: String, argument: SwiftTypeName)? {
        guard text.hasSuffix(">"), let open = text.firstIndex(of: "<") else { return nil }
        let base = String(text[..<open])
        let argument = String(text[text.index(after: open)..<text.index(before: text.endIndex)])
        return (base, SwiftTypeName(argument))
    }

    /// The colon of `[Key: Value]` at the outermost bracket level.
    private var topLevelColon: String.Index? {
        var depth = 0
        var index = text.startIndex
        while index < text.endIndex {
            switch text[index] {
            case "[", "<", "(": depth += 1
            case "]", ">", ")": depth -= 1
            case ":" where depth == 1: return index
            default: break
            }
            index = text.index(after: index)
        }
        return nil
    }
}

extension Substring {
    /// The text without leading and trailing spaces.
    var trimmingSpaces: String {
        String(drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
    }
}

/// An enum declared in the app's sources (a `CodingKeys` enum included).
package struct SwiftEnum: Hashable, Sendable {
    /// The enum's name.
    package var name: String
    /// The qualified name (`GameScore.Level`).
    package var qualifiedName: String
    /// Where the `enum` keyword is.
    package var location: SourceLocation
    /// The raw type (`String`, `Int`), nil for an enum without raw values.
    package var rawType: String?
    /// The cases in declaration order.
    package var cases: [SwiftEnumCase]
    /// The protocols the declaration lists besides its raw type.
    package var conformances: [String]
}

/// One case of an enum, with its raw value as the compiler computed it (explicit or implied).
package struct SwiftEnumCase: Hashable, Sendable {
    /// The case's name.
    package var name: String
    /// The raw value's text (`"score_points"` unquoted, or `2`); nil without a raw type.
    package var rawValue: String?
    /// Where the case's name is.
    package var location: SourceLocation
}

/// A struct declared in the app's sources that is not a model (a nested value type such as `Recipe.Step`).
package struct SwiftStruct: Hashable, Sendable {
    /// The struct's name.
    package var name: String
    /// The qualified name.
    package var qualifiedName: String
    /// Where the `struct` keyword is.
    package var location: SourceLocation
    /// The stored properties.
    package var properties: [SwiftProperty]
    /// The `CodingKeys` cases, when it declares them.
    package var codingKeys: [SwiftEnumCase]?
    /// The protocols the declaration lists.
    package var conformances: [String]
}
