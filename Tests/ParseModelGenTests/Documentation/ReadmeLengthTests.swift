import Foundation
import XCTest

/// The README is the path a new user walks, read in one sitting: reference material belongs in
/// `Documentation/` (issue 42). The limit is a line count, the length a reader gets through at once.
final class ReadmeLengthTests: XCTestCase {
    static let maximumLines = 300

    func testTheReadmeStaysShort() throws {
        let readme = try String(
            contentsOf: GoldenCase.repositoryDirectory.appendingPathComponent("README.md"), encoding: .utf8)
        let lines = readme.split(separator: "\n", omittingEmptySubsequences: false).count - 1
        XCTAssertLessThanOrEqual(
            lines, Self.maximumLines, "README.md has \(lines) lines; move reference material to Documentation/")
    }
}
