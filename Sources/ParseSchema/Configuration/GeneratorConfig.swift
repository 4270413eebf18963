/// The access level of generated declarations.
package enum AccessLevel: String, Hashable, Sendable, CaseIterable {
    /// No modifier: visible in the module only.
    case `internal`
    /// `package`: visible in the package.
    case package
    /// `public`: visible to every client.
    case `public`
}

/// How a Pointer field is typed.
package enum PointerStyle: String, Hashable, Sendable, CaseIterable {
    /// `var genre: Genre?`: saved as a pointer, decodes a pointer or an included object.
    case object
    /// `var genre: Pointer<Genre>?`.
    case pointer
}

/// Everything `parse-model-gen.json` can say.
package struct GeneratorConfig: Hashable, Sendable {
    /// The access level of generated declarations.
    package var accessLevel: AccessLevel = .internal
    /// Class-name prefixes removed from Swift type names (`OD3_` makes `OD3_Alarm` -> `Alarm`).
    package var stripPrefixes: [String] = []
    /// When set, only these classes are generated.
    package var includeClasses: [Located<String>]?
    /// Classes never generated.
    package var excludeClasses: [Located<String>] = []
    /// How pointer fields are typed.
    package var pointerStyle: PointerStyle = .object
    /// Schema files named relative to the config file, for the build plugin.
    package var schemaFiles: [String] = []
    /// Swift types the user provides for pointer targets that no input declares.
    package var targetTypes: [String: Located<String>] = [:]
    /// Modules every generated file imports besides Foundation and ParseSwift: the module of a
    /// `targetTypes` type, or the one that provides the support types.
    package var additionalImports: [Located<String>] = []
    /// Whether this module declares the support types (`ParseJSONValue`, the typed keys...). False when
    /// another generated module provides them (imported with `additionalImports`), so an app importing
    /// both sees one declaration of each.
    package var generatesSupportFile = true
    /// Where `supportFile` is written, when it is.
    package var supportFileLocation: SourceLocation?
    /// How a refinement of a class or field no input declares is reported: an error when generating, since
    /// it would silently not apply; a warning for the schema tools' views of a subset of the schemas.
    package var unknownRefinementSeverity: Diagnostic.Severity = .error
    /// Whether warnings fail generation as errors do (CI; the build plugin reads it from the config).
    package var warningsAsErrors = false
    /// Structs and enums declared once in `types`, in the order written, for fields of any model.
    package var sharedTypes: [SharedTypeDeclaration] = []
    /// Types the app declares itself (`URL`-like Codable values, `Game.Round`), which `swiftType` and local
    /// properties may name: the generated code names them and the app's module must declare them.
    package var appTypes: [Located<String>] = []
    /// Per-class refinements by Parse class name.
    package var classes: [String: ClassRefinement] = [:]
    /// Warnings about the generator's choices that the config acknowledges (`"acknowledge"`), each with
    /// where it is written; they are not printed, and one that no run gives is reported as stale.
    package var acknowledged: [WarningSubject: SourceLocation] = [:]
    /// The named Parse Servers `pull` and `push` select from (`servers`, `defaultServer`); generation ignores them.
    package var servers = ServerEnvironments()
    /// The config file's path, when the config came from a file.
    package var path: String?

    /// The default configuration.
    package init() {}
}
