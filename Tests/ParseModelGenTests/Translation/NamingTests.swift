@testable import ParseModelGen
import XCTest

final class NamingTests: XCTestCase {
    func testLowerCamel() {
        XCTAssertEqual(NameConversion.lowerCamel("access_token"), "accessToken")
        XCTAssertEqual(NameConversion.lowerCamel("GCMSenderId"), "gcmSenderId")
        XCTAssertEqual(NameConversion.lowerCamel("URL"), "url")
        XCTAssertEqual(NameConversion.lowerCamel("User"), "user")
        XCTAssertEqual(NameConversion.lowerCamel("publishingYear"), "publishingYear")
        XCTAssertEqual(NameConversion.lowerCamel("field_1"), "field1")
        XCTAssertEqual(NameConversion.lowerCamel("a__b_"), "aB")
    }

    func testUpperCamel() {
        XCTAssertEqual(NameConversion.upperCamel("order_item"), "OrderItem")
        XCTAssertEqual(NameConversion.upperCamel("book"), "Book")
        XCTAssertEqual(NameConversion.upperCamel("ISBN"), "ISBN")
    }

    func testClassTypeNames() {
        XCTAssertEqual(ClassTypeNaming.derivedName("_User", stripping: []), "User")
        XCTAssertEqual(ClassTypeNaming.derivedName("_Product", stripping: []), "Product")
        XCTAssertEqual(ClassTypeNaming.derivedName("OD3_Alarm", stripping: ["OD3_"]), "Alarm")
        XCTAssertEqual(ClassTypeNaming.derivedName("OD3_", stripping: ["OD3_"]), "OD3")
        XCTAssertEqual(ClassTypeNaming.derivedName("OD3_9x", stripping: ["OD3_"]), "OD39x")
    }

    func testAssignmentIsIndependentOfRequestOrder() {
        let requests = [
            NameRequest(wireName: "user_name", preferred: "userName", location: nil),
            NameRequest(wireName: "userName", preferred: "userName", location: nil),
            NameRequest(wireName: "UserName", preferred: "userName", location: nil),
        ]
        let forward = NameAssignment.assign(requests, taken: [], what: "field")
        let backward = NameAssignment.assign(requests.reversed(), taken: [], what: "field")
        XCTAssertEqual(forward.names, backward.names)
        XCTAssertEqual(forward.names, ["userName": "userName", "UserName": "userName2", "user_name": "userName3"])
        XCTAssertEqual(forward.diagnostics.count, 2)
    }

    func testTypeNamesCollideIgnoringCase() {
        let requests = [NameRequest(wireName: "Book", preferred: "Book", location: nil), NameRequest(wireName: "BOOK", preferred: "BOOK", location: nil)]
        XCTAssertEqual(NameAssignment.assign(requests, taken: [], what: "class", caseInsensitive: true).names, ["BOOK": "BOOK", "Book": "Book2"])
    }
}
