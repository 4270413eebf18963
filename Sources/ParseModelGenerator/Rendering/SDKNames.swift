/// The ParseSwift types that generated code names. Generated code spells each as a member of the support
/// file's `ParseModelGenSDK` namespace (`ParseModelGenSDK.Query<Book>`), whose aliases reach them through
/// the module: an app that declares its own `Query`, `Pointer` or `API`, or imports a module that does,
/// cannot change what a generated model means.
enum SDKNames {
    /// The namespace of the aliases, declared by the support file.
    static let namespace = "ParseModelGenSDK"

    /// Types without generic parameters.
    static let plainTypes = [
        "ParseObject", "ParseUser", "ParseRole", "ParseSession", "ParseInstallation", "ParseQueryScorable",
        "ParseACL", "ParseFile", "ParseGeoPoint", "ParsePolygon", "ParseBytes", "QueryConstraint", "API",
    ]

    /// Types generic over one model type.
    static let genericTypes = ["Pointer", "Query", "ParseRelation", "ParseOperation"]

    private static let all = Set(plainTypes + genericTypes)

    /// Whether `name`, spelled as a type in a model, is one of the SDK's.
    static func contains(_ name: String) -> Bool {
        // The first byte turns away most names (`String`, `Double`, `Date`, most models) before hashing,
        // which every spelled type paid: 20 M instructions at 1000 classes.
        guard let first = name.utf8.first, firstBytes[Int(first)] else { return false }
        return all.contains(name)
    }

    /// Whether some SDK name starts with each byte.
    private static let firstBytes: [Bool] = {
        var table = [Bool](repeating: false, count: 256)
        for name in all {
            if let first = name.utf8.first { table[Int(first)] = true }
        }
        return table
    }()

    /// The aliases of the namespace, with the support file's `@access@` hole, once with module selectors (`ParseSwift::Query`, Swift 6.3 and
    /// later: nothing can capture them) and once module-qualified for older compilers, which parse
    /// neither the other branch nor `::`.
    static func aliasDeclarations() -> String {
        var lines = ["#if compiler(>=6.3)"]
        lines += aliases(module: "ParseSwift::")
        lines.append("#else")
        lines += aliases(module: "ParseSwift.")
        lines.append("#endif")
        return lines.joined(separator: "\n")
    }

    private static func aliases(module: String) -> [String] {
        var lines: [String] = []
        for name in plainTypes {
            lines.append("    /// ParseSwift's `\(name)`.")
            lines.append("    @access@typealias \(name) = \(module)\(name)")
        }
        for name in genericTypes {
            lines.append("    /// ParseSwift's `\(name)`.")
            lines.append("    @access@typealias \(name)<T: ParseObject> = \(module)\(name)<T>")
        }
        return lines
    }

    /// The support file's calls into the SDK's functions, in the same two branches.
    static func forwarderDeclarations() -> String {
        let template = SupportFileTemplate.forwarders
        return "#if compiler(>=6.3)\n" + template.fillingHoles("@sdk@", with: "ParseSwift::")
            + "\n#else\n" + template.fillingHoles("@sdk@", with: "ParseSwift.") + "\n#endif"
    }
}
