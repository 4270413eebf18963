// This file is compiled into the library and, through a symbolic link, into both plugins, which cannot
// link the library: one rule names the generated files in the generator and in the plugin's output listing.
// It uses nothing but the standard library.

/// The names of the files the generator writes.
///
/// Apps name their own files after their types (`Book.swift`, `Book+Views.swift`), and a Swift module
/// cannot hold two files of the same name, wherever they sit (`filename "Book.swift" used twice`). Every
/// generated file therefore ends in ``suffix``, which no hand-written file takes in practice, the way
/// Protocol Buffers' generated files end in `.pb.swift`. One suffix for every generated file also lets an
/// app leave them all out of a linter, a formatter or code coverage with one pattern (`*.parse.swift`).
public enum GeneratedFileNames {
    /// What every generated file name ends with.
    public static let suffix = ".parse.swift"

    /// The support file's name: the helpers every generated model shares. No type file can have it, since
    /// the type `ParseModelGenSupport` is never generated (``ReservedTypeNames``).
    public static let supportFile = "ParseModelGenSupport" + suffix

    /// The file of the Cloud functions and jobs, written when a Cloud Code description is among the inputs. No
    /// type file can have it, since the type `CloudFunctions` is never generated (``ReservedTypeNames``).
    public static let cloudCodeFile = "CloudFunctions" + suffix

    /// The file a generated type is declared in: `Book` -> `Book.parse.swift`.
    public static func file(forType typeName: String) -> String {
        typeName + suffix
    }

    /// Whether `fileName` (a file name, not a path) is named as a generated file is.
    public static func isGeneratedName(_ fileName: String) -> Bool {
        fileName.hasSuffix(suffix)
    }
}
