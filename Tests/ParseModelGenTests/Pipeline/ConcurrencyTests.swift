import Foundation
import XCTest

@testable import ParseModelGenerator
@testable import ParseSchema

/// The stages run on every core; what they produce must not depend on it.
final class ConcurrencyTests: XCTestCase {
    func testConcurrentMapKeepsOrderAndTransformsEachElementOnce() {
        let counter = CallCounter()
        let elements = Array(0..<10_000)
        let results = elements.concurrentMap { element -> String in
            counter.record(element)
            return "#\(element)"
        }
        XCTAssertEqual(results, elements.map { "#\($0)" })
        XCTAssertEqual(counter.calls, Dictionary(uniqueKeysWithValues: elements.map { ($0, 1) }))
        XCTAssertEqual([Int]().concurrentMap { $0 + 1 }, [])
        XCTAssertEqual([41].concurrentMap { $0 + 1 }, [42])
    }

    /// Hundreds of classes with pointer cycles, name clashes and warnings, generated again and again:
    /// every run gives the same files and the same diagnostics in the same order.
    func testRepeatedGenerationOfALargeSchemaIsIdentical() {
        let schema = SourceFile(path: "many.json", text: Self.schema(classes: 300))
        let reference = Generator.generate(schemas: [schema], config: nil)
        XCTAssertTrue(reference.succeeded, reference.diagnostics.map { "\($0)" }.joined(separator: "\n"))
        XCTAssertEqual(reference.files.count, 301)
        XCTAssertGreaterThanOrEqual(
            reference.diagnostics.count, 600, "every class warns about 'score' and about 'title_' wanting 'title'")
        XCTAssertTrue(reference.files.contains { $0.contents.contains("var parent: ParseModelGenSDK.Pointer<Node7>?") })
        for round in 0..<5 {
            let outcome = Generator.generate(schemas: [schema], config: nil)
            XCTAssertEqual(outcome.diagnostics, reference.diagnostics, "round \(round)")
            XCTAssertEqual(outcome.files, reference.files, "round \(round)")
        }
    }

    /// `Node<i>` points at itself, at the next class (the last closes the ring) and at a class far away;
    /// `score` and a field that converts to an existing name warn in every class.
    private static func schema(classes: Int) -> String {
        let entries = (0..<classes).map { index in
            """
            {"className": "Node\(index)", "fields": {
              "parent": {"type": "Pointer", "targetClass": "Node\(index)"},
              "next": {"type": "Pointer", "targetClass": "Node\((index + 1) % classes)"},
              "far": {"type": "Pointer", "targetClass": "Node\((index * 7 + 3) % classes)"},
              "members": {"type": "Relation", "targetClass": "Node\((index + 2) % classes)"},
              "score": {"type": "Number"},
              "title": {"type": "String"}, "title_": {"type": "String"}
            }}
            """
        }
        return "{\"results\": [" + entries.joined(separator: ",\n") + "]}"
    }
}

/// Counts calls per element from many threads.
private final class CallCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int: Int] = [:]

    func record(_ element: Int) {
        lock.lock()
        counts[element, default: 0] += 1
        lock.unlock()
    }

    var calls: [Int: Int] {
        lock.lock()
        defer { lock.unlock() }
        return counts
    }
}
