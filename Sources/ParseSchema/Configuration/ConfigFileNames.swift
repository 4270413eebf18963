// The names the config goes by, and the names a user may give it by mistake. Standard library only: the
// plugins compile this file too (through symbolic links), so that the tool and the plugins skip and report
// the same files.

/// The config's file name and its near misses.
enum ConfigFileNames {
    /// The one name the config is found by.
    static let config = "parse-model-gen.json"
    /// The JSON Schema of the config, which is never read as a schema either.
    static let jsonSchema = "parse-model-gen.schema.json"

    /// The Cloud Code description's name: a file with this name, or one ending in `.` and this name
    /// (`shop.cloud-functions.json`), beside the schemas is read as a description of Cloud functions and jobs.
    static let cloudCode = "cloud-functions.json"
    /// The JSON Schema of the Cloud Code description, which is never read as a schema either.
    static let cloudCodeJSONSchema = "cloud-functions.schema.json"

    /// Whether the file named `name` is a Cloud Code description rather than a schema.
    static func isCloudCodeDescription(_ name: String) -> Bool {
        name == cloudCode || name.hasSuffix("." + cloudCode)
    }

    /// Whether a file name looks like a config's but is not `parse-model-gen.json`: `parse-model-gen.config.json`,
    /// `.parse-model-gen.json`, `parse_model_gen.json`, `ParseModelGen.json`, `parse-model-gen.jsonc`. Such a
    /// file is neither read as the config nor as a schema, and gets a warning saying what the tool looks for.
    static func isNearMiss(_ name: String) -> Bool {
        let lowered = name.lowercased()
        guard name != config, lowered != jsonSchema else { return false }
        let letters = String(lowered.unicodeScalars.filter { !["-", "_", ".", " "].contains($0) })
        return letters.hasPrefix("parsemodelgen") && (letters.hasSuffix("json") || letters.hasSuffix("jsonc"))
    }

    /// The warning's text for a near miss at `path`.
    static func nearMissMessage(_ path: String) -> String {
        "\(path) is not read: the config must be named \(config) (in the schema folder, at a plugin target's root, or passed with --config), and the file is not read as a schema either; rename it to \(config) to use it"
    }
}
