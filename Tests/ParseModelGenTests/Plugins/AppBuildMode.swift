import Foundation

/// A setting a client package is built in by the plugin tests that build an app in every mode apps use: Swift 5,
/// Swift 6, and Swift 6 with the main actor as default isolation (Xcode 26 app targets). The ParseSwift stand-in
/// package has the fork's shapes, so the app's target defines `PARSESWIFT_FORK`, as the compile checks' fork
/// mode does, for code that differs between the two lines.
struct AppBuildMode {
    var name: String
    /// The manifest's `swift-tools-version`.
    var toolsVersion: String
    /// Appended to the `Package(...)` arguments.
    var packageSettings: String
    /// The app target's `swiftSettings:` argument, with its trailing comma.
    var targetSettings: String

    private static let forkShape = "swiftSettings: [.define(\"PARSESWIFT_FORK\")"

    static let all = [
        AppBuildMode(name: "Swift 5", toolsVersion: "5.9", packageSettings: "", targetSettings: forkShape + "],"),
        AppBuildMode(
            name: "Swift 6", toolsVersion: "6.0", packageSettings: ",\n    swiftLanguageModes: [.v6]",
            targetSettings: forkShape + "],"),
        AppBuildMode(
            name: "Swift 6, main actor by default", toolsVersion: "6.2",
            packageSettings: ",\n    swiftLanguageModes: [.v6]",
            targetSettings: forkShape + ", .defaultIsolation(MainActor.self)],"),
    ]

    /// A Swift string literal holding `text`, for manifests.
    static func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
