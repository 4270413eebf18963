import Foundation

// Finds a plugin target's schema files and config, and spells the generator's command line.
// Shared (through a symbolic link) by the build-tool plugin and the command plugin, so both read the
// same files the same way; the tests compile it too (Tests/ParseModelGenTests/Plugins/ParseModelGenInputsTests).

/// The generator inputs of one target: the schema files and the config, as absolute paths.
struct ParseModelGenInputs {
    /// The schema files, sorted.
    var schemas: [String]
    /// The config file, when the target has one.
    var config: String?
    /// Files named almost like the config (`parse-model-gen.config.json`, `.parse-model-gen.json`...), which
    /// are neither the config nor schemas; the plugins warn about each, as the tool does.
    var nearMissConfigs: [String] = []

    /// The folder in a target that holds the schemas.
    static let schemasFolderName = "Schemas"

    /// A problem with a target's layout, reported to the user as the plugin's error.
    struct Problem: Error, CustomStringConvertible {
        var description: String

        /// The paths in a description come from the file system and the config's `"schemas"` list, so it is
        /// printed escaped: no path can add a line that Xcode or SwiftPM would read as another diagnostic.
        init(description: String) {
            self.description = PrintableText.escaped(description)
        }
    }

    /// Finds the inputs of the target whose sources are in `targetDirectory`: the config is
    /// `parse-model-gen.json` at the target's root or in its `Schemas/` folder; the schemas are the files
    /// the config lists under `"schemas"` (relative to the config), or else every `.json` file in `Schemas/`.
    /// Returns nil when the target has neither schemas nor a config. With `schemasInsideTarget` (the build
    /// plugin), a listed schema outside the target's folder is an error: the build system cannot track it,
    /// so a change to it would not regenerate the models.
    static func find(inTarget targetDirectory: String, schemasInsideTarget: Bool = false) throws -> ParseModelGenInputs?
    {
        let schemasDirectory = join(targetDirectory, schemasFolderName)
        let candidates = [
            join(targetDirectory, ParseModelGenOutputListing.configFileName),
            join(schemasDirectory, ParseModelGenOutputListing.configFileName),
        ].filter { isFile($0) }
        if candidates.count > 1 {
            throw Problem(
                description: "found two config files, \(candidates[0]) and \(candidates[1]); keep one of them")
        }
        let config = candidates.first
        if let config, let listed = ParseModelGenOutputListing.configuredSchemaPaths(config: try bytes(of: config)) {
            let base = (config as NSString).deletingLastPathComponent
            let schemas = listed.map { ($0 as NSString).isAbsolutePath ? $0 : standardized(join(base, $0)) }
            if schemas.isEmpty {
                throw Problem(
                    description:
                        "\(config): \"schemas\" lists no files; list the schema JSON files, or remove it to read every .json file in \(schemasDirectory)/"
                )
            }
            if schemasInsideTarget, let outside = schemas.first(where: { !isInside($0, directory: targetDirectory) }) {
                throw Problem(
                    description:
                        "\(config): the schema file \(outside) listed in \"schemas\" is outside the target's folder \(targetDirectory); "
                        + "the build system cannot track it, so a change to it would not regenerate the models. Move or copy it into the target "
                        + "(such as \(schemasDirectory)/), or generate into the sources with 'swift package generate-parse-models'"
                )
            }
            for schema in schemas where !isFile(schema) {
                throw Problem(description: "\(config): the schema file \(schema) listed in \"schemas\" does not exist")
            }
            return ParseModelGenInputs(schemas: schemas, config: config)
        }
        let (schemas, nestedConfigs, nearMisses) = jsonFiles(in: schemasDirectory)
        let rootNearMisses = ((try? FileManager.default.contentsOfDirectory(atPath: targetDirectory)) ?? [])
            .filter(ConfigFileNames.isNearMiss).sorted().map { join(targetDirectory, $0) }.filter(isFile)
        let allNearMisses = rootNearMisses + nearMisses
        if let nested = nestedConfigs.first {
            // The tool would pick such a config up beside its schemas while the plugin ignored it.
            throw Problem(
                description:
                    "\(nested): a config in a subfolder of \(schemasFolderName)/ is not used; move it to \(schemasDirectory)/ or the target's root"
            )
        }
        if schemas.isEmpty {
            if config == nil, let nearMiss = allNearMisses.first {
                throw Problem(
                    description: ConfigFileNames.nearMissMessage(nearMiss)
                        + "; the schema JSON goes in \(schemasDirectory)/")
            }
            // A config and no schema yet: what `init` leaves. The callers say so; the build plugin only warns,
            // since a failing plan would also stop the command plugin that pulls the schema into the folder.
            guard config != nil else { return nil }
        }
        return ParseModelGenInputs(schemas: schemas, config: config, nearMissConfigs: allNearMisses)
    }

    /// Finds the inputs among an Xcode target's files: the config is the file named `parse-model-gen.json`;
    /// the schemas are the files the config lists, or else the `.json` files inside a `Schemas` folder.
    static func find(amongFiles files: [String]) throws -> ParseModelGenInputs? {
        let configs = files.filter { ($0 as NSString).lastPathComponent == ParseModelGenOutputListing.configFileName }
            .sorted()
        if configs.count > 1 {
            throw Problem(
                description: "found several config files: \(configs.joined(separator: ", ")); keep one of them")
        }
        let config = configs.first
        if let config, let listed = ParseModelGenOutputListing.configuredSchemaPaths(config: try bytes(of: config)) {
            let base = (config as NSString).deletingLastPathComponent
            return ParseModelGenInputs(
                schemas: listed.map { ($0 as NSString).isAbsolutePath ? $0 : standardized(join(base, $0)) },
                config: config)
        }
        let inSchemasFolder = files.filter { ($0 as NSString).pathComponents.dropLast().contains(schemasFolderName) }
        let nearMisses = inSchemasFolder.filter { ConfigFileNames.isNearMiss(($0 as NSString).lastPathComponent) }
            .sorted()
        let schemas = inSchemasFolder.filter { path in
            path.hasSuffix(".json") && !isConfigName(path)
                && !ConfigFileNames.isNearMiss((path as NSString).lastPathComponent)
        }.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        if schemas.isEmpty && config == nil {
            if let nearMiss = nearMisses.first { throw Problem(description: ConfigFileNames.nearMissMessage(nearMiss)) }
            return nil
        }
        return ParseModelGenInputs(schemas: schemas, config: config, nearMissConfigs: nearMisses)
    }

    /// Why a target with a config has nothing to generate yet.
    static func noSchemasMessage(targetDirectory: String) -> String {
        let schemasDirectory = join(targetDirectory, schemasFolderName)
        return
            "\(schemasDirectory)/ holds no schema JSON yet; save the server's schema there ('swift package --allow-network-connections all --allow-writing-to-package-directory pull-parse-schema --server-url <url>', or a dashboard export), or list the files under \"schemas\" in the config"
    }

    /// Every input file: the schemas and the config.
    var files: [String] {
        schemas + (config.map { [$0] } ?? [])
    }

    /// The files the generator will write, as the build plugin declares them.
    func outputFileNames() throws -> [String] {
        var schemaBytes: [(path: String, bytes: [UInt8])] = []
        for schema in schemas {
            schemaBytes.append((path: schema, bytes: (try? Self.bytes(of: schema)) ?? []))
        }
        return ParseModelGenOutputListing.outputFileNames(schemas: schemaBytes, config: try config.map(Self.bytes(of:)))
    }

    /// The generator's arguments for writing into `output`. The config is always named, so the tool
    /// never guesses one from the schemas' folder.
    func generateArguments(output: String, extra: [String] = []) -> [String] {
        var arguments = ["generate"] + schemas + ["--output", output]
        if let config {
            arguments += ["--config", config]
        }
        return arguments + extra
    }

    // MARK: Files

    static func bytes(of path: String) throws -> [UInt8] {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Problem(description: "\(path): cannot read the file")
        }
        return Array(data)
    }

    private static func isFile(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && !isDirectory.boolValue
    }

    private static func isConfigName(_ path: String) -> Bool {
        let name = (path as NSString).lastPathComponent
        return name == ParseModelGenOutputListing.configFileName || name == "parse-model-gen.schema.json"
            || name == ConfigFileNames.cloudCodeJSONSchema
    }

    /// Every `.json` file under `directory` except configs and near misses of the config's name, hidden entries
    /// skipped, sorted as the tool sorts; the config files found in its subfolders; and the near misses.
    private static func jsonFiles(in directory: String) -> (
        schemas: [String], nestedConfigs: [String], nearMisses: [String]
    ) {
        var result: [String] = []
        var nestedConfigs: [String] = []
        var nearMisses: [String] = []
        var pending = [directory]
        while let current = pending.popLast() {
            guard let entries = try? FileManager.default.contentsOfDirectory(atPath: current) else { continue }
            for entry in entries {
                if ConfigFileNames.isNearMiss(entry) {
                    nearMisses.append(join(current, entry))
                    continue
                }
                guard !entry.hasPrefix(".") else { continue }
                let path = join(current, entry)
                // As the tool walks a folder: links to folders are not followed, so a link loop cannot trap the walk.
                guard let type = (try? FileManager.default.attributesOfItem(atPath: path))?[.type] as? FileAttributeType
                else { continue }
                if type == .typeDirectory {
                    pending.append(path)
                } else if entry == ParseModelGenOutputListing.configFileName {
                    if current != directory { nestedConfigs.append(path) }
                } else if entry.hasSuffix(".json"), !isConfigName(entry),
                    type == .typeRegular || type == .typeSymbolicLink
                {
                    result.append(path)
                }
            }
        }
        return (
            result.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }, nestedConfigs.sorted(), nearMisses.sorted()
        )
    }

    static func join(_ directory: String, _ name: String) -> String {
        directory.hasSuffix("/") ? directory + name : directory + "/" + name
    }

    /// Whether `path` names something inside `directory`, judged on the paths' text (`..` and `.` resolved,
    /// no link followed): the build system tracks inputs by the paths it is given.
    static func isInside(_ path: String, directory: String) -> Bool {
        let inner = components(path)
        let outer = components(directory)
        return inner.count > outer.count && Array(inner.prefix(outer.count)) == outer
    }

    /// The components of an absolute path with `.` and `..` resolved as text.
    private static func components(_ path: String) -> [Substring] {
        var result: [Substring] = []
        for component in path.split(separator: "/") where component != "." {
            if component == ".." {
                _ = result.popLast()
            } else {
                result.append(component)
            }
        }
        return result
    }

    private static func standardized(_ path: String) -> String {
        (path as NSString).standardizingPath
    }
}
