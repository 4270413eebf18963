import ParseSchema
import XCTest

/// Positions are stored in 32 bits each; what callers see is unchanged within that range, and values
/// beyond it are clamped rather than trapping.
final class SourcePositionTests: XCTestCase {
    func testLinesAndColumnsReadBackAsWritten() {
        var position = SourcePosition(line: 12, column: 40)
        XCTAssertEqual(position.line, 12)
        XCTAssertEqual(position.column, 40)
        position.line = 4_000_000_000
        position.column += 1
        XCTAssertEqual(position, SourcePosition(line: 4_000_000_000, column: 41))
    }

    func testValuesOutsideThirtyTwoBitsAreClamped() {
        let position = SourcePosition(line: Int.max, column: -5)
        XCTAssertEqual(position.line, Int(UInt32.max))
        XCTAssertEqual(position.column, 0)
    }

    func testPositionsOrderByLineThenColumn() {
        let positions = [
            SourcePosition(line: 2, column: 1), SourcePosition(line: 1, column: 30),
            SourcePosition(line: 1, column: 4), SourcePosition(line: 70_000, column: 2),
        ]
        XCTAssertEqual(
            positions.sorted(),
            [
                SourcePosition(line: 1, column: 4), SourcePosition(line: 1, column: 30),
                SourcePosition(line: 2, column: 1), SourcePosition(line: 70_000, column: 2),
            ])
    }
}
