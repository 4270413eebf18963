import Foundation
import XCTest

/// Every cross-reference in the README and the pages under Documentation/ resolves: a relative link names a
/// file or folder of the repository, and an `#anchor` names a heading of the page it points into (GitHub's
/// anchors: lowercased, spaces as dashes, punctuation dropped, `-1`, `-2` for repeated headings).
final class DocumentationLinkTests: XCTestCase {
    func testRelativeLinksAndAnchorsResolve() throws {
        let repository = GoldenCase.repositoryDirectory
        var checked = 0
        for file in ReadmeSnippetTests.documentationFiles + [
            "CONTRIBUTING.md", "Examples/BookStore/README.md", "Examples/ChatShop/README.md",
        ] {
            let text = try String(contentsOf: repository.appendingPathComponent(file), encoding: .utf8)
            let folder = (file as NSString).deletingLastPathComponent
            for (target, line) in Self.links(in: text) where !target.contains("://") && !target.hasPrefix("mailto:") {
                checked += 1
                let parts = target.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false).map(
                    String.init)
                let path =
                    parts[0].isEmpty
                    ? file : ((folder as NSString).appendingPathComponent(parts[0]) as NSString).standardizingPath
                let url = repository.appendingPathComponent(path)
                XCTAssertTrue(
                    FileManager.default.fileExists(atPath: url.path),
                    "\(file):\(line): the link '\(target)' names \(path), which does not exist")
                guard parts.count == 2, FileManager.default.fileExists(atPath: url.path) else { continue }
                let anchors = Self.anchors(in: try String(contentsOf: url, encoding: .utf8))
                XCTAssertTrue(
                    anchors.contains(parts[1]),
                    "\(file):\(line): the link '\(target)' names no heading of \(path); its anchors: \(anchors.sorted())"
                )
            }
        }
        XCTAssertGreaterThan(checked, 40, "the documentation links its pages to each other")
    }

    func testTheCheckItselfFindsLinksAndAnchors() {
        let text =
            "# A title\n## `init`: the $schema path\n## A title\n```\n[not](a-link.md)\n```\nSee [x](Other.md#a-title-1) and [y](#init-the-schema-path).\n"
        XCTAssertEqual(Self.links(in: text).map(\.target), ["Other.md#a-title-1", "#init-the-schema-path"])
        XCTAssertEqual(Self.anchors(in: text), ["a-title", "init-the-schema-path", "a-title-1"])
    }

    /// The targets of inline links `[text](target)` outside fenced code blocks and code spans, with their line.
    static func links(in text: String) -> [(target: String, line: Int)] {
        var result: [(String, Int)] = []
        var inFence = false
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence else { continue }
            let plain = MarkdownStructureCheck.withoutCodeSpans(line)
            var rest = plain[...]
            while let open = rest.range(of: "](") {
                let after = rest[open.upperBound...]
                guard let close = after.firstIndex(of: ")") else { break }
                let target = String(after[..<close]).split(separator: " ").first.map(String.init) ?? ""
                result.append((target, index + 1))
                rest = after[close...]
            }
        }
        return result
    }

    /// The anchors GitHub gives a page's headings, in order.
    static func anchors(in text: String) -> [String] {
        var seen: [String: Int] = [:]
        var result: [String] = []
        var inFence = false
        for line in text.components(separatedBy: "\n") {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
                continue
            }
            guard !inFence, line.hasPrefix("#") else { continue }
            let title = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces).replacingOccurrences(
                of: "`", with: "")
            let base = MarkdownStructureCheck.anchor(title)
            let count = seen[base, default: 0]
            seen[base] = count + 1
            result.append(count == 0 ? base : "\(base)-\(count)")
        }
        return result
    }
}
