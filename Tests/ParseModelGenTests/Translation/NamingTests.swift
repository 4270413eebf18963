import XCTest

@testable import ParseModelGenerator
@testable import ParseSchema

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

    /// ASCII names take a byte-wise path; these pin it to the character-wise rules non-ASCII names keep.
    func testLowerCamelEdgeCases() {
        XCTAssertEqual(NameConversion.lowerCamel("__a__b_"), "aB")
        XCTAssertEqual(NameConversion.lowerCamel("_"), "_")
        XCTAssertEqual(NameConversion.lowerCamel("___"), "___")
        XCTAssertEqual(NameConversion.lowerCamel("ABC_def"), "abcDef")
        XCTAssertEqual(NameConversion.lowerCamel("GCMSender_id"), "gcmSenderId")
        XCTAssertEqual(NameConversion.lowerCamel("_Private_URL"), "privateURL")
        XCTAssertEqual(NameConversion.lowerCamel("a_1b"), "a1b")
        XCTAssertEqual(NameConversion.lowerCamel("x__Y"), "xY")
        XCTAssertEqual(NameConversion.lowerCamel("iOS_version"), "iOSVersion")
        XCTAssertEqual(NameConversion.lowerCamel("Über_name"), "überName")
        XCTAssertEqual(NameConversion.lowerCamel("ÉTAT_civil"), "étatCivil")
    }

    func testUpperCamel() {
        XCTAssertEqual(NameConversion.upperCamel("order_item"), "OrderItem")
        XCTAssertEqual(NameConversion.upperCamel("book"), "Book")
        XCTAssertEqual(NameConversion.upperCamel("ISBN"), "ISBN")
        XCTAssertEqual(NameConversion.upperCamel("_a__9b_ü"), "A9bÜ")
        XCTAssertEqual(NameConversion.upperFirst("a\u{301}rbol"), "A\u{301}rbol")
        XCTAssertEqual(NameConversion.upperFirst("éclair"), "Éclair")
        XCTAssertEqual(NameConversion.upperFirst(""), "")
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
        let requests = [
            NameRequest(wireName: "Book", preferred: "Book", location: nil),
            NameRequest(wireName: "BOOK", preferred: "BOOK", location: nil),
        ]
        XCTAssertEqual(
            NameAssignment.assign(requests, taken: [], what: "class", caseInsensitive: true).names,
            ["BOOK": "BOOK", "Book": "Book2"])
    }
}
