// bench-fixtures models <classes> <directory> [seed]
//     writes <directory>/input/{schema.json,parse-model-gen.json}, <directory>/baseline/*.swift (the
//     hand-written tutorial-style models) and <directory>/openapi.json
// bench-fixtures cyclic <classes> <directory> [seed]
//     writes <directory>/input/{schema.json,parse-model-gen.json} like `models`, with pointers aimed at
//     random classes and self pointers, so the class graph has cycles as real schemas do (generation only)
// bench-fixtures wide <fields> <directory>
//     writes <directory>/input (one class `Wide` with that many custom fields, and `_User`) and
//     <directory>/baseline/*.swift (the same classes written by hand, fields only; see ShapeWriter)
// bench-fixtures deep <depth> <directory>
//     writes <directory>/input: one class whose Object field is refined into structs nested that deep
// bench-fixtures cloud <heavy|survey> <count> <schema.json> <output.json> [seed]
//     writes a Cloud Code description of that many functions and jobs over the schema's classes
//     (see CloudDescriptionWriter)
// bench-fixtures client <file> <expressions> [modules...]
//     writes the client file, importing the modules given
// bench-fixtures scaling <chain|star|dense|wide|names> <classes> <directory> [seed]
//     writes the scaling check's input files of that shape and size into <directory> (see ScalingSchemaWriter)
import Foundation

func write(_ text: String, to path: String) {
    do {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    } catch {
        FileHandle.standardError.write(Data("bench-fixtures: cannot write \(path): \(error)\n".utf8))
        exit(1)
    }
}

let arguments = CommandLine.arguments
switch (arguments.count > 1 ? arguments[1] : "", arguments.count) {
case ("models", 4...5):
    let count = Int(arguments[2]) ?? 10
    let directory = arguments[3]
    var builder = SchemaBuilder(seed: arguments.count > 4 ? UInt64(arguments[4]) ?? 42 : 42)
    let classes = builder.build(count: count)
    write(SchemaWriter.schema(classes), to: directory + "/input/schema.json")
    write(SchemaWriter.config(classes), to: directory + "/input/parse-model-gen.json")
    let swiftNames = Dictionary(uniqueKeysWithValues: classes.map { ($0.name, $0.swiftName) })
    for model in classes {
        write(TutorialWriter.file(model, classes: swiftNames), to: directory + "/baseline/\(model.swiftName).swift")
    }
    write(TutorialWriter.support, to: directory + "/baseline/Support.swift")
    write(OpenAPIWriter.document(classes), to: directory + "/openapi.json")
case ("wide", 4):
    let classes = ShapeWriter.wideClasses(count: Int(arguments[2]) ?? 125)
    write(SchemaWriter.schema(classes), to: arguments[3] + "/input/schema.json")
    write(SchemaWriter.config(classes), to: arguments[3] + "/input/parse-model-gen.json")
    let swiftNames = Dictionary(uniqueKeysWithValues: classes.map { ($0.name, $0.swiftName) })
    for model in classes {
        write(TutorialWriter.file(model, classes: swiftNames), to: arguments[3] + "/baseline/\(model.swiftName).swift")
    }
    write(TutorialWriter.support, to: arguments[3] + "/baseline/Support.swift")
case ("deep", 4):
    let (schema, config) = ShapeWriter.deep(depth: Int(arguments[2]) ?? 4)
    write(schema, to: arguments[3] + "/input/schema.json")
    write(config, to: arguments[3] + "/input/parse-model-gen.json")
case ("cyclic", 4...5):
    var builder = SchemaBuilder(seed: arguments.count > 4 ? UInt64(arguments[4]) ?? 42 : 42, cyclic: true)
    let classes = builder.build(count: Int(arguments[2]) ?? 10)
    write(SchemaWriter.schema(classes), to: arguments[3] + "/input/schema.json")
    write(SchemaWriter.config(classes), to: arguments[3] + "/input/parse-model-gen.json")
case ("cloud", 6...7):
    // The class names of the schema, which pointers and results name.
    guard let data = FileManager.default.contents(atPath: arguments[4]),
        let json = try? JSONSerialization.jsonObject(with: data),
        let list = (json as? [[String: Any]]) ?? ((json as? [String: Any])?["results"] as? [[String: Any]])
    else {
        FileHandle.standardError.write(Data("bench-fixtures: cannot read the classes of \(arguments[4])\n".utf8))
        exit(1)
    }
    let classes = list.compactMap { $0["className"] as? String }.sorted()
    guard
        let text = CloudDescriptionWriter.description(
            shape: arguments[2], count: Int(arguments[3]) ?? 100, classes: classes,
            seed: arguments.count > 6 ? UInt64(arguments[6]) ?? 42 : 42)
    else {
        FileHandle.standardError.write(
            Data(
                "bench-fixtures: Cloud Code shapes are \(CloudDescriptionWriter.shapes.joined(separator: ", "))\n".utf8)
        )
        exit(64)
    }
    write(text, to: arguments[5])
case ("client", 4...):
    let modules = Array(arguments.dropFirst(4))
    write(ClientWriter.file(expressions: Int(arguments[3]) ?? 300, importing: modules, seed: 7), to: arguments[2])
case ("scaling", 5...6):
    guard let count = Int(arguments[3]),
        let files = ScalingSchemaWriter.files(
            shape: arguments[2], count: count, seed: arguments.count > 5 ? UInt64(arguments[5]) ?? 42 : 42)
    else {
        FileHandle.standardError.write(
            Data(
                "bench-fixtures: scaling shapes are \(ScalingSchemaWriter.shapes.joined(separator: ", ")), with a count\n"
                    .utf8))
        exit(64)
    }
    for (name, text) in files { write(text, to: arguments[4] + "/" + name) }
default:
    FileHandle.standardError.write(
        Data(
            ("usage: bench-fixtures models|cyclic <classes> <directory> [seed] | wide <fields> <directory> | deep <depth> <directory> | cloud <heavy|survey> <count> <schema.json> <output.json> [seed] | client <file> <expressions> [modules...]"
                + " | scaling <shape> <count> <directory> [seed]\n").utf8))
    exit(64)
}
