import ParseSchema

/// The doc comments of the Cloud types and their parameters. The fixed words are written as they are; only the
/// description's texts (its words, names, options and roles) are checked and escaped, which made most of
/// the cost of the comments when every paragraph was.
extension CloudCodeRenderer {
    /// The doc comment: the description's words, then what is called and what the validator asks of the caller.
    func renderDocumentation(_ type: CloudTypePlan, _ code: CodeBuilder) {
        if let summary = type.summary {
            code.docComment([summary])
            code.line("///")
        }
        let kind = type.kind == .function ? "function" : "job"
        let call = type.kind == .function ? "runFunction()" : "startJob()"
        let path = type.kind == .function ? "functions" : "jobs"
        if SwiftText.isPlainCommentText(type.wireName) {
            code.line(
                "/// Cloud \(kind) `\(type.wireName)`: `\(call)` posts the parameters to `/\(path)/\(type.wireName)`.")
        } else {
            code.docComment([
                "Cloud \(kind) `\(type.wireName)`: `\(call)` posts the parameters to `/\(path)/\(type.wireName)`."
            ])
        }
        if type.kind == .job {
            code.line("///")
            code.line("/// Parse Server answers a job's start with `{}` and keeps its outcome in `_JobStatus`.")
        }
        if let rules = type.callerRules {
            code.line("///")
            code.docParagraph("The server's validator requires ", rules, ".")
        }
    }

    /// A parameter's doc comment: the description's words, whether it is required or defaulted, the accepted
    /// values and the key it is sent under when the Swift name differs.
    func renderDocumentation(_ parameter: CloudParameterPlan, _ code: CodeBuilder) {
        var isFirst = true
        func paragraph() {
            if !isFirst { code.line("///") }
            isFirst = false
        }
        if let summary = parameter.summary {
            paragraph()
            code.docComment([summary])
        }
        switch parameter.presence {
        case .required:
            paragraph()
            code.line("/// Required: the server refuses a call without it.")
        case .defaulted:
            paragraph()
            code.line("/// The server uses the default when a call leaves it out.")
        case .optional:
            break
        }
        if let options = parameter.optionsText {
            paragraph()
            code.docParagraph("Accepted values: ", options, ".")
        }
        if parameter.name != parameter.wireKey {
            paragraph()
            code.docParagraph("Parameter `", parameter.wireKey, "`.")
        }
    }
}
