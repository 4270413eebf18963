@testable import ParseSchema

// Shared by the harnesses that run the pipeline: how one fuzz input becomes schema files and a config.
#if canImport(Glibc)
import Glibc
#endif

/// One fuzz input as generator inputs: the bytes split at NUL bytes (which JSON text never holds raw).
/// With no NUL, the whole input is one schema and there is no config; otherwise the last part is the config
/// and every part before it a schema file, so the seeds (a golden's schemas and config joined by NUL) keep
/// their shape under mutation and several schema files exercise merging.
struct FuzzInput {
    var schemas: [SourceFile]
    var config: SourceFile?

    /// At most this many schema files, so an input full of NUL bytes stays cheap.
    static let maximumSchemas = 8

    init(_ data: UnsafePointer<UInt8>, _ size: Int) {
        let bytes = Array(UnsafeBufferPointer(start: data, count: size))
        var parts = bytes.split(separator: 0, omittingEmptySubsequences: false).map(Array.init)
        if parts.count > 1 {
            config = SourceFile(path: "parse-model-gen.json", bytes: parts.removeLast())
        }
        schemas = parts.prefix(Self.maximumSchemas).enumerated().map { index, part in
            SourceFile(path: index == 0 ? "schema.json" : "schema\(index).json", bytes: part)
        }
    }
}

/// Stops the fuzzer with `message`: libFuzzer reports the input that led here as a crash.
func fuzzFailure(_ message: String) -> Never {
    print("fuzz invariant broken: \(message)")
    abort()
}
