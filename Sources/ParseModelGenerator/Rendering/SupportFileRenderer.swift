import ParseSchema

/// Renders the support file: the declarations every generated model may use.
struct SupportFileRenderer {
    /// The support file's name; no type file can have it, since no type takes the name it is made of.
    static let fileName = GeneratedFileNames.supportFile

    let access: String
    let header: [String]
    /// Modules to import besides Foundation and ParseSwift.
    var imports: [String] = []

    func render() -> String {
        var text = header.joined(separator: "\n") + "\n\nimport Foundation\nimport ParseSwift\n"
        for module in imports {
            text += "import \(SwiftText.identifier(module))\n"
        }
        let source = SupportFileTemplate.source
            .fillingHoles("@sdk-aliases@", with: SDKNames.aliasDeclarations())
            .fillingHoles("@sdk-forwarders@", with: SDKNames.forwarderDeclarations())
            .fillingHoles("@access@", with: access)
        return text + "\n" + source + "\n"
    }
}
