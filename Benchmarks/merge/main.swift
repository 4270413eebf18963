// The generated `Recipe.merge(with:)` against the JSON round trip it replaces (ParseSwift's default merge,
// `mergeAutomatically`), on the same objects, timed in this process. Compiled by `Benchmarks/merge/run`
// together with the models the tool generates from Schemas/, against the ParseSwift stand-in.
//
// Usage: merge-bench [objects (20000)] [rounds (5)]
// Prints the Date check, then per variant the minimum and median wall and CPU time of a round.
import Foundation
import ParseSwift

// MARK: - The JSON round trip, as the SDK's default merge does it

/// What ParseSwift's `mergeAutomatically` does, written with Foundation alone: encode the updated object and
/// the original with the SDK's JSON coder, lay the updated object's keys over the original's, decode.
enum JSONRoundTripMerge {
    /// The SDK's date format: ISO 8601 with exactly three fractional digits, in UTC.
    static let dateFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss.SSS'Z'"
        return formatter
    }()

    private enum DateKeys: String, CodingKey {
        case type = "__type"
        case iso
    }

    struct MergeError: Error, CustomStringConvertible {
        var description: String
    }

    /// A new encoder per call, as the SDK's `ParseCoding.jsonEncoder()` makes one; dates as `{"__type": "Date", "iso": ...}`.
    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.container(keyedBy: DateKeys.self)
            try container.encode("Date", forKey: .type)
            try container.encode(dateFormatter.string(from: date), forKey: .iso)
        }
        return encoder
    }

    /// Reads a date as a bare ISO string or as the `{"__type": "Date"}` object, like the SDK's decoder.
    static func decoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let iso: String
            if let string = try? decoder.singleValueContainer().decode(String.self) {
                iso = string
            } else {
                iso = try decoder.container(keyedBy: DateKeys.self).decode(String.self, forKey: .iso)
            }
            guard let date = dateFormatter.date(from: iso) else {
                throw MergeError(description: "invalid date \(iso)")
            }
            return date
        }
        return decoder
    }

    /// `updated` completed with the keys it lacks from `original`, through JSON.
    static func merge<T: ParseObject>(_ updated: T, with original: T) throws -> T {
        guard updated.hasSameObjectId(as: original) else {
            throw MergeError(description: "objectId's of objects do not match")
        }
        let updatedData = try encoder().encode(updated)
        let originalData = try encoder().encode(original)
        guard let updatedJSON = try JSONSerialization.jsonObject(with: updatedData) as? [String: Any],
            var merged = try JSONSerialization.jsonObject(with: originalData) as? [String: Any]
        else {
            throw MergeError(description: "an object did not encode as a JSON object")
        }
        for (key, value) in updatedJSON {
            merged[key] = value
        }
        return try decoder().decode(T.self, from: JSONSerialization.data(withJSONObject: merged))
    }
}

// MARK: - The objects

/// A saved recipe with every field set; dates carry sub-millisecond fractions, as `Date()` does on a device.
func savedRecipe(_ index: Int) -> Recipe {
    var acl = ParseACL()
    acl.publicRead = true
    let base = 1_750_000_000.0 + Double(index) * 61
    return Recipe(
        objectId: "recipe\(index)",
        createdAt: Date(timeIntervalSince1970: base + 0.123_456),
        updatedAt: Date(timeIntervalSince1970: base + 0.234_567),
        ACL: acl,
        category: [Recipe.Category.breakfast, .lunch, .dinner][index % 3],
        ingredients: [
            Recipe.Ingredient(description: "flour", quantity: 0.5),
            Recipe.Ingredient(description: "eggs", quantity: Float(index % 6 + 1)),
            Recipe.Ingredient(description: "milk \(index)", quantity: 0.25),
        ],
        isAvailable: index % 2 == 0,
        name: "Recipe \(index)",
        nutritionalInfo: ["calories": "\(300 + index % 400)", "protein": "12g", "fat": "9g"],
        price: 8.5 + Double(index % 10),
        releaseDate: Date(timeIntervalSince1970: base + 86_400 + 0.345_678),
        servings: index % 8 + 1,
        sideOptions: ["salad", "fries", "soup"]
    )
}

/// What a partial update leaves after the save: the id, the server's `updatedAt` and the one changed field.
func updatedRecipe(from saved: Recipe, index: Int) -> Recipe {
    var updated = saved.mergeable
    updated.price = 20 + Double(index % 7)
    updated.updatedAt = Date(timeIntervalSince1970: 1_760_000_000.0 + Double(index) + 0.456_789)
    return updated
}

let arguments = CommandLine.arguments.dropFirst().map { Int($0) }
guard arguments.allSatisfy({ ($0 ?? 0) > 0 }), arguments.count <= 2 else {
    FileHandle.standardError.write(Data("usage: merge-bench [objects] [rounds]\n".utf8))
    exit(64)
}
let objectCount = arguments.first.flatMap { $0 } ?? 20_000
let rounds = arguments.dropFirst().first.flatMap { $0 } ?? 5
let originals = (0..<objectCount).map(savedRecipe)
let updates = originals.indices.map { updatedRecipe(from: originals[$0], index: $0) }

// MARK: - Both merges agree, apart from dates

/// Prints a failed check and exits 1.
func require(_ condition: Bool, _ message: @autoclosure () -> String) {
    if !condition {
        FileHandle.standardError.write(Data("merge-bench: check failed: \(message())\n".utf8))
        exit(1)
    }
}

do {
    let original = originals[1]
    let update = updates[1]
    let generated = try update.merge(with: original)
    let roundTrip = try JSONRoundTripMerge.merge(update, with: original)
    // The expected result: the original with the changed field and the server's updatedAt. The SDK's
    // `mergeParse` restores the ACL but not createdAt (the server's answer carries it on a real save).
    var expected = original
    expected.price = update.price
    expected.updatedAt = update.updatedAt
    expected.createdAt = nil
    require(generated == expected, "generated merge: \(generated) is not the original with the update")
    require(
        generated.releaseDate == original.releaseDate && generated.updatedAt == update.updatedAt,
        "generated merge changed a Date")
    // The round trip also restores createdAt; with every date set to the generated result's, the two agree.
    var comparable = roundTrip
    comparable.createdAt = nil
    comparable.updatedAt = generated.updatedAt
    comparable.releaseDate = generated.releaseDate
    require(comparable == generated, "the JSON round trip differs beyond its dates")
    require(
        roundTrip.releaseDate != original.releaseDate && roundTrip.updatedAt != update.updatedAt,
        "the JSON round trip kept sub-millisecond dates")
    let releaseError = abs(original.releaseDate!.timeIntervalSince(roundTrip.releaseDate!)) * 1_000_000
    let updatedError = abs(update.updatedAt!.timeIntervalSince(roundTrip.updatedAt!)) * 1_000_000
    print(
        String(
            format:
                "dates: the generated merge keeps releaseDate and updatedAt exact; the JSON round trip moves them to whole milliseconds (releaseDate %.6f -> %.6f, off by %.0f µs; updatedAt off by %.0f µs)",
            original.releaseDate!.timeIntervalSince1970, roundTrip.releaseDate!.timeIntervalSince1970,
            releaseError, updatedError))
} catch {
    require(false, "a merge threw \(error)")
}

// MARK: - Timing

func monotonicSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// One round: every update merged with its original; returns (wall, cpu) seconds.
func round(_ merge: (Recipe, Recipe) throws -> Recipe) -> (wall: Double, cpu: Double) {
    var merged: [Recipe] = []
    merged.reserveCapacity(objectCount)
    let wall = monotonicSeconds()
    let cpu = cpuSeconds()
    do {
        for index in 0..<objectCount {
            merged.append(try merge(updates[index], originals[index]))
        }
    } catch {
        require(false, "a merge threw \(error)")
    }
    let result = (monotonicSeconds() - wall, cpuSeconds() - cpu)
    // Reading the results keeps the merges from being optimised away.
    require(merged.count == objectCount && merged.last?.name == originals.last?.name, "a merge lost a field")
    return result
}

let variants: [(name: String, merge: (Recipe, Recipe) throws -> Recipe)] = [
    ("generated merge(with:)", { try $0.merge(with: $1) }),
    ("JSON round trip", { try JSONRoundTripMerge.merge($0, with: $1) }),
]
// One untimed round of each first; then the variants in turn, round after round, so the machine's other
// work hits both alike.
var times = variants.map { _ in [(wall: Double, cpu: Double)]() }
for round_ in 0...rounds {
    for (index, variant) in variants.enumerated() {
        let time = round(variant.merge)
        if round_ > 0 { times[index].append(time) }
    }
}

func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.count % 2 == 1
        ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
}

print("\(objectCount) objects, \(rounds) rounds after a warm-up round; seconds per round")
var medians: [(wall: Double, cpu: Double)] = []
for (index, variant) in variants.enumerated() {
    let wall = times[index].map(\.wall)
    let cpu = times[index].map(\.cpu)
    medians.append((median(wall), median(cpu)))
    print(
        String(
            format: "%@: wall min %.4f median %.4f; CPU min %.4f median %.4f",
            variant.name, wall.min()!, median(wall), cpu.min()!, median(cpu)))
}
let wallMins = times.map { $0.map(\.wall).min()! }
let cpuMins = times.map { $0.map(\.cpu).min()! }
print(
    String(
        format: "ratio (JSON round trip / generated): wall median %.1fx, min %.1fx; CPU median %.1fx, min %.1fx",
        medians[1].wall / medians[0].wall, wallMins[1] / wallMins[0],
        medians[1].cpu / medians[0].cpu, cpuMins[1] / cpuMins[0]))
