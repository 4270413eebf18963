// swift-tools-version:5.9
import PackageDescription

// The benchmark's helpers, run by `Benchmarks/run`: no dependencies, like the generator itself.
let package = Package(
    name: "ParseModelGenBenchmarks",
    targets: [
        // Writes the seeded synthetic schemas, the hand-written baseline models, the client file and
        // the equivalent OpenAPI document.
        .executableTarget(name: "bench-fixtures"),
        // The read/write floor: reads the inputs, writes as many output bytes as the generator.
        .executableTarget(name: "bench-floor"),
        // Runs a command several times; prints the median wall time and the peak memory.
        .executableTarget(name: "bench-measure"),
    ]
)
