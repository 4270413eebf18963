// swift-tools-version:5.9
import Foundation
import PackageDescription

// SwiftPM names a path dependency after its folder, and this repository may be cloned under any name;
// an app that depends on ParseModelGen by URL writes `package: "ParseModelGen"` instead.
let parseModelGenPackage = URL(fileURLWithPath: Context.packageDirectory)
    .deletingLastPathComponent().deletingLastPathComponent().standardizedFileURL.lastPathComponent

// A client of ParseModelGen, the way an app package uses it: the BookStore library applies the build
// plugin to the schema JSON in Sources/BookStore/Schemas and uses the generated models.
let package = Package(
    name: "BookStore",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
    products: [
        .library(name: "BookStore", targets: ["BookStore"])
    ],
    dependencies: [
        .package(path: "../.."),
        // A real app depends on ParseSwift instead:
        // .package(url: "https://github.com/netreconlab/Parse-Swift", from: "5.0.0"),
        // This example builds offline against the ParseSwift stand-in of ParseModelGen's tests,
        // a local package whose library product is also named ParseSwift.
        .package(path: "../../Tests/ParseSwiftStandIn"),
    ],
    targets: [
        .target(
            name: "BookStore",
            dependencies: [.product(name: "ParseSwift", package: "ParseSwiftStandIn")],
            exclude: ["Schemas"],
            plugins: [.plugin(name: "ParseModelGenPlugin", package: parseModelGenPackage)]
        )
    ]
)
