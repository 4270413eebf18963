// swift-tools-version:5.9
import PackageDescription

// A stand-in for ParseSwift: the subset of its public API that generated models touch, with the real
// names, generic shapes and throwing-ness, so generated code can be type-checked offline. It is not a
// Parse client. Built as a package it has the shape of the netreconlab fork (Sendable); the tests also
// compile its sources without `PARSESWIFT_FORK` for the shape of parse-community ParseSwift 4.14.
let package = Package(
    name: "ParseSwiftStandIn",
    platforms: [.macOS(.v12), .iOS(.v15), .tvOS(.v15), .watchOS(.v8)],
    products: [
        .library(name: "ParseSwift", targets: ["ParseSwift"])
    ],
    targets: [
        .target(name: "ParseSwift", swiftSettings: [.define("PARSESWIFT_FORK")])
    ]
)
