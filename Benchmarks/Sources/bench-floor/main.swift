// bench-floor <manifest> <output-directory> <inputs...>
//
// The floor generation is compared with: the least a generator must do. It reads every byte of every
// input file, creates the output directory, and writes the files the manifest lists (one
// `<size> <name>` a line, taken from a real generation) with exactly those names and sizes, filled with
// the input bytes. No parsing, no formatting: just the same bytes in and out.
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

func readAll(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else {
        fputs("bench-floor: cannot read \(path)\n", stderr)
        exit(1)
    }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
        let count = fread(&chunk, 1, chunk.count, file)
        if count <= 0 { break }
        bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 3 else {
    fputs("usage: bench-floor <manifest> <output-directory> <inputs...>\n", stderr)
    exit(64)
}
var input: [UInt8] = []
for path in arguments.dropFirst(2) { input += readAll(path) }
if input.isEmpty { input = [0x20] }

let manifest = String(decoding: readAll(arguments[0]), as: UTF8.self)
let output = arguments[1]
mkdir(output, 0o755)
var offset = 0
for line in manifest.split(separator: "\n") {
    let parts = line.split(separator: " ", maxSplits: 1)
    guard parts.count == 2, let size = Int(parts[0]) else { continue }
    var bytes = [UInt8]()
    bytes.reserveCapacity(size)
    while bytes.count < size {
        let take = min(size - bytes.count, input.count - offset)
        bytes += input[offset..<(offset + take)]
        offset = (offset + take) % input.count
    }
    guard let file = fopen(output + "/" + parts[1], "wb") else {
        fputs("bench-floor: cannot write \(parts[1])\n", stderr)
        exit(1)
    }
    fwrite(bytes, 1, bytes.count, file)
    fclose(file)
}
