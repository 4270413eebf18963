import ParseSchema
import XCTest

/// What the README and `adopt` say about an app's own extensions of a generated model in a module isolated
/// to the main actor by default, as the compiler sees it: with the fork's shapes, a plain extension is
/// nonisolated like the model; with ParseSwift 4.14's, it takes the module's default isolation, so its
/// members are main-actor isolated and a `merge(with:)` of its own cannot witness the SDK's requirement;
/// `nonisolated extension` works with both.
final class AppExtensionIsolationTests: XCTestCase {
    private let schema = #"{"results": [{"className": "Author", "fields": {"name": {"type": "String"}}}]}"#
    private let config = #"{"classes": {"Author": {"merge": false}}}"#

    private func client(_ keyword: String) -> String {
        """
        import Foundation
        import ParseSwift

        \(keyword)extension Author {
            var displayName: String { name ?? "?" }
            func merge(with object: Author) throws -> Author {
                var updated = try mergeParse(with: object)
                if updated.shouldRestoreKey(\\.name, original: object) { updated.name = object.name }
                return updated
            }
        }

        nonisolated func offTheMainActor(_ author: Author) -> String { author.displayName }

        """
    }

    func testAPlainExtensionIsNonisolatedWithTheForkAndMainActorWith414() throws {
        let models = generatedFiles(schema, config: config)
        for version in ["5", "6"] {
            XCTAssertNil(
                try CompileCheck.typecheck(
                    models.merging(["App.swift": client("")]) { $1 }, flavor: .fork, swiftVersion: version,
                    isolation: .mainActor))
            let old = try XCTUnwrap(
                try CompileCheck.typecheck(
                    models.merging(["App.swift": client("")]) { $1 }, flavor: .parseCommunity, swiftVersion: version,
                    isolation: .mainActor),
                "a plain extension compiled with 4.14's shapes in a main-actor module: the README and adopt must say so"
            )
            XCTAssertTrue(
                old.contains(
                    "main actor-isolated instance method 'merge(with:)' cannot satisfy nonisolated requirement"), old)
            for flavor in SDKFlavor.allCases {
                XCTAssertNil(
                    try CompileCheck.typecheck(
                        models.merging(["App.swift": client("nonisolated ")]) { $1 }, flavor: flavor,
                        swiftVersion: version, isolation: .mainActor))
            }
        }
    }
}
