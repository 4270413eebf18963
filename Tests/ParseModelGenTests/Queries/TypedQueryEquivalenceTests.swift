import Foundation
import ParseSchema
import XCTest

/// Every typed constraint, option and helper must make the same SDK call as the string-keyed API it
/// wraps: same key, same comparator, same value. The stand-in's functions record their arguments in the
/// `QueryConstraint` (or `Query`) they return, so a program built against it compares the two with `==`.
final class TypedQueryEquivalenceTests: XCTestCase {
    private static let schema = """
        [
          {"className": "Venue", "fields": {
            "name": {"type": "String"}, "rating": {"type": "Number"}, "capacity": {"type": "Number"},
            "isOpen": {"type": "Boolean"}, "openedOn": {"type": "Date"}, "tags": {"type": "Array"},
            "location": {"type": "GeoPoint"}, "kind": {"type": "String"}, "photo": {"type": "File"},
            "owner": {"type": "Pointer", "targetClass": "_User"}, "fans": {"type": "Relation", "targetClass": "_User"}
          }},
          {"className": "_User", "fields": {"favoriteVenue": {"type": "Pointer", "targetClass": "Venue"}, "nickname": {"type": "String"}}}
        ]
        """

    private static let config = """
        {"classes": {"Venue": {"fields": {
          "capacity": {"swiftType": "Int"}, "tags": {"swiftType": "[String]"},
          "kind": {"enum": {"name": "Kind", "cases": ["bar", "club"]}}
        }}}}
        """

    /// Compared pairs: typed call first, string call second.
    private static let program = """
        import Foundation
        import ParseSwift

        struct Report {
            var equivalent = 0
            var different: [String] = []

            mutating func same<T: Equatable>(_ label: String, _ typed: T, _ string: T) {
                if typed == string {
                    equivalent += 1
                } else {
                    different.append("\\(label):\\n  typed:  \\(typed)\\n  string: \\(string)")
                }
            }

            mutating func same<M>(_ label: String, _ typed: ParseFieldConstraint<M>, _ string: QueryConstraint) {
                same(label, typed.constraint, string)
            }

            mutating func same<M>(_ label: String, _ typed: [ParseFieldConstraint<M>], _ string: [QueryConstraint]) {
                same(label, typed.map { $0.constraint }, string)
            }

            mutating func sameJSON<T: Encodable>(_ label: String, _ typed: T, _ string: T) throws {
                let encoder = JSONEncoder()
                encoder.outputFormatting = [.sortedKeys]
                same(label, String(decoding: try encoder.encode(typed), as: UTF8.self), String(decoding: try encoder.encode(string), as: UTF8.self))
            }
        }

        func run() throws -> Report {
            var report = Report()
            let date = Date(timeIntervalSince1970: 1_600_000_000)
            let point = try ParseGeoPoint(latitude: 40, longitude: -30)
            let northeast = try ParseGeoPoint(latitude: 41, longitude: -29)
            var user = User()
            user.objectId = "u1"
            var other = User()
            other.objectId = "u2"
            var venue = Venue()
            venue.objectId = "v1"
            let file = ParseFile(name: "photo.jpg", data: Data("photo".utf8))

            report.same("==", Venue.Key.name == "Ace", "name" == "Ace")
            report.same("!=", Venue.Key.name != "Ace", "name" != "Ace")
            report.same("< Double", Venue.Key.rating < 4.5, "rating" < 4.5)
            report.same("<= Int", Venue.Key.capacity <= 200, "capacity" <= 200)
            report.same("> Date", Venue.Key.openedOn > date, "openedOn" > date)
            report.same(">= Int", Venue.Key.capacity >= 10, "capacity" >= 10)
            report.same("== Bool", Venue.Key.isOpen == true, "isOpen" == true)
            report.same("== File", Venue.Key.photo == file, "photo" == file)
            report.same("== enum", Venue.Key.kind == .club, "kind" == "club")
            report.same("== unknown enum", Venue.Key.kind == .unknown("pub"), "kind" == "pub")
            report.same("containedIn", Venue.Key.name.containedIn(["A", "B"]), containedIn(key: "name", array: ["A", "B"]))
            report.same("notContainedIn", Venue.Key.capacity.notContainedIn([1, 2]), notContainedIn(key: "capacity", array: [1, 2]))
            report.same("containsAll", Venue.Key.tags.containsAll(["x"]), containsAll(key: "tags", array: ["x"]))
            report.same("containedBy", Venue.Key.tags.containedBy(["x", "y"]), containedBy(key: "tags", array: ["x", "y"]))
            report.same("exists", Venue.Key.name.exists(), exists(key: "name"))
            report.same("doesNotExist", Venue.Key.name.doesNotExist(), doesNotExist(key: "name"))
            report.same("isNull", Venue.Key.rating.isNull(), isNull(key: "rating"))
            report.same("isNotNull", Venue.Key.rating.isNotNull(), isNotNull(key: "rating"))
            report.same("hasPrefix", Venue.Key.name.hasPrefix("A", modifiers: "i"), hasPrefix(key: "name", prefix: "A", modifiers: "i"))
            report.same("hasSuffix", Venue.Key.name.hasSuffix("e"), hasSuffix(key: "name", suffix: "e"))
            report.same("containsString", Venue.Key.name.containsString("c"), containsString(key: "name", substring: "c"))
            report.same("matchesRegex", Venue.Key.name.matchesRegex("^A.*", modifiers: "i"), matchesRegex(key: "name", regex: "^A.*", modifiers: "i"))
            report.same("matchesText", Venue.Key.name.matchesText("ace"), matchesText(key: "name", text: "ace"))
            report.same("near", Venue.Key.location.near(point), near(key: "location", geoPoint: point))
            report.same("withinKilometers", Venue.Key.location.withinKilometers(of: point, distance: 5),
                        withinKilometers(key: "location", geoPoint: point, distance: 5))
            report.same("withinMiles unsorted", Venue.Key.location.withinMiles(of: point, distance: 3, sorted: false),
                        withinMiles(key: "location", geoPoint: point, distance: 3, sorted: false))
            report.same("withinRadians", Venue.Key.location.withinRadians(of: point, distance: 0.1),
                        withinRadians(key: "location", geoPoint: point, distance: 0.1))
            report.same("withinGeoBox", Venue.Key.location.withinGeoBox(southwest: point, northeast: northeast),
                        withinGeoBox(key: "location", fromSouthWest: point, toNortheast: northeast))
            report.same("pointer == object", try Venue.Key.owner == user, try "owner" == user)
            report.same("pointer != object", try Venue.Key.owner != user, try "owner" != user)
            report.same("pointer == Pointer", Venue.Key.owner == (try user.toPointer()), "owner" == (try user.toPointer()))
            report.same("pointer != Pointer", Venue.Key.owner != (try user.toPointer()), "owner" != (try user.toPointer()))
            report.same("pointer containedIn", try Venue.Key.owner.containedIn([user, other]), try containedIn(key: "owner", array: [user, other]))
            report.same("pointer notContainedIn", try Venue.Key.owner.notContainedIn([user]), try notContainedIn(key: "owner", array: [user]))
            report.same("pointer exists", Venue.Key.owner.exists(), exists(key: "owner"))
            report.same("relation == object", try Venue.Key.fans == user, try "fans" == user)

            report.same("include", Venue.query().include(Venue.Key.owner), Venue.query().include("owner"))
            report.same("select", Venue.query().select(Venue.Key.name).select(Venue.Key.owner), Venue.query().select("name").select("owner"))
            report.same("exclude", Venue.query().exclude(Venue.Key.rating).exclude(Venue.Key.owner), Venue.query().exclude("rating").exclude("owner"))
            report.same("order", Venue.query().order([Venue.Key.rating.descending, Venue.Key.name.ascending]),
                        Venue.query().order([.descending("rating"), .ascending("name")]))

            report.same("include several", Venue.query().include(Venue.Key.owner, Venue.Key.owner.appending(User.Key.favoriteVenue)),
                        Venue.query().include("owner", "owner.favoriteVenue"))
            report.same("select several", Venue.query().select(Venue.Key.name, Venue.Key.owner, Venue.Key.fans), Venue.query().select("name", "owner", "fans"))
            report.same("exclude several", Venue.query().exclude(Venue.Key.rating, Venue.Key.tags), Venue.query().exclude("rating", "tags"))
            report.same("query(typed...)", Venue.query(Venue.Key.name == "Ace", Venue.Key.rating > 3), Venue.query("name" == "Ace", "rating" > 3))
            report.same("query([typed])", Venue.query([Venue.Key.name == "Ace"]), Venue.query(["name" == "Ace"]))
            report.same("where(typed...)", Venue.query().where(Venue.Key.name == "Ace", Venue.Key.isOpen == true), Venue.query().where("name" == "Ace", "isOpen" == true))
            report.same("typed beside a wrapped or", Venue.query(Venue.Key.name == "Ace", ParseFieldConstraint(or(queries: [Venue.query(Venue.Key.rating > 3)]))),
                        Venue.query("name" == "Ace", or(queries: [Venue.query("rating" > 3)])))
            report.same("matchesQuery", Venue.Key.owner.matchesQuery(User.query(User.Key.nickname == "x")), "owner" == User.query("nickname" == "x"))
            report.same("doesNotMatchQuery", Venue.Key.owner.doesNotMatchQuery(User.query()), "owner" != User.query())
            report.same("matchesKey", Venue.Key.name.matchesKey(User.Key.nickname, in: User.query()),
                        matchesKeyInQuery(key: "name", queryKey: "nickname", query: User.query()))
            report.same("doesNotMatchKey", Venue.Key.name.doesNotMatchKey(User.Key.nickname, in: User.query()),
                        doesNotMatchKeyInQuery(key: "name", queryKey: "nickname", query: User.query()))

            report.same("query the relation", try venue.queryFans(), try User.queryRelations("fans", parent: venue))
            report.same("inverse relation", try user.queryVenuesByFans(), Venue.query(try "fans" == user))
            report.same("inverse pointer", try user.queryVenuesByOwner(), Venue.query(try "owner" == user))
            try report.sameJSON("add to relation", try venue.addToFans([user, other]), try venue.operation.addRelation("fans", objects: [user, other]))
            try report.sameJSON("remove from relation", try venue.removeFromFans([user]), try venue.operation.removeRelation("fans", objects: [user]))
            return report
        }

        let report = try run()
        print("equivalent: \\(report.equivalent), different: \\(report.different.count)")
        for difference in report.different {
            print(difference)
        }
        exit(report.different.isEmpty ? 0 : 1)
        """

    func testTypedCallsMakeTheSameSDKCallsAsStringKeys() throws {
        var sources = generatedFiles(Self.schema, config: Self.config)
        sources["main.swift"] = Self.program
        for flavor in SDKFlavor.allCases {
            let result = try CompileCheck.buildAndRun(sources, flavor: flavor, swiftVersion: "5")
            XCTAssertEqual(result.status, 0, "\(flavor.rawValue):\n\(result.output)")
            XCTAssertTrue(
                result.output.hasPrefix("equivalent: 56, different: 0\n"), "\(flavor.rawValue):\n\(result.output)")
        }
    }
}
