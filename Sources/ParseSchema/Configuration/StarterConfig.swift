/// The `parse-model-gen.json` that `parse-model-gen init` writes into a new `Schemas/` folder: a `$schema`
/// reference for editor completion, the access level, and an example refinement.
///
/// The example is a `//` comment (the config reader accepts comments, as it does in schemas): a real
/// refinement of a class the user's schema does not have would warn on every run until it was deleted.
package enum StarterConfig {
    /// The JSON Schema of the config, at the root of ParseModelGen's package.
    package static let jsonSchemaFileName = "parse-model-gen.schema.json"

    /// Where a URL dependency's checkout puts the JSON Schema, relative to the depending package's root
    /// (SwiftPM names the checkout folder after the repository).
    package static let urlDependencyJSONSchemaPath = ".build/checkouts/ParseModelGen/" + jsonSchemaFileName

    /// The starter text. `schemaReference` is written as the `$schema` value (escaped as a JSON string).
    package static func text(schemaReference: String, accessLevel: AccessLevel = .internal) -> String {
        """
        {
          "$schema": \(jsonString(schemaReference)),
          // internal (the default), package or public: public when other modules import the models.
          "accessLevel": "\(accessLevel.rawValue)",
          // Refinements, by Parse class name and Parse field name. For a class Book with a Number field
          // publishingYear and a String field status, this makes the year an Int and the status an enum:
          //
          //   "Book": {
          //     "fields": {
          //       "publishingYear": {"swiftType": "Int"},
          //       "status": {"enum": {"name": "Status", "cases": ["draft", "published"]}}
          //     }
          //   }
          //
          // Every key is described in ParseModelGen's Documentation/Configuring.md.
          "classes": {}
        }

        """
    }

    /// A path from `directory` to `file`, both absolute and already standardized (no `.`, `..` or trailing
    /// slash): `../../../.build/checkouts/ParseModelGen/parse-model-gen.schema.json`.
    package static func relativePath(from directory: String, to file: String) -> String {
        let from = directory.split(separator: "/")
        let to = file.split(separator: "/")
        var common = 0
        while common < from.count, common < to.count - 1, from[common] == to[common] {
            common += 1
        }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...].map(String.init)).joined(separator: "/")
    }

    /// `text` as a JSON string literal: quotes, backslashes and control characters escaped.
    package static func jsonString(_ text: String) -> String {
        JSONText.quoted(text)
    }
}
