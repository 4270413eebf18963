@testable import ParseModelGenerator
@testable import ParseSchema

// libFuzzer harness: the whole in-memory pipeline (read, decode, validate, translate, render) on schema files
// and a config cut from the input (see FuzzInput). It must never trap or hang, and its outcome must hold
// together: files exactly when there is no error, every file a plain, distinct name with the generated
// marker, every diagnostic one line (two with its hint) with nothing unprintable in it.
#if canImport(Glibc)
import Glibc
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPipeline(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let input = FuzzInput(data, size)
    let outcome = Generator.generate(schemas: input.schemas, config: input.config)
    for diagnostic in outcome.diagnostics {
        let text = diagnostic.formatted
        let breaks = text.unicodeScalars.filter { $0 == "\n" }.count
        if breaks != (diagnostic.hint == nil ? 0 : 1) {
            fuzzFailure("diagnostic over \(breaks + 1) lines: \(text.debugDescription)")
        }
        if let bad = text.unicodeScalars.first(where: { $0 != "\n" && PrintableText.isUnprintable($0) }) {
            fuzzFailure("diagnostic prints U+\(String(bad.value, radix: 16)): \(text.debugDescription)")
        }
    }
    if outcome.succeeded {
        if outcome.files.isEmpty { fuzzFailure("success without files") }
        do {
            try OutputFileNames.validate(outcome.files, directoryPath: "out")
        } catch {
            fuzzFailure("output the writer refuses: \(error)")
        }
    } else if !outcome.files.isEmpty {
        fuzzFailure("files although there were errors")
    }
    return 0
}
