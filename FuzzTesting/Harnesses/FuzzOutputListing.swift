@testable import ParseModelGenerator
@testable import ParseSchema

// libFuzzer harness, differential: the build plugin declares the files the generator will write before it
// runs (Plugins/ParseModelGenPlugin/ParseModelGenOutputListing.swift, compiled in here as in the plugin),
// and the tool refuses to write when they differ. For every input the generator accepts, the listing must
// name exactly the generator's files.
#if canImport(Glibc)
import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOutputListing(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let outcome = Generator.generate(schemas: input.schemas, config: input.config)
    guard outcome.succeeded else { return 0 }
    let generated = outcome.files.map(\.name).sorted()
    let listed = ParseModelGenOutputListing.outputFileNames(
        schemas: input.schemas.map { (path: $0.path, bytes: $0.bytes) }, config: input.config?.bytes
    ).sorted()
    if generated != listed {
        let missing = generated.filter { !listed.contains($0) }
        let extra = listed.filter { !generated.contains($0) }
        fuzzFailure("the listing differs from the generator: not listed \(missing), listed but not generated \(extra)")
    }
    return 0
}
