// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "ParseModelGen",
    products: [
        .executable(name: "parse-model-gen", targets: ["parse-model-gen"]),
        // No library product: the modules are the tool's own code, not an API for other packages
        // (Documentation/Releasing.md, "What a version promises"); they share declarations with `package` access.
        .plugin(name: "ParseModelGenPlugin", targets: ["ParseModelGenPlugin"]),
        .plugin(name: "GenerateParseModels", targets: ["GenerateParseModels"]),
        .plugin(name: "PullParseSchema", targets: ["PullParseSchema"]),
        .plugin(name: "PushParseSchema", targets: ["PushParseSchema"]),
    ],
    targets: [
        // The modules follow the stages (CONTRIBUTING.md, "The layout"); each depends only on what it uses, so
        // the compiler keeps a renderer from calling the HTTP client.
        // The schema side: reading JSON, decoding schemas and the config, validation, diagnostics, names.
        .target(name: "ParseSchema"),
        // The generator: translation into a plan, rendering Swift, writing the files, the pipeline.
        .target(name: "ParseModelGenerator", dependencies: ["ParseSchema"]),
        // The server side: pull, push and diff; the only module that links FoundationNetworking.
        .target(name: "ParseServerSync", dependencies: ["ParseSchema", "ParseModelGenerator"]),
        // Reading the app's Swift models, for check and adopt.
        .target(name: "SwiftModelReading", dependencies: ["ParseSchema", "ParseModelGenerator"]),
        // Diagrams and data-model documents.
        .target(name: "DataModelDocuments", dependencies: ["ParseSchema", "ParseModelGenerator"]),
        // The generate and validate commands and the argument conventions every command shares.
        .target(name: "GenerateCommand", dependencies: ["ParseSchema", "ParseModelGenerator"]),
        // The command line: every command.
        .executableTarget(
            name: "parse-model-gen",
            dependencies: [
                "GenerateCommand", "ParseSchema", "ParseModelGenerator", "ParseServerSync", "SwiftModelReading",
                "DataModelDocuments",
            ]
        ),
        // What the build plugin runs: generate only, so that an app's clean build compiles the schema side and
        // the generator, not the server, Swift-reading or document modules.
        .executableTarget(name: "parse-model-gen-build", dependencies: ["GenerateCommand"]),
        .testTarget(
            name: "ParseModelGenTests",
            dependencies: [
                "ParseSchema", "ParseModelGenerator", "ParseServerSync", "SwiftModelReading", "DataModelDocuments",
                "GenerateCommand", "parse-model-gen", "parse-model-gen-build",
            ],
            exclude: [
                "Goldens", "DiagramGoldens", "ModelCheckFixtures", "Fetching/parse_schemas_server.py",
                "Fetching/parse_schema_rules.py", "Fetching/Recorded",
            ]
        ),
        .plugin(
            name: "ParseModelGenPlugin",
            capability: .buildTool(),
            dependencies: ["parse-model-gen-build"]
        ),
        .plugin(
            name: "GenerateParseModels",
            capability: .command(
                intent: .custom(
                    verb: "generate-parse-models",
                    description:
                        "Generate ParseSwift models from the schema JSON in a target's Schemas folder into its sources"
                ),
                permissions: [
                    .writeToPackageDirectory(
                        reason:
                            "to write the generated ParseSwift model files into the target's source folder, and with --docs the data-model reference"
                    )
                ]
            ),
            // The lean tool only: SwiftPM builds every tool a plugin declares before running it, and init and
            // generate need no more, so the first run builds what the build plugin needs anyway. --docs builds
            // the full parse-model-gen when it runs (Plugins/GenerateParseModels/FullToolBuild.swift).
            dependencies: ["parse-model-gen-build"]
        ),
        .plugin(
            name: "PullParseSchema",
            capability: .command(
                intent: .custom(
                    verb: "pull-parse-schema",
                    description: "Save a Parse Server's schema (GET /schemas) as JSON into a target's Schemas folder"
                ),
                permissions: [
                    // Every host and port: Parse Servers answer on 443, 1337, 80 or any other port.
                    .allowNetworkConnections(
                        scope: .all(),
                        reason: "to read the schema from your Parse Server (GET <server>/schemas with the master key)"),
                    .writeToPackageDirectory(reason: "to save the schema JSON into the target's Schemas folder"),
                ]
            ),
            dependencies: ["parse-model-gen"]
        ),
        .plugin(
            name: "PushParseSchema",
            capability: .command(
                intent: .custom(
                    verb: "push-parse-schema",
                    description:
                        "Show, and with --apply make, the changes that make a Parse Server's schema match a target's Schemas folder"
                ),
                permissions: [
                    // Every host and port, as for pull. Nothing is written into the package.
                    .allowNetworkConnections(
                        scope: .all(),
                        reason:
                            "to read your Parse Server's schema and, with --apply, change it (the /schemas routes with the master key)"
                    )
                ]
            ),
            dependencies: ["parse-model-gen"]
        ),
    ]
)
