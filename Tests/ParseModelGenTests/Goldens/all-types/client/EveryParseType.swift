import Foundation
import ParseSwift

// A typed key of every Parse type, with the relation and inverse helpers, used as an app uses them: from
// the module's default isolation (the main actor in main-actor modules), from `nonisolated` functions, and
// in `Task {}`.

func everyParseTypeQuery(owner: User, region: Region) throws -> Query<Place> {
    let here = try ParseGeoPoint(latitude: 52.5, longitude: 13.4)
    var constraints: [ParseFieldConstraint<Place>] = []
    constraints.append(Place.Key.title.containsString("café", modifiers: "i"))    // String
    constraints.append(Place.Key.rating >= 4)                                    // Number
    constraints.append(Place.Key.isOpen == true)                                 // Boolean
    constraints.append(Place.Key.openedOn < Date())                              // Date
    constraints.append(Place.Key.tags == [.string("wifi")])                      // Array
    constraints.append(Place.Key.details == ["seats": .number(40)])              // Object
    constraints.append(Place.Key.legacyArea.exists())                            // Pointer to an undeclared class
    constraints.append(Place.Key.location.near(here))                            // GeoPoint
    constraints += Place.Key.location.withinKilometers(of: here, distance: 5)
    constraints.append(Place.Key.photo.exists())                                 // File
    constraints.append(Place.Key.outline.isNotNull())                            // Polygon
    constraints.append(Place.Key.checksum.doesNotExist())                        // Bytes
    constraints.append(try Place.Key.owner == owner)                             // Pointer
    constraints.append(try Place.Key.region.containedIn([region]))
    constraints.append(try Place.Key.visitors == owner)                          // Relation
    #if PARSESWIFT_FORK || !swift(>=6)
    // ParseSwift 4.14 does not make its own types `Sendable`, which the fork's query functions require of a
    // compared value; Swift 6 mode enforces it unless the app writes `@preconcurrency import ParseSwift`
    // (Documentation/GeneratedModels.md, "Isolation and Sendable").
    constraints.append(Place.Key.photo == ParseFile(name: "front.jpg", cloudURL: URL(fileURLWithPath: "/front.jpg")))
    constraints.append(Place.Key.checksum != ParseBytes(base64: "AAEC"))
    constraints.append(Place.Key.location == here)
    #endif
    return Place.query(constraints)
        .order([Place.Key.rating.descending, Place.Key.openedOn.ascending])
        .include(Place.Key.owner, Place.Key.region)
        .select(Place.Key.title, Place.Key.location, Place.Key.photo)
        .exclude(Place.Key.details)
}

func everyParseTypeValue() throws -> Place {
    var place = Place(isOpen: true, location: try ParseGeoPoint(latitude: 1, longitude: 2), title: "Corner")
    place.ACL = ParseACL()
    place.photo = ParseFile(name: "front.jpg", cloudURL: URL(fileURLWithPath: "/front.jpg"))
    place.checksum = ParseBytes(data: Data([0, 1, 2]))
    place.outline = try ParsePolygon([try ParseGeoPoint(latitude: 0, longitude: 0), try ParseGeoPoint(latitude: 0, longitude: 1),
                                      try ParseGeoPoint(latitude: 1, longitude: 1)])
    place.legacyArea = ParsePointerValue(className: "Area", objectId: "a1")
    return try place.merge(with: Place(objectId: "p1"))
}

nonisolated func helpersOffTheMainActor(place: Place, region: Region, owner: User) throws -> [Query<Place>] {
    _ = try place.queryVisitors()
    _ = try place.addToVisitors([owner])
    _ = try region.queryPlaces()
    return [try region.queryPlacesByRegion(), try owner.queryPlacesByOwner(), try owner.queryPlacesByVisitors(),
            Place.query(Place.Key.rating > 3, Place.Key.location.near(try ParseGeoPoint(latitude: 0, longitude: 0)))]
}

func relationsInTask(place: Place, owner: User) {
    Task {
        _ = try await place.addToVisitors([owner]).save()
        _ = try await place.queryVisitors().find()
        _ = try await owner.queryPlacesByOwner().find()
        _ = try await Place.query().distinct(Place.Key.title)
    }
}

nonisolated func fetchOffTheMainActor(_ place: Place) async throws -> Place {
    _ = try await Place.query(Place.Key.isOpen == true).find()
    return try await place.fetch()
}
