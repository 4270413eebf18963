import Foundation
import ParseSchema

/// Applies `ModelRewrite`s to a Swift file's bytes: each model declaration's header becomes an extension
/// of the generated type, the members the generated model provides are removed with their comments, the
/// SDK requirements move into a `nonisolated extension` after it, and everything else stays byte for byte.
///
/// Edits are whole lines: a member that shares a line with other code is not taken apart; the rewrite of
/// that model is refused with the reason instead.
enum SourceRewriter {
    /// The rewritten text, or the models that cannot be rewritten with the reasons (nothing is changed then).
    enum Outcome {
        case rewritten([UInt8])
        case refused([(model: ModelRewrite, reasons: [Located<String>])])
    }

    private struct Edit {
        var range: Range<Int>
        var replacement: [UInt8]
    }

    /// `external` are hand-written `init(objectId:)`s in extensions in this file that the generated model
    /// declares the same way: each goes, with its extension when nothing else is left in it.
    static func rewrite(_ bytes: [UInt8], file: String, models: [ModelRewrite], external: [StandardInitializer] = [])
        -> Outcome
    {
        var edits: [Edit] = []
        var refusals: [(model: ModelRewrite, reasons: [Located<String>])] = []
        let lines = LineTable(bytes)
        let conditionals = conditionalBlocks(in: bytes)
        for model in models {
            guard model.blockers.isEmpty, let span = model.span else {
                refusals.append((model, model.blockers))
                continue
            }
            // The compiler shows only the active branch of an `#if`: what the others hold is unknown here.
            if let block = conditionals.first(where: { $0.lowerBound <= span.end && $0.upperBound > span.start }) {
                let relation = block.lowerBound < span.start ? "stands inside" : "holds"
                refusals.append(
                    (
                        model,
                        [
                            Located(
                                "the declaration of \(model.modelName) \(relation) an #if block (line \(lines.position(ofOffset: block.lowerBound).line)); the compiler shows adopt only the active branch, so the rewrite could lose the others",
                                at: model.location)
                        ]
                    ))
                continue
            }
            switch edit(model, span: span, bytes: bytes, file: file, lines: lines) {
            case .success(let modelEdits): edits += modelEdits
            case .failure(let reason): refusals.append((model, [Located(reason.message, at: reason.location)]))
            }
        }
        for removal in external {
            guard let lines = wholeLines(removal.span, in: bytes) else { continue }
            if let container = removal.container,
                let open = openingBrace(in: bytes, from: container.start, before: container.end),
                isBlank(bytes, (open + 1)..<container.end, except: [lines]),
                comments(in: Array(bytes[(open + 1)..<container.end])).count
                    == comments(in: Array(bytes[lines])).count,
                let whole = wholeLines(container, in: bytes)
            {
                // No empty extension is left behind.
                edits.append(Edit(range: whole, replacement: []))
            } else if let container = removal.container,
                let open = openingBrace(in: bytes, from: container.start, before: container.end)
            {
                edits += tidied([lines], in: bytes, body: (open + 1)..<container.end).map {
                    Edit(range: $0, replacement: [])
                }
            } else {
                edits.append(Edit(range: lines, replacement: []))
            }
        }
        guard refusals.isEmpty else { return .refused(refusals) }
        var result = bytes
        for edit in disjoint(edits).reversed() {
            result.replaceSubrange(edit.range, with: edit.replacement)
        }
        return .rewritten(usesCRLF(bytes) ? crlf(result) : result)
    }

    private struct Refusal: Error {
        var message: String
        var location: SourceLocation
    }

    private static func edit(_ model: ModelRewrite, span: SourceSpan, bytes: [UInt8], file: String, lines: LineTable)
        -> Result<[Edit], Refusal>
    {
        let locate = { (offset: Int) in SourceLocation(file: file, position: lines.position(ofOffset: offset)) }
        guard let open = openingBrace(in: bytes, from: span.start, before: span.end),
            span.end < bytes.count, bytes[span.end] == UInt8(ascii: "}")
        else {
            return .failure(
                Refusal(
                    message:
                        "the declaration of \(model.modelName) could not be taken apart (no body braces where the compiler says)",
                    location: model.location))
        }
        let header = Array(bytes[span.start..<open])
        // Attributes of the declaration itself (`@MainActor struct`) cannot go on an extension; those in the
        // inheritance clause (`@unchecked Sendable`) go with the conformances the generated model has.
        let headerText = String(decoding: header, as: UTF8.self)
        let beforeName =
            headerText.range(of: model.declaredName).map { headerText[..<$0.lowerBound] } ?? headerText[...]
        if beforeName.contains("@") {
            return .failure(
                Refusal(
                    message:
                        "the declaration of \(model.modelName) has attributes, which an extension cannot carry; remove or move them first",
                    location: model.location))
        }
        var removed: [Range<Int>] = []
        var moved: [UInt8] = []
        for member in model.removals + model.moves {
            guard let memberSpan = member.span, let range = wholeLines(memberSpan, in: bytes) else {
                return .failure(
                    Refusal(
                        message: "\(member.name) shares its lines with other code; put it on lines of its own first",
                        location: locate(member.span?.start ?? span.start)))
            }
            removed.append(range)
            if model.moves.contains(member) {
                moved += bytes[range]
            }
        }
        let headerComments = comments(in: header)
        let conformances = keptConformances(withoutComments(header), dropping: model.droppedConformances)
        if let problem = classOnlyCode(model, body: (open + 1)..<span.end, removed: removed, moved: moved, bytes: bytes)
        {
            return .failure(Refusal(message: problem, location: model.location))
        }
        let bodyStart = open + 1
        let bodyEnd = span.end
        let merged = tidied(merge(removed), in: bytes, body: bodyStart..<bodyEnd)
        let bodyIsEmpty = isBlank(bytes, bodyStart..<bodyEnd, except: merged)
        var edits: [Edit] = []
        if model.isRenamed, let problem = enclosingPrivateAccess(model, span: span, bytes: bytes) {
            return .failure(Refusal(message: problem, location: model.location))
        }
        if model.isRenamed {
            return renamed(
                model, span: span, header: header, body: bodyStart..<bodyEnd, removed: merged, moved: moved,
                conformances: conformances, bodyIsEmpty: bodyIsEmpty, bytes: bytes)
        }
        let extensionText =
            moved.isEmpty
            ? [] : Array("nonisolated extension \(model.generatedName) {\n".utf8) + moved + Array("}".utf8)
        if bodyIsEmpty && conformances.isEmpty {
            // Nothing stays: the declaration goes, with its comments; the moved requirements take its place.
            guard let whole = wholeLines(span, in: bytes) else {
                return .failure(
                    Refusal(
                        message: "the declaration of \(model.modelName) shares its lines with other code",
                        location: model.location))
            }
            // With one blank line beside it when it stood between two.
            let range =
                extensionText.isEmpty ? (tidied([whole], in: bytes, body: 0..<bytes.count).first ?? whole) : whole
            edits.append(
                Edit(range: range, replacement: extensionText.isEmpty ? [] : extensionText + [UInt8(ascii: "\n")]))
            return .success(edits)
        }
        let indent = String(decoding: bytes[lineStart(of: span.start, in: bytes)..<span.start], as: UTF8.self)
        let newHeader =
            headerComments.map { $0 + "\n" + indent }.joined() + (model.isNonisolated ? "nonisolated " : "")
            + "extension \(model.generatedName)"
            + (conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")) + " {"
        edits.append(Edit(range: span.start..<bodyStart, replacement: Array(newHeader.utf8)))
        edits += merged.map { Edit(range: $0, replacement: []) }
        if !extensionText.isEmpty {
            edits.append(Edit(range: (span.end + 1)..<(span.end + 1), replacement: Array("\n\n".utf8) + extensionText))
        }
        return .success(edits)
    }

    /// A nested model: its declaration becomes `typealias Score = GameScore` (with the access modifier as
    /// written), and what stays hand-written moves to extensions of the generated type at the end of the
    /// file, indented as top-level members.
    private static func renamed(
        _ model: ModelRewrite, span: SourceSpan, header: [UInt8], body: Range<Int>, removed: [Range<Int>],
        moved: [UInt8],
        conformances: [String], bodyIsEmpty: Bool, bytes: [UInt8]
    ) -> Result<[Edit], Refusal> {
        guard let whole = wholeLines(span, in: bytes) else {
            return .failure(
                Refusal(
                    message: "the declaration of \(model.modelName) shares its lines with other code",
                    location: model.location))
        }
        let lineStart = lineStart(of: span.start, in: bytes)
        let indent = Array(bytes[lineStart..<span.start])
        let headerText = String(decoding: header, as: UTF8.self)
        let words = headerText.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" })
        let access =
            words.first { ["public", "package", "internal", "fileprivate", "private"].contains($0) }.map { $0 + " " }
            ?? ""
        let alias = indent + Array("\(access)typealias \(model.declaredName) = \(model.generatedName)\n".utf8)
        var appended: [UInt8] = []
        var kept: [UInt8] = []
        var index = body.lowerBound
        for range in removed.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound >= index {
            kept += bytes[index..<range.lowerBound]
            index = range.upperBound
        }
        kept += bytes[index..<body.upperBound]
        // Code moved out of the enclosing type no longer sees the types declared beside the model there.
        let movedText = String(decoding: kept + moved, as: UTF8.self)
        let aliases = model.siblingTypes.filter { containsWord($0.name, in: movedText) }
            .map { "    typealias \($0.name) = \($0.qualifiedName)\n" }.joined()
        if !bodyIsEmpty || !conformances.isEmpty || !aliases.isEmpty {
            let header =
                (model.isNonisolated ? "nonisolated " : "") + "extension \(model.generatedName)"
                + (conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", ")) + " {"
            appended +=
                Array(("\n" + header + "\n" + aliases).utf8) + outdented(trimmedBlankLines(kept), by: indent.count)
                + Array("}\n".utf8)
        }
        if !moved.isEmpty {
            appended +=
                Array("\nnonisolated extension \(model.generatedName) {\n".utf8) + outdented(moved, by: indent.count)
                + Array("}\n".utf8)
        }
        // The declaration's own comments stay, above the typealias.
        var edits = [Edit(range: lineStart..<whole.upperBound, replacement: alias)]
        if !appended.isEmpty {
            let end = bytes.count
            let separator: [UInt8] = bytes.last == UInt8(ascii: "\n") ? [] : [UInt8(ascii: "\n")]
            edits.append(Edit(range: end..<end, replacement: separator + appended))
        }
        return .success(edits)
    }

    /// The `#if` ... `#endif` blocks of a file, as byte ranges from the `#if` to the end of the `#endif` line.
    static func conditionalBlocks(in bytes: [UInt8]) -> [Range<Int>] {
        var blocks: [Range<Int>] = []
        var open: [Int] = []
        var lineStart = 0
        while lineStart < bytes.count {
            var end = lineStart
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
            var first = lineStart
            while first < end, bytes[first] == UInt8(ascii: " ") || bytes[first] == UInt8(ascii: "\t") { first += 1 }
            let line = bytes[first..<end]
            if line.starts(with: Array("#if".utf8)) {
                open.append(first)
            } else if line.starts(with: Array("#endif".utf8)), let start = open.popLast() {
                blocks.append(start..<min(end + 1, bytes.count))
            }
            lineStart = end + 1
        }
        // An `#if` without its `#endif` (the compiler would have refused the file) reaches the end.
        blocks += open.map { $0..<bytes.count }
        return blocks
    }

    /// The comments of a declaration's header (`struct Game: ParseObject, // note`), each as written.
    static func comments(in header: [UInt8]) -> [String] {
        var found: [String] = []
        scanComments(header) { found.append(String(decoding: header[$0], as: UTF8.self)) }
        return found
    }

    /// The header with its comments replaced by a space each.
    static func withoutComments(_ header: [UInt8]) -> [UInt8] {
        var ranges: [Range<Int>] = []
        scanComments(header) { ranges.append($0) }
        var result = header
        for range in ranges.reversed() { result.replaceSubrange(range, with: [UInt8(ascii: " ")]) }
        return result
    }

    /// Calls `found` with each `//` comment (to its line's end, the line break left out) and `/* */` comment.
    private static func scanComments(_ bytes: [UInt8], _ found: (Range<Int>) -> Void) {
        var index = 0
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
                var end = index
                while end < bytes.count, bytes[end] != UInt8(ascii: "\n"), bytes[end] != UInt8(ascii: "\r") { end += 1 }
                found(index..<end)
                index = end
            } else if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                var end = index + 2
                while end + 1 < bytes.count, !(bytes[end] == UInt8(ascii: "*") && bytes[end + 1] == UInt8(ascii: "/")) {
                    end += 1
                }
                end = min(end + 2, bytes.count)
                found(index..<end)
                index = end
            } else {
                index += 1
            }
        }
    }

    /// Why what a class model keeps cannot stand in a struct extension, nil when it can: class-only
    /// declarations, and instance methods, which in a class change the instance without `mutating`.
    private static func classOnlyCode(
        _ model: ModelRewrite, body: Range<Int>, removed: [Range<Int>], moved: [UInt8], bytes: [UInt8]
    ) -> String? {
        guard model.isClass else { return nil }
        var kept: [UInt8] = []
        var index = body.lowerBound
        for range in removed.sorted(by: { $0.lowerBound < $1.lowerBound }) where range.lowerBound >= index {
            kept += bytes[index..<max(index, min(range.lowerBound, body.upperBound))]
            index = range.upperBound
        }
        if index < body.upperBound { kept += bytes[index..<body.upperBound] }
        kept += moved
        let text = String(decoding: withoutComments(kept), as: UTF8.self)
        for word in ["convenience", "required", "override", "deinit", "weak", "unowned", "final"]
        where containsWord(word, in: text) {
            return
                "\(model.modelName) is a class and keeps `\(word)` code, which a struct (the generated model) cannot hold; move it out of the declaration first"
        }
        for phrase in ["class func", "class var", "class let", "class subscript"] where text.contains(phrase) {
            return
                "\(model.modelName) is a class and keeps a `\(phrase)`, which a struct (the generated model) cannot hold; make it static first"
        }
        if let method = model.keptInstanceMethods.first {
            return
                "\(model.modelName) is a class and keeps the instance method \(method), which could change the instance without `mutating` (a struct's methods cannot); move it out of the declaration first"
        }
        return nil
    }

    /// Why code moved out of the type that encloses a nested model might not compile there, nil when it
    /// compiles: the enclosing type's private members are not visible from an extension of another type.
    private static func enclosingPrivateAccess(_ model: ModelRewrite, span: SourceSpan, bytes: [UInt8]) -> String? {
        guard model.keepsCode else { return nil }
        var outside = bytes
        if span.end < outside.count { outside.removeSubrange(span.start...span.end) }
        let text = String(decoding: withoutComments(outside), as: UTF8.self)
        guard containsWord("private", in: text) || containsWord("fileprivate", in: text) else { return nil }
        return
            "what \(model.modelName) keeps moves out of the type it is nested in, and this file declares private members that it could no longer reach; move them or the model's code first"
    }

    /// Whether `word` stands in `text` as a whole identifier.
    private static func containsWord(_ word: String, in text: String) -> Bool {
        let isIdentifier = { (character: Character) in character.isLetter || character.isNumber || character == "_" }
        var searchStart = text.startIndex
        while let found = text.range(of: word, range: searchStart..<text.endIndex) {
            let before = found.lowerBound == text.startIndex ? nil : text[text.index(before: found.lowerBound)]
            let after = found.upperBound == text.endIndex ? nil : text[found.upperBound]
            if !(before.map(isIdentifier) ?? false), !(after.map(isIdentifier) ?? false) { return true }
            searchStart = found.upperBound
        }
        return false
    }

    /// `text` with `count` leading spaces taken off each line that has them.
    private static func outdented(_ text: [UInt8], by count: Int) -> [UInt8] {
        guard count > 0 else { return text }
        var result: [UInt8] = []
        var atLineStart = true
        var skipped = 0
        for byte in text {
            if atLineStart, byte == UInt8(ascii: " "), skipped < count {
                skipped += 1
                continue
            }
            atLineStart = byte == UInt8(ascii: "\n")
            if atLineStart { skipped = 0 }
            result.append(byte)
        }
        return result
    }

    /// `text` without the blank lines at its start and end, ending with a line break; empty when all is blank.
    private static func trimmedBlankLines(_ text: [UInt8]) -> [UInt8] {
        var lines = text.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).map(Array.init)
        let isBlankLine = { (line: [UInt8]) in
            line.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\r") }
        }
        while let first = lines.first, isBlankLine(first) { lines.removeFirst() }
        while let last = lines.last, isBlankLine(last) { lines.removeLast() }
        return lines.isEmpty ? [] : Array(lines.joined(separator: [UInt8(ascii: "\n")])) + [UInt8(ascii: "\n")]
    }

    /// The `{` opening the body: the first one after the header, outside comments, strings and generic
    /// brackets (a `where` clause holds no braces).
    private static func openingBrace(in bytes: [UInt8], from start: Int, before end: Int) -> Int? {
        var index = start
        var inLineComment = false
        var inBlockComment = false
        while index < end {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            if inLineComment {
                if byte == UInt8(ascii: "\n") { inLineComment = false }
            } else if inBlockComment {
                if byte == UInt8(ascii: "*"), next == UInt8(ascii: "/") {
                    inBlockComment = false
                    index += 1
                }
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "/") {
                inLineComment = true
            } else if byte == UInt8(ascii: "/"), next == UInt8(ascii: "*") {
                inBlockComment = true
            } else if byte == UInt8(ascii: "{") {
                return index
            }
            index += 1
        }
        return nil
    }

    /// The protocols an inheritance clause lists (`struct Game: ParseObject, Versioned {`) that an extension
    /// of the generated type must still declare: the SDK's, the ones every generated model has and, for a
    /// class, its superclass are left out.
    static func keptConformances(_ header: [UInt8], dropping: Set<String>) -> [String] {
        let text = String(decoding: header, as: UTF8.self)
        // The clause starts at the first colon outside generic brackets and ends at `where`.
        var depth = 0
        var colon: String.Index?
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if character == "<" {
                depth += 1
            } else if character == ">" {
                depth -= 1
            } else if character == ":", depth == 0 {
                colon = index
                break
            }
            index = text.index(after: index)
        }
        guard let colon else { return [] }
        var clause = String(text[text.index(after: colon)...])
        if let whereRange = clause.range(of: " where ") { clause = String(clause[..<whereRange.lowerBound]) }
        var kept: [String] = []
        var current = ""
        depth = 0
        for character in clause + "," {
            if character == "<" { depth += 1 } else if character == ">" { depth -= 1 }
            if character == ",", depth == 0 {
                let entry = current.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "\t" || $0 == "\r" })
                    .joined(separator: " ")
                current = ""
                let name = entry.split(separator: ".").last.map(String.init) ?? entry
                if !entry.isEmpty, !dropping.contains(name), !entry.hasPrefix("@"), !name.hasPrefix("PF") {
                    kept.append(entry)
                }
                continue
            }
            current.append(character)
        }
        return kept
    }

    /// The lines a span stands on, with the comment lines right above it; nil when other code shares them.
    static func wholeLines(_ span: SourceSpan, in bytes: [UInt8]) -> Range<Int>? {
        guard span.start >= 0, span.start <= span.end, span.end < bytes.count else { return nil }
        var start = span.start
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") {
            guard bytes[start - 1] == UInt8(ascii: " ") || bytes[start - 1] == UInt8(ascii: "\t") else { return nil }
            start -= 1
        }
        // Comment lines right above belong to the declaration.
        while start > 0 {
            let previousEnd = start - 1
            var previousStart = previousEnd
            while previousStart > 0, bytes[previousStart - 1] != UInt8(ascii: "\n") { previousStart -= 1 }
            let line = bytes[previousStart..<previousEnd].drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            // A `// MARK:` heads what follows, not this declaration alone: it stays.
            guard line.starts(with: Array("//".utf8)), !isMark(line) else { break }
            start = previousStart
        }
        var end = SourceSpan.tokenEnd(in: bytes, at: span.end)
        while end < bytes.count, bytes[end] == UInt8(ascii: " ") || bytes[end] == UInt8(ascii: "\t") { end += 1 }
        if end + 1 < bytes.count, bytes[end] == UInt8(ascii: "/"), bytes[end + 1] == UInt8(ascii: "/") {
            while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        }
        guard end == bytes.count || bytes[end] == UInt8(ascii: "\n") || bytes[end] == UInt8(ascii: "\r") else {
            return nil
        }
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return start..<min(end + 1, bytes.count)
    }

    /// The edits in order with no two overlapping: removals that reach into each other (two declarations,
    /// each taking the blank line between them) become one; an edit that starts inside an earlier one starts
    /// where that one ends.
    private static func disjoint(_ edits: [Edit]) -> [Edit] {
        var result: [Edit] = []
        for edit in edits.sorted(by: {
            ($0.range.lowerBound, $0.range.upperBound) < ($1.range.lowerBound, $1.range.upperBound)
        }) {
            guard let last = result.last, edit.range.lowerBound < last.range.upperBound else {
                result.append(edit)
                continue
            }
            if last.replacement.isEmpty, edit.replacement.isEmpty {
                result[result.count - 1].range =
                    last.range.lowerBound..<max(last.range.upperBound, edit.range.upperBound)
            } else if edit.range.upperBound > last.range.upperBound || !edit.replacement.isEmpty {
                let start = last.range.upperBound
                result.append(Edit(range: start..<max(start, edit.range.upperBound), replacement: edit.replacement))
            }
        }
        return result
    }

    /// Whether every line break of the file is CRLF (a file written on Windows, or kept so by its editor).
    static func usesCRLF(_ bytes: [UInt8]) -> Bool {
        var sawBreak = false
        for (index, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            guard index > 0, bytes[index - 1] == UInt8(ascii: "\r") else { return false }
            sawBreak = true
        }
        return sawBreak
    }

    /// `bytes` with each bare LF (one the rewrite wrote) made CRLF, as the file's own lines are.
    private static func crlf(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 32)
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n"), index == 0 || bytes[index - 1] != UInt8(ascii: "\r") {
                result.append(UInt8(ascii: "\r"))
            }
            result.append(byte)
        }
        return result
    }

    /// The comment written right above a declaration (the lines `wholeLines` takes with it), its `//` or
    /// `///` markers and one space after them taken off; nil when there is none.
    static func leadingComment(_ span: SourceSpan, in bytes: [UInt8]) -> String? {
        guard let whole = wholeLines(span, in: bytes) else { return nil }
        let first = lineStart(of: span.start, in: bytes)
        guard whole.lowerBound < first else { return nil }
        let lines = bytes[whole.lowerBound..<first].split(separator: UInt8(ascii: "\n")).map { line -> String in
            var text = String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            while text.hasPrefix("/") { text.removeFirst() }
            // `//:` is a playground's markup comment (ParseSwift's own pages write their models so).
            if text.hasPrefix(":") { text.removeFirst() }
            return text.hasPrefix(" ") ? String(text.dropFirst()) : text
        }
        let text = lines.joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        return text.isEmpty ? nil : text
    }

    /// Whether a comment line is a `// MARK:` (or `TODO:`/`FIXME:`) heading, which Xcode shows in the outline.
    private static func isMark(_ line: ArraySlice<UInt8>) -> Bool {
        let text = String(decoding: line.dropFirst(2), as: UTF8.self).drop { $0 == " " }
        return text.hasPrefix("MARK:") || text.hasPrefix("TODO:") || text.hasPrefix("FIXME:")
    }

    /// Overlapping or touching ranges joined, in order.
    private static func merge(_ ranges: [Range<Int>]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for range in ranges.sorted(by: { $0.lowerBound < $1.lowerBound }) {
            if let last = result.last, range.lowerBound <= last.upperBound {
                result[result.count - 1] = last.lowerBound..<max(last.upperBound, range.upperBound)
            } else {
                result.append(range)
            }
        }
        return result
    }

    /// Each removed range with one blank line beside it when removing it would leave two blank lines
    /// together, or one right after the opening brace or before the closing one.
    private static func tidied(_ ranges: [Range<Int>], in bytes: [UInt8], body: Range<Int>) -> [Range<Int>] {
        merge(
            ranges.map { range in
                let before = lineBefore(range.lowerBound, in: bytes)
                let after = lineAt(range.upperBound, in: bytes)
                let blankBefore = before.map { isBlank(bytes, $0, except: []) } ?? false
                let blankAfter = after.map { isBlank(bytes, $0, except: []) } ?? false
                if blankAfter, let after, blankBefore || (before?.upperBound ?? 0) <= body.lowerBound + 1,
                    after.upperBound <= body.upperBound
                {
                    return range.lowerBound..<after.upperBound
                }
                if blankBefore, let before,
                    after.map({ $0.lowerBound >= lineStart(of: body.upperBound, in: bytes) }) ?? true,
                    before.lowerBound > body.lowerBound
                {
                    return before.lowerBound..<range.upperBound
                }
                return range
            })
    }

    private static func lineStart(of offset: Int, in bytes: [UInt8]) -> Int {
        var start = min(offset, bytes.count)
        while start > 0, bytes[start - 1] != UInt8(ascii: "\n") { start -= 1 }
        return start
    }

    /// The whole line (newline included) that ends right before `offset`, a line start.
    private static func lineBefore(_ offset: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard offset > 0 else { return nil }
        let start = lineStart(of: offset - 1, in: bytes)
        return start..<offset
    }

    /// The whole line starting at `offset`.
    private static func lineAt(_ offset: Int, in bytes: [UInt8]) -> Range<Int>? {
        guard offset < bytes.count else { return nil }
        var end = offset
        while end < bytes.count, bytes[end] != UInt8(ascii: "\n") { end += 1 }
        return offset..<min(end + 1, bytes.count)
    }

    /// Whether `range` holds only white space once the `except` ranges are left out.
    private static func isBlank(_ bytes: [UInt8], _ range: Range<Int>, except: [Range<Int>]) -> Bool {
        var index = range.lowerBound
        while index < range.upperBound {
            if let skip = except.first(where: { $0.contains(index) }) {
                index = skip.upperBound
                continue
            }
            let byte = bytes[index]
            guard
                byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n")
                    || byte == UInt8(ascii: "\r")
            else { return false }
            index += 1
        }
        return true
    }
}
