import ParseSchema
import XCTest

/// Generated files are named so that they never meet the app's own files (issue 39): a Swift module cannot
/// hold two files of one name, and apps name theirs after their types (`Book.swift`, `Book+Views.swift`).
final class GeneratedFileNamesTests: XCTestCase {
    func testEveryGeneratedFileEndsInTheSuffix() {
        let files = generatedFiles(
            #"[{"className": "Book", "fields": {"owner": {"type": "Pointer", "targetClass": "_User"}}}]"#,
            config: #"{"types": {"Address": {"struct": {"fields": {"street": {"type": "String"}}}}}}"#)
        XCTAssertEqual(
            Set(files.keys),
            ["Book.parse.swift", "User.parse.swift", "Address.parse.swift", "ParseModelGenSupport.parse.swift"])
    }

    /// A class named after the support file's type would write a second file of the support file's name.
    func testAClassNamedAfterTheSupportFileIsRenamed() {
        let schema = #"[{"className": "ParseModelGenSupport", "fields": {}}]"#
        XCTAssertEqual(
            Set(generatedFiles(schema).keys),
            ["ParseModelGenSupportObject.parse.swift", "ParseModelGenSupport.parse.swift"])
        XCTAssertTrue(
            diagnostics(schema).contains {
                $0.contains("its file would be 'ParseModelGenSupport.parse.swift', the name of another generated file")
            }, "\(diagnostics(schema))")
    }

    /// The plugins' check: a target file named as a generated one is found, wherever it sits, by its name
    /// alone; the generator's own earlier output (the command plugin's output folder) is not a clash.
    func testTheClashCheckNamesTheTargetFile() {
        let clashes = SourceFileClash.find(
            sources: [
                "/app/Sources/App/Book.swift", "/app/Sources/App/Views/Book.parse.swift",
                "/app/Sources/App/Generated/User.parse.swift", "/app/Sources/App/User+Views.swift",
            ],
            generatedNames: ["Book.parse.swift", "User.parse.swift", GeneratedFileNames.supportFile],
            outputFolder: "/app/Sources/App/Generated/", plugin: "ParseModelGenPlugin")
        XCTAssertEqual(clashes.map(\.sourceFile), ["/app/Sources/App/Views/Book.parse.swift"])
        XCTAssertEqual(
            clashes.first?.description,
            "ParseModelGenPlugin: /app/Sources/App/Views/Book.parse.swift has the name of a file the generator writes "
                + "for this target (Book.parse.swift); a Swift module cannot hold two files of one name. Rename "
                + "/app/Sources/App/Views/Book.parse.swift (generated files end in .parse.swift, so a name without it "
                + "never clashes).")
        // A file name from the file system cannot forge a line of output.
        let forged = SourceFileClash(
            sourceFile: "/app/x\nerror: forged/Book.parse.swift", generatedName: "Book.parse.swift",
            plugin: "ParseModelGenPlugin")
        XCTAssertFalse(forged.description.contains("\n"), forged.description)
    }
}
