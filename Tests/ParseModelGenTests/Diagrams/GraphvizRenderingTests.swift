import DataModelDocuments
import Foundation
import GenerateCommand
import XCTest

/// The DOT output of every golden input, in every field selection, rendered by the real Graphviz
/// (`dot -Tsvg`): no error or warning, and the SVG has a node per class and placeholder, an edge per
/// pointer and relation, and every class name and edge label as text.
///
/// Graphviz comes from Debian's `graphviz` package, which `.ci/run` installs when `dot` is missing.
/// Where it cannot be found the tests are skipped with that reason.
final class GraphvizRenderingTests: XCTestCase {
    func testEveryGoldenInputRendersCleanly() throws {
        let dot = try Self.graphviz()
        for golden in DiagramGoldenCase.all {
            let graph = try golden.graph()
            for fields in DiagramFields.allCases {
                try checkRendering(
                    DotDiagram.render(graph, fields: fields), of: graph, fields: fields, with: dot,
                    name: "\(golden.name) --fields \(fields.rawValue)")
            }
        }
    }

    /// Names, labels and descriptions that validation would refuse do not break the graph either.
    func testHostileNamesRenderCleanly() throws {
        let dot = try Self.graphviz()
        let graph = HostileGraph.graph()
        for fields in DiagramFields.allCases {
            try checkRendering(
                DotDiagram.render(graph, fields: fields), of: graph, fields: fields, with: dot,
                name: "hostile --fields \(fields.rawValue)")
        }
    }

    private func checkRendering(
        _ text: String, of graph: DataModelGraph, fields: DiagramFields, with dot: URL, name: String,
        file: StaticString = #filePath, line: UInt = #line
    ) throws {
        XCTAssertTrue(
            text.unicodeScalars.allSatisfy { $0 == "\n" || !Self.isInvisible($0) },
            "\(name): the DOT text has a control or invisible character", file: file, line: line)
        let result = try Self.run(dot, ["-Tsvg"], input: text)
        XCTAssertEqual(result.status, 0, "\(name): dot failed:\n\(result.standardError)", file: file, line: line)
        XCTAssertEqual(result.standardError, "", "\(name): dot printed errors or warnings", file: file, line: line)
        let svg = result.standardOutput
        let texts = Set(Self.texts(inSVG: svg))
        // With every field listed, each enum is a node too, joined to each field that holds it.
        let enums = fields == .all ? graph.valueTypes.filter(\.isEnumeration) : []
        let enumNames = Set(enums.map(\.qualifiedName))
        let enumUses =
            fields == .all ? graph.classes.flatMap(\.fields).flatMap(\.valueTypes).filter(enumNames.contains) : []
        XCTAssertEqual(
            Self.count(of: #"class="node""#, in: svg), graph.classes.count + graph.placeholders.count + enums.count,
            "\(name): nodes", file: file, line: line)
        XCTAssertEqual(
            Self.count(of: #"class="edge""#, in: svg), graph.links.count + enumUses.count, "\(name): edges", file: file,
            line: line)
        for type in enums {
            guard case .enumeration(_, let cases, _) = type.shape else { continue }
            if !texts.contains(Self.shown(type.qualifiedName)) {
                XCTFail("\(name): enum \(type.qualifiedName) is not in the SVG", file: file, line: line)
            }
            // Graphviz's SVG shows a run of spaces (a server value can hold one) as one space.
            let collapsedTexts = Set(texts.map(Self.collapsingSpaces))
            for enumCase in cases {
                let row = enumCase.name + (enumCase.rawValueIsName ? "" : " = " + enumCase.rawValue)
                if !collapsedTexts.contains(Self.collapsingSpaces(Self.shown(row))) {
                    XCTFail("\(name): case \(row) is not in the SVG", file: file, line: line)
                }
            }
        }
        for model in graph.classes where !texts.contains(Self.shown(model.swiftTypeName)) {
            XCTFail("\(name): class \(model.swiftTypeName) is not in the SVG", file: file, line: line)
        }
        for placeholder in graph.placeholders where !texts.contains(Self.shown(placeholder.parseName)) {
            XCTFail("\(name): placeholder \(placeholder.parseName) is not in the SVG", file: file, line: line)
        }
        for link in graph.links where !texts.contains(Self.shown(link.field)) {
            XCTFail("\(name): edge label \(link.field) is not in the SVG", file: file, line: line)
        }
    }

    /// How Graphviz shows a label that DotText escaped: invisible characters as U+FFFD.
    static func shown(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            result.unicodeScalars.append(isInvisible(scalar) ? "\u{FFFD}" : scalar)
        }
        return result
    }

    /// `text` with every run of spaces made one space.
    static func collapsingSpaces(_ text: String) -> String {
        var result = ""
        for character in text where !(character == " " && result.last == " ") {
            result.append(character)
        }
        return result
    }

    /// Controls, format characters but the zero-width joiner, separators, private-use and unassigned code points.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate:
            return scalar != "\u{200D}"
        default: return false
        }
    }

    /// Graphviz's `dot`, or a skip saying why the tests cannot run.
    static func graphviz() throws -> URL {
        guard let dot = ProcessRunner.executableInPath("dot") else {
            throw XCTSkip(
                "Graphviz's 'dot' is not on PATH, so the DOT output cannot be rendered here; install Debian's graphviz package (apt-get install -y graphviz), as .ci/run does"
            )
        }
        return dot
    }

    /// The text of every `<text>` element, XML entities decoded.
    static func texts(inSVG svg: String) -> [String] {
        var result: [String] = []
        var rest = svg[...]
        while let open = rest.range(of: "<text"), let close = rest[open.upperBound...].range(of: ">"),
            let end = rest[close.upperBound...].range(of: "</text>")
        {
            result.append(decodeXML(String(rest[close.upperBound..<end.lowerBound])))
            rest = rest[end.upperBound...]
        }
        return result
    }

    private static func decodeXML(_ text: String) -> String {
        var result = ""
        var rest = text[...]
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { break }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "lt": result += "<"
            case "gt": result += ">"
            case "amp": result += "&"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                let number =
                    entity.hasPrefix("#x")
                    ? UInt32(entity.dropFirst(2), radix: 16) : entity.hasPrefix("#") ? UInt32(entity.dropFirst()) : nil
                if let number, let scalar = Unicode.Scalar(number) {
                    result.unicodeScalars.append(scalar)
                } else {
                    result += "&" + entity + ";"
                }
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }

    private static func count(of needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }

    struct Output {
        var status: Int32
        var standardOutput: String
        var standardError: String
    }

    /// Runs `executable` with `input` on stdin; stdout and stderr are kept apart, through files so that a
    /// large SVG never blocks on a full pipe.
    static func run(_ executable: URL, _ arguments: [String], input: String) throws -> Output {
        let scratch = try TemporaryDirectory()
        defer { scratch.remove() }
        try scratch.write(input, to: "input")
        let outputURL = scratch.url.appendingPathComponent("stdout")
        let errorURL = scratch.url.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
        let inputHandle = try FileHandle(forReadingFrom: scratch.url.appendingPathComponent("input"))
        let output = try FileHandle(forWritingTo: outputURL)
        let error = try FileHandle(forWritingTo: errorURL)
        defer {
            try? inputHandle.close()
            try? output.close()
            try? error.close()
        }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = inputHandle
        process.standardOutput = output
        process.standardError = error
        try process.run()
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus,
            standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
            standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self)
        )
    }
}
