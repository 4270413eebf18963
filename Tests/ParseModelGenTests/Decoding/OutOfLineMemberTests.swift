import XCTest

@testable import ParseSchema

/// A field's refinement, and a refinement's enum and struct, are kept out of line (`OutOfLine`) to make
/// fields cheap to copy. They must still behave as values: a change to one copy never shows in another,
/// and equality and hashing look at what is boxed, not at which box holds it.
final class OutOfLineMemberTests: XCTestCase {
    private let here = SourceLocation(file: "schema.json", position: SourcePosition(line: 3, column: 7))

    private func field(_ name: String, refinement: FieldRefinement? = nil) -> ParseField {
        ParseField(name: name, location: here, type: .string, typeLocation: here, refinement: refinement)
    }

    private func status(_ caseNames: [String]) -> EnumRefinement {
        EnumRefinement(
            name: Located("Status", at: here), rawType: nil,
            cases: caseNames.map { EnumCaseSpec(name: nil, rawValue: .string($0), location: here) }, location: here
        )
    }

    func testChangingACopysRefinementLeavesTheOriginalAlone() {
        let original = field(
            "state", refinement: FieldRefinement(swiftName: Located("state", at: here), enumeration: status(["open"])))
        var copy = original
        copy.refinement?.swiftName = Located("phase", at: here)
        copy.refinement?.enumeration?.cases.append(EnumCaseSpec(name: nil, rawValue: .string("closed"), location: here))
        XCTAssertEqual(original.refinement?.swiftName?.value, "state")
        XCTAssertEqual(original.refinement?.enumeration?.cases.count, 1)
        XCTAssertEqual(copy.refinement?.swiftName?.value, "phase")
        XCTAssertEqual(copy.refinement?.enumeration?.cases.count, 2)
        XCTAssertNotEqual(original, copy)
    }

    func testEqualRefinementsInSeparateBoxesAreEqualAndHashAlike() {
        let first = field(
            "state", refinement: FieldRefinement(enumeration: status(["open", "closed"]), doc: "Where it is."))
        let second = field(
            "state", refinement: FieldRefinement(enumeration: status(["open", "closed"]), doc: "Where it is."))
        XCTAssertEqual(first, second)
        XCTAssertEqual(first.hashValue, second.hashValue)
        XCTAssertEqual(Set([first, second]).count, 1)
        XCTAssertNotEqual(
            first, field("state", refinement: FieldRefinement(enumeration: status(["open"]), doc: "Where it is.")))
        XCTAssertNotEqual(first, field("state"))
    }

    func testSettingAndClearingAMemberRoundTrips() {
        var refinement = FieldRefinement()
        XCTAssertNil(refinement.enumeration)
        XCTAssertNil(refinement.structure)
        let inner = StructRefinement(name: Located("Address", at: here), fields: [field("city")], location: here)
        refinement.structure = inner
        refinement.enumeration = status(["a"])
        XCTAssertEqual(refinement.structure, inner)
        XCTAssertEqual(refinement.enumeration, status(["a"]))
        refinement.structure = nil
        refinement.enumeration = nil
        XCTAssertEqual(refinement, FieldRefinement())

        var withRefinement = field("address", refinement: refinement)
        withRefinement.refinement = nil
        XCTAssertEqual(withRefinement, field("address"))
    }

    func testAnOverriddenRefinementTakesTheConfigsMembers() {
        let inline = FieldRefinement(swiftName: Located("state", at: here), enumeration: status(["open"]))
        let configured = FieldRefinement(enumeration: status(["open", "closed"]))
        let combined = inline.overridden(by: configured)
        XCTAssertEqual(combined.swiftName?.value, "state")
        XCTAssertEqual(combined.enumeration?.cases.count, 2)
        XCTAssertEqual(inline.enumeration?.cases.count, 1)
    }
}
