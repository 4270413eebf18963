import XCTest

@testable import ParseModelGenerator

/// The component numbering behind pointer-cycle breaking, against reachability computed the slow way.
final class StronglyConnectedComponentsTests: XCTestCase {
    func testMatchesMutualReachabilityOnRandomGraphs() {
        var random = SeededRandom(seed: 0x5CC)
        for round in 0..<300 {
            let count = 1 + random.below(14)
            let successors = (0..<count).map { _ in (0..<random.below(4)).map { _ in random.below(count) } }
            let component = StronglyConnectedComponents.components(successors: successors)
            let reach = reachability(successors)
            for a in 0..<count {
                for b in 0..<count {
                    let mutual = a == b || (reach[a].contains(b) && reach[b].contains(a))
                    XCTAssertEqual(
                        component[a] == component[b], mutual, "round \(round), nodes \(a) and \(b) of \(successors)")
                }
            }
        }
    }

    func testSelfLoopsAndIsolatedNodesAreTheirOwnComponents() {
        let component = StronglyConnectedComponents.components(successors: [[0], [], [1, 2]])
        XCTAssertEqual(Set(component).count, 3)
    }

    func testEdgesOutsideTheGraphAreIgnored() {
        let component = StronglyConnectedComponents.components(successors: [[1, 7, -1], [0]])
        XCTAssertEqual(component[0], component[1])
    }

    /// A path through 200,000 nodes would overflow the call stack of a recursive search.
    func testLongChainAndLongCycleDoNotOverflowTheStack() {
        let count = 200_000
        let chain = (0..<count).map { $0 + 1 < count ? [$0 + 1] : [] }
        XCTAssertEqual(Set(StronglyConnectedComponents.components(successors: chain)).count, count)
        let cycle = (0..<count).map { [($0 + 1) % count] }
        XCTAssertEqual(Set(StronglyConnectedComponents.components(successors: cycle)).count, 1)
    }

    private func reachability(_ successors: [[Int]]) -> [Set<Int>] {
        successors.indices.map { start in
            var seen: Set<Int> = []
            var pending = successors[start]
            while let node = pending.popLast() {
                if seen.insert(node).inserted { pending += successors[node] }
            }
            return seen
        }
    }
}
