import Foundation
import ParseModelGenerator
import XCTest

/// Runs the generated Cloud types of the `cloud-code` golden against the ParseSwift stand-in, both SDK
/// shapes: the body the app sends (parameters only, wire names, Parse dates, defaults, enum raw values),
/// the `{"result": ...}` answers decoded as each `ReturnType` the way the SDK decodes them, and a hook
/// request body as Parse Server posts it to a ParseServerSwift webhook, decoded as
/// `ParseHookFunctionRequest<User, AverageStars>`. The body is encoded here with `JSONEncoder`; what the
/// stand-in's `ParseEncoder` sends to a server is checked by `CloudCallPluginRunTests`.
final class CloudCodeRoundTripTests: XCTestCase {
    private static let program = ##"""
        import Foundation
        import ParseSwift

        /// A ParseServerSwift app's user: the hook's user type adds the session token and lockout fields.
        struct CloudUser: ParseCloudUser {
            var originalData: Data?
            var objectId: String?
            var createdAt: Date?
            var updatedAt: Date?
            var ACL: ParseACL?
            var username: String?
            var email: String?
            var emailVerified: Bool?
            var password: String?
            var authData: [String: [String: String]?]?
            var sessionToken: String?
            var _failed_login_count: Int?
            var _account_lockout_expires_at: Date?
        }

        /// The SDK decodes a Cloud Code answer as this (API/Responses.swift, internal in both lines).
        struct AnyResultResponse<U: Decodable>: Decodable {
            let result: U
        }

        var checks = Checks()
        let since = ServerJSON.formatter.date(from: "2024-03-01T10:00:00.123Z")!

        // The app's call: parameters only, under their wire names.
        let call = AverageStars(
            movie: "The Matrix", sortOrder: .byDate, limit: 20, since: since, tags: ["classic"], mood: .happy)
        let body = try ServerJSON.encodedObject(call)
        checks.expect(
            Set(body.keys) == ["movie", "minimum", "sort_order", "limit", "since", "tags", "mood"],
            "body keys \(body.keys.sorted())")
        checks.expect(body["functionJobName"] == nil, "functionJobName is not a parameter")
        checks.expect(body["sort_order"] as? String == "by-date", "an option is sent as its raw value")
        checks.expect(body["minimum"] as? Double == 0, "a default is sent")
        checks.expect(
            body["since"] as? [String: String] == ["__type": "Date", "iso": "2024-03-01T10:00:00.123Z"],
            "a Date is a Parse date \(String(describing: body["since"]))")
        checks.expect(call.functionJobName == "averageStars", "the name the SDK calls")
        var renamed = call
        renamed.functionJobName = "somethingElse"
        checks.expect(renamed.functionJobName == AverageStars.functionName, "the name cannot change")
        checks.expect(call.validate().isEmpty, "a complete call is valid: \(call.validate())")
        checks.expect(try ServerJSON.encodedObject(Ping()).isEmpty, "a call without parameters sends {}")
        // A type whose coding Swift synthesizes: no default, no renamed key.
        let rating = try ServerJSON.encodedObject(RateMovie(title: "Heat", stars: 4))
        checks.expect(Set(rating.keys) == ["title", "stars"], "synthesized: only the given parameters \(rating.keys.sorted())")

        // The answers, as the SDK decodes them.
        let stars = try ServerJSON.decode(AnyResultResponse<AverageStars.ReturnType>.self, #"{"result": 4.5}"#)
        checks.expect(stars.result == 4.5, "a Number result")
        let top = try ServerJSON.decode(
            AnyResultResponse<TopMovies.ReturnType>.self,
            #"{"result": [{"__type": "Object", "className": "Movie", "objectId": "m1", "createdAt": "2024-01-01T00:00:00.000Z", "updatedAt": "2024-01-02T00:00:00.000Z", "title": "Heat", "stars": 4}]}"#)
        checks.expect(top.result.first?.title == "Heat" && top.result.first?.objectId == "m1", "objects of a class")
        let user = try ServerJSON.decode(
            AnyResultResponse<WhoAmI.ReturnType>.self,
            #"{"result": {"__type": "Pointer", "className": "_User", "objectId": "u1"}}"#)
        checks.expect(user.result.objectId == "u1", "a pointer result")
        // A function whose handler returns null; a job's answer holds nothing either. (Parse Server answers
        // a job's start, and a handler that returns undefined, with {}: the SDK's `let result: U` with a
        // generic U then fails with keyNotFound whatever the ReturnType, which no generated type can change.)
        let job = try ServerJSON.decode(AnyResultResponse<Cleanup.ReturnType>.self, #"{"result": null}"#)
        checks.expect(job.result == nil, "a job's answer")
        let nothing = try ServerJSON.decode(AnyResultResponse<Ping.ReturnType>.self, #"{"result": null}"#)
        checks.expect(nothing.result == nil, "an answer without a result")
        let anything = try ServerJSON.decode(AnyResultResponse<Ping.ReturnType>.self, #"{"result": "pong"}"#)
        checks.expect(anything.result == .string("pong"), "an undeclared result is kept")
        checks.expect(
            (try? ServerJSON.decode(AnyResultResponse<Ping.ReturnType>.self, "{}")) == nil,
            "{} does not decode as the SDK's response")

        // The Swift server: the body Parse Server posts to a hook function (HooksController's
        // wrapToHTTPRequest: the request's fields; a Date parameter arrives as a plain ISO string).
        let hookBody = #"""
        {"params": {"movie": "The Matrix", "sort_order": "by-date", "since": "2024-03-01T10:00:00.123Z",
                    "movieRef": {"__type": "Pointer", "className": "Movie", "objectId": "m1"}, "mood": "sulky"},
         "master": false,
         "user": {"objectId": "u1", "username": "ada", "createdAt": "2024-01-01T00:00:00.000Z",
                  "updatedAt": "2024-01-01T00:00:00.000Z", "sessionToken": "r:abc", "ACL": {"u1": {"read": true}}},
         "installationId": "i1", "ip": "127.0.0.1", "headers": {"content-type": "application/json"},
         "functionName": "averageStars", "log": {"options": {"jsonLogs": false}}, "context": {}}
        """#
        let request = try ServerJSON.decode(ParseHookFunctionRequest<CloudUser, AverageStars>.self, hookBody)
        let parameters = request.parameters
        checks.expect(parameters.movie == "The Matrix", "a String parameter")
        checks.expect(parameters.sortOrder == .byDate, "an option")
        checks.expect(parameters.since == since, "a Date parameter")
        checks.expect(parameters.movieRef?.objectId == "m1", "a pointer parameter")
        checks.expect(parameters.minimum == 0, "the default of a missing parameter")
        checks.expect(parameters.mood == .unknown("sulky"), "a value outside the options decodes")
        checks.expect(parameters.validate() == ["Say how you feel."], "validate: \(parameters.validate())")
        checks.expect(request.user?.sessionToken == "r:abc" && request.installationId == "i1", "the caller")
        #if PARSESWIFT_FORK
        checks.expect(request.functionName == AverageStars.functionName, "the function's name")
        checks.expect(request.primaryKey == false, "the key")
        #else
        checks.expect(request.masterKey == false, "the key")
        checks.expect(request.ipAddress == "127.0.0.1", "the address")
        #endif
        let empty = try ServerJSON.decode(
            ParseHookFunctionRequest<CloudUser, AverageStars>.self, #"{"params": {"limit": 15}}"#)
        checks.expect(
            empty.parameters.validate() == [
                "Validation failed. Please specify data for movie.",
                "Validation failed. Invalid option for limit. Expected: 10, 20, 50",
                "Say how you feel.",
            ], "missing and refused: \(empty.parameters.validate())")
        let rated = try ServerJSON.decode(
            ParseHookFunctionRequest<CloudUser, RateMovie>.self, #"{"params": {"title": "Heat", "stars": 4}}"#)
        checks.expect(
            rated.parameters.title == "Heat" && rated.parameters.stars == 4 && rated.parameters.comment == nil,
            "synthesized decoding")
        checks.expect(rated.parameters.validate().isEmpty, "a complete synthesized call is valid")
        let unrated = try ServerJSON.decode(ParseHookFunctionRequest<CloudUser, RateMovie>.self, #"{"params": {}}"#)
        checks.expect(
            unrated.parameters.validate() == ["Validation failed. Please specify data for title."],
            "a missing required parameter decodes as nil: \(unrated.parameters.validate())")
        checks.finish()
        """##

    func testGeneratedCloudTypesEncodeDecodeAndValidate() throws {
        let golden = GoldenCase.named("cloud-code")
        let outcome = golden.generate()
        XCTAssertTrue(outcome.succeeded, GoldenCase.diagnosticsText(outcome.diagnostics))
        var sources = Dictionary(uniqueKeysWithValues: outcome.files.map { ($0.name, $0.contents) })
        sources["main.swift"] = Self.program
        sources["ServerJSON.swift"] = ServerJSONDecodingTests.harness
        for flavor in SDKFlavor.allCases {
            let result = try CompileCheck.buildAndRun(sources, flavor: flavor, swiftVersion: "5")
            XCTAssertEqual(result.status, 0, "\(flavor.rawValue):\n\(result.output)")
            XCTAssertTrue(
                result.output.hasPrefix("checks: 31, failures: 0\n"), "\(flavor.rawValue):\n\(result.output)")
        }
    }
}
