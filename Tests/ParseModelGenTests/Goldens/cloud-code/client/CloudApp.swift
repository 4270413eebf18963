import Foundation
import ParseSwift

// The app calls the generated Cloud functions and jobs; a Swift server decodes the same types as the
// parameters of its hook functions.
func averageStars(for movie: Movie) async throws -> Double {
    let call = AverageStars(
        movie: "The Matrix", sortOrder: .byDate, limit: 20, since: Date(),
        movieRef: movie, tags: ["classic"], mood: .happy)
    let stars: Double = try await call.runFunction()
    return stars
}

func callEverything() async throws -> [Movie] {
    _ = try await Cleanup(days: 30).startJob()
    _ = try await Cleanup().startJob()
    _ = try await Ping().runFunction()
    let rated: Bool = try await RateMovie(title: "Heat", stars: 5).runFunction()
    _ = rated
    let user: User = try await WhoAmI().runFunction()
    _ = user.objectId
    return try await TopMovies().runFunction()
}

func callWithCompletion() {
    AverageStars(movie: "Heat", mood: .sad).runFunction { result in
        _ = try? result.get()
    }
}

func requireHookParameters<P: ParseHookParametable>(_ type: P.Type) -> P.Type { type }

func serverSide(_ body: Data) throws -> [String] {
    _ = requireHookParameters(AverageStars.self)
    let parameters = try JSONDecoder().decode(AverageStars.self, from: body)
    let names: [String] = [AverageStars.functionName, Cleanup.functionName, Ping.functionName]
    _ = names
    switch parameters.sortOrder {
    case .asc, .desc, .byDate: break
    case .unknown(let value): _ = value
    }
    return parameters.validate()
}

// Any generated function or job, generically: its name, its checks and its options enums.
func describe<Call: ParseCloudCall>(_ call: Call) -> String {
    Call.functionName + ": " + call.validate().joined(separator: " ")
}

func optionValues<Option: ParseCloudOption>(_ type: Option.Type) -> [String] {
    Option.allCases.map(\.rawValue)
}

func useGenerically() -> [String] {
    [describe(Cleanup()), describe(AverageStars(movie: "Heat", mood: .sad))]
        + optionValues(AverageStars.SortOrder.self) + optionValues(AverageStars.Mood.self)
}
