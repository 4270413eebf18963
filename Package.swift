// swift-tools-version:5.9
import PackageDescription

let package = Package(
    name: "ParseModelGen",
    products: [
        .executable(name: "parse-model-gen", targets: ["parse-model-gen"]),
        .library(name: "ParseModelGen", targets: ["ParseModelGen"]),
    ],
    targets: [
        .target(name: "ParseModelGen"),
        .executableTarget(name: "parse-model-gen", dependencies: ["ParseModelGen"]),
        .testTarget(
            name: "ParseModelGenTests",
            dependencies: ["ParseModelGen", "parse-model-gen"],
            exclude: ["Goldens"]
        ),
    ]
)
