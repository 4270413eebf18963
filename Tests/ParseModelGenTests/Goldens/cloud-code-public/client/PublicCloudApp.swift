import Foundation
import ParseSwift

// Public Cloud types with Pointer-typed pointers: every shape of parameter and result.
public func latest(of movie: Movie) async throws -> Movie {
    var call = LatestReview(movie: try Pointer<Movie>(movie), pageSize: 25, initialValue: .only)
    call.spoilers = true
    call.functionJobName = "ignored"
    precondition(call.functionJobName == LatestReview.functionName)
    return try await call.runFunction()
}

public func others() async throws {
    let time: Date = try await ServerTime().runFunction()
    let settings: [String: ParseJSONValue] = try await Settings().runFunction()
    let pointer: Pointer<Movie> = try await MoviePointer().runFunction()
    let nothing: ParseJSONValue? = try await Greeting(name: "Ada").runFunction()
    let counts: [Double] = try await Counts().runFunction()
    _ = try await Reindex(since: Date()).startJob()
    _ = (time, settings, pointer, nothing, counts)
}

public func check(_ body: Data) throws -> [String] {
    let decoded = try JSONDecoder().decode(LatestReview.self, from: body)
    _ = decoded.anything
    _ = decoded.area
    _ = decoded.blob
    return decoded.validate() + (try JSONDecoder().decode(Reindex.self, from: body)).validate()
}
